"""Rollout on the wire: the state codec's fold, a QR import, and the board edits that change a table."""
from __future__ import annotations

from typing import Any

from calculators.core.boards import edited_values
from calculators.core.log import Log
from calculators.core.snapshot import TABLE_CREATED, TABLE_IMPORTED, table_state
from calculators.rollout.codec_canon import from_canonical, to_canonical
from calculators.rollout.fold import state_of
from calculators.rollout.invariants import violations
from calculators.rollout.state import SETUP, RolloutState
from calculators.rollout.tables import tables_from


def shared_state(log: Log) -> dict[str, Any]:
    """The canonical state in force (a table still being set up is a plain table: its last roll)."""
    if not log.events or log.events[0].kind not in (TABLE_CREATED, TABLE_IMPORTED):
        return table_state(log)  # a bare log (no setup event) is a plain table
    state = state_of(log)
    return table_state(log) if state.stage == SETUP else to_canonical(state)


def imported(base: RolloutState, canon: dict[str, Any]) -> RolloutState:
    """The table an imported canonical state rebuilds; one that does not fit (or breaks an invariant) is not used."""
    if "last_roll" in canon:
        return base
    try:
        state = from_canonical(base, canon)
    except (ValueError, KeyError, TypeError, IndexError):
        return base
    return base if violations(state) else state



def _board_edited(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    old = state.tables
    new = tables_from({**old.model_dump(), **edited_values(d)})
    state = state.model_copy(update={"tables": new})
    if len(new.price_index) == len(old.price_index) and new.gold_coast_square == old.gold_coast_square:
        return state
    # A scale of another length: each price meter stays on its price (the square at or below it), each sales
    # meter on its square counted from Square One (no further than the Gold Coast).
    companies = tuple(c.model_copy(update={
        "price": new.square_at_or_below(old.price(c.price)) if len(new.price_index) != len(old.price_index)
        else c.price,
        "sales": min(c.sales, new.gold_coast_square)}) for c in state.companies)
    return state.model_copy(update={"companies": companies})
