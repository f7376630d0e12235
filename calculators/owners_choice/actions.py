"""Owner's Choice commands for the turn: start, pre-game purchases, the stock trade, the pawn, the end of a turn,
personal bankruptcy, the banker's corrections. Each checks the rulebook, then records one event."""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from calculators.core.actors import require_banker
from calculators.core.dice import Die, binding_roll_data, roll_for
from calculators.core.log import Event, Log
from calculators.core.money import format_owners_choice as money
from calculators.core.model import RuleError
from calculators.owners_choice import fold as ev
from calculators.owners_choice.bankruptcy import closed_chance
from calculators.owners_choice.checks import acting, can_see_cash, company, require_phase, require_turn
from calculators.owners_choice.fold import state_of
from calculators.owners_choice.rules import MAX_STOCKS, move_range, unpaid
from calculators.owners_choice.state import SQUARES, OCState
from calculators.owners_choice.tables import COMPANIES, edit_table

START_KEY = "start player"


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def start_game(log: Log, actor: str, *, overshoot: str = "ignore", start_player: str | None = None,
               rng: random.Random | None = None) -> tuple[Log, Event]:
    """The banker starts the game: a start player drawn at random (Setup 8) or as chosen at the table.

    `overshoot` is the setting for a move past $300: "ignore" the whole move (Upper Limit of Stock
    Price: "Any effect that would move the price beyond this space is ignored"; the default), or the
    house rule "stop" at $300."""
    require_banker(actor, "start the game")
    state = state_of(log)
    require_phase(state, "setup")
    if overshoot not in ("stop", "ignore"):
        raise RuleError("A move past $300 is either ignored or (house rule) stops at $300.", field="overshoot")
    data: dict[str, Any] = {"overshoot": overshoot}
    if start_player is None:
        die = Die(name="start player", faces=state.names)
        result = roll_for(log, START_KEY, die, 1, "Who starts", rng)
        data = binding_roll_data(result, START_KEY, **data)
        start_player = result.labels[0]
    elif start_player not in state.names:
        raise RuleError("{seat} is not at this table.", field="start_player", seat=start_player)
    return ev.commit(log, ev.STARTED, actor, {**data, "start_player": start_player})


def _count_stocks(state: OCState, seat: str, net: Mapping[str, int], mine: bool) -> None:
    held = state.player(seat).stocks
    for c, n in net.items():
        if held[c] + n < 0 and not held[c]:
            raise RuleError("{seat} holds no {company} stock to sell.", field=c, seat=seat, company=c)
        if held[c] + n < 0:
            raise RuleError("{seat} has {held} {company}; cannot sell {n}.", field=c, seat=seat, held=held[c],
                            company=c, n=-n)
    for c, n in net.items():
        supply = state.tables.stock_supply[c]
        if n > 0 and state.held(c) + n > supply:
            left = supply - state.held(c)
            if left <= 0:
                raise RuleError("No {company} stocks are left with the Stock Company.", field=c, company=c)
            if left == 1:
                raise RuleError("Only 1 {company} stock is left with the Stock Company.", field=c, company=c)
            raise RuleError("Only {left} {company} stocks are left with the Stock Company.", field=c, left=left,
                            company=c)
        others = state.held(c) - held[c]
        if held[c] > 0 and held[c] + n == 0 and others == 0:
            raise RuleError("Nobody else owns {company}: {seat} must keep at least 1 {company} stock.", field=c,
                            company=c, seat=seat)
    total = sum(held.values()) + sum(net.values())
    if total > MAX_STOCKS:
        raise RuleError("{seat} would hold {total} stocks; sell down to {most} before confirming.", seat=seat,
                        total=total, most=MAX_STOCKS)
    cash = state.player(seat).cash
    cost = unpaid(cash, state.prices, dict(net))
    if cost is not None:
        # To a phone that may not see the cash (the banker acting for the seat): no amount at all.
        if mine:
            raise RuleError("{seat} has {cash}; this costs {cost}.", seat=seat, cash=money(cash), cost=money(cost))
        raise RuleError("{seat} cannot pay for this.", seat=seat)  # no amount in the message nor in its values


