"""Rollout, Cash Out on the live table follows the Settings house rule "a negative share value counts as $0", as
Quick Cash Out does on the same phone: one rule for both, and the figure it changed says what the rulebook gives."""
import calculators.rollout as ro
from companion.views.games.rollout.overview import standings
from tests.support.controls import all_text
from tests.support.rollout import B, started


def _in_debt():
    """Bob owes $5B and holds $0: Camcon's net worth is below zero."""
    t = started()
    t.do(ro.borrow, B, "Bob", 5)
    t.do(ro.correct, B, "Bob", "cash", delta=-t.cash("Bob"), reason="spent")
    return t.state


def test_the_live_cash_out_floors_a_negative_share_value_with_the_house_rule_and_says_so():
    """Share Value: "Add up the above, then deduct any Bank Loans. The sum left is the net worth of your Company.
    Divide this number by 10 to determine the value of each share" — the rulebook floors nothing; the Settings
    house rule counts a negative share value as $0, on Quick Cash Out and now on the live table's Cash Out too."""
    state = _in_debt()
    ruled = ro.final_score(state).share_values["Camcon"]
    assert ruled < 0
    plain = all_text(standings(state, final=True))
    assert "Camcon: share value -$" in plain and "floored" not in plain
    floored = all_text(standings(state, final=True, floor=True))
    assert "Camcon: share value $0" in floored
    assert "By the rulebook -$" in floored and "floored at $0 by the switch" in floored
    assert "Simcor" in floored and floored.count("By the rulebook") == 1  # only the figure it changed
