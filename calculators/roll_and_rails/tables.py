"""Roll and Rails board tables: the action table, the specialist wheels, costs and colours, as data."""
from __future__ import annotations

from typing import Any

from calculators.core.boards import Board, board_in_force, edit_board
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.roll_and_rails.terms import term

GAME = "roll-and-rails"

SHAPES = ("curve", "straight", "sharp")
ACTIONS = (*SHAPES, "upgrade", "deliver")
SPECIALISTS = ("logistician", "manufacturer", "engineer", "mechanic", "banker", "urban_planner")
DOLLAR = "dollar"  # Specialist Selection (Solo): take 1$ instead of a specialist
MANIPULATORS = ("reroll", "nudge", "flip", "match")
TERRAINS = ("plains", "forest", "swamp", "mountain", "town", "river")
MAX_STOCK = 6


def board_for(log: Log) -> Board:
    """The board in force: the one the table started with, the edits an import carried, then the banker's edits."""
    return board_in_force(log, GAME)


def action_dice(board: Board, action: str) -> tuple[int, ...]:
    """The dice values the action table accepts for `action`."""
    return tuple(v for v, ok in enumerate(board.value(f"{action}_faces"), start=1) if ok)


def action_max(board: Board, action: str) -> int:
    """How many dice one turn may put on `action` (the white dots)."""
    return board.value("track_max") if action in SHAPES else board.value(f"{action}_max")


def specialists_for(board: Board, value: int, solo: bool) -> tuple[str, ...]:
    """The specialists a die of `value` may call on the wheel (the solo wheel for one player)."""
    if solo:
        return tuple(board.value("solo_wheel")[str(value)])
    return tuple(s for s, vals in board.value("specialist_wheel").items() if value in vals)


def solo_specialists(board: Board) -> tuple[str, ...]:
    """The four specialists of the solo wheel, in wheel order."""
    seen: list[str] = []
    for v in range(1, 7):
        seen += [s for s in board.value("solo_wheel")[str(v)] if s not in seen]
    return tuple(seen)


def _faces(value: Any) -> set[int]:
    return {v for v, ok in enumerate(value, start=1) if ok}


def check_edit(key: str, value: Any) -> None:
    """The known points a banker's edit must keep (the rulebook's printed values and examples)."""
    if key.endswith("_faces"):
        printed = {"curve_faces": {1, 2, 3}, "straight_faces": {1, 2, 4}, "sharp_faces": {5, 6}}
        if key in printed and _faces(value) != printed[key]:
            raise RuleError("The rulebook prints {action} for dice {dice}.", action=term(key.replace("_faces", "")),
                            dice=tuple(sorted(printed[key])))
        if not _faces(value):
            raise RuleError("{action} takes at least one face.", action=term(key.replace("_faces", "")))
        if key == "upgrade_faces" and 6 not in _faces(value):
            raise RuleError("Jack's example puts a 6 on the Upgrade action; keep 6.")
    elif key == "solo_wheel":
        if set(value["3"]) != {"logistician", "engineer"}:
            raise RuleError("The solo rules print 3 -> Logistician or Engineer.")
        for v, pair in value.items():
            if len(set(pair)) != 2 or any(s not in SPECIALISTS for s in pair):
                raise RuleError("Die {value} offers two different specialists.", value=v)
    elif key == "upgrade_costs":
        if value[2] != 3 or any(c < 0 for c in value):
            raise RuleError("Jack pays 3$ to upgrade to level 4; costs are not negative.")
    elif key == "terrain_costs":
        if any(c < 0 for c in value.values()):
            raise RuleError("Terrain costs are not negative.")
        if sum(value[t] for t in ("mountain", "town", "forest", "river")) != 5:
            raise RuleError("Jack's example: mountain, town, forest and river cost 5$.")
    elif key == "setup_colors":
        if value[1] != "red" or value[3] != "green" or len(set(value)) != 5:
            raise RuleError("The Berlin example reads 2 as red and 4 as green; five different colours.")
    elif key in ("track_max", "upgrade_max", "deliver_max", "solo_uses", "new_city_copies"):
        if value < 1:
            raise RuleError("“{table}” is at least 1.", table=term(key))
        if key in ("track_max", "solo_uses") and value > 3:
            raise RuleError("The rulebook prints “{table}” as three.", table=term(key))
    elif key in ("starting_money", "unshipped_penalty") and value < 0:
        raise RuleError("“{table}” is not negative.", table=term(key))


def edit_rails_board(log: Log, actor: str, key: str, value: Any) -> tuple[Log, Event]:
    """The banker edits one Roll and Rails board table for this session (checked against the rulebook)."""
    return edit_board(log, actor, key, value, check=check_edit)
