"""Rollout: each recorded kind of action and the command that makes it, for imports.

`check_import` (calculators/core/replay.py) re-runs each imported action with the command below,
with the event's actor and data, so the command's checks run again (whose Stage 1 or roll it is,
who may bid, the bid ladder), and requires the command to make the same event. Dice the app rolled
are re-made from their recorded faces. Every kind of action a Rollout command records is listed; only a
bankruptcy over a Stage 5 plan (its data holds no split of the Stores into kinds) keeps the fold's checks.
"""
from __future__ import annotations

from typing import Any

from calculators.core.log import Event, Log
from calculators.core.replay_commands import Remakes, binding_dice
from calculators.rollout.bankruptcy import BANKRUPT, ESTATE_SOLD, go_bankrupt, sell_estate_item
from calculators.rollout.corrections import CORRECTED, SHARES_CORRECTED, correct, correct_shares
from calculators.rollout.fold import state_of
from calculators.rollout.loans import BORROWED, REPAID, borrow, repay
from calculators.rollout.order_of_play import ENDED, STARTED, end_stage, start_stage
from calculators.rollout.setup import SET_UP, set_up
from calculators.rollout.stage1_pay import PAID, pay_stage1
from calculators.rollout.stage2_budgets import CARD_SHOWN, HEX_CHECKED, check_hex, show_card
from calculators.rollout.stage2_sales import PRICES, PROFITS, ROLLED, adjust_prices, collect_profits, roll_sales
from calculators.rollout.stage3_sell import SOLD_TO_BANK, TRADED, sell_shares, sell_to_bank
from calculators.rollout.stage4_buy import (
    BID, BID_STRUCK, CALLED, LOT_SOLD, LOT_UNSOLD, RAIDED, bid, pass_lot, raid, sell_lot, stock_call, strike_bid,
)
from calculators.rollout.stage5_stores import CARRIED, STORES_TRADED, carry_out_plan, trade_stores
from calculators.rollout.stage6_research import (
    CARDS_TRADED, METERS_TRADED, RESEARCHED, research, trade_cards, trade_gold_coast,
)
from calculators.rollout.takeover import TAKEN_OVER, take_over


def _ceo(log: Log, ev: Event) -> Any:
    """The player who runs the company the event names (Stage 1 and loans are recorded by company)."""
    return state_of(log).company(ev.data.get("company")).ceo


def _faces(log: Log, ev: Event) -> dict[str, Any]:
    roll = ev.data.get("roll")
    faces = roll.get("faces") if isinstance(roll, dict) else None
    how = binding_dice(log, ev, faces if isinstance(faces, list) else [], roll.get("source") if roll else None)
    return {"faces": how["values"]} if "values" in how else how


def _d(ev: Event, key: str) -> Any:
    return ev.data.get(key)


def _until(log: Log, ev: Event) -> dict[str, Any]:
    """A run of rolls up to the first that names a player (its data keeps no source): entered as faces."""
    rolls = ev.data.get("rolls")
    return binding_dice(log, ev, rolls if isinstance(rolls, list) else [], "physical") if rolls else {}


def _faces_of(how: dict[str, Any]) -> dict[str, Any]:
    return {"faces": how["values"]} if "values" in how else how


def _stage(log: Log, ev: Event):
    order = ev.data.get("order")
    return start_stage(log, ev.actor, order if isinstance(order, list) else [], **_faces_of(_until(log, ev)))


def _setup(log: Log, ev: Event):
    rolls = ev.data.get("rolls")
    return set_up(log, ev.actor, _d(ev, "companies"), rolls=rolls or None, chairman=_d(ev, "chairman"),
                  options=_d(ev, "options"))


def _corrected(log: Log, ev: Event):
    amount = {k: ev.data[k] for k in ("value", "delta") if k in ev.data}
    return correct(log, ev.actor, _ceo(log, ev), _d(ev, "field"), reason=_d(ev, "reason"), **amount)


