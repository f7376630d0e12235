"""Rollout, Stage 1 — Pay Salaries, Loans and Dividends; and Borrowing Money."""
import calculators.rollout as ro
from calculators.core.actors import undo_last
from calculators.rollout.state import BANK
from tests.support.rollout import B, seat, skip_stage, stage1, stage2, started


def test_the_rulebooks_first_turn_example_five_hundred_million_in_dividends_to_the_bank():
    # Stage 1: at the start the Bank owns all 10 shares at $500M; $50M each, $500M in all.
    t = started()
    p = ro.preview_stage1(t.state, "Ann")
    assert [(x.payee, x.amount) for x in p.lines] == [(BANK, 100), (BANK, 500)]
    assert p.total == 600 and p.can_pay and p.loans_needed == 0
    bank = t.state.bank
    t.do(ro.pay_stage1, B, "Ann")
    assert t.cash("Ann") == 6400 and t.state.bank == bank + 600


def test_dividends_go_to_each_shares_owner_and_paying_yourself_moves_nothing():
    t = started()
    from calculators.rollout.corrections import correct_shares
    t.do(correct_shares, B, "Simcor", BANK, "Bob", 3, reason="bought at the table")
    t.do(correct_shares, B, "Simcor", BANK, "Ann", 2, reason="bought at the table")
    p = ro.preview_stage1(t.state, "Ann")
    assert [(x.payee, x.amount) for x in p.lines[1:]] == [("Bob", 150), ("Ann", 100), (BANK, 250)]
    assert p.total == 100 + 150 + 250
    t.do(ro.pay_stage1, B, "Ann")
    assert t.cash("Ann") == 7000 - 500 and t.cash("Bob") == 7150


def test_order_salaries_then_interest_then_dividends_and_the_stage_moves_on():
    t = started()
    t.do(ro.borrow, B, "Bob", 2)
    p = ro.preview_stage1(t.state, "Bob")
    assert [x.what.split(":")[0].split(" on")[0] for x in p.lines] == ["Salaries", "Interest", "Dividends"]
    # Borrowing Money: a square down per $1 billion; the dividend follows the new price.
    assert t.state.tables.price(t.company("Bob").price) == 400
    stage1(t)
    assert t.state.stage == 2 and t.state.rollout.step == "hex"
    assert t.cash("Bob") == 9000 - 100 - 200 - 400


def test_missed_dividends_move_the_meter_five_squares_left_and_bar_stage_4():
    t = started()
    t.do(ro.pay_stage1, B, "Cy", pay_dividends=False)
    c = t.company("Cy")
    assert c.skipped_dividends and t.state.tables.price(c.price) == t.state.tables.price_index[t.state.tables.opening_square - 5]
    assert c.cash == 6900
    stage1(t)
    from tests.support.rollout import stage2
    stage2(t)
    t.do(ro.start_stage, B, ["Cy"])  # Stage 3 he may play
    t.do(ro.end_stage, B)
    assert t.state.stage == 4
    t.refused(ro.start_stage, B, ["Ann", "Cy"], faces=[1], match="Missed Dividends")


def test_unpaid_salaries_remove_stores_and_no_stores_means_no_stage_2():
    t = started()
    t.do(ro.correct, B, "Dee", "cash", delta=-6950, reason="a ruling at the table")
    t.refused(ro.pay_stage1, seat("Dee"), "Dee", match="borrow, or remove Stores")  # her phone sees her cash
    t.do(ro.pay_stage1, B, "Dee", remove_stores=1, pay_dividends=False)
    assert t.company("Dee").stores == 0 and t.cash("Dee") == 50
    stage1(t)
    assert "Dee" not in t.state.rollout.players


def test_a_short_company_is_offered_a_loan_first():
    t = started()
    t.do(ro.correct, B, "Dee", "cash", delta=-6500, reason="test")
    p = ro.preview_stage1(t.state, "Dee")
    assert not p.can_pay and p.loans_needed == 1
    t.do(ro.borrow, seat("Dee"), "Dee")
    assert ro.preview_stage1(t.state, "Dee").can_pay


def test_loans_up_to_five_billion_repaid_in_stage_1_only_in_billions():
    t = started()
    t.do(ro.borrow, B, "Ann", 5)
    t.refused(ro.borrow, B, "Ann", 1, match="up to $5B")
    t.refused(ro.borrow, B, "Ann", 0, match="$1 billion")
    t.refused(ro.borrow, seat("Bob"), "Ann", 1, match="Only Ann")
    t.refused(ro.borrow, "host", "Ann", 1, match="Only the banker or Ann")
    price = t.company("Ann").price
    t.do(ro.repay, seat("Ann"), "Ann", 2)
    assert t.company("Ann").loans == 3 and t.company("Ann").price == price + 2
    t.refused(ro.repay, B, "Ann", 4, match="owes $3B")
    stage1(t)
    t.refused(ro.repay, B, "Ann", 1, match="Stage 1")
    assert t.state.tables.interest(3) == 300


