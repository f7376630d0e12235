"""A long switch, checkbox or radio label wraps on a 360 px phone instead of running off it, and the whole row is the
control (companion/widgets/fields.py: `labelled`). Seen before: Settings' "House rule: a negative share value counts as
$0" read "…counts as" on a 360 px phone, the rest cut by the screen's edge (Flet's own switch label never wraps)."""
from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.browser import enable_semantics, open_phone
from tests.e2e.flutter import reveal, settled, tap

pytestmark = pytest.mark.e2e

FLOOR = "House rule: a negative share value counts as $0"


@pytest.mark.parametrize("width", [360, 412])
def test_the_house_rule_switch_fits_the_phone_and_its_label_flips_it(server, browser, width):
    ctx, page = open_phone(browser, server.host("/settings"), {"width": width, "height": 780})
    try:
        switch = page.get_by_role("switch", name=FLOOR)
        switch.wait_for(timeout=30_000)
        settled(page)
        box = switch.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, f"the row runs off a {width} px screen: {box}"
        assert box["height"] >= 48, box
        if width == 360:  # the label needs more than one line here: the row grew to hold it
            assert box["height"] >= 60, f"the label did not wrap: {box}"
        expect(switch).not_to_be_checked()
        page.mouse.click(box["x"] + 20, box["y"] + box["height"] / 2)  # on the label's first words
        expect(switch).to_be_checked()
        page.reload()  # saved, not only drawn
        enable_semantics(page)
        switch = page.get_by_role("switch", name=FLOOR)
        switch.wait_for(timeout=30_000)
        expect(switch).to_be_checked()
        switch.click()  # back off, so the next phone finds the rulebook's reading
        expect(switch).not_to_be_checked()
    finally:
        ctx.close()


def centre(page, locator) -> None:
    """Scroll the page so `locator` stands in the middle of the screen. `reveal` stops once a row's middle is clear of
    the app bar, and the row above it may still be partly under the bar: the page clips a semantics box at the
    scrolling list's top edge (y 66 at 360 px), so the box is only the visible part. Two full runs under load measured
    the upper row 31 px high at y 66 and failed; scrolled on purpose, the same 58 px row measured 52, 26 and 38 px at
    y 66 (2026-12-05): the page was right, the measurement was of half a row."""
    box = locator.first.bounding_box()
    height = (page.viewport_size or {"height": 800})["height"]
    if box:
        page.mouse.move(180, height / 2)
        page.mouse.wheel(0, box["y"] + box["height"] / 2 - height / 2)
        page.wait_for_timeout(300)


def laid_out(page, row, fits, seconds: float = 10):
    """The row's box once it `fits`, or its last box after `seconds` (the final layout is what a thumb meets; a row
    that never fits still fails)."""
    box = row.bounding_box()
    deadline = time.monotonic() + seconds
    while not fits(box) and time.monotonic() < deadline:
        page.wait_for_timeout(100)
        box = row.bounding_box()
    return box


def test_owners_choice_overshoot_choice_fits_a_small_phone_and_its_label_chooses(server, browser):
    """Owner's Choice, before the start: "Any effect that would move the price beyond this space is ignored" — the
    rulebook's reading or the house rule, two radio rows whose labels wrap at 360 px; a tap on the label chooses."""
    sid = TableHub(Store(server.data_dir)).create(make_setup("owners-choice", "Friday", ["Ann", "Bob", "Cy"], "Kim"))
    ctx, page = open_phone(browser, server.host(f"/table/{sid}"), {"width": 360, "height": 780})
    try:
        ruled = page.get_by_role("radio", name="Is ignored: the marker stays (the rulebook)")
        house = page.get_by_role("radio", name="Stops at $300 (house rule)")
        reveal(page, house)
        centre(page, house)  # both rows wholly on screen: a row half under the app bar measures only its visible part
        settled(page)
        for row in (ruled, house):
            box = laid_out(page, row, lambda b: b["x"] >= 0 and b["x"] + b["width"] <= 360 and b["height"] >= 48)
            assert box["x"] >= 0 and box["x"] + box["width"] <= 360 and box["height"] >= 48, box
        assert ruled.bounding_box()["height"] > house.bounding_box()["height"], \
            "the longer label did not wrap: '(the rulebook)' would be cut off"
        expect(ruled).to_be_checked()
        box = house.bounding_box()
        page.mouse.click(box["x"] + box["width"] - 40, box["y"] + box["height"] / 2)  # on the label's last words
        expect(house).to_be_checked()
        expect(ruled).not_to_be_checked()
    finally:
        ctx.close()


def test_the_sealed_round_dialog_keeps_its_labels_whole_on_a_small_phone(server, browser):
    """"New sealed round" at 360 px: the number fields two to a row (three to a row left each 70 px wide and broke
    their labels: "Lowes / t", "Highe / st"), the tie-break switch one row named by its label."""
    sid = TableHub(Store(server.data_dir)).create(make_setup("owners-choice", "Friday", ["Ann", "Bob", "Cy"], "Kim"))
    ctx, page = open_phone(browser, server.host(f"/table/{sid}"), {"width": 360, "height": 780})
    try:
        tap(page, "button", "New sealed round")
        for label in ("Lowest", "Highest", "Step"):
            field = page.get_by_role("textbox", name=label)
            reveal(page, field)
            assert field.bounding_box()["width"] >= 100, f"{label}: {field.bounding_box()}"
        page.mouse.move(180, 400)
        page.mouse.wheel(0, 800)  # the dialog's own list to its end: the switch whole, not cut by the list's edge
        tie = page.get_by_role("switch", name="Break ties with a die")
        reveal(page, tie)
        settled(page)
        expect(tie).to_be_checked()
        assert tie.bounding_box()["height"] >= 48
    finally:
        ctx.close()


def test_rollout_setup_dice_fields_keep_each_players_name_whole_on_a_small_phone(server, browser):
    """Rollout, Setting Up ("the highest die chooses first"): a die field per player, labelled by the player's name.
    Three to a row left each about 105 px wide at 360 px and broke the name mid-word ("Alexandr / a's die"); two to a
    row leave room for a name like these."""
    names = ["Alexandra", "Christopher", "Maximilian", "Kim"]
    sid = TableHub(Store(server.data_dir)).create(make_setup("rollout", "Friday", names, "Kim"))
    ctx, page = open_phone(browser, server.host(f"/table/{sid}"), {"width": 360, "height": 780})
    try:
        for name in names:
            field = page.get_by_role("textbox", name=f"{name}'s die for the choice")
            reveal(page, field)
            box = field.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 360, f"{name}: {box}"
            assert box["width"] >= 150, f"{name}'s die field is too narrow for the name: {box}"
    finally:
        ctx.close()
