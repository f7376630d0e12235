"""A renamed table leaves under its new name: in its share code, in its table file (whose history carries the rename,
re-made by its command on import) and in its results; a copy of it is named after the name it has now."""
from __future__ import annotations

import json

import pytest

from calculators.core.actors import BANKER
from calculators.core.table import make_setup, rename_table
from companion.results.formats import bgstats_data
from companion.results.play import play_of_table
from companion.share import decode, encode, export_session, import_session_file, import_snapshot, snapshot_of
from companion.share.files import suggested_file_name
from companion.share.importing import ShareError, checked_session_file, copy_name, save_session_file
from companion.storage import Store
from companion.table import TableHub
from tests.support.finished import save_finished


@pytest.fixture
def renamed(tmp_path):
    hub = TableHub(Store(tmp_path / "host"))
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob", "Cy"], "Kim"))
    hub.act(sid, lambda log: rename_table(log, BANKER, "Friday 2"))
    return hub, sid


def test_the_table_file_carries_the_new_name_and_imports_under_it(renamed, tmp_path):
    hub, sid = renamed
    data = export_session(hub.store.load(sid))
    doc = json.loads(data)
    assert doc["meta"]["name"] == "Friday 2" and doc["meta"]["setup"]["name"] == "Friday"  # as it started
    assert suggested_file_name(doc["meta"]).startswith("friday-2-")
    other = TableHub(Store(tmp_path / "tablet"))
    copy = import_session_file(other.store, data)
    assert [i.meta["name"] for i in other.store.list_tables()[0]] == ["Friday 2"]
    assert other.get(copy).setup.name == "Friday 2"
    # … and back again: a file of the imported table still imports.
    assert checked_session_file(export_session(other.store.load(copy)))[0]["name"] == "Friday 2"


def test_a_file_whose_rename_was_forged_is_refused(renamed):
    hub, sid = renamed
    doc = json.loads(export_session(hub.store.load(sid)))
    doc["events"][-1]["data"]["from"] = "Monday"
    with pytest.raises(ShareError, match="Action #2"):
        checked_session_file(json.dumps(doc).encode())


def test_the_share_code_carries_the_new_name(renamed, tmp_path):
    hub, sid = renamed
    code = encode(snapshot_of(hub, sid))
    assert decode(code).name == "Friday 2"
    other = TableHub(Store(tmp_path / "tablet"))
    copy = import_snapshot(other, decode(code))
    assert other.get(copy).setup.name == "Friday 2"
    assert [i.meta["name"] for i in other.store.list_tables()[0]] == ["Friday 2"]


def test_a_copy_of_a_renamed_table_is_named_after_its_name_now_and_still_exports(renamed):
    hub, sid = renamed
    details, events = checked_session_file(export_session(hub.store.load(sid)))
    name = copy_name(hub.store, details["name"])
    assert name == "Friday 2 (copy)"
    copy = save_session_file(hub.store, details, events, name)
    assert hub.get(copy).setup.name == "Friday 2 (copy)"
    assert sorted(i.meta["name"] for i in hub.store.list_tables()[0]) == ["Friday 2", "Friday 2 (copy)"]
    # Its history says how it came by its name, and it passes the rules when shared again.
    assert checked_session_file(export_session(hub.store.load(copy)))[0]["name"] == "Friday 2 (copy)"


def test_the_results_name_the_table_as_renamed(tmp_path):
    sid = save_finished(tmp_path, "rollout")
    hub = TableHub(Store(tmp_path))
    hub.act(sid, lambda log: rename_table(log, BANKER, "Freitag"))
    play = play_of_table(sid, hub.get(sid))
    assert play.table == "Freitag"
    assert bgstats_data(play)["comments"] == "Tracked with Table Companion: Freitag"