def test_unpaid_interest_is_bankruptcy_but_only_when_borrowing_cannot_cover_it():
    t = started()
    t.do(ro.borrow, B, "Bob", 5)
    t.refused(ro.go_bankrupt, B, "Bob", "interest", match="not bankrupt")
    t.do(ro.correct, B, "Bob", "cash", delta=-11_800, reason="spent")
    t.refused(ro.pay_stage1, seat("Bob"), "Bob", match="interest")  # his own phone sees his cash
    t.do(ro.go_bankrupt, B, "Bob", "interest")
    s = t.state
    assert s.company("Camcon").out == "bankrupt" and "Bob" not in s.active_players()
    assert s.estate == {"radio": 1, "television": 1, "computer": 1, "store": 1}


def test_stage_1_only_once_by_the_player_or_the_banker():
    t = started()
    t.refused(ro.pay_stage1, seat("Bob"), "Ann", match="Only Ann")
    t.do(ro.pay_stage1, seat("Ann"), "Ann")
    t.refused(ro.pay_stage1, B, "Ann", match="already")
    t.refused(ro.pay_stage1, B, "Bob", remove_stores=2, match="0 to 1")
    t.log = undo_last(t.log, B)[0]
    assert not t.company("Ann").paid


def test_a_short_loan_is_never_free_repaying_in_stage_1_stops_interest_from_the_next_one_on():
    """Borrowing Money: "Interest is paid to the Bank during every Stage 1 as long as the loan is outstanding.
    The principal must be paid back to the Bank in $1 billion amounts during any Stage 1." Borrow $5B in
    Stage 6, repay it at the next Stage 1: that Stage 1's interest ($500M) is still due."""
    t = started()
    stage1(t)
    stage2(t)
    for _ in range(3):
        skip_stage(t)
    t.do(ro.borrow, seat("Ann"), "Ann", 5)  # Stage 6: any time
    t.do(ro.start_stage, B, [])
    t.do(ro.end_stage, B)
    s = t.state
    assert (s.turn, s.stage) == (2, 1)
    lines = {ln.what: ln.amount for ln in ro.preview_stage1(s, "Ann").lines}
    assert lines["Interest on $5B"] == 500  # shown before any repayment
    cash, price = t.cash("Ann"), t.company("Ann").price
    t.do(ro.repay, seat("Ann"), "Ann", 5)
    assert t.cash("Ann") == cash - 5000 and t.company("Ann").price == price + 5  # the price rises a square per $1B
    p = ro.preview_stage1(t.state, "Ann")
    interest = [ln for ln in p.lines if ln.what.startswith("Interest")]
    assert [(ln.what, ln.amount) for ln in interest] == [
        ("Interest on $5B (including $5B repaid in this Stage 1)", 500)]
    before, state = t.cash("Ann"), t.state
    t.do(ro.pay_stage1, B, "Ann")
    dividends = sum(ln.amount for ln in p.lines if ln.what.startswith("Dividends") and ln.payee != "Ann")
    assert t.cash("Ann") == before - p.total and p.total == 100 + 500 + dividends  # salaries, interest, dividends
    # History names the interest that was paid, though the loan is repaid by now.
    from calculators.rollout.words import describe
    assert "; $500M interest;" in describe(t.log.events[-1], "en", state)
    # The next Stage 1 owes nothing: the loan is no longer outstanding.
    stage1(t)
    stage2(t)
    for _ in range(4):
        skip_stage(t)
    assert t.state.stage == 1
    assert not [ln for ln in ro.preview_stage1(t.state, "Ann").lines if ln.what.startswith("Interest")]


def test_interest_repaid_away_is_still_owed_and_refused_when_unpaid():
    """The interest due on loans outstanding when Stage 1 began cannot be escaped by repaying first: a player
    who repaid and cannot pay it borrows again or is bankrupt (Bankruptcy: "When a player cannot make his loan
    payment, he is Bankrupt")."""
    t = started()
    t.do(ro.borrow, B, "Bob", 2)
    t.do(ro.correct, B, "Bob", "cash", delta=-(t.cash("Bob") - 2050), reason="spent")
    t.do(ro.repay, B, "Bob", 2)  # $50M left; $200M interest due, $100M salaries
    t.refused(ro.pay_stage1, seat("Bob"), "Bob", remove_stores=1, match="cannot pay the interest")  # his own phone
    assert ro.preview_stage1(t.state, "Bob").interest_payable  # borrowing $1B would cover it
    t.do(ro.borrow, B, "Bob", 1)
    t.do(ro.pay_stage1, B, "Bob", remove_stores=1, pay_dividends=False)
    # Interest on the $2B outstanding at the start plus the $1B borrowed before paying.
    assert t.cash("Bob") == 1050 - 300


def test_the_interest_line_is_true_for_a_loan_taken_and_partly_repaid_in_this_stage_1():
    """Borrowing Money: "Interest is paid to the Bank during every Stage 1 as long as the loan is outstanding." On
    turn 1 nothing is owed when Stage 1 begins; Bob borrows $5B and repays $2B in it, so interest is due on $5B —
    the line must not say the $5B was "owed when Stage 1 began"."""
    t = started()
    t.do(ro.borrow, seat("Bob"), "Bob", 5)
    t.do(ro.repay, seat("Bob"), "Bob", 2)
    lines = [(ln.what, ln.amount) for ln in ro.preview_stage1(t.state, "Bob").lines if ln.what.startswith("Interest")]
    assert lines == [("Interest on $5B (including $2B repaid in this Stage 1)", t.state.tables.interest(5))]
