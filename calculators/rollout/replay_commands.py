"""Rollout: each recorded kind of action and the command that makes it, for imports.

`check_import` (calculators/core/replay.py) re-runs each imported action with the command below,
with the event's actor and data, so the command's checks run again (whose Stage 1 or roll it is,
who may bid, the bid ladder), and requires the command to make the same event. Dice the app rolled
are re-made from their recorded faces. Kinds not listed (the setup, a stage's start with its
order-of-play roll, corrections, bankruptcy, takeovers, Stage 5 plans, trades) keep the fold's checks.
"""
from __future__ import annotations

from typing import Any

from calculators.core.log import Event, Log
from calculators.core.replay_commands import Remakes, binding_dice
from calculators.rollout.fold import state_of
from calculators.rollout.loans import BORROWED, REPAID, borrow, repay
from calculators.rollout.order_of_play import ENDED, end_stage
from calculators.rollout.stage1_pay import PAID, pay_stage1
from calculators.rollout.stage2_budgets import CARD_SHOWN, HEX_CHECKED, check_hex, show_card
from calculators.rollout.stage2_sales import PRICES, PROFITS, ROLLED, adjust_prices, collect_profits, roll_sales
from calculators.rollout.stage3_sell import SOLD_TO_BANK, sell_to_bank
from calculators.rollout.stage4_buy import (
    BID, CALLED, LOT_SOLD, LOT_UNSOLD, RAIDED, bid, pass_lot, raid, sell_lot, stock_call,
)
from calculators.rollout.stage6_research import RESEARCHED, research


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
    CALLED: lambda log, ev: stock_call(log, ev.actor, _d(ev, "caller")),
    RAIDED: lambda log, ev: raid(log, ev.actor, _d(ev, "player"), _d(ev, "company")),
    RESEARCHED: lambda log, ev: research(log, ev.actor, _d(ev, "player"), _d(ev, "product"), _d(ev, "turned")),
    BORROWED: lambda log, ev: borrow(log, ev.actor, _ceo(log, ev), _d(ev, "billions")),
    REPAID: lambda log, ev: repay(log, ev.actor, _ceo(log, ev), _d(ev, "billions")),
    ENDED: lambda log, ev: end_stage(log, ev.actor),
}
