"""What a phone had typed and chosen, not yet sent, outlives the server (`companion.draft_disk`).

A walk killed the server in the middle of a sealed round: when the phones came back, a seat's typed bid was gone and
its form stood at $0M with "Confirm my entry" under it. The shelf is now written to the data folder while it changes
and read when the server starts again; the phone that comes back (the same browser, screen and person) finds its
draft, and nobody else does."""
from __future__ import annotations

import json
import logging
import stat

import flet as ft

from companion.access import Identity
from companion.draft_disk import FILE, DraftDisk
from companion.draft_shelf import DraftShelf
from companion.live import ScreenState
from companion.session import Session

KEY = "/seat/tok@0"
ANN = Identity("seat", table="t1", seat="Ann", token="tok")


def phone(device: str, who: Identity = ANN, **more) -> Session:
    s = Session(page=None, services=None, identity=who, device_key=device)
    for name, value in more.items():
        setattr(s, name, value)
    return s


def typed(state: ScreenState, key: str, words: str) -> None:
    state.field(key, ft.TextField(value="0")).value = words  # the screen drew "0"; the player typed over it


def drawn(state: ScreenState, key: str) -> str:
    return state.field(key, ft.TextField(value="0")).value


def restarted(folder) -> DraftShelf:
    """A new server on the same data folder: a new shelf, the file read into it."""
    shelf = DraftShelf()
    DraftDisk(shelf, folder).load()
    return shelf


def test_a_typed_bid_and_a_choice_outlive_the_server_for_the_same_phone_only(tmp_path):
    shelf = DraftShelf()
    live = ScreenState()
    shelf.shelve(phone("dev-1"), KEY, live)
    typed(live, "bid", "777")
    live.values["blitz"] = "$200M"
    assert DraftDisk(shelf, tmp_path).flush() is True
    assert stat.S_IMODE((tmp_path / FILE).stat().st_mode) == 0o600  # a sealed entry being typed is a secret

    shelf = restarted(tmp_path)  # the server was killed and started again
    back = ScreenState()
    assert shelf.shelve(phone("dev-1"), KEY, back) is True  # Ann's phone, back on the same screen
    assert drawn(back, "bid") == "777" and back.get("blitz") == "$200M"

    shelf = restarted(tmp_path)
    for other, who, key in (("dev-2", ANN, KEY),  # another browser
                            ("dev-1", Identity("seat", table="t1", seat="Bob", token="t2"), KEY),  # another seat
                            ("dev-1", ANN, "/seat/tok@1")):  # the same screen after an undo
        state = ScreenState()
        assert shelf.shelve(phone(other, who), key, state) is False
        assert drawn(state, "bid") == "0" and state.get("blitz") is None


def test_a_phone_passed_to_a_player_and_an_untouched_form_leave_nothing_on_disk(tmp_path):
    shelf = DraftShelf()
    covered, untouched = ScreenState(), ScreenState()
    shelf.shelve(phone("dev-1", cover="Bob"), KEY, covered)  # the bank phone in Bob's hands for his sealed entry
    typed(covered, "bid", "450")
    shelf.shelve(phone("dev-2"), KEY, untouched)
    drawn(untouched, "bid")
    DraftDisk(shelf, tmp_path).flush()
    assert json.loads((tmp_path / FILE).read_text())["drafts"] == []


def test_the_file_is_written_only_when_a_draft_changed(tmp_path):
    shelf = DraftShelf()
    live = ScreenState()
    shelf.shelve(phone("dev-1"), KEY, live)
    disk = DraftDisk(shelf, tmp_path)
    typed(live, "bid", "1")
    assert disk.flush() is True and disk.flush() is False
    typed(live, "bid", "12")
    assert disk.flush() is True
    assert json.loads((tmp_path / FILE).read_text())["drafts"][0]["fields"] == {"bid": "12"}


def test_an_unreadable_or_hostile_file_is_set_aside_and_the_server_starts_with_no_drafts(tmp_path, caplog):
    (tmp_path / FILE).write_text("{not json")
    with caplog.at_level(logging.WARNING, logger="companion"):
        shelf = restarted(tmp_path)
    assert shelf.kept() == [] and (tmp_path / (FILE + ".unreadable")).read_text() == "{not json"
    assert "could not be read" in caplog.text

    good = {"device": "dev-1", "key": KEY, "who": ["seat", "t1", "Ann", False], "values": {},
            "built": {"bid": "0"}, "fields": {"bid": "73737"}}
    hostile = [{**good, "who": ["root", "t1", "Ann", False]}, {**good, "device": "x" * 10_000},
               {**good, "fields": {"bid": {"__class__": "os.system"}}}, "just text", good]
    (tmp_path / FILE).write_text(json.dumps({"version": 1, "drafts": hostile}))
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="companion"):
        shelf = restarted(tmp_path)
    assert [k for k, _ in shelf.kept()] == [("dev-1", KEY)]  # only the entry of the shape written
    assert "4 of the drafts" in caplog.text and "73737" not in caplog.text  # no draft in the log
