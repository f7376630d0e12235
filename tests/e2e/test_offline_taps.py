"""A phone offline for a moment holds its taps and sends them together once back (Chromium's offline mode keeps the
websocket open and delivers them later, as a Wi-Fi blip that does not break the line does). A walk's banker tapped
Add twice on "Correct a player's money" while offline (the first tap's answer never came): both arrived, and Bob's
money was corrected twice. The dialog's button does nothing once the first tap closed it."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from calculators.owners_choice.fold import CASH_CORRECTED
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.browser import open_phone
from tests.e2e.flutter import settled, tap, type_into
from tests.support.oc_screens import in_play

pytestmark = pytest.mark.e2e


def corrections(data, sid) -> list[dict]:
    return [e.data for e in TableHub(Store(data)).get(sid).log.events if e.kind == CASH_CORRECTED]


def test_two_taps_on_add_held_while_offline_correct_the_money_once(server, browser):
    sid = in_play(TableHub(Store(server.data_dir)))  # Kim banks for Ann, Bob and Cy
    ctx, page = open_phone(browser, server.host(f"/table/{sid}"))
    try:
        tap(page, "button", "Correct a player's money")
        tap(page, "radio", "Bob")
        type_into(page, "Amount to correct", "10")
        settled(page)
        add = page.get_by_role("button", name="Add", exact=True)
        ctx.set_offline(True)
        add.click()
        page.wait_for_timeout(1_000)  # nothing comes back: the dialog stands, and the banker taps again
        add.click()
        page.wait_for_timeout(1_000)
        ctx.set_offline(False)
        expect(page.get_by_role("button", name="Add", exact=True)).to_have_count(0, timeout=20_000)  # closed
        page.wait_for_timeout(2_000)  # the held second tap has arrived by now
        assert [c["amount"] for c in corrections(server.data_dir, sid)] == [10]
    finally:
        ctx.close()
