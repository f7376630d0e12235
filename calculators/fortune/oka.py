"""The public purchase offer (ÖKA): the battle for a share package, decided by the two ÖKA dice."""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from calculators.core.dice import DiceRoll, binding_roll_data, roll, roll_for
from calculators.core.log import Event, Log, pinned_outcome
from calculators.fortune.checks import (
    commit, company_name, context, require_no_due, require_play, require_player_or_banker, sheet_of,
)
from calculators.fortune.tables import oka_dice, oka_highest_percent, oka_percent, parse_space
from calculators.fortune.texts import DM, physical_roll, refuse

Result = tuple[Log, Event]


def oka_terms(price: int, board) -> tuple[int, int]:
    """(what a failed offer costs the challenger, the highest price the dice can force) for a package."""
    fee = price * board.value("percentages")["oka_failed"] // 100
    return fee, max(0, price * oka_highest_percent(board) // 100)


def _dice(log: Log, key: str, board, values: Sequence[Any] | None, rng, challenger: str) -> tuple[DiceRoll, DiceRoll]:
    dark_die, light_die = oka_dice(board)
    kept = pinned_outcome(log, key, challenger)  # an ÖKA undone while it was another challenger's binds nothing
    if values is not None:
        if kept is not None:
            raise refuse("roll_pinned", field="values")
        if isinstance(values, (str, bytes)) or len(values) != 2:
            raise refuse("oka_two_dice", field="values")
        return (physical_roll(dark_die, [values[0]], "ÖKA: challenger"),
                physical_roll(light_die, [values[1]], "ÖKA: holder", first=1))
    dark = roll_for(log, key, dark_die, 1, "ÖKA: challenger", rng, challenger)
    light = DiceRoll.model_validate(kept["light"]) if kept and "light" in kept else None
    if light is None or light.die != light_die.name:
        light = roll(light_die, 1, "ÖKA: holder", rng)
    return dark, light


def challenge(log: Log, actor: str, challenger: str, values: Sequence[Any] | None = None,
              rng: random.Random | None = None) -> Result:
    """The ÖKA: the challenger, on a space of another player's share company, forces a roll of the two
    ÖKA dice (challenger dark, holder light). "ÖKA mißlingt" on either: the challenger pays the holder
    20 % of the purchase price. Otherwise plus and minus are added (+60 % and −20 % → +40 %) and the
    holder must sell for 140 % of the purchase price. A failed ÖKA may be repeated at once.

    The rulebook sets no condition on the challenger's cash and says nothing of a shortfall; the app's
    reading (interpretation): a price (or fee) he cannot pay becomes a forced payment like any other (End
    of the Game) — he may sell shares and bonds at 60 %, then pays or goes bankrupt; a forced sale's
    package changes hands when its price is paid. House rule
    "oka_cash_check": a challenger who could not pay the highest possible outcome is refused."""
    require_player_or_banker(actor, challenger)
    state, board = context(log)
    require_play(state)
    require_no_due(state)
    s = sheet_of(state, challenger, "challenger")
    if state.current != challenger or not state.landed:
        raise refuse("not_your_landing", field="challenger", player=challenger)
    company = parse_space(s.space, board).company
    held = state.holding(company) if company else None
    if held is None or held.owner == challenger:
        raise refuse("oka_nothing", field="challenger", player=challenger)
    fee, highest = oka_terms(held.price, board)
    if state.rule("oka_cash_check") and s.cash < max(fee, highest):
        raise refuse("oka_cannot_pay", field="challenger", player=challenger, cash=DM(s.cash),
                     amount=DM(max(fee, highest)), company=company_name(company))
    key = f"ÖKA #{state.okas + 1}"
    dark, light = _dice(log, key, board, values, rng, challenger)
    pd, pl = oka_percent(dark.labels[0]), oka_percent(light.labels[0])
    data = binding_roll_data(dark, key, light=light.model_dump(mode="json"), player=challenger,
                             challenger=challenger, holder=held.owner, company=company, oka=True)
    if pd is None or pl is None:
        data.update(outcome="failed", amount=fee)
        sale: list = []
    else:
        amount = max(0, held.price * (100 + pd + pl) // 100)
        data.update(outcome="sold", percent=100 + pd + pl, amount=amount)
        sale = [[company, challenger, held.price]]
    if s.cash >= data["amount"]:
        data.update(pay=[[challenger, held.owner, data["amount"]]], acquired=sale)
    else:  # a shortfall: owed like any forced payment; the package waits for its price
        data["due"] = {"debtor": challenger, "pay": [[held.owner, data["amount"]]], "reason": "oka",
                       "company": company if sale else None}
    return commit(log, state, board, "oka", actor, data, challenger)
