"""Rollout laws under random play: refusals change nothing, invariants always hold, undo then redo is the
identity, replaying the stored events gives the live table, and the state packs and unpacks unchanged."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import calculators.rollout as ro
from calculators.core.actors import redo_last, undo_last
from calculators.core.log import Event, Log, can_undo
from calculators.core.model import RuleError
from calculators.rollout.codec import pack, unpack
from calculators.rollout.invariants import violations
from tests.support.rollout import B
from tests.support.rollout.fuzz import PLAYERS, _set_up, candidates, run


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.integers(100, 400))
def test_random_play_keeps_every_law(seed, steps):
    r = random.Random(seed)
    log = _set_up(r)
    done = 0
    for _ in range(steps):
        before = log
        state = ro.state_of(log)
        item = r.choice(candidates(log, r))
        try:
            log, _ = run(log, item)
        except RuleError:
            assert log is before and ro.state_of(log) == state
            continue
        done += 1
        after = ro.state_of(log)
        assert not violations(after), (item, violations(after))
        canon = ro.shared_state(log)
        assert unpack(pack(canon)) == canon
        if can_undo(log) and r.random() < 0.3:
            undone = undo_last(log, B)[0]
            assert ro.state_of(undone) == state
            log = redo_last(undone, B)[0]
            assert ro.state_of(log) == after
        if ro.is_over(after):
            break
    stored = Log(events=tuple(Event.model_validate(e.model_dump(mode="json")) for e in log.events))
    assert ro.state_of(stored) == ro.state_of(log)
    over = ro.is_over(ro.state_of(log))
    for viewer in (*PLAYERS, None):
        view = ro.view_for(ro.state_of(log), viewer)
        if viewer and not view.options.cash_open and not over:
            assert all(c.cash is None for c in view.companies if c.ceo != viewer)
        if over:  # Cash Out: every share value is told, and every company's cash with it
            assert all(c.cash is not None for c in view.companies)



