"""An imported table whose board table the rules refuse is named by the title its screen shows, never its key.

A walk edited a Rollout table file's `starting_cash` to -7000 and read "This table file holds a table the rules
refuse: Action #1: the board table starting_cash: “Starting cash” is printed in the rulebook and cannot be changed."
Rollout, Setting Up: "Each player receives $6 billion"; the player knows the table as "Starting cash" (the board
tables screen), not as `starting_cash`. Checked for every board table of every game."""
from __future__ import annotations

import pytest

from calculators.core.actors import HOST
from calculators.core.board_rows import board_title
from calculators.core.boards import load_board
from calculators.core.log import Log, record
from calculators.core.model import RuleError
from calculators.core.replay import check_import
from calculators.core.snapshot import TABLE_CREATED
from calculators.core.table import make_setup
from calculators.games import ALL

BAD = (-7000, "x", [-1], {"x": -1}, None)  # values a hand-edited file may hold; each table refuses one of them


def _games_with_boards() -> list[tuple[str, str]]:
    found = []
    for game in ALL:
        try:
            board = load_board(game.id)
        except (FileNotFoundError, ModuleNotFoundError):
            continue
        found += [(game.id, key) for key in board.values]
    return found


def _refused(game: str, key: str, value) -> RuleError | None:
    low = next(g for g in ALL if g.id == game).players[0]
    setup = make_setup(game, "Friday", ["Ann", "Bob", "Cy"][:max(low, 2)], "Kim")
    board = load_board(game).model_dump(mode="json")
    board["values"][key] = value
    log, _ = record(Log(), TABLE_CREATED, HOST, {**setup.model_dump(mode="json"), "board": board}, undoable=False)
    try:
        check_import(log, setup)
    except RuleError as e:
        return e
    return None


def test_rollouts_starting_cash_edited_to_minus_7000_is_named_as_the_screen_names_it():
    said = _refused("rollout", "starting_cash", -7000).message
    assert said == ("Action #1: the board table “Starting cash”: “Starting cash” is printed in the rulebook and cannot "
                    "be changed.")


@pytest.mark.parametrize(("game", "key"), _games_with_boards())
def test_every_board_table_of_every_game_is_named_by_its_title_in_a_refused_import(game, key):
    refusals = [e for e in (_refused(game, key, bad) for bad in BAD) if e is not None]
    assert refusals, f"{game} {key}: no bad value refused"
    for err in refusals:
        assert f"the board table “{board_title(game, key)}”" in err.message, err.message
        if "_" in key:
            assert key not in err.message, err.message
