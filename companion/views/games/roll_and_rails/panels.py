"""Roll and Rails screens: the banker's panel, a player's own phone, the watcher, and the board tables.

The map, the sheets and the pencils stay on the table; these screens run the dice (the roll, the snake
draft, the manipulators), check what each die may do, and keep every sheet's numbers. Every value drawn
comes from `view_for` (all sheets are public); every change goes through a rules command.
"""
from __future__ import annotations

import flet as ft

from calculators.core.actors import BANKER
from calculators.roll_and_rails import edit_rails_board, whose_turn
from calculators.roll_and_rails.tables import board_for
from companion.widgets.sealed import has_own_phone
from companion import pass_phone
from companion.i18n import _, listing
from companion.views.games.roll_and_rails.common import (
    PHASE_NAMES,
    STEP_ANCHOR,
    Hand,
    banner,
    keyed,
    table_of,
)
from companion.views.games.roll_and_rails.draft import draft_section, leftover
from companion.views.games.roll_and_rails.setup import (
    goods_helper,
    roll_controls,
    setup_form,
    solo_step_one,
)
from companion.views.games.roll_and_rails.sheet import final_count, scores, sheet_card
from companion.views.games.roll_and_rails.ship import pending, shipping_phase
from companion.views.games.roll_and_rails.end_turn import end_button
from companion.views.games.roll_and_rails.turn import actions, assignment, manipulators
from companion.views.games import table_base
from companion.widgets.fields import labelled, section
from companion.widgets.next_step import StepKey
from companion.widgets.results_bar import table_results
from companion.widgets.title_bar import title_bar


def header(state) -> list[ft.Control]:
    """The round counter, the phase, and who holds the first player marker."""
    if state.phase == "setup":
        return [ft.Semantics(identifier="phase", key=StepKey(STEP_ANCHOR), content=ft.Text(
            _("Setting up the game"), size=18, weight=ft.FontWeight.BOLD))]
    first = state.players[state.first]
    return [ft.Row([
        ft.Semantics(identifier="round", content=ft.Text(
            _("Round {n} of {total}").format(n=state.round, total=state.rounds),
                size=22,
                                                         weight=ft.FontWeight.BOLD)),
        ft.Semantics(identifier="phase", content=ft.Text(_(PHASE_NAMES[state.phase]), size=16)),
    ], wrap=True, alignment=ft.MainAxisAlignment.SPACE_BETWEEN, key=StepKey(STEP_ANCHOR)),  # a tap's next step
        ft.Text((_("First player: {name}") if state.solo else
                 _("First player: {name} (the marker passes left each round)")).format(name=first), size=13)]


