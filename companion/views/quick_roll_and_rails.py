"""Roll and Rails' quick final score (no game tracked): victory points and connections ranked (2 to 5 players), or a
solo game's score with its unshipped starting goods and the map's award (The End of the Game (Solo))."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails.scoring import (
    AWARDS, QUICK_FIELDS, QUICK_SOLO_FIELDS, anything_scored, quick_problems, quick_solo_problems, quick_solo_score,
    marks, rank, solo_penalty, tie_marks, validate_quick, validate_quick_solo,
)
from calculators.roll_and_rails.standings import points
from companion.i18n import N_, _, ngettext
from companion.views.games.roll_and_rails.common import tie_notes
from companion.views.games.roll_and_rails.setup import AWARD_NAMES
from companion.views.games.roll_and_rails.sheet import award_word
from companion.widgets.fields import labelled, number_field, section
from companion.widgets import quick

GAME = "roll-and-rails"
SOLO = "solo"  # the screen's state: a solo game is scored
# What End of the Game sums per player, as the scoring table has it: (key, short label, full label for screen readers)
LABELS = {
    "shipping_points": (N_("Shipping VP"), N_("{name}'s shipping victory points")),
    "completed_connections": (N_("Connections"), N_("{name}'s completed connections")),
    "unused_resources": (N_("Resources $"), N_("{name}'s unused resources")),
    "unshipped_goods": (N_("Unshipped goods"), N_("{name}'s unshipped starting goods")),
}


def _key(player: str, f: str) -> str:
    return f"{f}-{player}"


def _points(n: int) -> str:
    """The final score: points ("Add the points together"), of which the shipping VP are one part."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


def _detail(line) -> str:
    """'12 VP shipped + 3 completed connections · 4$ unused': the End of the Game's sum and the tie-break's count."""
    return ngettext("{vp} VP shipped + {n} completed connection · {r}$ unused",
                    "{vp} VP shipped + {n} completed connections · {r}$ unused", line.completed_connections).format(
        vp=line.shipping_points, n=line.completed_connections, r=line.unused_resources)


def _solo_detail(q) -> str:
    """'12 VP shipped + 3 completed connections − 8 for 4 unshipped starting goods': the solo scoring table's spots
    (a minus sign, not a hyphen)."""
    n, u = q.line.completed_connections, q.unshipped
    return " ".join([
        ngettext("{vp} VP shipped + {n} completed connection", "{vp} VP shipped + {n} completed connections",
                 n).format(vp=q.line.shipping_points, n=n),
        ngettext("− {lost} for {u} unshipped starting good", "− {lost} for {u} unshipped starting goods", u).format(
            lost=solo_penalty() * u, u=u)])


def _no_dollar(text: str | None) -> str | None:
    """Resources as the sheet prints them ("3$", "$3") read as the number (a walk's "3$" was refused)."""
    return None if text is None else text.strip().strip("$").strip()


# What a solo score needs typed, 0 if none (The End of the Game (Solo): "for every unshipped good you receive -2
# points"): an empty field counted as 0 gave the score without its penalty. The points for shipped goods and the
# connections stay empty = 0, as a sheet with none shipped or completed reads.
SOLO_NEEDED = ("unshipped_goods",)


def _typed(text: str | None, f: str, solo: bool):
    """A scoring table's number as the rules read it: resources without their "$"; a needed one left empty is None
    (the rules ask for it), as are a multiplayer game's unused resources (the rules ask for them where they break a
    tie, else count them 0); any other empty field 0."""
    if (f in SOLO_NEEDED if solo else f == "unused_resources") and not (text or "").strip():
        return None
    return quick.typed_whole(_no_dollar(text) if f == "unused_resources" else text)


def _award(result, awards) -> str:
    """'Award: gold (bronze 5, silver 10, gold 15, platinum 20)', as the live table's sheet says it."""
    thresholds = ", ".join(f"{award_word(a)} {v}" for a, v in awards.items())
    return _("Award: {award}").format(award=award_word(result.award) if result.award else _("no award")) + \
        f" ({thresholds})"


