"""Helpers of test_live_table.py that other tests use too."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from calculators.core.money import format_rollout
from tests.e2e.conftest import enable_semantics
from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.frames import FrameLog


def create_table(page, players, banker=None):
    page.get_by_role("button", name="New table").click()
    type_into(page, "Table name", "Live test")
    for name in players:
        type_into(page, "Player's name", name)
        tap(page, "button", "Add player")
    if banker:
        tap(page, "radio", "Someone who does not play")
        type_into(page, "Banker's name (does not play)", banker)
    else:
        tap(page, "radio", f"{players[0]} (plays)")
    tap(page, "button", "Start the table")
    expect(page.get_by_text("Seats, clockwise")).to_be_visible()


def money(amount: int) -> str:
    """An amount as the phones of these tables print it: a round's amount is the table's money, and the tables
    made here are Rollout's ($ millions: 7373 is "$7.373B")."""
    return format_rollout(amount)


def holds(frames, amount: int) -> bool:
    """True when a page received `amount` in any frame, as typed or as the phones print it."""
    return frames.contains(amount) or frames.contains(money(amount))


def enter(page, seat, amount, *, bank=False):
    """`seat` enters `amount` on `page`: the seat's own phone, or (`bank`) the bank's phone of a banker who plays,
    where the banker's own entry opens on a tap and hides again once confirmed (the phone is passed around)."""
    if bank:
        tap(page, "button", re.compile(r"^(Enter|Show) my entry$"))
    type_into(page, f"{seat}'s Amount", str(amount))
    tap(page, "button", "Confirm my entry")
    if bank:
        expect(reveal(page, ident(page, "own-entry-state"))).to_contain_text(f"Your own entry, {seat}: confirmed")
    else:
        expect(reveal(page, ident(page, "my-entry"))).to_contain_text(f"Amount {money(amount)}")


def open_round(page, *, highest="10000", step="1"):
    tap(page, "button", "New sealed round")
    type_into(page, "Highest", highest, replace=True)
    type_into(page, "Step", step, replace=True)
    page.get_by_role("button", name="Open the round").click()
    expect(reveal(page, ident(page, "confirmed-Ann"))).to_contain_text("thinking")


def seat_url(server, link: str) -> str:
    path = re.sub(r"^https?://[^/]+", "", link.strip())
    assert path.startswith("/seat/")
    return server.url + path


def stranger(browser, url):

    ctx = browser.new_context(viewport={"width": 412, "height": 915})
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1)"), lambda r: r.abort())
    page = ctx.new_page()
    frames = FrameLog(page)
    page.goto(url)
    enable_semantics(page)
    return page, frames
