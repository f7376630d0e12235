"""Checks every Fortune command makes, the money routing of business with a share company, recording.

Premiums (Shares; More About Shares): when a player does business with a company whose share
package another player owns, the premium part of the price goes to that shareholder instead of
the Kasse; a shareholder doing the business deducts it from his own price. Before the package
is sold, it stays with the Kasse. The app pays it inside the transaction, so it never lapses.
Sales: the premium is part of the price the Kasse pays — to the shareholder, the rest to the seller
(interpretation, see `sale_pay`; the house rule "sale_premium_on_top" has the Kasse pay it on top instead).
"""
from __future__ import annotations

from typing import Any

from calculators.core.actors import is_banker, may_act_for, on_behalf_of
from calculators.core.boards import Board
from calculators.core.log import Event, Log, _append, make_event, remember
from calculators.fortune.amounts import MOST_TYPED
from calculators.fortune.fold import FOLD, apply, state_of
from calculators.fortune.invariants import invariant_errors
from calculators.fortune.state import FortuneState, Sheet
from calculators.fortune.tables import BUSINESS_NAMES, KASSE, PRODUCTION, Space, fortune_board, parse_space
from calculators.fortune.texts import DM, Count, Term, refuse


def context(log: Log) -> tuple[FortuneState, Board]:
    """The state and the board in force."""
    return state_of(log), fortune_board(log)


def require_banker(actor: str) -> None:
    """Only the banker keeps the Kasse (Setup: one player takes over the Kasse)."""
    if not is_banker(actor):
        raise refuse("only_banker")


def require_player_or_banker(actor: str, player: str) -> None:
    """The player's own seat, or the banker for them."""
    if not may_act_for(actor, player):
        raise refuse("only_player_or_banker", player=player)


def require_play(state: FortuneState) -> None:
    """The game is under way (set up, the starter known, not over)."""
    if state.phase == "over":
        raise refuse("game_over")
    if state.phase != "play":
        raise refuse("not_started")


def require_no_due(state: FortuneState) -> None:
    """Nothing else happens while a forced payment waits (End of the Game: pay or go bankrupt)."""
    if state.due is not None:
        raise refuse("due_open", player=state.due.debtor, amount=DM(state.due.total))


def sheet_of(state: FortuneState, player: Any, field: str = "player") -> Sheet:
    """The sheet of a player still in the game."""
    try:
        s = state.sheet(player)
    except (KeyError, TypeError):
        raise refuse("no_such_player", field=field, player=str(player)) from None
    if s.bankrupt:
        raise refuse("player_bankrupt", field=field, player=player)
    return s


def standing_on(state: FortuneState, board: Board, player: str, kinds: tuple[str, ...], what: str) -> Space:
    """The space the current player has just landed on, if it is of one of `kinds`."""
    if state.current != player or not state.landed:
        raise refuse("not_your_landing", field="player", player=player)
    space = parse_space(state.sheet(player).space, board)
    if space.kind not in kinds:
        raise refuse("wrong_space", field="player", player=player, what=Term(what))
    return space


def _within(value: Any, low: int, high: int) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and low <= value <= high


def whole(value: Any, field: str, low: int = 1, high: int = MOST_TYPED) -> int:
    """A whole number from `low` to `high` typed in or passed by the UI."""
    if not _within(value, low, high):
        raise refuse("whole_number", field=field, low=low, high=high)
    return value


def money(value: Any, field: str, low: int = 1, high: int = MOST_TYPED) -> int:
    """An amount of DM from `low` to `high` typed in or passed by the UI (refused with the bounds as money)."""
    if not _within(value, low, high):
        raise refuse("amount_range", field=field, low=DM(low), high=DM(high))
    return value


def typed_or(value: Any, printed: int, field: str) -> int:
    """A price typed in at the table, or the board table's price when none is typed."""
    return printed if value is None else money(value, field)


def afford(sheet: Sheet, amount: int, what: str, field: str | None = None) -> None:
    """Refuse a purchase the player's cash cannot cover (`field`: the number typed that makes it too dear)."""
    if sheet.cash < amount:
        raise refuse("cannot_afford", field=field, player=sheet.name, cash=DM(sheet.cash), amount=DM(amount),
                      what=Term(what))


