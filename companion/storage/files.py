"""Crash-safe file writing and the TinyDB storage built on it.

Every write goes to a temporary file in the same folder, is flushed and fsynced, then
`os.replace`d over the target, and the folder itself is fsynced. A kill at any instant
leaves either the old file or the new one, never a mix; at worst a temporary file is left
behind, whose name (`.<target>.<random>.tmp`) no reader mistakes for data.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from tinydb.storages import Storage

TEMP_SUFFIX = ".tmp"


# A temporary file or folder younger than this may be another process's write under way (the server's, while
# `companion export` or `tables` reads the same folder): only older ones are a crash's leftovers to clean up.
LEFTOVER_AGE_S = 120.0


def is_temp_name(name: str) -> bool:
    """True for the name of a temporary file left by an interrupted `atomic_write`."""
    return name.startswith(".") and name.endswith(TEMP_SUFFIX)


def is_stale(entry: os.DirEntry) -> bool:
    """True when `entry` was last changed long enough ago that no write can still be under way in it."""
    try:
        return time.time() - entry.stat(follow_symlinks=False).st_mtime > LEFTOVER_AGE_S
    except OSError:  # gone meanwhile: nothing to clean
        return False


def fsync_dir(folder: Path) -> None:
    """Make a rename or a new file in `folder` durable (a no-op where folders cannot be opened)."""
    if os.name == "nt":  # Windows cannot open a folder for fsync; NTFS journals renames.
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that a crash leaves the old or the new file, durably."""
    folder = path.parent
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(folder)


def dumps(data: Any) -> bytes:
    """Strict JSON (no NaN or Infinity), compact, as UTF-8 bytes."""
    return json.dumps(data, allow_nan=False, separators=(",", ":")).encode("utf-8")


_UNREAD = object()


class AtomicJSONStorage(Storage):
    """A TinyDB storage that writes atomically and keeps the file's contents in memory.

    After the first read (or after `prime`), `read` is served from memory: an append to a
    log segment costs one serialisation and one durable write, never a re-read. The cached
    data is never handed out: `read` returns fresh table and document dicts (TinyDB updates
    documents in place), and the cache only takes the new data once it is safely on disk.
    Not thread-safe by itself; the `Store` lock guards it.
    """

    def __init__(self, path: str | Path, data: Any = _UNREAD):
        super().__init__()
        self.path = Path(path)
        self._data = data

    def prime(self, data: dict[str, dict[str, Any]] | None) -> None:
        """Seed the cache with contents already known to be the file's (or None: no file)."""
        self._data = data

    def load(self) -> Any:
        """Read and parse the file (None when absent); raises ValueError if it is not JSON."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        return json.loads(raw.decode("utf-8"))

    def read(self) -> dict[str, dict[str, Any]] | None:
        if self._data is _UNREAD:
            self._data = self.load()
        if self._data is None:
            return None
        return {
            name: {doc_id: dict(doc) for doc_id, doc in table.items()}
            for name, table in self._data.items()
        }

    def write(self, data: dict[str, dict[str, Any]]) -> None:
        atomic_write(self.path, dumps(data))
        self._data = data

    def close(self) -> None:
        pass
