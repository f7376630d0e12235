"""A seat belongs to one phone (trust issue, item 1): two browser contexts are two devices.

The first device that opens Ann's link holds her seat; a second device on the same link is told the seat
is in use and receives nothing of it in any websocket frame (not her name, not her sealed entry); Ann's
phone keeps the seat across a reload and a server restart; the banker moving the seat ends the old
phone's access and tells it so.
"""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import enable_semantics
from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.frames import FrameLog
from tests.e2e.live import create_table, enter, holds, money, open_round

pytestmark = pytest.mark.e2e
ANN = 6161  # a sentinel sealed entry that appears nowhere else
T = 30_000  # a page's first draw waits for its device key; a loaded machine needs time


def device(browser, server, link_or_path):
    """A new device (its own browser context, so its own storage) on a seat link, with its frames recorded."""
    ctx = browser.new_context(viewport={"width": 412, "height": 915})
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1)"), lambda r: r.abort())
    page = ctx.new_page()
    frames = FrameLog(page)
    page.goto(server.url + re.sub(r"^https?://[^/]+", "", link_or_path.strip()))
    enable_semantics(page)
    return page, frames


def reopen(page):
    page.reload()
    enable_semantics(page)


def test_second_device_gets_nothing_of_a_claimed_seat_and_the_banker_moves_it(server, phone, browser):
    host = phone(server.host("/"), ready_text="New table")
    create_table(host, ["Ann", "Bob"], banker="Kim")
    table = host.url
    tap(host, "button", "Invite phones")
    ann_link = reveal(host, ident(host, "link-Ann")).inner_text().strip()

    ann, _ = device(browser, server, ann_link)
    expect(ident(ann, "whoami")).to_have_text("You are Ann", timeout=T)
    # Invite no longer shows Ann's link or code once her phone holds the seat.
    expect(reveal(host, ident(host, "claimed-Ann"))).to_contain_text("On Ann's phone since", timeout=T)
    assert ident(host, "link-Ann").count() == 0 and ident(host, "code-Ann").count() == 0
    host.goto(table)
    enable_semantics(host)
    open_round(host)
    enter(ann, "Ann", ANN)
    # Ann's phone tells her own entries from what the banker did for her.
    mine = ann.locator("flt-semantics").get_by_text(re.compile(r"entered a sealed entry .* · on your phone"))
    expect(reveal(ann, mine)).to_be_visible(timeout=T)
    type_into(host, "What is the roll for?", "Dice for Ann")
    tap(host, "radio", "Ann", exact=True)
    tap(host, "button", "Roll", exact=True)
    by_banker = ann.locator("flt-semantics").get_by_text(re.compile(r"Dice for Ann: .* · by the banker for you"))
    expect(reveal(ann, by_banker)).to_be_visible(timeout=T)

    # A second device on the same link: told the seat is in use, and given nothing of it.
    other, frames = device(browser, server, ann_link)
    expect(ident(other, "seat-in-use")).to_have_text("This seat is in use on another phone", timeout=T)
    other.wait_for_timeout(1500)  # any late frame (a live redraw) would arrive now
    for secret in (ANN, money(ANN), "Ann", "Live test", "Confirm my entry", "Sealed entries"):
        assert not frames.contains(secret), f"the second device received {secret!r}"
    assert other.get_by_role("textbox").count() == 0  # no entry form: it cannot enter for Ann
    assert other.get_by_role("button", name="Confirm my entry").count() == 0
    # A table change while the second device waits does not reach it either.
    enter(ann, "Ann", ANN + 1)
    other.wait_for_timeout(1500)
    assert not holds(frames, ANN + 1) and not frames.contains("Ann")

    # Ann's phone keeps the seat across a reload and a restart of the server (the claim is saved with the table).
    reopen(ann)
    expect(ident(ann, "whoami")).to_have_text("You are Ann", timeout=T)
    server.stop()
    server.start()
    reopen(ann)
    expect(ident(ann, "whoami")).to_have_text("You are Ann", timeout=T)
    reopen(other)
    expect(ident(other, "seat-in-use")).to_be_visible(timeout=T)
    assert not holds(frames, ANN + 1)

    # The banker moves Ann to a new phone: the old phone is told at once and loses the seat.
    host.goto(server.host(re.sub(r"^https?://[^/]+", "", table).split("?")[0] + "/invite"))
    enable_semantics(host)
    tap(host, "button", "Move Ann to a new phone")
    tap(host, "button", "Move the seat")  # it asks first (issue 16)
    expect(ident(ann, "seat-moved")).to_contain_text("The banker moved Ann's seat to another phone", timeout=T)
    new_link = reveal(host, ident(host, "link-Ann")).inner_text().strip()
    assert new_link != ann_link
    reopen(ann)
    expect(ident(ann, "seat-moved")).to_be_visible(timeout=T)  # after a reload too: the old link opens nothing
    assert ident(ann, "whoami").count() == 0

    newer, _ = device(browser, server, new_link)
    expect(ident(newer, "whoami")).to_have_text("You are Ann", timeout=T)
    expect(reveal(newer, ident(newer, "my-entry"))).to_contain_text(f"Amount {money(ANN + 1)}")  # the seat's entry moved along
    for p in (ann, other, newer):
        p.context.close()


def test_the_holding_phone_hands_its_seat_to_another_phone(server, phone, browser):
    host = phone(server.host("/"), ready_text="New table")
    create_table(host, ["Ann", "Bob"], banker="Kim")
    tap(host, "button", "Invite phones")
    bob_link = reveal(host, ident(host, "link-Bob")).inner_text().strip()
    bob, _ = device(browser, server, bob_link)
    expect(ident(bob, "whoami")).to_have_text("You are Bob", timeout=T)
    tap(bob, "button", "Hand this seat to another phone")
    tap(bob, "button", "Hand it over")
    new_link = reveal(bob, ident(bob, "handover-link")).inner_text().strip()
    assert new_link != bob_link
    assert ident(bob, "whoami").count() == 0
    expect(reveal(host, ident(host, "link-Bob"))).to_have_text(new_link, timeout=T)  # Invite offers the new link again
    # A new phone whose camera cannot scan: the handing phone shows the seat's code too, the one Invite shows for it,
    # and typing it on the new phone opens the seat there.
    shown = reveal(bob, ident(bob, "handover-code")).inner_text().strip()
    assert re.fullmatch(r"Code: [A-Z0-9]{6}", shown), shown
    expect(reveal(host, ident(host, "code-Bob"))).to_have_text(shown, timeout=T)
    new_phone, _ = device(browser, server, "/join")
    type_into(new_phone, "Six-character code", shown.removeprefix("Code: "))
    tap(new_phone, "button", "Join the table")
    expect(ident(new_phone, "whoami")).to_have_text("You are Bob", timeout=T)
    old_again, _ = device(browser, server, bob_link)
    expect(ident(old_again, "seat-moved")).to_contain_text("handed Bob's seat over", timeout=T)
    for p in (bob, new_phone, old_again):
        p.context.close()
