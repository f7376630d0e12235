"""Owner's Choice screens: the banker's panel, a player's own phone, and the host watching.

Every value drawn comes from `view_for(state, viewer)`: a player's phone gets only their own cash
(Setup 7: "Your money should remain hidden"), a banker who plays only theirs, a banker who does
not play everyone's; the bank phone passed around the table ("Pass this phone around") only the money of
the player it is passed to. Prices, dividends, Presidents, stocks and the Fund (Q&A 5) are public. The
board tables (dice faces) are public too. Handlers call one rules command each (`ctx.act`).
"""
from __future__ import annotations

import flet as ft

from companion.widgets.results_bar import table_results
from calculators.owners_choice import COMPANIES, state_of, view_for
from calculators.owners_choice.allowed import allowed
from calculators.owners_choice.exchanges import taken_from
from calculators.owners_choice.scoring import final_accounts
from companion.i18n import N_, _, current
from calculators.core.actors import ONLOOKER
from companion.views.games.owners_choice import correction, handover, turn
from companion.views.games.owners_choice.pass_around import UNDO_BACK, pass_switch, stop_passing  # noqa: F401 (History)
from companion.views.games.owners_choice.common import COLORS, TINTS, Form, card, money, passing, range_note, sale_detail
from companion.views.games.owners_choice.dice import awaited, decision, latest_throw
from companion.views.games.owners_choice.dice import die_text as die_name  # noqa: F401  (the tray and refusals name the game's dice so)
from companion.views.phone_lang import phone_lang
from companion.widgets.bank_line import bank_line
from companion.widgets.fields import section
from companion.widgets.sealed import has_own_phone
from companion.widgets.fold import fold
from companion.widgets.price_chart import price_chart, scale


def status(view, me: str | None, banker: bool = False) -> ft.Control:
    """Whose turn it is, what the table waits for (on the banker's phone: what it is to do), and the Fund (public,
    Q&A 5)."""
    lines: list[tuple[str, str]] = []  # (key, line): which lines show depends on the phase
    if view.phase == "setup":
        head = _("Start the game: the start player below") if banker else _("Waiting for the banker to start the game")
    elif view.phase == "pregame":
        head = (_("Pre-game purchases: your turn to buy") if view.current == me else
                _("Pre-game purchases: {player} to buy").format(player=view.current))
        lines.append(("from", _("From {player}, clockwise; every stock {price}.").format(player=view.start_player,
                                                                                        price=money(100))))
    elif view.phase == "play":
        head = _("Turn {n}").format(n=view.turn) + " · " + (
            _("Your turn") if view.current == me else _("{player}'s turn").format(player=view.current))
        low, high = view.move_range
        lines.append(("range", _("The pawn moves {low}–{high} spaces ({players} players).").format(
            low=low, high=high, players="2–3" if high == 4 else "4–5")))
        if range_note(view):
            lines.append(("range-note", range_note(view)))
        lines.append(("steps", _("Stock trade: {trade} · Pawn: {pawn}").format(
            trade=_("done") if view.traded else _("not yet (optional)"),
            pawn=_("moved") if view.moved else _("not moved yet"))))
        if view.pending:
            lines.append(("pending", _("Waiting for you to decide.") if view.pending.seat == me else
                          _("Waiting for {player} to decide.").format(player=view.pending.seat)))
            if view.pending.seat != me and not banker:  # what the choice is, on the phones that only wait for it
                lines.append(("pending-what", awaited(view)))
    else:
        head = _("Game over: every stock sold at the final prices")
    fund = ft.Semantics(identifier="oc-fund", content=ft.Column([
        ft.Text(_("Fund"), size=12), ft.Text(money(view.fund), size=22, weight=ft.FontWeight.BOLD)],
        spacing=0, horizontal_alignment=ft.CrossAxisAlignment.END))
    return card(ft.Row([
        ft.Container(ft.Semantics(identifier="oc-turn", content=ft.Column(
            [ft.Text(head, size=18, weight=ft.FontWeight.BOLD, key="head"),
             *(ft.Text(t, size=13, key=k) for k, t in lines)],
            spacing=2)), expand=True), fund], vertical_alignment=ft.CrossAxisAlignment.START,
        alignment=ft.MainAxisAlignment.SPACE_BETWEEN), color=ft.Colors.SECONDARY_CONTAINER, key="oc-status")


