"""Fortune: an ÖKA the player on the space may still force stays said on every phone until the next roll, whatever
else is booked first, and the roll that ends it says so in red above its buttons. The ÖKA: "If this player lands on a space of your share
company, he can force you to roll a public purchase offer"; a failed one "can be repeated immediately and as often as
desired". A walk: once Bob's sale on OTTO Versand was booked, Ann's phone (she holds OTTO, and rolls next) dropped
the warning and offered a plain Roll, which ended Bob's chance unasked.

The player deciding is told what the Kasse's form says beside each offer too: the sale's premium to the shareholder,
when bonds go back, how the 120 % sale is read (the walk's player read "120 %: 60,000 DM" after paying 70,000); a
player holding a set of chips, that the Kasse can assemble them; every phone, what a debtor owes beside the ranking."""
import flet as ft

from calculators.fortune import actions as A
from calculators.fortune.offers import space_offer
from tests.support.fortune import B, Table as Game, ann_holds_otto_bob_has_products
from tests.support.fortune.phones import phone, said, screen


def bob_on_otto_with_products() -> Game:
    g = ann_holds_otto_bob_has_products(Game(players=("Ann", "Bob")))  # Ann rolls next, after Bob
    g.turn("Bob", "otto-1")
    return g


def test_the_oka_stays_open_after_the_sale_and_the_holders_roll_says_it_lapses(tmp_path):
    g = bob_on_otto_with_products()
    g.do(A.sell_products, B, "Bob")  # the sale is booked: the space's choice is made, the ÖKA is not
    offer = space_offer(g.log, "en")
    assert not offer.open and offer.open_oka is not None and offer.open_oka.holder == "Ann"
    controls, page, hub, sid = phone(tmp_path, g.log, "Ann")
    assert said(controls, "oka-threat").startswith("Bob is on a space of your share company OTTO")
    # On her own phone, her package is "your" package (it read "Ann's OTTO Versand package" to Ann, a walk).
    assert said(controls, "oka-lapses") == ("Bob may still force an ÖKA on your OTTO Versand package: the chance "
                                            "lapses with this roll (interpretation).")
    next(c for c in controls if c.key == "roll-1").on_click(None)  # said, not asked: a challenger mostly lets it go
    assert page.dialogs == [] and hub.get(sid).log.events[-1].kind == "fortune.rolled"
    kasse = screen(tmp_path / "kasse", g.log, None, "de")
    assert any("Auslegung: Ein ÖKA kann bis zum nächsten Wurf erzwungen werden" in line
               for line in said(kasse, "app-readings").splitlines())


def test_the_seller_reads_the_premium_beside_the_sale(tmp_path):
    bob = screen(tmp_path, bob_on_otto_with_products().log, "Bob")
    assert said(bob, "sale-premium").startswith("Premium 2,000 DM a product to Ann: deducted from the price")


def test_a_bond_buyer_reads_when_bonds_go_back(tmp_path):
    g = Game()
    g.turn("Ann", "bonds")
    assert said(screen(tmp_path, g.log, "Ann"), "offer-bonds-back").startswith(
        "Bonds go back when Ann lands on any BP space again")


def test_the_package_holder_reads_how_the_120_percent_is_counted(tmp_path):
    g = Game(players=("Ann", "Bob"))
    g.turn("Ann", "shares-otto")
    g.do(A.buy_shares, B, "Ann")
    g.turn("Ann", "otto-1")  # a space of her own share company: she may sell the package back at 120 %
    ann = screen(tmp_path, g.log, "Ann")
    assert said(ann, "offer-sell_back").startswith("You may sell your share package OTTO Versand back to the Kasse")
    assert said(ann, "reading-sell_back").startswith("Interpretation: 120 % of the printed share price")


def test_a_player_holding_a_set_of_chips_is_told_the_kasse_can_assemble_them(tmp_path):
    # "To make a finished product you need: 1 factory chip, 1 energy chip, 1 personnel chip." A walk's Bob held two of
    # each; only the Kasse's landing box offered "Assemble finished products", his own phone said nothing.
    g = Game(players=("Ann", "Bob"))
    for chip in ("factory", "energy", "personnel"):
        assert said(screen(tmp_path / chip, g.log, "Bob"), "may-assemble") is None  # not a whole set yet
        g.turn("Bob", f"{chip}-1")
        g.do(A.buy_chips, B, "Bob", chip, 2)
    assert said(screen(tmp_path / "set", g.log, "Bob"), "may-assemble") == (
        "Your chips make up to 2 finished products (a factory, an energy and a personnel chip each): on your turn, "
        "ask the Kasse to assemble them.")
    g.do(A.assemble, B, "Bob", 2)
    assert said(screen(tmp_path / "made", g.log, "Bob"), "may-assemble") is None


