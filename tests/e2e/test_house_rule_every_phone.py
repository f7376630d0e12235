"""A house rule switched in Settings shows on every phone already open, not only after a reload.

Rollout, Share Value: "Add up the above, then deduct any Bank Loans. The sum left is the net worth of your Company.
Divide this number by 10" (the rulebook floors nothing); Settings' house rule counts a negative share value as $0,
"at once for every Rollout table kept here, finished ones too". A walk switched it on the host's phone after the
game: a reload showed the new figures and winner, the banker's open phone kept the old ones."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.browser import open_phone
from tests.e2e.flutter import ident, reveal, settled
from tests.support.finished import finished_rollout_in_debt, save_finished

pytestmark = pytest.mark.e2e

FLOOR = "House rule: a negative share value counts as $0"


def test_the_house_rule_redraws_the_finished_tables_cash_out_on_a_phone_already_open(server, browser):
    sid = save_finished(server.data_dir, "rollout", finished_rollout_in_debt())
    bank, bank_page = open_phone(browser, server.host(f"/table/{sid}"))
    value = ident(bank_page, "share-value-Pedrasca")
    expect(reveal(bank_page, value)).to_have_text(re.compile(r"Pedrasca: share value -\$"), timeout=30_000)
    settings, settings_page = open_phone(browser, server.host("/settings"))
    switch = settings_page.get_by_role("switch", name=FLOOR)
    switch.wait_for(timeout=30_000)
    settled(settings_page)
    switch.click()
    expect(switch).to_be_checked()
    # The banker's phone, untouched, shows the floored figure and says what the rulebook gives.
    expect(value).to_have_text(re.compile(r"Pedrasca: share value \$0"), timeout=15_000)
    switch.click()  # and back: the rulebook's reading again, on the open phone too
    expect(switch).not_to_be_checked()
    expect(value).to_have_text(re.compile(r"Pedrasca: share value -\$"), timeout=15_000)
