"""A table's snapshot: everything needed to continue a game elsewhere, and its fingerprint.

A snapshot holds the setup, the board-table version and the values the banker edited for
the session, the table's secret and the game's own canonical state — never the history,
seat tokens or unrevealed sealed entries. Each game's definition (`calculators.games`) says
how its state packs into compact positional values for the wire (its `codec`); the generic
table (GENERIC_TABLE), whose state is the faces of the last dice-tray roll in force, is what
a game's codec falls back on before its game starts (e.g. a Rollout table still in setup).

The fingerprint is 8 Base32 characters of HMAC-SHA-256, keyed by the table's secret, over
the canonical JSON of the game state (no history, ids, timestamps, tokens, secret or
source): two copies of a table show the same code exactly when they hold the same game.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from pydantic import ValidationInfo, field_validator, model_validator

from calculators.core.dice import MAX_DICE
from calculators.core.log import Log
from calculators.core.model import Frozen, RuleError
from calculators.core.table import TableSetup
from calculators.core.tray import last_roll

TABLE_CREATED = "table.created"
TABLE_IMPORTED = "table.imported"

FINGERPRINT_LENGTH = 8
SECRET_PATTERN = re.compile(r"[0-9a-f]{32}")
MAX_BOARD_VERSION = 40
MAX_SOURCE = 200
MAX_FACE = 1000  # the largest face number a tray die may show (a d6 shows 6)
MAX_DEPTH = 8  # nesting of board edits and game state
INT_RANGE = (-(2**63), 2**64 - 1)  # what the wire format carries


class StateCodec(NamedTuple):
    """How one game's state goes on the wire and comes out of a log.

    `pack(state) -> list` gives compact positional values (ints, strings, lists, bytes…);
    `unpack(values) -> dict` reverses it, raising ValueError/RuleError on anything it would
    not have produced; `fold(log) -> dict` is the state in force after `log`."""

    pack: Callable[[dict[str, Any]], list[Any]]
    unpack: Callable[[list[Any]], dict[str, Any]]
    fold: Callable[[Log], dict[str, Any]]


def _pack_table(state: dict[str, Any]) -> list[Any]:
    faces = state["last_roll"]
    if set(state) != {"last_roll"} or not isinstance(faces, (list, tuple)):
        raise ValueError("a table's state is {\"last_roll\": [faces]}")
    return [list(faces)]


def _unpack_table(values: list[Any]) -> dict[str, Any]:
    if not isinstance(values, list) or len(values) != 1 or not isinstance(values[0], list):
        raise ValueError("a table's state is [last roll faces]")
    faces = values[0]
    if len(faces) > MAX_DICE:
        raise ValueError(f"a roll has at most {MAX_DICE} dice")
    for face in faces:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= MAX_FACE:
            raise ValueError(f"a die's face is a number from 1 to {MAX_FACE}")
    return {"last_roll": list(faces)}


def imported_state(log: Log) -> dict[str, Any] | None:
    """The game state a table started from when it was imported (its first event), else None."""
    if not log.events or log.events[0].kind != TABLE_IMPORTED:
        return None
    state = log.events[0].data.get("state")
    return dict(state) if isinstance(state, Mapping) else None


def table_state(log: Log) -> dict[str, Any]:
    """A generic table's state: {"last_roll": faces of the latest tray roll in force, or of the import, or []}."""
    roll = last_roll(log)
    if roll is not None:
        return {"last_roll": list(roll.faces)}
    start = imported_state(log)
    if start is not None:
        try:
            return _unpack_table(_pack_table(start))
        except (KeyError, TypeError, ValueError):
            pass  # written by this app after validation; a hand-edited file falls back to no roll
    return {"last_roll": []}


GENERIC_TABLE = StateCodec(_pack_table, _unpack_table, table_state)


def _games():
    # Imported on use: the registry imports the games, which import this module.
    from calculators import games

    return games


def state_codec(game: str) -> StateCodec:
    """The codec of `game`'s state, from its definition in the registry; ValueError for an unknown game."""
    return _games().get(game).codec


def state_of(game: str, log: Log) -> dict[str, Any]:
    """The canonical state of a `game` table after `log`."""
    return state_codec(game).fold(log)


def check_plain(value: Any, what: str, depth: int = 0) -> Any:
    """`value` as plain JSON data (lists, str-keyed dicts, finite floats, 64-bit ints); ValueError otherwise."""
    if depth > MAX_DEPTH:
        raise ValueError(f"{what} is nested too deeply")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        if not INT_RANGE[0] <= value <= INT_RANGE[1]:
            raise ValueError(f"{what} holds a number too large to share")
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{what} holds a number that is not finite")
        return value
    if isinstance(value, (list, tuple)):
        return [check_plain(v, what, depth + 1) for v in value]
    if isinstance(value, Mapping):
        out = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise ValueError(f"{what} has a key that is not text")
            out[k] = check_plain(v, what, depth + 1)
        return out
    raise ValueError(f"{what} holds a value that is not plain data")