def body(hand: Hand, snap, state, board, *, own_phone: bool) -> list[ft.Control]:
    """The round's screen for this phone, by phase; then the sheets and the scores. Each part is keyed by its
    name (`keyed`): the list changes shape with the phase, and a tap crossing a re-render reaches its own part."""
    out = [*keyed("head", header(state)), *keyed("pending", pending(hand, state))]
    phase, turn = state.phase, whose_turn(state)
    if phase == "setup":
        out += keyed("setup", setup_form(hand, state, board) if hand.on_bank_device else
                     [ft.Text(_("The banker is setting up the game."), size=16)])
    elif phase == "roll":
        starter = state.players[state.first]
        if state.round == 1 and hand.on_bank_device and state.supply:  # no setup table entered: goods by hand
            out += keyed("goods", goods_helper(hand, snap, state, board, None))
        if state.solo and state.round >= 2 and hand.may(starter):
            out += keyed("step1", solo_step_one(hand, state, board, starter))
        if hand.on_bank_device:
            out += keyed("roll", roll_controls(hand, state, None))
        elif hand.seat is not None and hand.allowed(hand.seat).may("roll"):  # the starting player's own phone
            out += keyed("roll", roll_controls(hand, state, starter))
        else:
            wait = (_("Waiting for {name} to roll the dice.") if starter == snap.setup.banker  # the banker is {name}
                    else _("Waiting for {name} or the banker to roll the dice."))
            out += keyed("roll-wait", [ft.Text(wait.format(name=starter), size=16)])
    elif phase == "draft":
        out += keyed("draft", draft_section(hand, state, own_phone=own_phone))
    elif phase == "actions":
        out += keyed("turn", [banner(_("{name}'s turn").format(name=turn), "whose-turn"),
                              *hand_over(hand, state, turn, own_phone), *leftover(state)])
        if hand.may(turn):  # the player on turn first: a phone passed around showed the others' dice above (a walk
            # turned Cem's die over for Ben, and crossed out Cem's once-per-game manipulator)
            s = state.sheet(turn)
            if s.plan:
                out += keyed(f"actions-{turn}", actions(hand, state, board, turn, own_phone=own_phone))
            else:
                out += keyed(f"match-{turn}", [section(_("Dice manipulators")), *manipulators(hand, state, turn),
                                               *assignment(hand, state, board, turn),
                                               *end_button(hand, turn, own_phone=own_phone)])
        others = [p for p in state.clockwise() if hand.may(p) and p != turn and hand.allowed(p).may("manipulate")]
        for p in others:
            out += keyed(f"manip-{p}", [section(_("{name}'s dice manipulators").format(name=p)),
                                        *([ft.Text(_("For {other}, not {name}: each player may change their own dice "
                                                     "before matching them.").format(name=turn, other=p), size=13,
                                                   italic=True, key=f"manip-not-turn-{p}")] if hand.may(turn) else []),
                                        *manipulators(hand, state, p)])
    elif phase == "shipping":
        # Every player has shipped or passed, and owners of used connections still take their transport points:
        # the phase waits for them (it read "Shipping: None's turn").
        out += keyed("ship-turn", [banner(shipping_banner(state, turn), "whose-turn"),
                                   *hand_over(hand, state, turn, own_phone)])
        if hand.may(turn) and not state.pending:
            out += keyed(f"ship-{turn}", shipping_phase(hand, state, board, turn, own_phone=own_phone))
    else:  # over: the final scores and the results where the table looks, above the sheets (issue 16)
        # End of the Game: the connections are counted first; the results leave the app once the score is final
        out += keyed("over", [banner(_("Game over"), "whose-turn"), *final_count(hand, state), *scores(state, board),
                              *(table_results(hand.ctx, hand.sid, snap) if state.final else [])])
    order = sorted(state.players, key=lambda p: p != hand.seat) if own_phone else list(state.players)
    out += keyed("sheets", [section(_("Sheets")), *([ft.Text(_(
        "Connections: a completed one scores 1 point at the end. One begun in an earlier round and not continued in "
        "this one is abandoned: marked with X, and anyone may claim it next round by continuing it or joining it to "
        "their own."), size=12, key="abandoned-says")] if state.phase != "setup" else [])])
    for p in order:
        mark = _(" (first player)") if state.phase != "setup" and p == state.players[state.first] and not state.solo \
            else ""
        out.append(sheet_card(hand, state, p, mark=mark + (_(" — you") if own_phone and p == hand.seat else "")))
    if state.phase not in ("setup", "over"):
        out += keyed("scores", scores(state, board))
    return out


def shipping_banner(state, turn: str | None) -> str:
    """Whose the shipping phase is now: while owners of used connections take their transport points the turn waits
    for them, and says so (a walk's Dee read "Shipping: Dee's turn" with nothing to tap, Ann's choice still open)."""
    owners = listing([p.player for p in state.pending])
    if state.pending and turn:
        return _("Shipping: {names} to take transport points, then {name}'s turn").format(names=owners, name=turn)
    if state.pending or not turn:
        return _("Shipping: {names} to take transport points").format(names=owners)
    return _("Shipping: {name}'s turn").format(name=turn)


def passing(ctx, sid: str) -> bool:
    """'Pass this phone around' at this table: the phone's choice, kept in the table's details (`pass_phone`)."""
    return pass_phone.passing(ctx, sid)


def hand_over(hand: Hand, state, turn: str | None, own_phone: bool) -> list[ft.Control]:
    """On the bank's phone passed around, whose hands it goes to for the turn (a walk's German table read only "Ben ist
    am Zug" in the action phase, where the draft had said "Gib das Handy an Ben")."""
    if own_phone or state.solo or turn is None or turn == hand.seat or not hand.may(turn):
        return []
    return [ft.Semantics(identifier="hand-over", key="hand-over", content=ft.Text(
        _("Pass the phone to {name}: {name} plays on this phone now.").format(name=turn), size=16))]


