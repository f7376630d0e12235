"""A long switch label wraps on a 360 px phone instead of running off it, and the whole row is the switch
(companion/widgets/fields.py: `labelled`). Seen before: Settings' "House rule: a negative share value counts as
$0" read "…counts as" on a 360 px phone, the rest cut by the screen's edge (Flet's own switch label never wraps)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.browser import enable_semantics, open_phone
from tests.e2e.flutter import settled

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