def _bankrupt(log: Log, ev: Event):
    """Unpaid interest is re-made; a Stage 5 plan's bankruptcy records no split of its Stores into kinds
    (which the command needs to price them), so it keeps the fold's checks."""
    if ev.data.get("reason") == "stores":
        return None
    return go_bankrupt(log, ev.actor, _d(ev, "player"), _d(ev, "reason"))


def _carried(log: Log, ev: Event):
    kinds = ev.data.get("kinds")
    return carry_out_plan(log, ev.actor, _d(ev, "player"), **(kinds if isinstance(kinds, dict) else {}))


COMMANDS: Remakes = {
    PAID: lambda log, ev: pay_stage1(log, ev.actor, _ceo(log, ev), _d(ev, "remove_stores"), _d(ev, "pay_dividends")),
    HEX_CHECKED: lambda log, ev: check_hex(log, ev.actor, **_faces(log, ev)),
    CARD_SHOWN: lambda log, ev: show_card(log, ev.actor, _d(ev, "player"), _d(ev, "q"), _d(ev, "pay")),
    ROLLED: lambda log, ev: roll_sales(log, ev.actor, _d(ev, "player"), **_faces(log, ev)),
    PROFITS: lambda log, ev: collect_profits(log, ev.actor),
    PRICES: lambda log, ev: adjust_prices(log, ev.actor),
    SOLD_TO_BANK: lambda log, ev: sell_to_bank(log, ev.actor, _d(ev, "player"), _d(ev, "company"), _d(ev, "n")),
    BID: lambda log, ev: bid(log, ev.actor, _d(ev, "player"), _d(ev, "price")),
    LOT_SOLD: lambda log, ev: sell_lot(log, ev.actor),
    LOT_UNSOLD: lambda log, ev: pass_lot(log, ev.actor),
    CALLED: lambda log, ev: stock_call(log, ev.actor, _d(ev, "caller"), caller_pays_bid=False),  # saved before that rule
    RAIDED: lambda log, ev: raid(log, ev.actor, _d(ev, "player"), _d(ev, "company")),
    RESEARCHED: lambda log, ev: research(log, ev.actor, _d(ev, "player"), _d(ev, "product"), _d(ev, "turned")),
    BORROWED: lambda log, ev: borrow(log, ev.actor, _ceo(log, ev), _d(ev, "billions")),
    REPAID: lambda log, ev: repay(log, ev.actor, _ceo(log, ev), _d(ev, "billions")),
    ENDED: lambda log, ev: end_stage(log, ev.actor),
    STARTED: _stage,
    SET_UP: _setup,
    CORRECTED: _corrected,
    SHARES_CORRECTED: lambda log, ev: correct_shares(log, ev.actor, _d(ev, "company"), _d(ev, "giver"), _d(ev, "taker"),
                                                     _d(ev, "n"), reason=_d(ev, "reason")),
    BANKRUPT: _bankrupt,
    ESTATE_SOLD: lambda log, ev: sell_estate_item(log, ev.actor, _d(ev, "item"), _d(ev, "buyer"), _d(ev, "price")),
    TAKEN_OVER: lambda log, ev: take_over(log, ev.actor, _d(ev, "taker"), _d(ev, "company")),
    CARRIED: _carried,
    BID_STRUCK: lambda log, ev: strike_bid(log, ev.actor),
    TRADED: lambda log, ev: sell_shares(log, ev.actor, _d(ev, "seller"), _d(ev, "buyer"), _d(ev, "company"),
                                        _d(ev, "n"), _d(ev, "total")),
    STORES_TRADED: lambda log, ev: trade_stores(log, ev.actor, _d(ev, "seller"), _d(ev, "buyer"), _d(ev, "n"),
                                                _d(ev, "total")),
    CARDS_TRADED: lambda log, ev: trade_cards(log, ev.actor, _d(ev, "seller"), _d(ev, "buyer"), _d(ev, "product"),
                                              _d(ev, "n"), _d(ev, "total")),
    METERS_TRADED: lambda log, ev: trade_gold_coast(log, ev.actor, _d(ev, "seller"), _d(ev, "buyer"), _d(ev, "n"),
                                                    _d(ev, "total")),
}
