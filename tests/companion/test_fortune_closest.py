"""Fortune's live balance: who is closest to the target names every player level on top.

End of the Game: "The winner is whoever first tripled the invested capital"; at the agreed time "the best balance
wins", and tied players share it. A walk saw three players level at 150,000 DM and read only "Closest to the target:
Ann, 300,000 DM to go."."""
import flet as ft
import pytest

from companion.views.games.fortune.common import ranking
from tests.support.controls import walk
from tests.support.fortune import Table
from tests.support.text import plain


def closest(state, lang):
    return [plain(t.value) for c in walk(ranking(state, lang)) if isinstance(c, ft.Semantics)
            and c.identifier == "closest" for t in walk([c]) if isinstance(t, ft.Text)]


@pytest.mark.parametrize("lang, level, alone", [
    ("en", "Closest to the target, level: Ann, Bob, and Cy; each has 300,000 DM to go.",
     "Closest to the target: Bob, 299,000 DM to go."),
    ("de", "Am nächsten am Ziel, gleichauf: Ann, Bob und Cy; jedem fehlen noch 300.000 DM.",
     "Am nächsten am Ziel: Bob, es fehlen noch 299.000 DM."),
])
def test_players_level_on_top_are_all_named(lang, level, alone):
    t = Table()
    assert closest(t.state, lang) == [level]
    t.pay_in("Bob", 1_000)
    assert closest(t.state, lang) == [alone]


def said(controls, identifier):
    return [plain(t.value) for c in walk(controls) if isinstance(c, ft.Semantics) and c.identifier == identifier
            for t in walk([c]) if isinstance(t, ft.Text)]


def test_the_target_says_it_is_counted_on_the_balance():
    # End of the Game: "tripled his starting capital" — the app counts the balance (not the cash): its reading, marked.
    assert said(ranking(Table().state, "en"), "target-reading") == [
        "Interpretation: counted on the balance (cash, products, shares, bonds, less loans), as at the end."]


def test_with_the_house_rule_the_target_counts_the_cash_and_says_so():
    # The other reading as a named house rule, "Tripling counts cash only": Bob's share package (50,000 DM of his
    # balance) brings him no closer; the line under the target says the house rule, in the phone's language.
    from calculators.fortune import actions as A
    from tests.support.fortune import B
    for rules, lead in (((), "Closest to the target: Bob, 290,000 DM to go."),
                        (("tripled_on_cash",), "Closest to the target: Cy, 298,000 DM to go.")):
        t = Table(house_rules=rules)
        t.turn("Bob", "shares-eternit")
        t.do(A.buy_shares, B, "Bob")  # 100,000 DM cash and a 50,000 DM package
        t.pay_in("Bob", 10_000)  # a balance of 160,000 DM, 110,000 DM of it cash
        t.pay_in("Cy", 2_000)  # 152,000 DM, all cash
        assert closest(t.state, "en") == [lead], rules
    assert said(ranking(t.state, "en"), "target-reading") == [
        "House rule: the target, three times the starting capital, counts the cash alone"]
    assert said(ranking(t.state, "de"), "target-reading") == [
        "Hausregel: Für das Ziel, das Dreifache des Startkapitals, zählt nur das Bargeld"]


def test_the_end_screen_says_how_a_tripling_at_once_was_decided():
    # End of the Game: "The winner is whoever first tripled the invested capital." One sale took Ann and Bob over
    # together: the end screen says they share the win, and why (it named Bob alone, silently).
    from calculators.fortune import actions as A
    from companion.views.games.fortune.common import winner_text
    from tests.support.fortune import B
    from tests.support.fortune.end import two_tripled_by_one_sale
    t = two_tripled_by_one_sale()
    t.do(A.sell_products, B, "Bob")
    assert winner_text(t.state, "en") == ("Ann and Bob share the win: they tripled the starting capital with the same "
                                          "event.")
    from companion.views.games.fortune.screens import over_controls
    from tests.support.controls import all_text
    shown = all_text(over_controls(t.state, "en"))  # the reading in a small line under it; both ranked 1st
    assert "Interpretation: the rulebook's winner is “whoever first tripled”; with one event no one was first." in shown
    assert "1. | Ann (tripled)" in shown and "1. | Bob (tripled)" in shown
    t = two_tripled_by_one_sale(house_rules=["tripled_tie_best_balance"])
    t.do(A.sell_products, B, "Bob")
    assert winner_text(t.state, "en") == ("Bob wins: Ann and Bob tripled the starting capital with the same event; by "
                                          "the house rule the higher balance wins.")
