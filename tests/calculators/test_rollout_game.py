"""A whole four-player game of Rollout through the rules core, every invariant checked after every step.

The script and its assertions (Setup; twelve turns with every stage; loans; open and secret bids; a Stock
Call each way; a stock raid; a takeover; a bankruptcy and the Bank's auction; the end announced, Cash Out)
are in tests/support/rollout/game.py, so other tests and the golden replays can play the same game.
"""
from calculators.rollout.state import GAME_OVER
from tests.support.rollout.game import play_whole_game


def test_a_whole_four_player_game():
    g = play_whole_game()
    # Ending, and Winning the Game: the game ends after the last turn, then Cash Out.
    assert g.state.stage == GAME_OVER and g.steps > 300
