"""Fortune, the first way: chips, finished products, sales, premiums to shareholders, risk spaces and insurance."""
import pytest

from calculators.fortune import actions as A
from tests.support.fortune import B, Table


def test_factory_chips_at_the_spaces_unit_price_or_typed_in():
    # The First Way, Production area: ETERNIT sells factory chips at the unit price given there
    # (board table, assumed: 10.000 and 12.000 DM on its two spaces).
    t = Table()
    t.turn("Ann", "factory-2")
    ev = t.do(A.buy_chips, B, "Ann", "factory", 2)
    assert ev.data["unit_price"] == 12_000 and t.cash("Ann") == 150_000 - 24_000
    t.do(A.buy_chips, B, "Ann", "factory", 1, unit_price=9_500)  # the banker's printing says 9.500
    assert t.sheet("Ann").factory == 3 and t.cash("Ann") == 150_000 - 33_500
    t.refused("nur auf dem Deutsche-BP-Feld", A.buy_chips, B, "Ann", "energy", 1)
    t.refused("ganze Zahl", A.buy_chips, B, "Ann", "factory", 0)
    t.refused("Betrag von 1 DM bis 10.000.000 DM", A.buy_chips, B, "Ann", "factory", 1, unit_price=-5)
    t.refused("kein Chip", A.buy_chips, B, "Ann", "gold", 1)
    t.refused("Kasse", A.buy_chips, "seat:Ann", "Ann", "factory", 1)
    t.refused("auf dem Bob im eigenen Zug", A.buy_chips, B, "Bob", "factory", 1)


@pytest.mark.parametrize("chip, price", [("consulting", 10_000), ("advertising", 10_000), ("insurance", 6_000)])
def test_service_chips_at_their_printed_prices(chip, price):
    # Consulting and Advertising: 10,000 DM a chip; Insurance: 6,000 DM a chip — as many as you like.
    t = Table()
    t.turn("Ann", chip)
    t.do(A.buy_chips, B, "Ann", chip, 4)
    assert getattr(t.sheet("Ann"), chip) == 4 and t.cash("Ann") == 150_000 - 4 * price
    t.refused("steht in der Spielregel fest", A.buy_chips, B, "Ann", chip, 1, unit_price=1)


def test_refused_when_cash_or_supply_runs_short():
    t = Table()
    t.turn("Ann", "factory-1")
    err = t.refused("Ann hat 150.000 DM; nötig sind 160.000 DM für Fabrikchips", A.buy_chips, B, "Ann", "factory", 16)
    assert err.key == "cannot_afford"
    t.pay_in("Ann", 200_000)
    t.do(A.buy_chips, B, "Ann", "factory", 20)
    # Components: 24 factory chips in all.
    t.refused("nur noch 4 Fabrikchips", A.buy_chips, B, "Ann", "factory", 5)
    # A count that is no count at all is refused with the Kasse's bounds, not the form's 1 to 63 (a walk typed 0 with
    # 24 factory chips in the box and read "from 1 to 63").
    t.refused("ganze Zahl von 1 bis 4", A.buy_chips, B, "Ann", "factory", 0)
    t.do(A.buy_chips, B, "Ann", "factory", 4)
    t.refused("nur noch 0 Fabrikchips", A.buy_chips, B, "Ann", "factory", 1)


def test_assemble_one_of_each_chip_into_a_finished_product():
    # The First Way: 1 factory + 1 energy + 1 personnel chip = 1 finished product.
    t = Table()
    for player_space, chip in (("factory-1", "factory"), ("energy-1", "energy"), ("personnel-1", "personnel")):
        t.turn("Ann", player_space)
        t.do(A.buy_chips, B, "Ann", chip, 2)
    t.refused("fehlen Fabrikchips, Energiechips und Personalchips für 3", A.assemble, B, "Ann", 3)  # each kind short
    t.do(A.assemble, B, "Ann", 2)
    s = t.sheet("Ann")
    assert (s.factory, s.energy, s.personnel, s.products) == (0, 0, 0, 2)


def _with_products(t, name, n):
    for space, chip in (("factory-1", "factory"), ("energy-1", "energy"), ("personnel-1", "personnel")):
        t.turn(name, space)
        t.do(A.buy_chips, B, name, chip, n)
    t.do(A.assemble, B, name, n)


