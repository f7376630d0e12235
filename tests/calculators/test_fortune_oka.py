"""Fortune: the public purchase offer (ÖKA) — the battle for shares."""
import random

from calculators.core.log import undo
from calculators.fortune import actions as A
from calculators.fortune.tables import fortune_board, oka_highest_percent
from tests.support.fortune import B, Table
from tests.support.fortune.oka import (
    _bob_holds_commerzbank, a_failed_offer_costs_20_percent_and_may_be_repeated_at_once, fee_owed_on_a_sales_space,
    the_rulebook_example_plus_60_minus_20_sells_for_140_percent,
)


def test_the_challenge_has_no_condition_on_the_challengers_cash():
    # The ÖKA: "If this player lands on a space of your share company, he can force you to roll a
    # public purchase offer." No word on his cash: Cy with 90.000 DM may challenge for a 60.000 DM
    # package, though the dice could force up to 190 % (114.000 DM).
    t = _bob_holds_commerzbank()
    t.do(A.card_payment, B, "Cy", None, 60_000, "Konjunktur: Sonderabgabe")
    t.turn("Cy", "commerzbank-1")
    assert t.cash("Cy") == 90_000 and oka_highest_percent(fortune_board(t.log)) == 190
    ev = t.do(A.challenge, "seat:Cy", "Cy", values=["-20 %", "+60 %"])
    assert ev.data["amount"] == 84_000 and t.cash("Cy") == 6_000
    assert t.state.holding("commerzbank").owner == "Cy" and t.state.due is None


def test_five_players_with_the_starting_100000_may_challenge_a_bank_package():
    # Setup: "5 or 6 players: 100,000 DM each" — the ÖKA is open to them as to anyone.
    t = Table(players=("Ann", "Bob", "Cy", "Dora", "Eve"))
    t.turn("Bob", "shares-vereinsbank")
    t.do(A.buy_shares, B, "Bob")
    t.turn("Cy", "vereinsbank-1")
    ev = t.do(A.challenge, B, "Cy", values=["-50 %", "+20 %"])
    assert ev.data["amount"] == 42_000 and t.state.holding("vereinsbank").owner == "Cy"


def test_a_forced_price_beyond_the_challengers_cash_is_a_shortfall_met_by_urgent_sales():
    # The ÖKA: "you are forced to sell your share package … the price your opponent must pay you";
    # More About Shares: "if you urgently need money, you may at any time between rolls sell both
    # shares and bonds to the Kasse … only 60%". Cy owes 84.000 DM with 54.000 DM in cash: the debt
    # waits, he sells bonds at 60 %, pays, and only then the package is his.
    t = _bob_holds_commerzbank()
    t.turn("Cy", "bonds")
    t.do(A.buy_bonds, B, "Cy", 5)
    t.do(A.card_payment, B, "Cy", None, 46_000, "Geschäfte-Karte: Steuer")
    t.turn("Ann", "other")
    t.turn("Bob", "other")
    t.turn("Cy", "commerzbank-2")
    bob = t.cash("Bob")
    ev = t.do(A.challenge, B, "Cy", values=["-20 %", "+60 %"])
    assert ev.data["outcome"] == "sold" and "pay" not in ev.data
    due = t.state.due
    assert (due.debtor, due.total, due.company, due.reason) == ("Cy", 84_000, "commerzbank", "oka")
    assert t.state.holding("commerzbank").owner == "Bob" and t.cash("Bob") == bob
    t.refused("Cy muss erst 84.000 DM zahlen", A.challenge, B, "Cy")
    t.refused("schon verkauft", A.sell_urgently, B, "Bob", ["commerzbank"])
    t.refused("Cy hat 54.000 DM und muss 84.000 DM zahlen", A.pay_due, B)
    t.do(A.sell_urgently, B, "Cy", bonds=5)  # 60 % of 50.000
    t.do(A.pay_due, B)
    assert t.state.due is None and t.cash("Cy") == 54_000 + 30_000 - 84_000
    assert t.state.holding("commerzbank").owner == "Cy" and t.state.holding("commerzbank").price == 60_000
    assert t.cash("Bob") == bob + 84_000


def test_a_challenger_who_cannot_pay_even_at_60_percent_goes_bankrupt_and_the_holder_keeps_his_shares():
    # End of the Game: "A player who can no longer meet his payment obligations is eliminated. His
    # remaining assets go to the Kasse" — the package was never paid for, so it stays with Bob.
    t = _bob_holds_commerzbank()
    t.do(A.card_payment, B, "Cy", None, 120_000, "Geschäfte-Karte: Steuer")
    t.turn("Cy", "commerzbank-1")
    t.do(A.challenge, B, "Cy", values=["-10 %", "+100 %"])  # 190 %: 114.000 DM, Cy has 30.000
    t.refused("Cy hat 30.000 DM und muss 114.000 DM zahlen", A.pay_due, B)
    t.do(A.declare_bankrupt, B, "Cy")
    assert t.sheet("Cy").bankrupt and t.state.holding("commerzbank").owner == "Bob" and t.state.due is None


