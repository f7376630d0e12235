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
from calculators.core.log import Log


class GameRules(NamedTuple):
    """What the app needs from a game's rules core."""

    state_of: Callable[[Log], Any]  # the game's state in force after the log (a Frozen model)
    view_for: Callable[[Any, str | None], Any]  # that state as one viewer may see it


RULES: dict[str, GameRules] = {}


def register_rules(game: str, state_of: Callable[[Log], Any], view_for: Callable[[Any, str | None], Any]) -> None:
    """Called by a game package on import."""
    RULES[game] = GameRules(state_of, view_for)


def rules_for(game: str) -> GameRules | None:
    """The game's rules, or None while the game is a generic table."""
    if game not in RULES:
        try:
            importlib.import_module(f"calculators.{PACKAGES[game]}")
        except ModuleNotFoundError:
            return None
    return RULES.get(game)
