"""What a phone had typed and not yet sent is still there when its dropped line comes back.

A walk: a phone whose Wi-Fi dropped came back as a new session (`companion.reconnect`, so that it follows the table
again) and had lost what it had typed: a sealed bid half typed, an amount not yet confirmed. The new session takes up
the draft its old one left on the same screen (`companion.draft_shelf`). Here phone A types the purpose of a roll,
its line is cut for 2 s while phone B rolls, and once back A shows B's roll and still holds its own words; its roll
then goes out with them."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.cut_line import two_phones_one_on_a_line
from tests.e2e.flutter import tap, type_into

pytestmark = pytest.mark.e2e
T = 30_000
FIELD = "What is the roll for?"


def shows(page, text: str):
    return expect(page.locator("flt-semantics-host")).to_contain_text(text, timeout=T)


@pytest.mark.parametrize("who", ["seat", "host"])
def test_words_typed_before_the_line_dropped_are_there_when_it_comes_back(tmp_path, browser, who):
    with two_phones_one_on_a_line(browser, tmp_path, who) as (line, a, b):
        type_into(a, FIELD, "for the Oil well")
        a.wait_for_timeout(500)  # the words reach the server as they are typed
        line.cut()
        a.wait_for_timeout(2_000)
        type_into(b, FIELD, "while A was away")
        tap(b, "button", "Roll")
        line.restore()
        shows(a, "while A was away")  # drawn afresh once back …
        # … with its words in its field: its roll goes out with them (Flutter's semantics give a field drawn with
        # words neither as the input's value nor as text until it is focused; a screenshot shows them)
        tap(a, "button", "Roll")
        shows(b, "for the Oil well")
