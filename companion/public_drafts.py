"""What the banker is doing at a table before it is recorded, that every phone may see: the public working of
a step (Rollout's setup dice and company picks). Shared by every session of the server; one lock.

Only public facts go here (what the table sees on the physical table as it happens); nothing hidden ever does.
A step's draft ends when the step is recorded (the log then holds it) or the table is closed."""
from __future__ import annotations

import copy
import threading
from typing import Any


class PublicDrafts:
    """table id -> {name: value}; read as copies, written whole under one lock."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._boards: dict[str, dict[str, Any]] = {}
        self._versions: dict[str, int] = {}  # table id -> how many times its draft changed (screens redraw on it)

    def version(self, table: str) -> int:
        """A number that changes whenever the table's draft does."""
        with self._lock:
            return self._versions.get(table, 0)

    def read(self, table: str) -> dict[str, Any]:
        """A copy of the table's public draft (empty when none)."""
        with self._lock:
            return copy.deepcopy(self._boards.get(table, {}))

    def write(self, table: str, **values: Any) -> None:
        """Set some names of the table's public draft."""
        with self._lock:
            self._boards.setdefault(table, {}).update(copy.deepcopy(values))
            self._versions[table] = self._versions.get(table, 0) + 1

    def clear(self, table: str) -> None:
        with self._lock:
            self._boards.pop(table, None)
            self._versions[table] = self._versions.get(table, 0) + 1
