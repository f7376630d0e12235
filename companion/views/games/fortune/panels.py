"""Fortune (Business – Das Wirtschaftsspiel) at the table: the Kasse on the banker's phone, each
player's balance sheet and roll on their own, in German or English (the player's choice).

Thin: every value drawn comes from `view_for(state, viewer)` (Fortune keeps nothing hidden: the
balance sheets lie open on the table), every tap calls one command of `calculators.fortune.actions`.
"""
from __future__ import annotations

import flet as ft

from companion.widgets.next_step import StepKey

from calculators.core.log import active_actions, can_undo
from calculators.core.words import undo_label
from calculators.fortune import actions as A
from calculators.fortune.allowed import allowed as fortune_allowed
from calculators.fortune.offers import space_offer
from calculators.fortune.tables import PRODUCTION
from companion.i18n import _, ngettext
from companion.views.games import table_base
from companion.views.games.fortune.common import (
    TOP,
    act, game_state, lang_of, last_line, ranking, sheet_card,
)
from companion.views.games.fortune.cards_screen import cards_view
from companion.views.games.fortune.correct_screen import correct_view
from companion.views.games.fortune.screens import (
    board_view, house_rule_lines, house_rules_in_force, over_controls, player_view, setup_form, start_box,
)
from companion.views.games.fortune.seat_due import seat_due, waits_line
from companion.views.games.fortune.texts import EN, company, dm, t
from companion.views.games.fortune.space_forms import WIDE
from companion.views.games.fortune.seat_offer import seat_landing, waiting_line
from companion.views.games.fortune.turn import keyed, last_move, roll_box, turn_controls
from companion.widgets.fields import section
from companion.widgets.fold import fold
from companion.widgets.money_reasons import panel as money_reasons
from companion.widgets.results_bar import table_results
from companion.widgets.dialogs import put_up


def die_name(name) -> str:
    """A die's name as this phone reads it (the dice tray and refusals name the game's dice so)."""
    key = f"die.{name}"
    return _(EN[key]) if key in EN else str(name)


def header(ctx, lang: str, title: str = "kasse") -> ft.Control:
    # The language is the app bar's (one switch: a second one here, beside "The Kasse", read as the Kasse's own, two
    # walks).
    # The place a Kasse's tap that starts the next step scrolls to (`next_step`): above the step's part, so it is where
    # it was whether the redraw is there yet or not.
    return ft.Row([ft.Text(t(lang, title), size=20, weight=ft.FontWeight.BOLD, expand=True)], key=StepKey(TOP))


