"""Charts (issue 17 item 6): prices with axis values over the turns; net worth only where a phone may see it.

Recorded whole games (tests/fixtures/<game>/whole.json) are imported with `companion import` into a
fresh data folder, then opened on phones. Owner's Choice hides each player's money (rulebook: money
is kept hidden), so a seat's phone charts only its own net worth, and no other player's line reaches
it in any websocket frame; the host, whose banker does not play, sees every line.
"""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from playwright.sync_api import expect

from calculators.core.game import rules_for
from calculators.core.log import Event, Log
from calculators.core.money import format_owners_choice
from calculators.core.worth import worth_history
from tests.e2e.browser import PHONE, enable_semantics
from tests.e2e.flutter import ident, reveal
from tests.e2e.frames import FrameLog
from tests.support.golden import FIXTURES

pytestmark = pytest.mark.e2e
WAIT = 30_000


def imported(data, game: str) -> str:
    """The fixture's whole game imported through the command line; its table id."""
    fixture = json.loads((FIXTURES / game / "whole.json").read_text(encoding="utf-8"))
    path = data.parent / f"{game}.txt"
    path.write_text(fixture["table_file"] if isinstance(fixture["table_file"], str)
                    else json.dumps(fixture["table_file"]), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "companion", "import", str(path), "--data-dir", str(data)],
                         capture_output=True, text=True, check=True).stdout
    return out.split()[0]


def open_with_frames(browser, url: str):
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    frames = FrameLog(page)
    page.goto(url)
    enable_semantics(page)
    return ctx, page, frames


def worth_lines(game: str):
    fixture = json.loads((FIXTURES / game / "whole.json").read_text(encoding="utf-8"))
    log = Log(events=tuple(Event.model_validate(e) for e in fixture["events"]))
    return worth_history(rules_for(game).worth, log)


def test_price_chart_has_axis_values_and_net_worth_stays_with_whoever_may_see_it(tmp_path, browser, servers):
    data = tmp_path / "data"
    oc = imported(data, "owners-choice")
    server = servers(data)
    # Its phones are closed after the test (close_the_phones_a_test_opened): after a failure's evidence is taken.
    _, host, _ = open_with_frames(browser, server.host(f"/table/{oc}"))
    host.get_by_text("Seats, clockwise").wait_for(timeout=WAIT)
    # The price chart: axis values in the game's money, the turn under the x-axis, a legend with values.
    # The chart is a reference section under the turn: folded at first (issue 16), opened with a tap.
    reveal(host, host.get_by_text("Prices over the turns")).click()
    axes = reveal(host, ident(host, "chart-lines"))
    for mark in ("$50", "$100", "$150", "Turn", "0", "20"):  # y-axis values, the x-axis turns and title
        expect(axes).to_contain_text(mark)
    expect(reveal(host, ident(host, "chart-YELLOW"))).to_be_visible()
    # Every player's net worth on the host (its banker Zoe does not play, so it sees all money).
    lines = worth_lines("owners-choice")
    reveal(host, host.get_by_text("Net worth over the turns"))
    expect(reveal(host, ident(host, "worth-lines"))).to_contain_text("$500")
    for name, points in lines.items():
        row = reveal(host, ident(host, f"worth-{name}"))
        expect(row).to_contain_text(format_owners_choice(points[-1][1]))

    # A's phone: only A's own line, and nothing of B's or C's worth in any frame it received.
    reveal(host, host.get_by_role("button", name="Invite phones")).click()
    link = reveal(host, ident(host, "link-A")).inner_text().strip()
    path = link[link.index("/seat/"):]
    _, seat, frames = open_with_frames(browser, server.url + path)
    reveal(seat, seat.get_by_text("Your net worth over the turns")).wait_for(timeout=WAIT)
    expect(reveal(seat, ident(seat, "worth-A"))).to_contain_text(format_owners_choice(lines["A"][-1][1]))
    assert frames.contains("A's net worth, turns 0 to")  # the frames are searchable: A's own line is in them
    for other in ("B", "C"):
        assert ident(seat, f"worth-{other}").count() == 0
        spoken = f"{other}'s net worth, turns 0 to"
        assert not frames.contains(spoken), f"{other}'s line reached A's phone"
