"""Roll and Rails sheets: each player's numbers (money, rolling stock, delivery table, connections) and scores."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import count_connections, final_scores
from calculators.roll_and_rails.scoring import unshipped_goods
from calculators.roll_and_rails.rules import dice_returned
from companion.i18n import N_, _, listing, ngettext
from companion.views.games.roll_and_rails.common import (
    Hand,
    card,
    dice_strip,
    message,
    money,
    name_of,
    tie_notes,
    tried,
)
from companion.views.games.roll_and_rails.turn import crossed_row
from companion.widgets.confirm import confirm as ask
from companion.widgets.fields import number_field, parse_whole, section

# The delivery table's rows (Shipping the goods: "First row ... shipping action. Second row ... the 3rd phase of the
# round. Third row ... other players shipping the goods through our connections"), as History names them.
ROWS = (N_("Shipping action"), N_("Shipping phase"), N_("Others shipping through my connections"))
AWARD_WORDS = {"bronze": N_("bronze"), "silver": N_("silver"), "gold": N_("gold"), "platinum": N_("platinum")}


def award_word(award: str) -> str:
    """A solo award's name in the phone's language (as the rules name it in English)."""
    return _(AWARD_WORDS[award]) if award in AWARD_WORDS else award


def number(label: str, value: str, identifier: str) -> ft.Control:
    # One group each, its label with its number (a screen reader read the card's four labels, then four bare numbers).
    return ft.Semantics(container=True, content=ft.Column([ft.Text(label, size=12), ft.Semantics(
        identifier=identifier, content=ft.Text(value, size=22, weight=ft.FontWeight.BOLD))], spacing=0,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER))


ROUNDS_A_LINE = 8  # a 360 px phone fits eight round columns: longer games wrap, never scroll


def delivery_table(sheet, rounds: int, current: int) -> ft.Control:
    """The delivery table: one column per round; the rulebook's rows (own shipping action, shipping phase, others
    shipping through my connections), each named on its own line above its numbers: beside them in a fixed width,
    a walk at large text read "Acti / on", "Phas / e"; eight rounds a line."""
    cell = 30

    def text(v, bold=False):  # one control a cell (a Text has its own width): a sheet is drawn with each redraw
        return ft.Text(str(v), size=13, weight=ft.FontWeight.BOLD if bold else None, text_align=ft.TextAlign.CENTER,
                       width=cell)

    def block(first: int, last: int) -> list[ft.Control]:
        head = ft.Row([text(r, r == current) for r in range(first, last + 1)], spacing=2)
        return [head, *[ft.Column([ft.Text(_(label), size=12, italic=True), ft.Row([
            text(sheet.vp[r - 1][k] if r - 1 < len(sheet.vp) and sheet.vp[r - 1][k] else "·")
            for r in range(first, last + 1)], spacing=2)], spacing=0) for k, label in enumerate(ROWS)]]

    lines = [row for first in range(1, rounds + 1, ROUNDS_A_LINE)
             for row in [*([ft.Container(height=6)] if first > 1 else []),
                         *block(first, min(first + ROUNDS_A_LINE - 1, rounds))]]
    return ft.Semantics(identifier=f"delivery-{sheet.name}", key=f"delivery-{sheet.name}",
                        label=_("{name}'s delivery table").format(name=sheet.name),
                        content=ft.Column(lines, spacing=2))


def connections_form(hand: Hand, sheet, *, confirm: bool = False, final: bool = False) -> list[ft.Control]:
    """Completed and abandoned connections, as the player counts them on the map; `confirm`: the count at the End of
    the Game, the number on the sheet so far confirmed or corrected; `final`: every count is confirmed and the final
    score stands, so a change asks first and says what it changes (a walk: one player's "6" over their confirmed "1",
    saved at a tap, made them the winner on every phone)."""
    ctx, k = hand.ctx, f"conn-{sheet.name}"
    # Under a caption, the German labels are short: "Aufgegebene Verbindungen" wrapped over the field's border; the
    # English ones take a phone's whole width ("Completed connectio…" at half of 360 px, a walk).
    typing = lambda e: ctx.state.rerender()  # noqa: E731 - "Not saved yet" follows what is typed (below)
    done = ctx.field(f"{k}-done", number_field(
        _("Completed connections"), str(sheet.completed), typing, col={"xs": 12, "sm": 4},
        name=_("{name}'s completed connections").format(name=sheet.name)))
    gone = ctx.field(f"{k}-gone", number_field(
        _("Abandoned connections"), str(sheet.abandoned), typing, col={"xs": 12, "sm": 4},
        name=_("{name}'s abandoned connections").format(name=sheet.name)))

    # A number typed and not yet saved says so under its field: a walk's Bob typed 2 completed connections, never
    # tapped Save, and read "2" there for three rounds (after a reload too) while his sheet and every ranking said 0.
    for field, saved in ((done, sheet.completed), (gone, sheet.abandoned)):
        typed = parse_whole(field.value, None)
        if field.value not in (None, "") and typed != saved and field.error is None:
            field.helper = _("Not saved yet: the sheet says {n}.").format(n=saved)

    def count() -> None:
        tried(hand, sheet.name, lambda log, actor: count_connections(
            log, actor, parse_whole(ctx.text(f"{k}-done"), None), parse_whole(ctx.text(f"{k}-gone"), None)), k,
            {"completed": f"{k}-done", "abandoned": f"{k}-gone"})

    def save(e) -> None:
        typed = (parse_whole(ctx.text(f"{k}-done"), None), parse_whole(ctx.text(f"{k}-gone"), None))
        if not final or typed == (sheet.completed, sheet.abandoned):
            count()
            return
        ask(ctx, _("Change {name}'s count?").format(name=sheet.name),
            _("Every player has confirmed their count and the final score stands. Saving {completed} completed "
              "connections (1 point each; {before} confirmed) changes the final score on every phone.").format(
                completed=typed[0] if typed[0] is not None else ctx.text(f"{k}-done"), before=sheet.completed),
            _("Change the count"), count, keep=_("Not now"), on_keep=put_back)

    def put_back() -> None:  # "Not now": the fields show the confirmed count again (a walk read the unsaved 6 as saved)
        ctx.state.clear(f"{k}-done")
        ctx.state.clear(f"{k}-gone")

    button = (ft.FilledButton(content=ft.Text(_("Confirm"), semantics_label=_("Confirm {name}'s connections").format(
        name=sheet.name)), on_click=save) if confirm else ft.OutlinedButton(content=ft.Text(
            _("Save"), semantics_label=_("Save {name}'s connections").format(name=sheet.name)), on_click=save))
    return [*([ft.Text(sheet.name, theme_style=ft.TextThemeStyle.TITLE_SMALL, key=f"{k}-who")] if confirm else []),
            ft.Text(_("Connections on the map"), size=13, key=f"{k}-caption"),
            ft.ResponsiveRow([done, gone, ft.Container(button, col={"xs": 12, "sm": 4}, key=f"{k}-save")],
                             vertical_alignment=ft.CrossAxisAlignment.CENTER, key=f"{k}-form"), message(ctx, k)]


def final_count(hand: Hand, state) -> list[ft.Control]:
    """End of the Game, before the final score: "players check how many complete connections they managed to
    create" — who is still to count, and the count for each player this phone acts for."""
    due = state.to_count()
    if not due:
        return []
    head = section(_("Count the connections"))
    head.key = "count-head"
    out = [head, ft.Semantics(identifier="to-count", key="to-count", content=ft.Text(
        _("Each player counts their completed connections on the map (1 point each) and confirms the number here; "
          "then the final scores are shown. Still to count: {names}.").format(names=listing(due)), size=14))]
    for p in due:
        if hand.may(p):
            out += connections_form(hand, state.sheet(p), confirm=True)
    return out


