"""Secret bids below market (Stage 4) and what each revealed sealed round does to the table."""
from __future__ import annotations

import random
from typing import Any

from calculators.core import bids
from calculators.core.actors import BANKER, may_act_for, require_banker, seat_of
from calculators.core.log import Event, Log
from calculators.core.model import N_, RuleError
from calculators.rollout.stage4_buy import close_lot, current_lot, sold
from calculators.rollout.fold import state_of
from calculators.rollout.ledger import can_pay, market, money
from calculators.rollout.stage2_budgets import BUDGETS, budgets_revealed
from calculators.rollout.state import Lot, RolloutState
from calculators.rollout.stage5_stores import STORES, check_plan, plans_revealed, stores_round

SECRET = "rollout:secret:"


def secret_round(state: RolloutState, lot: Lot) -> str:
    """The id of the secret-bid round for a lot."""
    return f"{SECRET}{state.turn}:{lot.company}"


def secret_bid_ladder(state: RolloutState, lot: Lot) -> tuple[int, int, int]:
    """The secret bids a player may write, as (lowest, highest, step); highest < lowest when none is possible.

    Secret Bids: "a price lower than the current market price". The app writes them in the board's step ($10M,
    assumed) below the market; where that leaves at most one step below the market ($10M or $20M), the Price
    Index's own lower squares are the bids: $1M (High Flyer) below $10M; $1M or $10M below $20M."""
    t = state.tables
    below = [p for p in t.price_index if p < market(state, lot.company)]
    top = (market(state, lot.company) - 1) // t.secret_bid_step * t.secret_bid_step
    if top > t.secret_bid_step or not below:
        return t.secret_bid_step, top, t.secret_bid_step
    lowest, highest = below[0], max(below[-1], top)
    if len(below) > 2:  # a board edited to more low squares: every whole $M between them
        return lowest, highest, 1
    return lowest, highest, max(highest - lowest, 1)


def assumed_step(state: RolloutState, lot: Lot) -> int | None:
    """The step of the secret bids where it is the app's reading — the board's assumed step below the market (the
    rulebook names none) — or None: where the Price Index's own lower squares are the bids (a market of $20M or
    less), every whole $M is open (a step of $1M), or no bid is possible."""
    low, top, step = secret_bid_ladder(state, lot)
    if top < low or step == 1 or step != state.tables.secret_bid_step:
        return None
    return step


def secret_bids_refusal(log: Log) -> RuleError | None:
    """Why the banker may not call for secret bids on the lot now (None: may): `call_secret_bids`'s own refusal
    (a walk was offered the call at the High Flyer's $1M and refused only after the tap)."""
    try:
        call_secret_bids(log, BANKER)
    except RuleError as err:
        return err
    return None


def call_secret_bids(log: Log, actor: str) -> tuple[Log, Event]:
    """Nobody bid openly: players may write secret bids below the market price (How to Bid, Secret Bids)."""
    require_banker(actor, "call for secret bids")
    state = state_of(log)
    lot = current_lot(state)
    if lot.bids or lot.secret_round is not None or lot.raid:
        raise RuleError("Secret bids are for the Bank's shares when nobody bid openly.")
    low, top, step = secret_bid_ladder(state, lot)
    bidders = tuple(p for p in state.play.order  # type: ignore[union-attr]
                    if lot.company not in state.company_of(p).sold)
    if top < low or top < 1:
        raise RuleError("No price is below {price} (High Flyer): no secret bid is possible. Close the lot: "
                        "nobody bids, the Bank keeps the shares.", price=money(market(state, lot.company)))
    if not bidders:
        raise RuleError("Nobody playing Stage 4 may buy these shares: close the lot (the Bank keeps them).")
    spec = bids.RoundSpec(
        purpose=f"Turn {state.turn}, Stage 4 — secret bids per share for {lot.shares} {lot.company} "
                f"share{'s' if lot.shares > 1 else ''}, below {money(market(state, lot.company))}",
        participants=bidders,
        fields=(bids.FieldSpec(name="bid", label=N_("Secret bid per share ($M)"), kind="int", min=low, max=top,
                               step=step),),
        resolve="highest", rank_field="bid", tie_break="die", allow_pass=True,
    )
    return bids.open_round(log, actor, spec, round_id=secret_round(state, lot))


