"""Board tables: the scales and faces the rulebooks do not print in full, as versioned data.

Each game keeps `calculators/<pkg>/data/board.json`:
    {"game": "rollout", "version": "rollout-1",
     "values": {"price_index": [...], ...},
     "sources": {"price_index": "assumed", ...},     # every key: "rulebook" or "assumed"
     "notes": {"price_index": "why / where from"}}
A table copies the values it starts with into its first event (so it never depends on the data
files of an older release) and the banker may edit them for that session (`edit_board`): the
edit is an event, so undo, replay and sharing keep it.
"""
from __future__ import annotations

import json
from importlib import resources
from typing import Any, Literal

from calculators.core.actors import require_banker
from calculators.core.log import Event, Log, folded, record
from calculators.core.model import Frozen, RuleError

BOARD_EDITED = "board.edited"


class Board(Frozen):
    """One game's board tables at one version, each value marked as printed or assumed."""

    game: str
    version: str
    values: dict[str, Any]
    sources: dict[str, Literal["rulebook", "assumed"]]
    notes: dict[str, str] = {}

    def value(self, key: str) -> Any:
        """The value of one table, e.g. board.value("price_index")."""
        return self.values[key]


def has_board(game: str) -> bool:
    """True when the game ships a board-table file."""
    try:
        load_board(game)
    except (KeyError, ModuleNotFoundError, FileNotFoundError, ValueError):
        return False
    return True


def load_board(game: str) -> Board:
    """The board tables this release ships for `game` (read from the package's own data file)."""
    from calculators.games import get  # on use: the registry imports the games, which import this module

    pkg = get(game).package
    text = resources.files(f"calculators.{pkg}").joinpath("data/board.json").read_text("utf-8")
    board = Board.model_validate(json.loads(text))
    if set(board.sources) != set(board.values):
        raise ValueError(f"{game} board: every value needs a source (rulebook or assumed)")
    return board


def starting_board(log: Log) -> Board | None:
    """The board the table started with (copied into its first event), or None for a game without one."""
    first = log.events[0].data if log.events else {}
    raw = first.get("board")
    return Board.model_validate(raw) if raw else None


def board_in_force(log: Log, game: str | None = None) -> Board | None:
    """The starting board with the banker's edits for this session applied, in order.

    A table imported from another device carries that table's edits in its first event
    (data["board_edits"]); they apply first, then this session's own edits. A table that
    started without a board (saved before its game had one) uses `game`'s shipped board.
    Folded once per log and kept on it (one step from the log before)."""
    if not log.events:
        return load_board(game) if game else None

    def start(first: Event) -> Board | None:
        raw = first.data.get("board")
        board = Board.model_validate(raw) if raw else (load_board(game) if game else None)
        if board is None:
            return None
        carried = first.data.get("board_edits")
        values = {**board.values, **{k: v for k, v in (carried if isinstance(carried, dict) else {}).items()
                                     if k in board.values}}
        return board.model_copy(update={"values": values})

    def step(board: Board | None, ev: Event) -> Board | None:
        if board is None or ev.kind != BOARD_EDITED:
            return board
        return board.model_copy(update={"values": {**board.values, **edited_values(ev.data)}})

    return folded(log, f"board.{game or ''}", start, step)


def edited_values(data: dict[str, Any]) -> dict[str, Any]:
    """The values one board edit sets: its key, and the tables that follow it (`also`, e.g. a scale's length)."""
    also = data.get("also")
    return {**(also if isinstance(also, dict) else {}), data["key"]: data["value"]}


def board_edits(log: Log) -> dict[str, Any]:
    """Only the values the banker changed for this session (what a shared snapshot carries)."""
    board = starting_board(log)
    now = board_in_force(log)
    if board is None or now is None:
        return {}
    return {k: v for k, v in now.values.items() if v != board.values.get(k)}


BOARD_NUMBER_LIMIT = 10**9  # far above any printed scale (Fortune's largest is 150,000 DM)
BOARD_TEXT_LIMIT = 60


def number_limit(game: str) -> int:
    """The largest board number either way: a billion, or less where the game bounds every amount at a table
    lower (`Game.money_limit`, which an imported table's events must keep: Rollout's $10,000B)."""
    from calculators.core.game import rules_for  # on use: the games import this module

    found = rules_for(game)
    return min(BOARD_NUMBER_LIMIT, found.money_limit) if found is not None else BOARD_NUMBER_LIMIT


