"""The one engine path (issue 13, item 2): check, apply the effect, check the invariants, then record; the one
money mover; the folded state kept on the log (item 3)."""
from __future__ import annotations

import copy
import pickle

import pytest

from calculators.core.engine import Fold, commit
from calculators.core.ledger import Overdrawn, move
from calculators.core.log import MEMO_DEPTH, Event, Log, folded, record, redo, undo
from calculators.core.model import RuleError


def counter_fold(invariants=None) -> Fold:
    """A toy game: its state is the sum of the events' `n`; an event without `n` makes its effect fail."""
    return Fold("toy", lambda first: 0, lambda total, ev: total + ev.data["n"] if ev.kind == "add" else total,
                invariants)


def started() -> Log:
    return record(Log(), "table.created", "host", {}, undoable=False)[0]


def test_commit_applies_the_effect_then_records_it():
    fold = counter_fold()
    log, ev = commit(started(), fold, "add", "banker", {"n": 2})
    log, ev = commit(log, fold, "add", "banker", {"n": 3})
    assert ev.seq == 3 and fold.state(log) == 5
    assert fold.state(Log(events=log.events)) == 5  # the same as a log read afresh


def test_an_effect_that_fails_records_nothing():
    """Issue 13: "an action that is refused or whose effect fails records nothing"."""
    fold = counter_fold()
    log = started()
    with pytest.raises(RuleError, match="nothing was saved"):
        commit(log, fold, "add", "banker", {})  # KeyError inside the effect
    assert len(log.events) == 1


def test_an_action_that_would_break_an_invariant_records_nothing():
    fold = counter_fold(lambda total: ["the total went below zero"] if total < 0 else [])
    log, _ = commit(started(), fold, "add", "banker", {"n": 1})
    with pytest.raises(RuleError, match="below zero"):
        commit(log, fold, "add", "banker", {"n": -2})
    assert fold.state(log) == 1 and len(log.events) == 2


def test_undo_and_redo_fold_to_what_a_fresh_replay_gives():
    fold = counter_fold()
    log = started()
    for n in (1, 10, 100):
        log, _ = commit(log, fold, "add", "banker", {"n": n})
    undone, _ = undo(log, "banker")
    assert fold.state(undone) == 11
    again, _ = redo(undone, "banker")
    assert fold.state(again) == 111 == fold.state(Log(events=again.events))


def test_a_value_is_stepped_from_an_earlier_log_not_replayed():
    calls = []

    def step(total, ev):
        calls.append(ev.seq)
        return total + ev.data.get("n", 0)
    log = started()
    for n in range(5):
        log, _ = record(log, "add", "banker", {"n": n})
    assert folded(log, "count", lambda first: 0, step) == 10
    calls.clear()
    for n in range(3):
        log, _ = record(log, "add", "banker", {"n": 1})  # three actions with nothing folded in between
    assert folded(log, "count", lambda first: 0, step) == 13
    assert calls == [7, 8, 9]  # only the three new actions were applied


def test_old_states_are_let_go_past_the_memo_depth():
    log = started()
    first = log
    folded(first, "count", lambda e: 0, lambda t, e: t + 1)
    for _ in range(MEMO_DEPTH + 5):
        log, _ = record(log, "add", "banker", {})
    calls = []
    assert folded(log, "count", lambda e: calls.append(e) or 0, lambda t, e: t + 1) == MEMO_DEPTH + 5
    assert calls  # folded from the start: the chain back to `first` was cut


def test_a_copied_or_pickled_log_folds_from_its_own_events():
    fold = counter_fold()
    log, _ = commit(started(), fold, "add", "banker", {"n": 4})
    for other in (copy.deepcopy(log), pickle.loads(pickle.dumps(log)), log.model_copy()):
        assert other == log and fold.state(other) == 4
    shorter = log.model_copy(update={"events": log.events[:1]})
    assert fold.state(shorter) == 0  # a copy with other events never reads the original's state


def test_the_money_mover_conserves_money_and_only_the_bank_may_owe():
    accounts = {"bank": 0, "Ann": 100, "Bob": 0}
    after = move(accounts, "Ann", "Bob", 60)
    assert after == {"bank": 0, "Ann": 40, "Bob": 60} and accounts["Ann"] == 100
    after = move(after, "bank", "Bob", 500, unlimited=("bank",))
    assert after["bank"] == -500 and sum(after.values()) == sum(accounts.values())
    with pytest.raises(Overdrawn):
        move(after, "Ann", "Bob", 41, unlimited=("bank",))
    for bad in (-1, 1.5, True, "5"):
        with pytest.raises(ValueError):
            move(after, "Ann", "Bob", bad)
    assert move(after, "Ann", "Ann", 1000) == after  # to oneself: nothing moves, nothing is refused


def test_event_of_a_replayed_log_is_the_recorded_one():
    log, ev = commit(started(), counter_fold(), "add", "banker", {"n": 7})
    assert Event.model_validate(ev.model_dump(mode="json")) == log.events[-1]
