"""DONE-WHEN: a scripted game of Owner's Choice through the rules core.

The script and its assertions (every kind of square, every face of every die, the President examples,
the 12-stock limit, a bankruptcy and the end with the final sale) are in tests/support/owners_choice/game.py,
so the golden replays play the same game.
"""
from tests.support.owners_choice import Game
from tests.support.owners_choice.game import play_scripted_game


def test_scripted_game():
    g = play_scripted_game()
    # Game End: "When the game is over, all players sell the stocks they own."
    assert g.st.phase == "over" and not any(sum(p.stocks.values()) for p in g.st.players)


def test_new_table_starts_with_690_each_and_the_bank_accounts_for_it():
    # Setup 7: each player receives $690 from the Bank.
    g = Game(players=("Ann", "Bob", "Cy", "Dee"))
    assert [p.cash for p in g.st.players] == [690] * 4
    assert g.st.bank == -690 * 4 and g.st.fund == 0
    assert g.st.prices == {"RED": 100, "BLUE": 100, "GREEN": 100, "YELLOW": 100}
