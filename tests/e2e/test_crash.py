"""Crash safety of the real server (proof issue): SIGKILL at random instants loses nothing confirmed.

A browser page drives actions (dice rolls, each with a unique purpose) against the real
`companion` server; the harness kills the server with SIGKILL at a random instant, restarts
it on the same data folder, and checks that the table opens, that every roll whose result
reached the page is in the saved log, and that the log replays to what the page last showed
(or that plus one roll whose confirmation never arrived). Short run by default (5 kills, each a restart of the
server and the page, ~13 s apiece); COMPANION_LONG=1 makes it 200.
"""
from __future__ import annotations

import os
import random
import re
import threading
import time

import pytest
from playwright.sync_api import expect

from calculators.core.log import Event, Log
from calculators.core.tray import tray_rolls
from companion.storage import Store
from tests.e2e.conftest import enable_semantics
from tests.e2e.flutter import ident, reveal, tap, type_into

pytestmark = pytest.mark.e2e
KILLS = 200 if os.environ.get("COMPANION_LONG") else 5


def roll_purposes(data_dir, sid) -> list[str]:
    stored = Store(data_dir).load(sid)
    log = Log(events=tuple(Event.model_validate(e) for e in stored.events))
    return [e.data["purpose"] for e in tray_rolls(log)]


def shown_and_saved(page, data, sid, seconds: float = 20) -> list[str]:
    """The saved rolls once the table shows the latest of them (or that none was rolled)."""
    deadline = time.monotonic() + seconds
    while True:
        saved = roll_purposes(data, sid)
        try:
            if saved:
                expect(reveal(page, ident(page, "tray-roll"))).to_contain_text(f"{saved[-1]}:", timeout=2_000)
            else:
                expect(reveal(page, page.get_by_text("No dice rolled yet."))).to_be_visible(timeout=2_000)
            return saved
        except AssertionError:
            if time.monotonic() > deadline:
                raise


def test_sigkill_at_random_instants_loses_no_confirmed_action(tmp_path, phone, servers):
    from tests.e2e.live import create_table

    rng = random.Random(20261129)
    data = tmp_path / "data"
    server = servers(data)
    page = phone(server.host("/"), ready_text="New table")
    create_table(page, ["Ann", "Bob"], banker="Kim")
    sid = page.url.rstrip("/").rsplit("/", 1)[-1]
    confirmed: list[str] = []
    counter = 0
    for kill in range(KILLS):
        # Act; once this round's first roll is on screen, SIGKILL the server at a random instant,
        # wherever it is (the kill clock starts then, so a slow machine still acts in every round).
        timer: threading.Timer | None = None
        try:
            while timer is None or timer.is_alive():
                counter += 1
                purpose = f"r{counter}"
                type_into(page, "What is the roll for?", purpose, replace=True)
                tap(page, "button", "Roll", exact=True)
                expect(ident(page, "tray-roll")).to_contain_text(f"{purpose}:",
                                                                 timeout=3_000 if timer else 15_000)
                confirmed.append(purpose)  # the page shows it: the confirmation reached the client
                if timer is None:
                    timer = threading.Timer(rng.uniform(0.3, 2.5), server.stop, kwargs={"kill": True})
                    timer.start()
        except Exception:
            pass  # the kill landed mid-action: that action may or may not be saved
        if timer is not None:
            timer.join()
        server.stop(kill=True)
        saved = roll_purposes(data, sid)  # the database opens (not set aside) ...
        assert saved[: len(confirmed)] == confirmed, f"kill {kill}: a confirmed roll is missing"
        assert len(saved) - len(confirmed) <= 1, f"kill {kill}: more than one unconfirmed roll saved"
        confirmed = saved  # an action saved but not yet shown counts from now on
        server.start()
        page.goto(server.host(f"/table/{sid}"))
        enable_semantics(page)
        page.get_by_text("Seats, clockwise").wait_for(timeout=30_000)
        # A tap the old page made before the kill may still reach the restarted server when that page
        # reconnects; it names a control of the dead process, which names nothing now
        # (companion/control_ids.py), so it adds nothing: the table shows exactly what was saved.
        latest = shown_and_saved(page, data, sid)
        assert latest == saved, f"kill {kill}: {latest} after a restart on {saved}"
        confirmed = latest
    assert len(confirmed) >= KILLS  # the harness really did act between the kills


def test_damaged_database_file_is_set_aside_with_a_message_never_replaced(tmp_path, phone, servers):
    from tests.e2e.live import create_table

    data = tmp_path / "data"
    server = servers(data)
    page = phone(server.host("/"), ready_text="New table")
    create_table(page, ["Ann", "Bob"], banker="Kim")
    sid = page.url.rstrip("/").rsplit("/", 1)[-1]
    server.stop(kill=True)
    segment = data / "sessions" / sid / "log-000000.json"
    original = segment.read_bytes()
    segment.write_bytes(original[: len(original) // 2])  # cut short, as by a failing disk
    server.start()
    # The table's own link meets the damage first (as a phone reconnecting after the restart would) ...
    page.goto(server.host(f"/table/{sid}"))
    enable_semantics(page)
    told = page.get_by_text(re.compile("set aside|damaged", re.I)).first
    expect(told).to_be_visible(timeout=20_000)
    # ... and Home still tells of it, until the banker dismisses the notice
    page.goto(server.host("/"))
    enable_semantics(page)
    expect(told).to_be_visible(timeout=20_000)
    aside = [p for p in (data / "sessions").iterdir() if p.name.startswith(f"{sid}.corrupt-")]
    assert len(aside) == 1 and (aside[0] / "log-000000.json").read_bytes() == original[: len(original) // 2]
    page.get_by_role("button", name="Dismiss notice").click()
    expect(page.get_by_text("No saved tables yet.")).to_be_visible(timeout=20_000)
    expect(told).to_have_count(0)
    page.goto(server.host("/"))
    enable_semantics(page)
    expect(page.get_by_text("No saved tables yet.")).to_be_visible(timeout=20_000)
    expect(told).to_have_count(0)
    assert (aside[0] / "log-000000.json").read_bytes() == original[: len(original) // 2]  # the files stay
