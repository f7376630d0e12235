"""The Kasse's purchase form says what the purchase costs and where the money goes, as the rules book it.

Rulebook (fortune.txt, Hexagames companion text): "if one player holds the shares of the Rheinland insurance group and
another player buys insurance chips in the first service sector from that group, the shareholder receives a premium
of 1,000 DM per chip. If the shareholder buys insurance chips himself, he deducts the premium from the purchase
price." A walk read "6.000 DM each · Total 6.000 DM" on the bank's phone while the shareholder's own phone said
5,000 DM, and the app booked 5.000: the banker would have taken a thousand too many in paper money."""
from calculators.fortune import actions as A
from tests.support.drawn import ident
from tests.support.fortune import B, Table as Game
from tests.support.screens import Table
from tests.support.text import plain


def drawn_total(tmp_path, game) -> str:
    table = Table(tmp_path, "fortune")
    return plain(ident(table.draw(table.create(game.log), ""), "buy-total"))


def game_with_rheinland_held_by(holder: str) -> Game:
    g = Game(players=("Ann", "Bob", "Cy"))
    g.turn(holder, "shares-rheinland")
    g.do(A.buy_shares, B, holder)
    return g


def test_the_shareholder_buying_insurance_sees_the_premium_deducted(tmp_path):
    g = game_with_rheinland_held_by("Ann")
    g.turn("Ann", "insurance")
    said = drawn_total(tmp_path, g)
    assert said == ("1 × 6.000 DM = 6.000 DM, abzüglich 1.000 DM Prämie für das eigene Aktienpaket: Ann zahlt "
                    "5.000 DM an die Kasse"), said
    before = g.cash("Ann")
    g.do(A.buy_chips, B, "Ann", "insurance", 1)
    assert before - g.cash("Ann") == 5_000  # what the form said is what is booked


def test_another_player_buying_insurance_sees_the_premium_to_the_shareholder(tmp_path):
    g = game_with_rheinland_held_by("Ann")
    g.turn("Bob", "insurance")
    said = drawn_total(tmp_path, g)
    assert said == "1 × 6.000 DM = 6.000 DM: 5.000 DM an die Kasse, 1.000 DM Prämie an Ann (hält das Aktienpaket)", said
    ann, bob = g.cash("Ann"), g.cash("Bob")
    g.do(A.buy_chips, B, "Bob", "insurance", 1)
    assert (bob - g.cash("Bob"), g.cash("Ann") - ann) == (6_000, 1_000)


def test_with_the_package_unsold_everything_goes_to_the_kasse(tmp_path):
    g = Game(players=("Ann", "Bob", "Cy"))
    g.turn("Bob", "insurance")
    assert drawn_total(tmp_path, g) == "1 × 6.000 DM = 6.000 DM, an die Kasse"


def test_the_service_spaces_are_named_as_their_share_packages_are():
    # A walk read "Space: Rheinland insurance" beside "Shares Rheinland Versicherung" on an English phone.
    from calculators.fortune.tables import BUSINESS_NAMES
    from calculators.fortune.words import space_label
    for space, company in (("insurance", "rheinland"), ("consulting", "pa"), ("advertising", "jwt")):
        assert space_label(space, "en").startswith(BUSINESS_NAMES[company]), space_label(space, "en")


def test_bonds_and_a_loan_say_what_they_cost_before_the_tap(tmp_path):
    # Bonds: 10,000 DM each, 3,000 DM interest a bond "each time you pass Start"; Loans: "When you land on the same bank
    # space again, you must pay back the loan plus interest". A walk's Kasse read the price of one bond only, and the
    # repayment only on the sheet once the loan was booked.
    g = Game()
    g.turn("Ann", "bonds")
    assert drawn_total_of(tmp_path / "bonds", g, "bonds-total") == (  # the Kasse's phone speaks Fortune's German
        "1 × 10.000 DM = 10.000 DM an die Kasse; danach 3.000 DM, sooft Ann über Start zieht")
    g.do(A.buy_bonds, B, "Ann", 1)
    g.turn("Ann", "commerzbank-1")
    assert drawn_total_of(tmp_path / "loan", g, "loan-repay") == (
        "Landet Ann wieder auf der Commerzbank, zahlt Ann 50.000 DM und 4.000 DM Zinsen zurück: 54.000 DM.")


def drawn_total_of(tmp_path, game, identifier: str) -> str:
    table = Table(tmp_path, "fortune")
    return plain(ident(table.draw(table.create(game.log), ""), identifier))


def test_the_banks_shareholder_is_quoted_no_interest(tmp_path):
    # Loans: "The interest payment is cancelled if you own the share package of that bank."
    g = Game()
    g.turn("Ann", "shares-commerzbank")
    g.do(A.buy_shares, B, "Ann")
    g.turn("Ann", "commerzbank-1")
    assert drawn_total_of(tmp_path, g, "loan-repay") == (
        "Landet Ann wieder auf der Commerzbank, zahlt Ann 50.000 DM zurück: keine Zinsen, solange Ann das Aktienpaket "
        "Commerzbank hält.")