def pack_uints(values: Sequence[int], widths: Sequence[int]) -> bytes:
    """Whole numbers packed into bits (most significant first, zero-padded to a byte): a tool for
    game codecs whose state must be tight, e.g. 36 share counts of 0..10 in 18 bytes."""
    if len(values) != len(widths):
        raise ValueError("one width per value")
    acc = 0
    for v, w in zip(values, widths):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 1 << w:
            raise ValueError(f"{v!r} does not fit in {w} bits")
        acc = acc << w | v
    bits = sum(widths)
    pad = -bits % 8
    return (acc << pad).to_bytes((bits + pad) // 8, "big")


def unpack_uints(data: bytes, widths: Sequence[int]) -> list[int]:
    """The numbers `pack_uints` packed with these widths; ValueError for a wrong length or padding."""
    bits = sum(widths)
    pad = -bits % 8
    if not isinstance(data, (bytes, bytearray)) or len(data) != (bits + pad) // 8:
        raise ValueError(f"expected {(bits + pad) // 8} packed bytes")
    acc = int.from_bytes(data, "big")
    if acc & ((1 << pad) - 1):
        raise ValueError("the padding bits are not zero")
    acc >>= pad
    out = []
    for w in reversed(widths):
        out.append(acc & ((1 << w) - 1))
        acc >>= w
    return out[::-1]


class Snapshot(Frozen):
    """A table as shared: setup, board version and edits, secret and the game's canonical state."""

    game: str
    name: str
    players: tuple[str, ...]
    banker: str
    board_version: str = ""
    board_edits: dict[str, Any] = {}
    table_secret: str
    state: dict[str, Any] = {}
    source: str = ""  # where the snapshot came from; not part of the fingerprint

    @field_validator("game")
    @classmethod
    def _known_game(cls, v: str) -> str:
        if _games().find(v) is None:
            raise ValueError(f"unknown game {v!r}")
        return v

    @field_validator("table_secret")
    @classmethod
    def _secret(cls, v: str) -> str:
        if not SECRET_PATTERN.fullmatch(v):
            raise ValueError("a table secret is 32 lowercase hex digits")
        return v

    @field_validator("board_version")
    @classmethod
    def _board_version(cls, v: str) -> str:
        if len(v) > MAX_BOARD_VERSION:
            raise ValueError(f"a board version has at most {MAX_BOARD_VERSION} characters")
        return v

    @field_validator("source")
    @classmethod
    def _source(cls, v: str) -> str:
        if len(v) > MAX_SOURCE:
            raise ValueError(f"a source has at most {MAX_SOURCE} characters")
        return v

    @field_validator("board_edits")
    @classmethod
    def _plain_edits(cls, v: dict[str, Any]) -> dict[str, Any]:
        return check_plain(v, "the board edits")

    @field_validator("state")
    @classmethod
    def _game_state(cls, v: dict[str, Any], info: ValidationInfo) -> dict[str, Any]:
        game = info.data.get("game")
        if game is None:
            return v  # the game itself was refused; that error is reported
        codec = state_codec(game)
        try:
            return check_plain(codec.unpack(codec.pack(check_plain(v, "the game state"))), "the game state")
        except (KeyError, IndexError, TypeError) as e:
            raise ValueError(f"the game state is not a {_games().get(game).title} state ({e})") from None

    @model_validator(mode="after")
    def _valid_setup(self) -> Snapshot:
        TableSetup(game=self.game, name=self.name, players=self.players, banker=self.banker)
        return self

    @property
    def setup(self) -> TableSetup:
        """The table's setup: game, name, players and banker."""
        return TableSetup(game=self.game, name=self.name, players=self.players, banker=self.banker)


def canonical_state(snapshot: Snapshot) -> bytes:
    """The game as canonical JSON (sorted keys, no whitespace, UTF-8): what the fingerprint covers."""
    doc = {
        "game": snapshot.game,
        "name": snapshot.name,
        "players": list(snapshot.players),
        "banker": snapshot.banker,
        "board_version": snapshot.board_version,
        "board_edits": snapshot.board_edits,
        "state": snapshot.state,
    }
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return text.encode("utf-8")


def fingerprint(snapshot: Snapshot) -> str:
    """8 Base32 characters of HMAC-SHA-256 over the canonical state, keyed by the table's secret."""
    mac = hmac.new(bytes.fromhex(snapshot.table_secret), canonical_state(snapshot), hashlib.sha256)
    return base64.b32encode(mac.digest()).decode("ascii")[:FINGERPRINT_LENGTH]


def snapshot_from_table(
    setup: TableSetup,
    log: Log,
    table_secret: str,
    board_version: str = "",
    board_edits: dict[str, Any] | None = None,
    *,
    source: str = "",
) -> Snapshot:
    """The snapshot of a table now: its setup, board, secret and the game state folded from `log`."""
    try:
        return Snapshot(
            game=setup.game,
            name=setup.name,
            players=setup.players,
            banker=setup.banker,
            board_version=board_version,
            board_edits=dict(board_edits or {}),
            table_secret=table_secret,
            state=state_of(setup.game, log),
            source=source,
        )
    except ValueError as e:  # pydantic's ValidationError is a ValueError
        raise RuleError("This table cannot be shared: {detail}", detail=str(e)) from None
