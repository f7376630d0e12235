"""The share code: a table's snapshot as short text that fits a QR code and survives copy and paste.

Format, version 1 (every character in the QR code alphanumeric set, so the QR code uses
its dense alphanumeric mode):

    TC1:<Base45 of  flags · body · checksum>

- "TC" names the format, "1" its version, ":" ends the prefix. A code from a newer
  version is refused by the prefix alone ("update the app"), before anything else is read.
- flags, one byte: bit 0 = the body is raw-deflate compressed (set only when that makes
  it shorter); the other bits must be 0.
- body: the CBOR encoding (RFC 8949, deterministic; see `cbor`) of the list
  [game, name, players, banker, board_version, board_edits, secret, state(, source)] with
    game           index in WIRE_GAMES, the registry's order (append-only; an unknown index or
                   name is an unknown game)
    players        list of names; banker is the index of the banker's seat, or their name
                   when the banker does not play
    secret         the table secret's 16 raw bytes
    state          the game's positional values (`calculators.core.snapshot` codec `pack`)
    source         only when not empty
- checksum: CRC-32 (big-endian, 4 bytes) of the ASCII prefix and every byte before it.
- A code never starts or ends with a space: it starts with the prefix, and Base45 writes
  each group least significant digit first, so the last character is the most significant
  digit of the final group: at most "W" (65535 // 2025 = 32) for two bytes, at most "5"
  (255 // 45) for one — never the space (36). No padding is needed.

Decoding is written for hostile input: the text, the decompressed body (at most MAX_BODY
bytes, inflated with a max_length so a zip bomb never expands) and every field are
bounded, and every failure is a ShareError with a `kind` (see `errors.KINDS`).
"""
from __future__ import annotations

import re
import zlib
from typing import Any

from pydantic import ValidationError

from calculators import games
from calculators.core.model import RuleError
from calculators.core import snapshot as snapshots
from calculators.core.snapshot import Snapshot

from . import cbor
from .base45 import ALPHABET, b45decode, b45encode
from companion.i18n import N_, _

from .errors import ShareError

FORMAT = "TC"
VERSION = 1
PREFIX = f"{FORMAT}{VERSION}:"
# Wire ids of the games: the registry's order, append only, never reorder (an old code names its
# game by index; tests pin the first four).
WIRE_GAMES: tuple[str, ...] = games.IDS

COMPRESSED = 0x01
MAX_TEXT = 8192  # characters; a version-40 QR code holds 4,296 alphanumeric ones
MAX_BODY = 64 * 1024  # bytes a body may inflate to
_CHECKSUM = 4
_PREFIX_RE = re.compile(r"([A-Z]{2})(\d{1,4}):")
_FIELDS = 8  # body fields before the optional source

MESSAGES = {
    "not_ours": N_("This is not a Table Companion code."),
    "truncated": N_("This code is cut off: part of it is missing. Scan it again, or copy all of it."),
    "checksum": N_("This code is damaged (its checksum does not match). Scan it again, or copy it again."),
    # The checksum fails and the bytes end where a value is still open: either the end is missing or the
    # last characters changed (both look the same), so the message names both and starts like "checksum".
    "damaged_or_cut": N_("This code is damaged or cut off (its checksum does not match). Scan it again, or "
                         "copy all of it again."),
    "too_big": N_("This code is far larger than any table: refused."),
}


def _refuse(kind: str, message: str | None = None) -> ShareError:
    # Worded in the language of the phone that is importing (this runs in its event handler); a message
    # made with values stays English.
    return ShareError(_(message or MESSAGES[kind]), kind)


def _wire_body(snapshot: Snapshot) -> list[Any]:
    players = list(snapshot.players)
    banker: int | str = players.index(snapshot.banker) if snapshot.banker in players else snapshot.banker
    game: int | str = WIRE_GAMES.index(snapshot.game) if snapshot.game in WIRE_GAMES else snapshot.game
    body = [
        game,
        snapshot.name,
        players,
        banker,
        snapshot.board_version,
        snapshot.board_edits,
        bytes.fromhex(snapshot.table_secret),
        snapshots.state_codec(snapshot.game).pack(snapshot.state),
    ]
    if snapshot.source:
        body.append(snapshot.source)
    return body


