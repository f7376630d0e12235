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

from collections.abc import Callable, Iterator
from datetime import datetime, timezone
from typing import Any, TypeVar

from pydantic import PrivateAttr, field_validator, model_validator

from calculators.core.log_memo import MEMO_DEPTH, MISSING, _Memo, _stepped
from calculators.core.log_walk import (
    REDO,
    UNDO,
    _backwards,
    _in_order,
    _step_walk,
    _Walk,
    _walk,
)
from calculators.core.model import Frozen, RuleError

BINDING_KEY = "binding_key"

S = TypeVar("S")
T = TypeVar("T")
_MISSING = MISSING


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


class Log(Frozen):
    """The session's history; state is `replay(log, apply, initial)`."""

    events: tuple[Event, ...] = ()
    _memo: _Memo = PrivateAttr(default_factory=_Memo)

    @model_validator(mode="after")
    def _consistent(self) -> Log:
        memo = _memo_of(self)
        memo.values["log.walk"] = _walk(self.events)
        return self


def _memo_of(log: Log) -> _Memo:
    """The log's memo, fresh if the one it holds was made for other events (a copied log)."""
    memo = log._memo
    if memo.events is not log.events:
        if memo.events is None:
            memo.events = log.events
        else:
            memo = _Memo()
            memo.events = log.events
            log._memo = memo
    return memo


def folded(log: Log, key: str, start: Callable[[Event], T], step: Callable[[T, Event], T], empty: Any = _MISSING) -> T:
    """A fold over the log's actions in force, computed once per log: `start(first event)`, then
    `step` over every later action in force. When the log extends an earlier one by actions (or
    redos) and that log's value is known, this costs a step per action; after an undo it folds again.
    A log without actions in force gives `empty` (RuleError if none is given).
    An exception from `start` or `step` passes through and nothing is remembered."""
    memo = _memo_of(log)
    value = memo.values.get(key, _MISSING)
    if value is not _MISSING:
        return value  # type: ignore[return-value]

    def one(v: Any, ev: Event, events: tuple[Event, ...]) -> Any:
        if ev.is_action:
            return step(v, ev)
        if ev.kind == REDO:
            return step(v, events[ev.target - 1])  # type: ignore[operator]
        return _MISSING  # an undo: fold again

    value = _stepped(memo, key, one)
    if value is _MISSING:
        active = _in_order(_walked(log).active)
        if not active:
            if empty is _MISSING:
                raise RuleError("This table has no setup yet.")
            return empty  # type: ignore[return-value]
        value = start(active[0])
        for ev in active[1:]:
            value = step(value, ev)  # type: ignore[arg-type]
    memo.values[key] = value
    return value  # type: ignore[return-value]


def cached(log: Log, key: str, compute: Callable[[], T]) -> T:
    """`compute()`, once per log (kept on the log, as `folded` keeps its values)."""
    memo = _memo_of(log)
    value = memo.values.get(key, _MISSING)
    if value is _MISSING:
        value = memo.values[key] = compute()
    return value  # type: ignore[return-value]


def remember(log: Log, key: str, value: Any) -> None:
    """Store a value already folded for `log` (the engine does, after applying the log's last action)."""
    _memo_of(log).values[key] = value


def _walked(log: Log) -> _Walk:
    """The log's walk (actions in force, redo stack, undone set), stepped from an earlier log's."""
    memo = _memo_of(log)
    w = memo.values.get("log.walk")
    if w is None:
        w = _stepped(memo, "log.walk", _step_walk)
        if w is _MISSING:
            w = _walk(log.events)
        memo.values["log.walk"] = w
    return w


def _append(log: Log, ev: Event) -> Log:
    # `ev` was built against `log` by this module, so the whole log needs no re-check.
    new = Log.model_construct(events=log.events + (ev,))  # one C-level copy: the only cost that grows with the log
    parent = _memo_of(log)
    _memo_of(new).prev = (parent, ev)
    node = parent  # cut the chain MEMO_DEPTH logs back: older states may be let go
    for _ in range(MEMO_DEPTH):
        if node.prev is None:
            break
        node = node.prev[0]
    else:
        node.prev = None
    return new


def make_event(
    log: Log,
    kind: str,
    actor: str,
    data: dict[str, Any] | None = None,
    *,
    at: str | None = None,
    on_behalf_of: str | None = None,
    undoable: bool = True,
) -> Event:
    """The next action of `log` (not "undo"/"redo"), not yet appended."""
    if kind in (UNDO, REDO):
        raise RuleError("Use {kind}() to {kind}; it is not recorded as an action", field="kind", kind=kind)
    return Event(
        seq=len(log.events) + 1,
        kind=kind,
        actor=actor,
        at=at or now_iso(),
        data=dict(data or {}),
        on_behalf_of=on_behalf_of,
        undoable=undoable,
    )


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
    ev = make_event(log, kind, actor, data, at=at, on_behalf_of=on_behalf_of, undoable=undoable)
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
    active = _walked(log).active
    if active is None or not active.last.undoable:
        raise RuleError("Nothing to undo")
    return _marker(log, UNDO, actor, active.last, at)


