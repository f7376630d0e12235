"""What the banker is doing at a table before it is recorded, that every phone may see: the public working of
a step (Rollout's setup dice and company picks). Shared by every session of the server; one lock.

Only public facts go here (what the table sees on the physical table as it happens); nothing hidden ever does.
A step's draft ends when the step is recorded (the log then holds it) or the table is closed.

Kept in the table's details too (`META_KEY`), written before it counts: a server restarted during Rollout's setup
threw the rolled dice and the companies picked away, every phone back at "Roll in the app" — and the player who
had rolled lowest got a fresh roll."""
from __future__ import annotations

import copy
import threading
from typing import Any


META_KEY = "public_draft"


class PublicDrafts:
    """table id -> {name: value}; read as copies, written whole under one lock; kept in the table's details when a
    `store` is given (persisted first: a write that fails raises and changes nothing)."""

    def __init__(self, store=None) -> None:
        self._lock = threading.Lock()
        self._store = store
        self._boards: dict[str, dict[str, Any]] = {}
        self._versions: dict[str, int] = {}  # table id -> how many times its draft changed (screens redraw on it)

    def _board(self, table: str) -> dict[str, Any]:
        """The table's draft, read from its details the first time (under the lock)."""
        if table not in self._boards:
            kept: Any = {}
            if self._store is not None:
                try:
                    kept = self._store.meta(table).get(META_KEY) or {}
                except Exception:  # noqa: BLE001 - a table gone or unreadable has no draft to go on with
                    kept = {}
            self._boards[table] = dict(kept) if isinstance(kept, dict) else {}
        return self._boards[table]

    def version(self, table: str) -> int:
        """A number that changes whenever the table's draft does."""
        with self._lock:
            return self._versions.get(table, 0)

    def read(self, table: str) -> dict[str, Any]:
        """A copy of the table's public draft (empty when none)."""
        with self._lock:
            return copy.deepcopy(self._board(table))

    def write(self, table: str, **values: Any) -> None:
        """Set some names of the table's public draft."""
        with self._lock:
            board = {**self._board(table), **copy.deepcopy(values)}
            self._keep(table, board)

    def clear(self, table: str) -> None:
        with self._lock:
            self._keep(table, {})

    def forget(self, table: str) -> None:
        """The table is gone (deleted): nothing of it is kept here."""
        with self._lock:
            self._boards.pop(table, None)
            self._versions[table] = self._versions.get(table, 0) + 1

    def _keep(self, table: str, board: dict[str, Any]) -> None:
        if self._store is not None:
            self._store.update_meta(table, {META_KEY: board}, touch=False)
        self._boards[table] = board
        self._versions[table] = self._versions.get(table, 0) + 1
