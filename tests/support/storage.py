"""Tables on disk for the storage tests (tests/companion/test_storage*.py): events, tables built through the
public API, and where their files are."""
from __future__ import annotations

from pathlib import Path

from companion.storage import Store


def ev(seq: int, **extra) -> dict:
    return {"seq": seq, "kind": "test", **extra}


def make(store: Store, n: int, **meta) -> str:
    """A table with n events, built through the public API (import writes whole segments)."""
    return store.import_session({"name": "T", **meta}, [ev(i) for i in range(1, n + 1)])


def folder(store: Store, sid: str) -> Path:
    return store.sessions_dir / sid


def snapshot(path: Path) -> dict[str, tuple[int, int, bytes]]:
    """name -> (inode, mtime_ns, contents) of every file in a folder."""
    return {
        p.name: (p.stat().st_ino, p.stat().st_mtime_ns, p.read_bytes())
        for p in sorted(path.iterdir())
    }


def seg(store: Store, sid: str, index: int) -> Path:
    return folder(store, sid) / f"log-{index:06d}.json"

