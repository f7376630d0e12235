"""`Store`: every saved table and its append-only event log, one folder per table."""
from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from tinydb import TinyDB
from tinydb.table import Document

from .errors import N_, Said, SessionNotFound, SessionSetAside, StorageError, UnsupportedVersion
from . import set_aside
from .files import AtomicJSONStorage, fsync_dir, is_stale, is_temp_name
from .layout import (
    EVENTS_TABLE,
    META_TABLE,
    SCHEMA_VERSION,
    SEGMENT_SIZE,
    SESSION_FILE,
    Corrupt,
    is_session_id,
    meta_data,
    read_meta,
    read_segment,
    segment_count,
    segment_data,
    segment_indices,
    segment_name,
)

_RESERVED = ("id", "schema", "created")
_NEW, _GONE = ".new-", ".gone-"  # prefixes of folders being created / deleted


@dataclass(frozen=True)
class SessionInfo:
    """One row of the home list. `updated` is the later of the last metadata change and
    the last appended event (ISO UTC)."""

    id: str
    meta: dict
    event_count: int
    updated: str


@dataclass(frozen=True)
class StoredSession:
    """A saved table as loaded: its metadata and every event, in order."""

    id: str
    meta: dict
    events: list[dict]


@dataclass
class _Open:
    """What the Store keeps in memory for a table it has opened: the open segment's
    documents (inside `log`'s storage) and the metadata, so an append reads nothing."""

    folder: Path
    meta_db: TinyDB
    count: int
    log: TinyDB | None  # the open (last, not full) segment; None when the next append starts one


def _now() -> str:
    return _iso(datetime.now(timezone.utc))


def _iso(moment: datetime) -> str:
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _mtime_iso(path: Path) -> str:
    return _iso(datetime.fromtimestamp(path.stat().st_mtime, timezone.utc))


def _plain(value: Any, what: Said) -> dict:
    """A private deep copy of a JSON-compatible dict, or StorageError."""
    if not isinstance(value, Mapping):
        raise StorageError(N_("{what} cannot be saved: it is not a mapping of fields."), what=what)
    try:
        return json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError) as e:
        raise StorageError(N_("{what} cannot be saved: it holds a value that is not plain data ({error})."),
                           what=what, error=str(e)) from None


def _failed(what: Said, error: OSError) -> StorageError:
    return StorageError(N_("{what} could not be saved: {error}."), what=what, error=str(error.strerror or error))


