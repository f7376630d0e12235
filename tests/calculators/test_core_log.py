"""The event log: actions, undo and redo as events, binding outcomes."""
import time
from datetime import datetime

import pytest
from pydantic import ValidationError

from calculators.core.log import (
    Event,
    Log,
    active_actions,
    can_redo,
    can_undo,
    record,
    recorded_outcome,
    redo,
    replay,
    undo,
    undone_seqs,
)
from calculators.core.model import RuleError

T0 = "2026-01-01T00:00:00Z"


def seqs(events):
    return [e.seq for e in events]


def started():
    log, _ = record(Log(), "table.created", "host", {"name": "Friday"}, at=T0, undoable=False)
    return log


def test_record_appends_numbered_events():
    log = started()
    log, ev = record(log, "money.paid", "banker", {"amount": 500}, at=T0, on_behalf_of="seat:Ann")
    assert ev.seq == 2 and ev.kind == "money.paid" and ev.actor == "banker"
    assert ev.on_behalf_of == "seat:Ann" and ev.data == {"amount": 500} and ev.target is None
    assert log.events[-1] == ev and len(log.events) == 2


def test_record_defaults_to_now_in_utc():
    _, ev = record(Log(), "x", "host")
    assert datetime.fromisoformat(ev.at).utcoffset().total_seconds() == 0


def test_record_refuses_undo_and_redo_kinds():
    for kind in ("undo", "redo"):
        with pytest.raises(RuleError):
            record(Log(), kind, "host")


def test_undo_redo_are_events_and_history_stays():
    log = started()
    log, a = record(log, "a", "host", at=T0)
    log, b = record(log, "b", "host", at=T0)
    log, u = undo(log, "seat:Ann", at=T0)
    assert (u.kind, u.target, u.actor, u.seq) == ("undo", b.seq, "seat:Ann", 4)
    assert seqs(active_actions(log)) == [1, 2]
    assert undone_seqs(log) == {3}
    assert len(log.events) == 4  # undone action still in the history
    log, r = redo(log, "host", at=T0)
    assert (r.kind, r.target) == ("redo", b.seq)
    assert seqs(active_actions(log)) == [1, 2, 3]
    assert undone_seqs(log) == set()


def test_undo_several_then_redo_in_reverse_order():
    log = started()
    for k in "abc":
        log, _ = record(log, k, "host", at=T0)
    for _ in range(3):
        log, _ = undo(log, "host", at=T0)
    assert seqs(active_actions(log)) == [1]
    assert undone_seqs(log) == {2, 3, 4}
    log, r = redo(log, "host", at=T0)
    assert r.target == 2
    log, r = redo(log, "host", at=T0)
    assert r.target == 3
    assert seqs(active_actions(log)) == [1, 2, 3]


def test_new_action_clears_redo_and_undone_stays_undone():
    log = started()
    log, _ = record(log, "a", "host", at=T0)
    log, _ = undo(log, "host", at=T0)
    assert can_redo(log)
    log, c = record(log, "c", "host", at=T0)
    assert not can_redo(log)
    with pytest.raises(RuleError, match="Nothing to redo"):
        redo(log, "host", at=T0)
    assert undone_seqs(log) == {2}
    assert seqs(active_actions(log)) == [1, c.seq]


def test_nothing_to_undo_past_setup_or_on_empty_log():
    with pytest.raises(RuleError, match="Nothing to undo"):
        undo(Log(), "host")
    log = started()
    assert not can_undo(log)
    with pytest.raises(RuleError, match="Nothing to undo"):
        undo(log, "host")
    log, _ = record(log, "a", "host", at=T0)
    assert can_undo(log)
    log, _ = undo(log, "host", at=T0)
    with pytest.raises(RuleError, match="Nothing to undo"):
        undo(log, "host")


def test_nothing_to_redo_when_nothing_undone():
    log = started()
    assert not can_redo(log)
    with pytest.raises(RuleError, match="Nothing to redo"):
        redo(log, "host")


def test_replay_folds_actions_in_force():
    log = started()
    for n in (1, 2, 3):
        log, _ = record(log, "add", "host", {"n": n}, at=T0)
    log, _ = undo(log, "host", at=T0)

    def apply(total, ev):
        return total + ev.data.get("n", 0)

    assert replay(log, apply, 0) == 3


