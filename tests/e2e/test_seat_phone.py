"""A seat's phone in Chromium (a new user's walk: a seat had no History and no language choice). Bob's phone opens
the table's History from its app bar after the banker acted and reads the banker's sentence (and Ann's sealed entry
as entered, never its amount, in no websocket frame); Back returns to his seat screen. Then Bob's phone chooses
Deutsch from its app bar: the seat screen reads German, and still does after a reload and in a new tab (kept in
its browser's storage)."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.browser import open_phone
from tests.e2e.conftest import enable_semantics
from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.frames import FrameLog
from tests.e2e.live import create_table, enter, holds, open_round, seat_url

pytestmark = pytest.mark.e2e
T = 30_000
ANN = 6161  # Ann's sealed amount: on her own page and the banker's, never on Bob's


def test_a_seat_phone_reads_history_goes_back_and_keeps_its_language(server, phone, browser):
    host = phone(server.host("/"), ready_text="New table")
    create_table(host, ["Ann", "Bob"])  # Ann plays and is the banker, on the host's page
    table = host.url
    tap(host, "button", "Invite phones")
    bob_link = reveal(host, ident(host, "link-Bob")).inner_text()
    host.goto(table)
    enable_semantics(host)

    frames: list[FrameLog] = []
    ctx, bob = open_phone(browser, seat_url(server, bob_link), on_page=lambda p: frames.append(FrameLog(p)))
    expect(reveal(bob, ident(bob, "whoami"))).to_have_text("You are Bob", timeout=T)

    open_round(host)  # the banker's action
    enter(host, "Ann", ANN, bank=True)  # the seated banker's own entry, sealed

    bob.get_by_label("History").get_by_role("button").click()
    expect(reveal(bob, ident(bob, "event-2"))).to_contain_text("Sealed round opened", timeout=T)
    expect(reveal(bob, ident(bob, "event-3"))).to_contain_text("Ann entered a sealed entry")
    expect(reveal(bob, ident(bob, "history-read-only"))).to_contain_text("Only the banker can undo")
    expect(bob.get_by_role("button", name=re.compile(r"^(Undo|Redo)"))).to_have_count(0)
    assert not holds(frames[0], ANN), "Bob's History received Ann's sealed entry"
    assert re.search(r"/seat/[^/]+/history$", bob.url)

    bob.get_by_role("button", name="Back", exact=True).click()
    expect(reveal(bob, ident(bob, "whoami"))).to_have_text("You are Bob", timeout=T)
    assert not bob.url.endswith("/history")

    # This phone's own language, from the app bar; kept in its browser: a reload still reads German.
    bob.get_by_label("Language").get_by_role("button").click()
    tap(bob, "radio", "Deutsch")
    expect(reveal(bob, ident(bob, "whoami"))).to_have_text("Du bist Bob", timeout=T)
    bob.reload()
    enable_semantics(bob)
    expect(reveal(bob, ident(bob, "whoami"))).to_have_text("Du bist Bob", timeout=T)
    expect(bob.get_by_label("Verlauf").get_by_role("button")).to_have_count(1)
    # A reload keeps the page's server session (Flet); a new tab of the same browser is a new session that finds
    # the choice only in the browser's storage.
    again = ctx.new_page()
    again.goto(seat_url(server, bob_link))
    enable_semantics(again)
    expect(reveal(again, ident(again, "whoami"))).to_have_text("Du bist Bob", timeout=T)
    ctx.close()
