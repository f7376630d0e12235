"""Storage: saved tables and their event logs — durable, atomic, versioned (damage: test_storage_damage.py;
threads and kills: test_storage_concurrency.py)."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import time
from pathlib import Path

import pytest

from companion.storage import (
    SCHEMA_VERSION,
    SEGMENT_SIZE,
    SessionInfo,
    SessionNotFound,
    StorageError,
    Store,
    StoredSession,
    UnsupportedVersion,
    default_data_dir,
)
from companion.storage import store as store_module
from tests.support.storage import ev, folder, make, seg, snapshot

WRITER = Path(__file__).with_name("storage_writer.py")
REPO = Path(__file__).resolve().parents[2]


# -- data folder --------------------------------------------------------------------------


def test_default_data_dir_prefers_cli_then_env_then_platformdirs(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("FLET_APP_STORAGE_DATA", str(tmp_path / "flet"))
    assert default_data_dir("rel/dir") == tmp_path / "rel" / "dir"
    assert default_data_dir("rel/dir").is_absolute()
    assert default_data_dir(None) == tmp_path / "flet"
    monkeypatch.setenv("FLET_APP_STORAGE_DATA", "relative-flet")
    assert default_data_dir(None) == tmp_path / "relative-flet"
    monkeypatch.delenv("FLET_APP_STORAGE_DATA")
    fallback = default_data_dir(None)
    assert fallback.is_absolute() and "table-companion" in str(fallback)


def test_storage_does_not_import_flet():
    code = "import sys, companion.storage; sys.exit('flet' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=REPO).returncode == 0


# -- create, load, append, list, delete, import -------------------------------------------


def test_create_then_load_round_trip(store: Store):
    meta = {"game": "rollout", "name": "Friday", "players": ["Ann", "Bo"], "banker": 0}
    sid = store.create(meta, [ev(1, who="Ann"), ev(2, faces=[4, 2])])
    assert re.fullmatch(r"[0-9a-f]{16}", sid)
    loaded = Store(store.root).load(sid)  # a fresh Store reads it back from disk
    assert isinstance(loaded, StoredSession) and loaded.id == sid
    assert loaded.events == [ev(1, who="Ann"), ev(2, faces=[4, 2])]
    assert {k: loaded.meta[k] for k in meta} == meta
    assert loaded.meta["id"] == sid and loaded.meta["schema"] == SCHEMA_VERSION
    assert loaded.meta["created"] == loaded.meta["updated"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", loaded.meta["created"])


def test_create_with_no_events_and_caller_cannot_choose_id(store: Store):
    sid = store.create({"name": "Empty", "id": "mine", "schema": 99})
    loaded = store.load(sid)
    assert loaded.events == [] and loaded.meta["id"] == sid and loaded.meta["schema"] == 1
    assert store.append(sid, ev(1)) == 1
    assert Store(store.root).load(sid).events == [ev(1)]


def test_append_returns_count_and_is_on_disk_before_returning(store: Store):
    sid = store.create({"name": "T"}, [ev(1)])
    for seq in range(2, 11):
        assert store.append(sid, ev(seq, n=seq)) == seq
        assert len(Store(store.root).load(sid).events) == seq  # another reader sees it at once


@pytest.mark.parametrize("bad_seq", [None, 0, 2, 4, "3", 3.0, True])
def test_append_refuses_wrong_seq_and_changes_nothing(store: Store, bad_seq):
    sid = store.create({"name": "T"}, [ev(1), ev(2)])
    before = snapshot(folder(store, sid))
    event = {"kind": "x"} if bad_seq is None else {"seq": bad_seq, "kind": "x"}
    with pytest.raises(StorageError, match="expects action 3 next"):
        store.append(sid, event)
    assert snapshot(folder(store, sid)) == before
    assert store.append(sid, ev(3)) == 3


def test_append_refuses_what_is_not_plain_json(store: Store):
    sid = store.create({"name": "T"})
    for bad in ({"seq": 1, "x": object()}, {"seq": 1, "x": float("nan")}, [("seq", 1)]):
        with pytest.raises(StorageError, match="cannot be saved"):
            store.append(sid, bad)
    assert store.load(sid).events == []


def test_returned_data_is_a_copy(store: Store):
    sid = store.create({"name": "T", "players": ["Ann"]}, [ev(1, faces=[1, 2])])
    event = ev(2, faces=[3])
    store.append(sid, event)
    event["faces"].append(99)  # the caller's objects are not kept
    loaded = store.load(sid)
    loaded.events[0]["faces"].append(99)
    loaded.events[1]["kind"] = "changed"
    loaded.meta["players"].append("Eve")
    store.append(sid, ev(3))
    again = Store(store.root).load(sid)
    assert again.events == [ev(1, faces=[1, 2]), ev(2, faces=[3]), ev(3)]
    assert again.meta["players"] == ["Ann"]


def test_list_sessions_newest_first_with_counts(store: Store):
    a = store.create({"name": "A"}, [ev(1)])
    time.sleep(0.01)
    b = make(store, 600, name="B")
    time.sleep(0.01)
    c = store.create({"name": "C"})
    time.sleep(0.01)
    store.append(a, ev(2))  # a is now the most recently updated
    infos, messages = Store(store.root).list_sessions()
    assert messages == []
    assert [i.id for i in infos] == [a, c, b]
    assert [i.event_count for i in infos] == [2, 0, 600]
    assert all(isinstance(i, SessionInfo) for i in infos)
    assert infos[1].meta["name"] == "C" and infos[1].updated == infos[1].meta["updated"]
    assert infos[0].updated > infos[0].meta["updated"]  # the append counts as an update


def test_list_sessions_reads_only_the_last_segment(store: Store, monkeypatch):
    sid = make(store, 3 * SEGMENT_SIZE + 5)
    seg(store, sid, 0).write_text("not read by listing")  # proves closed segments are skipped
    calls = []
    real = store_module.read_segment
    def counting(folder, index, is_last):
        calls.append(index)
        return real(folder, index, is_last)

    monkeypatch.setattr(store_module, "read_segment", counting)
    infos, messages = Store(store.root).list_sessions()
    assert [(i.id, i.event_count) for i in infos] == [(sid, 3 * SEGMENT_SIZE + 5)] and not messages
    assert calls == [3]


def test_update_meta_persists_and_guards_storage_fields(store: Store):
    sid = store.create({"name": "T", "banker": 0})
    meta = store.update_meta(sid, {"name": "Renamed", "board_tables": {"v": 2}})
    assert meta["name"] == "Renamed" and meta["banker"] == 0 and meta["board_tables"] == {"v": 2}
    assert meta["updated"] >= meta["created"]
    assert Store(store.root).load(sid).meta == meta
    same = store.update_meta(sid, {"id": sid, "schema": 1, "created": meta["created"]})
    assert same["id"] == sid  # unchanged values are accepted (a caller may pass the meta back)
    for key, value in (("id", "0" * 16), ("schema", 2), ("created", "2000-01-01")):
        with pytest.raises(StorageError, match="cannot be changed"):
            store.update_meta(sid, {key: value})
    assert store.load(sid).meta["id"] == sid


def test_delete_removes_the_folder(store: Store):
    keep, gone = store.create({"name": "keep"}), store.create({"name": "gone"}, [ev(1)])
    store.delete(gone)
    assert sorted(p.name for p in store.sessions_dir.iterdir()) == [keep]
    with pytest.raises(SessionNotFound) as caught:
        store.load(gone)
    assert isinstance(caught.value, KeyError) and isinstance(caught.value, StorageError)
    assert "No saved table" in caught.value.message
    with pytest.raises(StorageError):
        store.append(gone, ev(2))
    with pytest.raises(StorageError):
        store.delete(gone)
    assert [i.id for i in store.list_sessions()[0]] == [keep]


@pytest.mark.parametrize("bad_id", ["0123", "../data", "", "0123456789ABCDEF", None])
def test_unknown_or_malformed_ids_are_not_found(store: Store, bad_id):
    with pytest.raises(SessionNotFound):
        store.load(bad_id)


def test_import_session_gets_a_new_id_and_keeps_created(store: Store):
    original = Store(store.root).load(make(store, 300))
    meta = dict(original.meta, created="2020-01-02T03:04:05.000Z")
    first = store.import_session(meta, original.events)
    second = store.import_session(meta, original.events)
    assert len({original.id, first, second}) == 3
    for sid in (first, second):
        copy = store.load(sid)
        assert copy.events == original.events
        assert copy.meta["id"] == sid and copy.meta["created"] == "2020-01-02T03:04:05.000Z"
    assert store.load(original.id).meta["id"] == original.id


def test_import_refuses_bad_logs_and_newer_formats_without_leaving_anything(store: Store):
    with pytest.raises(StorageError, match="expects action 2 next"):
        store.import_session({"name": "T"}, [ev(1), ev(3)])
    with pytest.raises(UnsupportedVersion, match="format 2"):
        store.import_session({"name": "T", "schema": 2}, [ev(1)])
    assert list(store.sessions_dir.iterdir()) == []


# -- segments -------------------------------------------------------------------------------


def segment_sizes(store: Store, sid: str) -> list[int]:
    files = sorted(folder(store, sid).glob("log-*.json"))
    return [len(json.loads(p.read_text())["events"]) for p in files]


def test_segments_roll_over_every_256_events(store: Store):
    sid = store.create({"name": "T"})
    expected = {1: [1], 255: [255], 256: [256], 257: [256, 1], 512: [256, 256], 513: [256, 256, 1]}
    for seq in range(1, 514):
        store.append(sid, ev(seq))
        if seq in expected:
            assert segment_sizes(store, sid) == expected[seq], seq
    assert [e["seq"] for e in Store(store.root).load(sid).events] == list(range(1, 514))
    keys = json.loads(seg(store, sid, 1).read_text())["events"].keys()
    assert list(keys) == [str(s) for s in range(257, 513)]  # TinyDB doc id = seq


@pytest.mark.parametrize("n", [0, 1, 255, 256, 257, 511, 512, 700])
def test_a_fresh_store_continues_any_log(store: Store, n):
    sid = make(store, n)
    fresh = Store(store.root)
    assert fresh.list_sessions()[0][0].event_count == n
    for seq in range(n + 1, n + 4):
        assert fresh.append(sid, ev(seq)) == seq
    assert [e["seq"] for e in Store(store.root).load(sid).events] == list(range(1, n + 4))
    full, rest = divmod(n + 3, SEGMENT_SIZE)
    assert segment_sizes(store, sid) == [SEGMENT_SIZE] * full + ([rest] if rest else [])


def test_append_rewrites_only_the_open_segment(store: Store):
    sid = make(store, 2 * SEGMENT_SIZE + 10)
    store.load(sid)
    before = snapshot(folder(store, sid))
    time.sleep(0.02)  # mtime granularity
    store.append(sid, ev(2 * SEGMENT_SIZE + 11))
    after = snapshot(folder(store, sid))
    assert after.keys() == before.keys()  # no other file appeared (no index, no temp file)
    changed = {name for name in after if after[name] != before[name]}
    assert changed == {"log-000002.json"}
    # At a boundary the append creates the next segment and touches nothing else.
    sid = make(store, 2 * SEGMENT_SIZE)
    before = snapshot(folder(store, sid))
    time.sleep(0.02)
    store.append(sid, ev(2 * SEGMENT_SIZE + 1))
    after = snapshot(folder(store, sid))
    assert {n: after[n] for n in before} == before
    assert set(after) - set(before) == {"log-000002.json"}


def test_a_failed_write_leaves_the_old_file_and_can_be_retried(store: Store, monkeypatch):
    sid = store.create({"name": "T"}, [ev(1)])
    before = snapshot(folder(store, sid))

    def no_space(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", no_space)
    with pytest.raises(StorageError, match="No space left on device"):
        store.append(sid, ev(2))
    with pytest.raises(StorageError, match="No space left on device"):
        store.update_meta(sid, {"name": "Renamed"})
    monkeypatch.undo()
    assert snapshot(folder(store, sid)) == before  # temp files removed, old files intact
    assert store.load(sid).meta["name"] == "T"
    assert store.append(sid, ev(2)) == 2
    assert Store(store.root).load(sid).events == [ev(1), ev(2)]


# -- versions -------------------------------------------------------------------------------


def set_schema(store: Store, sid: str, version) -> None:
    path = folder(store, sid) / "session.json"
    data = json.loads(path.read_text())
    data["session"]["1"]["schema"] = version
    path.write_text(json.dumps(data))


@pytest.mark.parametrize("version", [2, 17, "2.0", None, 0])
def test_newer_or_unknown_format_is_refused_and_left_untouched(store: Store, version):
    other = store.create({"name": "Other"}, [ev(1)])
    sid = make(store, 300, name="Future")
    set_schema(store, sid, version)
    (folder(store, sid) / ".log-000001.json.abc.tmp").write_text("a newer app's temp file")
    before = snapshot(folder(store, sid))
    fresh = Store(store.root)
    with pytest.raises(UnsupportedVersion) as caught:
        fresh.load(sid)
    assert caught.value.session_id == sid and caught.value.version == version
    if version == 2:
        assert caught.value.message == (
            "This table was saved by a newer Table Companion (format 2); this version reads "
            "format 1. Update the app to open it."
        )
    infos, messages = fresh.list_sessions()
    assert [i.id for i in infos] == [other] and messages == [caught.value.message]
    with pytest.raises(UnsupportedVersion):
        fresh.append(sid, ev(301))
    with pytest.raises(UnsupportedVersion):
        fresh.update_meta(sid, {"name": "x"})
    assert snapshot(folder(store, sid)) == before  # not renamed, not rewritten, not cleaned



# -- leftovers ------------------------------------------------------------------------------


def age(path: Path, seconds: float = 3600) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_another_processs_write_under_way_is_not_taken_for_a_leftover(store: Store):
    """`companion export` or `tables` opens the data folder while the server writes to it: a temporary file or a
    table folder being built a moment ago is that write under way, not a crash's leftover. Removing it made the
    server's save fail ("Not saved: … No such file or directory"), seen in the three-phone load test."""
    sid = make(store, 300)
    f = folder(store, sid)
    writing = f / ".log-000001.json.w1.tmp"
    writing.write_bytes(b'{"events": {"257"')  # the server's write, not yet renamed into place
    building = store.sessions_dir / f".new-{'c' * 16}"
    building.mkdir()
    (building / "session.json").write_text("{}")
    other = Store(store.root)  # the other process
    assert [e["seq"] for e in other.load(sid).events] == list(range(1, 301))
    other.list_sessions()
    assert writing.exists() and (building / "session.json").exists()  # the server's rename still finds them
    age(building)
    Store(store.root)  # a later start: an hour-old folder is a create cut short
    assert not building.exists()


