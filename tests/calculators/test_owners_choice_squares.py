"""Moving the Action pawn and the squares (rulebook sections "Move The Action Pawn" and "Effects")."""
import pytest

import calculators.owners_choice as oc
from tests.support.owners_choice.squares import playing


def test_move_range_depends_on_the_number_of_players():
    g = playing()
    g.bad("Ann", oc.move_pawn, 5, "event", match="3 players the pawn moves 1 to 4")
    g.bad("Ann", oc.move_pawn, 0, "event", match="1 to 4")
    g4 = playing(("Ann", "Bob", "Cy", "Dee"))
    g4.bad("Ann", oc.move_pawn, 4, "event", match="4 players the pawn moves 1 to 3")
    g4.do("Ann", oc.move_pawn, 3, "president")
    g4.bad("Ann", oc.move_pawn, 1, "president", match="already moved")


def test_square_kinds_and_company_names_are_checked():
    g = playing()
    g.bad("Ann", oc.move_pawn, 1, "jail", match="lands on one of")
    g.bad("Ann", oc.move_pawn, 1, "company", None, match="Choose one of RED")
    g.bad("Ann", oc.move_pawn, 1, "event", "RED", match="names no company")
    g.bad("Ann", oc.end_turn, match="must move the Action pawn first")


def test_company_square_nobody_owns_can_be_ignored():
    # Q&A 1: nobody owns the company: the square's effect is ignored.
    g = playing()
    g.do("Ann", oc.move_pawn, 1, "company", "YELLOW")
    assert g.st.pending is None
    g.end()
    assert g.st.current == "Bob"


def test_the_president_chooses_not_the_current_player():
    # Company Square: the President of the company chooses the action, not the player whose turn it is.
    g = playing(buys=[{}, {"RED": 1}, {}])
    g.do("Ann", oc.move_pawn, 2, "company", "RED")
    assert g.st.pending.kind == "company" and g.st.pending.seat == "Bob"
    g.bad("Ann", oc.company_action, "president", face=1, match="Bob is the one")
    g.bad("Ann", oc.end_turn, match="Waiting for Bob")
    g.bad("Ann", oc.trade, [("RED", 1)], match="Finish the square")
    g.do("Bob", oc.company_action, "president", face="Price +1")
    assert g.cash("Bob") == 590 - 50 and g.st.fund == 50
    assert g.st.prices["RED"] == 110 and g.st.pending is None


@pytest.fixture
def at_190():
    """Ann holds 6 GREEN; three Price +3 faces take GREEN from $100 to $190 on the assumed chart."""
    g = playing(buys=[{"GREEN": 6}, {}, {}])
    g.banker("add", oc.correct_cash, "Ann", 100)
    for _ in range(3):
        assert oc.view_for(g.st, "Ann").die_fees["GREEN"] == 50
        g.do(g.st.current, oc.move_pawn, 1, "company", "GREEN")
        g.do("Ann", oc.company_action, "president", face="Price +3")
        g.end()
    return g


def test_fee_at_190(at_190):
    g = at_190
    assert g.st.prices["GREEN"] == 190
    assert oc.view_for(g.st, None).die_fees["GREEN"] == 100
    g.banker("drain", oc.correct_cash, "Ann", -(g.cash("Ann") - 99))
    g.do(g.st.current, oc.move_pawn, 1, "company", "GREEN")
    g.bad("Ann", oc.company_action, "president", face=1, match="cannot pay \\$100 .*Ann has \\$99.*Fund die")
    g.bad("Ann", oc.company_action, "president", face=1, actor="banker",
          match="^Ann cannot pay for the President's die: throw the Fund die.$")  # no amount to the banker
    g.do("Ann", oc.company_action, "fund", face="Status quo")
    assert g.st.pending is None


def test_president_die_faces_on_green():
    # President's Die Results: Status quo, Price +1/+2/+3, Price -1, Dividend.
    g = playing(buys=[{"GREEN": 2}, {"GREEN": 1}, {}])
    expected = [("Status quo", 100), ("Price +1", 110), ("Price +2", 130), ("Price +3", 160), ("Price -1", 150)]
    for face, price in expected:
        g.do(g.st.current, oc.move_pawn, 1, "company", "GREEN")
        g.do("Ann", oc.company_action, "president", face=face)
        assert g.st.prices["GREEN"] == price
        g.end()
    cash = {n: g.cash(n) for n in ("Ann", "Bob", "Cy")}
    g.do(g.st.current, oc.move_pawn, 1, "company", "GREEN")
    before = g.st
    g.do("Ann", oc.company_action, "president", face="Dividend")  # $150 pays $40 a stock (assumed chart)
    assert g.cash("Ann") == cash["Ann"] - 50 + 2 * 40
    assert g.cash("Bob") == cash["Bob"] + 40 and g.cash("Cy") == cash["Cy"]
    # "a Dividend payout equal to the value listed": paid for each stock held, as the Dividend square pays — the
    # app's reading, said as such where the table reads what happened (an audit found it unmarked).
    from calculators.owners_choice.words import describe
    said = describe(g.log.events[-1], "en", before, "Cy")
    assert ("every holder gets the dividend listed at GREEN's price for each stock held (the app's reading of “a "
            "Dividend payout equal to the value listed”, as the Dividend square pays)") in said, said


