"""THE registry: the four games, imported by name. Every list of games in the app derives from here.

No game registers itself by being imported, and no game's package imports another game's.
The order of ALL is the order of the games on the wire (a share code names its game by its
index here): append a new game at the end, never reorder.
"""
from __future__ import annotations

from calculators.core.game import Game
from calculators.fortune.game import GAME as FORTUNE
from calculators.owners_choice.game import GAME as OWNERS_CHOICE
from calculators.roll_and_rails.game import GAME as ROLL_AND_RAILS
from calculators.rollout.game import GAME as ROLLOUT

ALL: tuple[Game, ...] = (ROLLOUT, ROLL_AND_RAILS, OWNERS_CHOICE, FORTUNE)
BY_ID: dict[str, Game] = {g.id: g for g in ALL}
IDS: tuple[str, ...] = tuple(BY_ID)
GAMES: dict[str, str] = {g.id: g.title for g in ALL}  # id -> title, in wire order
PLAYER_RANGE: dict[str, tuple[int, int]] = {g.id: g.players for g in ALL}


def find(game_id: str) -> Game | None:
    """The game with this id, or None."""
    return BY_ID.get(game_id) if isinstance(game_id, str) else None


def get(game_id: str) -> Game:
    """The game with this id; ValueError naming the known games otherwise."""
    found = find(game_id)
    if found is None:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(IDS)}")
    return found