def banker_panel(ctx, sid: str, snap, viewer) -> list[ft.Control]:
    """The Kasse: setup, who starts, each turn's roll, space and business, the sheets and the live balance."""
    state, board = game_state(snap, viewer)
    lang = lang_of(ctx)
    base = table_base(ctx, sid)
    out = [header(ctx, lang)]
    if state.phase == "setup":
        return out + setup_form(ctx, sid, state, board, lang)
    if state.phase == "start":  # the starting capital dealt, a roll for the start: said as every later action is
        return out + start_box(ctx, sid, snap, state, lang) + last_line(snap.log, lang, viewer)
    out += last_line(snap.log, lang, viewer)
    if state.phase == "over":
        out += over_controls(state, lang, snap.log) + table_results(ctx, sid, snap)
    else:
        out += turn_controls(ctx, sid, snap, state, board, lang, base)
        out += [section(t(lang, "standings")), *ranking(state, lang)]
    # The balance sheets are the board's reference: they fold away under the turn (issue 16), open at first.
    out.append(fold(ctx, f"fortune-{sid}-sheets", t(lang, "sheet"), [
        keyed(sheet_card(state, s, lang, on_open=lambda e, i=i: ctx.go(f"{base}/game/player/{i}")), f"sheet-{s.name}")
        for i, s in enumerate(state.sheets)], open_at_first=True))
    out += house_rules_in_force(state, lang)
    if state.phase == "play":
        out += [ft.OutlinedButton(t(lang, "cards"), icon=ft.Icons.STYLE, width=WIDE, key="fortune-cards",
                                  on_click=lambda e: ctx.go(f"{base}/game/cards")),
                # A wrong amount found after more was played: set right, not everything since taken back by Undo.
                ft.OutlinedButton(t(lang, "fix"), icon=ft.Icons.EDIT, width=WIDE, key="fortune-correct",
                                  on_click=lambda e: ctx.go(f"{base}/game/correct"))]
    newest = active[-1].seq if (active := active_actions(snap.log)) else None  # the action the Undo names
    out += [
        ft.OutlinedButton(t(lang, "board.open"), icon=ft.Icons.TABLE_CHART, width=WIDE, key="fortune-board",
                          on_click=lambda e: ctx.go(f"{base}/game/board")),
        # Names what it takes back, keyed by it (a tap crossing another phone's action reaches no handler: History);
        # disabled with nothing to undo (a walk tapped it on a finished table and read "Nothing to undo").
        ft.OutlinedButton(undo_label("fortune", snap.log, lang, short=True), icon=ft.Icons.UNDO, width=WIDE,
                          key=f"fortune-undo-{newest}", disabled=not can_undo(snap.log),
                          on_click=lambda e: act(ctx, sid, A.undo_last, lang, expect=newest)),
    ]
    if state.phase == "play":
        out.append(ft.FilledTonalButton(t(lang, "time_up"), icon=ft.Icons.TIMER_OFF, width=WIDE, key="fortune-time-up",
                                        on_click=lambda e: ask_time_up(ctx, sid, state, lang)))
    return out


