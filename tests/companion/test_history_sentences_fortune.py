"""Fortune's History in the game's own words and money (150.000 DM / 150,000 DM): each payment, why and where, a
payment owed, a bankruptcy, a shareholder's premium (split from test_history_sentences, one file a game)."""
from __future__ import annotations

from calculators.core.words import history as history_of
from tests.support.text import plain


def history(game, log, lang):
    """History's sentences, as a reader reads them (its amounts keep their unit on the line: "150.000 DM")."""
    return {seq: plain(line) for seq, line in history_of(game, log, lang).items()}


def test_fortune_words_name_every_payment_in_the_games_money():
    # Fortune writes money as 150.000 DM (German) and 150,000 DM (English).
    from calculators.fortune import actions as A
    from tests.support.fortune import B, Table
    t = Table()
    t.do(A.roll_move, B, player="Ann", dice=1, values=[4])
    seq = t.log.events[-1].seq
    # Turn Order: "each player may choose whether to roll with one die or with two dice" — one die reads as itself.
    assert history("fortune", t.log, "de")[seq] == "Ann würfelt 4 (echter Würfel)"
    assert history("fortune", t.log, "en")[seq] == "Ann rolls 4 (real die)"
    t.do(A.land, B, "Ann", "other")
    t.do(A.roll_move, B, player="Bob", dice=2, values=[3, 4])
    assert history("fortune", t.log, "en")[t.log.events[-1].seq] == "Bob rolls 3 4 = 7 (real dice)"
    set_up = next(e for e in t.log.events if e.kind == "fortune.set_up")
    capital = set_up.data["capital"]
    assert history("fortune", t.log, "de")[set_up.seq].startswith(
        f"Startkapital ausgezahlt: {capital // 1000}.000 DM je Spieler (Ann BASF, Bob 3M, Cy GRUNDIG)")


def test_fortune_words_say_why_and_where():
    """Fortune's History says the premium a shareholder deducts ("as a shareholder you save the money … you simply
    deduct that amount from the price"), where and at what price a sale was made, the sum a landing's repayment
    leaves owed, where a consulting chip moves the piece ("onto the economy space in front of the production
    section"), an ÖKA's price "of the purchase price", and a failed ÖKA's new try as what it was then."""
    from calculators.fortune import actions as A
    from tests.support.fortune import B, Table

    def said(t, lang="en"):
        return history("fortune", t.log, lang)[t.log.events[-1].seq]
    t = Table()
    t.turn("Ann", "shares-eternit")
    t.do(A.buy_shares, B, "Ann")
    t.turn("Ann", "factory-1")
    t.do(A.buy_chips, B, "Ann", "factory", 2)
    assert said(t) == ("Ann buys 2 factory chips at 10,000 DM each: premium 2,000 DM deducted as shareholder; "
                       "Ann pays the Kasse 18,000 DM")
    for chip in ("energy", "personnel"):
        t.turn("Ann", f"{chip}-1")
        t.do(A.buy_chips, B, "Ann", chip, 1)
    t.do(A.assemble, B, "Ann", 1)
    t.turn("Ann", "kaufring-1")
    t.do(A.sell_products, B, "Ann", price_each=25_000)
    assert said(t, "de").startswith("Ann verkauft 1 Fertigprodukt auf Kaufring 1 zu 25.000 DM")  # one: no "je"
    t.turn("Ann", "commerzbank-1")
    t.do(A.take_loan, B, "Ann")
    t.do(A.card_payment, B, "Ann", None, t.cash("Ann"), "Steuer")
    t.turn("Ann", "commerzbank-2")
    assert said(t) == "Ann lands on Commerzbank 2: cannot make the repayment, Ann owes the Kasse 54,000 DM"
    u = Table()
    u.chips_then_roll("Ann", "consulting", 1)
    u.do(A.use_service_chip, B, "Ann", "consulting")
    assert said(u, "de") == "Ann setzt 1 Beratungschip ein und zieht auf das Konjunkturfeld vor der Produktion"
    u.do(A.roll_move, B, "Ann", 1, values=[1])
    u.do(A.land, B, "Ann", "other")
    u.turn("Bob", "shares-commerzbank")
    u.do(A.buy_shares, B, "Bob")
    u.turn("Cy", "commerzbank-1")
    u.do(A.challenge, B, "Cy", values=["ÖKA mißlingt", "+20 %"])
    assert said(u).endswith("Cy pays Bob 12,000 DM. Cy may try again at once.")
    u.do(A.challenge, B, "Cy", values=["-30 %", "+20 %"])
    assert said(u).startswith("Cy's ÖKA: ÖKA succeeds at 90 % of the purchase price: Cy pays Bob 54,000 DM")


