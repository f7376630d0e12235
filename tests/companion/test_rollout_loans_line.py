"""Each company's line says its loans in words a player reads at a glance: "No loans" rather than "Loans $0M" (a walk
read "Loans $0M (limit $10B)" on a company that owed nothing). Rulebook, Borrowing Money: "Players may borrow up to
$5 billion from the Bank at any time but only in $1 billion amounts"; the limit beside them is the one the app keeps
for that company."""
import calculators.rollout as ro
from tests.support.drawn import ident
from tests.support.rollout import B, started
from tests.support.screens import Table


def test_a_company_with_no_loan_says_so_and_one_with_a_loan_says_how_much(tmp_path):
    t = started(("Ann", "Bob"))
    t.do(ro.borrow, B, "Bob", 2)
    table = Table(tmp_path, "rollout")
    drawn = table.draw(table.create(t.log), "")
    ann, bob = (t.company(p).name for p in ("Ann", "Bob"))
    assert ident(drawn, f"assets-{ann}").startswith("No loans (limit $")
    assert "Loans $0" not in ident(drawn, f"assets-{ann}")
    assert ident(drawn, f"assets-{bob}").startswith("Loans $2B (limit $")


def test_the_more_screen_says_a_player_owes_nothing(tmp_path):
    from tests.support.rollout_screens import Screen
    t = started(("Ann", "Bob"))
    table = Table(tmp_path, "rollout")
    sid = table.create(t.log)
    assert ident(Screen(table.hub, sid, more=True).draw(), "more-loans") == "Ann owes nothing (limit $5B)"
