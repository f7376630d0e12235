"""A whole saved table as one JSON file (history included) for backup or a bug report, and reading one back."""
from __future__ import annotations

import json
import re
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import Any

from babel.numbers import format_decimal
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from calculators import games
from calculators.core import snapshot as snapshots
from calculators.core.bids.state import unrevealed
from calculators.core.bids.withheld import never_seen, withheld
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.core.replay import MAX_EVENTS
from calculators.core.snapshot import (
    SECRET_PATTERN,
    TABLE_CREATED,
    TABLE_IMPORTED,
    imported_state,
)
from calculators.core.table import TableSetup

from companion.i18n import N_, _, current
from companion.i18n.refusals import refusal

from .errors import ShareError
from .file_words import action_field, key_twice, not_a_number, value_wrong

FILE_FORMAT = "table-companion-session"
FILE_VERSION = 1
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_NESTING = 64  # lists and objects inside one another; a table's data is a few levels deep
FILE_SUFFIX = ".table.json"

NOT_OURS = N_("This is not a Table Companion table file.")
SEALED_OPEN = N_("A sealed round holds entries nobody has seen yet, and the file would carry them: reveal the round "
                 "first, then export the table.")


class FileMeta(BaseModel):
    """The table's details in a file: only these fields, each bounded (anything else is refused)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    id: str | None = Field(None, max_length=64)
    schema_: Any = Field(None, alias="schema")  # the storage schema; checked when the table is saved
    game: Any = None  # checked against the setup, with its own message
    name: str | None = Field(None, max_length=200)
    setup: Any = None  # checked as a TableSetup, with its own message
    table_secret: Any = None  # 32 hex digits; checked with its own message
    created: str | None = Field(None, max_length=40)
    updated: str | None = Field(None, max_length=40)


class TableFile(BaseModel):
    """A table file: these five fields and no others."""

    model_config = ConfigDict(extra="forbid")

    format: str
    version: int
    exported: str | None = Field(None, max_length=40)
    meta: FileMeta
    events: list[Any] = Field(max_length=MAX_EVENTS)  # each checked as an Event, with its own message


META_KEYS = tuple(f.alias or name for name, f in FileMeta.model_fields.items())


def _file_meta(meta: Mapping[str, Any]) -> dict[str, Any]:
    """The details a file carries: the known fields only (seat and banker tokens never leave the host)."""
    return {k: meta[k] for k in META_KEYS if k in meta}


def may_export(stored: Any) -> str | None:
    """Why the table cannot be written to a file now (a sealed entry nobody has seen would leave in it), or None."""
    log = Log(events=[Event.model_validate(e) for e in stored.events])
    return SEALED_OPEN if unrevealed(log) else None


def _without_unseen(stored: Any) -> list[Any]:
    """The table's events as a file carries them: a sealed entry nobody saw (a cancelled round's, one changed or
    taken back before the reveal) with values anyone may see in its stead (`calculators.core.bids.withheld`)."""
    events = [Event.model_validate(e) for e in stored.events]
    hidden = set(never_seen(events))
    if not hidden:
        return list(stored.events)
    kept = withheld(events)
    return [kept[i].model_dump(mode="json") if e.get("seq") in hidden else e for i, e in enumerate(stored.events)]


def export_session(stored: Any) -> bytes:
    """A saved table (a `StoredSession`: meta and events) as one UTF-8 JSON file, seat tokens left out; refused
    while a sealed round holds entries not yet revealed."""
    why = may_export(stored)
    if why:
        raise ShareError(why)
    doc = {
        "format": FILE_FORMAT,
        "version": FILE_VERSION,
        "exported": datetime.now(timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z"),
        "meta": _file_meta(stored.meta),
        "events": _without_unseen(stored),
    }
    return json.dumps(doc, ensure_ascii=False, indent=1, allow_nan=False).encode("utf-8") + b"\n"


def suggested_file_name(meta: Mapping[str, Any]) -> str:
    """A file name for an exported table, e.g. `friday-night-rollout-2026-05-09.table.json` (the game in it: a walk's
    three "Friday" tables of three games downloaded under one name)."""
    name = meta.get("name") if isinstance(meta.get("name"), str) else "table"
    slug = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:40] or "table"
    game = meta.get("game") if isinstance(meta.get("game"), str) else ""
    game_slug = re.sub(r"[^a-z0-9]+", "-", game.casefold()).strip("-")[:20]
    day = datetime.now(timezone.utc).strftime("%Y-%m-%d")
    return "-".join(x for x in (slug, game_slug, day) if x) + FILE_SUFFIX


_OUR_START = re.compile(rb'\A(?:\xef\xbb\xbf)?\s*\{\s*"format"\s*:\s*"' + re.escape(FILE_FORMAT.encode()) + rb'"')


def _starts_like_ours(data: bytes) -> bool:
    """True when `data` opens as the files `export_session` writes do (their first field is the format)."""
    return _OUR_START.match(data[:200]) is not None


def _bad(message: str, kind: str = "invalid") -> ShareError:
    return ShareError(message, kind)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(key_twice(key))
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise ValueError(not_a_number(name))


def _shallow(doc: Any) -> bool:
    """True when no list or object in `doc` lies more than MAX_NESTING levels deep (checked without recursion)."""
    stack = [(doc, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (list, dict)):
            if depth >= MAX_NESTING:
                return False
            stack.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
    return True


def _event_error(i: int, e: ValidationError) -> ShareError:
    err = e.errors(include_url=False)[0]
    where = action_field(tuple(err.get("loc", ())))
    msg = value_wrong(err)
    return _bad(_("This table file is damaged: action {i} is not valid ({where}: {msg}).").format(i=i, where=where, msg=msg))


def size_refusal(size: int) -> str | None:
    """Why a table file of `size` bytes cannot be imported (empty, or over MAX_FILE_BYTES), or None."""
    if size == 0:
        return _("This file is empty: it holds no table to import.")
    if size > MAX_FILE_BYTES:
        return _("This file is {size} MiB; table files up to {most} MiB can be imported.").format(
            size=format_decimal(round(size / 2**20, 1), format="#,##0.0", locale=current()),  # "16,0" in German
            most=MAX_FILE_BYTES // 2**20)
    return None


def checked_size(size: int) -> None:
    """ShareError when a table file of `size` bytes cannot be imported (see `size_refusal`)."""
    why = size_refusal(size)
    if why:
        raise _bad(why, "not_ours" if size == 0 else "too_big")


def parse_session_file(data: bytes) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(meta, events) of a table file, each checked as carefully as a saved table; ShareError otherwise."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise _bad(_(NOT_OURS), "not_ours")
    checked_size(len(data))
    try:
        doc = json.loads(
            bytes(data).decode("utf-8-sig"), object_pairs_hook=_no_duplicates, parse_constant=_no_constant
        )
    except (UnicodeDecodeError, json.JSONDecodeError):
        if _starts_like_ours(bytes(data)):  # ours, but it ends early (a download cut off) or was changed
            raise _bad(_("This table file is damaged or cut off: it starts as a table file but does not read to its "
                         "end. Export it again on the device it came from.")) from None
        raise _bad(_(NOT_OURS) + " " + _("It is not readable JSON text."), "not_ours") from None
    except RecursionError:
        raise _bad(_(NOT_OURS) + " " + _("It is not readable JSON text."), "not_ours") from None
    except ValueError as e:  # from the hooks: a key given twice, NaN or Infinity
        raise _bad(_("This table file is damaged: {reason}.").format(reason=e)) from None
    if not _shallow(doc):
        raise _bad(_("This table file is damaged: its data is nested more than {n} levels deep.").format(n=MAX_NESTING))
    if not isinstance(doc, dict) or doc.get("format") != FILE_FORMAT:
        raise _bad(_(NOT_OURS), "not_ours")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _bad(_("This table file has no valid format version."))
    if version > FILE_VERSION:
        raise _bad(_("This table file was written by a newer Table Companion (file format {version}; this app reads "
                     "format {supported}). Update the app to import it.").format(version=version, supported=FILE_VERSION),
                   "newer_version")
    meta, raw_events = doc.get("meta"), doc.get("events")
    if not isinstance(meta, dict):
        raise _bad(_("This table file is damaged: it has no table details."))
    if not isinstance(raw_events, list) or not raw_events:
        raise _bad(_("This table file is damaged: it has no history."))
    _strict(doc)
    setup = _checked_setup(meta)
    events = _checked_events(raw_events, setup)
    secret = meta.get("table_secret")
    if secret is not None and (not isinstance(secret, str) or not SECRET_PATTERN.fullmatch(secret)):
        raise _bad(_("This table file is damaged: its table secret is not 32 hex digits."))
    return dict(meta), events


def _strict(doc: dict[str, Any]) -> None:
    """No field this app does not write, every size bounded (pydantic models that forbid extras)."""
    try:
        TableFile.model_validate(doc)
    except ValidationError as e:
        err = e.errors(include_url=False)[0]
        where = ".".join(str(p) for p in err.get("loc", ())) or "it"
        if err.get("type") == "extra_forbidden":
            shown = where if len(where) <= 60 and where.isprintable() else where[:60].encode("unicode_escape").decode()
            raise _bad(_("This table file holds a field this app does not write ({field}): refused.").format(field=shown)) from None
        if err.get("type") == "too_long" and where == "events":
            raise _bad(_("This table file holds more than {n} actions: refused.").format(
                n=format_decimal(MAX_EVENTS, locale=current())), "too_big") from None
        msg = value_wrong(err)
        raise _bad(_("This table file is damaged: {where} is not valid ({msg}).").format(where=where, msg=msg)) from None


def _checked_setup(meta: dict[str, Any]) -> TableSetup:
    raw = meta.get("setup")
    game = raw.get("game") if isinstance(raw, dict) else None
    if isinstance(game, str) and games.find(game) is None:
        shown = f" ({game})" if game.isprintable() and len(game) <= 40 else ""
        raise _bad(_("This table file is for a game this app does not know{shown}. Update the app.").format(shown=shown),
                   "unknown_game")
    try:
        setup = TableSetup.model_validate(raw)
    except ValidationError as e:
        # A name the rules refuse says which, in the reader's language; anything else (a part missing, a number
        # where a name belongs) is damage the file's own wording would not explain.
        cause = (e.errors(include_url=False)[0].get("ctx") or {}).get("error")
        if isinstance(cause, RuleError):
            raise _bad(_("This table file is damaged: its setup is not valid ({msg}).").format(
                msg=refusal(cause))) from None
        raise _bad(_("This table file is damaged: its setup is not valid (its game, table name, players or banker is "
                     "missing or garbled).")) from None
    if meta.get("game", setup.game) != setup.game:
        raise _bad(_("This table file is damaged: its game does not match its setup."))
    return setup


def _checked_events(raw_events: list[Any], setup: TableSetup) -> list[dict[str, Any]]:
    events = []
    for i, raw in enumerate(raw_events, start=1):
        if not isinstance(raw, dict):
            raise _bad(_("This table file is damaged: action {i} is not an action.").format(i=i))
        try:
            event = Event.model_validate(raw)
        except ValidationError as e:
            raise _event_error(i, e) from None
        if event.seq != i:
            raise _bad(_("This table file is damaged: action {i} is numbered {seq} (actions are numbered 1, 2, 3… with "
                         "none missing).").format(i=i, seq=event.seq))
        events.append(event)
    if events[0].kind not in (TABLE_CREATED, TABLE_IMPORTED):
        raise _bad(_("This table file is damaged: its history does not start with the table's creation."))
    if events[0].data.get("game", setup.game) != setup.game:
        raise _bad(_("This table file is damaged: its history is for another game."))
    try:
        log = Log(events=tuple(events))
    except ValidationError as e:
        msg = str(e.errors(include_url=False)[0].get("msg", "")).removeprefix("Value error, ")
        raise _bad(_("This table file is damaged: its undo and redo do not add up ({msg}).").format(msg=msg)) from None
    start = imported_state(log)
    if events[0].kind == TABLE_IMPORTED and "state" in events[0].data:
        codec = snapshots.state_codec(setup.game)
        try:
            if start is None:
                raise ValueError("not a map of values")
            codec.unpack(codec.pack(start))
        except (RuleError, ValueError, TypeError, KeyError, IndexError) as e:
            raise _bad(_("This table file is damaged: the state it was imported with is not valid ({reason}).").format(
                reason=e)) from None
    return [e.model_dump(mode="json") for e in events]
