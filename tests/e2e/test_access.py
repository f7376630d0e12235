"""Access at a live table: strangers see nothing, a short code opens a seat once, revoked links die."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.live import create_table
from tests.e2e.live import stranger

pytestmark = pytest.mark.e2e


def test_stranger_sees_only_how_to_join_short_code_works_once_revoked_link_dies(server, phone, browser):
    host = phone(server.host("/"), ready_text="New table")
    create_table(host, ["Ann", "Bob"], banker="Kim")
    table_path = re.sub(r"^https?://[^/]+", "", host.url)

    # A device without the host secret: the join screen, for Home and for the table's own address alike.
    for path in ("/", table_path, "/settings", "/cash-out"):
        page, frames = stranger(browser, server.url + path)
        expect(page.get_by_text("Scan your seat's QR code with your phone's camera")).to_be_visible()
        assert not frames.contains("Live test") and not frames.contains("Kim")
        page.context.close()

    tap(host, "button", "Invite phones")
    expect(ident(host, "joined")).to_have_text("Nobody has joined yet · Waiting for: Ann, Bob")
    code = reveal(host, ident(host, "code-Ann")).inner_text().split(":")[-1].strip()
    bob_link = reveal(host, ident(host, "link-Bob")).inner_text().strip()
    assert re.fullmatch(r"[A-Z0-9]{6}", code)
    # The code stays valid after Invite is left (issue 16: "while the table is open ... until used or
    # replaced"), and Invite shows the same code again.
    host.go_back()
    expect(host.get_by_role("button", name="Invite phones")).to_be_visible()
    tap(host, "button", "Invite phones")
    expect(reveal(host, ident(host, "code-Ann"))).to_have_text(f"Code: {code}")
    host.go_back()
    expect(host.get_by_role("button", name="Invite phones")).to_be_visible()

    ann, _ = stranger(browser, server.url + "/join")
    type_into(ann, "Six-character code", code.lower())
    tap(ann, "button", "Join the table")
    expect(ident(ann, "whoami")).to_have_text("You are Ann")
    tap(host, "button", "Invite phones")
    expect(reveal(host, ident(host, "joined"))).to_have_text("Joined: Ann · Waiting for: Bob")  # who has joined

    again, _ = stranger(browser, server.url + "/join")
    type_into(again, "Six-character code", code)
    tap(again, "button", "Join the table")
    expect(again.locator("flt-semantics").get_by_text(re.compile("This code was already used"))).to_be_visible()
    again.context.close()

    bob, _ = stranger(browser, server.url + re.sub(r"^https?://[^/]+", "", bob_link))
    expect(ident(bob, "whoami")).to_have_text("You are Bob")
    # Bob's phone holds his seat now, so Invite shows no link for him but offers to move him to a new phone
    # (this replaced "Revoke Bob's link and issue a new one" for a claimed seat: trust issue, item 1).
    tap(host, "button", "Move Bob to a new phone")
    expect(host.get_by_text("Move Bob to a new phone?")).to_be_visible()  # it asks first (issue 16)
    expect(ident(bob, "whoami")).to_have_text("You are Bob")  # nothing happened yet
    tap(host, "button", "Move the seat")
    expect(reveal(host, ident(host, "link-Bob"))).not_to_have_text(bob_link)  # a new link replaced the old
    expect(ident(bob, "seat-moved")).to_contain_text("The banker moved Bob's seat")  # told at once
    bob.reload()
    from tests.e2e.conftest import enable_semantics

    enable_semantics(bob)
    expect(ident(bob, "seat-moved")).to_be_visible()
    assert ident(bob, "whoami").count() == 0
    for p in (ann, bob):
        p.context.close()



