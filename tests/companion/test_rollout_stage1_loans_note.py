"""Borrowing Money: "Interest is paid to the Bank during every Stage 1 as long as the loan is outstanding." The rules
charge this Stage 1's interest on a loan borrowed in it before paying (it is outstanding during it); the banker's
note said only loans "outstanding when it began" (a rules audit found the note and the figure disagree)."""
import calculators.rollout as ro
from tests.e2e.rollout_seed import Seed
from tests.support.controls import texts, walk
from tests.support.rollout_screens import Screen


def test_a_loan_borrowed_in_stage_1_before_paying_owes_its_interest_and_the_note_says_so(tmp_path):
    seed = Seed(tmp_path, players=("Ann", "Bob"))
    seed.do(ro.borrow, "Ann", 1)  # Stage 1 of turn 1, before Ann pays
    said = [texts(c) for c in walk(Screen(seed.hub, seed.sid).draw()) if texts(c)]
    assert "2. Interest on $1B to the Bank" in said and "Total $650M" in said  # 100 salary, 100 interest, 450
    assert any("This Stage 1's interest is due on every loan outstanding when it began and on any borrowed in it "
               "before paying" in s for s in said), said


def test_a_player_short_in_stage_1_is_told_of_the_dividends_still_to_come(tmp_path):
    # Stage 1: each player pays the Dividends Due to every holder. A walk: Ann, $20M in hand, was told "Short: borrow
    # $1B first"; she did, Bob then paid her $500M, and she repaid the loan but still owed its interest. The card
    # now says what is still to come from companies yet to pay, if they pay dividends.
    from calculators.rollout.stage1_pay import preview_stage1
    seed = Seed(tmp_path, players=("Ann", "Bob"))
    seed.give("Camcon", "Ann", 2)  # Bob's company: $50M a share at $500M
    seed.fix("Ann", "cash", 20)
    assert preview_stage1(seed.state, "Ann").to_come == (("Camcon", 100),)
    said = [texts(c) for c in walk(Screen(seed.hub, seed.sid).draw()) if texts(c)]
    assert "Still to come, if they pay dividends: $100M from Camcon. Paid after them, Ann may not need a loan." \
        in said, said
    assert "Short: borrow $1B, then confirm" in said  # it said "(a loan is offered before anything else)"
    seed.do(ro.pay_stage1, "Bob")
    assert preview_stage1(seed.state, "Ann").to_come == ()  # paid: nothing more to come


def test_what_repaying_first_does_to_the_dividend_is_said_only_where_a_repayment_can_be_made(tmp_path):
    # Stage 1, Repaying a loan: the price moves a square up first (loans.repay_dividend). A walk's bankrupt player
    # read it over a disabled "Repay $1B" his $260M could not make.
    seed = Seed(tmp_path, players=("Ann", "Bob"))
    seed.do(ro.borrow, "Ann", 1)
    said = " | ".join(texts(c) for c in walk(Screen(seed.hub, seed.sid).draw()) if texts(c))
    assert "Repaying before paying moves the price a square up first" in said
    seed.fix("Ann", "cash", 260)
    said = " | ".join(texts(c) for c in walk(Screen(seed.hub, seed.sid).draw()) if texts(c))
    assert "Repaying before paying moves the price" not in said and "Repaying $1B needs $1B in cash" in said
