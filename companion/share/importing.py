"""Snapshots of live tables, and shared tables saved as new tables (never over an existing one).

Every way in (a share code, a picture of one, a table file, `companion import`) is replayed
through the game's rules first (`calculators.core.replay.check_import`): the first event the rules
refuse refuses the whole table, and nothing is written. The saved table's details are rebuilt
from its checked setup, never copied from the file.
"""
from __future__ import annotations

import secrets
from datetime import datetime
from typing import Any

from calculators.core.boards import board_edits as edited_values
from calculators.core.boards import has_board, load_board, starting_board
from calculators.core.log import Event, Log, record
from calculators.core.model import RuleError, Term
from calculators.core.replay import check_import
from companion.i18n import N_, _
from companion.i18n.refusals import refusal
from calculators.core.snapshot import (
    TABLE_IMPORTED,
    Snapshot,
    fingerprint,
    snapshot_from_table,
)
from calculators.core.table import TableSetup
from calculators.core.words import QR_SOURCE
from companion.storage import SCHEMA_VERSION, Store, UnsupportedVersion


from .errors import ShareError
from .files import parse_session_file

DEFAULT_SOURCE = QR_SOURCE  # worded in the phone's language by calculators.core.words

def snapshot_of(hub: Any, sid: str, source: str = "") -> Snapshot:
    """The snapshot of the live table `sid` of a TableHub now (RuleError if it cannot be shared)."""
    table = hub.get(sid)
    # The board-table version the table started with, and every value edited for the session.
    board = starting_board(table.log)
    first = table.log.events[0].data if table.log.events else {}
    # A game with no board file yet carries whatever version and edits it was given.
    board_version = board.version if board else first.get("board_version", "")
    board_edits = edited_values(table.log) if board else first.get("board_edits", {})
    return snapshot_from_table(
        table.setup,
        table.log,
        hub.secret(sid),
        board_version if isinstance(board_version, str) else "",
        board_edits if isinstance(board_edits, dict) else {},
        source=source,
    )


# table id -> (the table as the hub held it, its secret, its fingerprint): every render of a table's screens shows
# the fingerprint, and working it out (the state checked through the share codec, canonical JSON, an HMAC) took 2-3
# ms per render on every phone; the hub holds a new TableSnapshot for each change, so the same one means the same code.
_FINGERPRINTS: dict[str, tuple[Any, str, str]] = {}
KEPT_FINGERPRINTS = 64


def table_fingerprint(hub: Any, sid: str) -> str:
    """The 8-character fingerprint of the live table `sid`, to show on its screens."""
    table, secret = hub.get(sid), hub.secret(sid)
    kept = _FINGERPRINTS.get(sid)
    if kept is not None and kept[0] is table and kept[1] == secret:
        return kept[2]
    code = fingerprint(snapshot_of(hub, sid))
    _FINGERPRINTS.pop(sid, None)
    _FINGERPRINTS[sid] = (table, secret, code)
    while len(_FINGERPRINTS) > KEPT_FINGERPRINTS:  # the tables shown longest ago go first (a dict keeps its order)
        _FINGERPRINTS.pop(next(iter(_FINGERPRINTS)))
    return code


def _replayed(log: Log, setup: TableSetup, what: str) -> None:
    """ShareError naming the first event the rules refuse (`what`: "This code", "This table file")."""
    try:
        check_import(log, setup)
    except RuleError as e:
        # The rules' own refusal (which event, and why) is the reason, shown in the phone's language too.
        raise ShareError(N_("{what} holds a table the rules refuse: {reason}"), "invalid", what=Term(what),
                         reason=e) from None


def checked_snapshot(snapshot: Snapshot) -> dict[str, Any]:
    """The first event's data a shared table is saved with, once replayed through its game's rules;
    ShareError if its board or state is refused (nothing is saved then)."""
    data: dict[str, Any] = {
        "source": snapshot.source or DEFAULT_SOURCE,
        "fingerprint": fingerprint(snapshot),
        "state": snapshot.state,
    }
    if has_board(snapshot.game):
        ours = load_board(snapshot.game)
        if snapshot.board_version != ours.version:
            raise ShareError(_("This table uses the board tables of version {theirs}; this Companion has {ours}. "
                               "Update the app on the older device and try again.").format(
                                   theirs=snapshot.board_version or "–", ours=ours.version), "newer_version")
        unknown = sorted(set(snapshot.board_edits) - set(ours.values))
        if unknown:
            raise ShareError(_("This table edits board values this Companion does not know ({values}).").format(
                values=", ".join(unknown)), "invalid")
        data["board"] = ours.model_dump(mode="json")
    elif snapshot.board_version:
        data["board_version"] = snapshot.board_version
    if snapshot.board_edits:
        data["board_edits"] = snapshot.board_edits
    setup = snapshot.setup
    log, _event = record(Log(), TABLE_IMPORTED, "host", {**setup.model_dump(mode="json"), **data}, undoable=False)
    _replayed(log, setup, N_("This code"))
    return data


def import_snapshot(hub: Any, snapshot: Snapshot) -> str:
    """Save a shared table as a new table of `hub`; returns its id. Its log starts with one
    "table.imported" event holding where it came from, the original's fingerprint and the game state."""
    data = checked_snapshot(snapshot)
    return hub.create(snapshot.setup, "host", kind=TABLE_IMPORTED, data=data, table_secret=snapshot.table_secret)


def checked_session_file(data: bytes) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(details, events) to save for a table file, its history replayed through the game's rules;
    ShareError at the first thing refused. The details are rebuilt from the checked setup."""
    meta, events = parse_session_file(data)
    version = meta.get("schema", SCHEMA_VERSION)
    if version != SCHEMA_VERSION or isinstance(version, bool):
        e = UnsupportedVersion(None, version, SCHEMA_VERSION)
        newer = isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION
        raise ShareError(refusal(e), "newer_version" if newer else "invalid")
    setup = TableSetup.model_validate(meta["setup"])
    _replayed(Log(events=tuple(Event.model_validate(e) for e in events)), setup, N_("This table file"))
    secret = meta.get("table_secret")
    details: dict[str, Any] = {
        "game": setup.game,
        "name": setup.name,
        "setup": setup.model_dump(mode="json"),
        "table_secret": secret if isinstance(secret, str) else secrets.token_hex(16),
        "schema": SCHEMA_VERSION,
    }
    created = meta.get("created")
    if isinstance(created, str) and _is_time(created):
        details["created"] = created
    return details, events


def _is_time(text: str) -> bool:
    try:
        datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return False
    return True


def import_session_file(store: Store, data: bytes) -> str:
    """Save a table file (from `export_session`) as a new table in `store`; returns its id.

    ShareError if the file is refused (nothing is saved then); a StorageError from the
    store (e.g. a full disk) passes through with its own message."""
    details, events = checked_session_file(data)
    try:
        return store.import_session(details, events)
    except UnsupportedVersion as e:
        newer = isinstance(e.version, int) and not isinstance(e.version, bool) and e.version > SCHEMA_VERSION
        kind = "newer_version" if newer else "invalid"
        raise ShareError(refusal(e), kind) from None
