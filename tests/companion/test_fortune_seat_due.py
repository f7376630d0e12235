"""An open payment on the players' own phones, and a seat's phone before the start. A walk: the Kasse's phone read
"Payment open: Bob owes 900,000 DM (Geschäfte-Karte: Schadenersatz an Carla). Bob may sell shares and bonds at 60 %
… or is bankrupt" — and Bob's own phone said only "Als Nächstes würfelt Bob", Carla's "Bob rolls next", nothing of
the debt. A phone joining a fresh table read "Dein Geld: 0 DM" under an empty "Meine Firma".

Rulebook fortune.txt, More About Shares: "if you urgently need money, you may at any time between rolls sell both
shares and bonds to the Kasse. In that case, however, you receive only 60% of their value." End of the Game: "A player
who can no longer meet his payment obligations is eliminated. His remaining assets go to the Kasse". Setup: "Each
player receives the starting capital" — 200,000 DM for 2 players, 150,000 DM for 3 or 4, 100,000 DM for 5 or 6."""
from __future__ import annotations

import flet as ft
import pytest

from calculators.fortune import actions as A
from tests.support.fortune import B, Table as Game
from tests.support.fortune.phones import said, screen
from tests.support.text import plain

REASON = "Geschäfte-Karte: Schadenersatz an Cy"
KEYS = ("due", "due-help", "due-booked", "due-out", "next-to-roll")


def bob_owes_cy(amount: int) -> Game:
    """Bob holds 2 bonds (20,000 DM) and 130,000 DM; a business card makes him pay Cy `amount`."""
    g = Game()
    g.turn("Ann", "other")
    g.turn("Bob", "bonds")
    g.do(A.buy_bonds, B, "Bob", 2)
    g.do(A.card_payment, B, "Bob", "Cy", amount, REASON)
    assert g.state.due is not None and g.cash("Bob") == 130_000
    return g


def phones(tmp_path, log, lang: str) -> dict[str, dict[str, str | None]]:
    return {seat: {k: said(drawn, k) for k in KEYS}
            for seat in ("Bob", "Cy", "Ann") for drawn in [screen(tmp_path / seat, log, seat, lang)]}


def test_debtor_creditor_and_the_others_each_read_a_payment_that_cannot_be_made(tmp_path):
    # 900,000 DM against 130,000 DM in cash and 12,000 DM from the bonds at 60 %: Bob cannot meet it.
    g = bob_owes_cy(900_000)
    seen = phones(tmp_path, g.log, "en")
    assert seen["Bob"] == {
        "due": f"Payment open: you owe Cy 900,000 DM ({REASON}).",
        "due-help": "At any time between rolls you may sell shares and bonds to the Kasse at 60 %: yours bring "
                    "12,000 DM. Even with your 130,000 DM in cash that does not reach 900,000 DM: you cannot pay.",
        "due-booked": "The banker books the bankruptcy on the bank's phone.",
        "due-out": "If you cannot pay, you are bankrupt: out of the game, and your remaining assets go to the Kasse.",
        "next-to-roll": "The next roll waits until you have paid or are bankrupt.",
    }
    assert seen["Cy"] == {
        "due": f"Payment open: Bob owes you 900,000 DM ({REASON}).",
        "due-help": "At any time between rolls Bob may sell shares and bonds to the Kasse at 60 %: they bring "
                    "12,000 DM. Even with the 130,000 DM in cash that does not reach 900,000 DM: Bob cannot pay.",
        "due-booked": None,  # the choice is the debtor's
        "due-out": "If Bob cannot pay, Bob is bankrupt: out of the game, and the remaining assets go to the Kasse, "
                   "not to you (interpretation).",
        "next-to-roll": "The next roll waits until Bob has paid or is bankrupt.",
    }
    assert seen["Ann"]["due"] == f"Payment open: Bob owes Cy 900,000 DM ({REASON})."  # public at the table
    assert seen["Ann"]["due-out"] == ("If Bob cannot pay, Bob is bankrupt: out of the game, and the remaining assets "
                                      "go to the Kasse.")
    # The Kasse books the bankruptcy: the box goes, and the phones name the next roll again.
    g.do(A.declare_bankrupt, B, "Bob")
    after = phones(tmp_path / "after", g.log, "en")
    assert after["Cy"]["due"] is None and after["Cy"]["next-to-roll"] == "Cy's turn"  # his roll box is back
    assert after["Ann"]["next-to-roll"] == "Cy rolls next"