def banker_panel(ctx, sid: str, snap, viewer: str | None) -> list[ft.Control]:
    """The banker's screen: setup, the goods helper, each round's roll and draft, turns, shipping, scores.
    On one phone passed around the table the banker's device acts for every player."""
    state, board = table_of(snap, viewer)
    everyone = state.solo or passing(ctx, sid)
    # Passed around, the phone acts for the players without a phone of their own (and the banker's own seat): a
    # walk's host was told to hand it to Cy, whose own phone offered the same pick at the same time.
    handed = frozenset(p for p in state.players if p == viewer or not has_own_phone(ctx, sid, p))
    hand = Hand(ctx, sid, handed if everyone else frozenset([viewer] if viewer else []), True, viewer, snap.log)

    def toggle(e) -> None:
        pass_phone.choose(ctx, sid, bool(e.control.value))

    # kept until the score is final: at the End of the Game a player without a phone counts on this one
    says = (_("On: this phone enters every player's connections. Off: each player confirms them on their own "
              "phone.") if state.phase == "over" else
            _("On: this phone picks and plays in turn for every player without a phone of their own. Off: each "
              "player uses their own phone ({name} uses this one).").format(name=viewer) if viewer else
            _("On: this phone picks and plays in turn for every player without a phone of their own. Off: each "
              "player uses their own phone."))
    switch = [] if state.solo or state.final else [
        labelled(ft.Switch(value=everyone, on_change=toggle), _("Pass this phone around"), key="pass-phone"),
        ft.Text(says, size=12, key="pass-phone-says")]
    base = table_base(ctx, sid)
    return [*switch, *just_now(ctx, snap, viewer), *body(hand, snap, state, board, own_phone=False),
            ft.OutlinedButton(_("Board tables (rulebook and assumed values)"), icon=ft.Icons.TABLE_CHART,
                              width=float("inf"), on_click=lambda e: ctx.go(f"{base}/game/board"),
                              key="board-tables")]


def just_now(ctx, snap, viewer: str | None) -> list[ft.Control]:
    """'Just now: <what happened last at the table>' on the bank's phone, as the seats' phones say it (a walk: the
    banker, who also played, read "Ann: 1 transport point from that shipment — Ann takes VP / Ann takes $" with no
    word of which shipment, while the seats read "Just now: Dora shipped a red good from Kiel to Rostock …")."""
    from companion.views.seat import just_now_line  # the seats' own line, here on the bank's phone

    return just_now_line(ctx, snap, viewer, identifier="bank-last", key="rr-bank-last")


def seat_panel(ctx, sid: str, snap, seat: str) -> list[ft.Control]:
    """A player's own phone: whose pick or turn it is, their own picks and dice, and their sheet."""
    state, board = table_of(snap, seat)
    hand = Hand(ctx, sid, frozenset([seat]), False, seat, snap.log)
    return body(hand, snap, state, board, own_phone=True)


def watch_panel(ctx, sid: str, snap, viewer: str | None) -> list[ft.Control]:
    """The host watching while a banker link holds the role: everything, nothing to tap."""
    state, board = table_of(snap, viewer)
    return body(Hand(ctx, sid, frozenset(), False, None, snap.log), snap, state, board, own_phone=False)


def subview(ctx, sid: str, base: str, rest: list[str]) -> ft.View | None:
    """Banker screens under {base}/game/...: the board tables."""
    if rest != ["board"]:
        return None
    from companion.views.table import load

    route = f"{base}/game/board"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    from companion.views.phone_lang import phone_lang
    from companion.widgets.board_rows import board_rows

    rows = board_rows(ctx, sid, board_for(snap.log), edit_rails_board, may_edit=ctx.actor(sid) == BANKER,
                      lang=phone_lang(ctx, "roll-and-rails"))
    return ft.View(route=route, scroll=ft.ScrollMode.AUTO, appbar=title_bar(_("Board tables")),
                   controls=[ft.Text(_("Values the rulebook prints, and those assumed where it does not, row by row "
                                       "as on your sheets. Tap a row to change it; the change is recorded and can "
                                       "be undone."), size=13),
                             *rows])