def test_fortune_an_unpaid_card_payment_is_owed_and_a_bankruptcy_gives_the_kasse_what_is_left():
    # End of the Game: "A player who can no longer meet his payment obligations is eliminated. His remaining
    # assets go to the Kasse, and he has gone bankrupt."
    from calculators.fortune import actions as A
    from tests.support.fortune import B, Table
    t = Table()
    t.do(A.card_payment, B, "Cy", "Ann", 500_000, "Strafe")
    assert t.state.due is not None  # the rules: not paid, owed
    seq = t.log.events[-1].seq
    assert history("fortune", t.log, "en")[seq] == "Card payment (Strafe): Cy owes Ann 500,000 DM"
    assert history("fortune", t.log, "de")[seq] == "Kartenzahlung (Strafe): Cy schuldet Ann 500.000 DM"
    # The Undo button names the card ("Undo: Card payment" left the Kasse guessing which one).
    from calculators.core.words import undo_label
    assert undo_label("fortune", t.log, "en", short=True) == "Undo: Card payment (Strafe)"
    cash = t.cash("Cy")
    t.do(A.declare_bankrupt, B, "Cy")
    seq = t.log.events[-1].seq
    assert history("fortune", t.log, "en")[seq] == \
        f"Cy is bankrupt: the remaining assets go to the Kasse; Cy pays the Kasse {cash // 1000},000 DM"
    assert history("fortune", t.log, "de")[seq] == \
        f"Cy ist bankrott: das restliche Vermögen geht an die Kasse; Cy zahlt der Kasse {cash // 1000}.000 DM"


def test_fortune_a_premium_paid_to_another_player_says_it_is_the_shareholders():
    """Shares: "you receive cash for every business transaction of your fellow players in which your share company is
    involved". Bob buys 2 insurance chips while Ann holds the insurer's package: History read a bare "Bob pays Ann
    2,000 DM"; it says now that it is the shareholder's premium. The Kasse's part stays a plain payment."""
    from calculators.fortune import actions as A
    from tests.support.fortune import B, Table
    t = Table()
    t.turn("Ann", "shares-rheinland")
    t.do(A.buy_shares, B, "Ann")
    t.turn("Bob", "insurance")
    t.do(A.buy_chips, B, "Bob", "insurance", 2)
    seq = t.log.events[-1].seq
    assert history("fortune", t.log, "en")[seq] == ("Bob buys 2 insurance chips at 6,000 DM each; Bob pays the Kasse "
                                                    "10,000 DM; Bob pays Ann 2,000 DM (premium to the shareholder)")
    assert history("fortune", t.log, "de")[seq].endswith("; Bob zahlt Ann 2.000 DM (Prämie an den Aktionär)")


def test_fortune_a_loans_interest_paid_to_the_banks_shareholder_is_marked_as_the_apps_reading():
    # Shares: the shareholder "receives cash for every business transaction of your fellow players in which your
    # share company is involved ... if your fellow players: repay loans"; how much is not said. The app pays the
    # loan's interest (Loans: "repay the loan plus interest"), and History says that is its reading.
    from calculators.fortune import actions as A
    from tests.support.fortune import B, Table
    t = Table()
    t.turn("Ann", "shares-vereinsbank")
    t.do(A.buy_shares, B, "Ann")
    t.turn("Bob", "vereinsbank-2")
    t.do(A.take_loan, B, "Bob")
    t.turn("Bob", "vereinsbank-1")
    seq = t.log.events[-1].seq
    en, de = history("fortune", t.log, "en")[seq], history("fortune", t.log, "de")[seq]
    assert "Bob pays the Kasse 50,000 DM; Bob pays Ann 5,000 DM (the interest, to the bank's shareholder; the " \
           "app's interpretation)" in en
    assert "Bob zahlt Ann 5.000 DM (die Zinsen an den Aktionär der Bank; Auslegung der App)" in de


def test_a_loan_repaid_on_landing_names_its_principal_and_its_interest():
    # Loans: "If you land on one of the spaces of the same bank again, you must repay the loan plus interest (of the
    # space on which you took out the loan)". Commerzbank 1: 4.000 DM interest. A walk read only the sum ("Bob pays
    # the Kasse 54,000 DM").
    from calculators.fortune import actions as A
    from tests.support.fortune import B, Table
    t = Table()
    t.turn("Bob", "commerzbank-1")
    t.do(A.take_loan, B, "Bob")
    t.turn("Bob", "commerzbank-2")
    seq = t.log.events[-1].seq
    assert "loan repaid: 50,000 DM and 4,000 DM interest" in history("fortune", t.log, "en")[seq]
    assert "Darlehen zurückgezahlt: 50.000 DM und 4.000 DM Zinsen" in history("fortune", t.log, "de")[seq]
