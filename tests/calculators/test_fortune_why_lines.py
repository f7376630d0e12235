"""Fortune: a payment of what was owed, and an insurance claim, say what they were for on every phone's money line
and in History. A walk: Dieter's 100,000 DM for a business card read only "Dieter pays what was owed; Dieter pays the
Kasse 100,000 DM" once the card's own line was gone (no money moved when it was booked); the claim's "+30,000 DM"
did not name the explosion that took his two factory chips."""
from __future__ import annotations

import pytest

from calculators.fortune import actions as A
from calculators.fortune.words import lines
from tests.support.fortune import B, Table, insured_explosion
from tests.support.text import plain


def _said(t: Table, command, *args) -> tuple[str, str]:
    """The headline of the event `command` makes, in German and English."""
    before = t.state
    ev = t.do(command, *args)
    return plain(lines(ev, "de", before)[0]), plain(lines(ev, "en", before)[0])


def test_a_card_owed_then_paid_names_the_card():
    # End of the Game: "A player who can no longer meet his payment obligations is eliminated" — first he may sell
    # shares and bonds at 60 % ("if you urgently need money"), then he pays what the card demanded.
    t = Table()
    t.turn("Ann", "shares-otto")
    t.do(A.buy_shares, B, "Ann")
    t.turn("Ann", "business")
    t.do(A.card_payment, B, "Ann", None, 110_000, "Steuerprüfung")
    assert t.state.due is not None and t.state.due.reason == "Steuerprüfung"
    t.do(A.sell_urgently, B, "Ann", ["otto"])
    assert _said(t, A.pay_due, B) == ("Ann zahlt die offene Zahlung (Steuerprüfung)",
                                      "Ann pays what was owed (Steuerprüfung)")


def test_a_loan_repayment_owed_then_paid_says_loan():
    # Loans: the repayment falls due on landing on the bank's space again; Ann cannot pay it until she sells.
    t = Table()
    t.turn("Ann", "shares-otto")
    t.do(A.buy_shares, B, "Ann")
    t.turn("Ann", "commerzbank-1")
    t.do(A.take_loan, B, "Ann")
    t.do(A.card_payment, B, "Ann", None, 120_000, "Konjunktur")
    t.turn("Ann", "commerzbank-2")
    assert t.state.due.reason == "loan"
    t.do(A.sell_urgently, B, "Ann", ["otto"])
    assert _said(t, A.pay_due, B) == ("Ann zahlt die offene Zahlung (Darlehen)", "Ann pays what was owed (loan)")


def test_an_insurance_claim_names_the_loss():
    # Insurance: "If you land on the first space, you must pay two factory chips … you receive 15,000 DM per factory
    # you own in exchange for handing one insurance chip to the Kasse".
    g = insured_explosion()
    assert _said(g, A.claim_insurance, B, "Bob") == (
        "Bob löst die Versicherung ein (Schaden: 2 Fabrikchips; versichert: 2 Fabrikchips)",
        "Bob claims the insurance (loss: 2 factory chips; insured: 2 factory chips)")


@pytest.mark.parametrize("rules, insured", [((), 5), (("insurance_per_chip_lost",), 2)])
def test_a_claim_for_more_chips_than_the_explosion_took_says_how_many(rules, insured):
    # A walk: Bob, 5 factory chips, lost 2 and was paid 75,000 DM; his line said only "loss: 2 factory chips".
    t = Table(house_rules=rules)
    t.turn("Bob", "factory-1")
    t.do(A.buy_chips, B, "Bob", "factory", 5)
    t.turn("Bob", "insurance")
    t.do(A.buy_chips, B, "Bob", "insurance", 1)
    t.turn("Bob", "explosion")
    de, en = _said(t, A.claim_insurance, B, "Bob")
    assert en == f"Bob claims the insurance (loss: 2 factory chips; insured: {insured} factory chips)"
    assert de == f"Bob löst die Versicherung ein (Schaden: 2 Fabrikchips; versichert: {insured} Fabrikchips)"
