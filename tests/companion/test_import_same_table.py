"""Import, a table already on this device: not copied again. A new user scanned a table's QR code on the Import
screen, then imported the same table's file too, and Home listed two copies of one table. The table coming in is
compared with the one here: nothing newer is said so (and nothing is added); a file of it further on brings the one
here up to date once asked, naming how many actions are newer; two tables played on apart make a copy named so."""
from __future__ import annotations

import random
import re

import pytest

from calculators.core.actors import BANKER
from calculators.core.tray import roll_tray
from companion.routes import views_for
from companion.share import encode, export_session, snapshot_of, table_fingerprint
from tests.support.aio import run_async
from tests.support.controls import all_text, find, press, type_in, walk
from tests.support.phone import Phone
from tests.support.picked_file import picks
from tests.support.sessions import HOST, new_world, session_at


@pytest.fixture
def devices(tmp_path):
    """Two devices: A holds the table "Friday" (one roll played), B is the new user's."""
    a, b = new_world(tmp_path / "a"), new_world(tmp_path / "b")
    b.services.hub.delete(b.sid)  # B starts with no table
    _roll(a, 1)
    return a, b


def _roll(world, seed: int) -> None:
    world.services.hub.act(world.sid, lambda log: roll_tray(log, BANKER, 2, "Table roll", rng=random.Random(seed)))


def _import_screen(world) -> Phone:
    session, _told = session_at(world, f"/import?host={HOST}")
    session.page.url, session.page.web = "http://127.0.0.1:8550", True  # Import asks whether a camera may be used
    return Phone(session, lambda s: views_for(s, s.route))


def _tables(world) -> list[tuple[str, str]]:
    return sorted((i.meta["name"], i.id) for i in world.services.store.list_tables()[0])


def _scan(b, code: str) -> Phone:
    screen = _import_screen(b)
    type_in(screen.draw(), "Paste the share code here", code)
    press(screen.draw(), "Import this code")
    return screen


def _file(b, screen: Phone, data: bytes) -> list:
    picks(screen.session, b.services.config.upload_dir, "friday.table.json", data)
    run_async(find(screen.draw(), "Choose a table file (.json)").on_click(None))
    return screen.draw()


def _file_of(a) -> bytes:
    return export_session(a.services.store.load(a.sid))


def _buttons(controls) -> set[str]:
    import flet as ft

    return {c.content for c in walk(controls) if isinstance(c, (ft.FilledButton, ft.OutlinedButton))
            and isinstance(c.content, str)}


def test_the_file_of_a_table_scanned_here_brings_its_history_once_asked(devices):
    # The Share screen says "Its History, Undo and the charts stay on this device; to take them along, export the
    # whole table as a file." A walk scanned the code, then imported the file, and was told "It holds nothing newer;
    # nothing was added": the History was out of reach for good. At the same point, with nothing played here since
    # the code, the file now replaces the code's table, once asked.
    a, b = devices
    screen = _scan(b, encode(snapshot_of(a.services.hub, a.sid)))
    [(name, scanned)] = _tables(b)
    shown = _file(b, screen, _file_of(a))
    said = all_text(shown)
    assert re.search(r"This table is already here: “Friday” \(Rollout · 2 players · imported from a code, nothing "
                     r"played since · .*\)\. This file is the same table at the same point, with its History and "
                     r"Undo, which the table here \(from a code\) does not hold\.", said), said
    assert _tables(b) == [("Friday", scanned)]  # nothing saved yet
    assert not any(t.startswith("Import as a copy") for t in _buttons(shown))
    press(shown, "Take the file's History and Undo")
    question = screen.page.dialogs[-1]
    assert "replaced by the file's table at the same point, with its History and Undo" in question.content.value
    press(question.actions, "Update it")
    [(name, sid)] = _tables(b)  # one table, not two
    assert name == "Friday" and b.services.store.load(sid).events == a.services.store.load(a.sid).events
    assert table_fingerprint(b.services.hub, sid) == table_fingerprint(a.services.hub, a.sid)
    assert screen.page.toasts[-1] == "“Friday” now has its History and Undo."
    assert screen.page.went[-1] == f"/table/{sid}"


def test_once_played_on_after_the_code_the_file_at_its_point_adds_nothing(devices):
    # Played on here after the code: the file would take that action away, so it is not offered (the table here is
    # further on).
    a, b = devices
    screen = _scan(b, encode(snapshot_of(a.services.hub, a.sid)))
    [(name, scanned)] = _tables(b)
    b.services.hub.act(scanned, lambda log: roll_tray(log, BANKER, 2, "Here", rng=random.Random(9)))
    shown = _file(b, screen, _file_of(a))
    assert "The table here is 1 action further on; nothing was added." in all_text(shown)
    assert "Take the file's History and Undo" not in _buttons(shown)
    assert _tables(b) == [("Friday", scanned)]


