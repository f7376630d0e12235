"""Board edits out of range (proof issue, bad input): an enormous number or an endless name typed into a board
table is refused with a message, for every game, and nothing is recorded."""
import pytest

import calculators.fortune  # noqa: F401  (each import registers its game and board)
import calculators.owners_choice  # noqa: F401
import calculators.roll_and_rails  # noqa: F401
import calculators.rollout  # noqa: F401
from calculators.core.boards import board_in_force
from calculators.core.game import board_editor
from calculators.core.log import Log
from calculators.core.model import RuleError
from calculators.core.boards import has_board, load_board, number_limit
from calculators.core.replay import check_import
from calculators.core.log import record
from calculators.core.table import make_setup


def table(game: str) -> Log:
    players = ["Ann", "Bob"] if game != "roll-and-rails" else ["Ann"]
    setup = make_setup(game, "T", players, "Kim")
    first = {**setup.model_dump(mode="json"), "board": load_board(game).model_dump(mode="json")}
    assert has_board(game)
    return record(Log(), "table.created", "host", first, undoable=False)[0]


def enormous(value):
    """`value` with every whole number made 10^30 and every text 10,000 characters long."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return 10**30
    if isinstance(value, str):
        return "x" * 10_000
    if isinstance(value, list):
        return [enormous(v) for v in value]
    if isinstance(value, dict):
        return {k: enormous(v) for k, v in value.items()}
    return value


@pytest.mark.parametrize("game", ["rollout", "owners-choice", "fortune", "roll-and-rails"])
def test_enormous_board_values_are_refused_for_every_table(game):
    log = table(game)
    board = board_in_force(log)
    edit = board_editor(game)
    for key, value in board.values.items():
        if enormous(value) == value:
            continue
        with pytest.raises(RuleError):  # each game words its own refusal (Fortune in German)
            edit(log, "banker", key, enormous(value))


def test_a_board_number_within_the_limit_is_still_accepted_and_its_table_imports():
    """The board's bound is the one an imported table's events must keep (the game's money limit: Roll and Rails
    counts single dollars up to a million); a billion was accepted here and then refused on import."""
    log = table("roll-and-rails")
    most = number_limit("roll-and-rails")
    new, _ = board_editor("roll-and-rails")(log, "banker", "starting_money", most)
    assert board_in_force(new).values["starting_money"] == most
    check_import(new, make_setup("roll-and-rails", "T", ["Ann"], "Kim"))  # no refusal
    with pytest.raises(RuleError, match="At most 1000000\\$ in “Starting money”"):
        board_editor("roll-and-rails")(log, "banker", "starting_money", most + 1)