def view(ctx) -> ft.View:
    players, solo = quick.players(ctx), bool(ctx.get(SOLO, False))
    asked = QUICK_SOLO_FIELDS if solo else QUICK_FIELDS
    typing = lambda e: ctx.state.rerender()  # the ranking follows every keystroke
    # The unshipped goods on a row of their own on a phone: half a 360 px row cut the label to "Unshipped go…".
    fields = {(p, f): ctx.field(_key(p, f), number_field(_(LABELS[f][0]), "", typing,
                                                         col={"xs": 12 if f in SOLO_NEEDED else 6, "sm": 4},
                                                         name=_(LABELS[f][1]).format(name=p)))
              for p in players for f in asked}
    # A row not begun counts 0 throughout (its resources too: nothing is asked of a player not yet typed in).
    begun = {p: solo or any((fields[(p, f)].value or "").strip() for f in asked) for p in players}
    raw = {p: {f: _typed(fields[(p, f)].value, f, solo) if begun[p] else 0 for f in asked} for p in players}
    award_fields = {a: ctx.field(f"award-{a}", number_field(
        _(AWARD_NAMES[a]), "", typing, col={"xs": 6, "sm": 3}, hint=None,
        name=_("{award} award threshold").format(award=_(AWARD_NAMES[a])))) for a in AWARDS} if solo else {}
    typed_awards = {a: quick.typed_whole(f.value) if (f.value or "").strip() else None for a, f in award_fields.items()}
    errors = quick.shown_errors(quick_solo_problems(raw, typed_awards) if solo else quick_problems(raw),
                                [f.value for f in fields.values()])
    # the solo form's player count is said at the Solo switch: no field of the form is wrong then
    count_note = {"players": ""}
    banner = "\n".join(quick.place_errors(errors, {**{f"players.{p}.{f}": fld for (p, f), fld in fields.items()},
                                                   **{f"awards.{a}": fld for a, fld in award_fields.items()}},
                                           count_note))
    marked = any(err.field != "players" for err in errors)

    winners, export, decided = "", [], ""
    if len(players) < (1 if solo else 2):
        leader, ranking = _("Final score: add the players"), quick.waiting(
            _("Add the players to see the ranking.") if solo else _("Add at least two players to see the ranking."))
    elif errors and not marked:  # What You Need (Solo): "1 solo game sheet" — too many players, nothing to mark
        leader, ranking = _("Final score: a solo game has one player"), quick.waiting(
            _("Remove players until one is left, or switch off Solo game, to see the score."))
    elif errors:
        leader, ranking = _("Final score: fix the marked fields"), quick.waiting(_("Fix the marked fields to see the ranking."))
    elif solo:
        # nothing typed yet (the unshipped goods' empty field is not marked until something is)
        q = None if raw[players[0]]["unshipped_goods"] is None else validate_quick_solo(raw, typed_awards)
        if q is None or not (anything_scored([q.line]) or q.unshipped):
            leader, ranking = _("Final score: enter the scoring tables"), quick.waiting(
                _("Enter the points for shipped goods, the connections and the unshipped goods to see the score."))
        else:
            result = quick_solo_score(q)
            score = result.players[0].score
            ranking = quick.ranking_rows([(1, q.line.name, _points(score), _solo_detail(q))], score_id="score",
                                         detail_id="detail")
            winners = _award(result, q.awards) if q.awards else ""
            leader = quick.bar_text([(1, q.line.name, _points(score))])
            # A solo game has no winner but the award reached (The End of the Game (Solo)), as the live table counts it
            # (a walk's copy read "1. Ann: -12 VP (winner)" with no award).
            export = quick.results_out(ctx, GAME, players, {q.line.name: (score, points(score), 1)},
                                       (q.line.name,) if result.award else (), prefix="quick-rails",
                                       table=_("Quick final score"), more=marks(result))
    else:
        lines = validate_quick(raw)
        if not anything_scored(lines):  # all at 0 is no tie for first: nothing to rank until a number is in
            leader, ranking = _("Final score: enter the scoring tables"), quick.waiting(
                _("Enter each player's victory points and connections to see the ranking."))
        else:
            result = rank(lines)
            by_name = {ln.name: ln for ln in lines}
            ranking = quick.ranking_rows([(r.rank, r.name, _points(r.score), _detail(by_name[r.name]))
                                    for r in result.players], score_id="score", detail_id="detail")
            winners = quick.winners_line(result.winners)
            decided = "\n".join(tie_notes(result))  # the winner's tie-break, then every tie further down
            leader = quick.bar_text([(r.rank, r.name, _points(r.score)) for r in result.players])
            export = quick.results_out(ctx, GAME, players, {r.name: (r.score, points(r.score), r.rank)
                                                      for r in result.players}, result.winners,
                                 prefix="quick-rails", table=_("Quick final score"), more=tie_marks(result))

    cards = [quick.player_card(ctx, p, [ft.ResponsiveRow([fields[(p, f)] for f in asked], run_spacing=14)],
                         [_key(p, f) for f in (*QUICK_FIELDS, *QUICK_SOLO_FIELDS)]) for p in players]
    switch = labelled(ft.Switch(value=solo, on_change=lambda e: ctx.put(SOLO, bool(e.control.value))),
                      _("Solo game (one player)"), key="solo")
    solo_note = [ft.Semantics(identifier="solo-players", key="solo-players", content=ft.Text(
        count_note["players"], color=ft.Colors.ERROR, size=13))] if count_note["players"] else []
    intro = _("Roll and Rails, The End of the Game (Solo): the points for shipped goods plus 1 point per completed "
              "connection, minus {penalty} points for every starting good not shipped; the score reaches the map's "
              "bronze, silver, gold or platinum award.").format(penalty=solo_penalty()) if solo else _(
        "Roll and Rails, End of the Game: the victory points for shipped goods plus 1 point per completed "
        "connection. A tie goes to the most completed connections, then the most unused resources; still tied, the "
        "players share the victory. For 2 to 5 players; a solo game: switch on Solo game.")
    awards = [section(_("Awards on this map (optional)")),
              ft.ResponsiveRow(list(award_fields.values()), run_spacing=14, key="awards")] if solo else []
    return quick.frame(ctx, route="/quick-roll-and-rails", title=_("Roll and Rails: final score"), leader=leader,
                       intro=intro, controls=[
        switch, *solo_note,
        section(_("The player and the scoring table") if solo else _("Players and their scoring tables")),
        # no more players than the game takes: 2 to 5, or the solo game's one (Components; What You Need (Solo))
        *([] if solo and players else [quick.new_player_row(ctx, GAME, most=1 if solo else None)]),
        ft.Column(cards),
        *awards,
        *quick.ranking_section(banner, winners, ranking, export, note=decided),
    ])