def price_tiles(view) -> ft.Control:
    """The four prices, each with its dividend and President (always on screen)."""
    def tile(c: str) -> ft.Control:
        pres = view.presidents[c]
        return ft.Semantics(identifier=f"price-{c}", key=f"price-{c}", content=ft.Container(ft.Column([
            ft.Text(c, size=12, weight=ft.FontWeight.BOLD, color=COLORS[c]),
            ft.Text(money(view.prices[c]), size=20, weight=ft.FontWeight.BOLD),
            ft.Text(_("div {amount}").format(amount=money(view.dividends[c])), size=11),
            # A long name wraps (up to three lines) rather than "Präs. Anneg…", which names nobody.
            ft.Text(_("Pres. {player}").format(player=pres) if pres else _("Pres. —"), size=11, max_lines=3,
                    overflow=ft.TextOverflow.ELLIPSIS),
        ], spacing=0), bgcolor=TINTS[c], border=ft.Border.only(top=ft.BorderSide(4, COLORS[c])),
            padding=6, border_radius=8, expand=True), expand=True)
    # One height for all four (a long President's name made its tile taller, the others centred beside it: a walk).
    return ft.Row([tile(c) for c in COMPANIES], spacing=4, key="oc-prices", intrinsic_height=True,
                  vertical_alignment=ft.CrossAxisAlignment.STRETCH)


def own_cash(view, me: str, whose: str = "Your", log=None, banker: bool = False) -> list[ft.Control]:
    """This phone's own money, big; for a player who has left the game, that they are out, since when and why. On a
    playing banker's phone while the table waits for another player, the line names whose money it is."""
    p = next(p for p in view.players if p.name == me)
    if not p.in_game and view.phase != "over" and log is not None:
        return out_of_the_game(log, me, whose)
    named = me if banker and whose == "Your" and view.due not in (None, me) else None
    return [ft.Row([ft.Text(_own_money(whose, view.phase == "over", named), size=14),
                    ft.Semantics(identifier="my-cash", content=ft.Text(money(p.cash), size=36,
                                                                       weight=ft.FontWeight.BOLD))],
                   # Wrapping: with large text the amount goes under its words whole (a walk at 2x read "$60(").
                   alignment=ft.MainAxisAlignment.SPACE_BETWEEN, wrap=True, key="oc-own-cash")]


def out_of_the_game(log, me: str, whose: str) -> list[ft.Control]:
    """Bankruptcy: the player "must return ... all money to the Bank, then quit the game": instead of an empty money
    line ("Your money $0"), that they are out, with the turn and the History sentence of their bankruptcy."""
    from calculators.owners_choice.bankruptcy import departure

    left = departure(log, me, current(), me)
    head = _("You are out of the game.") if whose == "Your" else _("{player} is out of the game.").format(player=me)
    lines = [ft.Text(head, size=18, weight=ft.FontWeight.BOLD)]
    if left is not None:
        lines.append(ft.Text(_("Since turn {n}: {what}").format(n=left[0], what=left[1]), size=14))
    return [card(ft.Semantics(identifier="oc-out", content=ft.Column(lines, spacing=4)),
                 color=ft.Colors.SURFACE_CONTAINER_HIGHEST, key="oc-out")]


def _own_money(whose: str, final: bool, named: str | None = None) -> str:
    if whose == "Your" and named:
        return _("Your money ({player})").format(player=named)
    if whose == "Your":
        return _("Your final money") if final else _("Your money")
    return (_("{player}'s final money") if final else _("{player}'s money")).format(player=whose)


