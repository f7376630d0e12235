"""Stage 4 — Buy Shares: the Bank's lots with open bids, a Stock Call, secret bids below market, stock raids."""
from __future__ import annotations

from typing import Any

from calculators.core.actors import require_banker
from calculators.core.log import Event, Log
from calculators.core.model import N_, RuleError
from calculators.rollout.fold import commit, require_turn_of, state_of
from calculators.rollout.ledger import can_pay, cash_short, market, money, move_shares, pay, price_to
from calculators.rollout.order_of_play import open_next_lot
from calculators.rollout.cycle import check_end
from calculators.rollout.stage3_sell import mark, may_buy
from calculators.rollout.state import BANK, Bid, Lot, RolloutState

BID = "rollout.bid"
LOT_SOLD = "rollout.lot_sold"
BID_STRUCK = "rollout.bid_struck"
LOT_UNSOLD = "rollout.lot_unsold"
CALLED = "rollout.stock_called"
RAIDED = "rollout.raid_announced"


def current_lot(state: RolloutState) -> Lot:
    """The lot under the hammer in Stage 4."""
    a = state.auction
    if state.stage != 4 or a is None or a.lot is None:
        raise RuleError("No shares are on offer now.")
    return a.lot


def _bidder(state: RolloutState, player: str, company: str) -> None:
    if state.play is None or player not in state.play.order:
        raise RuleError("{player} is not playing Stage 4.", player=player)
    may_buy(state, player, company)


def bid(log: Log, actor: str, player: str, price: int) -> tuple[Log, Event]:
    """An open bid per share: first the market price, then any higher Price Index value ($100M steps above $2.5B)."""
    require_turn_of(actor, player, "bid")
    state = state_of(log)
    lot = current_lot(state)
    if lot.secret_round is not None:
        raise RuleError("Nobody bid openly; the secret bids are being written.")
    _bidder(state, player, lot.company)
    t = state.tables
    if isinstance(price, bool) or not isinstance(price, int):
        raise RuleError("A bid is a whole number of $ millions.", field="price")
    if not lot.bids:
        if price != market(state, lot.company):
            raise RuleError("The first bid is the market price, {price} (Open Bid).", field="price",
                            price=money(market(state, lot.company)))
    else:
        top = lot.bids[-1]
        if top.player == player:
            raise RuleError("{player} already has the highest bid.", player=player)
        if price <= top.price or not t.is_open_bid_price(price):
            raise RuleError("Bid more than {price}: a Price Index value, or above $2.5B in $100M steps "
                            "(How to Bid for the Shares).", field="price", price=money(top.price))
    return commit(log, actor, BID, {"player": player, "price": price})


