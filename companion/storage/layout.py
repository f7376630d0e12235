"""The on-disk format of one saved table, and the checks that find damage in it.

    sessions/<id>/session.json       TinyDB file, table "session": one document, the metadata
    sessions/<id>/log-000000.json    TinyDB file, table "events": events 1..256, doc id = seq
    sessions/<id>/log-000001.json    events 257..512, and so on; only the last may be partial

Format 1 (`SCHEMA_VERSION`). Whatever a later format changes, it keeps `session.json` with
the number in `["session"]["1"]["schema"]`, so this version can recognise it and refuse.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from .errors import N_, Said, UnsupportedVersion
from .files import AtomicJSONStorage

SCHEMA_VERSION = 1
SEGMENT_SIZE = 256
SESSION_FILE = "session.json"
META_TABLE = "session"
EVENTS_TABLE = "events"

_ID = re.compile(r"[0-9a-f]{16}")
_SEGMENT = re.compile(r"log-(\d{6,})\.json")


# Why a table's files are damaged (the reasons a set-aside note may name; each a message of the catalog)
GARBLED = N_("{file} is garbled")
MISSING = N_("{file} is missing")
UNEXPECTED = N_("{file} holds unexpected data")
CUT = N_("{file} is cut short or garbled")
COUNT = N_("{file} holds {n} events instead of {size}")
GAP = N_("{file} has a gap: event {seq} is missing")
WRONG = N_("{file} holds a wrong entry at event {seq}")
REASONS = frozenset({GARBLED, MISSING, UNEXPECTED, CUT, COUNT, GAP, WRONG})


class Corrupt(Exception):
    """Internal: a saved table's files are damaged; `reason` is a short player-readable phrase (a `Said`)."""

    def __init__(self, reason: str, name: str | None = None, **params: Any):
        self.reason = Said(reason, **params)
        super().__init__(str(self.reason))
        self.name = name


def is_session_id(name: str) -> bool:
    """True for a folder name that is a session id (16 lower-case hex digits)."""
    return _ID.fullmatch(name) is not None


def segment_name(index: int) -> str:
    """File name of the 0-based log segment `index`."""
    return f"log-{index:06d}.json"


def segment_count(count: int) -> int:
    """How many segment files hold `count` events."""
    return -(-count // SEGMENT_SIZE)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_meta(folder: Path, session_id: str) -> tuple[dict, dict]:
    """Read session.json: (raw file contents, metadata document).

    Raises UnsupportedVersion before anything else is looked at, Corrupt if damaged.
    """
    try:
        raw = AtomicJSONStorage(folder / SESSION_FILE).load()
    except ValueError:
        raise Corrupt(GARBLED, file=SESSION_FILE) from None
    if raw is None:
        raise Corrupt(MISSING, file=SESSION_FILE)
    table = raw.get(META_TABLE) if isinstance(raw, dict) else None
    doc = table.get("1") if isinstance(table, dict) else None
    if isinstance(doc, dict) and "schema" in doc:
        version = doc["schema"]
        if not (_is_int(version) and version == SCHEMA_VERSION):
            raise UnsupportedVersion(session_id, version, SCHEMA_VERSION)
    name = doc.get("name") if isinstance(doc, dict) and isinstance(doc.get("name"), str) else None
    if not (
        isinstance(doc, dict)
        and list(raw) == [META_TABLE]
        and list(table) == ["1"]
        and "schema" in doc
        and doc.get("id") == session_id
        and isinstance(doc.get("created"), str)
        and isinstance(doc.get("updated"), str)
    ):
        raise Corrupt(UNEXPECTED, name, file=SESSION_FILE)
    return raw, doc


def segment_indices(folder: Path) -> list[int]:
    """Indices of the log segments present, checked to be 0..n-1 with none missing."""
    found = sorted(
        int(m.group(1)) for m in map(_SEGMENT.fullmatch, os.listdir(folder)) if m is not None
    )
    for expected, index in enumerate(found):
        if index != expected:
            raise Corrupt(MISSING, file=segment_name(expected))
    return found


def read_segment(folder: Path, index: int, is_last: bool) -> tuple[dict, list[dict]]:
    """Read and check one log segment: (raw file contents, its events in order).

    A segment holds events index*256+1 onwards, keyed by seq, each with a matching integer
    "seq"; every segment but the last is full, and the last holds at least one event.
    """
    name = segment_name(index)
    try:
        raw = AtomicJSONStorage(folder / name).load()
    except ValueError:
        raise Corrupt(CUT, file=name) from None
    if raw is None:
        raise Corrupt(MISSING, file=name)
    table = raw.get(EVENTS_TABLE) if isinstance(raw, dict) else None
    if not isinstance(table, dict) or list(raw) != [EVENTS_TABLE]:
        raise Corrupt(UNEXPECTED, file=name)
    n = len(table)
    if not (1 <= n <= SEGMENT_SIZE) or (not is_last and n != SEGMENT_SIZE):
        raise Corrupt(COUNT, file=name, n=n, size=SEGMENT_SIZE)
    events = []
    first = index * SEGMENT_SIZE + 1
    for seq in range(first, first + n):
        event = table.get(str(seq))
        if event is None:
            raise Corrupt(GAP, file=name, seq=seq)
        if not isinstance(event, dict) or not _is_int(event.get("seq")) or event["seq"] != seq:
            raise Corrupt(WRONG, file=name, seq=seq)
        events.append(event)
    return raw, events


def segment_data(events: list[dict]) -> dict[str, dict[str, Any]]:
    """The TinyDB file contents for a segment holding `events` (doc id = seq)."""
    return {EVENTS_TABLE: {str(event["seq"]): event for event in events}}


def meta_data(meta: dict) -> dict[str, dict[str, Any]]:
    """The TinyDB file contents of session.json for `meta`."""
    return {META_TABLE: {"1": meta}}
