"""Owner's Choice's quick Game End at 360 px, from Home: a small end of game typed in, the ranking and the winner.

Owner's Choice, Game End: "all players sell the stocks they own. The selling price of each company stock is equal
to the position of its stock price marker on the stock price chart." / "After selling all stock, the player with the
most money wins."
"""
import pytest
from playwright.sync_api import expect

from tests.e2e.browser import open_phone
from tests.e2e.flutter import ident, reveal, type_into

pytestmark = pytest.mark.e2e


def test_owners_choice_game_end_from_home_at_360_px(server, browser):
    ctx, page = open_phone(browser, server.host("/"), {"width": 360, "height": 740})
    try:
        page.get_by_text("Owner's Choice: Game End").wait_for()
        reveal(page, page.get_by_role("button", name="Owner's Choice: Game End")).click()
        page.get_by_role("textbox", name="RED final stock price").wait_for()
        for name in ("Ann", "Bob"):
            type_into(page, "Player's name", name)
            page.get_by_role("button", name="Add player").click()
            reveal(page, page.get_by_role("textbox", name=f"{name}'s money"))
        type_into(page, "RED final stock price", "140")
        type_into(page, "Ann's money", "420")
        type_into(page, "Ann's RED stocks", "2")  # 2 × $140 sold: $700
        type_into(page, "Bob's money", "650")
        expect(reveal(page, ident(page, "score-Ann"))).to_have_text("$700")
        expect(reveal(page, ident(page, "score-Bob"))).to_have_text("$650")
        expect(reveal(page, page.get_by_text("Winner: Ann"))).to_be_visible()
        expect(ident(page, "detail-Ann")).to_have_text("$420 + 2 × $140 RED")
        page.screenshot(path=str(server.data_dir.parent / "quick-owners-choice-360.png"))
        type_into(page, "RED final stock price", "310", replace=True)  # above the chart's upper limit
        expect(page.locator("flt-semantics").get_by_text("must be a stock price from $40 to $300").first).to_be_visible()
        expect(ident(page, "score-Ann")).to_have_count(0)
    finally:
        ctx.close()
