"""The app's readings of Rollout where the rulebook leaves room, said on the screen where they decide something.

Stock Raids: "Other players may buy those shares at the end of any Stage 4" — the app lets any player raid, the
company's own CEO too (others than the seller); Bankruptcy: "The Bank keeps the bankrupt player's cash and share
holdings in other companies" — the app counts them as sold back, for a raid to buy. Both are the app's readings, and
the raids section says so (a rules audit found them unmarked, as the tie below)."""
import calculators.rollout as ro
from calculators.rollout.state import BANK
from tests.support.controls import texts, walk
from tests.support.rollout import B, started
from tests.support.rollout.shares import to_stage
from tests.support.screens import Table

CEO = "Interpretation: any player may raid, a company's own CEO too"
BANKRUPT = "Interpretation: the shares a bankrupt player held in other companies are sold back to the Bank"


def raids_screen(tmp_path, t) -> list[str]:
    table = Table(tmp_path, "rollout")
    sid = table.create(t.log)
    return [texts(c) for c in walk(table.draw(sid, "")) if texts(c)]


def at_raids(bankrupt: bool, sold: int = 3):
    t = started()
    t.do(ro.correct_shares, B, "Bermax", BANK, "Cy", 4, reason="bought earlier")
    if bankrupt:  # Bob cannot pay his interest even borrowing (Bankruptcy)
        t.do(ro.borrow, B, "Bob", 5)
        t.do(ro.correct, B, "Bob", "cash", delta=-11_800, reason="spent")
        t.do(ro.go_bankrupt, B, "Bob", "interest")
    to_stage(t, 3)
    t.do(ro.start_stage, B, ["Cy"])
    t.do(ro.sell_to_bank, B, "Cy", "Bermax", sold)
    t.do(ro.end_stage, B)
    t.do(ro.start_stage, B, ["Ann", "Dee"], faces=[1])
    while t.state.auction.lot:
        t.do(ro.pass_lot, B)
    return t


def test_the_raids_section_marks_the_ceo_reading_and_the_bankrupt_one_once_someone_went_bankrupt(tmp_path):
    said = raids_screen(tmp_path / "a", at_raids(bankrupt=False))
    assert "Stock raids" in said and any(s.startswith(CEO) for s in said), said
    assert not any(s.startswith(BANKRUPT) for s in said)
    said = raids_screen(tmp_path / "b", at_raids(bankrupt=True))
    assert any(s.startswith(CEO) for s in said) and any(s.startswith(BANKRUPT) for s in said), said


def test_a_tie_for_the_highest_cash_out_shares_the_win_and_says_it_is_the_apps_reading():
    # Cash Out Value: "The player with the highest Cash Out value wins." — no tie-break is given.
    from companion.views.games.rollout.overview import standings

    t = started()
    t.do(ro.correct_shares, B, "Simcor", BANK, "Ann", 2, reason="bought earlier")
    t.do(ro.correct_shares, B, "Camcon", BANK, "Bob", 2, reason="bought earlier")
    said = [texts(c) for c in walk(standings(t.state, final=True)) if texts(c)]
    assert "Tie for first: Ann and Bob" in said, said
    assert "Interpretation (the rulebook says nothing about ties): tied players share the victory." in said, said
    t.do(ro.correct_shares, B, "Simcor", BANK, "Ann", 1, reason="bought earlier")
    assert "Winner: Ann" in [texts(c) for c in walk(standings(t.state, final=True))]


def test_the_sold_back_shares_are_counted_in_the_singular_for_one(tmp_path):
    # A walk read "Simcor: 1 sold-back shares at $50M".
    assert "Bermax: 1 sold-back share at $500M" in raids_screen(tmp_path / "one", at_raids(False, sold=1))
    assert "Bermax: 3 sold-back shares at $500M" in raids_screen(tmp_path / "three", at_raids(False))


def test_the_final_cash_out_shows_how_each_share_value_is_added_up():
    # Share Value: "Add up the above, then deduct any Bank Loans ... Divide this number by 10". A walk read only
    # "Simcor: share value $1.867B" at the end and could not check it against the Cash Out sheet.
    from companion.views.games.rollout.overview import standings

    t = started()
    t.do(ro.correct, B, "Ann", "gold_coast", value=2, reason="earlier turns")
    t.do(ro.borrow, B, "Ann", 1)
    said = [texts(c) for c in walk(standings(t.state, final=True)) if texts(c)]
    c = t.company("Ann")
    assert (f"(cash {'$' + format(c.cash / 1000, 'g') + 'B'} + 1 × $50M for Stores + 3 × $50M for product cards + "
            "2 × $1B for Gold Coast meters − loans $1B) ÷ 10") in said, said
    assert not [s for s in [texts(x) for x in walk(standings(t.state, final=False))] if "÷ 10" in s]
