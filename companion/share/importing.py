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
from calculators.core.game import rules_for
from calculators.core.replay import check_import
from companion.i18n import N_, _
from companion.i18n.refusals import refusal
from calculators.core.snapshot import (
    TABLE_IMPORTED,
    Snapshot,
    fingerprint,
    snapshot_from_table,
)
from calculators.core.names import clean_name
from calculators.core.actors import HOST
from calculators.core.table import MAX_TABLE_NAME, MAX_TABLE_WIDTH, TABLE_RENAMED, TableSetup, rename_table, table_name
from calculators.core.words import QR_SOURCE
from companion.storage import SCHEMA_VERSION, StorageError, Store, UnsupportedVersion


from .errors import ShareError
from .files import parse_session_file
from .same_table import APART, NEWER, OLDER, SAME, Standing, standing

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


def import_snapshot(hub: Any, snapshot: Snapshot, name: str | None = None) -> str:
    """Save a shared table as a new table of `hub` (named `name`: a copy of a table saved here already, see
    `saved_copies`); returns its id. Its log starts with one "table.imported" event holding where it came from,
    the original's fingerprint and the game state."""
    data = checked_snapshot(snapshot)
    setup = snapshot.setup if name is None else TableSetup(game=snapshot.game, name=name, players=snapshot.players,
                                                           banker=snapshot.banker)
    return hub.create(setup, "host", kind=TABLE_IMPORTED, data=data, table_secret=snapshot.table_secret)


def saved_copies(store: Store, table_secret: str, game: str) -> list[Any]:
    """The saved tables (`SessionInfo`, newest first) that are this table: the one it was shared from, or an
    earlier import of it. A table keeps its secret wherever it is shared or imported, so the secret tells, and
    its game with it (a walk's files of two games sharing a secret: a Rollout file was called the same table as a
    saved Owner's Choice one, and "Open the saved table" would have opened the other game)."""
    infos, _problems = store.list_tables()
    return [info for info in infos if info.meta.get("table_secret") == table_secret and info.meta.get("game") == game]


def saved_standing(hub: Any, table_secret: str, game: str, name: str, events: list[dict] | None = None,
                   state: Any = None) -> tuple[Any, Standing] | None:
    """The saved table here that a table coming in (a file's checked `events`, or a share code's `state`) is, and
    how the two stand (`same_table.standing`); None when no saved table is this table. Of several copies here: one
    that holds all the one coming in holds, else one it is further on than, else the one named `name`."""
    found = []
    for info in saved_copies(hub.store, table_secret, game):
        try:
            here = hub.get(info.id).log.events
        except StorageError:
            continue  # a table that cannot be read is no table to compare with (Home says what is wrong with it)
        incoming = None if events is None else [Event.model_validate(e) for e in events]
        found.append((info, standing(game, here, incoming, state)))
    if not found:
        return None
    order = {SAME: 0, OLDER: 0, NEWER: 1, APART: 2}
    return min(found, key=lambda pair: (order[pair[1].how], pair[0].meta.get("name") != name))


def replace_with_file(hub: Any, sid: str, details: dict[str, Any], events: list[dict[str, Any]]) -> str:
    """Bring saved table `sid` up to date with a checked table file of it further on (`saved_standing` said NEWER);
    returns the id of the table up to date. A file that continues its events is appended to it; one that meets it
    only in its state (the one here was imported from a code) is saved first, and the one here deleted after."""
    here = [e.model_dump(mode="json") for e in hub.get(sid).log.events]
    if events[:len(here)] == here:
        hub.catch_up(sid, events)
        return sid
    new = save_session_file(hub.store, details, events)
    hub.delete(sid)
    return new


def copy_name(store: Store, name: str) -> str:
    """The name of a copy of table `name` that no saved table has: "Friday (copy)", "Friday (copy 2)" … (the
    table's own name shortened when the copy's would be too long)."""
    taken = {str(info.meta.get("name", "")).casefold() for info in store.list_tables()[0]}
    candidate = name
    for n in range(1, 1000):
        base = name
        candidate = (_("{name} (copy)") if n == 1 else _("{name} (copy {n})")).format(name=base, n=n)
        while base and not _fits(candidate):
            base = base[:-1].rstrip()
            candidate = (_("{name} (copy)") if n == 1 else _("{name} (copy {n})")).format(name=base, n=n)
        if candidate.casefold() not in taken:
            break
    return candidate


def _fits(name: str) -> bool:
    """`name` is a table name as it stands (clean, and short enough)."""
    try:
        return clean_name(name, who=Term("The table"), field="name", max_chars=MAX_TABLE_NAME,
                          max_width=MAX_TABLE_WIDTH, table=True) == name
    except RuleError:
        return False


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
    log, events = _as_played(setup, events)
    secret = meta.get("table_secret")
    details: dict[str, Any] = {
        "game": setup.game,
        "name": table_name(log) or setup.name,  # as last renamed; the setup keeps the name the table started with
        "setup": setup.model_dump(mode="json"),
        "table_secret": secret if isinstance(secret, str) else secrets.token_hex(16),
        "schema": SCHEMA_VERSION,
    }
    if events and events[0].get("kind") == TABLE_IMPORTED:
        details["imported"] = True  # its history starts from a share code's state (Home says so)
    created = meta.get("created")
    if isinstance(created, str) and _is_time(created):
        details["created"] = created
    return details, events


def _as_played(setup: TableSetup, events: list[dict[str, Any]]) -> tuple[Log, list[dict[str, Any]]]:
    """The file's log and events once replayed through the game's rules; read once more as an earlier release played
    them (`Game.as_played`: a rule it played as a house rule now names it) before the first refusal is the answer."""
    log = Log(events=tuple(Event.model_validate(e) for e in events))
    try:
        _replayed(log, setup, N_("This table file"))
        return log, events
    except ShareError as refused:
        found = rules_for(setup.game)
        earlier = found.as_played(events) if found is not None and found.as_played is not None else None
        if earlier is None:
            raise
        log = Log(events=tuple(Event.model_validate(e) for e in earlier))
        try:
            _replayed(log, setup, N_("This table file"))
        except ShareError:
            raise refused from None
        return log, earlier


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
    return save_session_file(store, details, events)


def save_session_file(store: Store, details: dict[str, Any], events: list[dict[str, Any]],
                      name: str | None = None) -> str:
    """Save a checked table file (`checked_session_file`) as a new table in `store`, named `name` (a copy of a
    table saved here already) or as in the file; returns its id."""
    if name is not None and any(e.get("kind") == TABLE_RENAMED for e in events):
        # Each rename names the name it replaced: the copy's name is one more rename, by this device.
        try:
            _log, renamed = rename_table(Log(events=tuple(Event.model_validate(e) for e in events)), HOST, name)
        except RuleError as e:
            raise ShareError(refusal(e), "invalid") from None
        details = {**details, "name": renamed.data["to"]}
        events = [*events, renamed.model_dump(mode="json")]
    elif name is not None:
        setup = TableSetup.model_validate({**details["setup"], "name": name})
        details = {**details, "name": setup.name, "setup": setup.model_dump(mode="json")}
        # The first event records the setup the table starts with: the copy's name too.
        events = [{**events[0], "data": {**events[0].get("data", {}), "name": setup.name}}, *events[1:]]
    try:
        return store.import_session(details, events)
    except UnsupportedVersion as e:
        newer = isinstance(e.version, int) and not isinstance(e.version, bool) and e.version > SCHEMA_VERSION
        kind = "newer_version" if newer else "invalid"
        raise ShareError(refusal(e), kind) from None
