"""Kept for code written before `calculators.games`: GAMES and PLAYER_RANGE read from the registry.

New code imports `calculators.games` (the one list of games); nothing is written down here.
"""
from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name in ("GAMES", "PLAYER_RANGE"):
        from calculators import games

        return getattr(games, name)
    raise AttributeError(name)