def test_red_other_company_plus_one_and_blue_other_company_minus():
    g = playing(buys=[{"RED": 1}, {"BLUE": 1}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "president", face="Other company +1")
    assert g.st.pending.kind == "other_company"
    g.bad("Ann", oc.choose_other_company, "RED", match="other than RED")
    g.bad("Ann", oc.end_turn, match="Waiting for Ann")
    g.do("Ann", oc.choose_other_company, "YELLOW")  # Q&A 7: even one nobody owns
    assert g.st.prices["YELLOW"] == 110
    g.end()
    for face, drop in (("Other company -1", 1), ("Other company -2", 2)):
        g.do(g.st.current, oc.move_pawn, 1, "company", "BLUE")
        g.do("Bob", oc.company_action, "president", face=face)
        before = g.st.positions["RED"]
        g.do("Bob", oc.choose_other_company, "RED")
        assert g.st.positions["RED"] == before - drop
        g.end()


def test_fund_die_faces():
    # Fund Die Results: price down, then the President takes all the money on the Fund space.
    g = playing(buys=[{"YELLOW": 1}, {}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "YELLOW")
    g.do("Ann", oc.company_action, "president", face="Price +1")  # $50 into the Fund
    g.end()
    g.do("Bob", oc.move_pawn, 1, "company", "YELLOW")
    g.do("Ann", oc.company_action, "fund", face="Status quo")
    assert g.st.fund == 50 and g.st.prices["YELLOW"] == 110
    g.end()
    g.do("Cy", oc.move_pawn, 1, "company", "YELLOW")
    cash = g.cash("Ann")
    g.do("Ann", oc.company_action, "fund", face="Price -1 & take the Fund")
    assert (g.st.fund, g.cash("Ann"), g.st.prices["YELLOW"]) == (0, cash + 50, 100)
    g.end()
    g.do("Ann", oc.move_pawn, 1, "company", "YELLOW")
    g.do("Ann", oc.company_action, "fund", face="Price -2 & take the Fund")  # an empty Fund: only the move
    assert (g.st.fund, g.cash("Ann"), g.st.prices["YELLOW"]) == (0, cash + 50, 60)


def test_president_square_pays_100_per_die_held():
    g = playing(buys=[{"RED": 1, "BLUE": 1}, {"GREEN": 1}, {}])
    before = {n: g.cash(n) for n in ("Ann", "Bob", "Cy")}
    g.do("Ann", oc.move_pawn, 1, "president")
    assert [g.cash(n) - before[n] for n in ("Ann", "Bob", "Cy")] == [200, 100, 0]


def test_dividend_square_example_red_at_140_pays_40_a_stock():
    # Dividend Square: A owns 2 RED at $140 and receives $80 ($40 x 2) from the Bank.
    g = playing(buys=[{"RED": 2}, {"BLUE": 1}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "president", face="Price +2")
    g.end()
    g.do("Bob", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "president", face="Price +2")
    g.end()
    assert g.st.prices["RED"] == 140
    ann, bob = g.cash("Ann"), g.cash("Bob")
    g.do("Cy", oc.move_pawn, 1, "dividend")
    assert g.cash("Ann") == ann + 80 and g.cash("Bob") == bob


def test_dividend_square_ties_each_pay():
    g = playing(buys=[{"RED": 1, "BLUE": 2}, {"GREEN": 1}, {}])
    g.do("Ann", oc.move_pawn, 1, "dividend")  # all four tied at $100, $25 a stock (assumed)
    assert g.cash("Ann") == 690 - 300 + 75 and g.cash("Bob") == 690 - 100 + 25


def test_almighty_square_becomes_the_chosen_company():
    g = playing(buys=[{}, {"BLUE": 1}, {}])
    g.do("Ann", oc.move_pawn, 4, "almighty", "BLUE")
    assert g.st.pending.kind == "company" and g.st.pending.company == "BLUE" and g.st.pending.seat == "Bob"


def test_goal_pays_what_the_fund_holds_up_to_100_and_ends_the_game():
    g = playing(buys=[{"RED": 2}, {"RED": 1}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "president", face="Price +1")  # the Fund: $50
    g.end()
    g.do("Bob", oc.move_pawn, 2, "goal")
    st = g.st
    assert st.phase == "over" and st.fund == 0
    # Game End: every player sells all stocks at the final price ($110).
    assert [p.cash for p in st.players] == [690 - 200 - 50 + 220, 690 - 100 + 50 + 110, 690]
    assert oc.view_for(st, "Cy").winners == ("Bob",)
    g.bad("Cy", oc.trade, [("RED", 1)], match="game is over")





def test_goal_takes_100_from_the_fund_or_what_is_there():
    # Goal Square: "$100 from the Fund. If the total amount of money in the Fund is less than $100 the player
    # receives what is there."
    from calculators.owners_choice.squares import goal_take
    assert [goal_take(f) for f in (0, 30, 100, 250)] == [0, 30, 100, 100]
