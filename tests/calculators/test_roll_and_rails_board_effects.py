"""Roll and Rails: the starting money (a board table's value, assumed 0$; a table may play another) is paid once,
when the game is configured. A walk changed it in round 3: the board read the new amount, nobody's money moved, and
nothing said so. Before the edit is saved the rules say it counts for a new game only; before the game is set up,
there is nothing to say."""
from calculators.roll_and_rails.board_effects import board_effects
from tests.support.roll_and_rails import new_table, started


def test_a_new_starting_money_after_setup_is_said_to_count_for_a_new_game_only():
    log = started(["Ann", "Bob"])
    assert board_effects(log, "starting_money", 5) == [
        "The starting money was paid when the game was set up: nobody's money changes now; the new value is for a "
        "new game."]
    assert board_effects(log, "starting_money", 5, "de")[0].startswith("Das Startgeld wurde beim Aufbau")
    assert board_effects(log, "unshipped_penalty", 3) == []  # read at the end: it counts as it is then


def test_before_the_game_is_set_up_the_new_value_is_the_one_paid():
    assert board_effects(new_table(["Ann", "Bob"]), "starting_money", 5) == []