def _affordable(state: RolloutState, seat: str, lot: Lot, price: int, field: str) -> None:
    """Secret Bids: the highest bid takes the shares and pays for them, so a bid is refused as it is
    written when its bidder cannot pay it now (interpretation: written bids cannot be called, so the
    Stock Call's check comes at entry). The refusal names the sum only: cash is hidden."""
    total = price * lot.shares
    if not can_pay(state, state.company_of(seat).name, total):
        if lot.shares == 1:
            raise RuleError("You cannot pay {total} for 1 {company} share at {price} each: borrow first, or bid less.",
                            field=field, total=money(total), company=lot.company, price=money(price))
        raise RuleError("You cannot pay {total} for {n} {company} shares at {price} each: borrow first, or bid less.",
                        field=field, total=money(total), n=lot.shares, company=lot.company, price=money(price))


def enter_secret_bid(log: Log, actor: str, price: int | None) -> tuple[Log, Event]:
    """A player writes a secret bid per share (None: no bid); it must be within their own cash."""
    seat = seat_of(actor)
    if seat is None or not may_act_for(actor, banker=False):
        raise RuleError("Each player writes their own secret bid on their own phone.")
    state = state_of(log)
    lot = current_lot(state)
    if lot.secret_round is None:
        raise RuleError("No secret bids are being written now.")
    if price is not None and isinstance(price, int) and not isinstance(price, bool):
        _affordable(state, seat, lot, price, "price")
    return bids.enter(log, actor, lot.secret_round, None if price is None else {"bid": price})


def check_entry(log: Log, seat: str, round_id: str, values: dict[str, Any] | None) -> None:
    """Every sealed entry at a Rollout table passes here (whatever screen sent it): a secret bid the
    bidder cannot pay, or a Stage 5 plan the rules forbid, is refused as it is written, not only at the reveal."""
    if values is None:
        return
    state = state_of(log)
    if round_id.startswith(STORES):
        if state.stage == 5 and state.play is not None and round_id == stores_round(state) \
                and seat in state.active_players():
            check_plan(state, seat, values.get("plan"), values.get("stores"))
        return
    if not round_id.startswith(SECRET):
        return
    bid_within_cash(state, seat, round_id, int(values["bid"]))


def bid_within_cash(state: RolloutState, seat: str, round_id: str, bid: int) -> None:
    """A secret bid of `bid` per share by `seat` in the open round `round_id`, refused (RuleError) when its company
    cannot pay for the lot now (`_affordable`); nothing for another round or a seat not playing Stage 4."""
    lot = _lot_round(state, round_id)
    if lot is None or lot.secret_round != round_id or seat not in state.active_players():
        return
    _affordable(state, seat, lot, bid, "bid")


def reveal_secret_bids(log: Log, actor: str, rng: random.Random | None = None) -> tuple[Log, Event]:
    """Show the secret bids: the highest takes the shares, ties broken by a die."""
    require_banker(actor, "reveal the secret bids")
    lot = current_lot(state_of(log))
    if lot.secret_round is None:
        raise RuleError("No secret bids are being written now.")
    return bids.reveal(log, actor, lot.secret_round, rng)


def _lot_round(state: RolloutState, round_id: str) -> Lot | None:
    a = state.auction
    if state.stage != 4 or a is None or a.lot is None:
        return None
    return a.lot


def _opened(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    rid = d["round_id"]
    lot = _lot_round(state, rid)
    if not rid.startswith(SECRET) or lot is None or rid != secret_round(state, lot) or lot.bids:
        return state
    lot = lot.model_copy(update={"secret_round": rid})
    return state.model_copy(update={"auction": state.auction.model_copy(update={"lot": lot})})  # type: ignore[union-attr]


def _revealed(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    rid = d["round_id"]
    if rid.startswith(BUDGETS):
        return budgets_revealed(state, d)
    if rid.startswith(STORES):
        return plans_revealed(state, d)
    lot = _lot_round(state, rid)
    if lot is None or lot.secret_round != rid:
        return state
    winners = d["result"]["winners"]
    if winners:
        w = winners[0]
        price = next(e["values"]["bid"] for e in d["result"]["entries"] if e["seat"] == w)
        if w in state.active_players() and can_pay(state, state.company_of(w).name, price * lot.shares):
            return sold(state, w, price, price * lot.shares)
    # Interpretation: a winning secret bid its bidder can no longer pay leaves the shares unsold.
    return close_lot(state)


def _cancelled(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    lot = _lot_round(state, d["round_id"])
    if lot is None or lot.secret_round != d["round_id"]:
        return state
    return close_lot(state)