def redo(log: Log, actor: str, at: str | None = None) -> tuple[Log, Event]:
    """Put back the most recently undone action if no action came since; else RuleError("Nothing to redo")."""
    w = _walked(log)
    if not w.redoable:
        raise RuleError("Nothing to redo")
    return _marker(log, REDO, actor, log.events[w.redoable[-1] - 1], at)


def can_undo(log: Log) -> bool:
    """True when `undo` would succeed."""
    active = _walked(log).active
    return active is not None and active.last.undoable


def can_redo(log: Log) -> bool:
    """True when `redo` would succeed."""
    return bool(_walked(log).redoable)


def redo_count(log: Log) -> int:
    """How many undone actions Redo could put back now, one after the other."""
    return len(_walked(log).redoable)


def state_before(log: Log, event: Event, state_of: Callable[[Log], S]) -> S:
    """The state in force just before `event` of `log` was recorded, folded by `state_of` from the events before it:
    what an undo or redo changed is the state now against this one."""
    return state_of(Log.model_construct(events=log.events[:log.events.index(event)]))


def active_actions(log: Log) -> list[Event]:
    """The actions in force, in the order they were first recorded."""
    return _in_order(_walked(log).active)


def latest_action(log: Log, key: str, match: Callable[[Event], bool]) -> Event | None:
    """The latest action in force that `match`es (folded once per log under `key`, which names `match`)."""
    return folded(log, f"latest.{key}", lambda first: first if match(first) else None,
                  lambda last, ev: ev if match(ev) else last, empty=None)


def actions_backwards(log: Log) -> Iterator[Event]:
    """The actions in force from the latest back (stop early: it costs only what is read)."""
    return _backwards(_walked(log).active)


def undone_seqs(log: Log) -> set[int]:
    """Seqs of actions currently undone (the history screen shows them, marked undone)."""
    return set(_walked(log).undone)


def replay(log: Log, apply: Callable[[S, Event], S], initial: S) -> S:
    """Fold `apply` over the actions in force, starting from `initial`."""
    state = initial
    for ev in _in_order(_walked(log).active):
        state = apply(state, ev)
    return state


def recorded_outcome(log: Log, key: str) -> dict[str, Any] | None:
    """Data of the latest binding action for `key` if it is currently undone, else None.

    A command about to roll dice or reveal entries for `key` must reuse this outcome.
    """
    seq = latest_binding(log, key)
    if seq is None:
        return None
    return dict(log.events[seq - 1].data) if seq in _walked(log).undone else None


def typed_again(kept: dict[str, Any] | None) -> bool:
    """May real dice be typed in for a step whose roll `kept` (`recorded_outcome`) was undone? Yes when nothing is
    kept, or when the kept roll was itself typed in from the table's dice ("source": "physical", in its "roll" or at
    the top of its data): the dice on the table are the truth, and a mistyped entry is typed again (a Kasse who typed
    3 4 for the table's 4 4 and undid it was refused the 4 4). A roll the app made stays binding: typing other dice
    over it would throw it again."""
    if kept is None:
        return True
    roll = kept.get("roll")
    return (roll.get("source") if isinstance(roll, dict) else kept.get("source")) == "physical"


def pinned_outcome(log: Log, key: str, owner: str | None = None) -> dict[str, Any] | None:
    """The outcome binding step `key` must come back with (`recorded_outcome`), unless it was dice typed in
    (`typed_again`): a roll the app made and undone comes back as it was; typed dice are typed again or rolled
    afresh. None: nothing binds the step.

    `owner`: the player whose step it is now, for a step named by its count alone (Fortune's "move #12"). A roll
    undone while the step was another player's binds nothing for this one: an undo that also took back an earlier
    action (a bankruptcy) can hand the step to someone else, and a walk's Bob was given Carla's undone 5."""
    kept = recorded_outcome(log, key)
    if typed_again(kept) or (owner is not None and kept.get("player") != owner):
        return None
    return kept


def latest_binding(log: Log, key: str) -> int | None:
    """The seq of the latest action (in force or undone) recorded for binding key `key`, or None."""
    events = log.events
    found = None
    for seq in _bindings(log).get(key, ()):
        # The index is shared with the logs this one grew from and beside: check the seq is this log's.
        if seq <= len(events) and (found is None or seq > found):
            ev = events[seq - 1]
            if ev.is_action and ev.data.get(BINDING_KEY) == key:
                found = seq
    return found


def is_undone(log: Log, seq: int) -> bool:
    """True when action `seq` is currently undone."""
    return seq in _walked(log).undone


def _bindings(log: Log) -> dict[str, list[int]]:
    """The seqs recorded for each binding key: an index shared along a chain of logs (a log adds its own
    last event to its predecessor's index, so an action costs no copy); read it through `latest_binding`."""
    memo = _memo_of(log)
    found = memo.values.get("log.bindings")
    if found is None:
        found = _stepped(memo, "log.bindings", _step_bindings)
        if found is _MISSING:
            found = {}
            for ev in log.events:
                _step_bindings(found, ev, log.events)
        memo.values["log.bindings"] = found
    return found


def _step_bindings(found: dict[str, list[int]], ev: Event, events: tuple[Event, ...]) -> dict[str, list[int]]:
    key = ev.data.get(BINDING_KEY) if ev.is_action else None
    if isinstance(key, str):
        seqs = found.setdefault(key, [])
        if ev.seq not in seqs:
            seqs.append(ev.seq)
    return found
