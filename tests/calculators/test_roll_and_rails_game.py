"""A scripted three-player game of three rounds through the rules core, the laws checked after every step.

The script and its assertions (the draft, every manipulator, shipping, the end of the game and the final
scores) are in tests/support/roll_and_rails/game.py, so other tests and the golden replays play the same game.
"""
from calculators.roll_and_rails import state_of
from tests.support.roll_and_rails.game import play_whole_game


def test_a_whole_game():
    log = play_whole_game()
    # The End of the Game: "the game ends after the last round" (three rounds were agreed at setup).
    assert state_of(log).phase == "over" and state_of(log).round == 3