def _deflate(raw: bytes) -> bytes:
    c = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    return c.compress(raw) + c.flush()


def _frame(flags: int, body: bytes) -> bytes:
    """flags · body · CRC-32."""
    content = bytes([flags]) + body
    return content + _crc(content).to_bytes(_CHECKSUM, "big")


def _crc(content: bytes) -> int:
    return zlib.crc32(PREFIX.encode("ascii") + content)


def encode_body(body: list[Any]) -> str:
    """The share code of a wire body (the list described above): compressed only when shorter."""
    raw = cbor.dumps(body)
    packed = _deflate(raw)
    flags, data = (COMPRESSED, packed) if len(packed) < len(raw) else (0, raw)
    return PREFIX + b45encode(_frame(flags, data))


def encode(snapshot: Snapshot) -> str:
    """The share code of `snapshot`: text in the QR alphanumeric set, never starting or ending with a space."""
    return encode_body(_wire_body(snapshot))


def payload_size(text: str) -> int:
    """How many bytes a share code carries (flags, body and checksum; not the prefix)."""
    return len(b45decode(text[len(PREFIX):]))


def _normalized(text: Any) -> str:
    if not isinstance(text, str):
        raise _refuse("not_ours")
    if len(text) > 2 * MAX_TEXT:
        raise _refuse("too_big")
    # Pasted text may carry surrounding whitespace or line breaks added by wrapping; Base45
    # has neither line breaks nor lowercase letters, so dropping and upper-casing them is safe.
    text = text.strip(" \t\r\n\ufeff").replace("\r", "").replace("\n", "")
    text = "".join(chr(ord(c) - 32) if "a" <= c <= "z" else c for c in text)
    if len(text) > MAX_TEXT:
        raise _refuse("too_big")
    return text


def _version(text: str) -> str:
    """The Base45 part after a version-1 prefix; ShareError for any other prefix."""
    m = _PREFIX_RE.match(text)
    if m is None or m.group(1) != FORMAT:
        if text and (PREFIX.startswith(text) or re.fullmatch(r"TC\d{1,4}", text)):
            raise _refuse("truncated")
        raise _refuse("not_ours")
    version = int(m.group(2))
    if version > VERSION:
        # In the importing phone's language (a walk read it in English on a German phone).
        raise ShareError(_("This code was made by a newer Table Companion (code format {version}; this app reads "
                           "format {ours}). Update the app to import it.").format(version=version, ours=VERSION),
                         "newer_version")
    if version < 1 or m.group(2) != str(version):
        raise _refuse("not_ours")
    return text[m.end():]


def _only_last_pair_bad(text: str) -> bool:
    """True when a code decodes but for a final pair that overflows: a 3-character group cut short."""
    rest = _version(_normalized(text))
    if len(rest) % 3 != 2 or not all(c in ALPHABET for c in rest[-2:]):
        return False
    try:
        b45decode(rest[:-2])
    except ValueError:
        return False
    return True


def _looks_cut_off(payload: bytes) -> bool:
    """True when the checksum fails because bytes are missing, not because bytes changed."""
    flags = payload[0]
    if flags & ~COMPRESSED:
        return False
    rest = payload[1:]
    if flags & COMPRESSED:
        d = zlib.decompressobj(-15)
        try:
            d.decompress(rest, MAX_BODY)
        except zlib.error:
            return False
        if not d.eof:
            return not d.unconsumed_tail  # every byte read and the stream still open
        after = len(d.unused_data)
    else:
        try:
            _, end = cbor.load_prefix(rest)
        except cbor.ShortInput:
            return True
        except cbor.Malformed:
            return False
        after = len(rest) - end
    return after < _CHECKSUM


def _inflate(data: bytes) -> bytes:
    d = zlib.decompressobj(-15)
    try:
        out = d.decompress(data, MAX_BODY)
    except zlib.error:
        raise _refuse("invalid", N_("This code is damaged: its contents cannot be unpacked.")) from None
    if d.unconsumed_tail or (not d.eof and len(out) >= MAX_BODY):
        raise _refuse(
            "too_big", f"This code unpacks to more than {MAX_BODY // 1024} KiB, far more than any table: refused."
        )
    if not d.eof or d.unused_data:
        raise _refuse("invalid", N_("This code is damaged: its contents do not unpack cleanly."))
    return out