def pregame_buy(log: Log, actor: str, seat: str, buys: Mapping[str, int]) -> tuple[Log, Event]:
    """Setup 9: in turn from the start player, each player may buy stocks at $100 (an empty `buys` passes)."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "buy stocks for them")
    require_phase(state, "pregame")
    if state.current != seat:
        raise RuleError("It is {current}'s turn to buy, not {seat}'s.", field="seat", current=state.current,
                        seat=seat)
    if not isinstance(buys, Mapping):
        raise RuleError("Say how many stocks of each company to buy.", field="buys")
    clean: dict[str, int] = {}
    for c, n in buys.items():
        company(c, field="buys")
        if not _whole(n) or n < 0:
            raise RuleError("Buy a whole number of stocks.", field=f"buys.{c}")
        if n:
            clean[c] = n
    _count_stocks(state, seat, clean, can_see_cash(actor, seat))
    return ev.commit(log, ev.PREGAME_BOUGHT, actor, {"seat": seat, "buys": clean}, on_behalf_of=behalf)


def trade(log: Log, actor: str, seat: str, orders: Sequence[tuple[str, int]]) -> tuple[Log, Event]:
    """Stock Trade: one step per turn, before or after moving the pawn; buys (+n) and sells (-n) at the
    current prices, confirmed at once. The Presidents are decided when the step is confirmed."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "trade stocks for them")
    require_turn(state, seat)
    if state.traded:
        raise RuleError("{seat} has already traded stocks this turn.", seat=seat)
    if state.pending is not None:
        raise RuleError("Finish the square's effect before trading.")
    if isinstance(orders, (str, bytes)) or not isinstance(orders, Sequence) or not orders:
        raise RuleError("List the stocks to buy and sell.", field="orders")
    net = dict.fromkeys(COMPANIES, 0)
    listed: list[list[Any]] = []
    for i, order in enumerate(orders):
        if not isinstance(order, (list, tuple)) or len(order) != 2:
            raise RuleError("Each order is a company and a number (+ buys, - sells).", field=f"orders[{i}]")
        c, n = company(order[0], field=f"orders[{i}]"), order[1]
        if not _whole(n) or n == 0:
            raise RuleError("Buy or sell a whole number of stocks.", field=f"orders[{i}]")
        net[c] += n
        listed.append([c, n])
    net = {c: n for c, n in net.items() if n}
    _count_stocks(state, seat, net, can_see_cash(actor, seat))
    data = {"seat": seat, "orders": listed, "net": net, "prices": state.prices}
    return ev.commit(log, ev.TRADED, actor, data, on_behalf_of=behalf)


def move_pawn(log: Log, actor: str, seat: str, spaces: int, square: str,
              company_name: str | None = None) -> tuple[Log, Event]:
    """Move The Action Pawn 1-4 (2-3 players) or 1-3 (4-5 players) spaces onto `square`.

    `company_name`: the company of a company square, or the one chosen on the Almighty square.
    The app does not model the track: "goal" means the pawn landed on Goal (it cannot pass it)."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "move the pawn for them")
    require_turn(state, seat)
    if state.moved:
        raise RuleError("{seat} has already moved the pawn this turn.", seat=seat)
    low, high = move_range(state)
    if not _whole(spaces) or not low <= spaces <= high:
        raise RuleError("With {n} players the pawn moves {low} to {high} spaces.", field="spaces",
                        n=len(state.in_game), low=low, high=high)
    if square not in SQUARES:
        raise RuleError("The pawn lands on one of: {squares}.", field="square", squares=SQUARES)
    data: dict[str, Any] = {"seat": seat, "spaces": spaces, "square": square}
    if square in ("company", "almighty"):
        data["company"] = company(company_name)
    elif company_name is not None:
        raise RuleError("A {square} square names no company.", field="company", square=square)
    return ev.commit(log, ev.PAWN_MOVED, actor, data, on_behalf_of=behalf)


def end_turn(log: Log, actor: str, seat: str) -> tuple[Log, Event]:
    """The turn passes clockwise once the pawn has moved and its square is resolved."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "end their turn")
    require_turn(state, seat)
    if not state.moved:
        raise RuleError("{seat} must move the Action pawn first.", seat=seat)
    if state.pending is not None:
        raise RuleError("Waiting for {seat} to decide.", seat=state.pending.seat)
    return ev.commit(log, ev.TURN_ENDED, actor, {"seat": seat}, on_behalf_of=behalf)


