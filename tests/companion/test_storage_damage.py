"""Storage: a damaged table is set aside whole, with a message, and never overwritten; the others still load."""
from __future__ import annotations

import json
import os
import re

import pytest

from companion.storage import (
    SEGMENT_SIZE,
    SessionNotFound,
    SessionSetAside,
    Store,
)
from companion.storage.set_aside import NOTE
from tests.support.storage import ev, folder, make, seg, snapshot


# -- damage -----------------------------------------------------------------------------------


def truncate_closed_segment(store, sid):
    path = seg(store, sid, 0)
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def truncate_open_segment(store, sid):
    path = seg(store, sid, 2)
    path.write_bytes(path.read_bytes()[:-3])


def garbage_open_segment(store, sid):
    seg(store, sid, 2).write_bytes(os.urandom(300))


def garbage_session_json(store, sid):
    (folder(store, sid) / "session.json").write_bytes(b"\x00\xff{{garbage")


def empty_session_json(store, sid):
    (folder(store, sid) / "session.json").write_bytes(b"")


def missing_session_json(store, sid):
    (folder(store, sid) / "session.json").unlink()


def missing_middle_segment(store, sid):
    seg(store, sid, 1).unlink()


def missing_first_segment(store, sid):
    seg(store, sid, 0).unlink()


def edit_segment(store, sid, index, change):
    path = seg(store, sid, index)
    data = json.loads(path.read_text())
    change(data["events"])
    path.write_text(json.dumps(data))


def seq_gap(store, sid):
    edit_segment(store, sid, 1, lambda events: events.pop("300"))


def seq_gap_in_open_segment(store, sid):
    edit_segment(store, sid, 2, lambda events: events.pop("520"))


def seq_mismatch(store, sid):
    edit_segment(store, sid, 1, lambda events: events["300"].update(seq=301))


def seq_as_string(store, sid):
    edit_segment(store, sid, 0, lambda events: events["7"].update(seq="7"))


def event_not_a_dict(store, sid):
    edit_segment(store, sid, 2, lambda events: events.update({"515": [515]}))


def segment_wrong_shape(store, sid):
    seg(store, sid, 1).write_text(json.dumps([1, 2, 3]))


def session_json_wrong_types(store, sid):
    path = folder(store, sid) / "session.json"
    data = json.loads(path.read_text())
    data["session"]["1"]["created"] = 12
    path.write_text(json.dumps(data))


def session_json_other_id(store, sid):
    path = folder(store, sid) / "session.json"
    data = json.loads(path.read_text())
    data["session"]["1"]["id"] = "0" * 16
    path.write_text(json.dumps(data))


DAMAGE = [
    truncate_closed_segment,
    truncate_open_segment,
    garbage_open_segment,
    garbage_session_json,
    empty_session_json,
    missing_session_json,
    missing_middle_segment,
    missing_first_segment,
    seq_gap,
    seq_gap_in_open_segment,
    seq_mismatch,
    seq_as_string,
    event_not_a_dict,
    segment_wrong_shape,
    session_json_wrong_types,
    session_json_other_id,
]


@pytest.mark.parametrize("damage", DAMAGE, ids=lambda f: f.__name__)
def test_damaged_table_is_set_aside_whole_and_others_still_load(store: Store, damage):
    good = make(store, 600, name="Good")
    bad = make(store, 2 * SEGMENT_SIZE + 10, name="Broken")  # segments 0, 1 full; 2 open
    damage(store, bad)
    files = snapshot(folder(store, bad))
    fresh = Store(store.root)
    with pytest.raises(SessionSetAside) as caught:
        fresh.load(bad)
    error = caught.value
    assert error.session_id == bad
    assert re.fullmatch(rf"{bad}\.corrupt-\d{{8}}T\d{{6}}Z", error.moved_to.name)
    assert error.moved_to.parent == store.sessions_dir
    moved = snapshot(error.moved_to)
    assert moved.pop(NOTE)  # the note Home reads (tests/companion/test_storage_set_aside.py)
    assert moved == files  # moved whole, nothing deleted or rewritten
    assert not folder(store, bad).exists()
    assert "set aside" in error.message and str(error.moved_to) in error.message
    assert len(fresh.load(good).events) == 600
    assert fresh.append(good, ev(601)) == 601
    infos, messages = fresh.list_sessions()
    assert [i.id for i in infos] == [good] and messages == [error.message]  # told of until dismissed
    with pytest.raises(SessionNotFound):
        fresh.load(bad)


@pytest.mark.parametrize(
    "damage", [garbage_session_json, truncate_open_segment, missing_middle_segment]
)
def test_listing_sets_damaged_tables_aside_with_a_message(store: Store, damage):
    good = store.create({"name": "Good"}, [ev(1)])
    bad = make(store, 2 * SEGMENT_SIZE + 10, name="Broken")
    damage(store, bad)
    infos, messages = Store(store.root).list_sessions()
    assert [i.id for i in infos] == [good]
    assert len(messages) == 1 and "set aside" in messages[0]
    if damage is not garbage_session_json:
        assert "“Broken”" in messages[0]  # named when its metadata is readable
    assert [p.name.split(".")[0] for p in store.sessions_dir.iterdir()].count(bad) == 1


def test_append_to_a_damaged_table_sets_it_aside(store: Store):
    bad = make(store, 300)
    garbage_open_segment_at = seg(store, bad, 1)
    garbage_open_segment_at.write_bytes(b"{\"events\": {")
    with pytest.raises(SessionSetAside):
        Store(store.root).append(bad, ev(301))


def test_setting_aside_never_overwrites_an_earlier_copy(store: Store):
    sid = make(store, 10)
    pristine = snapshot(folder(store, sid))
    moved = []
    for _ in range(3):  # the same table damaged three times within one second
        target = folder(store, sid)
        target.mkdir(exist_ok=True)
        for name, (_, _, data) in pristine.items():
            (target / name).write_bytes(data)
        garbage_session_json(store, sid)
        with pytest.raises(SessionSetAside) as caught:
            Store(store.root).load(sid)
        moved.append(caught.value.moved_to)
    assert len(set(moved)) == 3 and all(p.is_dir() for p in moved)


