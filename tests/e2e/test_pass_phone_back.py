"""The browser's Back on the bank's phone passed to a player for a sealed entry, in Chromium.

Rollout, Step B: each player sets his budgets "secretly circling one number for each budget on his Boardroom Pad".
The host opened the table from Home, passed the phone to Cy; Cy pressed Back (the browser's, or a phone's own Back
gesture) and stood on the host's Home, with every saved table and Delete in reach. A phone passed to a player stays
on its cover: Back brings it straight back there. Given back (Close, or Not now), it stays covered until the banker
taps "Banker: back to the table", a reload too (a walk: Bob's Close, and a reload in Cy's hands, opened the playing
banker's table screen, her sealed entry one tap away)."""
import pytest
from playwright.sync_api import expect

import calculators.rollout as ro
from tests.e2e.conftest import enable_semantics
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
    back = bank.get_by_role("button", name="Banker: back to the table")
    expect(back).to_be_visible(timeout=T)  # given back, covered until the banker taps (a walk)
    bank.reload()  # the same phone reloaded: still covered
    enable_semantics(bank)
    expect(back).to_be_visible(timeout=T)
    expect(bank.get_by_role("button", name="Pass the phone to Cy")).to_have_count(0)
    tap(bank, "button", "Banker: back to the table")
    tap(bank, "button", "Pass the phone to Cy")  # the banker's table screen again, the round still open
    tap(bank, "button", "Not now")
    tap(bank, "button", "Banker: back to the table")
    bank.go_back()  # the cover is over: Back leaves the table as it always did
    expect(bank.get_by_role("button", name="New table")).to_be_visible(timeout=T)
