"""Home's saved tables: each row says when the table was last played, so two copies of one code tell apart."""
from __future__ import annotations

import os
import re
import time
from datetime import date, datetime, timedelta, timezone

import flet as ft

from companion import i18n
from companion.share import decode, encode, import_snapshot, snapshot_of
from companion.storage import Store
from companion.storage import store as store_module
from companion.table import TableHub
from companion.views import home
from companion.views.home import last_played
from tests.support.controls import texts, walk
from tests.support.phone import Phone, fake_services, one_screen, session
from tests.support.tables import started_table


def rows(hub) -> list[str]:
    s = session("/", fake_services(hub, hub.store))
    controls = Phone(s, one_screen("/", home.view)).draw()
    return [texts(c.subtitle) for c in walk(controls) if isinstance(c, ft.ListTile) and c.on_click and
            c.subtitle is not None and "player" in texts(c.subtitle)]


def test_two_imports_of_one_code_are_told_apart_by_when_they_were_last_played(tmp_path, monkeypatch):
    hub = TableHub(Store(tmp_path / "host"))
    code = encode(snapshot_of(hub, started_table(hub, "rollout")))
    tablet = TableHub(Store(tmp_path / "tablet"))
    # The first copy was imported (and last played) an hour ago: its saved time and its log's file time.
    hour_ago = time.time() - 3600
    stamp = datetime.fromtimestamp(hour_ago, timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")
    monkeypatch.setattr(store_module, "_now", lambda: stamp)
    first = import_snapshot(tablet, decode(code))
    monkeypatch.undo()
    for path in (p for p in (tmp_path / "tablet").rglob("*") if first in str(p)):
        os.utime(path, (hour_ago, hour_ago))
    second = import_snapshot(tablet, decode(code))
    shown = rows(tablet)
    assert len(shown) == 2 and shown[0] != shown[1], shown
    # A code carries the game's state, not its events: the row says the table was imported, not "1 event".
    assert all(re.fullmatch(r"Rollout · 3 players · imported from a code, nothing played since · "
                            r"(today|yesterday) \d\d:\d\d", row) for row in shown), shown


def test_last_played_reads_in_the_phones_language():
    today = date(2026, 12, 4)
    at = lambda d, hh, mm: datetime(d.year, d.month, d.day, hh, mm).astimezone().isoformat()
    assert last_played(at(today, 19, 53), today) == "today 19:53"
    assert last_played(at(today - timedelta(days=1), 8, 5), today) == "yesterday 08:05"
    assert last_played(at(date(2026, 11, 2), 21, 0), today) == "Nov 2 21:00"
    assert last_played(at(date(2025, 11, 2), 21, 0), today) == "Nov 2, 2025 21:00"
    with i18n.using("de"):
        assert last_played(at(today, 19, 53), today) == "heute 19:53"
        assert last_played(at(date(2026, 11, 2), 21, 0), today) == "2. Nov. 21:00"
    assert last_played("not a time") == ""
