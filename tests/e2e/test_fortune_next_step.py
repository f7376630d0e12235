"""Fortune in Chromium, a German Kasse at 360 px: the landing's business in sight after the space is tapped.

A walk's Kasse tapped "Vereinsbank 1" far down the list of spaces: the list closed and the page stood at the next
player's roll, Ann's loan (Loans: "you can take out loans of 50,000 DM at the payout rate given on each space") out of
sight above — a tired Kasse rolls for Bob and skips the loan. The page is now brought up to the landing."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from calculators.fortune import actions as A
from calculators.fortune.tables import PLAYER_COMPANIES
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.fortune_seed import german_phone
from tests.e2e.flutter import settled, tap

pytestmark = pytest.mark.e2e
T = 30_000


def test_the_loan_is_in_sight_after_the_kasse_taps_the_bank_space(tmp_path, browser, servers):
    hub = TableHub(Store(tmp_path / "data"))
    sid = hub.create(make_setup("fortune", "Fortune night", ["Ann", "Bob", "Cy", "Dee"], "Kim"))
    hub.act(sid, lambda log: A.set_up(log, "banker", dict(zip(["Ann", "Bob", "Cy", "Dee"], PLAYER_COMPANIES)), 120))
    hub.act(sid, lambda log: A.roll_for_start(log, "banker", [[6, 5], [1, 1], [2, 3], [1, 2]]))
    hub.act(sid, lambda log: A.roll_move(log, "banker", "Ann", 2, values=[3, 4]))
    server = servers(tmp_path / "data")
    kim = german_phone(browser, server.host(f"/table/{sid}"))  # 412×915 by default: the phone at 360×800
    kim.set_viewport_size({"width": 360, "height": 800})
    expect(kim.get_by_role("button", name="Vereinsbank 1", exact=True)).to_have_count(1, timeout=T)
    kim.mouse.move(180, 400)
    kim.mouse.wheel(0, 2_000)  # the Kasse read on down the list, then finds the space
    kim.wait_for_timeout(500)
    tap(kim, "button", "Vereinsbank 1", exact=True)
    loan = kim.get_by_role("button", name="Darlehen aufnehmen")
    expect(loan).to_have_count(1, timeout=T)
    settled(kim)
    box = loan.bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= 800, box  # on the screen, unscrolled
