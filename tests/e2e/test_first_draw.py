"""A table's first screen is drawn once, in the phone's language (Session.language_known): before, a Fortune table
on an English phone was drawn whole in German (Fortune's default while the device's language was being asked), sent,
laid out by the phone, then drawn again in English a moment later; a German phone saw English first on the other
games. The frames a fresh phone receives hold only its own language's words."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.browser import OFFLINE, PHONE, enable_semantics
from tests.e2e.frames import FrameLog
from tests.support.screens import Table
from tests.support.tables import game_log

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("game, locale, shown, never", [
    ("fortune", "en-US", "Live balance", "Bilanz live"),  # Fortune's default is German: an English phone
    ("owners-choice", "de-DE", "Plätze, im Uhrzeigersinn", "Seats, clockwise"),  # a German phone
])
def test_a_fresh_phone_gets_the_first_screen_in_its_own_language_only(browser, tmp_path, game, locale, shown, never,
                                                                      servers):
    sid = Table(tmp_path / "data", game).create(game_log(game))
    server = servers(tmp_path / "data")
    ctx = browser.new_context(viewport=PHONE, locale=locale)
    ctx.route(OFFLINE, lambda r: r.abort())
    page = ctx.new_page()
    frames = FrameLog(page)
    page.goto(server.host(f"/table/{sid}"))
    enable_semantics(page)
    expect(page.locator("flt-semantics").get_by_text(re.compile(f"^{shown}")).first).to_be_attached(
        timeout=30_000)
    page.wait_for_timeout(1500)  # a late redraw would arrive now
    assert frames.contains(shown)
    assert not frames.contains(never), f"the phone received {never!r}: the screen was drawn in the other language"