def players(view, notes: dict[str, list[str]] | None = None) -> list[ft.Control]:
    """Every seat: stocks and President's dice (public), cash only where the view holds it; `notes`: lines under a
    seat's stocks (a stock another player exchanged away)."""
    rows = []
    for p in view.players:
        held = " · ".join(f"{c} {n}" for c, n in p.stocks.items() if n) or _("no stocks")
        dice = [ft.Container(ft.Text(_("{company} die").format(company=c), size=11, color=ft.Colors.WHITE), bgcolor=COLORS[c],
                             padding=ft.Padding.symmetric(horizontal=6, vertical=2), border_radius=4, key=f"die-{c}")
                for c in p.dice]
        cash = (ft.Semantics(identifier=f"cash-{p.name}", content=ft.Text(money(p.cash), size=18,
                                                                           weight=ft.FontWeight.BOLD))
                if p.cash is not None else
                ft.Semantics(identifier=f"hidden-{p.name}", content=ft.Row(
                    [ft.Icon(ft.Icons.LOCK, size=16), ft.Text(_("hidden"), size=13, italic=True)], spacing=2)))
        you = p.name == view.viewer and not view.passed  # a phone passed around is nobody's own
        to_play = p.name == view.current and view.phase in ("pregame", "play")
        mark = (_(" (you, to play)") if you and to_play else _(" (you)") if you else _(" (to play)") if to_play
                else "")
        said = [ft.Semantics(identifier=f"exchanged-{p.name}", key="exchanged", content=ft.Column(
            [ft.Text(n, size=13, italic=True, key=f"n{i}") for i, n in enumerate(notes[p.name])], spacing=2))] \
            if notes and notes.get(p.name) else []
        rows.append(ft.Semantics(identifier=f"player-{p.name}", key=f"player-{p.name}", content=ft.Container(ft.Row([
            ft.Column([ft.Text(p.name + mark, weight=ft.FontWeight.BOLD),
                       ft.Semantics(identifier=f"stocks-{p.name}",
                                    content=ft.Text(held if p.in_game else _("left the game"), size=13)),
                       *said,
                       *([ft.Row(dice, spacing=4, wrap=True, key="dice")] if dice else [])], spacing=2, expand=True),
            cash if p.in_game or view.phase == "over" else ft.Container(),
        ]), padding=ft.Padding.symmetric(vertical=4))))
    return rows


# A finished game takes no correction: its end is undone first, as every step is (a walk's banker, a wrong figure
# found at Game End, worked the way out alone).
AFTER_THE_END = N_("The game is over. To correct a figure: in History, undo the move onto Goal (the last step), "
                   "correct it with “Correct a player's money”, then move onto Goal again: the final sale follows.")
# Game End: "If there is a tie, then all tied players win." — said under tied winners (a walk read only the names).
TIED = N_("The rulebook: “If there is a tie, then all tied players win.”")


def standings(view, log=None) -> list[ft.Control]:
    """Game End: every player's money after the final sale, the winner or the tied winners; under each, how it was
    made (a walk: the table read only totals, after a game of hidden money)."""
    won = list(view.winners)
    made = final_accounts(log) if log is not None else {}
    return [card(
        ft.Semantics(identifier="oc-winners", key="oc-winners", content=ft.Text(
            (_("Winner: {player}").format(player=won[0]) if len(won) == 1 else
             _("Tied winners: {players}").format(players=", ".join(won))) if won else _("No winner"),
            size=22, weight=ft.FontWeight.BOLD)),
        *([ft.Semantics(identifier="oc-tied", key="oc-tied", content=ft.Text(_(TIED), size=13, italic=True))]
          if len(won) > 1 else []),
        *(c for n, m, rank in view.standings for c in (
            ft.Semantics(identifier=f"final-{n}", key=f"final-{n}", content=ft.Row([
                ft.Text(f"{rank}.", size=18, no_wrap=True), ft.Text(n, expand=True, size=18),
                ft.Text(money(m), size=18, weight=ft.FontWeight.BOLD)])),
            *([ft.Semantics(identifier=f"final-made-{n}", key=f"final-made-{n}", content=ft.Text(
                sale_detail(made[n][0], made[n][2], made[n][3], made[n][1]), size=13))] if n in made else []))),
        color=ft.Colors.TERTIARY_CONTAINER, key="oc-standings")]


def price_limit(view) -> ft.Control:
    """The price limit in force ($300, or the house rule)."""
    return ft.Semantics(identifier="oc-limit", key="oc-limit", content=ft.Text(_(turn.LIMIT[view.overshoot]), size=13))


