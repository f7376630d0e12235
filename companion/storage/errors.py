"""Errors raised by the storage; each `message` is written for a player."""
from __future__ import annotations

from pathlib import Path


class StorageError(Exception):
    """A saved table could not be read or written; `message` says why, in plain words."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class SessionNotFound(StorageError, KeyError):
    """No saved table has this id (also a KeyError, so `except KeyError` works)."""

    def __init__(self, session_id: str):
        super().__init__(f"No saved table with the id {session_id!r}; it may have been deleted.")
        self.session_id = session_id


class SessionSetAside(StorageError):
    """A saved table's files are damaged: its folder was renamed aside, never deleted."""

    def __init__(self, session_id: str, moved_to: Path, reason: str, name: str | None = None):
        table = f"The saved table “{name}”" if name else f"The saved table {session_id}"
        super().__init__(
            f"{table} is damaged ({reason}) and was set aside; its files are kept in "
            f"{moved_to}. Your other tables are not affected."
        )
        self.session_id = session_id
        self.moved_to = moved_to
        self.reason = reason


class UnsupportedVersion(StorageError):
    """A saved table is in a format this version cannot read: refused and left untouched."""

    def __init__(self, session_id: str | None, version: object, supported: int):
        if isinstance(version, int) and not isinstance(version, bool) and version > supported:
            message = (
                f"This table was saved by a newer Table Companion (format {version}); this "
                f"version reads format {supported}. Update the app to open it."
            )
        else:
            message = (
                f"This table was saved in an unknown format ({version!r}); this version reads "
                f"format {supported}. It was left untouched."
            )
        super().__init__(message)
        self.session_id = session_id
        self.version = version
