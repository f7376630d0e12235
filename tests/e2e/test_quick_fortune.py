"""Fortune's quick final balance at 360 px: a share package's price is the app's assumption, marked, and the price
typed from the table's own share card counts.

Fortune, End of the Game: "Shares and bonds are counted at their normal purchase price." The rulebook prints no
share price; the board's are assumed. Setup: 2 players start with 200,000 DM each.
"""
import pytest
from playwright.sync_api import expect

from tests.e2e.browser import open_phone
from tests.e2e.flutter import ident, reveal, type_into

pytestmark = pytest.mark.e2e


def test_fortune_share_price_from_the_card_counts_at_360_px(server, browser):
    ctx, page = open_phone(browser, server.host("/quick-fortune"), {"width": 360, "height": 740})
    try:
        page.get_by_text("Fortune: final balance").first.wait_for()
        for name in ("Ann", "Bob"):
            type_into(page, "Player's name", name)
            page.get_by_role("button", name="Add player").click()
            reveal(page, page.get_by_role("textbox", name=f"{name}'s cash"))
        type_into(page, "Ann's cash", "300000")
        type_into(page, "Bob's cash", "100000")
        reveal(page, page.get_by_role("checkbox", name="OTTO Versand").first).click()
        reveal(page, page.get_by_role("textbox", name="Ann's OTTO Versand purchase price"))
        expect(page.locator("flt-semantics").get_by_text("Assumed 50,000 DM: check your share card")).to_be_visible()
        expect(reveal(page, ident(page, "score-Ann"))).to_have_text("350,000 DM")
        type_into(page, "Ann's OTTO Versand purchase price", "45000")
        expect(reveal(page, ident(page, "score-Ann"))).to_have_text("345,000 DM")
        expect(ident(page, "detail-Ann")).to_have_text("cash 300,000 DM + OTTO Versand 45,000 DM")
    finally:
        ctx.close()
