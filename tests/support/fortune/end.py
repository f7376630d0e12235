"""Scenarios of test_fortune_end.py, reused by other tests (tests/companion/test_history_words.py):
each asserts the rulebook's outcome as it plays; the test of the same name (with test_) runs it."""
from __future__ import annotations

from calculators.fortune import actions as A
from calculators.fortune.scoring import standings
from tests.support.fortune import B, Table, ann_holds_otto_bob_has_products


def bankruptcy_hands_every_asset_to_the_kasse():
    # End of the Game: a player who can no longer pay is eliminated; his assets go to the Kasse.
    t = Table()
    t.turn("Ann", "shares-eternit")
    t.do(A.buy_shares, B, "Ann")
    t.turn("Bob", "commerzbank-1")
    t.do(A.take_loan, B, "Bob")
    t.turn("Cy", "insurance")
    t.do(A.buy_chips, B, "Cy", "insurance", 2)
    t.do(A.card_payment, B, "Bob", None, 400_000, "Geschäfte-Karte: Fehlinvestition")
    t.refused("Cy schuldet gerade nichts", A.declare_bankrupt, B, "Cy")
    kasse = t.state.kasse
    t.do(A.declare_bankrupt, B, "Bob")
    bob = t.sheet("Bob")
    assert bob.bankrupt and bob.cash == 0 and bob.loans == () and t.state.due is None
    assert t.state.kasse == kasse + 198_000
    t.refused("Bob ist bankrott", A.card_payment, B, None, "Bob", 1, "x")
    assert [s.name for s in standings(t.state)][-1] == "Bob"
    t.turn("Ann", "other")
    assert A.next_to_roll(t.state) == "Cy"  # Turn Order: the bankrupt are skipped


def at_the_agreed_time_the_best_balance_wins_and_ties_share():
    # End of the Game: otherwise the best financial position wins; the final balance counts products
    # at 15,000 DM, shares and bonds at their purchase price, loans at 50,000 DM; chips nothing.
    t = Table()
    t.turn("Ann", "bonds")
    t.do(A.buy_bonds, B, "Ann", 2)  # balance unchanged
    t.turn("Bob", "commerzbank-2")
    t.do(A.take_loan, B, "Bob")  # 45.000 in, 50.000 owed: −5.000
    t.turn("Cy", "factory-1")
    t.do(A.buy_chips, B, "Cy", "factory", 1)  # chips count nothing: −10.000
    t.refused("Kasse", A.time_up, "seat:Ann")
    t.do(A.time_up, B)
    assert [(s.name, s.balance, s.rank) for s in standings(t.state)] == [
        ("Ann", 150_000, 1), ("Bob", 145_000, 2), ("Cy", 140_000, 3)]
    assert t.state.winners == ("Ann",)
    tie = Table()
    tie.do(A.time_up, B)
    assert tie.state.winners == ("Ann", "Bob", "Cy")


def two_tripled_by_one_sale(house_rules=()):
    """Ann holds OTTO's package; Bob sells 2 products on OTTO: the sale takes Bob over the target and its premium
    takes Ann over too. Returns the table just before the sale (both 449.000 DM) and the sale's command."""
    from calculators.fortune.state import balance
    t = ann_holds_otto_bob_has_products(Table(house_rules=house_rules))
    for name in ("Ann", "Bob"):
        t.pay_in(name, 449_000 - balance(t.state, name))
    t.turn("Bob", "otto-1")
    return t