def _bid(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    lot = state.auction.lot  # type: ignore[union-attr]
    lot = lot.model_copy(update={"bids": (*lot.bids, Bid(player=d["player"], price=d["price"]))})  # type: ignore[union-attr]
    return state.model_copy(update={"auction": state.auction.model_copy(update={"lot": lot})})  # type: ignore[union-attr]


def sold(state: RolloutState, winner: str, per_share: int, total: int) -> RolloutState:
    """The lot goes to `winner` for `total`; the meter moves to the price's square; the next lot is offered."""
    lot = state.auction.lot  # type: ignore[union-attr]
    company = lot.company  # type: ignore[union-attr]
    state = pay(state, state.company_of(winner).name, BANK, total, "for the {company} shares", company=company)
    state = move_shares(state, company, BANK, winner, lot.shares)  # type: ignore[union-attr]
    state = price_to(state, company, per_share)  # never above Blue Chip
    if not lot.raid:  # type: ignore[union-attr]
        state = state.model_copy(update={"bank_sold": {**state.bank_sold, company: state.bank_sold[company] + lot.shares}})  # type: ignore[union-attr]
    state = state.with_company(mark(state.company_of(winner), bought=company))
    return close_lot(check_end(state))


def close_lot(state: RolloutState) -> RolloutState:
    """No lot under the hammer; the Bank offers its next company's shares, if any."""
    state = state.model_copy(update={"auction": state.auction.model_copy(update={"lot": None})})  # type: ignore[union-attr]
    return open_next_lot(state)


def sell_lot(log: Log, actor: str) -> tuple[Log, Event]:
    """Going, going, gone: the highest open bidder pays the bid for each share."""
    require_banker(actor, "close the bidding")
    state = state_of(log)
    lot = current_lot(state)
    if not lot.bids:
        raise RuleError("Nobody has bid: call for secret bids instead.")
    top = lot.bids[-1]
    if not can_pay(state, state.company_of(top.player).name, top.price * lot.shares):
        raise cash_short("{player} cannot pay {amount}: borrow first, or strike the bid.",
                         N_("{player} cannot pay the bid: borrow first, or strike the bid."), top.player,
                         amount=money(top.price * lot.shares)).told_to(state, actor)
    return commit(log, actor, LOT_SOLD, {"player": top.player, "price": top.price, "n": lot.shares})


def _lot_sold(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    return sold(state, d["player"], d["price"], d["price"] * d["n"])


def strike_bid(log: Log, actor: str) -> tuple[Log, Event]:
    """The banker strikes the highest bid (a bidder who cannot pay it); a raid with no bid left is called off."""
    require_banker(actor, "strike a bid")
    lot = current_lot(state_of(log))
    if not lot.bids:
        raise RuleError("There is no bid to strike.")
    return commit(log, actor, BID_STRUCK, {"player": lot.bids[-1].player})


def _struck(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    lot = state.auction.lot  # type: ignore[union-attr]
    if lot.raid and len(lot.bids) == 1:  # type: ignore[union-attr]
        return close_lot(state)
    lot = lot.model_copy(update={"bids": lot.bids[:-1]})  # type: ignore[union-attr]
    return state.model_copy(update={"auction": state.auction.model_copy(update={"lot": lot})})  # type: ignore[union-attr]


def stock_call(log: Log, actor: str, caller: str, *, caller_pays_bid: bool = True) -> tuple[Log, Event]:
    """Stock Call: if the bidder has the money he pays; if not, the caller keeps the shares for the bidder's cash.
    A caller must be able to pay the whole bid (the app's reading; the bidder's cash is hidden, so no refusal
    may depend on it). An import passes `caller_pays_bid=False`: a table saved before this reading keeps importing,
    and the ledger still refuses a caller who cannot pay the sum he pays."""
    require_turn_of(actor, caller, "make a Stock Call")
    state = state_of(log)
    lot = current_lot(state)
    if not lot.bids:
        raise RuleError("There is no bid to call.")
    top = lot.bids[-1]
    if top.player == caller:
        raise RuleError("A player calls an opponent's bid, not their own.")
    _bidder(state, caller, lot.company)
    whole = top.price * lot.shares
    # The app's reading: a caller must be able to pay the whole bid (public), so the check asks only for the
    # caller's own cash. Any uncovered bidder holds less than the bid, so the caller can then pay that sum.
    if caller_pays_bid and not can_pay(state, state.company_of(caller).name, whole):
        raise cash_short("{player} cannot pay {amount} for the called shares: borrow first (a caller must be "
                         "able to pay the bid).",
                         N_("{player} cannot pay the called bid: borrow first (a caller must be able to pay the "
                            "bid)."), caller, amount=money(whole)).told_to(state, actor)
    cash = state.company_of(top.player).cash or 0
    covered = cash >= whole
    return commit(log, actor, CALLED, {"caller": caller, "bidder": top.player, "price": top.price, "n": lot.shares,
                                       "covered": covered, "sum": whole if covered else cash})


def callers(state: RolloutState) -> tuple[str, ...]:
    """Who may call the top bid of the lot on sale now: a Stage 4 player other than the bidder who may buy this
    company this turn (a caller may keep the shares: "Players cannot sell and buy shares in the same Company on the
    same turn", Stage 4, Note)."""
    lot = state.auction.lot if state.auction is not None else None
    if lot is None or not lot.bids or state.play is None:
        return ()
    return tuple(p for p in state.play.order if p != lot.bids[-1].player and p in state.active_players()
                 and lot.company not in state.company_of(p).sold)


def _called(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    if d["covered"]:
        return sold(state, d["bidder"], d["price"], d["sum"])
    # The caller keeps the shares for the bidder's cash; the meter goes to that price per share.
    return sold(state, d["caller"], d["sum"] // d["n"], d["sum"])


def pass_lot(log: Log, actor: str) -> tuple[Log, Event]:
    """Nobody bid, openly or in secret: the Bank keeps these shares this turn."""
    require_banker(actor, "close a lot")
    state = state_of(log)
    lot = current_lot(state)
    if lot.bids or lot.secret_round is not None:
        raise RuleError("There are bids on these shares.")
    return commit(log, actor, LOT_UNSOLD, {"company": lot.company})


def _unsold(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    return close_lot(state)


def raid(log: Log, actor: str, raider: str, company: str) -> tuple[Log, Event]:
    """Stock Raids, at the end of Stage 4: the raider offers the market price for every sold-back share."""
    require_turn_of(actor, raider, "raid")
    state = state_of(log)
    a = state.auction
    if state.stage != 4 or state.play is None or a is None or a.lot is not None or a.queue:
        raise RuleError("Stock raids come at the end of Stage 4, after the Bank's shares are sold.")
    if not state.company(company).in_play:
        raise RuleError("{company} is out of play.", company=company)
    _bidder(state, raider, company)
    if state.returned(company) == 0:
        raise RuleError("The Bank holds no sold-back {company} shares.", field="company", company=company)
    return commit(log, actor, RAIDED, {"player": raider, "company": company, "n": state.returned(company),
                                       "price": market(state, company)})


def raiders(state: RolloutState, company: str) -> tuple[str, ...]:
    """Who may raid `company` now: every Stage 4 player, its own CEO included (Stock Raids: "Players are allowed
    to raid the shares of a particular Company"), except one who sold its shares this turn (Stage 4, Note)."""
    if state.play is None or not state.company(company).in_play or not state.returned(company):
        return ()
    return tuple(p for p in state.play.order if p in state.active_players()
                 and company not in state.company_of(p).sold)


def _raided(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    lot = Lot(company=d["company"], shares=d["n"], raid=True, bids=(Bid(player=d["player"], price=d["price"]),))
    return state.model_copy(update={"auction": state.auction.model_copy(update={"lot": lot})})  # type: ignore[union-attr]
