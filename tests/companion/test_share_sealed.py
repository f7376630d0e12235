"""A sealed round's entries stay secret until the reveal, also from a file of the whole table.

A walk exported the table while three sealed Step B entries waited to be revealed: the file carried "advertising":
"700", "300", "500". Secrets stay secret (DEVELOPERS.md); the paper game's notes stay face down until everyone has
written theirs. While a round holds entries nobody has seen, the file is refused (on the Share screen, in the
function and on the command line); the share code never carries the open round, and the Share screen says so."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import flet as ft
import pytest

from calculators.core.bids import reveal
from calculators.core.bids.state import unrevealed
from calculators.core.table import make_setup
from companion.share import ShareError, export_session
from companion.storage import Store
from companion.table import TableHub
from companion.views import share
from tests.support.bids import opened, spec
from tests.support.controls import walk
from tests.support.phone import Phone, fake_services, session

ROOT = Path(__file__).resolve().parents[2]


def sealed_table(tmp_path, revealed: bool):
    """A table whose banker opened a sealed round; Ann entered 700, Bob 300 (Cy has not yet)."""
    from calculators.core.bids import enter, open_round

    hub = TableHub(Store(tmp_path / "data"))
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob", "Cy"], "Kim"))
    hub.act(sid, lambda log: open_round(log, "banker", spec()))
    rid = next(iter(hub.get(sid).log.events[-1:])).data["round_id"]
    for seat, bid in (("Ann", 700), ("Bob", 300)):
        hub.act(sid, lambda log, seat=seat, bid=bid: enter(log, f"seat:{seat}", rid, {"bid": bid}))
    if revealed:
        hub.act(sid, lambda log: enter(log, "seat:Cy", rid, {"bid": 500}))
        hub.act(sid, lambda log: reveal(log, "banker", rid))
    return hub, sid, rid


def test_a_round_with_entries_nobody_has_seen_is_unrevealed_until_its_reveal():
    log, rid = opened()
    assert unrevealed(log) == ()  # opened, nothing entered: no secret yet
    from tests.support.bids import entered
    log = entered(log, rid, {"Ann": 700})
    assert unrevealed(log) == (rid,)
    log = entered(log, rid, {"Bob": 300, "Cy": 500})
    log, _ = reveal(log, "banker", rid)
    assert unrevealed(log) == ()


def test_the_file_is_refused_while_entries_wait_and_written_after_the_reveal(tmp_path):
    hub, sid, _ = sealed_table(tmp_path, revealed=False)
    with pytest.raises(ShareError, match="A sealed round holds entries nobody has seen yet"):
        export_session(hub.store.load(sid))
    hub2, sid2, _ = sealed_table(tmp_path / "later", revealed=True)
    assert b"700" in export_session(hub2.store.load(sid2))  # revealed: the whole table, entries and all


def test_the_command_line_refuses_the_file_too_and_writes_nothing_out(tmp_path):
    hub, sid, _ = sealed_table(tmp_path, revealed=False)
    run = subprocess.run([sys.executable, "-m", "companion", "export", sid, "--data-dir", str(tmp_path / "data")],
                         capture_output=True, cwd=ROOT, timeout=120)
    assert run.returncode == 2 and run.stdout == b""
    assert run.stderr.decode().startswith("error: A sealed round holds entries nobody has seen yet")
    assert b"700" not in run.stderr


def test_the_share_screen_says_why_the_file_waits_and_what_the_code_leaves_out(tmp_path):
    hub, sid, _ = sealed_table(tmp_path, revealed=False)
    s = session(f"/table/{sid}/share", services=fake_services(hub, hub.store, actor="banker"), showing_table=sid)
    phone = Phone(s, lambda s: [share_shown(sid)])
    controls = phone.draw()
    button = next(c for c in walk(controls) if isinstance(c, ft.OutlinedButton)
                  and c.content == "Export the whole table as a file")
    assert button.disabled
    words = " ".join(str(c.value) for c in walk(controls) if isinstance(c, ft.Text))
    assert "reveal the round first, then export the table" in words
    assert "The code does not carry the sealed round that is open" in words
    assert "700" not in words and "300" not in words
    assert "QR version" not in words and "characters" not in words  # the walk: "QR-Version 8 · 183 Zeichen"


def share_shown(sid):
    from companion.routes import Shown

    return Shown(f"/table/{sid}/share", lambda ctx: share.view(ctx, sid, f"/table/{sid}"))


def test_the_share_screen_says_what_the_code_leaves_behind_and_how_to_take_it_along(tmp_path):
    """A walk moved a three-hour Owner's Choice table by its code: on the other device, money and prices were right,
    but History had nothing to undo and the net worth chart was gone, and nothing had said so. The code is the table
    as it stands (a QR code holds little); the file carries every action."""
    hub, sid, _ = sealed_table(tmp_path, revealed=True)
    s = session(f"/table/{sid}/share", services=fake_services(hub, hub.store, actor="banker"), showing_table=sid)
    words = " ".join(str(c.value) for c in walk(Phone(s, lambda s: [share_shown(sid)]).draw()) if isinstance(c, ft.Text))
    assert ("The code carries the table as it stands now: money, loans, shares, prices and the board. Its History, "
            "Undo and the charts over the turns stay on this device; to take them along, export the whole table as "
            "a file.") in words


def test_export_hands_over_the_whole_tables_file_and_says_so_on_the_screen(tmp_path):
    """A walk three hours in tapped "Export the whole table as a file" and saw only the browser's download: the
    screen now says what went out and how the other device takes it in; the file holds every action."""
    import asyncio
    import json
    import types

    hub, sid, _ = sealed_table(tmp_path, revealed=True)
    s = session(f"/table/{sid}/share", services=fake_services(hub, hub.store, actor="banker"), showing_table=sid)
    saved = {}

    class Picker:
        async def save_file(self, file_name, src_bytes):
            saved.update(name=file_name, data=src_bytes)
    s.device = types.SimpleNamespace(file_picker=Picker)
    phone = Phone(s, lambda s: [share_shown(sid)])
    button = next(c for c in walk(phone.draw()) if isinstance(c, ft.OutlinedButton)
                  and c.content == "Export the whole table as a file")
    asyncio.run(button.on_click(None))
    assert len(json.loads(saved["data"])["events"]) == len(hub.get(sid).log.events)
    assert s.page.toasts == [f"Exported as “{saved['name']}”: the whole table with its History and Undo. On the other "
                             "device: Home, Import a shared table, Choose a table file (.json)."]