def test_the_interest_field_of_the_banks_shareholder_says_it_is_not_charged(tmp_path):
    # Loans: "The interest payment is cancelled if you own the share package of that bank." A walk's Kasse read the
    # space's printed interest in the Interest field above the line saying no interest is due.
    import flet as ft
    from tests.support.controls import walk

    def interest_field(path, g):
        table = Table(path, "fortune")
        drawn = table.draw(table.create(g.log), "")
        return next(c for c in walk(drawn) if isinstance(c, ft.TextField) and c.key and c.key.endswith("-interest"))

    g = Game()
    g.turn("Ann", "shares-commerzbank")
    g.do(A.buy_shares, B, "Ann")
    g.turn("Ann", "commerzbank-1")
    assert interest_field(tmp_path / "waived", g).helper == "= 4.000\xa0DM, nicht berechnet"
    other = Game()
    other.turn("Ann", "commerzbank-1")
    assert interest_field(tmp_path / "due", other).helper == "= 4.000\xa0DM"


def test_the_shareholders_balance_sheet_lists_the_loan_with_no_interest(tmp_path):
    # Loans: "The interest payment is cancelled if you own the share package of that bank." A walk's sheet read
    # "50.000 DM zurückzuzahlen, 3.000 DM Zinsen" for the bank's shareholder, who repaid 50.000 DM and no interest.
    g = Game()
    g.turn("Ann", "shares-commerzbank")
    g.do(A.buy_shares, B, "Ann")
    g.turn("Ann", "commerzbank-1")
    g.do(A.take_loan, B, "Ann")
    assert drawn_total_of(tmp_path / "waived", g, "loans-Ann") == (
        "Darlehen: Commerzbank 1: 48.000 DM ausgezahlt; 50.000 DM zurückzuzahlen, keine Zinsen (Aktionär der Bank)")
    other = Game()
    other.turn("Ann", "commerzbank-1")
    other.do(A.take_loan, B, "Ann")
    assert drawn_total_of(tmp_path / "due", other, "loans-Ann").endswith("50.000 DM zurückzuzahlen, 4.000 DM Zinsen")


def test_the_bond_count_goes_back_to_one_after_a_purchase(tmp_path):
    # Bonds: "up to a maximum of 5 bonds". A walk's Kasse bought 3 for Bob: the field kept "3", now checked against
    # the 3 Bob held, in red ("Bob has 3 bonds; at most 5 …: Bob can buy 2 more"), under a purchase that went through.
    import types

    import flet as ft

    from calculators.fortune.fold import state_of
    from tests.support.fortune.phones import kasse_drawn

    g = Game()
    g.turn("Ann", "bonds")
    hub, sid, draw = kasse_drawn(tmp_path, g.log)
    count = next(c for c in draw() if isinstance(c, ft.TextField) and str(c.key or "").endswith("-bonds"))
    count.value = "3"
    count.on_change(types.SimpleNamespace(control=count))
    next(c for c in draw() if str(getattr(c, "key", "") or "").endswith("-bonds-go")).on_click(None)
    assert state_of(hub.get(sid).log).sheet("Ann").bonds == 3
    count = next(c for c in draw() if isinstance(c, ft.TextField) and str(c.key or "").endswith("-bonds"))
    assert (count.value, count.error) == ("1", None)


def test_letters_in_the_bond_count_are_said_as_typed_and_the_button_waits(tmp_path):
    # Bonds: "at a unit price of 10,000 DM, up to a maximum of 5 bonds". A walk's Kasse typed "drei": no message and
    # "Buy bonds" stood ready, where "6" and "-1" were said at once; the tap then refused it.
    import types

    import flet as ft

    from tests.support.fortune.phones import kasse_drawn

    g = Game()
    g.turn("Ann", "bonds")
    _hub, _sid, draw = kasse_drawn(tmp_path, g.log, "en")
    for typed in ("drei", "6", "2"):
        count = next(c for c in draw() if isinstance(c, ft.TextField) and str(c.key or "").endswith("-bonds"))
        count.value = typed
        count.on_change(types.SimpleNamespace(control=count))
        drawn = draw()
        count = next(c for c in drawn if isinstance(c, ft.TextField) and str(c.key or "").endswith("-bonds"))
        go = next(c for c in drawn if str(getattr(c, "key", "") or "").endswith("-bonds-go"))
        if typed == "2":
            assert count.error is None and not go.disabled
        else:
            assert count.error == "Enter a whole number from 1 to 5." and go.disabled, (typed, count.error)


def test_a_share_package_the_player_cannot_pay_is_said_before_the_tap(tmp_path):
    # Shares: "you can buy up all the shares of the respective company". A walk's Cy, with 21,000 DM on Rheinland's
    # 40,000 DM package: his phone said so, the Kasse's "Buy the share package" stood ready and refused on the tap.
    from tests.support.fortune.phones import buttons, kasse_drawn, said

    g = Game()
    g.do(A.card_payment, B, "Ann", None, 130_000, "Geschäfte-Karte: Steuer")
    g.turn("Ann", "shares-rheinland")
    _hub, _sid, draw = kasse_drawn(tmp_path, g.log, "en")
    drawn = draw()
    assert buttons(drawn)["Buy the share package"] is False
    assert said(drawn, "shares-buy-why") == "Ann has 20,000 DM; the share package would cost 40,000 DM."
    rich = Game()
    rich.turn("Ann", "shares-rheinland")
    assert buttons(kasse_drawn(tmp_path / "rich", rich.log, "en")[2]())["Buy the share package"] is True