def test_the_ranking_says_beside_a_debtor_what_is_owed(tmp_path):
    # A walk: every phone read "1. Ann 186,000 DM … Closest to the target: Ann" while Ann owed 400,000 DM she could
    # not pay (End of the Game: "A player who can no longer meet his payment obligations is eliminated").
    g = Game()
    g.turn("Bob", "commerzbank-1")
    g.do(A.take_loan, B, "Bob")
    g.do(A.card_payment, B, "Bob", None, 400_000, "Geschäfte-Karte: Fehlinvestition")
    assert said(screen(tmp_path / "cy", g.log, "Cy"), "owes-Bob") == (
        "Bob owes 400,000 DM, an open payment this balance does not count yet.")
    assert said(screen(tmp_path / "cy-ann", g.log, "Cy"), "owes-Ann") is None


def test_a_loan_repayment_owed_is_said_as_what_it_takes_off_the_balance(tmp_path):
    # Loans: on the bank's space again the loan is repaid with its interest (50,000 + 4,000 DM); End of the Game:
    # "Loans are offset without taking the surcharge into account": the balance took the 50,000 DM off already. A walk
    # read "Bob owes 54,000 DM, an open payment this balance does not count yet" and expected 54,000 DM less.
    from calculators.fortune.fold import balance_when_paid
    from calculators.fortune.state import balance

    g = Game()
    g.turn("Bob", "commerzbank-1")
    g.do(A.take_loan, B, "Bob")
    g.do(A.card_payment, B, "Bob", None, g.cash("Bob") - 10_000, "Geschäfte-Karte: Fehlinvestition")
    g.turn("Bob", "commerzbank-2")
    assert g.state.due.total == 54_000
    before = balance(g.state, "Bob")
    assert balance_when_paid(g.state) == before - 4_000  # only the interest is not counted yet
    assert said(screen(tmp_path / "cy", g.log, "Cy"), "owes-Bob") == (
        "Bob owes 54,000 DM; paying it takes 4,000 DM off this balance (the rest is counted in it already: a loan "
        "repaid, a share package bought).")


def test_at_the_end_a_players_phone_says_who_won_before_the_sheet(tmp_path):
    # End of the Game: "At the agreed time the best balance wins". A walk at 360 px found the winner under the
    # player's sheet and money lines, below the first screen.
    from tests.support.finished import GAMES

    controls = screen(tmp_path, GAMES["fortune"](), "Cy")
    ids = [c.identifier for c in controls if isinstance(c, ft.Semantics) and c.identifier]
    assert "winner" in ids and ids.index("winner") < ids.index("products-Cy")


def test_one_set_of_chips_is_said_in_the_singular():
    # A walk read "Your chips make up to 1 finished products" (German "bis zu 1 Fertigprodukte").
    from companion.views.games.fortune.panels import assemble_words

    assert assemble_words(1, "en").startswith("Your chips make 1 finished product (")
    assert assemble_words(1, "de").startswith("Deine Chips ergeben 1 Fertigprodukt (")
    assert assemble_words(3, "en").startswith("Your chips make up to 3 finished products")


def test_after_selling_on_the_space_the_sellers_phone_does_not_read_as_refused(tmp_path):
    """A walk's Ann sold her product at Kaufring 1, then read "Here the Kasse buys exactly 1 finished product at
    30,000 DM; you have none." as if the sale had been refused. Sold, the space says nothing more of it ("Just now"
    tells the sale); before any sale a player short of products is still told."""
    g = bob_on_otto_with_products()
    sell = lambda log: A.sell_products(log, B, "Bob")  # noqa: E731 - booked on the live table, as the app does
    drawn = screen(tmp_path / "sold", g.log, "Bob", then=[sell])
    assert said(drawn, "offer-sell") is None
    assert said(drawn, "fortune-last").startswith("Just now: Bob sells")
