"""What the space just landed on offers its player (`offers.space_offer`), for every phone to read: the figures the
player decides on, the rules' reason when an offer is not open, and whether the choice is still the player's — open
until the Kasse books something for them on this landing (Setup: "The Kasse's job is to lend money … to hand out and
take in the various chips, shares, bonds") or the next player rolls."""
from calculators.fortune import actions as A
from calculators.fortune.offers import space_offer
from tests.support.fortune import B, Table
from tests.support.text import plain


def offered(log, lang="en") -> dict:
    return {o.what: o for o in space_offer(log, lang).offers}


def test_an_unsold_package_is_the_players_to_buy_until_the_kasse_books_it():
    # Shares: "If you land on the corresponding spaces in the finance area, you can buy up all the shares of the
    # respective company (partial purchases are not possible)."
    t = Table()
    t.turn("Ann", "other")
    t.turn("Bob", "shares-commerzbank")
    offer = space_offer(t.log)
    assert offer.player == "Bob" and offer.space == "shares-commerzbank"
    shares = offered(t.log)["shares"]
    assert shares.ok and shares.company == "commerzbank" and shares.amount == 60_000
    assert offer.open and not offer.decided
    t.do(A.buy_shares, B, "Bob")
    offer = space_offer(t.log)
    assert offer.decided and not offer.open and "shares" not in offered(t.log)
    t.turn("Cy", "other")  # the next roll ends Bob's landing: the offer is Cy's space's now
    assert space_offer(t.log).player == "Cy" and not space_offer(t.log).open


def test_a_package_beyond_the_players_cash_is_offered_with_the_reason():
    t = Table()
    t.pay_in("Ann", 1)
    t.do(A.card_payment, B, "Ann", None, 140_000, "Geschäfte-Karte: Steuer")
    t.turn("Ann", "shares-commerzbank")
    shares = offered(t.log)["shares"]
    assert not shares.ok and plain(shares.reason) == "Ann has 10,001 DM; the share package would cost 60,000 DM."
    assert not space_offer(t.log).open


def test_chips_at_the_spaces_price_and_a_shareholder_pays_less():
    # Production area: "you can buy factory, energy and personnel chips at the unit prices given there"; Shares: "as
    # a shareholder you save the money you would otherwise have to pay your company … deduct that amount".
    t = Table()
    t.turn("Ann", "factory-1")
    chips = offered(t.log)["chips"]
    assert chips.ok and chips.chip == "factory" and chips.each == 10_000
    t.turn("Bob", "shares-eternit")
    t.do(A.buy_shares, B, "Bob")
    t.turn("Cy", "other")
    t.turn("Ann", "other")
    t.turn("Bob", "factory-1")
    assert offered(t.log)["chips"].each == 10_000 - 1_000
    t.do(A.buy_chips, B, "Bob", "factory", 2)
    assert space_offer(t.log).decided


def test_a_sale_names_its_count_price_and_take_or_why_not():
    # Sales area: "At OTTO Versand you can sell only two finished products at the same time" — "Your decision is
    # whether to sell a product immediately, or to wait".
    t = Table()
    t.turn("Ann", "otto-1")
    sell = offered(t.log)["sell"]
    assert not sell.ok and plain(sell.reason) == "Here you sell exactly 2 finished products; Ann has 0."
    assert (sell.n, sell.each, sell.amount) == (2, 32_000, 60_000)  # unsold package: the premium to the Kasse
    assert not space_offer(t.log).open


def test_a_loan_bonds_an_oka_and_an_insurance_claim():
    # Loans: "loans of 50,000 DM at the payout rate given on each space"; Bonds: "a unit price of 10,000 DM, up to a
    # maximum of 5 bonds … 3,000 DM per bond"; the ÖKA: "If this player lands on a space of your share company, he can
    # force you to roll"; Insurance: "you collect 30,000 DM from the Kasse for one finished product".
    t = Table()
    t.turn("Ann", "shares-commerzbank")
    t.do(A.buy_shares, B, "Ann")
    t.turn("Bob", "commerzbank-1")
    got = offered(t.log)
    assert (got["loan"].amount, got["loan"].payout, got["loan"].interest) == (50_000, 48_000, 4_000)
    assert got["oka"].ok and got["oka"].holder == "Ann" and (got["oka"].interest, got["oka"].most) == (12_000, 114_000)
    t.turn("Cy", "bonds")
    bonds = offered(t.log)["bonds"]
    assert bonds.ok and (bonds.each, bonds.n, bonds.held, bonds.interest) == (10_000, 5, 0, 3_000)
    t.turn("Ann", "economy")
    assert list(offered(t.log)) == ["economy"] and not space_offer(t.log).open  # the banker's card, not a choice
    t.turn("Bob", "insurance")
    t.do(A.buy_chips, B, "Bob", "insurance", 1)
    t.turn("Cy", "other")
    t.turn("Ann", "other")
    t.turn("Bob", "factory-1")
    t.do(A.buy_chips, B, "Bob", "factory", 1)
    t.turn("Cy", "other")
    t.turn("Ann", "other")
    t.turn("Bob", "explosion")
    claim = offered(t.log)["claim"]
    assert claim.amount == 15_000 and space_offer(t.log).open


def test_nothing_is_offered_while_a_forced_payment_waits():
    # End of the Game: a player who cannot meet a payment sells at 60 % or goes bankrupt first.
    from tests.support.fortune.finance import repayment_due_on_the_banks_space_with_its_package
    t = repayment_due_on_the_banks_space_with_its_package()
    assert space_offer(t.log).offers == () and not space_offer(t.log).open
