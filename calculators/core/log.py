"""Append-only event log: actions, undo and redo as events, replay as a fold.

Undo is linear: it takes back the table's last action in force; redo puts back the most
recently undone action while no new action has been recorded since. Nothing is ever
deleted, so the history screen still shows undone actions (see `undone_seqs`).

Binding outcomes: an action whose `data` holds a "binding_key" (a string naming the step,
e.g. "turn 3 / check the hex") records a dice roll or a reveal of sealed entries. Undoing
it is allowed, but when the step is done again the command must reuse the recorded
outcome (`recorded_outcome`) instead of rolling or collecting anew.
"""
from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any, NamedTuple, TypeVar

from pydantic import field_validator, model_validator

from calculators.core.model import Frozen, RuleError

UNDO = "undo"
REDO = "redo"
BINDING_KEY = "binding_key"

S = TypeVar("S")


def now_iso() -> str:
    """The current time as ISO-8601 UTC with milliseconds, e.g. `2026-05-09T07:35:25.123Z`."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Event(Frozen):
    """One entry of the log: an action, or an undo/redo naming its `target` action by seq."""

    seq: int
    kind: str
    actor: str
    at: str
    data: dict[str, Any] = {}
    on_behalf_of: str | None = None
    target: int | None = None
    undoable: bool = True

    @field_validator("seq")
    @classmethod
    def _seq_positive(cls, v: int) -> int:
        if v < 1:
            raise ValueError("seq counts from 1")
        return v

    @field_validator("kind", "actor")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("must not be empty")
        return v

    @field_validator("at")
    @classmethod
    def _iso_time(cls, v: str) -> str:
        datetime.fromisoformat(v)  # raises ValueError on anything but ISO-8601
        return v

    @model_validator(mode="after")
    def _target_iff_undo_redo(self) -> Event:
        if self.is_action == (self.target is not None):
            raise ValueError("undo and redo events, and only they, name a target")
        return self

    @property
    def is_action(self) -> bool:
        """True for an action, False for an undo or redo event."""
        return self.kind not in (UNDO, REDO)


class _Walk(NamedTuple):
    active: list[Event]
    redoable: list[int]
    undone: set[int]
    by_seq: dict[int, Event]


def _walk(events: tuple[Event, ...]) -> _Walk:
    """One linear pass: actions in force, the redo stack, the undone set; ValueError if inconsistent."""
    active: list[Event] = []
    redoable: list[int] = []
    undone: set[int] = set()
    by_seq: dict[int, Event] = {}
    for i, ev in enumerate(events, start=1):
        if ev.seq != i:
            raise ValueError(f"event {i} has seq {ev.seq}")
        by_seq[i] = ev
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
            active.append(by_seq[ev.target])
            undone.discard(ev.target)
    return _Walk(active, redoable, undone, by_seq)


class Log(Frozen):
    """The session's history; state is `replay(log, apply, initial)`."""

    events: tuple[Event, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> Log:
        _walk(self.events)
        return self


def _append(log: Log, ev: Event) -> Log:
    # `ev` was built against `log` by this module, so the whole log needs no re-check.
    return Log.model_construct(events=(*log.events, ev))


def record(
    log: Log,
    kind: str,
    actor: str,
    data: dict[str, Any] | None = None,
    *,
    at: str | None = None,
    on_behalf_of: str | None = None,
    undoable: bool = True,
) -> tuple[Log, Event]:
    """Append a new action (not "undo"/"redo"); it clears anything waiting to be redone."""
    if kind in (UNDO, REDO):
        raise RuleError(f"Use {kind}() to {kind}; it is not recorded as an action", field="kind")
    ev = Event(
        seq=len(log.events) + 1,
        kind=kind,
        actor=actor,
        at=at or now_iso(),
        data=dict(data or {}),
        on_behalf_of=on_behalf_of,
        undoable=undoable,
    )
    return _append(log, ev), ev


def _marker(log: Log, kind: str, actor: str, target: Event, at: str | None) -> tuple[Log, Event]:
    ev = Event(
        seq=len(log.events) + 1,
        kind=kind,
        actor=actor,
        at=at or now_iso(),
        data={"target_kind": target.kind},
        target=target.seq,
        undoable=False,  # an undo is taken back by redo, never by another undo
    )
    return _append(log, ev), ev


def undo(log: Log, actor: str, at: str | None = None) -> tuple[Log, Event]:
    """Take back the table's last action in force; RuleError("Nothing to undo") if none may be."""
    active = _walk(log.events).active
    if not active or not active[-1].undoable:
        raise RuleError("Nothing to undo")
    return _marker(log, UNDO, actor, active[-1], at)


def redo(log: Log, actor: str, at: str | None = None) -> tuple[Log, Event]:
    """Put back the most recently undone action if no action came since; else RuleError("Nothing to redo")."""
    w = _walk(log.events)
    if not w.redoable:
        raise RuleError("Nothing to redo")
    return _marker(log, REDO, actor, w.by_seq[w.redoable[-1]], at)


def can_undo(log: Log) -> bool:
    """True when `undo` would succeed."""
    active = _walk(log.events).active
    return bool(active) and active[-1].undoable


def can_redo(log: Log) -> bool:
    """True when `redo` would succeed."""
    return bool(_walk(log.events).redoable)


def active_actions(log: Log) -> list[Event]:
    """The actions in force, in the order they were first recorded."""
    return _walk(log.events).active


def undone_seqs(log: Log) -> set[int]:
    """Seqs of actions currently undone (the history screen shows them, marked undone)."""
    return _walk(log.events).undone


def replay(log: Log, apply: Callable[[S, Event], S], initial: S) -> S:
    """Fold `apply` over the actions in force, starting from `initial`."""
    state = initial
    for ev in _walk(log.events).active:
        state = apply(state, ev)
    return state


def recorded_outcome(log: Log, key: str) -> dict[str, Any] | None:
    """Data of the latest binding action for `key` if it is currently undone, else None.

    A command about to roll dice or reveal entries for `key` must reuse this outcome.
    """
    undone = _walk(log.events).undone
    for ev in reversed(log.events):
        if ev.is_action and ev.data.get(BINDING_KEY) == key:
            return dict(ev.data) if ev.seq in undone else None
    return None
