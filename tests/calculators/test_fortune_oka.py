"""Fortune: the public purchase offer (ÖKA) — the battle for shares."""
import random

from calculators.core.log import undo
from calculators.fortune import actions as A
from calculators.fortune.tables import fortune_board, oka_highest_percent
from test_fortune_support import B, Table


def _bob_holds_commerzbank():
    t = Table()
    t.turn("Ann", "other")
    t.turn("Bob", "shares-commerzbank")
    t.do(A.buy_shares, B, "Bob")  # printed price (assumed) 60.000 DM
    return t


def test_the_rulebook_example_plus_60_minus_20_sells_for_140_percent():
    # The ÖKA: +60 % and −20 % give +40 %: the challenger pays 140 % of the purchase price.
    t = _bob_holds_commerzbank()
    t.turn("Cy", "commerzbank-1")  # a space of Bob's share company
    ann, bob, cy = t.cash("Ann"), t.cash("Bob"), t.cash("Cy")
    ev = t.do(A.challenge, "seat:Cy", "Cy", values=["-20 %", "+60 %"])  # dark: challenger, light: holder
    assert ev.data["outcome"] == "sold" and ev.data["percent"] == 140
    assert t.cash("Cy") == cy - 84_000 and t.cash("Bob") == bob + 84_000 and t.cash("Ann") == ann
    assert t.state.holding("commerzbank").owner == "Cy" and t.state.holding("commerzbank").price == 60_000


def test_a_failed_offer_costs_20_percent_and_may_be_repeated_at_once():
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


def test_a_challenger_who_could_not_pay_the_highest_outcome_is_refused_before_the_roll():
    # Interpretation: the dice can force up to 100 % + 100 % − 10 % = 190 % (114.000 DM here).
    t = _bob_holds_commerzbank()
    t.do(A.card_payment, B, "Cy", None, 40_000, "Konjunktur: Sonderabgabe")
    t.turn("Cy", "commerzbank-1")
    assert oka_highest_percent(fortune_board(t.log)) == 190
    err = t.refused("Cy hat 110.000 DM; das ÖKA auf Commerzbank kann bis zu 114.000 DM kosten", A.challenge, B, "Cy")
    assert err.params["amount"] == 114_000


def test_only_on_a_space_of_the_company_and_never_on_ones_own():
    t = _bob_holds_commerzbank()
    t.turn("Cy", "vereinsbank-1")
    t.refused("kein fremdes Aktienpaket", A.challenge, B, "Cy")
    t.turn("Ann", "other")
    t.turn("Bob", "commerzbank-1")
    t.refused("kein fremdes Aktienpaket", A.challenge, B, "Bob")
    t.refused("Das kann nur Cy", A.challenge, "seat:Bob", "Cy")
    t.refused("Cy ist gerade nicht", A.challenge, B, "Cy")


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
