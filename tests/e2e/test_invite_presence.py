"""Invite tells a seat on its phone from a phone connected now.

A walk closed Bob's phone after he joined: the banker's Invite went on saying "Everyone is at the table", with no
word that Bob's phone was gone; the banker learnt it only when Bob's turn came. A seat's phone that closes, sleeps or
loses Wi-Fi is said as not connected now, and comes back as connected when the page is open again."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.live import create_table
from tests.e2e.conftest import enable_semantics

pytestmark = pytest.mark.e2e


def test_a_closed_seat_phone_is_said_as_not_connected_until_it_opens_the_table_again(server, phone, browser):
    host = phone(server.host("/"), ready_text="New table")
    create_table(host, ["Ann", "Bob"], banker="Kim")
    tap(host, "button", "Invite phones")
    links = {s: re.sub(r"^https?://[^/]+", "", reveal(host, ident(host, f"link-{s}")).inner_text().strip())
             for s in ("Ann", "Bob")}
    phones = {}
    for seat, link in links.items():
        ctx = browser.new_context(viewport={"width": 412, "height": 915})
        page = ctx.new_page()
        page.goto(server.url + link)
        enable_semantics(page)
        expect(ident(page, "whoami")).to_have_text(f"You are {seat}")
        phones[seat] = page
    expect(reveal(host, ident(host, "joined"))).to_have_text("Joined: Ann, Bob · Everyone is at the table")
    expect(ident(host, "not-connected")).to_have_count(0)

    phones["Bob"].close()  # the tab closed; the phone keeps its storage, so the seat stays Bob's
    expect(reveal(host, ident(host, "not-connected"))).to_have_text("Not connected now: Bob", timeout=15_000)
    expect(reveal(host, ident(host, "away-Bob"))).to_contain_text("Bob's phone is not connected now")
    expect(ident(host, "away-Ann")).to_have_count(0)

    again = phones["Bob"].context.new_page()  # Bob opens the table again on the same phone
    again.goto(server.url + links["Bob"])
    enable_semantics(again)
    expect(ident(again, "whoami")).to_have_text("You are Bob", timeout=30_000)
    expect(ident(host, "not-connected")).to_have_count(0, timeout=15_000)
    for page in (again, phones["Ann"]):
        page.context.close()