def declare_bankruptcy(log: Log, actor: str, seat: str) -> tuple[Log, Event]:
    """Bankruptcy: a player who held stock in a company that went bankrupt may return all stocks and money and quit,
    until a player ends the turn (the rulebook sets no time limit: `bankruptcy`)."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "declare bankruptcy for them")
    require_phase(state, "play")
    if seat not in state.may_leave:
        closed = closed_chance(log, seat)
        if closed is None:
            raise RuleError("{seat} held no stock in a company that went bankrupt.", field="seat", seat=seat)
        raise RuleError("The chance to declare bankruptcy after {companies} went bankrupt ended when {player}'s turn "
                        "ended.", field="seat", companies=closed[0], player=closed[1])
    if state.pending is not None:
        raise RuleError("Waiting for {seat} to decide first.", seat=state.pending.seat)
    return ev.commit(log, ev.PLAYER_LEFT, actor, {"seat": seat}, on_behalf_of=behalf)


# More than any player holds in a game: 12 stocks at the top price ($300) are $3,600, plus the cash.
MAX_CORRECTION = 10_000


def correct_cash(log: Log, actor: str, seat: str, amount: int, reason: str = "") -> tuple[Log, Event]:
    """The banker adds (+) or takes away (-) an amount of a player's hidden cash, with the Bank.

    Interpretation: taking away more than the player holds takes all of it, and the banker is not
    told (a refusal would tell a seated banker something about another player's hidden cash). A correction is
    at most MAX_CORRECTION: a typo guard (the rulebook sets no bound; a walk added $1,000,000,000 with one tap)."""
    require_banker(actor, "correct a player's money")
    state = state_of(log)
    if seat not in state.names or not state.player(seat).in_game:
        raise RuleError("{seat} is not playing at this table.", field="seat", seat=seat)
    if not _whole(amount) or amount == 0:
        raise RuleError("Add or take away a whole number of dollars.", field="amount")
    if abs(amount) > MAX_CORRECTION:
        raise RuleError("A correction is at most {most} at a time: type a smaller amount.", field="amount",
                        most=money(MAX_CORRECTION))
    if not isinstance(reason, str) or len(reason) > MAX_REASON:
        raise RuleError("A reason is at most {n} characters.", field="reason", n=MAX_REASON)
    why = " ".join(reason.split())  # said in History to every phone: the money stays hidden unless it says it
    return ev.commit(log, ev.CASH_CORRECTED, actor, {"seat": seat, "amount": amount, **({"reason": why} if why else {})})


MAX_REASON = 80  # a reason for a correction: a line in History


def edit_tables(log: Log, actor: str, key: str, value: Any) -> tuple[Log, Event]:
    """The banker changes one board table for this session (the chart's printed points must hold)."""
    require_banker(actor, "edit the board tables")
    state = state_of(log)
    if key == "stock_supply" and isinstance(value, dict):
        # "You cannot buy stocks that do not exist in a company": never fewer than the players hold (said in the
        # table's words; the invariants' own line reached a German phone in English, a walk).
        for c in COMPANIES:
            n = value.get(c)
            if isinstance(n, int) and not isinstance(n, bool) and 1 <= n < state.held(c):  # 0: the table's own bounds
                raise RuleError("The players hold {held} {company} stocks: the supply cannot be less ({n}).",
                                field=c, held=state.held(c), company=c, n=n)
    return edit_table(log, actor, key, value, state.tables.model_dump(mode="json"))