def test_leftover_temp_files_do_not_break_loading(store: Store):
    sid = make(store, 300)
    f = folder(store, sid)
    (f / ".log-000001.json.k3j4.tmp").write_bytes(b'{"events": {"257": {"se')  # killed mid-write
    (f / ".session.json.zz.tmp").write_bytes(b"")
    (f / ".log-000002.json.q1.tmp").write_bytes(b'{"events": {"513": {"seq": 513}}}')  # not data
    (store.sessions_dir / f".new-{'a' * 16}").mkdir()  # a create that was cut short
    (store.sessions_dir / f".new-{'a' * 16}" / "session.json").write_text("{}")
    (store.sessions_dir / f".gone-{'b' * 16}-1234").mkdir()  # a delete that was cut short
    for leftover in [*f.glob(".*.tmp"), *store.sessions_dir.glob(".*")]:
        age(leftover)  # left by a crash an hour ago
    fresh = Store(store.root)
    infos, messages = fresh.list_sessions()
    assert [(i.id, i.event_count) for i in infos] == [(sid, 300)] and messages == []
    assert [e["seq"] for e in fresh.load(sid).events] == list(range(1, 301))
    assert fresh.append(sid, ev(301)) == 301
    names = sorted(p.name for p in f.iterdir())
    assert names == ["log-000000.json", "log-000001.json", "session.json"]
    assert sorted(p.name for p in store.sessions_dir.iterdir()) == [sid]




def test_a_phones_role_or_link_kept_with_a_table_is_not_its_last_use(store: Store):
    """A walk: a banker link taking the role moved its table to the top of Home as played "today 08:43", nothing
    played. A rename is the table's own change and counts; a phone's role, link or seat claim does not."""
    sid = store.create({"name": "T"}, [])
    first = store.list_sessions()[0][0].updated
    time.sleep(0.01)  # the stamps have milliseconds
    store.update_meta(sid, {"banker_holder": "k"}, touch=False)
    assert store.list_sessions()[0][0].updated == first
    store.update_meta(sid, {"name": "T2"})
    assert store.list_sessions()[0][0].updated > first