def test_the_same_code_twice_adds_nothing(devices):
    a, b = devices
    code = encode(snapshot_of(a.services.hub, a.sid))
    screen = _scan(b, code)
    [(_name, sid)] = _tables(b)
    press(screen.draw(), "Import this code")
    shown = screen.draw()
    assert "This table is already here: “Friday”" in all_text(shown)
    assert "It holds nothing newer; nothing was added." in all_text(shown)
    assert _tables(b) == [("Friday", sid)]
    assert not any(t.startswith("Import as a copy") for t in _buttons(shown))


def test_a_file_of_the_scanned_table_further_on_brings_it_up_to_date_once_asked(devices):
    a, b = devices
    screen = _scan(b, encode(snapshot_of(a.services.hub, a.sid)))
    [(_name, scanned)] = _tables(b)
    _roll(a, 2)
    _roll(a, 4)  # faces none of the earlier rolls showed (a code holds the last roll only)
    shown = _file(b, screen, _file_of(a))
    said = all_text(shown)
    assert "This table is already here: “Friday”" in said, said
    assert "This file is the same table further on: 2 actions newer." in said, said
    assert _tables(b) == [("Friday", scanned)]  # nothing saved yet
    press(shown, "Bring the table here up to date")
    question = screen.page.dialogs[-1]
    assert question.title.value == "Bring “Friday” up to date?"
    assert "replaced by the file's table with its whole history: 2 actions newer" in question.content.value
    press(question.actions, "Keep it as it is")
    assert _tables(b) == [("Friday", scanned)] and not screen.page.dialogs

    press(screen.draw(), "Bring the table here up to date")
    press(screen.page.dialogs[-1].actions, "Update it")
    [(name, sid)] = _tables(b)  # one table, on disk before the screen says so
    assert name == "Friday"
    assert b.services.store.load(sid).events == a.services.store.load(a.sid).events
    assert table_fingerprint(b.services.hub, sid) == table_fingerprint(a.services.hub, a.sid)
    assert screen.page.went[-1] == f"/table/{sid}"
    assert screen.page.toasts[-1] == "“Friday” is up to date: 2 newer actions added."


def test_the_appended_update_keeps_the_table_and_its_id(devices):
    a, b = devices
    first = _import_screen(b)
    _file(b, first, _file_of(a))
    [(_name, sid)] = _tables(b)
    _roll(a, 4)
    screen = _import_screen(b)
    shown = _file(b, screen, _file_of(a))
    press(shown, "Bring the table here up to date")
    question = screen.page.dialogs[-1]
    assert question.content.value == "The file's 1 newer action is added to the table here; everything it holds stays."
    press(question.actions, "Update it")
    assert _tables(b) == [("Friday", sid)]
    assert b.services.store.load(sid).events == a.services.store.load(a.sid).events
    assert len(b.services.hub.get(sid).log.events) == 3 and screen.page.went[-1] == f"/table/{sid}"


def test_two_tables_played_on_apart_make_a_copy_named_so(devices):
    a, b = devices
    screen = _scan(b, encode(snapshot_of(a.services.hub, a.sid)))
    [(_name, scanned)] = _tables(b)
    b.services.hub.act(scanned, lambda log: roll_tray(log, BANKER, 2, "Table roll", rng=random.Random(7)))
    _roll(a, 5)
    shown = _file(b, screen, _file_of(a))
    said = all_text(shown)
    assert "This table is already here as “Friday”" in said and "but the two were played on apart: each holds " \
        "actions the other does not." in said, said
    assert _tables(b) == [("Friday", scanned)]
    assert "Bring the table here up to date" not in _buttons(shown)
    press(shown, "Import as a copy named “Friday (copy)”")
    assert [n for n, _sid in _tables(b)] == ["Friday", "Friday (copy)"]


def test_a_garbled_file_of_the_table_here_is_refused_and_changes_nothing(devices):
    a, b = devices
    screen = _scan(b, encode(snapshot_of(a.services.hub, a.sid)))
    before = _tables(b)
    _roll(a, 5)
    data = _file_of(a).replace(b'"Table roll"', b'"Table roll" ', 1)[:-40]  # cut off on its way
    shown = _file(b, screen, data)
    assert "This table file is damaged or cut off" in all_text(shown)
    assert _tables(b) == before
