"""One dice tray for all games: a labelled die (Owner's Choice's Event die) rolled by the banker shows
the same face on every phone of the table, drawn as its label; the history records who rolled and why."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import enable_semantics
from tests.e2e.flutter import ident, reveal, tap, type_into

pytestmark = pytest.mark.e2e


def test_labelled_event_die_is_the_same_on_every_phone(server, phone, browser):
    host = phone(server.host("/new"), ready_text="Players, clockwise")
    tap(host, "radio", "Owner's Choice")
    for name in ("Ann", "Bob"):
        type_into(host, "Player's name", name)
        tap(host, "button", "Add player")
    tap(host, "radio", "Someone who does not play")
    type_into(host, "Banker's name (does not play)", "Kim")
    tap(host, "button", "Start the table")
    expect(host.get_by_text("Seats, clockwise")).to_be_visible()
    table_url = host.url
    tap(host, "button", "Invite phones")
    link = reveal(host, ident(host, "link-Ann")).inner_text().strip()
    host.goto(table_url)
    enable_semantics(host)
    ann = phone(server.url + re.sub(r"^https?://[^/]+", "", link))
    expect(ident(ann, "whoami")).to_have_text("You are Ann")

    type_into(host, "What is the roll for?", "Event square")
    tap(host, "radio", "Event")
    tap(host, "button", "Roll", exact=True)
    shown = reveal(host, ident(host, "tray-roll"))
    expect(shown).to_contain_text("Event square: ")
    text = shown.inner_text()
    label = text.split("Event square: ", 1)[1].split(" — ", 1)[0]
    assert label and not label.isdigit()  # a face label, not a number
    expect(reveal(ann, ident(ann, "tray-roll"))).to_have_text(text)