def played_minutes(log) -> int | None:
    """Minutes since the game was set up (the clock of the set-up's record), None when it cannot be told."""
    from datetime import datetime, timezone

    began = next((e.at for e in log.events if e.kind == "fortune.set_up"), None)
    try:
        start = datetime.fromisoformat(began.replace("Z", "+00:00"))
    except (AttributeError, ValueError):
        return None
    return max(0, int((datetime.now(timezone.utc) - start).total_seconds() // 60))


def ask_time_up(ctx, sid: str, state, lang: str) -> None:
    def end(e):
        ctx.page.pop_dialog()
        act(ctx, sid, A.time_up, lang, early=soon)  # before the agreed time: History says the table ended it early
    played = played_minutes(ctx.services.hub.get(sid).log)
    # "(minimum duration 2 hours)": the question says how long the game has run, so an early tap is seen as such.
    ask = t(lang, "time_up.ask", minutes=state.minutes) + (
        " " + t(lang, "time_up.played", played=played) if played is not None else "")
    # An early tap is said as such, in red (a walk ended a game 12 minutes in with one tap; an undo brings it back).
    # End of the Game: "a previously agreed playing time has run out": before it, the button says the table ends it early
    # by its own agreement (a walk read the warning and still ended a game 14 minutes in with "Yes, end the game").
    soon = played is not None and played < state.minutes
    early = [ft.Text(t(lang, "time_up.early", played=played, minutes=state.minutes), color=ft.Colors.ERROR,
                     weight=ft.FontWeight.BOLD), ft.Text(t(lang, "time_up.early_rule"), italic=True)] if soon else []
    put_up(ctx, ft.AlertDialog(
        title=ft.Text(t(lang, "time_up")), content=ft.Column([ft.Text(ask), *early], tight=True),
        actions=[ft.TextButton(t(lang, "cancel"), on_click=lambda e: ctx.page.pop_dialog()),
                 ft.FilledButton(t(lang, "time_up.yes_early" if soon else "time_up.yes"), on_click=end)]))


def seat_panel(ctx, sid: str, snap, seat: str) -> list[ft.Control]:
    """A player's own phone: their balance sheet and live balance, their roll, the ÖKA when it is open."""
    state, board = game_state(snap, seat)
    lang = lang_of(ctx)
    out = [header(ctx, lang, "mine")]
    why = money_reasons(snap.setup.game, snap.log, seat, lang)
    # The house rules agreed at setup and the app's readings, as the Kasse lists them: folded, at the foot.
    rules = [] if state.phase == "setup" else [fold(
        ctx, f"fortune-{sid}-rules", t(lang, "rules.seat"), house_rule_lines(state, lang),
        expanded_cross_axis_alignment=ft.CrossAxisAlignment.START, controls_padding=ft.Padding.only(left=16, right=8))]
    if state.phase == "setup":  # no money yet, and none lost: the Kasse deals the starting capital (Setup)
        return out + setting_up(state, board, lang)
    if state.phase == "start":
        out += start_box(ctx, sid, snap, state, lang, seat=seat)
    if state.phase == "start" or seat not in state.players:
        return out + why + last_line(snap.log, lang, seat) + rules
    # What moved this player's money, and why, right under the cash on the sheet (issue 16); the sheet shows the
    # cash itself, so the reasons' own heading is left out. This player's own turn (the space's forms, the roll)
    # comes first, between the sheet and the reasons: what the Kasse and the others book changes the reasons and
    # the last line, and never moves the Roll button under a thumb about to tap it.
    out += seat_due(state, board, seat, lang)  # an open payment first: who owes what, and what the debtor can do
    last = last_line(snap.log, lang, seat)
    if state.due is not None:  # nobody rolls while it is open: what just happened (a sale, an undo) is said under it,
        out += last  # not below a 360 px screen (a walk watched the payment card change and could not see why)
        last = []
    out.append(sheet_card(state, state.sheet(seat), lang, mine=True))
    if state.phase == "play" and all(getattr(state.sheet(seat), k) for k in PRODUCTION):
        # The Kasse's landing box offers the assembly; the player's own phone said nothing of it (a walk's Bob
        # held two of each chip and could not tell he might make products). "To make a finished product you need:
        # 1 factory chip, 1 energy chip, 1 personnel chip."
        out.append(ft.Semantics(identifier="may-assemble", key="may-assemble", content=ft.Text(
            assemble_words(min(getattr(state.sheet(seat), k) for k in PRODUCTION), lang), size=14)))
    # What just happened first, then this player's money lines (a walk's Cy used his advertising chip and nothing in
    # sight said so: "Just now" stood under the money lines, below a 915 px screen)
    told = [*last, *why[1:]]
    if state.phase == "over":  # who won comes first (a walk at 360 px found it under the sheet and the money lines)
        return [out[0], *over_controls(state, lang, snap.log), *out[1:], *told,
                *table_results(ctx, sid, snap), *rules]
    if state.economy_card:
        out.append(ft.Text(t(lang, "economy.now", text=state.economy_card), italic=True))
    nxt = A.next_to_roll(state)
    mine_to_roll = (nxt == seat and state.due is None and (state.current is None or state.landed))
    # What the space just landed on offers its player, and whether that choice is still open (the rules' answer).
    offer = space_offer(snap.log, lang)
    # another player's choice (an ÖKA they may still force too): the next roll waits for it
    waits = (offer.open or offer.open_oka is not None) and offer.player != seat
    if state.current == seat and state.landed:
        out += seat_landing(ctx, sid, state, board, seat, offer, nxt, lang)
    if mine_to_roll:  # another player's open choice is said under the Roll buttons: its going never moves them
        out.append(roll_box(ctx, sid, state, seat, lang, fortune_allowed(snap.log, seat, lang), offer, own=True,
                            kept=A.undone_move(snap.log)))
        if waits and offer.open_claim is None:  # an open claim is said above the buttons, in its own words
            out.append(waiting_line(offer, nxt, lang, mine=True))
    out += oka_threat(offer, seat, lang)
    out += told
    if state.due is not None:  # no roll until the payment is made or its debtor is bankrupt
        out.append(waits_line(state, seat, lang))
    elif not mine_to_roll and state.awaits_landing:
        out += last_move(snap.log, lang, seat)  # the roll, and what happens next (issue 16)
    elif not mine_to_roll and nxt and waits:
        out.append(waiting_line(offer, nxt, lang, mine=False))
    elif not mine_to_roll and nxt and not (offer.open and offer.player == seat):  # else: said in the offer's box
        out.append(ft.Semantics(identifier="next-to-roll", key="next-to-roll",
                                content=ft.Text(t(lang, "turn.next", player=nxt), size=16)))
    return out + [section(t(lang, "standings")), *ranking(state, lang), *rules]


def assemble_words(n: int, lang: str) -> str:
    """What a full set of chips makes, in the number's form ("up to 1 finished products", a walk)."""
    return ngettext("Your chips make {n} finished product (a factory, an energy and a personnel chip): on your "
                    "turn, ask the Kasse to assemble it.",
                    "Your chips make up to {n} finished products (a factory, an energy and a personnel chip each): "
                    "on your turn, ask the Kasse to assemble them.", n, lang).format(n=n)


def oka_threat(offer, seat: str, lang: str) -> list[ft.Control]:
    """The holder told, before it comes, that the player on turn stands on a space of their share company and may
    force an ÖKA on them ("he can force you to roll a public purchase offer", The ÖKA): what they would roll, and
    what it may cost or bring (a holder learnt of it only once the dice were thrown)."""
    o = offer.open_oka
    if o is None or o.holder != seat:
        return []
    return [ft.Semantics(identifier="oka-threat", key="oka-threat", content=ft.Text(t(
        lang, "oka.threat", challenger=offer.player, company=company(o.company), fee=dm(o.interest, lang),
        highest=dm(o.most, lang)), size=16, weight=ft.FontWeight.W_500))]


def setting_up(state, board, lang: str) -> list[ft.Control]:
    """Before the start: the Kasse is setting up, and what each player will get (Setup: "Each player receives the
    starting capital"; the sum for this many players is the rules')."""
    n = len(state.players)
    return [ft.Semantics(identifier="setting-up", key="setting-up", content=ft.Column([
        ft.Text(t(lang, "setup.seat"), size=16),
        ft.Text(t(lang, "setup.seat.capital", amount=dm(A.starting_capital(board, n), lang), n=n), size=16)],
        spacing=8))]


LATEST_INSIDE = True  # the panels say what just happened themselves (`common.last_line`)
MONEY_REASONS_INSIDE = True  # the seat panel shows the money reasons itself (seat.py does not add them again)


def watch_panel(ctx, sid: str, snap, viewer) -> list[ft.Control]:
    """The host watching while a banker link holds the Kasse: the sheets and the live balance."""
    state, _ = game_state(snap, viewer)
    lang = lang_of(ctx)
    out = [header(ctx, lang), *last_line(snap.log, lang, viewer)]
    if state.phase == "over":
        out += over_controls(state, lang, snap.log) + table_results(ctx, sid, snap)
    elif state.phase == "play":
        out += [section(t(lang, "standings")), *ranking(state, lang)]
    return out + [sheet_card(state, s, lang) for s in state.sheets]


# The banker's screens whose form outlives a Back and a return (`companion.routes`); the cards form only within the
# landing it was begun on (`cards_screen.cards_view`).
KEPT_FORMS = ("cards", "correct")


def subview(ctx, sid: str, base: str, rest: list[str]) -> ft.View | None:
    """The banker's own screens: /game/player/<n>, /game/cards, /game/correct, /game/board."""
    match rest:
        case ["player", n] if n.isdigit():
            return player_view(ctx, sid, base, int(n))
        case ["cards"]:
            return cards_view(ctx, sid, base)
        case ["correct"]:
            return correct_view(ctx, sid, base)
        case ["board"]:
            return board_view(ctx, sid, base)
    return None
