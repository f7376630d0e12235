"""Fortune in Chromium: the Kasse sets right a loan paid out 5,000 DM short, found after more was played, without
taking back what was played since (Undo would), and every phone reads why in History.

Rulebook, The Kasse: "The Kasse's job is ... to pay out and collect the money amounts in business transactions." The
rulebook has no corrections: the table's own, said in History as "Correction by the Kasse (why)"."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.flutter import ident, reveal, tap, type_into

pytestmark = pytest.mark.e2e
T = 30_000


def test_the_kasse_books_a_correction_and_history_says_why(tmp_path, phone, servers):
    from calculators.fortune.fold import state_of
    from tests.support.fortune import Table as Game
    from tests.support.screens import Table

    g = Game()
    g.turn("Bob", "start")  # more was played after the mistake
    data = tmp_path / "data"
    sid = Table(data, "fortune").create(g.log)
    bob = g.cash("Bob")
    server = servers(data)
    page = phone(server.host(f"/table/{sid}"))
    tap(page, "button", "Correct a player's money")
    tap(page, "radio", "The Kasse pays")
    tap(page, "radio", "Bob receives")
    type_into(page, "Amount (DM)", "5000")
    expect(reveal(page, ident(page, "fix-preview"))).to_have_text("The Kasse pays Bob 5,000\u00a0DM.", timeout=T)
    type_into(page, "Why (every phone reads it)", "Loan paid out short")
    tap(page, "button", "Book the correction")
    expect(reveal(page, ident(page, "fix-booked"))).to_contain_text(
        "Correction by the Kasse (Loan paid out short)", timeout=T)
    # On disk before the screen said so, and only the difference moved.
    after = state_of(Table(data, "fortune").hub.get(sid).log)
    assert after.sheet("Bob").cash == bob + 5_000
    page.go_back()
    tap(page, "button", "History")
    expect(page.get_by_text("Correction by the Kasse (Loan paid out short)").first).to_be_visible(timeout=T)