def supply_left(state: FortuneState, board: Board, kind: str) -> int:
    """How many chips (or bonds) of `kind` the Kasse still holds (Components: the supply less what the players hold,
    a finished product holding one chip of each production kind)."""
    out = sum(getattr(s, kind) + (s.products if kind in PRODUCTION else 0) for s in state.sheets)
    return board.value("supply")[kind] - out


def in_supply(state: FortuneState, board: Board, kind: str, n: int) -> None:
    """Refuse taking more chips or bonds than the Kasse still holds (Components)."""
    left = supply_left(state, board, kind)
    if n > left:
        raise refuse("supply_short", field="n", left=Count(left, kind))


def premium(state: FortuneState, board: Board, company: str | None) -> tuple[str | None, int]:
    """The shareholder of `company` (None while unsold) and the premium per unit of business."""
    if company not in board.value("share_prices"):
        return None, 0
    holding = state.holding(company)
    return (holding.owner if holding else None), board.value("premiums").get(company, 0)


def buy_pay(state: FortuneState, board: Board, player: str, company: str | None, n: int, unit: int) -> list:
    """Payments for buying `n` units at `unit` DM from a company: the premium to its shareholder."""
    holder, per = premium(state, board, company)
    part = min(per, unit) * n if holder is not None else 0
    if holder == player:
        return [[player, KASSE, unit * n - part]]  # the shareholder deducts the premium
    return [p for p in ([player, KASSE, unit * n - part], [player, holder, part]) if p[2]]


def sale_pay(state: FortuneState, board: Board, player: str, company: str, n: int, unit: int) -> list:
    """Payments for selling `n` products at `unit` DM each to a sales company.

    Shares: the shareholder "receive[s] cash for every business transaction of your fellow players in
    which your share company is involved" — e.g. when they "sell finished products" — and saves "the
    money you would otherwise have to pay your company … you simply deduct that amount from the
    price"; while the package is unsold, "the payments intended for the shareholder … go to the
    Kasse". Who pays a fellow player's premium the rulebook does not say ("deduct" is the shareholder's own
    business); the app's reading (interpretation): the premium is part of the sale, the seller pays it out
    of the price, to the holder or, unsold, to the Kasse; the holder selling keeps the whole price. House
    rule "sale_premium_on_top": the seller gets the whole price and the Kasse pays the holder's premium on top."""
    how, holder, per = sale_premium(state, board, player, company)
    if how == "on_top":
        return [[KASSE, player, unit * n], [KASSE, holder, per * n]]
    part = min(per, unit) * n
    if how == "deducted":
        return [p for p in ([KASSE, player, unit * n - part], [KASSE, holder, part]) if p[2]]
    return [[KASSE, player, unit * n - (part if how == "to_kasse" else 0)]]


def sale_premium(state: FortuneState, board: Board, player: str, company: str) -> tuple[str, str | None, int]:
    """How a sale to `company` pays its premium (see `sale_pay`): (how, the shareholder, DM per product),
    how = "none" (no premium), "deducted" (from the price, to the holder), "to_kasse" (unsold: deducted,
    to the Kasse), "own" (the seller holds the package: the whole price) or "on_top" (house rule)."""
    holder, per = premium(state, board, company)
    if not per:
        return "none", holder, 0
    if state.rule("sale_premium_on_top"):
        return ("on_top" if holder is not None else "none"), holder, per
    if holder is None:
        return "to_kasse", None, per
    return ("own" if holder == player else "deducted"), holder, per


def company_name(company: str) -> str:
    """The company's name as printed on the board."""
    return BUSINESS_NAMES.get(company, company)


def commit(log: Log, state: FortuneState, board: Board, kind: str, actor: str, data: dict,
           player: str | None = None) -> tuple[Log, Event]:
    """The one engine path: apply the event's effect to `state`, check every invariant, then record it."""
    on_behalf = on_behalf_of(actor, player) if player is not None else None
    ev = make_event(log, f"fortune.{kind}", actor, data, on_behalf_of=on_behalf)
    try:
        after = apply(FOLD.state(log), ev)  # the state in force (the caller's `state` is the same, read once)
        errors = invariant_errors(after, board)
    except (KeyError, ValueError) as e:
        errors = [str(e)]
    if errors:
        raise refuse("internal", kind=kind, error=errors[0])
    new_log = _append(log, ev)
    remember(new_log, FOLD.key, after)
    return new_log, ev
