"""Fortune, the finance sector and the banks: loans, bonds, share packages, sales when money is urgent."""
from calculators.fortune import actions as A
from tests.support.fortune import B, Table
from tests.support.fortune.finance import (
    an_economy_card_for_every_player_is_one_booking,
    a_repayment_that_cannot_be_paid_waits_for_sales_at_60_percent,
    repayment_due_on_the_banks_space_with_its_package,
    selling_back_at_120_percent_standing_again_on_the_companys_space,
    urgent_sale_at_60_percent_any_time_between_rolls,
)


def test_loan_pays_out_the_spaces_rate_once_per_bank():
    # Loans: 50,000 DM at the payout rate of the bank space; one running loan per bank and player.
    t = Table()
    t.turn("Ann", "commerzbank-1")  # assumed: 48.000 DM paid out, 4.000 DM interest
    ev = t.do(A.take_loan, B, "Ann")
    assert ev.data["payout"] == 48_000 and t.cash("Ann") == 198_000
    assert t.sheet("Ann").loan("commerzbank").interest == 4_000
    t.refused(r"schon ein laufendes Darlehen \(Commerzbank\)", A.take_loan, B, "Ann")
    t.turn("Ann", "vereinsbank-2")
    t.do(A.take_loan, B, "Ann", payout=44_000, interest=6_000)  # typed in from the board
    assert [ln.bank for ln in t.sheet("Ann").loans] == ["commerzbank", "vereinsbank"]
    t.turn("Ann", "other")
    t.refused("Bankfeld", A.take_loan, B, "Ann")


def test_payout_above_the_loan_is_refused():
    t = Table()
    t.turn("Ann", "commerzbank-2")
    t.refused("höchstens das Darlehen von 50.000 DM", A.take_loan, B, "Ann", payout=60_000)
    # A payout that is no amount names the loan's bound, not the app's 10,000,000 DM (a walk typed "abc" and "-5").
    for bad in ("abc", -5, 0):
        t.refused("1 DM bis 50.000 DM", A.take_loan, B, "Ann", payout=bad)


def test_landing_again_on_the_bank_forces_repayment_with_interest():
    # Loans, Important: landing again on a space of your bank, repay the loan plus the interest of
    # the space where it was taken (here taken on Commerzbank 1, repaid on Commerzbank 2).
    t = Table()
    t.turn("Ann", "commerzbank-1")
    t.do(A.take_loan, B, "Ann")
    t.turn("Ann", "commerzbank-2")
    assert t.sheet("Ann").loans == () and t.cash("Ann") == 198_000 - 54_000
    t.do(A.take_loan, B, "Ann")  # interpretation: the repaid loan no longer runs; a new one may start
    assert t.sheet("Ann").loan("commerzbank").space == 2


def test_interest_is_waived_for_the_banks_shareholder():
    # Loans: the interest payment is cancelled if you own the share package of that bank.
    t = Table()
    t.turn("Ann", "shares-commerzbank")
    t.do(A.buy_shares, B, "Ann")
    t.turn("Ann", "commerzbank-1")
    # Her own phone, before the loan, quotes no interest to repay (it quoted 4,000 DM a walk's shareholder never paid).
    from calculators.fortune.offers import space_offer
    offer = next(o for o in space_offer(t.log, "en").offers if o.what == "loan")
    assert offer.interest == 0 and offer.amount == 50_000
    t.do(A.take_loan, B, "Ann")
    from calculators.core.words import history
    # The loan taken names no interest either (a walk's History read "48.000 DM ausgezahlt, 4.000 DM Zinsen").
    taken = history("fortune", t.log, "de")[t.log.events[-1].seq].replace("\xa0", " ")
    assert taken.startswith("Ann nimmt ein Darlehen auf (Commerzbank): 48.000 DM ausgezahlt, keine Zinsen, solange Ann "
                            "das Aktienpaket der Bank hält;"), taken
    cash = t.cash("Ann")
    t.turn("Ann", "commerzbank-1")
    assert t.cash("Ann") == cash - 50_000 and t.sheet("Ann").loans == ()
    # History says it so: no "46,000 DM and 4,000 DM interest" of the 50,000 DM paid.
    said = history("fortune", t.log, "en")[t.log.events[-1].seq].replace("\xa0", " ")
    assert "loan repaid: 50,000 DM, no interest (the share package Commerzbank is Ann's own)" in said, said


