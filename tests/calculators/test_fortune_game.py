"""DONE WHEN: a scripted four-player game of Fortune through the rules core, covering every action the
Kasse guides — with every invariant checked after every step.

The script and its assertions are in tests/support/fortune/game.py, so the golden replays play the same game.
"""
from tests.support.fortune.game import play_whole_game


def test_a_whole_game_from_setup_to_the_tripled_capital():
    t = play_whole_game()
    # "The winner is whoever first tripled the invested capital."
    assert t.state.phase == "over" and t.state.tripled == "Ann" and t.state.winners == ("Ann",)
