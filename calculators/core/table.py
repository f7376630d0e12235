"""The setup of a table: which game, its name, the seats in clockwise order, the banker; and its name in force.

A table's name is part of the setup its first event records; renaming it later is an action of its own
("table.renamed", undoable like any other), so the name in force is a fold of the log (`table_name`)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import model_validator

from calculators.core.actors import BANKER, HOST
from calculators.core.log import Event, Log, folded, record
from calculators.core.model import Frozen, RuleError, Term
from calculators.core.names import clean_name, same_name

MAX_TABLE_NAME = 40
MAX_PLAYER_NAME = 24
# Columns on a phone: a wide (East Asian) character takes two, so twelve of them fill a player's name.
MAX_TABLE_WIDTH = 40
MAX_PLAYER_WIDTH = 24


class TableSetup(Frozen):
    """A table's game, name, players clockwise (a player's left is the next seat) and banker."""

    game: str
    name: str
    players: tuple[str, ...]
    banker: str

    @model_validator(mode="after")
    def _valid(self) -> TableSetup:
        checked = _checked(self.game, self.name, self.players, self.banker)  # a RuleError says which name
        if checked != (self.game, self.name, self.players, self.banker):
            raise ValueError("names must be given in their clean form: trimmed, NFC, one space between words, "
                             "and a playing banker named as seated")
        return self

    @property
    def banker_plays(self) -> bool:
        """True when the banker also has a seat at the table."""
        return self.banker in self.players

    @property
    def solo(self) -> str | None:
        """The player of a solo table (`solo_player`), or None."""
        return solo_player(self.players, self.banker)


def solo_player(players: Sequence[str], banker: str) -> str | None:
    """The one player of a solo table who keeps its phone (one seat, the banker seated), else None: no bank sits at
    such a table (Roll and Rails, Solo Variant), so what the banker's phone does is that player's."""
    return players[0] if len(players) == 1 and players[0] == banker else None


def solo_of(log: Log) -> str | None:
    """`solo_player` of the table whose log this is, from its first event (None for no log)."""
    first = log.events[0].data if log.events else {}
    players = first.get("players")
    return solo_player(tuple(players) if isinstance(players, (list, tuple)) else (), str(first.get("banker", "")))


def _name(value: Any, field: str, who: Term) -> str:
    return clean_name(value, who=who, field=field, max_chars=MAX_PLAYER_NAME, max_width=MAX_PLAYER_WIDTH)


def seat_name(value: Any, seated: Sequence[str], index: int) -> str:
    """`value` as the clean name of seat `index` (from 0), refused if it is or looks like a seated name."""
    field = f"players[{index}]"
    player = _name(value, field, Term("Seat {n}", n=index + 1))
    for other in seated:
        if other.casefold() == player.casefold():
            raise RuleError("{other} is already at the table", field=field, other=other)
        if same_name(other, player):
            raise RuleError("{player} looks just like {other}, who is already at the table: "
                            "choose a name that looks different", field=field, player=player, other=other)
    return player


def banker_seat(value: Any, seats: Sequence[str]) -> str | None:
    """The seated player a typed banker's name names, as `make_setup` reads it (whatever the case typed: that player
    is the banker who plays), or None."""
    try:
        name = _name(value, "banker", Term("The banker"))
    except RuleError:  # no name yet, or one the rules refuse: it names nobody
        return None
    return next((seat for seat in seats if seat.casefold() == name.casefold()), None)


def table_name_checked(value: Any) -> str:
    """`value` as a clean table name (the one rule for a new table's name and a rename); RuleError(field="name")."""
    if not isinstance(value, str) or not value.strip():
        raise RuleError("A table name has 1 to {most} characters", field="name", most=MAX_TABLE_NAME)
    return clean_name(value, who=Term("The table"), field="name", max_chars=MAX_TABLE_NAME, max_width=MAX_TABLE_WIDTH,
                      table=True)


def _checked(
    game: Any, name: Any, players: Any, banker: Any
) -> tuple[str, str, tuple[str, ...], str]:
    _game(game)
    title = table_name_checked(name)
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise RuleError("List the players in seat order", field="players")
    check_player_count(game, players)
    seats: list[str] = []
    for i, raw in enumerate(players):
        seats.append(seat_name(raw, seats, i))
    banker_name = _name(banker, "banker", Term("The banker"))
    for seat in seats:
        # A banker who plays is named as seated, whatever the case typed.
        if seat.casefold() == banker_name.casefold():
            return game, title, tuple(seats), seat
    for seat in seats:
        if same_name(seat, banker_name):
            raise RuleError("The banker's name {banker} looks just like {seat}'s: choose {seat} if "
                            "{seat} keeps the bank, or a name that looks different", field="banker", banker=banker_name,
                            seat=seat)
    return game, title, tuple(seats), banker_name


def _game(game: Any):
    """The registry's game of this id; RuleError naming the games when there is none."""
    from calculators import games  # on use: the registry imports the games, which import this module

    found = games.find(game) if isinstance(game, str) else None
    if found is None:
        raise RuleError("Choose one of the games: {games}", field="game", games=[g.title for g in games.ALL])
    return found


def check_player_count(game: str, players: Sequence[str]) -> None:
    """RuleError unless `game` (an id in the registry) is played by this many players."""
    found = _game(game)
    low, high = found.players
    if not low <= len(players) <= high:
        raise RuleError("{game} is for {low} to {high} players", field="players", game=found.title, low=low, high=high)


def make_setup(game: str, name: str, players: Sequence[str], banker: str) -> TableSetup:
    """A checked TableSetup with clean names (calculators.core.names); RuleError(field=...) for the first problem."""
    game, name, seats, banker = _checked(game, name, players, banker)
    return TableSetup(game=game, name=name, players=seats, banker=banker)


TABLE_RENAMED = "table.renamed"


def _first_name(first: Event) -> str:
    name = first.data.get("name")
    return name if isinstance(name, str) else ""


def _renamed(name: str, ev: Event) -> str:
    return ev.data["to"] if ev.kind == TABLE_RENAMED else name


def table_name(log: Log) -> str:
    """The table's name in force: the one its first event sets up, or the last rename in force ("" for no log)."""
    return folded(log, "table.name", _first_name, _renamed, empty="")


def rename_table(log: Log, actor: str, name: Any) -> tuple[Log, Event]:
    """The banker (or the host, the device that serves the table) gives the table a new name, checked as a new
    table's name is; recorded with the name it had, so History says "from … to …" and Undo gives the old one back."""
    if actor not in (BANKER, HOST):
        raise RuleError("Only the banker can rename the table.")
    new = table_name_checked(name)
    old = table_name(log)
    if new == old:
        raise RuleError("The table is already called {name}", field="name", name=new)
    return record(log, TABLE_RENAMED, actor, {"from": old, "to": new})
