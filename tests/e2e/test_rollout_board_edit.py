"""A board value under a company's meter, changed on the banker's phone (412×915): the dialog names the unit the
value is typed in and, before saving, says what the new value changes in play — Simcor's price meter stands on
Price Index square 23 ($600M), so a new value there is its price at once (Game Board: "the Price Index which shows
the current buy and sell price for each Company's stock in millions of dollars"). A walk found the price moved to
$650M silently, from a dialog that named no unit; another read the warning of a value typed before."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.flutter import reveal, tap, type_into
from tests.e2e.rollout_seed import Seed, saved_log, saved_state
from tests.e2e.rollout_late_table import T, data_dir, serve  # noqa: F401 (fixtures)

pytestmark = pytest.mark.e2e


def test_a_new_price_under_simcors_meter_is_said_before_it_is_saved(phone, serve, data_dir):
    seed = Seed(data_dir)
    seed.fix("Ann", "price", 23)  # Simcor at $600M
    server = serve()
    page = phone(server.host(f"/table/{seed.sid}/board"), ready_text="Price Index")
    tap(page, "button", re.compile("^Price Index"))
    tap(page, "button", re.compile("^Change: Price Index, square 23 "))
    expect(page.get_by_text("Now $600M · dividend $60M")).to_be_visible(timeout=T)
    type_into(page, "New value in $M: Price Index, square 23", "650")
    tap(page, "button", "Save")
    said = "Simcor's price meter stands on square 23: its price becomes $650M (now $600M)"
    expect(page.get_by_text("This changes the game in play now:")).to_be_visible(timeout=T)
    expect(page.get_by_text(said)).to_be_visible(timeout=T)
    s = saved_state(data_dir, seed.sid)
    assert s.tables.price(s.company_of("Ann").price) == 600  # said, not yet saved
    # Another value typed: what was said of 650 goes (a walk read the warning of a value typed before), and Save
    # says what the new one changes.
    type_into(page, "New value in $M: Price Index, square 23", "640")
    expect(page.get_by_text(said)).to_have_count(0, timeout=T)
    tap(page, "button", "Save")
    expect(page.get_by_text("Simcor's price meter stands on square 23: its price becomes $640M (now $600M)")
           ).to_be_visible(timeout=T)
    tap(page, "button", "Save all the same")
    expect(reveal(page, page.get_by_role("button", name=re.compile("^Change: Price Index, square 23 ")))
           ).to_contain_text("$640M", timeout=T)
    s = saved_state(data_dir, seed.sid)
    assert s.tables.price(s.company_of("Ann").price) == 640
    # Saved again as it stands: the dialog closes and nothing is recorded (a walk's unchanged save added an entry
    # to History).
    events = len(saved_log(data_dir, seed.sid).events)
    tap(page, "button", re.compile("^Change: Price Index, square 23 "))
    expect(page.get_by_text("Now $640M · dividend $60M")).to_be_visible(timeout=T)
    tap(page, "button", "Save")
    expect(page.get_by_text("Now $640M · dividend $60M")).to_have_count(0, timeout=T)
    assert len(saved_log(data_dir, seed.sid).events) == events
