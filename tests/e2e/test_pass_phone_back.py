"""The browser's Back on the bank's phone passed to a player for a sealed entry, in Chromium.

Rollout, Step B: each player sets his budgets "secretly circling one number for each budget on his Boardroom Pad".
The host opened the table from Home, passed the phone to Cy; Cy pressed Back (the browser's, or a phone's own Back
gesture) and stood on the host's Home, with every saved table and Delete in reach. A phone passed to a player stays
on its cover: Back brings it straight back there, and only "Close: give the phone back" ends it."""
import pytest
from playwright.sync_api import expect

import calculators.rollout as ro
from tests.e2e.flutter import tap
from tests.e2e.rollout_late_table import data_dir, serve  # noqa: F401 (fixtures)
from tests.e2e.rollout_seed import T, Seed

pytestmark = pytest.mark.e2e


def test_back_on_a_phone_passed_to_a_player_stays_on_the_cover_until_it_is_given_back(phone, serve, data_dir):
    seed = Seed(data_dir, players=("Ann", "Bob", "Cy"))
    seed.stage1()
    seed.do(ro.check_hex, faces=[3])
    seed.do(ro.open_budgets)
    server = serve()
    bank = phone(server.host("/"), ready_text="New table")
    bank.get_by_role("button", name="Rollout night", exact=False).first.click()  # Home's row: in-app, as a thumb
    tap(bank, "button", "Pass the phone to Cy")
    tap(bank, "button", "I am Cy: open my entry")
    close = bank.get_by_role("button", name="Close: give the phone back to the banker")
    expect(close).to_be_visible(timeout=T)
    bank.go_back()  # Cy presses Back
    expect(close).to_be_visible(timeout=T)
    expect(bank.get_by_role("button", name="New table")).to_have_count(0)  # not the host's Home
    close.click()
    tap(bank, "button", "Pass the phone to Cy")  # the banker's table screen again, the round still open
    tap(bank, "button", "Not now")
    bank.go_back()  # the cover is over: Back leaves the table as it always did
    expect(bank.get_by_role("button", name="New table")).to_be_visible(timeout=T)