def chart(view) -> list[ft.Control]:
    """The four prices from the start (turn 0) and after every turn, on one scale, with how to read them."""
    history = {c: list(enumerate(view.price_history.get(c) or (view.prices[c],))) for c in COMPANIES}
    low, high = scale(history)
    start = _("; the dashed line is START ($100)") if low <= 100 <= high else ""
    return [ft.Text(_("Turn 0 is the start; touch a point for its price{start}.").format(start=start), size=12,
                    key="oc-chart-note"),
            price_chart(history, COLORS, fmt=money, low=low, high=high, baseline=100, prefix="chart")]


def actions(ctx, sid: str, view, tables, me: str | None, banker: bool, may, acts_for=None) -> list[ft.Control]:
    """What the table does next. `me` is the seat this phone speaks for (the banker's own seat, if any);
    `may` is what the rules let this phone do now (`allowed`): the trade's bounds, the President's die, and whom it
    acts for (`acts_for`, when the bounds were asked for the player due: the bank phone acts for every player)."""
    form = Form(ctx, sid, view)
    acts_for = may.acts_for if acts_for is None else acts_for

    def mine(seat) -> bool:
        return seat in acts_for
    def elsewhere(seat) -> bool:
        # A banker who plays is a rival: a player with a phone of their own decides, trades, ends the turn and
        # declares bankruptcy there ("the President of the company chooses the action"; their money stays hidden —
        # the rules' yes or no to the bank phone would tell of it). The pawn stays the table's to move.
        return bool(banker and me and seat != me and not view.passed and has_own_phone(ctx, sid, seat))
    out: list[ft.Control] = []
    due = view.pending.seat if view.pending is not None else view.current
    if view.phase == "setup":
        out += turn.start_form(ctx, sid, view, form) if banker else []
    elif view.phase == "pregame" and mine(due) and elsewhere(due):  # bought there, with their own hidden money (a
        out.append(turn.on_own_phone(due, _("{player} buys on their own phone.")))  # walk's was open on both phones)
    elif view.phase == "pregame" and mine(due):
        out += turn.pregame_form(ctx, sid, view, form, due, due == me, may)
    elif view.phase == "play":
        if view.pending is not None and mine(due) and elsewhere(due):
            out.append(turn.on_own_phone(due, _("{player} decides on their own phone.")))
        elif view.pending is not None:
            out += decision(ctx, sid, view, tables, form, due == me, may) if mine(due) else []
        elif mine(due):
            if not view.traded and elsewhere(due):
                out.append(turn.trades_on_own_phone(due))  # a playing banker may not probe another's hidden cash
            elif not view.traded:
                out += turn.trade_form(ctx, sid, view, form, due, due == me, may)
            if not view.moved:
                out += turn.move_form(ctx, sid, view, form, due, due == me)
            elif elsewhere(due):
                out.append(turn.on_own_phone(due, _("{player} ends the turn on their own phone.")))
            else:
                out += turn.end_turn_button(ctx, sid, view, form, due, due == me)
        out += turn.bankruptcy(ctx, sid, view, form, [s for s in view.may_leave if mine(s) and not elsewhere(s)], me)
    elif view.phase == "over":  # the standings are at the top (`overview`)
        if banker:  # how a figure found wrong at the end is put right (a walk's banker found no way, and no word)
            out.append(ft.Semantics(identifier="oc-after-end", key="oc-after-end", content=ft.Text(
                _(AFTER_THE_END), size=13)))
        out += [ft.Container(ft.Column(table_results(ctx, sid), spacing=8), key="oc-results")]
    return out


def overview(view, me: str | None, log, whose: str = "Your", banker: bool = False) -> list[ft.Control]:
    """The top of every Owner's Choice screen: whose turn, the prices, this phone's money and the latest throw; at
    Game End the result in the throw's place (the last throw no longer matters)."""
    if view.passed:  # the bank phone in the hands of the player due: their money, by name (never "Your money")
        me, whose = view.viewer, view.viewer
    over = view.phase == "over"
    return [
        status(view, me if whose == "Your" else None, banker),
        *(standings(view, log) if over else []),
        price_tiles(view),
        *(own_cash(view, me, whose, log, banker) if me else []),
        *([] if over else latest_throw(log, view.turn if view.phase == "play" else None)),
    ]


