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


def test_a_players_dice_go_back_to_the_middle_when_their_turn_ends():
    # "After a die is activated it must be returned to the middle of the table": once a player's turn is over, the
    # dice on their sheet are spent (a walk saw them drawn unused again for the rest of the round).
    from calculators.roll_and_rails import end_turn, whose_turn
    from calculators.roll_and_rails.rules import dice_returned
    from tests.support.roll_and_rails import dealt, seat, started, step
    from tests.support.roll_and_rails.game import setup_goods

    log = setup_goods(started(["Ann", "Bob", "Cy"], rounds=3))
    log = dealt(log, {"Ann": [5, 1, 2, 3], "Bob": [6, 5, 4, 2], "Cy": [6, 3, 1, 2]}, leftover=3)
    state = state_of(log)
    first = whose_turn(state)
    assert not any(dice_returned(state, p) for p in state.players)
    log = step(log, end_turn, seat(first))
    state = state_of(log)
    assert dice_returned(state, first) and not dice_returned(state, whose_turn(state))
