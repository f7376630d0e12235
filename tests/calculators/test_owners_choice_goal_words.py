"""Owner's Choice, the move onto Goal in words: the Fund's payment and the final sale told apart.

Rulebook, Goal: "When a player moves the Action pawn onto this space, that player receives $100 from the Fund and
the game is over. If the total amount of money in the Fund is less than $100 the player receives what is there."
End of the game: "When the game is over, all players sell the stocks they own. The selling price of each company
stock is equal to the position of its stock price marker." A walk read "Ann moved the Action pawn 2 spaces to the
Goal square: Ann +$300, Bob +$200, game over" with an empty Fund: the $300 was the sale, not the Fund."""
import pytest

from calculators.core.log import Log
from calculators.owners_choice import state_of
from calculators.owners_choice.words import describe
from tests.support.finished import finished_owners_choice


@pytest.fixture(scope="module")
def goal():
    """B moves onto Goal; A holds 1 GREEN, B 2 RED, C 1 RED and 2 BLUE (each stock at $100)."""
    log = finished_owners_choice()
    i = max(n for n, e in enumerate(log.events) if e.kind == "oc.pawn_moved")
    return state_of(Log(events=log.events[:i])), log.events[i]


@pytest.mark.parametrize("fund, lang, said", [
    (0, "en", "B moved the Action pawn 2 spaces to the Goal square: the Fund is empty, so B takes nothing; game "
              "over; every stock sold at its price: $100 to A, $200 to B, $300 to C"),
    (70, "en", "B moved the Action pawn 2 spaces to the Goal square: B takes $70 from the Fund; game over; every "
               "stock sold at its price: $100 to A, $200 to B, $300 to C"),
    (250, "en", "B moved the Action pawn 2 spaces to the Goal square: B takes $100 from the Fund; game over; every "
                "stock sold at its price: $100 to A, $200 to B, $300 to C"),
    (70, "de", "B zieht die Aktionsfigur 2 Felder auf das Zielfeld: B erhält $70 aus dem Fonds; Spielende; alle "
               "Aktien zum Kurs verkauft: $100 an A, $200 an B, $300 an C"),
])
def test_the_goal_says_what_the_fund_paid_and_what_the_sale_paid(goal, fund, lang, said):
    before, moved = goal
    assert describe(moved, lang, before.model_copy(update={"fund": fund})) == said