def test_the_debtors_german_phone_says_du(tmp_path):
    seen = phones(tmp_path, bob_owes_cy(900_000).log, "de")
    assert seen["Bob"]["due"] == f"Offene Zahlung: Du schuldest Cy 900.000 DM ({REASON})."
    assert seen["Bob"]["due-help"] == (
        "Zwischen zwei Würfen darfst du jederzeit Aktien und Obligationen zu 60 % an die Kasse verkaufen: Deine "
        "bringen 12.000 DM. Auch mit deinen 130.000 DM Bargeld reicht das nicht für 900.000 DM: Du kannst nicht zahlen.")
    assert seen["Bob"]["due-out"] == ("Kannst du nicht zahlen, bist du bankrott: aus dem Spiel, und dein restliches "
                                      "Vermögen geht an die Kasse.")
    assert seen["Bob"]["next-to-roll"] == "Der nächste Wurf wartet, bis du gezahlt hast oder bankrott bist."
    assert seen["Cy"]["due"] == f"Offene Zahlung: Bob schuldet dir 900.000 DM ({REASON})."
    assert seen["Ann"]["due"] == f"Offene Zahlung: Bob schuldet Cy 900.000 DM ({REASON})."
    for seat in seen:  # not "Als Nächstes würfelt Cy" while the payment is open (the rules refuse that roll)
        assert not seen[seat]["next-to-roll"].startswith("Als Nächstes")
    # The rules do refuse the roll the old line announced.
    with pytest.raises(Exception, match="Bob"):
        A.roll_move(bob_owes_cy(900_000).log, B, "Cy", 1)


def test_a_payment_within_reach_sell_then_the_banker_books_it(tmp_path):
    # 140,000 DM: the bonds at 60 % (12,000 DM) and the 130,000 DM in cash reach it.
    g = bob_owes_cy(140_000)
    bob = screen(tmp_path / "bob", g.log, "Bob")
    assert said(bob, "due-help") == ("At any time between rolls you may sell shares and bonds to the Kasse at 60 %: "
                                     "yours bring 12,000 DM. With your 130,000 DM in cash that covers 140,000 DM: "
                                     "sell, then pay.")
    assert said(bob, "due-booked") == ("Tell the banker what you sell: the banker books the sales and the payment on "
                                       "the bank's phone.")
    g.do(A.sell_urgently, B, "Bob", bonds=2)
    bob = screen(tmp_path / "sold", g.log, "Bob")
    assert said(bob, "due-help") == "You have 142,000 DM in cash, enough to pay: the banker books the payment."
    assert said(bob, "due-booked") is None and said(bob, "due-out") is None  # nothing left to decide or fear
    g.do(A.pay_due, B)
    ann = screen(tmp_path / "paid", g.log, "Ann")
    assert said(ann, "due") is None and said(ann, "next-to-roll") == "Cy rolls next"


def test_a_loan_repayment_names_the_kasse_and_the_shareholder_who_gets_the_interest(tmp_path):
    # Loans: the repayment goes to the Kasse, the interest to the holder of the bank's share package.
    g = Game()
    g.turn("Ann", "commerzbank-1")
    g.do(A.take_loan, B, "Ann")
    g.turn("Bob", "shares-commerzbank")
    g.do(A.buy_shares, B, "Bob")
    g.do(A.card_payment, B, "Ann", None, 190_000, "Geschäfte-Karte: Steuernachzahlung")
    g.turn("Cy", "other")
    g.turn("Ann", "commerzbank-2")
    assert g.state.due.pay == ((None, 50_000), ("Bob", 4_000))
    assert said(screen(tmp_path / "bob", g.log, "Bob"), "due") == (
        "Payment open: Ann owes the Kasse 50,000 DM and you 4,000 DM (loan repayment).")
    assert said(screen(tmp_path / "cy", g.log, "Cy", "de"), "due") == (
        "Offene Zahlung: Ann schuldet der Kasse 50.000 DM und Bob 4.000 DM (Darlehensrückzahlung).")
    ann = screen(tmp_path / "ann", g.log, "Ann")
    assert said(ann, "due-help") == ("You hold no shares or bonds to sell. Even with your 8,000 DM in cash that does "
                                     "not reach 54,000 DM: you cannot pay.")


def test_standing_on_the_own_package_the_debtor_reads_the_120_percent_sale(tmp_path):
    from tests.support.fortune.finance import repayment_due_on_the_banks_space_with_its_package
    g = repayment_due_on_the_banks_space_with_its_package()
    assert said(screen(tmp_path, g.log, "Ann"), "due-help") == (
        "You stand on the space of your share package Commerzbank again: sold here at 120 % it brings 72,000 DM. "
        "With your 8,000 DM in cash that covers 50,000 DM: sell, then pay.")


