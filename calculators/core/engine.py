"""The one path every action takes: check, apply the effect, check the game's invariants, record.

A game describes its fold once (`Fold`: where a table starts, the effect of one event, the
invariants that must hold after every action). `state(log)` is the state in force, folded once per
log and kept on the log itself (see `calculators.core.log.folded`), so a command that extends a
log costs one step of the fold, never a replay. `commit` is how a command records: the event's
effect is applied to the state in force and the invariants checked BEFORE the event is appended,
so an action the rules refuse, or whose effect fails, leaves the log as it was.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from calculators.core.log import Event, Log, folded, make_event, remember, _append
from calculators.core.model import RuleError

S = TypeVar("S")


@dataclass(frozen=True)
class Fold(Generic[S]):
    """A game's fold: its key in a log's memo, the state its first event sets up, one event's effect,
    and the invariants (a list of broken ones; empty when all hold)."""

    key: str
    start: Callable[[Event], S]
    apply: Callable[[S, Event], S]
    invariants: Callable[[S], list[str]] | None = None

    def state(self, log: Log) -> S:
        """The state in force after `log`."""
        return folded(log, self.key, self.start, self.apply)

    def checked(self, state: S, event: Event) -> S:
        """The state after `event`, or RuleError when the effect fails or breaks an invariant."""
        try:
            after = self.apply(state, event)
        except RuleError:
            raise
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
            # The detail stays in __cause__: an effect's message may name a number this seat may not see.
            raise RuleError("This action cannot be applied to the table as it stands; nothing was saved.") from exc
        broken = self.invariants(after) if self.invariants else []
        if broken:
            raise RuleError("This action would break the rules of the table: {broken}.", broken=broken)
        return after


def commit(log: Log, fold: Fold[Any], kind: str, actor: str, data: dict[str, Any] | None = None,
           **kw: Any) -> tuple[Log, Event]:
    """Apply `kind`'s effect to the state in force, check the invariants, then record it.

    RuleError (the effect failed, or an invariant would break) leaves `log` as it was."""
    before = fold.state(log)
    event = make_event(log, kind, actor, data, **kw)
    after = fold.checked(before, event)
    new_log = _append(log, event)
    remember(new_log, fold.key, after)
    return new_log, event