def test_recorded_outcome_only_while_the_binding_action_is_undone():
    key = "turn 3 / check the hex"
    log = started()
    assert recorded_outcome(log, key) is None
    log, _ = record(log, "hex.checked", "host", {"binding_key": key, "faces": [4]}, at=T0)
    assert recorded_outcome(log, key) is None  # in force: nothing to reuse
    log, _ = record(log, "shares.bought", "host", {"n": 2}, at=T0)
    log, _ = undo(log, "host", at=T0)
    assert recorded_outcome(log, key) is None
    log, _ = undo(log, "host", at=T0)
    assert recorded_outcome(log, key) == {"binding_key": key, "faces": [4]}
    # a new, unrelated action does not forget the outcome
    log, _ = record(log, "note", "host", at=T0)
    assert recorded_outcome(log, key) == {"binding_key": key, "faces": [4]}
    assert recorded_outcome(log, "another step") is None
    # doing the step again puts an outcome in force once more
    log, _ = record(log, "hex.checked", "host", {"binding_key": key, "faces": [4]}, at=T0)
    assert recorded_outcome(log, key) is None


def test_log_built_from_stored_events_is_checked():
    log = started()
    log, _ = record(log, "a", "host", at=T0)
    log, _ = undo(log, "host", at=T0)
    assert Log.model_validate(log.model_dump(mode="json")) == log
    bad_seq = [e.model_dump() for e in log.events]
    bad_seq[1]["seq"] = 5
    with pytest.raises(ValidationError):
        Log.model_validate({"events": bad_seq})
    wrong_target = [e.model_dump() for e in log.events]
    wrong_target[2]["target"] = 1  # table.created cannot be undone
    with pytest.raises(ValidationError):
        Log.model_validate({"events": wrong_target})
    dangling_redo = [*wrong_target[:2], {**wrong_target[2], "kind": "redo", "target": 2}]
    with pytest.raises(ValidationError):
        Log.model_validate({"events": dangling_redo})


def test_event_model_rules():
    with pytest.raises(ValidationError):
        Event(seq=1, kind="undo", actor="host", at=T0)  # undo needs a target
    with pytest.raises(ValidationError):
        Event(seq=1, kind="a", actor="host", at=T0, target=1)
    with pytest.raises(ValidationError):
        Event(seq=0, kind="a", actor="host", at=T0)
    with pytest.raises(ValidationError):
        Event(seq=1, kind="a", actor="", at=T0)
    with pytest.raises(ValidationError):
        Event(seq=1, kind="a", actor="host", at="yesterday")
    with pytest.raises(ValidationError):
        Event(seq=1, kind="a", actor="host", at=T0, colour="red")


def test_a_long_game_with_many_undos_keeps_every_action():
    # Speed is the storage benchmark's business (benchmarks/storage.py), not a timed assertion here.
    log = started()
    for i in range(3000):
        log, _ = record(log, "a", "host", {"i": i}, at=T0)
        if i % 3 == 0:
            log, _ = undo(log, "host", at=T0)
            log, _ = redo(log, "host", at=T0)
    assert len(active_actions(log)) == 3001
    assert undone_seqs(log) == set()


def test_state_before_is_the_fold_of_the_events_before_an_undo_or_redo():
    # What an undo changed back: the state now against the state just before the undo was recorded.
    from calculators.core.log import state_before

    def paid(log):
        return replay(log, lambda total, e: total + e.data.get("amount", 0), 0)

    log, _ = record(started(), "money.paid", "banker", {"amount": 500}, at=T0)
    log, _ = record(log, "money.paid", "banker", {"amount": 30}, at=T0)
    log, marker = undo(log, "banker", at=T0)
    assert state_before(log, marker, paid) == 530 and paid(log) == 500
    log, _ = record(log, "money.paid", "banker", {"amount": 7}, at=T0)
    assert state_before(log, marker, paid) == 530  # the undo's "before" stays what it was, whatever came after
    log, _ = undo(log, "banker", at=T0)
    log, again = redo(log, "banker", at=T0)
    assert state_before(log, again, paid) == 500 and paid(log) == 507
    assert state_before(log, log.events[0], paid) == 0  # before the first event: the fold's start
