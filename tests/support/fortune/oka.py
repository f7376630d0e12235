"""Scenarios of test_fortune_oka.py, reused by other tests (tests/companion/test_history_words.py):
each asserts the rulebook's outcome as it plays; the test of the same name (with test_) runs it."""
from __future__ import annotations

from calculators.fortune import actions as A
from tests.support.fortune import B, Table


def _bob_holds_commerzbank():
    t = Table()
    t.turn("Ann", "other")
    t.turn("Bob", "shares-commerzbank")
    t.do(A.buy_shares, B, "Bob")  # printed price (assumed) 60.000 DM
    return t


def the_rulebook_example_plus_60_minus_20_sells_for_140_percent():
    # The ÖKA: +60 % and −20 % give +40 %: the challenger pays 140 % of the purchase price.
    t = _bob_holds_commerzbank()
    t.turn("Cy", "commerzbank-1")  # a space of Bob's share company
    ann, bob, cy = t.cash("Ann"), t.cash("Bob"), t.cash("Cy")
    ev = t.do(A.challenge, "seat:Cy", "Cy", values=["-20 %", "+60 %"])  # dark: challenger, light: holder
    assert ev.data["outcome"] == "sold" and ev.data["percent"] == 140
    assert t.cash("Cy") == cy - 84_000 and t.cash("Bob") == bob + 84_000 and t.cash("Ann") == ann
    assert t.state.holding("commerzbank").owner == "Cy" and t.state.holding("commerzbank").price == 60_000


def a_failed_offer_costs_20_percent_and_may_be_repeated_at_once():
    # The ÖKA: "ÖKA mißlingt" on either die — the challenger pays 20 % of the purchase price to the
    # holder; he may repeat the offer immediately and as often as he likes.
    t = _bob_holds_commerzbank()
    t.turn("Cy", "commerzbank-2")
    bob, cy = t.cash("Bob"), t.cash("Cy")
    ev = t.do(A.challenge, B, "Cy", values=["-10 %", "ÖKA mißlingt"])
    assert ev.data["outcome"] == "failed" and ev.data["pay"] == [["Cy", "Bob", 12_000]]
    assert t.state.holding("commerzbank").owner == "Bob"
    t.do(A.challenge, B, "Cy", values=[1, 1])  # face numbers: dark 1 is "ÖKA mißlingt"
    assert t.cash("Cy") == cy - 24_000 and t.cash("Bob") == bob + 24_000
    ev = t.do(A.challenge, B, "Cy", values=["-50 %", "+20 %"])
    assert ev.data["amount"] == 42_000 and t.state.holding("commerzbank").owner == "Cy"
    t.refused("kein fremdes Aktienpaket", A.challenge, B, "Cy")


def fee_owed_on_a_sales_space() -> Table:
    """Bob, on OTTO's sales space (Ann holds OTTO) with two finished products and 5,000 DM, challenged and failed:
    he owes the 10,000 DM fee; the two products would sell there for more."""
    t = Table()
    t.turn("Ann", "shares-otto")
    t.do(A.buy_shares, B, "Ann")
    for space, chip in (("factory-1", "factory"), ("energy-1", "energy"), ("personnel-1", "personnel")):
        t.turn("Bob", space)
        t.do(A.buy_chips, B, "Bob", chip, 2)
    t.do(A.assemble, B, "Bob", 2)
    t.do(A.card_payment, B, "Bob", None, t.cash("Bob") - 5_000, "Geschäfte-Karte: Verlust")
    t.turn("Bob", "otto-2")
    t.do(A.challenge, B, "Bob", values=["ÖKA mißlingt", "+100 %"])
    return t
