"""The Company President (rulebook section "The Company President", illustrated examples 1 and 2)."""
from tests.support.owners_choice import Game

import calculators.owners_choice as oc
from calculators.owners_choice.rules import decide_president


def example_one():
    """Illustrated example 1: A, B, C hold 4, 3, 2 RED; A is President."""
    g = Game(players=("A", "B", "C"), banker="B", start="A")
    g.pregame({"RED": 4}, {"RED": 3}, {"RED": 2})
    assert g.st.presidents["RED"] == "A"
    g.turn(1, "company", "GREEN")  # nobody holds GREEN: the square is ignored (Q&A 1)
    g.end()
    return g


def test_illustrated_example_1_a_tie_does_not_take_the_die_but_exceeding_does():
    g = example_one()
    # B buys 1 RED: A and B are tied at 4, and A remains President (B did not exceed A's total).
    g.do("B", oc.trade, [("RED", 1)])
    assert g.stocks("B") == {"RED": 4}
    assert g.st.presidents["RED"] == "A"
    g.do("B", oc.move_pawn, 1, "company", "GREEN")
    g.end()
    # On C's turn C buys 3 RED: 5 exceeds A's 4, so C is the new President and receives the die.
    g.do("C", oc.trade, [("RED", 3)])
    assert g.st.presidents["RED"] == "C"
    assert oc.view_for(g.st, "A").players[2].dice == ("RED",)


def example_two():
    """Illustrated example 2 starts where example 1 ends: C 5, A 4, B 4 RED; C is President; C's turn again."""
    g = example_one()
    g.do("B", oc.trade, [("RED", 1)])
    g.turn(1, "company", "GREEN")
    g.end()
    g.do("C", oc.trade, [("RED", 3)])
    g.do("C", oc.move_pawn, 1, "company", "GREEN")
    g.end()
    for _ in ("A", "B"):
        g.turn(1, "company", "GREEN")
        g.end()
    assert g.st.current == "C"
    assert [g.st.player(n).stocks["RED"] for n in "ABC"] == [4, 4, 5]
    return g


def test_illustrated_example_2_selling_one_keeps_the_presidency():
    g = example_two()
    g.do("C", oc.trade, [("RED", -1)])
    assert g.st.presidents["RED"] == "C"  # C has 4, tied with A and B: nobody exceeds C


def test_illustrated_example_2_selling_two_passes_it_clockwise_to_a():
    g = example_two()
    g.do("C", oc.trade, [("RED", -2)])
    # A and B both hold 4; A is closest to C clockwise (seats A, B, C).
    assert g.st.presidents["RED"] == "A"


def test_a_president_who_sells_and_buys_back_in_one_step_stays_president():
    # The President is decided at the end of the trade step, not after each single sale or purchase.
    g = example_two()
    g.do("C", oc.trade, [("RED", -2), ("RED", 1)])  # 3 for a moment, below A and B; 4 at the end
    assert g.stocks("C") == {"RED": 4}
    assert g.st.presidents["RED"] == "C"
    g2 = example_two()
    g2.do("C", oc.trade, [("RED", -1), ("RED", 1)])
    assert g2.st.presidents["RED"] == "C" and g2.stocks("C") == {"RED": 5}


def test_tie_goes_to_the_closest_clockwise_from_the_current_player():
    # The Company President: among tied players, the one closest to the current player clockwise.
    g = Game(players=("A", "B", "C", "D"), banker="A", start="A")
    g.pregame({"RED": 3}, {}, {"RED": 3}, {"RED": 5})
    assert g.st.presidents["RED"] == "D"
    for _ in "ABC":
        g.turn(1, "company", "GREEN")
        g.end()
    g.do("D", oc.trade, [("RED", -3)])  # D drops to 2; A and C hold 3; from D clockwise A comes first
    assert g.st.presidents["RED"] == "A"


def test_the_first_buyer_becomes_president_and_a_later_equal_buyer_does_not():
    g = Game(players=("A", "B", "C"), banker="A", start="B")
    g.pregame({"BLUE": 2}, {"BLUE": 2}, {})
    assert g.st.presidents["BLUE"] == "B"


def test_decide_president_is_pure_and_counts_only_players_in_the_game():
    g = example_two()
    st = g.st
    assert decide_president(st, "RED", "C") == "C"
    assert decide_president(st, "GREEN", "C") is None
