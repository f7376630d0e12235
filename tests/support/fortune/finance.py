"""Scenarios of test_fortune_finance.py, reused by other tests (tests/companion/test_history_words.py):
each asserts the rulebook's outcome as it plays; the test of the same name (with test_) runs it."""
from __future__ import annotations

from calculators.fortune import actions as A
from tests.support.fortune import B, Table
from tests.support.text import plain


def selling_back_at_120_percent_standing_again_on_the_companys_space():
    # More About Shares: standing again on the space of your company, sell at 120 % of the price.
    t = Table()
    t.turn("Ann", "shares-rheinland")
    t.do(A.buy_shares, B, "Ann")
    t.refused("erst, wenn man wieder", A.sell_shares_back, B, "Ann")
    t.turn("Bob", "insurance")
    t.refused("Bob steht nicht auf einem Feld der eigenen", A.sell_shares_back, B, "Bob")
    t.turn("Cy", "other")
    t.turn("Ann", "insurance")  # Rheinland's insurance space
    t.do(A.sell_shares_back, B, "Ann")
    assert t.cash("Ann") == 110_000 + 48_000 and t.state.holding("rheinland") is None


def urgent_sale_at_60_percent_any_time_between_rolls():
    # More About Shares: shares and bonds to the Kasse at any time between rolls, for 60 % of their value.
    t = Table()
    t.turn("Ann", "bonds")
    t.do(A.buy_bonds, B, "Ann", 2)
    t.turn("Bob", "other")
    t.refused("besitzt das Aktienpaket von OTTO Versand nicht", A.sell_urgently, B, "Ann", ["otto"])
    t.refused("Bitte Aktienpakete oder Obligationen", A.sell_urgently, B, "Ann")
    t.refused("ganze Zahl von 0 bis 2", A.sell_urgently, B, "Ann", bonds=3)
    t.do(A.sell_urgently, B, "Ann", bonds=2)  # not Ann's turn: still allowed
    assert t.cash("Ann") == 130_000 + 12_000 and t.sheet("Ann").bonds == 0


def a_repayment_that_cannot_be_paid_waits_for_sales_at_60_percent():
    # End of the Game: a player who cannot pay is out — but first he may sell shares and bonds at 60 %.
    t = Table()
    t.turn("Ann", "shares-otto")
    t.do(A.buy_shares, B, "Ann")  # 50.000 DM
    t.turn("Ann", "bonds")
    t.do(A.buy_bonds, B, "Ann", 5)  # 50.000 DM
    t.turn("Ann", "commerzbank-1")
    t.do(A.take_loan, B, "Ann")
    t.do(A.card_payment, B, "Ann", None, 90_000, "Geschäfte-Karte: Steuernachzahlung")
    assert t.cash("Ann") == 8_000
    t.turn("Ann", "commerzbank-2")
    assert t.state.due.total == 54_000 and t.sheet("Ann").loans != ()
    t.refused("Ann muss erst 54.000 DM zahlen", A.roll_move, B, "Bob", 1)
    t.refused("Ann muss erst", A.card_payment, B, None, "Bob", 1_000, "Konjunktur")
    t.refused("Ann hat 8.000 DM und muss 54.000 DM zahlen", A.pay_due, B)
    t.refused("kann 54.000 DM noch zahlen: Aktien und Obligationen bringen zu 60 % 60.000 DM",
              A.declare_bankrupt, B, "Ann")
    sold = t.do(A.sell_urgently, B, "Ann", ["otto"])
    assert t.cash("Ann") == 38_000 and t.state.holding("otto") is None
    bonds = t.do(A.sell_urgently, B, "Ann", bonds=5)
    # History says what was sold (it read "Ann verkauft zu 60 %" alone).
    from calculators.core.words import history
    said = history("fortune", t.log, "de")
    assert plain(said[sold.seq]).startswith("Ann verkauft zu 60 %: Aktienpaket OTTO Versand")
    assert plain(said[bonds.seq]).startswith("Ann verkauft zu 60 %: 5 Obligationen")
    t.do(A.pay_due, B)
    assert t.cash("Ann") == 14_000 and t.sheet("Ann").loans == () and t.state.due is None
    t.refused("keine Zahlung offen", A.pay_due, B)


def repayment_due_on_the_banks_space_with_its_package():
    """Ann holds the Commerzbank package (60.000 DM) and its loan; she lands again on Commerzbank with 8.000 DM."""
    t = Table()
    t.turn("Ann", "shares-commerzbank")
    t.do(A.buy_shares, B, "Ann")
    t.turn("Ann", "commerzbank-1")
    t.do(A.take_loan, B, "Ann")
    t.do(A.card_payment, B, "Ann", None, 130_000, "Geschäfte-Karte: Steuernachzahlung")
    t.turn("Ann", "commerzbank-2")
    assert t.cash("Ann") == 8_000 and t.state.due.total == 50_000  # the shareholder pays no interest
    return t



def an_economy_card_for_every_player_is_one_booking():
    # External Influences: economy cards "apply to all players": the Kasse pays each player, or each pays the Kasse,
    # as one action (one Undo takes the whole card back).
    t = Table()
    t.turn("Ann", "economy")
    before = [s.cash for s in t.state.sheets]
    t.do(A.card_payment_all, B, True, 10_000, "Boom: every player receives 10,000 DM", "economy")
    assert [s.cash for s in t.state.sheets] == [c + 10_000 for c in before]
    t.do(A.card_payment_all, B, False, 5_000, "Crisis: every player pays 5,000 DM", "economy")
    assert [s.cash for s in t.state.sheets] == [c + 5_000 for c in before]


def a_correction_sets_right_money_booked_wrongly():
    # The Kasse "pays out and collects the money amounts" (The Kasse): a wrong amount found after more was played is
    # set right between a player and the Kasse, or two players, with its reason (the table's own; no rulebook rule).
    t = Table()
    t.turn("Ann", "start")
    ann, bob, cy = (t.cash(p) for p in ("Ann", "Bob", "Cy"))
    t.do(A.correct_money, B, None, "Ann", 4_000, "Darlehen zu wenig ausgezahlt")
    t.do(A.correct_money, B, "Bob", None, 1_000, "Miete doppelt")
    t.do(A.correct_money, B, "Cy", "Bob", 500, "Prämie an den Falschen")
    assert (t.cash("Ann"), t.cash("Bob"), t.cash("Cy")) == (ann + 4_000, bob - 500, cy - 500)
