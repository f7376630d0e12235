"""Replaying a Rollout table: each event kind's effect, the state in force, and how commands record.

A command checks who acts and what the rulebook allows, then `commit`s: the event's effect is
applied to the state in force first (so a refusal raised there leaves the log unchanged), then
the event is recorded. `apply` replays exactly the same effect.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from calculators.core.actors import BANKER, seat_of
from calculators.core.log import Event, Log, active_actions, record
from calculators.core.model import RuleError
from calculators.core.snapshot import TABLE_CREATED, TABLE_IMPORTED
from calculators.rollout.state import RolloutState
from calculators.rollout.tables import board_values, tables_from

Effect = Callable[[RolloutState, dict[str, Any]], RolloutState]
EFFECTS: dict[str, Effect] = {}

_CACHE: OrderedDict[tuple[int, int], tuple[tuple[Event, ...], RolloutState]] = OrderedDict()
_CACHE_SIZE = 512


def effect(kind: str) -> Callable[[Effect], Effect]:
    """Register the effect of one event kind."""
    def deco(fn: Effect) -> Effect:
        EFFECTS[kind] = fn
        return fn
    return deco


def initial(log: Log) -> RolloutState:
    """The state a table starts from: its setup and board, or the state it was imported with."""
    if not log.events:
        raise RuleError("This table has no setup yet.")
    first = log.events[0]
    if first.kind not in (TABLE_CREATED, TABLE_IMPORTED):
        raise RuleError("A Rollout table starts with its setup.")
    data = first.data
    base = RolloutState(players=tuple(data["players"]), banker=data["banker"],
                        tables=tables_from(board_values(data)))
    if first.kind == TABLE_IMPORTED:
        from calculators.rollout.sharing import imported  # sharing folds with this module

        return imported(base, dict(data.get("state") or {}))
    return base


def apply(state: RolloutState, ev: Event) -> RolloutState:
    """The state after one action in force."""
    fn = EFFECTS.get(ev.kind)
    return fn(state, ev.data) if fn is not None else state


def _key(events: tuple[Event, ...]) -> tuple[int, int]:
    return len(events), id(events[-1])


def _cached(events: tuple[Event, ...]) -> RolloutState | None:
    hit = _CACHE.get(_key(events))
    if hit is None or len(hit[0]) != len(events) or any(a is not b for a, b in zip(hit[0], events)):
        return None
    _CACHE.move_to_end(_key(events))
    return hit[1]


def _remember(events: tuple[Event, ...], state: RolloutState) -> None:
    _CACHE[_key(events)] = (events, state)
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)


def state_of(log: Log) -> RolloutState:
    """The state in force: the start, then every action in force (cached, so commands stay quick)."""
    events = log.events
    if not events:
        return initial(log)
    hit = _cached(events)
    if hit is not None:
        return hit
    prev = _cached(events[:-1]) if len(events) > 1 and events[-1].is_action else None
    if prev is not None:
        state = apply(prev, events[-1])
    else:
        state = initial(log)
        for ev in active_actions(log)[1:]:
            state = apply(state, ev)
    _remember(events, state)
    return state


def commit(log: Log, actor: str, kind: str, data: dict[str, Any], **kw: Any) -> tuple[Log, Event]:
    """Apply `kind`'s effect to the state in force (RuleError leaves the log as it was), then record it."""
    after = EFFECTS[kind](state_of(log), data)
    new_log, ev = record(log, kind, actor, data, **kw)
    _remember(new_log.events, after)
    return new_log, ev


def require_turn_of(actor: str, player: str, what: str) -> None:
    """The banker acts for anyone; a seat acts only for itself; a watching host never acts."""
    if actor == BANKER:
        return
    seat = seat_of(actor)
    if seat is None:
        raise RuleError(f"Only the banker or {player} can {what}.")
    if seat != player:
        raise RuleError(f"Only {player} (or the banker) can {what}.")
