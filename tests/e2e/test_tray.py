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


def test_the_trays_choices_sit_two_to_a_row_on_a_small_phone_and_a_label_chooses(server, browser):
    """Owner's Choice with five players: seven dice and six ways to roll for, one radio row each, stood 13 rows
    between the roll's purpose and Roll on a 360 px phone. Two to a row, each row a thumb's height, the label's own
    words choose it, and the roll is recorded for whom and with which die was chosen."""
    from calculators.core.table import make_setup
    from calculators.core.tray import tray_rolls
    from companion.storage import Store
    from companion.table import TableHub
    from tests.e2e.browser import open_phone

    hub = TableHub(Store(server.data_dir))
    sid = hub.create(make_setup("owners-choice", "Friday", ["Ann", "Bob", "Cy", "Dee", "Eve"], "Kim"))
    ctx, page = open_phone(browser, server.host(f"/table/{sid}"), {"width": 360, "height": 780})
    try:
        table, ann = page.get_by_role("radio", name="The table"), page.get_by_role("radio", name="Ann")
        reveal(page, ann)
        a, b = table.bounding_box(), ann.bounding_box()
        assert abs(a["y"] - b["y"]) < 2 and a["x"] + a["width"] <= b["x"] + 1, f"not side by side: {a} {b}"
        for box in (a, b):
            assert box["height"] >= 48 and box["x"] >= 0 and box["x"] + box["width"] <= 360, box
        purpose = page.get_by_role("textbox", name="What is the roll for?")
        roll = page.get_by_role("button", name="Roll", exact=True)
        reveal(page, roll)
        gap = roll.bounding_box()["y"] - purpose.bounding_box()["y"]
        assert gap < 700, f"Roll is {gap:.0f} px below the roll's purpose"
        expect(table).to_be_checked()
        for name in ("Dee", "Event"):
            row = reveal(page, page.get_by_role("radio", name=name))
            box = row.bounding_box()
            page.mouse.click(box["x"] + box["width"] - 30, box["y"] + box["height"] / 2)  # on the label, not the dot
            expect(row).to_be_checked()
        type_into(page, "What is the roll for?", "Dee's event")
        tap(page, "button", "Roll", exact=True)
        expect(reveal(page, ident(page, "tray-roll"))).to_contain_text("Dee's event: ")
        last = tray_rolls(TableHub(Store(server.data_dir)).get(sid).log)[-1]
        assert last.on_behalf_of == "Dee" and last.data["die"] == "Event", last
    finally:
        ctx.close()
