"""Roll and Rails: the next step stays in sight after the tap that brings it (a walk: after "Match the dice" the
long matching form gave way to the short "Use the dice" part, the page kept its scroll offset and stood in the
Sheets, the new "Use the 6: Banker" and "Take 3$" above the screen; the host's page did the same after a shipment).

One phone passed around (two players on the banker's phone), at 412 px: the draft, then Ann's four dice
matched; the buttons of her first die are on screen at once, no scrolling. Then Ann's turn ends and Bob's matching
form takes its place, in sight. (That another phone's update never scrolls a page: tests/companion/test_rails_next_step.py.)"""
import time

import pytest
from playwright.sync_api import expect

from tests.e2e.browser import open_phone
from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.rails_kit import T, choose, passed_around_draft, shot, to_top

pytestmark = pytest.mark.e2e

# The box of the first match on screen (top, height), or null when Flutter has no node for it (off screen).
_BOX = "els => { if (!els.length) return null; const r = els[0].getBoundingClientRect(); return [r.top, r.height]; }"


def on_screen(page, locator, *, within: float = 10.0) -> bool:
    """True once `locator` stands wholly inside the screen below the app bar, looked at for `within` seconds
    without scrolling (a thumb that stays where it tapped)."""
    height = page.viewport_size["height"]
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        box = locator.evaluate_all(_BOX)
        if box and box[1] > 0 and box[0] >= 56 and box[0] + box[1] <= height:
            return True
        page.wait_for_timeout(200)
    return False


# At 412 px, where the walk saw it (360 px was checked once by hand, 2026-12-06: the same; one width keeps the suite's
# time).
@pytest.mark.parametrize("width", [412])
def test_the_dice_matched_the_first_die_s_buttons_are_in_sight(server, browser, tmp_path, width):
    _ctx, page = open_phone(browser, server.host("/"), {"width": width, "height": 915 if width == 412 else 740})
    page.get_by_text("New table").first.wait_for(timeout=30_000)
    passed_around_draft(page)
    expect(reveal(page, ident(page, "whose-turn"))).to_have_text("Ann's turn", timeout=T)
    to_top(page)
    for value, what in ((6, "Banker"), (1, "Upgrade"), (2, "Goods delivery"), (3, "Curve")):
        choose(page, f"The {value}: {what}")
    tap(page, "button", "Match the dice")
    # The step the tap brought, under the thumb: the first die's own button and the list of dice to use.
    assert on_screen(page, page.get_by_role("button", name="Take 3$")), "Take 3$ is off the screen after matching"
    assert on_screen(page, page.get_by_role("button", name="Use the 1: Upgrade"))
    assert on_screen(page, ident(page, "whose-turn"))
    shot(page, tmp_path / f"rr-matched-{width}.png")
    tap(page, "button", "Take 3$")
    expect(reveal(page, ident(page, "money-Ann"))).to_have_text("3$", timeout=T)

    # The turn ends: Bob's matching form stands where Ann's dice were, its first chips in sight.
    tap(page, "button", "End Ann's turn")
    tap(page, "button", "End the turn")  # three dice unused: the phone asks first
    # Bob's matching form where Ann's part was: its banner in sight without scrolling.
    expect(ident(page, "whose-turn")).to_have_text("Bob's turn", timeout=T)
    assert on_screen(page, ident(page, "whose-turn"))
    shot(page, tmp_path / f"rr-bob-turn-{width}.png")
