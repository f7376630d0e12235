"""The live-table hub: every action is on disk before it returns; a refused action changes nothing."""
import random

import pytest

from calculators.core.log import undo
from calculators.core.model import RuleError
from calculators.core.table import make_setup
from calculators.core.tray import last_roll, roll_tray
from companion.storage import Store
from companion.table import TableHub


@pytest.fixture
def hub(tmp_path):
    return TableHub(Store(tmp_path))


def setup():
    return make_setup("rollout", "Friday", ["Ann", "Bob"], "Bob")


def test_action_is_on_disk_before_it_returns(hub, tmp_path):
    sid = hub.create(setup())
    event = hub.act(sid, lambda log: roll_tray(log, "banker", 2, "Check", rng=random.Random(2)))
    stored = Store(tmp_path).load(sid)  # a second reader, as after a crash
    assert [e["seq"] for e in stored.events] == [1, 2]
    assert stored.events[-1]["data"]["faces"] == event.data["faces"]


def test_refused_action_changes_nothing(hub, tmp_path):
    sid = hub.create(setup())
    with pytest.raises(RuleError, match="Nothing to undo"):
        hub.act(sid, lambda log: undo(log, "banker"))
    assert len(hub.get(sid).log.events) == 1
    assert len(Store(tmp_path).load(sid).events) == 1


def test_reopened_table_replays_to_the_same_state(hub, tmp_path):
    sid = hub.create(setup())
    hub.act(sid, lambda log: roll_tray(log, "banker", 2, "Check", rng=random.Random(5)))
    before = hub.get(sid)
    again = TableHub(Store(tmp_path)).get(sid)
    assert again.setup == before.setup
    assert again.log == before.log
    assert last_roll(again.log) == last_roll(before.log)


def test_threads_acting_at_once_lose_nothing_and_double_nothing(hub, tmp_path):
    import threading

    sid = hub.create(setup())
    def worker(seed):
        for i in range(20):
            hub.act(sid, lambda log: roll_tray(log, "banker", 1, f"w{seed}", rng=random.Random(seed * 100 + i)))
    threads = [threading.Thread(target=worker, args=(n,)) for n in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    events = Store(tmp_path).load(sid).events
    assert [e["seq"] for e in events] == list(range(1, 122))


def test_an_event_whose_effect_fails_is_refused_and_nothing_is_saved(tmp_path):
    """Issue 13, item 2: check, apply the effect, check the invariants, then record. An event the command layer
    let through (here recorded raw) whose Owner's Choice effect fails — a correction for a seat "Zed" who is not
    at the table — is refused by the live table before anything is written."""
    from calculators.core.log import record

    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("owners-choice", "Friday", ["Ann", "Bob", "Cy"], "Bob"))
    with pytest.raises(RuleError):
        hub.act(sid, lambda log: record(log, "oc.cash_corrected", "banker", {"seat": "Zed", "amount": 5}))
    assert len(hub.get(sid).log.events) == 1
    assert len(Store(tmp_path).load(sid).events) == 1
    assert hub.get(sid).state is not None


def test_an_event_that_would_break_an_invariant_is_refused(tmp_path):
    """Roll and Rails: a sheet's $ never goes below zero (the ledger refuses); an event taking $10^30 is not saved."""
    from calculators.core.log import record

    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("roll-and-rails", "Friday", ["Ann", "Bob"], "Kim"))
    before = hub.get(sid).state
    with pytest.raises(RuleError):
        hub.act(sid, lambda log: record(log, "rails.money_taken", "banker",
                                        {"player": "Ann", "die": None, "specialist": None, "amount": -10**30}))
    assert hub.get(sid).state == before
    assert len(Store(tmp_path).load(sid).events) == 1


def test_the_live_table_holds_the_state_folded_once_per_action(hub):
    import calculators.rollout as ro

    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob", "Cy"], "Ann"))
    hub.act(sid, lambda log: ro.set_up(log, "banker", {"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca"},
                                       rng=random.Random(3)))
    snap = hub.get(sid)
    assert snap.state is ro.state_of(snap.log)  # the screens read the state the table folded
    assert snap.state == ro.state_of(type(snap.log)(events=snap.log.events))  # and it is the replay's
