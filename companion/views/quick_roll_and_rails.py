"""Roll and Rails' quick final score (no game tracked, multiplayer): victory points and connections, ranked."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails.scoring import QUICK_FIELDS, anything_scored, quick_problems, rank, validate_quick
from companion.i18n import N_, _, ngettext
from companion.views.games.roll_and_rails.common import TIE_BREAKS
from companion.widgets.fields import number_field, section
from companion.widgets import quick

GAME = "roll-and-rails"
# What End of the Game sums per player, as the scoring table has it: (key, short label, full label for screen readers)
LABELS = {
    "shipping_points": (N_("Shipping VP"), N_("{name}'s shipping victory points")),
    "completed_connections": (N_("Connections"), N_("{name}'s completed connections")),
    "unused_resources": (N_("Resources $"), N_("{name}'s unused resources")),
}


def _key(player: str, f: str) -> str:
    return f"{f}-{player}"


def _points(n: int) -> str:
    return _("{n} VP").format(n=n)


def _detail(line) -> str:
    """'12 VP shipped + 3 completed connections · 4$ unused': the End of the Game's sum and the tie-break's count."""
    return ngettext("{vp} VP shipped + {n} completed connection · {r}$ unused",
                    "{vp} VP shipped + {n} completed connections · {r}$ unused", line.completed_connections).format(
        vp=line.shipping_points, n=line.completed_connections, r=line.unused_resources)


def view(ctx) -> ft.View:
    players = quick.players(ctx)
    typing = lambda e: ctx.state.rerender()  # the ranking follows every keystroke
    fields = {(p, f): ctx.field(_key(p, f), number_field(_(LABELS[f][0]), "", typing, col={"xs": 6, "sm": 4},
                                                         name=_(LABELS[f][1]).format(name=p)))
              for p in players for f in QUICK_FIELDS}
    raw = {p: {f: quick.typed_whole(fields[(p, f)].value) for f in QUICK_FIELDS} for p in players}
    errors = quick_problems(raw)
    banner = "\n".join(quick.place_errors(errors, {f"players.{p}.{f}": fld for (p, f), fld in fields.items()}))

    winners, export, decided = "", [], ""
    if len(players) < 2:
        leader, ranking = _("Final score: add the players"), quick.waiting(_("Add the players to see the ranking."))
    elif errors:
        leader, ranking = _("Final score: fix the marked fields"), quick.waiting(_("Fix the marked fields to see the ranking."))
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
            decided = _(TIE_BREAKS[result.decided_by]) if result.decided_by else ""
            leader = quick.bar_text([(r.rank, r.name, _points(r.score)) for r in result.players])
            export = quick.results_out(ctx, GAME, players, {r.name: (r.score, f"{r.score} VP", r.rank)
                                                      for r in result.players}, result.winners,
                                 prefix="quick-rails", table=_("Quick final score"))

    cards = [quick.player_card(ctx, p, [ft.ResponsiveRow([fields[(p, f)] for f in QUICK_FIELDS], run_spacing=14)],
                         [_key(p, f) for f in QUICK_FIELDS]) for p in players]
    return quick.frame(ctx, route="/quick-roll-and-rails", title=_("Roll and Rails: final score"), leader=leader, intro=_(
        "Roll and Rails, End of the Game: the victory points for shipped goods plus 1 point per completed "
        "connection. A tie goes to the most completed connections, then the most unused resources; still tied, the "
        "players share the victory. For 2 to 5 players: score a solo game at a table (its unshipped goods and "
        "awards)."), controls=[
        section(_("Players and their scoring tables")),
        quick.new_player_row(ctx),
        ft.Column(cards),
        *quick.ranking_section(banner, winners, ranking, export, note=decided),
    ])
