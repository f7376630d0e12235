"""How a table coming in stands to the same table saved here (companion/share/same_table.py), and the live table
brought up to date from a file of it further on (TableHub.catch_up)."""
from __future__ import annotations

import random

import pytest

from calculators.core.actors import BANKER
from calculators.core.model import RuleError
from calculators.core.tray import roll_tray
from companion.share import snapshot_of
from companion.share.same_table import APART, NEWER, OLDER, SAME, Standing, standing
from tests.support.sessions import new_world


def _played(world, *seeds: int):
    for seed in seeds:
        world.services.hub.act(world.sid, lambda log: roll_tray(log, BANKER, 2, "Table roll", rng=random.Random(seed)))
    return world.services.hub.get(world.sid).log.events


def test_two_histories_from_one_start_stand_by_their_events(tmp_path):
    world = new_world(tmp_path)
    events = _played(world, 1, 2, 4)
    assert standing("rollout", events, events) == Standing(SAME)
    assert standing("rollout", events, events[:2]) == Standing(OLDER, 2)
    assert standing("rollout", events[:2], events) == Standing(NEWER, 2, appends=True)
    other = _played(new_world(tmp_path / "b"), 1, 2, 4)  # created apart: another first event
    assert standing("rollout", events[:2] + other[2:3], events) == Standing(APART)


def test_a_code_stands_by_the_point_it_holds(tmp_path):
    world = new_world(tmp_path)
    _played(world, 1)
    early = snapshot_of(world.services.hub, world.sid).state
    events = _played(world, 2, 4)
    assert standing("rollout", events, state=snapshot_of(world.services.hub, world.sid).state) == Standing(SAME)
    assert standing("rollout", events, state=early) == Standing(OLDER, 2)
    assert standing("rollout", events, state={"last_roll": [6, 6]}) == Standing(APART)


def test_catch_up_appends_only_to_the_start_of_the_history(tmp_path):
    world = new_world(tmp_path)
    file_events = [e.model_dump(mode="json") for e in _played(world, 1, 2)]
    other = new_world(tmp_path / "b")
    sid = other.services.store.import_session({**other.services.store.meta(other.sid), "name": "Friday"},
                                              file_events[:1])
    assert other.services.hub.catch_up(sid, file_events) == 2
    assert other.services.store.load(sid).events == file_events
    # The table here moved on meanwhile: the file no longer continues it, and nothing is written.
    other.services.hub.act(sid, lambda log: roll_tray(log, BANKER, 2, "Table roll", rng=random.Random(5)))
    with pytest.raises(RuleError):
        other.services.hub.catch_up(sid, file_events + file_events[-1:])
    assert len(other.services.store.load(sid).events) == 4