@pytest.mark.parametrize("space, n, price", [("kaufring-1", 1, 30_000), ("otto-2", 2, 36_000 - 2_000),
                                             ("rewe-1", 3, 35_000)])
def test_sales_exactly_one_two_or_three_products(space, n, price):
    # Sales area: Kaufring one at a time, OTTO Versand two, REWE three, at the space's price — less
    # OTTO's premium while its shares are unsold ("the payments intended for the shareholder … go to
    # the Kasse"; assumed 2.000 DM per product; Kaufring and REWE issue no shares).
    t = Table()
    _with_products(t, "Ann", 3)
    before = t.cash("Ann")
    t.turn("Ann", space)
    t.do(A.sell_products, B, "Ann")
    assert t.sheet("Ann").products == 3 - n and t.cash("Ann") == before + n * price
    t.refused("schon verkauft", A.sell_products, B, "Ann")


def test_a_sale_needs_enough_products_and_a_sales_space():
    t = Table()
    _with_products(t, "Ann", 2)
    t.turn("Ann", "rewe-2")
    t.refused("genau 3 Fertigprodukt", A.sell_products, B, "Ann")
    t.turn("Ann", "other")
    t.refused("Verkaufsfeld", A.sell_products, B, "Ann")
    t.turn("Ann", "kaufring-2")
    t.do(A.sell_products, B, "Ann", price_each=33_000)
    assert t.sheet("Ann").products == 1


def _bob_holds(t, company):
    t.turn("Bob", f"shares-{company}")
    t.do(A.buy_shares, B, "Bob")
    assert t.state.holding(company).owner == "Bob"


def test_insurance_premium_goes_to_the_shareholder():
    # Shares (Hexagames example): the Rheinland shareholder receives 1,000 DM per insurance chip a
    # fellow player buys; buying himself, he deducts the premium from the price.
    t = Table()
    t.turn("Ann", "insurance")
    t.do(A.buy_chips, B, "Ann", "insurance", 2)  # no shares sold yet: all 12.000 DM to the Kasse
    assert t.state.kasse == -450_000 + 12_000
    _bob_holds(t, "rheinland")
    bob = t.cash("Bob")
    t.turn("Cy", "insurance")
    ev = t.do(A.buy_chips, B, "Cy", "insurance", 3)
    assert ev.data["pay"] == [["Cy", None, 15_000], ["Cy", "Bob", 3_000]]
    assert t.cash("Bob") == bob + 3_000 and t.cash("Cy") == 150_000 - 18_000
    t.turn("Bob", "insurance")
    t.do(A.buy_chips, B, "Bob", "insurance", 2)
    assert t.cash("Bob") == bob + 3_000 - 2 * 5_000


def test_consulting_premium():
    # Shares: a premium when a fellow player buys consulting chips (PA Management; assumed 2.000 DM).
    t = Table()
    _bob_holds(t, "pa")
    bob = t.cash("Bob")
    t.turn("Cy", "consulting")
    t.do(A.buy_chips, B, "Cy", "consulting", 3)
    assert t.cash("Bob") == bob + 6_000 and t.cash("Cy") == 150_000 - 30_000


def test_factory_premium():
    # Shares: a premium when a fellow player buys factory chips (ETERNIT).
    t = Table()
    _bob_holds(t, "eternit")
    bob = t.cash("Bob")
    t.turn("Cy", "factory-1")
    t.do(A.buy_chips, B, "Cy", "factory", 2)
    assert t.cash("Bob") == bob + 2 * 1_000  # assumed premium 1.000 DM per factory chip
    t.turn("Ann", "factory-1")
    t.turn("Bob", "factory-1")
    t.do(A.buy_chips, B, "Bob", "factory", 1)
    assert t.cash("Bob") == bob + 2_000 - 9_000


