"""Which seats have their own phone connected now.

A seat once claimed stays claimed (`seat_claims`), whatever became of its phone: a walk's banker read "Everyone is at
the table" on Invite while Bob's phone had been closed for an hour. A phone connected now is one whose page is open
and reaching this server; one asleep, closed or out of Wi-Fi is not (its page cannot tell which, nor can the server).
Kept in memory only: a server that restarts has no phone connected until each comes back.
"""
from __future__ import annotations

import threading


class Presence:
    """The seat each connected session shows (session id -> (table, seat))."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._at: dict[str, tuple[str, str]] = {}

    def put(self, session: str, table: str | None, seat: str | None) -> set[str]:
        """Session `session` now shows `seat` of `table` (None, None: no seat); the tables whose presence changed."""
        with self._lock:
            before = self._at.get(session)
            now = (table, seat) if table and seat else None
            if before == now:
                return set()
            if now is None:
                self._at.pop(session, None)
            else:
                self._at[session] = now
            return {t for t in (before and before[0], now and now[0]) if t}

    def gone(self, session: str) -> set[str]:
        """Session `session` is no longer connected (closed, asleep, its line dropped)."""
        return self.put(session, None, None)

    def connected(self, table: str, seat: str) -> bool:
        """Whether a phone showing `seat` of `table` is connected now."""
        with self._lock:
            return (table, seat) in self._at.values()