def _beyond(value: Any, most: int, path: tuple = ()) -> tuple[tuple, Any] | None:
    """(path, value) of the first whole number beyond `most` either way or text over BOARD_TEXT_LIMIT characters."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return (path, value) if abs(value) > most else None
    if isinstance(value, str):
        return (path, value) if len(value) > BOARD_TEXT_LIMIT else None
    items = enumerate(value) if isinstance(value, (list, tuple)) else value.items() if isinstance(value, dict) else ()
    return next((found for k, v in items if (found := _beyond(v, most, (*path, k))) is not None), None)


def _out_of_range(game: str, key: str, path: tuple, value: Any) -> RuleError:
    """The refusal of a number or name beyond the board's bounds, naming the table as its screen does and the
    bound as the row reads it ('At most $10,000B in “Secret bid step”.')."""
    from calculators.core.board_rows import board_title, is_money  # on use: board rows read this module
    from calculators.core.model import Amount, Worded

    table = board_title(game, key)
    if isinstance(value, str):
        return RuleError("At most {most} characters per name in “{table}”.", field=key, table=table,
                         most=BOARD_TEXT_LIMIT)
    most = number_limit(game)
    bound = (Amount(most if value > 0 else -most, game) if is_money(game, key, path)
             else Worded(f"{most if value > 0 else -most:,}", f"{most if value > 0 else -most:,}".replace(",", ".")))
    if value > 0:
        return RuleError("At most {most} in “{table}”.", field=key, table=table, most=bound)
    return RuleError("At least {least} in “{table}”.", field=key, table=table, least=bound)


def _same_shape(old: Any, new: Any, resizable: bool = False) -> bool:
    if isinstance(old, bool) or isinstance(new, bool):
        return isinstance(old, bool) and isinstance(new, bool)
    if isinstance(old, int):
        return isinstance(new, int)
    if isinstance(old, (list, tuple)) and resizable and old:
        return isinstance(new, (list, tuple)) and len(new) >= 1 and all(_same_shape(old[0], b) for b in new)
    if isinstance(old, (list, tuple)):
        return isinstance(new, (list, tuple)) and len(new) == len(old) and all(
            _same_shape(a, b) for a, b in zip(old, new))
    if isinstance(old, dict):
        return isinstance(new, dict) and set(new) == set(old) and all(_same_shape(old[k], new[k]) for k in old)
    return type(old) is type(new)


def edit_board(log: Log, actor: str, key: str, value: Any, check=None, *, resizable: frozenset[str] = frozenset(),
               follow=None) -> tuple[Log, Event]:
    """The banker changes one board table for this session to match their printing.

    The new value must have the same shape as the old (same length of a scale, unless the game
    names it `resizable`; whole numbers where numbers were); `check(key, value)` lets a game add
    its own rules (e.g. a scale must rise, its known points must hold) and raises RuleError;
    `follow(key, value, values_in_force)` names the tables that change with it (e.g. a scale of
    another length brings its companion table), recorded in the same edit."""
    from calculators.core.board_rows import board_title  # on use: board rows read this module

    require_banker(actor, "edit the board tables")
    board = board_in_force(log)
    if board is None:
        raise RuleError("This game has no board tables to edit.")
    if key not in board.values:
        raise RuleError("There is no board table called {key!r}.", key=key)
    if not _same_shape(board.values[key], value, key in resizable):
        if key in resizable:
            raise RuleError("The new “{table}” is a list of whole numbers, one per square.",
                            table=board_title(board.game, key))
        raise RuleError("The new “{table}” must have the same shape as the printed one (same number of entries, whole "
                        "numbers where there were whole numbers).", table=board_title(board.game, key))
    if check is not None:  # the game's own bounds first: "Each company has 1 to 60 stocks."
        check(key, value)
    beyond = _beyond(value, number_limit(board.game))
    if beyond is not None:  # else the board's: no number the game's tables cannot hold, no endless name
        raise _out_of_range(board.game, key, *beyond)
    # `was`: the table's value before, so the history can say which cell changed and from what ("Price Index,
    # square 23: from $600M to $650M"); the fold reads only `key`, `value` and `also`.
    data: dict[str, Any] = {"key": key, "value": value, "was": board.values[key]}
    also = follow(key, value, dict(board.values)) if follow is not None else {}
    if also:
        data["also"] = also
    new_log, event = record(log, BOARD_EDITED, actor, data)
    _still_holds(board.game, new_log)
    return new_log, event


def _still_holds(game_id: str, log: Log) -> None:
    """RuleError when the table after an edit breaks the game's invariants, as every other action is checked (an
    audit set Owner's Choice's RED supply to 10 with 12 held: every later move was refused until it was undone)."""
    from calculators.core.game import rules_for  # on use: the registry imports the games, which import this module

    game = rules_for(game_id)
    if game is None:
        return
    try:
        broken = game.problems(game.state_of(log), board_in_force(log))
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
        raise RuleError("This edit cannot be applied to the table as it stands; nothing was saved.") from exc
    if broken:
        raise RuleError("This edit would break the rules of the table: {broken}.", broken=broken)
