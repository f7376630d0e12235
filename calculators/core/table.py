"""The setup of a table: which game, its name, the seats in clockwise order, the banker."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import model_validator

from calculators.core.model import Frozen, RuleError

MAX_TABLE_NAME = 40
MAX_PLAYER_NAME = 24


class TableSetup(Frozen):
    """A table's game, name, players clockwise (a player's left is the next seat) and banker."""

    game: str
    name: str
    players: tuple[str, ...]
    banker: str

    @model_validator(mode="after")
    def _valid(self) -> TableSetup:
        checked = _checked(self.game, self.name, self.players, self.banker)
        if checked != (self.game, self.name, self.players, self.banker):
            raise ValueError("names must be given without surrounding spaces")
        return self

    @property
    def banker_plays(self) -> bool:
        """True when the banker also has a seat at the table."""
        return self.banker in self.players


def _name(value: Any, field: str, who: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise RuleError(f"{who} needs a name", field=field)
    name = value.strip()
    if len(name) > MAX_PLAYER_NAME:
        raise RuleError(f"Names are at most {MAX_PLAYER_NAME} characters; {name} is {len(name)}", field=field)
    return name


def _checked(
    game: Any, name: Any, players: Any, banker: Any
) -> tuple[str, str, tuple[str, ...], str]:
    from calculators import games  # on use: the registry imports the games, which import this module

    found = games.find(game) if isinstance(game, str) else None
    if found is None:
        raise RuleError(f"Choose one of the games: {', '.join(g.title for g in games.ALL)}", field="game")
    title = name.strip() if isinstance(name, str) else ""
    if not 1 <= len(title) <= MAX_TABLE_NAME:
        raise RuleError(f"A table name has 1 to {MAX_TABLE_NAME} characters", field="name")
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise RuleError("List the players in seat order", field="players")
    low, high = found.players
    if not low <= len(players) <= high:
        raise RuleError(f"{found.title} is for {low} to {high} players", field="players")
    seen: dict[str, str] = {}
    seats = []
    for i, raw in enumerate(players):
        player = _name(raw, f"players[{i}]", f"Seat {i + 1}")
        if player.casefold() in seen:
            raise RuleError(f"{seen[player.casefold()]} is already at the table", field=f"players[{i}]")
        seen[player.casefold()] = player
        seats.append(player)
    banker_name = _name(banker, "banker", "The banker")
    # A banker who plays is named as seated, whatever the case typed.
    banker_name = seen.get(banker_name.casefold(), banker_name)
    return game, title, tuple(seats), banker_name


def make_setup(game: str, name: str, players: Sequence[str], banker: str) -> TableSetup:
    """A checked TableSetup with names stripped; RuleError(field=...) for the first problem."""
    game, name, seats, banker = _checked(game, name, players, banker)
    return TableSetup(game=game, name=name, players=seats, banker=banker)