def sheet_card(hand: Hand, state, player: str, *, mark: str = "") -> ft.Control:
    """One player's sheet numbers, the dice they hold and what they are matched to."""
    s = state.sheet(player)
    dice = []
    if s.dice:
        changed = _(" (drafted {dice})").format(dice=" ".join(map(str, s.drafted))) if s.drafted != s.dice else ""
        back = dice_returned(state, player)  # the turn is over: every die went back to the middle
        label = _("Dice, back in the middle") if back else _("Dice") + changed
        dice = [ft.Row([ft.Text(label, size=13), dice_strip(s.dice, 30, prefix=f"dice-{player}",
                                                            spent=(True,) * len(s.dice) if back else s.spent)],
                       wrap=True, key="dice")]
        if s.plan:
            matched = [_("the {value} for {what}").format(value=v, what=name_of(w)) for v, w in zip(s.dice, s.plan)]
            dice.append(ft.Text(_("Matched: ") + ", ".join(matched), size=13, key="matched"))
    solo = [ft.Text(_("Specialists left: ") + ", ".join(f"{name_of(w)} {n}" for w, n in s.solo_uses.items()),
                    size=13, key="solo-uses")] if state.solo else []
    return card(  # its parts keyed: dice, the solo uses and the connections form come and go with the round
        ft.Text(f"{player}{mark}", theme_style=ft.TextThemeStyle.TITLE_MEDIUM, key="name"),
        ft.Row([number(_("Resources"), money(s.money), f"money-{player}"),
                number(_("Rolling stock"), str(s.stock), f"stock-{player}"),
                number(_("VP"), str(s.total_vp), f"vp-{player}"),
                number(_("Connections"), str(s.completed), f"conn-{player}")],
               alignment=ft.MainAxisAlignment.SPACE_AROUND, wrap=True, key="numbers"),
        *dice, crossed_row(s), *solo,
        *([delivery_table(s, state.rounds, state.round)] if state.rounds else []),  # keyed delivery-<name>
        *(connections_form(hand, s, final=state.final) if hand.may(player) and state.phase != "setup" and player not in
          state.to_count() else  # at the End of the Game the count is asked first (`final_count`)
          [ft.Text(_("Abandoned connections: {n}").format(n=s.abandoned), size=13, key="abandoned")]
          if s.abandoned else []),
        identifier=f"sheet-{player}", key=f"sheet-{player}",
    )