def board(view, ctx=None, sid: str = "", notes: dict[str, list[str]] | None = None) -> list[ft.Control]:
    """The reference sections under the turn: the players (open at first) and the price chart (folded at first);
    with `ctx` each folds away and stays as this phone left it (issue 16: the step's controls sit at the top)."""
    bank = [] if view.bank is None else [ft.Semantics(identifier="oc-bank", key="oc-bank", content=ft.Text(
        bank_line(view.bank, money), size=12))]
    people = [*players(view, notes), *bank]
    if ctx is None:
        return [section(_("Players")), *people, section(_("Prices over the turns")), price_limit(view), *chart(view)]
    # The $300 setting stays in sight (a house rule, when chosen, is an interpretation the table must see); the
    # chart is drawn only while its section is open.
    return [fold(ctx, f"oc-{sid}-players", _("Players"), people, open_at_first=True), price_limit(view),
            fold(ctx, f"oc-{sid}-chart", _("Prices over the turns"), lambda: chart(view))]


def just_now(ctx, snap, viewer: str | None) -> list[ft.Control]:
    """'Just now: <the rules' sentence for the last action>' — a throw, a dividend, a trade, with what it did to
    prices, the Fund and money this viewer may see — next to the controls that caused it (issue 16)."""
    from calculators.core.tray import ROLLED
    from calculators.core.words import latest

    line = latest("owners-choice", snap.log, phone_lang(ctx, "owners-choice"), viewer, skip=(ROLLED,))
    if not line:
        return []
    return [card(ft.Semantics(identifier="oc-last", content=ft.Text(_("Just now: {line}").format(line=line), size=15)),
                 color=ft.Colors.TERTIARY_CONTAINER, key="oc-last")]


def passed_to(ctx, sid: str, snap) -> tuple[str, ...]:
    """The players the bank phone is handed to while 'Pass this phone around' is on: those without a phone of their
    own (a player with one plays there, and the bank phone stays the banker's meanwhile)."""
    if not passing(ctx, sid):
        return ()
    return tuple(p for p in snap.setup.players if not has_own_phone(ctx, sid, p))


def bank_viewer(ctx, sid: str, snap) -> str | None:
    """Whose money the bank phone's other screens (History, the net worth chart) may show: as its panel shows it
    (`view_for`, passed around the table or not)."""
    from companion.views.table import banker_viewer

    viewer = banker_viewer(snap.setup)
    view = view_for(state_of(snap.log), viewer, passed=passed_to(ctx, sid, snap))
    return ONLOOKER if handover.covered(ctx, sid, view, viewer) else view.viewer


def covering(ctx, sid: str, snap) -> bool:
    """The bank phone changes hands now (`handover.covered`): the table screen is the cover alone."""
    from companion.views.table import banker_viewer

    viewer = banker_viewer(snap.setup)
    view = view_for(state_of(snap.log), viewer, passed=passed_to(ctx, sid, snap))
    return handover.covered(ctx, sid, view, viewer)


def hands_elsewhere(ctx, sid: str, snap) -> bool:
    """The bank phone is in a player's hands (passed around), or on its way to them under the cover: the table screen
    keeps the banker's tools away (Back to Home, Undo in History: a walk reached both from the cover)."""
    return handover.in_a_players_hands(ctx, sid) or covering(ctx, sid, snap)


