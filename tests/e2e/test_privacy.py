"""Privacy audit (proof issue): a seated banker's page, the host's page while a seated banker holds the role on
their own phone, and a seat's page (its History too) receive no other seat's sealed entry before the reveal."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import enable_semantics
from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.frames import FrameLog
from tests.e2e.live import create_table, enter, holds, money, open_round

pytestmark = pytest.mark.e2e
ANN, BOB = 7272, 4343


def open_link(browser, server, link):
    ctx = browser.new_context(viewport={"width": 412, "height": 915})
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1)"), lambda r: r.abort())
    page = ctx.new_page()
    frames = FrameLog(page)
    page.goto(server.url + re.sub(r"^https?://[^/]+", "", link.strip()))
    enable_semantics(page)
    return page, frames


def test_seated_banker_and_watching_host_never_receive_another_seats_entry(server, phone, browser):
    host = phone(server.host("/"), ready_text="New table")
    host_frames = FrameLog(host)
    host.reload()
    enable_semantics(host)
    host.get_by_role("button", name="New table").wait_for()
    create_table(host, ["Ann", "Bob"])  # Ann plays and is the banker
    table = host.url
    tap(host, "button", "Invite phones")
    bob_link = reveal(host, ident(host, "link-Bob")).inner_text()
    tap(host, "button", "Show the banker's QR code")  # folded away, so no player scans it by mistake
    bank_link = reveal(host, ident(host, "link-banker")).inner_text()
    host.goto(table)
    enable_semantics(host)

    bob, bob_frames = open_link(browser, server, bob_link)
    ann_bank, bank_frames = open_link(browser, server, bank_link)  # Ann runs the bank from her own phone
    tap(ann_bank, "button", "Take the banker role")
    tap(ann_bank, "button", "Yes, take the role")  # asked first: the role shows the bank's secrets
    expect(reveal(ann_bank, ann_bank.get_by_role("button", name="New sealed round"))).to_be_visible()
    expect(reveal(host, host.get_by_text(re.compile("only watches")))).to_be_visible()

    open_round(ann_bank)
    enter(ann_bank, "Ann", ANN, bank=True)  # the seated banker enters as her own seat (behind a tap on this phone)
    enter(bob, "Bob", BOB)
    expect(reveal(ann_bank, ident(ann_bank, "confirmed-Bob"))).to_contain_text("confirmed")

    assert not holds(bank_frames, BOB), "the seated banker's page received Bob's entry"
    assert not holds(host_frames, BOB) and not holds(host_frames, ANN), "the watching host received an entry"
    assert not holds(bob_frames, ANN), "Bob's page received Ann's entry"
    # Each page holds its own (the check can fail): Bob's at once, Ann's on the bank's phone once she taps for it.
    tap(ann_bank, "button", "Show my entry")
    expect(reveal(ann_bank, ident(ann_bank, "my-entry"))).to_contain_text(f"Amount {money(ANN)}")
    assert bank_frames.contains(money(ANN)) and bob_frames.contains(money(BOB))
    tap(ann_bank, "button", "Hide my entry")

    # Bob's History lists Ann's entry as entered, and his page still receives nothing of it.
    bob.get_by_label("History").get_by_role("button").click()
    expect(reveal(bob, bob.get_by_text(re.compile("Ann entered a sealed entry")))).to_be_visible()
    assert not holds(bob_frames, ANN), "Bob's History received Ann's entry"
    bob.get_by_role("button", name="Back", exact=True).click()

    tap(ann_bank, "button", "Reveal")
    expect(reveal(bob, ident(bob, "revealed-Ann"))).to_contain_text(f"Amount {money(ANN)}")
    for p in (bob, ann_bank):
        p.context.close()
