"""What has been folded from one event log, kept on the log itself and stepped from an earlier log's."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from calculators.core.log import Event

MISSING = object()  # no value yet (None may be a value)


class _Memo:
    """What has been folded from one log (its game state, its board, its walk), filled on first use.

    It lives on the Log object itself, never in a module: a log is immutable, so a value folded from
    it never goes stale, and two threads folding the same log at once at worst both compute the same
    value. `prev` is the memo of the log this one was appended to and the event appended, so a value
    an earlier log already holds costs a step per event since, not a replay. The chain of memos is
    cut `MEMO_DEPTH` logs back, so a live table keeps a bounded number of old states."""

    __slots__ = ("events", "values", "prev")

    def __init__(self) -> None:
        self.events: tuple[Event, ...] | None = None
        self.values: dict[str, Any] = {}
        self.prev: tuple[_Memo, Event] | None = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Memo)  # what was folded never makes two logs differ

    __hash__ = None  # type: ignore[assignment]

    def __deepcopy__(self, memo: dict) -> _Memo:
        return _Memo()  # a copied log folds again from its own events

    def __reduce__(self) -> tuple[type[_Memo], tuple[()]]:
        return _Memo, ()  # a pickled log carries its events only


MEMO_DEPTH = 64  # how many logs back a value is looked for before the log is folded from its start


def _stepped(memo: _Memo, key: str, step: Callable[[Any, Event, tuple[Event, ...]], Any]) -> Any:
    """`key`'s value from the nearest earlier log that holds it, stepped over each event appended since
    (`step(value, event, events)`; MISSING when it cannot step, e.g. over an undo); else MISSING."""
    path: list[tuple[_Memo, Event]] = []
    node = memo
    value = node.values.get(key, MISSING)
    while value is MISSING:
        prev = node.prev
        if prev is None:
            return MISSING
        path.append((node, prev[1]))
        node = prev[0]
        value = node.values.get(key, MISSING)
    for child, ev in reversed(path):
        value = step(value, ev, child.events)  # type: ignore[arg-type]
        if value is MISSING:
            return MISSING
        child.values[key] = value
    return value