class Store:
    """Saved tables under `root/sessions/`, safe to share between threads.

    Every method that changes something has it on disk (fsynced) before it returns. One
    process per data folder: the Store caches what it has read and cleans up leftovers.
    """

    def __init__(self, root: Path | str):
        self.root = Path(root).expanduser().resolve()
        self.sessions_dir = self.root / "sessions"
        self._lock = threading.RLock()  # TinyDB has no locks; every access goes through this
        self._open: dict[str, _Open] = {}
        self.sessions_dir.mkdir(parents=True, exist_ok=True)
        for entry in os.scandir(self.sessions_dir):  # leftovers of a create or delete cut short
            if not is_stale(entry):  # perhaps another process's write under way (see LEFTOVER_AGE_S)
                continue
            if entry.name.startswith((_NEW, _GONE)) and entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path, ignore_errors=True)
            elif is_temp_name(entry.name):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)

    # -- creating ----------------------------------------------------------------------

    def create(self, meta: dict, first_events: Iterable[dict] = ()) -> str:
        """Save a new table with `meta` (plus id, schema, created, updated) and its first events."""
        return self._write_new(meta, first_events, created=None)

    def import_session(self, meta: dict, events: list[dict]) -> str:
        """Save a copy of a table received from elsewhere under a new id; never overwrites.

        Its `created` is kept; `id`, `schema` and `updated` are replaced."""
        if not isinstance(meta, Mapping):
            return self._write_new(meta, events, None)  # refused there, with the usual message
        version = meta.get("schema", SCHEMA_VERSION)
        if version != SCHEMA_VERSION or isinstance(version, bool):
            raise UnsupportedVersion(None, version, SCHEMA_VERSION)
        created = meta.get("created")
        return self._write_new(meta, events, created if isinstance(created, str) else None)

    def _write_new(self, meta: Any, events: Iterable[dict], created: str | None) -> str:
        doc = _plain(meta, Said(N_("The table's details")))
        log = [self._checked(event, seq) for seq, event in enumerate(events, start=1)]
        with self._lock:
            session_id = secrets.token_hex(8)
            while (self.sessions_dir / session_id).exists():
                session_id = secrets.token_hex(8)
            now = _now()
            doc.update(id=session_id, schema=SCHEMA_VERSION, created=created or now, updated=now)
            # Built aside, then renamed into place: a kill leaves the whole table or none.
            building = self.sessions_dir / f"{_NEW}{session_id}"
            try:
                building.mkdir()
                AtomicJSONStorage(building / SESSION_FILE).write(meta_data(doc))
                for index in range(segment_count(len(log))):
                    chunk = log[index * SEGMENT_SIZE : (index + 1) * SEGMENT_SIZE]
                    AtomicJSONStorage(building / segment_name(index)).write(segment_data(chunk))
                os.rename(building, self.sessions_dir / session_id)
                fsync_dir(self.sessions_dir)
            except OSError as e:
                shutil.rmtree(building, ignore_errors=True)
                raise _failed(Said(N_("The table")), e) from e
            return session_id

    # -- reading -----------------------------------------------------------------------

    def list_sessions(self) -> tuple[list[SessionInfo], list[str]]:
        """(usable tables, newest first; messages about tables set aside or refused), in English."""
        infos, problems = self.list_tables()
        return infos, [p.message for p in problems]

    def list_tables(self) -> tuple[list[SessionInfo], list[StorageError]]:
        """(usable tables, newest first; what is wrong: tables refused, then each table set aside as damaged and
        not yet dismissed, whenever and wherever it was found damaged).

        Reads only each table's session.json and last log segment."""
        infos: list[SessionInfo] = []
        problems: list[StorageError] = []
        with self._lock:
            for entry in sorted(os.scandir(self.sessions_dir), key=lambda e: e.name):
                if not is_session_id(entry.name) or not entry.is_dir(follow_symlinks=False):
                    continue
                try:
                    opened = self._get(entry.name)
                    meta = self._meta(opened)
                    updated = meta["updated"]
                    if opened.count:
                        last = opened.folder / segment_name(segment_count(opened.count) - 1)
                        updated = max(updated, _mtime_iso(last))
                except (SessionNotFound, SessionSetAside):  # a table set aside is told of by its note below
                    continue
                except StorageError as e:
                    problems.append(e)
                    continue
                except OSError as e:
                    problems.append(StorageError(N_("The saved table {id} could not be read: {error}."),
                                                 id=entry.name, error=str(e)))
                    continue
                infos.append(SessionInfo(entry.name, meta, opened.count, updated))
            problems += set_aside.notices(self.sessions_dir)
        infos.sort(key=lambda info: (info.updated, info.id), reverse=True)
        return infos, problems

    def dismiss_set_aside(self, folder_name: str) -> None:
        """The banker has read that a table was set aside: stop telling of it (its files stay)."""
        with self._lock:
            try:
                set_aside.dismiss(self.sessions_dir, folder_name)
            except OSError as e:
                raise _failed(Said(N_("The notice")), e) from e

    def load(self, session_id: str) -> StoredSession:
        """Every event of a table, each segment read and checked."""
        with self._lock:
            folder = self._folder(session_id)
            self._open.pop(session_id, None)
            events: list[dict] = []
            name = None
            try:
                raw_meta, meta = read_meta(folder, session_id)
                name = meta.get("name") if isinstance(meta.get("name"), str) else None
                indices = segment_indices(folder)
                raw_last = None
                for index in indices:
                    raw_last, segment = read_segment(folder, index, is_last=index == indices[-1])
                    events.extend(segment)
            except Corrupt as c:
                raise self._set_aside(session_id, folder, c.reason, c.name or name) from None
            except OSError as e:
                raise StorageError(N_("The saved table {id} could not be read: {error}."), id=session_id, error=str(e)) from e
            self._remember(session_id, folder, raw_meta, len(events), raw_last)
            # The last segment's documents now live in the cache: hand out copies.
            tail = (len(events) - 1) // SEGMENT_SIZE * SEGMENT_SIZE if events else 0
            events[tail:] = json.loads(json.dumps(events[tail:]))
            return StoredSession(session_id, self._meta(self._open[session_id]), events)

    def meta(self, session_id: str) -> dict:
        """A table's metadata, without reading its events (the table opened as `append` opens it)."""
        with self._lock:
            return self._meta(self._get(session_id))

    # -- changing ----------------------------------------------------------------------

    def append(self, session_id: str, event: dict) -> int:
        """Add one event (its "seq" must be the current count + 1); returns the new count.

        Rewrites only the open log segment, and has it on disk before returning."""
        with self._lock:
            opened = self._get(session_id)
            stored = self._checked(event, opened.count + 1)
            log = opened.log
            if log is None:
                path = opened.folder / segment_name(opened.count // SEGMENT_SIZE)
                log = TinyDB(path, storage=AtomicJSONStorage)
                log.storage.prime(None)  # a new segment: the file does not exist yet
            try:
                log.table(EVENTS_TABLE, cache_size=0).insert(Document(stored, doc_id=stored["seq"]))
            except OSError as e:
                self._open.pop(session_id, None)  # disk state unsure: re-read next time
                raise _failed(Said(N_("The action")), e) from e
            opened.count += 1
            opened.log = log if opened.count % SEGMENT_SIZE else None
            return opened.count

    def update_meta(self, session_id: str, changes: dict, *, touch: bool = True) -> dict:
        """Change some metadata fields (not id, schema or created); returns the new metadata. `touch`: the change
        counts as the table's last use on Home ("last played"); a phone's role or link kept with the table does not
        (a walk's table moved to the top of Home, "today 08:43", when a banker link took the role)."""
        fields = _plain(changes, Said(N_("The table's details")))
        with self._lock:
            opened = self._get(session_id)
            current = self._meta(opened)
            for key in _RESERVED:
                if key in fields and fields[key] != current[key]:
                    raise StorageError(N_("The table's {key} is kept by the app and cannot be changed."), key=repr(key))
            fields["updated"] = _now() if touch else current["updated"]
            try:
                opened.meta_db.table(META_TABLE, cache_size=0).update(fields, doc_ids=[1])
            except OSError as e:
                self._open.pop(session_id, None)
                raise _failed(Said(N_("The table's details")), e) from e
            return self._meta(opened)

    def delete(self, session_id: str) -> None:
        """Remove a table and all its files."""
        with self._lock:
            folder = self._folder(session_id)
            self._open.pop(session_id, None)
            gone = self.sessions_dir / f"{_GONE}{session_id}-{secrets.token_hex(4)}"
            try:
                os.rename(folder, gone)  # atomic: a kill leaves the table or a leftover, no half
                fsync_dir(self.sessions_dir)
            except OSError as e:
                raise StorageError(N_("The table could not be deleted: {error}."), id=session_id, error=str(e.strerror or e)) from e
            shutil.rmtree(gone, ignore_errors=True)

    # -- internals ---------------------------------------------------------------------

    def _folder(self, session_id: str) -> Path:
        folder = self.sessions_dir / session_id if isinstance(session_id, str) else None
        if folder is None or not is_session_id(session_id) or not folder.is_dir():
            gone = set_aside.notices(self.sessions_dir, session_id, dismissed=True) if folder is not None and \
                is_session_id(session_id) else []
            raise SessionNotFound(str(session_id), gone[-1] if gone else None)
        return folder

    def _get(self, session_id: str) -> _Open:
        """The cached table, or open it reading only session.json and the last segment."""
        opened = self._open.get(session_id)
        if opened is not None:
            return opened
        folder = self._folder(session_id)
        name = None
        try:
            raw_meta, meta = read_meta(folder, session_id)
            name = meta.get("name") if isinstance(meta.get("name"), str) else None
            indices = segment_indices(folder)
            raw_last, count = None, 0
            if indices:
                raw_last, segment = read_segment(folder, indices[-1], is_last=True)
                count = indices[-1] * SEGMENT_SIZE + len(segment)
        except Corrupt as c:
            raise self._set_aside(session_id, folder, c.reason, c.name or name) from None
        except OSError as e:
            raise StorageError(N_("The saved table {id} could not be read: {error}."), id=session_id, error=str(e)) from e
        return self._remember(session_id, folder, raw_meta, count, raw_last)

    def _remember(
        self, session_id: str, folder: Path, raw_meta: dict, count: int, raw_last: dict | None
    ) -> _Open:
        for entry in os.scandir(folder):  # temp files of a write cut short: never data
            if is_temp_name(entry.name) and is_stale(entry):  # a younger one may be a write under way
                with contextlib.suppress(OSError):  # gone meanwhile
                    os.unlink(entry.path)
        meta_db = TinyDB(folder / SESSION_FILE, storage=AtomicJSONStorage)
        meta_db.storage.prime(raw_meta)
        log = None
        if count % SEGMENT_SIZE:
            log = TinyDB(folder / segment_name(count // SEGMENT_SIZE), storage=AtomicJSONStorage)
            log.storage.prime(raw_last)
        opened = self._open[session_id] = _Open(folder, meta_db, count, log)
        return opened

    def _meta(self, opened: _Open) -> dict:
        doc = opened.meta_db.table(META_TABLE, cache_size=0).get(doc_id=1)
        return json.loads(json.dumps(doc))

    def _set_aside(
        self, session_id: str, folder: Path, reason: Said, name: str | None
    ) -> StorageError:
        """Rename a damaged table's folder to `<id>.corrupt-<UTC time>` (never over another)."""
        self._open.pop(session_id, None)
        stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
        target = self.sessions_dir / f"{session_id}.corrupt-{stamp}"
        n = 1
        while target.exists():
            n += 1
            target = self.sessions_dir / f"{session_id}.corrupt-{stamp}-{n}"
        try:
            os.rename(folder, target)
            fsync_dir(self.sessions_dir)
        except OSError as e:
            return StorageError(N_("The saved table {id} is damaged ({reason}) and could not be set aside: {error}."),
                                id=session_id, reason=reason, error=str(e))
        set_aside.write_note(target, session_id, reason, name)
        return SessionSetAside(session_id, target, reason, name)

    @staticmethod
    def _checked(event: Any, seq: int) -> dict:
        stored = _plain(event, Said(N_("The action")))
        got = stored.get("seq")
        if not isinstance(got, int) or isinstance(got, bool) or got != seq:
            raise StorageError(
                f"The action numbered {got!r} cannot be saved: the table expects action {seq} next "
                "(it was already saved, or one before it is missing)."
            )
        return stored