def test_another_players_interest_goes_to_the_banks_shareholder():
    # Shares: repaying loans earns the shareholder his share (interpretation: the loan's interest).
    t = Table()
    t.turn("Ann", "shares-vereinsbank")
    t.do(A.buy_shares, B, "Ann")
    t.turn("Bob", "vereinsbank-2")
    t.do(A.take_loan, B, "Bob")
    ann, kasse = t.cash("Ann"), t.state.kasse
    t.turn("Bob", "vereinsbank-1")
    assert t.cash("Ann") == ann + 5_000 and t.state.kasse == kasse + 50_000


def test_bonds_up_to_five_with_income_at_start_and_forced_return():
    # Bonds: 10,000 DM each on BP's finance spaces, at most 5; 3,000 DM per bond when passing the
    # start; landing on a BP space again returns them at 10,000 DM; a new purchase only next round.
    t = Table()
    t.turn("Ann", "bonds")
    t.do(A.buy_bonds, B, "Ann", 3)
    t.do(A.buy_bonds, B, "Ann", 2)
    t.refused("höchstens 5", A.buy_bonds, B, "Ann", 1)
    assert t.cash("Ann") == 100_000
    t.turn("Ann", "other", passed_start=True)
    assert t.cash("Ann") == 115_000
    t.turn("Ann", "bonds")
    assert t.sheet("Ann").bonds == 0 and t.cash("Ann") == 165_000
    t.refused("erst ab der nächsten Runde", A.buy_bonds, B, "Ann", 1)
    t.turn("Ann", "bonds", passed_start=True)  # a new round: nothing held, nothing returned
    t.do(A.buy_bonds, B, "Ann", 1)
    assert t.sheet("Ann").bonds == 1


def test_landing_on_the_start_comes_round_it_too():
    # Bonds: "after each round, when you pass the start again, you receive 3,000 DM per bond": a piece that
    # lands on the start itself has come round, whether or not the banker ticked "passed the start".
    t = Table()
    t.turn("Ann", "bonds")
    t.do(A.buy_bonds, B, "Ann", 5)
    cash = t.cash("Ann")
    t.turn("Ann", "start")
    assert t.cash("Ann") == cash + 15_000
    t.turn("Ann", "bonds")  # the bonds go back; the next purchase only after the start again
    t.refused("erst ab der nächsten Runde", A.buy_bonds, B, "Ann", 1)
    t.turn("Ann", "start")
    t.turn("Ann", "bonds")
    t.do(A.buy_bonds, B, "Ann", 1)
    assert t.sheet("Ann").bonds == 1


def test_bonds_come_back_on_any_bp_space_its_energy_spaces_too():
    # Bonds: "If you own bonds and land on one of the BP spaces again, you must return your bonds to
    # the Kasse at the unit price of 10,000 DM. A new purchase is then possible only from the next
    # round onward." Deutsche BP's spaces are its bond space and its energy spaces (Production area).
    for energy in ("energy-1", "energy-2"):
        t = Table()
        t.turn("Ann", "bonds")
        t.do(A.buy_bonds, B, "Ann", 4)
        ev = t.turn("Ann", energy)
        assert ev.data["bonds_returned"] == 4 and t.sheet("Ann").bonds == 0 and t.cash("Ann") == 150_000
        assert t.sheet("Ann").bonds_blocked
        t.do(A.buy_chips, B, "Ann", "energy", 1)  # the energy space's own business goes on
        t.turn("Ann", "bonds")
        t.refused("erst ab der nächsten Runde", A.buy_bonds, B, "Ann", 1)


def test_house_rule_bonds_back_on_the_bond_space_only():
    # House rule "bonds_back_on_bond_space_only" (the reading played before): BP's energy spaces keep them.
    t = Table(house_rules=["bonds_back_on_bond_space_only"])
    t.turn("Ann", "bonds")
    t.do(A.buy_bonds, B, "Ann", 4)
    ev = t.turn("Ann", "energy-1")
    assert "bonds_returned" not in ev.data and t.sheet("Ann").bonds == 4
    t.turn("Ann", "bonds")
    assert t.sheet("Ann").bonds == 0 and t.cash("Ann") == 150_000


