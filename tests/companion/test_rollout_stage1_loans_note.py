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
