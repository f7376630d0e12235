"""Storage: saved tables and their event logs — durable, atomic, versioned, damage set aside."""
from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from companion.storage import (
    SCHEMA_VERSION,
    SEGMENT_SIZE,
    SessionInfo,
    SessionNotFound,
    SessionSetAside,
    StorageError,
    Store,
    StoredSession,
    UnsupportedVersion,
    default_data_dir,
)
from companion.storage import store as store_module
from companion.storage.set_aside import NOTE

WRITER = Path(__file__).with_name("storage_writer.py")
REPO = Path(__file__).resolve().parents[2]


def ev(seq: int, **extra) -> dict:
    return {"seq": seq, "kind": "test", **extra}


def make(store: Store, n: int, **meta) -> str:
    """A table with n events, built through the public API (import writes whole segments)."""
    return store.import_session({"name": "T", **meta}, [ev(i) for i in range(1, n + 1)])


def folder(store: Store, sid: str) -> Path:
    return store.sessions_dir / sid


def snapshot(path: Path) -> dict[str, tuple[int, int, bytes]]:
    """name -> (inode, mtime_ns, contents) of every file in a folder."""
    return {
        p.name: (p.stat().st_ino, p.stat().st_mtime_ns, p.read_bytes())
        for p in sorted(path.iterdir())
    }


def seg(store: Store, sid: str, index: int) -> Path:
    return folder(store, sid) / f"log-{index:06d}.json"


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "data")


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


# -- leftovers ------------------------------------------------------------------------------


def test_leftover_temp_files_do_not_break_loading(store: Store):
    sid = make(store, 300)
    f = folder(store, sid)
    (f / ".log-000001.json.k3j4.tmp").write_bytes(b'{"events": {"257": {"se')  # killed mid-write
    (f / ".session.json.zz.tmp").write_bytes(b"")
    (f / ".log-000002.json.q1.tmp").write_bytes(b'{"events": {"513": {"seq": 513}}}')  # not data
    (store.sessions_dir / f".new-{'a' * 16}").mkdir()  # a create that was cut short
    (store.sessions_dir / f".new-{'a' * 16}" / "session.json").write_text("{}")
    (store.sessions_dir / f".gone-{'b' * 16}-1234").mkdir()  # a delete that was cut short
    fresh = Store(store.root)
    infos, messages = fresh.list_sessions()
    assert [(i.id, i.event_count) for i in infos] == [(sid, 300)] and messages == []
    assert [e["seq"] for e in fresh.load(sid).events] == list(range(1, 301))
    assert fresh.append(sid, ev(301)) == 301
    names = sorted(p.name for p in f.iterdir())
    assert names == ["log-000000.json", "log-000001.json", "session.json"]
    assert sorted(p.name for p in store.sessions_dir.iterdir()) == [sid]


# -- threads --------------------------------------------------------------------------------


def test_threads_appending_to_different_tables_and_to_one(store: Store):
    N = 120  # appends per thread (each one fsynced)
    own = [store.create({"name": f"T{i}"}) for i in range(8)]
    shared = store.create({"name": "Shared"})
    shared_lock = threading.Lock()  # the caller's lock: it picks the next seq
    shared_next = [1]
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            for seq in range(1, N + 1):  # the shared table crosses three 256-event segment boundaries
                store.append(own[i], ev(seq, thread=i))
                with shared_lock:
                    store.append(shared, ev(shared_next[0], thread=i))
                    shared_next[0] += 1
                if seq % 40 == 0:
                    store.list_sessions()
                    store.load(own[(i + 1) % 8])
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    fresh = Store(store.root)
    for i, sid in enumerate(own):
        assert fresh.load(sid).events == [ev(s, thread=i) for s in range(1, N + 1)]
    events = fresh.load(shared).events
    assert [e["seq"] for e in events] == list(range(1, 8 * N + 1))
    assert sorted(e["thread"] for e in events) == sorted(list(range(8)) * N)


def test_racing_appends_with_the_same_seq_save_each_exactly_once(store: Store):
    sid = store.create({"name": "Race"})
    won: list[list[int]] = [[] for _ in range(8)]

    def race(i: int) -> None:
        for seq in range(1, 401):  # every thread tries every seq: one wins, the rest are refused
            try:
                store.append(sid, ev(seq, thread=i))
                won[i].append(seq)
            except StorageError:
                pass

    threads = [threading.Thread(target=race, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    events = Store(store.root).load(sid).events
    assert [e["seq"] for e in events] == list(range(1, 401))
    assert sorted(s for w in won for s in w) == list(range(1, 401))
    assert all(events[s - 1]["thread"] == i for i, w in enumerate(won) for s in w)


# -- the kill test --------------------------------------------------------------------------


def writer_event(seq: int) -> dict:
    return {"seq": seq, "kind": "tick", "pad": "x" * (seq % 97), "by": "writer"}


def test_kill_at_any_instant_loses_no_acknowledged_action(tmp_path: Path):
    """SIGKILL a writer at random instants; every acknowledged append survives, no gap."""
    kills = 200 if os.environ.get("COMPANION_LONG") == "1" else 25
    rng = random.Random(20240501)
    root = tmp_path / "data"
    # Start just short of a segment boundary, so kills land around the rollover even on a slow machine.
    start = SEGMENT_SIZE - 20
    sid = Store(root).create({"name": "Kill test"}, [writer_event(s) for s in range(1, start + 1)])
    acked = start
    stored = start
    for round_ in range(kills):
        child = subprocess.Popen(
            [sys.executable, str(WRITER), str(root), sid],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        ready = child.stdout.readline().split()
        assert ready[:1] == ["ready"], child.stderr.read()
        assert int(ready[1]) == stored  # the writer continues from the stored count
        lines: list[str] = []
        reader = threading.Thread(target=lambda: lines.extend(child.stdout))
        reader.start()
        time.sleep(rng.uniform(0.005, 0.080))
        child.send_signal(signal.SIGKILL)
        child.wait()
        reader.join()
        child.stdout.close()
        errors = child.stderr.read()
        child.stderr.close()
        assert child.returncode == -signal.SIGKILL, errors  # it died by our hand, not a bug
        acks = [int(line) for line in lines if line.strip()]
        assert acks == list(range(stored + 1, stored + 1 + len(acks)))
        acked = acks[-1] if acks else stored
        loaded = Store(root).load(sid)  # a damaged table would raise SessionSetAside here
        stored = len(loaded.events)
        assert acked <= stored <= acked + 1, f"round {round_}: acked {acked}, stored {stored}"
        assert loaded.events == [writer_event(s) for s in range(1, stored + 1)]
        assert loaded.meta["id"] == sid
    assert stored > SEGMENT_SIZE or kills < 25, "the writer should have crossed a segment"