def test_house_rules_are_chosen_at_setup_from_the_known_ones():
    t = Table(start=False)
    t.refused("Unbekannte Hausregel", A.set_up, B, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120,
              house_rules=["free_money"])
    t.refused("Unbekannte Hausregel", A.set_up, B, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120,
              house_rules="oka_cash_check")
    t.do(A.set_up, B, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120,
         house_rules=["sale_premium_on_top", "oka_cash_check"])
    assert t.state.house_rules == ("oka_cash_check", "sale_premium_on_top")
    assert Table().state.house_rules == ()  # none unless chosen: the rulebook's reading


def test_shares_are_bought_whole_and_have_one_owner():
    # Shares: buy up all the shares of the company (no partial purchase) on its finance space.
    t = Table()
    t.turn("Ann", "shares-pa")
    t.do(A.buy_shares, B, "Ann")
    assert t.state.holding("pa").price == 40_000 and t.cash("Ann") == 110_000
    t.turn("Bob", "shares-pa")
    t.refused("gehört schon Ann", A.buy_shares, B, "Bob")
    t.turn("Cy", "other")
    t.refused("Aktienfeld", A.buy_shares, B, "Cy")


def test_selling_back_at_120_percent_standing_again_on_the_companys_space():
    selling_back_at_120_percent_standing_again_on_the_companys_space()


def test_urgent_sale_at_60_percent_any_time_between_rolls():
    urgent_sale_at_60_percent_any_time_between_rolls()


def test_a_repayment_that_cannot_be_paid_waits_for_sales_at_60_percent():
    a_repayment_that_cannot_be_paid_waits_for_sales_at_60_percent()


def test_a_debtor_standing_on_his_companys_space_sells_at_120_percent_and_pays():
    """More About Shares: "You can sell your share package if you stand again on the space of your company, at a
    price of 120% of the purchase price. Alternatively, if you urgently need money, … you receive only 60%."
    A repayment due while Ann stands on her company's space does not take the 120 % away."""
    t = repayment_due_on_the_banks_space_with_its_package()
    t.refused("Ann muss erst 50.000 DM zahlen", A.sell_shares_back, B, "Bob")  # nobody else does business meanwhile
    t.do(A.sell_shares_back, B, "Ann")
    assert t.cash("Ann") == 8_000 + 72_000 and t.state.holding("commerzbank") is None
    t.do(A.pay_due, B)
    assert t.cash("Ann") == 30_000 and t.state.due is None and t.sheet("Ann").loans == ()


def test_bankruptcy_counts_the_120_percent_sale_where_it_is_open():
    """End of the Game: "A player who can no longer meet his payment obligations is eliminated." Ann can: at
    120 % her package brings 72.000 DM ("if you stand again on the space of your company"), at 60 % only 36.000."""
    t = repayment_due_on_the_banks_space_with_its_package()
    t.refused("das Aktienpaket Commerzbank bringt hier zu 120 % 72.000 DM", A.declare_bankrupt, B, "Ann")


def test_start_pay_and_returned_bonds_are_each_named_with_their_amount():
    # Bonds: "3,000 DM per bond" when passing the start, and bonds returned "at the unit price of 10,000 DM" on a BP
    # space. A walk read "passed Start, 3 bonds returned; the Kasse pays Cy 9,000 DM; the Kasse pays Cy 30,000 DM" and
    # could not tell which was which.
    from calculators.fortune.words import lines

    t = Table()
    t.turn("Ann", "bonds")
    t.do(A.buy_bonds, B, "Ann", 3)
    before = t.state
    ev = t.turn("Ann", "bonds", passed_start=True)  # round the board and onto a BP space again
    head = lines(ev, "en", before)[0].replace("\u00a0", " ")
    assert "passed Start: 9,000 DM for 3 bonds" in head and "3 bonds returned for 30,000 DM" in head, head
    assert "über Start gezogen: 9.000 DM für 3 Obligationen" in lines(ev, "de", before)[0].replace("\u00a0", " ")


def test_an_economy_card_for_every_player_is_one_booking():
    an_economy_card_for_every_player_is_one_booking()
