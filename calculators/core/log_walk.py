"""The walk of an event log: which actions are in force, which may be redone, which are undone.

A persistent stack of the actions in force (pushing or popping one shares the rest), stepped one event at a
time or walked over a whole log; ValueError when an undo or redo names the wrong action. `log.py` keeps the
events and the memo; this is the one pass that gives undo and redo their meaning.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from calculators.core.log import Event

UNDO = "undo"
REDO = "redo"


class _Stack(NamedTuple):
    """The actions in force as a persistent stack: pushing or popping one shares the rest (no copy per action)."""

    last: Event
    rest: _Stack | None
    size: int


def _push(stack: _Stack | None, ev: Event) -> _Stack:
    return _Stack(ev, stack, 1 + (stack.size if stack else 0))


def _backwards(stack: _Stack | None) -> Iterator[Event]:
    while stack is not None:
        yield stack.last
        stack = stack.rest


def _in_order(stack: _Stack | None) -> list[Event]:
    out = list(_backwards(stack))
    out.reverse()
    return out


class _Walk(NamedTuple):
    active: _Stack | None
    redoable: tuple[int, ...]
    undone: frozenset[int]


def _step_walk(w: _Walk, ev: Event, events: tuple[Event, ...]) -> _Walk:
    """The walk after one more event; ValueError if it undoes or redoes the wrong action."""
    if ev.is_action:
        return _Walk(_push(w.active, ev), (), w.undone)  # a new action ends every chance to redo
    if ev.kind == UNDO:
        if w.active is None or w.active.last.seq != ev.target or not w.active.last.undoable:
            raise ValueError(f"event {ev.seq} undoes {ev.target}, which is not the last undoable action")
        return _Walk(w.active.rest, (*w.redoable, ev.target), w.undone | {ev.target})
    if not w.redoable or w.redoable[-1] != ev.target:
        raise ValueError(f"event {ev.seq} redoes {ev.target}, which is not the last undone action")
    return _Walk(_push(w.active, events[ev.target - 1]), w.redoable[:-1], w.undone - {ev.target})


def _walk(events: tuple[Event, ...]) -> _Walk:
    """One linear pass: actions in force, the redo stack, the undone set; ValueError if inconsistent."""
    active: list[Event] = []
    redoable: list[int] = []
    undone: set[int] = set()
    for i, ev in enumerate(events, start=1):
        if ev.seq != i:
            raise ValueError(f"event {i} has seq {ev.seq}")
        if ev.is_action:
            active.append(ev)
            redoable.clear()  # a new action ends every chance to redo
        elif ev.kind == UNDO:
            if not active or active[-1].seq != ev.target or not active[-1].undoable:
                raise ValueError(f"event {i} undoes {ev.target}, which is not the last undoable action")
            active.pop()
            redoable.append(ev.target)
            undone.add(ev.target)
        else:
            if not redoable or redoable[-1] != ev.target:
                raise ValueError(f"event {i} redoes {ev.target}, which is not the last undone action")
            redoable.pop()
            active.append(events[ev.target - 1])
            undone.discard(ev.target)
    stack = None
    for ev in active:
        stack = _push(stack, ev)
    return _Walk(stack, tuple(redoable), frozenset(undone))
