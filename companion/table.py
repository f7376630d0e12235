"""Live tables: one in-memory log per open table, every change written to disk before anyone sees it."""
from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass
from typing import Callable

from calculators.core.boards import has_board, load_board
from calculators.core.log import Event, Log, record
from calculators.core.table import TableSetup
from companion.storage import Store

Action = Callable[[Log], tuple[Log, Event]]


@dataclass(frozen=True)
class TableSnapshot:
    """What a screen needs to draw a table: its id, setup and log at one instant."""

    id: str
    setup: TableSetup
    log: Log


class TableHub:
    """Every table this server holds open; one lock orders all changes, so no update is lost or doubled."""

    def __init__(self, store: Store):
        self.store = store
        self._lock = threading.RLock()
        self._open: dict[str, TableSnapshot] = {}

    def create(self, setup: TableSetup, actor: str = "host", *, kind: str = "table.created",
               data: dict | None = None, table_secret: str | None = None) -> str:
        """A new saved table whose log starts with one event (created here, or imported from elsewhere)."""
        first = {**setup.model_dump(mode="json"), **(data or {})}
        if "board" not in first and has_board(setup.game):
            first["board"] = load_board(setup.game).model_dump(mode="json")  # the session keeps the values it starts with
        log, created = record(Log(), kind, actor, first, undoable=False)
        meta = {"game": setup.game, "name": setup.name, "setup": setup.model_dump(mode="json"),
                # Keys the table's fingerprint (shown on every table screen); never sent to seat pages.
                "table_secret": table_secret or secrets.token_hex(16)}
        with self._lock:
            sid = self.store.create(meta, [created.model_dump(mode="json")])
            self._open[sid] = TableSnapshot(sid, setup, log)
        return sid

    def get(self, sid: str) -> TableSnapshot:
        """The table's current state, loading it from disk the first time (storage errors pass through)."""
        with self._lock:
            snap = self._open.get(sid)
            if snap is None:
                stored = self.store.load(sid)
                setup = TableSetup.model_validate(stored.meta["setup"])
                log = Log(events=tuple(Event.model_validate(e) for e in stored.events))
                snap = TableSnapshot(sid, setup, log)
                self._open[sid] = snap
            return snap

    def act(self, sid: str, action: Action) -> Event:
        """Apply one action to the table's log; it is on disk before this returns. RuleError passes through unchanged."""
        with self._lock:
            snap = self.get(sid)
            new_log, event = action(snap.log)
            self.store.append(sid, event.model_dump(mode="json"))
            self._open[sid] = TableSnapshot(sid, snap.setup, new_log)
            return event

    def act_many(self, sid: str, action: Callable[[Log], tuple[Log, list[Event]]]) -> list[Event]:
        """Apply an action that records several events (undo back to an entry) under the one lock; each is
        on disk before the next, and the table in memory always matches what is on disk."""
        with self._lock:
            snap = self.get(sid)
            new_log, events = action(snap.log)
            done = len(snap.log.events)
            for event in events:
                self.store.append(sid, event.model_dump(mode="json"))
                done += 1
                self._open[sid] = TableSnapshot(sid, snap.setup, Log.model_construct(events=new_log.events[:done]))
            return events

    def delete(self, sid: str) -> None:
        with self._lock:
            self._open.pop(sid, None)
            self.store.delete(sid)

    def forget(self, sid: str) -> None:
        with self._lock:
            self._open.pop(sid, None)
