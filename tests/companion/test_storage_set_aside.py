"""A damaged table set aside is told of on Home until the banker dismisses it, whichever phone or screen met the
damage first (a phone reconnecting after a restart, a seat link's lookup), and in the phone's language. The note
left in the set-aside folder is read as hostile input."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from companion.i18n.refusals import refusal
from companion.storage import SessionNotFound, SessionSetAside, Store
from companion.storage.set_aside import NOTE


def ev(seq: int) -> dict:
    return {"seq": seq, "kind": "test"}


def broken(store: Store, name: str = "Broken") -> str:
    sid = store.import_session({"name": name}, [ev(i) for i in range(1, 11)])
    log = store.sessions_dir / sid / "log-000000.json"
    log.write_bytes(log.read_bytes()[: len(log.read_bytes()) // 2])  # cut short, as by a failing disk
    return sid


def test_a_table_set_aside_elsewhere_is_still_told_of_after_a_restart(store: Store):
    good = store.import_session({"name": "Good"}, [ev(1)])
    bad = broken(store)
    with pytest.raises(SessionSetAside) as met:  # another phone opened it first and was told
        Store(store.root).load(bad)
    restarted = Store(store.root)
    infos, problems = restarted.list_tables()
    assert [i.id for i in infos] == [good]
    assert len(problems) == 1 and isinstance(problems[0], SessionSetAside)
    told = problems[0]
    assert told.message == met.value.message and "“Broken”" in told.message and "cut short" in told.message
    assert told.moved_to == met.value.moved_to
    # and once more: telling of it does not use it up
    assert [p.message for p in Store(store.root).list_tables()[1]] == [told.message]
    assert Store(store.root).list_sessions() == (infos, [told.message])


def test_dismissing_stops_the_notice_and_keeps_the_files(store: Store):
    bad = broken(store)
    _, problems = store.list_tables()  # the listing itself meets the damage
    moved = problems[0].moved_to
    files = sorted(p.name for p in moved.iterdir())
    store.dismiss_set_aside(moved.name)
    assert Store(store.root).list_tables() == ([], [])
    assert sorted(p.name for p in moved.iterdir()) == files and (moved / "log-000000.json").exists()
    with pytest.raises(SessionNotFound):
        store.load(bad)


def test_the_notice_reads_in_german(store: Store):
    broken(store)
    _, problems = store.list_tables()
    german = refusal(problems[0], "de")
    assert "beiseitegelegt" in german and "„Broken“" in german and "log-000000.json" in german, german
    assert not {"damaged", "saved", "table", "cut", "short"} & set(german.replace(".", " ").split()), german
    assert refusal(problems[0], "en") == problems[0].message


def test_a_folder_set_aside_without_a_note_is_told_of_in_general_words(store: Store):
    sid = store.import_session({"name": "Old"}, [ev(1)])
    os.rename(store.sessions_dir / sid, store.sessions_dir / f"{sid}.corrupt-20250101T000000Z")
    _, problems = Store(store.root).list_tables()
    assert len(problems) == 1 and "its files are damaged" in problems[0].message and sid in problems[0].message


@pytest.mark.parametrize("note", [
    b"\x00\xff{garbage",
    b"[1, 2]",
    b'{"reason": {"template": "{file.__class__.__mro__}", "params": {"file": "x"}}, "name": 5}',
    b'{"reason": {"template": "{file} is missing", "params": {"file": {"nested": 1}}}}',
    b'{"reason": {"template": "{file} is missing", "params": {"other": "x"}}}',
    b'{"dismissed": "yes", "name": "' + b"N" * 100_000 + b'"}',
])
def test_a_hostile_note_is_told_of_in_general_words(store: Store, note: bytes):
    broken(store)
    moved = store.list_tables()[1][0].moved_to
    (moved / NOTE).write_bytes(note)
    _, problems = Store(store.root).list_tables()
    assert len(problems) == 1 and "its files are damaged" in problems[0].message
    assert "class" not in problems[0].message and len(problems[0].message) < 1000


def test_dismissing_an_unknown_or_outside_folder_does_nothing(store: Store, tmp_path: Path):
    broken(store)
    moved = store.list_tables()[1][0].moved_to
    outside = tmp_path / "outside.corrupt-20250101T000000Z"
    outside.mkdir()
    for name in ("../outside.corrupt-20250101T000000Z", "nonsense", moved.name + "x", ""):
        store.dismiss_set_aside(name)
    assert not (outside / NOTE).exists()
    assert len(store.list_tables()[1]) == 1
    assert json.loads((moved / NOTE).read_text())["dismissed"] is False


def test_the_link_of_a_table_set_aside_says_why_it_is_gone(store: Store):
    bad = broken(store)
    with pytest.raises(SessionSetAside) as first:  # the first phone to open it is told
        store.load(bad)
    store.dismiss_set_aside(first.value.moved_to.name)
    for fresh in (store, Store(store.root)):  # every later phone too, even once Home's notice is dismissed
        with pytest.raises(SessionNotFound) as later:
            fresh.load(bad)
        assert later.value.message == first.value.message and "deleted" not in later.value.message
    with pytest.raises(SessionNotFound) as never:
        store.load("0123456789abcdef")
    assert "may have been deleted" in never.value.message
