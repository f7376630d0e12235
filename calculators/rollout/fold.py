"""Replaying a Rollout table: each event kind's effect, the state in force, and how commands record.

A command checks who acts and what the rulebook allows, then `commit`s through the one engine path
(`calculators.core.engine`): the event's effect is applied to the state in force and the invariants
checked first (so a refusal raised there leaves the log unchanged), then the event is recorded.
`apply` replays exactly the same effect, looked up in the explicit table of `effects.py`. The state
is folded once per log and kept on the log.
"""
from __future__ import annotations

from typing import Any

from calculators.core import engine
from calculators.core.actors import may_act_for, seat_of
from calculators.core.log import Event, Log
from calculators.core.model import RuleError, Term
from calculators.core.snapshot import TABLE_CREATED, TABLE_IMPORTED
from calculators.rollout.invariants import violations
from calculators.rollout.state import RolloutState
from calculators.rollout.tables import board_values, tables_from


def start(first: Event) -> RolloutState:
    """The state a table's first event sets up: its setup and board, or the state it was imported with."""
    if first.kind not in (TABLE_CREATED, TABLE_IMPORTED):
        raise RuleError("A Rollout table starts with its setup.")
    data = first.data
    base = RolloutState(players=tuple(data["players"]), banker=data["banker"],
                        tables=tables_from(board_values(data)))
    if first.kind == TABLE_IMPORTED:
        from calculators.rollout.codec_fold import imported  # codec_fold folds with this module

        return imported(base, dict(data.get("state") or {}))
    return base


def initial(log: Log) -> RolloutState:
    """The state a table starts from: its setup and board, or the state it was imported with."""
    if not log.events:
        raise RuleError("This table has no setup yet.")
    return start(log.events[0])


def apply(state: RolloutState, ev: Event) -> RolloutState:
    """The state after one action in force: its kind's effect in the explicit table (`effects.py`)."""
    # Imported here, not at the top: the table imports the topic files, whose commands record through this module.
    from calculators.rollout.effects import EFFECTS

    fn = EFFECTS.get(ev.kind)
    return fn(state, ev.data) if fn is not None else state


FOLD = engine.Fold("rollout", start, apply, violations)


def state_of(log: Log) -> RolloutState:
    """The state in force: the start, then every action in force (folded once per log)."""
    if not log.events:
        raise RuleError("This table has no setup yet.")
    return FOLD.state(log)


def commit(log: Log, actor: str, kind: str, data: dict[str, Any], **kw: Any) -> tuple[Log, Event]:
    """Apply `kind`'s effect to the state in force and check the invariants (RuleError leaves the log
    as it was), then record it. A payment refused for short cash names no amount to an actor who may not
    see that cash."""
    from calculators.rollout.ledger import CashShort

    try:
        return engine.commit(log, FOLD, kind, actor, data, **kw)
    except CashShort as err:
        raise err.told_to(state_of(log), actor) from None


def require_turn_of(actor: str, player: str, what: str) -> None:
    """The banker acts for anyone; a seat acts only for itself; a watching host never acts. `what` is a literal
    infinitive phrase at each call (the catalog extracts it: RULE_KEYWORDS), shown in the reader's language."""
    if may_act_for(actor, player):
        return
    seat = seat_of(actor)
    if seat is None:
        raise RuleError("Only the banker or {player} can {what}.", player=player, what=Term(what))
    if seat != player:
        raise RuleError("Only {player} (or the banker) can {what}.", player=player, what=Term(what))