def scores(state, board) -> list[ft.Control]:
    """Live (or final) scores: shipping VP + 1 per completed connection; ties by connections, then $."""
    result = final_scores(state, board)
    penalty = board.value("unshipped_penalty")
    rows = []
    for r in result.players:
        s = state.sheet(r.name)
        parts = ngettext("{vp} VP + {n} connection", "{vp} VP + {n} connections", s.completed).format(
            vp=s.total_vp, n=s.completed)  # "0 VP + 1 connection" (it read "1 connections", "1 Verbindungen")
        # The second tie-break's money, as Quick scoring lists it (a walk found it only on the sheets further down).
        unused = [] if state.solo else [ft.Text(_("{r}$ unused").format(r=s.money), size=12)]
        if state.solo and (left := unshipped_goods(state)):
            # The count and the points lost, as the sheet's third scoring spot takes them ("For every unshipped good
            # you receive -2 points. Mark it in the third spot"; a walk could not check it).
            parts += ngettext(" − {penalty} × {n} unshipped starting good (−{lost})",
                              " − {penalty} × {n} unshipped starting goods (−{lost})", left).format(
                penalty=penalty, n=left, lost=penalty * left)
        rows.append(ft.Row([ft.Text(f"{r.rank}.", size=18, no_wrap=True),
                            ft.Column([ft.Text(r.name, size=18), ft.Text(parts, size=12), *unused], spacing=0,
                                      expand=True),
                            ft.Semantics(identifier=f"score-{r.name}", content=ft.Text(
                                str(r.score), size=22, weight=ft.FontWeight.BOLD))],
                           key=f"score-row-{r.name}"))  # the order follows the ranking
    over, final = state.phase == "over", state.final
    names = list(result.winners)
    lines = []
    if over and not final:  # End of the Game: the connections are counted before the score is final
        lines.append(ft.Semantics(identifier="provisional", key="provisional", content=ft.Text(
            _("Provisional: the completed connections of {names} are not counted yet.").format(
                names=listing(state.to_count())), size=14, italic=True)))
    if final and not state.solo:
        lines.append(ft.Text(_("Winner: {name}").format(name=names[0]) if len(names) == 1 else
                             _("Shared victory: {names}").format(names=", ".join(names)),
                             size=20, weight=ft.FontWeight.BOLD, key="winner"))
        lines += [ft.Text(note, size=13, italic=True, key=f"tie-break-{i}" if i else "tie-break")
                  for i, note in enumerate(tie_notes(result))]
    if state.solo and state.awards:
        award = award_word(result.award) if result.award else _("no award")
        thresholds = ", ".join(f"{award_word(a)} {v}" for a, v in state.awards.items())
        lines.append(ft.Semantics(identifier="award", key="award", content=ft.Text(
            (_("Award: {award}") if final else _("Award so far: {award}")).format(award=award) + f" ({thresholds})",
            size=14)))
    head = section(_("Final scores") if final else _("Provisional scores") if over else _("Live scores"))
    head.key = "scores-head"
    return [head, *rows, *lines]