def _payload(text: str) -> bytes:
    """flags · body of a code, its checksum checked."""
    try:
        payload = b45decode(_version(_normalized(text)))
    except ValueError as e:
        if isinstance(e, ShareError):
            raise
        if "single character" in str(e):
            raise _refuse("truncated") from None
        if _only_last_pair_bad(text):  # a 3-character group cut short, or a changed final pair: same bytes
            raise _refuse("truncated", MESSAGES["damaged_or_cut"]) from None
        if all(c in ALPHABET for c in _version(_normalized(text))):
            # Every character is one a code has, yet a group is worth more than its bytes hold: a character was
            # changed (misread, mistyped), which is what a failing checksum says too.
            raise _refuse("checksum") from None
        raise _refuse("invalid", N_("This code holds characters or values no Table Companion code has.")) from None
    if len(payload) < 1 + _CHECKSUM + 1:
        raise _refuse("truncated")
    content, check = payload[:-_CHECKSUM], payload[-_CHECKSUM:]
    if _crc(content) != int.from_bytes(check, "big"):
        if _looks_cut_off(payload):
            raise _refuse("truncated", MESSAGES["damaged_or_cut"])
        raise _refuse("checksum")
    flags = content[0]
    if flags & ~COMPRESSED:
        raise _refuse("invalid", N_("This code uses features this app does not know: update the app."))
    body = content[1:]
    return _inflate(body) if flags & COMPRESSED else body


def _field(ok: bool, what: str) -> None:
    if not ok:
        raise _refuse("invalid", f"This code is damaged: {what}.")


def decode_body(text: str) -> list[Any]:
    """The wire body of a share code, checked down to the CBOR; ShareError otherwise."""
    raw = _payload(text)
    try:
        body = cbor.loads(raw)
    except cbor.Malformed:
        raise _refuse("invalid", N_("This code is damaged: its contents are not readable.")) from None
    _field(isinstance(body, list) and len(body) in (_FIELDS, _FIELDS + 1), "it does not list a table")
    return body


def decode(text: str) -> Snapshot:
    """The snapshot in a share code; ShareError (with `.kind`) for anything that is not a whole, valid code."""
    body = decode_body(text)
    game, name, players, banker, board_version, board_edits, secret, state = body[:_FIELDS]
    source = body[_FIELDS] if len(body) > _FIELDS else ""
    if isinstance(game, int) and not isinstance(game, bool) and 0 <= game < len(WIRE_GAMES):
        game = WIRE_GAMES[game]
    if not isinstance(game, str) or games.find(game) is None:
        shown = f" ({game})" if isinstance(game, str) and game.isprintable() and len(game) <= 40 else ""
        raise _refuse(
            "unknown_game",
            f"This code is for a game this app does not know{shown}. Update the app to import it.",
        )
    _field(isinstance(name, str), "the table has no name")
    _field(isinstance(players, list) and all(isinstance(p, str) for p in players), "the players are not names")
    if isinstance(banker, int) and not isinstance(banker, bool):
        _field(0 <= banker < len(players), "the banker's seat does not exist")
        banker = players[banker]
    _field(isinstance(banker, str), "the banker has no name")
    _field(isinstance(board_version, str), "the board version is not text")
    _field(isinstance(board_edits, dict), "the board edits are not a list of values")
    _field(isinstance(secret, bytes) and len(secret) == 16, "the table secret is missing")
    _field(isinstance(source, str), "the source is not text")
    codec = snapshots.state_codec(game)
    try:
        game_state = codec.unpack(state)
        return Snapshot(
            game=game,
            name=name,
            players=tuple(players),
            banker=banker,
            board_version=board_version,
            board_edits=board_edits,
            table_secret=secret.hex(),
            state=game_state,
            source=source,
        )
    except ValidationError as e:
        raise _refuse("invalid", f"This code holds a table this app cannot use: {_reason(e)}.") from None
    except (RuleError, ValueError, TypeError, KeyError, IndexError, OverflowError) as e:
        raise _refuse(
            "invalid", f"This code holds a {games.get(game).title} state this app cannot use: {e}."
        ) from None


def _reason(e: ValidationError) -> str:
    err = e.errors(include_url=False)[0]
    msg = str(err.get("msg", "not valid"))
    return msg.removeprefix("Value error, ")