def banker_panel(ctx, sid: str, snap, viewer: str | None) -> list[ft.Control]:
    """The banker's table: acts for whoever is due; sees the cash `viewer` may see (all when not playing), or, passed
    around the table, only the money of the player it is passed to."""
    state = state_of(snap.log)
    view = view_for(state, viewer, passed=passed_to(ctx, sid, snap))
    elsewhere = handover.in_a_players_hands(ctx, sid)  # the switch and the banker's tools stay with the banker
    switch = [] if view.phase == "over" or elsewhere else pass_switch(ctx, sid, viewer)
    if handover.covered(ctx, sid, view, viewer):  # changing hands: what the whole table sees, who takes it next
        public = view_for(state, ONLOOKER)
        # The banker's way to stop passing the phone is a claim, as the next player's "I am Dee" is: a switch on the
        # cover showed the banker's money to whoever held it with one tap (two walks; a note beside it did not stop
        # the second).
        stop = [ft.OutlinedButton(_("I am {name}, the banker: stop passing this phone around").format(
            name=snap.setup.banker), icon=ft.Icons.PHONE_ANDROID, width=float("inf"), key="pass-phone-stop",
            on_click=lambda e: stop_passing(ctx, sid))] if switch else []
        # A short screen, the cover in sight wherever the last step left the page scrolled (a walk's next player
        # read the Players section at the foot, and the cover sat off the screen above): no board under it.
        return [*overview(public, None, snap.log, banker=True), *just_now(ctx, snap, ONLOOKER),
                *handover.cover(ctx, sid, view, snap.setup.banker, viewer), *stop]
    fixed = Form(ctx, sid, view).get("fixed")
    if elsewhere:  # in a player's hands: no banker's tools, and their way to give it back
        tools = handover.hand_back(ctx, sid, snap.setup.banker)
    else:
        tools = [] if view.phase in ("setup", "over") else [
            *correction.open_button(ctx, sid, view),
            *([ft.Semantics(identifier="oc-corrected", key="oc-corrected",
                            content=ft.Text(fixed, color=ft.Colors.PRIMARY))] if fixed else [])]
    lang = phone_lang(ctx, "owners-choice")
    # The banker's device acts as the banker and sees the money its view shows; passed to the player due, it asks
    # as that player's own phone would (and acts as them: `Form.hand`).
    bank = allowed(snap.log, None, lang, sees=viewer, sees_all=viewer is None)
    may = allowed(snap.log, view.viewer, lang) if view.passed else bank
    me = None if view.passed else viewer
    notes = {view.viewer: taken_from(snap.log, view.viewer, lang, own=False)} if view.passed else None
    # In a player's hands the phone acts for that player only (a walk's Bob, handed the phone, declared Cy bankrupt).
    acts_for = (view.viewer,) if view.passed else bank.acts_for
    # At Game End in a player's hands the money shown is the banker's, by name (it read "Your final money" to Bob).
    whose = viewer if elsewhere and viewer and view.phase == "over" else "Your"
    return [*overview(view, me, snap.log, whose=whose, banker=True), *just_now(ctx, snap, view.viewer),
            *actions(ctx, sid, view, state.tables, me, True, may, acts_for), *board(view, ctx, sid, notes),
            *tools, *switch]


def seat_panel(ctx, sid: str, snap, seat: str) -> list[ft.Control]:
    """A player's own phone: their cash, the public board, and their own turn's controls."""
    from companion.views.phone_lang import phone_lang
    from companion.widgets.money_reasons import panel as money_reasons
    state = state_of(snap.log)
    view = view_for(state, seat)
    may = allowed(snap.log, seat, phone_lang(ctx, "owners-choice"))
    # What each square, die and dividend did to this player's money, right under the turn (issue 16).
    why = money_reasons(snap.setup.game, snap.log, seat, phone_lang(ctx, snap.setup.game))[1:]
    reasons = [ft.Column(why, spacing=8, key="oc-money-reasons")] if why else []
    # What the others just did (a square, a throw, a trade), in the words this seat may read (issue 16); a stock
    # another player exchanged away is said under this seat's own stocks.
    notes = {seat: taken_from(snap.log, seat, phone_lang(ctx, snap.setup.game))}
    # What this seat must do now comes before what its money did: on a 360 px phone the President's choice stood
    # under five older money lines, below the first screen, while the table waited.
    return [*overview(view, seat, snap.log), *just_now(ctx, snap, seat),
            *actions(ctx, sid, view, state.tables, seat, False, may), *reasons, *board(view, ctx, sid, notes)]


LATEST_INSIDE = True  # the panels say what just happened themselves ("Just now: …", `just_now`)
MONEY_REASONS_INSIDE = True  # the seat panel shows the money reasons itself (seat.py does not add them again)


def watch_panel(ctx, sid: str, snap, viewer: str | None) -> list[ft.Control]:
    """A phone that only watches (the host, or a banker link while the role is elsewhere): the board as the whole
    table sees it, no one's money line (`viewer`: the table screen's onlooker; a player's name where one is given)."""
    view = view_for(state_of(snap.log), viewer)
    me = viewer if viewer and any(p.name == viewer for p in view.players) else None
    whose = me if me else "Your"  # a name, or "Your" (this phone's own)
    return [*overview(view, me, snap.log, whose), *just_now(ctx, snap, viewer), *board(view, ctx, sid)]