@pytest.mark.parametrize("players, lang, words", [
    (("Ann", "Bob"), "en", "Then every player gets the starting capital: 200,000 DM each (2 players)."),
    (("Ann", "Bob", "Cy"), "de", "Dann bekommt jeder Spieler das Startkapital: je 150.000 DM (3 Spieler)."),
    (("Ann", "Bob", "Cy", "Dee", "Eve"), "en",
     "Then every player gets the starting capital: 100,000 DM each (5 players)."),
])
def test_before_the_start_a_seat_reads_that_the_kasse_sets_up_not_that_it_has_no_money(tmp_path, players, lang,
                                                                                        words):
    g = Game(players, start=False)
    seat = screen(tmp_path, g.log, "Bob", lang)
    setting_up = said(seat, "setting-up").split("\n")
    assert setting_up[0] == ("The Kasse is setting up the game: each player's company and the playing time."
                             if lang == "en" else "Die Kasse baut das Spiel auf: die Firma jedes Spielers und die "
                                                  "Spielzeit.")
    assert setting_up[1] == words
    texts = [plain(c.value) for c in seat if isinstance(c, ft.Text) and c.value]
    assert not any(x.startswith(("Your money", "Dein Geld")) or " 0 DM" in x for x in texts), texts


def test_an_oka_shortfall_tells_the_challenger_the_package_becomes_theirs_with_the_payment(tmp_path):
    # The ÖKA: "your opponent must pay you" the price the dice give; Cy's cash falls short (the app's reading: owed
    # like any payment), and the package is his only once it is paid.
    from tests.support.fortune.oka import _bob_holds_commerzbank
    g = _bob_holds_commerzbank()
    g.turn("Cy", "bonds")
    g.do(A.buy_bonds, B, "Cy", 5)
    g.do(A.card_payment, B, "Cy", None, 46_000, "Geschäfte-Karte: Steuer")
    g.turn("Ann", "other")
    g.turn("Bob", "other")
    g.turn("Cy", "commerzbank-2")
    g.do(A.challenge, B, "Cy", values=["-20 %", "+60 %"])
    cy = screen(tmp_path / "cy", g.log, "Cy")
    assert said(cy, "due") == "Payment open: you owe Bob 84,000 DM (ÖKA)."
    texts = [plain(c.value) for c in cy if isinstance(c, ft.Text) and c.value]
    assert "With the payment the share package Commerzbank becomes yours." in texts
    assert said(cy, "due-help").endswith("With your 54,000 DM in cash that covers 84,000 DM: sell, then pay.")
    assert said(screen(tmp_path / "bob", g.log, "Bob"), "due") == "Payment open: Cy owes you 84,000 DM (ÖKA)."


def test_the_kasses_due_box_says_the_cash_covers_it_once_it_does(tmp_path):
    """The Kasse's own box said "Bob may sell shares and bonds at 60 % … or is bankrupt" even when Bob's cash already
    covered the payment; then it says so, and Pay now is the step (no sale to suggest, no bankruptcy to fear). Short,
    it reads what Bob's own phone reads of him, in the third person."""
    g = bob_owes_cy(140_000)
    short = said(screen(tmp_path / "short", g.log, None), "due-help")
    assert short.startswith("At any time between rolls Bob may sell shares and bonds to the Kasse at 60 %: they bring ")
    g.do(A.sell_urgently, B, "Bob", bonds=2)
    kasse = screen(tmp_path / "sold", g.log, None)
    assert said(kasse, "due-help") == "Bob has 142,000 DM in cash, enough to pay: book it with “Pay now”."


def test_the_kasses_due_box_says_a_debtor_with_nothing_to_sell_cannot_pay(tmp_path):
    """A walk read "Ann kann Aktien und Obligationen zu 60 % verkaufen (bringt 0 DM) oder ist bankrott" on the Kasse's
    phone while Ann's own phone said she held nothing to sell: both read the same now (End of the Game: "A player who
    can no longer meet his payment obligations is eliminated")."""
    g = Game()
    g.turn("Ann", "commerzbank-1")
    g.do(A.take_loan, B, "Ann")
    g.do(A.card_payment, B, "Ann", None, 190_000, "Geschäfte-Karte: Steuernachzahlung")
    g.turn("Bob", "other")
    g.turn("Cy", "other")
    g.turn("Ann", "commerzbank-2")
    assert said(screen(tmp_path / "kasse", g.log, None, "de"), "due-help") == (
        "Ann hat keine Aktien oder Obligationen zu verkaufen. Auch mit den 8.000 DM Bargeld reicht das nicht für "
        "54.000 DM: Ann kann nicht zahlen.")
