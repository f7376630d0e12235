"""Fortune: each recorded kind of action and the command that makes it, for imports.

`check_import` (calculators/core/replay.py) re-runs each imported action with the command below,
with the event's actor and data, so the command's checks run again (whose turn it is to roll, who
has rolled and may land), and requires the command to make the same event. Dice the app rolled are
re-made from their recorded faces. Amounts the banker may type in (a loan's payout, a unit price, a
price per product) are passed as recorded: the command checks them as it checks a typed-in amount.
Every kind of action a Fortune command records is listed.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.core.replay_commands import Remakes, binding_dice, same_data
from calculators.fortune.cards import (
    card_payment, card_payment_all, correct_money, declare_bankrupt, note_economy_card, pay_due,
)
from calculators.fortune.finance import buy_bonds, buy_shares, sell_shares_back, sell_urgently, take_loan
from calculators.fortune.oka import challenge
from calculators.fortune.trade import assemble, buy_chips, claim_insurance, sell_products
from calculators.fortune.checks import context
from calculators.fortune.turns import land, roll_for_start, roll_move, set_up, time_up, use_service_chip


def _dice(log: Log, ev: Event) -> dict[str, Any]:
    roll = ev.data.get("roll")
    faces = roll.get("faces") if isinstance(roll, dict) else None
    return binding_dice(log, ev, faces if isinstance(faces, list) else [], roll.get("source") if roll else None,
                        ev.data.get("player"))  # a move's roller (the start's rolls name none)


def _set_up(log: Log, ev: Event):
    chosen = ev.data.get("companies")
    players = context(log)[0].players
    companies = dict(zip(players, chosen)) if isinstance(chosen, list) and len(chosen) == len(players) else chosen
    return set_up(log, ev.actor, companies, ev.data.get("minutes"), ev.data.get("house_rules", ()))


def _start(log: Log, ev: Event):
    how = _dice(log, ev)
    if "values" in how:  # typed in a pair per contender
        faces = how["values"]
        how = {"values": [faces[i:i + 2] for i in range(0, len(faces), 2)]}
    return roll_for_start(log, ev.actor, **how)


def _oka(log: Log, ev: Event):
    dark, light = ev.data.get("roll"), ev.data.get("light")
    faces = [r.get("faces", [None])[0] if isinstance(r, dict) and r.get("faces") else None for r in (dark, light)]
    how = binding_dice(log, ev, faces, dark.get("source") if isinstance(dark, dict) else None,
                       ev.data.get("challenger"))
    return challenge(log, ev.actor, ev.data.get("challenger"), **how)


def _d(ev: Event, key: str, default: Any = None) -> Any:
    return ev.data.get(key, default)


def _typed(make: Callable[..., Any], ev: Event, *keys: str):
    """A command where the banker may type in an amount instead of the board's: the board's amount when it
    gives the recorded event, else the recorded amounts as typed in (the command checks them as such)."""
    try:
        made = make()
    except RuleError:  # the board gives no amount here: only a typed-in one can have made it
        made = None
    if made is not None and same_data(made[1], ev):
        return made
    return make(**{k: ev.data.get(k) for k in keys})


COMMANDS: Remakes = {
    "fortune.set_up": _set_up,
    "fortune.start_rolled": _start,
    "fortune.rolled": lambda log, ev: roll_move(log, ev.actor, ev.data.get("player"), ev.data.get("dice"),
                                                **_dice(log, ev)),
    "fortune.landed": lambda log, ev: land(log, ev.actor, ev.data.get("player"), ev.data.get("space"),
                                           ev.data.get("passed_start", False)),
    "fortune.chip_used": lambda log, ev: use_service_chip(log, ev.actor, _d(ev, "player"), _d(ev, "chip")),
    "fortune.time_up": lambda log, ev: time_up(log, ev.actor, early=ev.data.get("early", False)),
    "fortune.economy_card": lambda log, ev: note_economy_card(log, ev.actor, _d(ev, "text")),
    "fortune.card_payment_all": lambda log, ev: card_payment_all(log, ev.actor, _d(ev, "to_each"), _d(ev, "amount"),
                                                                 _d(ev, "reason"), _d(ev, "card"), _d(ev, "player")),
    "fortune.card_payment": lambda log, ev: card_payment(log, ev.actor, _d(ev, "payer"), _d(ev, "payee"),
                                                         _d(ev, "amount"), _d(ev, "reason"), _d(ev, "card")),
    "fortune.money_corrected": lambda log, ev: correct_money(log, ev.actor, _d(ev, "payer"), _d(ev, "payee"),
                                                             _d(ev, "amount"), _d(ev, "reason")),
    "fortune.due_paid": lambda log, ev: pay_due(log, ev.actor),
    "fortune.bankrupt": lambda log, ev: declare_bankrupt(log, ev.actor, _d(ev, "player")),
    "fortune.loan_taken": lambda log, ev: _typed(partial(take_loan, log, ev.actor, _d(ev, "player")), ev,
                                                 "payout", "interest"),
    "fortune.bonds_bought": lambda log, ev: buy_bonds(log, ev.actor, _d(ev, "player"), _d(ev, "n")),
    "fortune.shares_bought": lambda log, ev: buy_shares(log, ev.actor, _d(ev, "player")),
    "fortune.shares_sold_back": lambda log, ev: sell_shares_back(log, ev.actor, _d(ev, "player")),
    "fortune.urgent_sale": lambda log, ev: sell_urgently(log, ev.actor, _d(ev, "player"), _d(ev, "companies", ()),
                                                         _d(ev, "bonds", 0)),
    "fortune.oka": _oka,
    "fortune.chips_bought": lambda log, ev: _typed(partial(buy_chips, log, ev.actor, _d(ev, "player"), _d(ev, "chip"),
                                                           _d(ev, "n")), ev, "unit_price"),
    "fortune.assembled": lambda log, ev: assemble(log, ev.actor, _d(ev, "player"), _d(ev, "n")),
    "fortune.products_sold": lambda log, ev: _typed(partial(sell_products, log, ev.actor, _d(ev, "player")), ev,
                                                    "price_each"),
    "fortune.insurance_claimed": lambda log, ev: claim_insurance(log, ev.actor, _d(ev, "player")),
}
