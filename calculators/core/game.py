"""Each game's rules plug in here: the state a table's log folds to, and what each viewer may see.

A game package registers itself when imported (`register_rules`); `rules_for(game)` imports it
on demand. A game without rules yet is a generic table (seats, sealed rounds, dice, history).

Viewers: a seat name sees what that player may see (their own hidden cash, never another's);
None is a banker who does not play (or the host of such a table), who sees everything.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, NamedTuple

from calculators.core.boards import PACKAGES
from calculators.core.dice import D6, Die
from calculators.core.log import Log


class GameRules(NamedTuple):
    """What the app needs from a game's rules core."""

    state_of: Callable[[Log], Any]  # the game's state in force after the log (a Frozen model)
    view_for: Callable[[Any, str | None], Any]  # that state as one viewer may see it
    invariants: Callable[[Any], list[str]] | None = None  # what always holds (the broken ones; [] when all hold)


RULES: dict[str, GameRules] = {}


def register_rules(game: str, state_of: Callable[[Log], Any], view_for: Callable[[Any, str | None], Any],
                   invariants: Callable[[Any], list[str]] | None = None) -> None:
    """Called by a game package on import."""
    RULES[game] = GameRules(state_of, view_for, invariants)


def rules_for(game: str) -> GameRules | None:
    """The game's rules, or None while the game is a generic table."""
    if game not in RULES:
        try:
            importlib.import_module(f"calculators.{PACKAGES[game]}")
        except ModuleNotFoundError:
            return None
    return RULES.get(game)


# The labelled dice a game puts on the shared tray (Owner's Choice's President, Fund and Event dice…).
DICE: dict[str, Callable[[Log], list[Die]]] = {}


def register_dice(game: str, dice: Callable[[Log], list[Die]]) -> None:
    """Called by a game package on import: its own dice, as the board tables in force print them."""
    DICE[game] = dice


def dice_for(game: str, log: Log) -> list[Die]:
    """The dice the table's tray offers: the plain six-sided die, then the game's own."""
    rules_for(game)  # imports the game's package, which registers its dice
    own = DICE.get(game)
    return [D6, *(own(log) if own else [])]


# How the banker edits a game's board tables for a session (keeping the rulebook's printed points).
BOARD_EDITORS: dict[str, Callable[..., Any]] = {}


def register_board_editor(game: str, editor: Callable[..., Any]) -> None:
    """Called by a game package on import: `editor(log, actor, key, value) -> (Log, Event)`."""
    BOARD_EDITORS[game] = editor


def board_editor(game: str) -> Callable[..., Any]:
    """The game's own board editor, or the core one (same shape as the printed table, banker only)."""
    from calculators.core.boards import edit_board

    rules_for(game)
    return BOARD_EDITORS.get(game, edit_board)