def test_a_failed_offer_the_challenger_cannot_pay_is_owed_too():
    # The ÖKA: "the challenger must pay 20% of the share purchase price to you" — owed when short.
    t = _bob_holds_commerzbank()
    t.do(A.card_payment, B, "Cy", None, 145_000, "Geschäfte-Karte: Steuer")
    t.turn("Cy", "commerzbank-1")
    t.do(A.challenge, B, "Cy", values=["ÖKA mißlingt", "+20 %"])
    due = t.state.due
    assert (due.total, due.company, due.pay) == (12_000, None, (("Bob", 12_000),))


def test_house_rule_oka_cash_check_refuses_a_challenger_short_of_the_highest_outcome():
    # House rule "oka_cash_check" (the reading played before): the dice can force up to
    # 100 % + 100 % − 10 % = 190 % (114.000 DM here); a challenger with less is refused before the roll.
    t = Table(house_rules=["oka_cash_check"])
    t.turn("Ann", "other")
    t.turn("Bob", "shares-commerzbank")
    t.do(A.buy_shares, B, "Bob")
    t.do(A.card_payment, B, "Cy", None, 40_000, "Konjunktur: Sonderabgabe")
    t.turn("Cy", "commerzbank-1")
    err = t.refused("Cy hat 110.000 DM; das ÖKA auf Commerzbank kann bis zu 114.000 DM kosten", A.challenge, B, "Cy")
    assert err.params["amount"] == 114_000
    t.do(A.card_payment, B, None, "Cy", 4_000, "Geschäfte-Karte: Zinsen")
    t.do(A.challenge, B, "Cy", values=["-10 %", "+100 %"])
    assert t.state.holding("commerzbank").owner == "Cy" and t.cash("Cy") == 0


def test_only_on_a_space_of_the_company_and_never_on_ones_own():
    t = _bob_holds_commerzbank()
    t.turn("Cy", "vereinsbank-1")
    t.refused("kein fremdes Aktienpaket", A.challenge, B, "Cy")
    t.turn("Ann", "other")
    t.turn("Bob", "commerzbank-1")
    t.refused("kein fremdes Aktienpaket", A.challenge, B, "Bob")
    t.refused("Das kann nur Cy", A.challenge, "seat:Bob", "Cy")
    t.refused("auf dem Cy im eigenen Zug", A.challenge, B, "Cy")


def test_app_rolled_oka_dice_come_back_the_same_after_undo():
    t = _bob_holds_commerzbank()
    t.turn("Cy", "commerzbank-1")
    first = t.do(A.challenge, B, "Cy", rng=random.Random(3))
    t.log, _ = undo(t.log, B)
    again = t.do(A.challenge, B, "Cy", rng=random.Random(12345))
    assert (again.data["roll"], again.data["light"]) == (first.data["roll"], first.data["light"])
    t.log, _ = undo(t.log, B)
    t.refused("zurückgenommen", A.challenge, B, "Cy", values=["-10 %", "+20 %"])


def test_typed_faces_must_be_faces_of_the_oka_dice():
    t = _bob_holds_commerzbank()
    t.turn("Cy", "commerzbank-1")
    t.refused("dunklen und den hellen", A.challenge, B, "Cy", values=["-10 %"])
    err = t.refused("zeigt ÖKA mißlingt, -10 %", A.challenge, B, "Cy", values=["+60 %", "-20 %"])
    assert err.field == "values[0]"


def test_the_rulebook_example_plus_60_minus_20_sells_for_140_percent():
    the_rulebook_example_plus_60_minus_20_sells_for_140_percent()


def test_a_failed_offer_costs_20_percent_and_may_be_repeated_at_once():
    a_failed_offer_costs_20_percent_and_may_be_repeated_at_once()


def test_a_debtor_who_can_pay_with_the_products_the_space_buys_is_not_bankrupt():
    """End of the Game: "A player who can no longer meet his payment obligations is eliminated." An audit's Bob, 5,000
    DM short of a failed ÖKA's fee on OTTO's sales space, was put out while his two finished products would have sold
    there for 68,000 DM: the sale was refused until the fee was paid."""
    from calculators.fortune.trade import products_sale_open

    t = fee_owed_on_a_sales_space()  # the fee, 10,000 DM, over his 5,000 DM
    assert t.state.due.total > t.cash("Bob") and products_sale_open(t.state, fortune_board(t.log), "Bob") > 0
    t.refused("noch zahlen: die Fertigprodukte bringen hier", A.declare_bankrupt, B, "Bob")
    t.do(A.sell_products, B, "Bob")
    t.do(A.pay_due, B)
    assert t.state.due is None and not t.sheet("Bob").bankrupt
