"""Board tables in the app: the banker edits an assumed value for this table (Owner's Choice's stock
supply), and an edit that breaks the rulebook's printed points ($40 just above Bankruptcy) is refused."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import enable_semantics
from tests.e2e.flutter import reveal, tap, type_into

pytestmark = pytest.mark.e2e


def test_banker_edits_an_assumed_board_value_and_a_printed_point_holds(server, phone):
    page = phone(server.host("/new"), ready_text="Players, clockwise")
    tap(page, "radio", "Owner's Choice")
    for name in ("Ann", "Bob"):
        type_into(page, "Player's name", name)
        tap(page, "button", "Add player")
    tap(page, "radio", "Ann (plays)")
    tap(page, "button", "Start the table")
    expect(page.get_by_text("Seats, clockwise")).to_be_visible()
    tap(page, "button", "Board tables")
    expect(page.get_by_text(re.compile("^Version owners-choice-1"))).to_be_visible()
    type_into(page, "stock_supply", '{"RED": 16, "BLUE": 15, "GREEN": 15, "YELLOW": 15}')
    tap(page, "button", "Save stock_supply")
    expect(page.get_by_text("stock_supply changed for this table.").first).to_be_attached()  # the snackbar
    type_into(page, "price_chart", "[0, 45, 60]")
    tap(page, "button", "Save price_chart")
    expect(page.locator("flt-semantics").get_by_text(re.compile("same shape|printed|40")).first).to_be_visible()
    page.reload()
    enable_semantics(page)
    page.get_by_text(re.compile("^Version owners-choice-1")).wait_for(timeout=30_000)
    field = reveal(page, page.get_by_role("textbox", name="stock_supply"))
    field.click()  # Flutter puts the text into the DOM field once it has the focus
    expect(field).to_have_value(re.compile('"RED": 16'))  # saved for this table: it survives a reload