def test_sale_premium_is_part_of_the_price_the_holder_deducts_it():
    # Shares: the shareholder receives cash when fellow players "sell finished products"; "as a
    # shareholder you save the money you would otherwise have to pay your company on the occasions
    # listed above: you simply deduct that amount from the price." So the premium comes out of the
    # sale: Cy gets 2 × 32.000 less 2 × 2.000, which go to Bob; Bob selling keeps the whole price.
    t = Table()
    _bob_holds(t, "otto")
    _with_products(t, "Cy", 2)
    _with_products(t, "Bob", 2)
    bob, cy, kasse = t.cash("Bob"), t.cash("Cy"), t.state.kasse
    t.turn("Cy", "otto-1")
    ev = t.do(A.sell_products, B, "Cy")
    assert ev.data["pay"] == [[None, "Cy", 60_000], [None, "Bob", 4_000]]
    assert t.cash("Cy") == cy + 2 * 30_000 and t.cash("Bob") == bob + 2 * 2_000
    t.turn("Ann", "other")
    t.turn("Bob", "otto-1")
    t.do(A.sell_products, B, "Bob")
    assert t.cash("Bob") == bob + 4_000 + 2 * 32_000  # no premium on top of his own sale
    assert t.state.kasse == kasse - 2 * 64_000


def test_house_rule_sale_premium_on_top_is_paid_by_the_kasse():
    # House rule "sale_premium_on_top" (the reading played before): the seller gets the space's
    # whole price and the Kasse pays OTTO's premium to the holder on top — to the holder himself too.
    t = Table(house_rules=["sale_premium_on_top"])
    _bob_holds(t, "otto")
    _with_products(t, "Cy", 2)
    _with_products(t, "Bob", 2)
    bob, cy = t.cash("Bob"), t.cash("Cy")
    t.turn("Cy", "otto-1")
    t.do(A.sell_products, B, "Cy")
    assert t.cash("Cy") == cy + 2 * 32_000 and t.cash("Bob") == bob + 2 * 2_000
    t.turn("Ann", "other")
    t.turn("Bob", "otto-1")
    t.do(A.sell_products, B, "Bob")
    assert t.cash("Bob") == bob + 4_000 + 2 * 32_000 + 2 * 2_000


@pytest.mark.parametrize("factory, lost, rules, paid", [(3, 2, (), 3), (1, 1, (), 1), (5, 2, (), 5),
                                                        (5, 2, ("insurance_per_chip_lost",), 2)])
def test_explosion_costs_two_factory_chips_or_one_and_insurance_pays(factory, lost, rules, paid):
    # Insurance: explosion — "you must pay two factory chips (or one, if that is all you have)"; with an insurance
    # chip "you receive 15,000 DM per factory you own": every factory chip held when it hit (the moment is the app's
    # reading); the house rule "insurance_per_chip_lost" pays only for the chips it took.
    t = Table(house_rules=rules)
    t.turn("Ann", "factory-1")
    t.do(A.buy_chips, B, "Ann", "factory", factory)
    t.refused("keinen versicherten Schaden", A.claim_insurance, B, "Ann")
    t.turn("Ann", "insurance")
    t.do(A.buy_chips, B, "Ann", "insurance", 1)
    t.turn("Ann", "explosion")
    assert t.sheet("Ann").factory == factory - lost
    before = t.cash("Ann")
    t.do(A.claim_insurance, B, "Ann")
    assert t.cash("Ann") == before + 15_000 * paid and t.sheet("Ann").insurance == 0
    t.refused("keinen versicherten Schaden", A.claim_insurance, B, "Ann")


def test_fire_costs_a_product_and_the_claim_needs_an_insurance_chip():
    # Insurance: fire — deliver one finished product; the insurance pays 30,000 DM for it.
    t = Table()
    _with_products(t, "Ann", 1)
    t.turn("Ann", "fire")
    assert t.sheet("Ann").products == 0
    t.refused("keine Versicherungschips", A.claim_insurance, B, "Ann")
    t.turn("Ann", "fire")  # nothing left to burn: no loss, no claim
    assert t.state.claim == 0


def test_the_claim_lapses_with_the_next_roll():
    t = Table()
    t.turn("Ann", "insurance")
    t.do(A.buy_chips, B, "Ann", "insurance", 1)
    _with_products(t, "Ann", 1)
    t.turn("Ann", "fire")
    assert t.state.claim == 30_000
    t.turn("Bob", "other")
    t.refused("keinen versicherten Schaden", A.claim_insurance, B, "Ann")
