"""Saved tables: sessions and their append-only event logs, on disk with TinyDB.

Storage never interprets events or metadata: both are plain JSON-compatible dicts (the app
converts them with pydantic). Each event carries "seq", its 1-based position in the log.
Every change is on disk (fsynced, written atomically) before the call returns; one action
rewrites only the open 256-event segment of its table. See `layout` for the file format.
This package must not import flet.
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from .errors import SessionNotFound, SessionSetAside, StorageError, UnsupportedVersion
from .layout import SCHEMA_VERSION, SEGMENT_SIZE
from .store import SessionInfo, Store, StoredSession

__all__ = [
    "SCHEMA_VERSION",
    "SEGMENT_SIZE",
    "SessionInfo",
    "SessionNotFound",
    "SessionSetAside",
    "StorageError",
    "Store",
    "StoredSession",
    "UnsupportedVersion",
    "default_data_dir",
]


def default_data_dir(cli_dir: str | None) -> Path:
    """Where tables are saved: `--data-dir`, else $FLET_APP_STORAGE_DATA, else the user data folder.

    Always absolute (a relative `--data-dir` is resolved against the working directory)."""
    if cli_dir:
        path = Path(cli_dir)
    elif os.environ.get("FLET_APP_STORAGE_DATA"):
        path = Path(os.environ["FLET_APP_STORAGE_DATA"])
    else:
        path = Path(platformdirs.user_data_dir("table-companion", "TableCompanion"))
    return path.expanduser().resolve()
