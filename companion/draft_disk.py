"""The draft shelf kept on disk, so that what a phone had typed and chosen, not yet sent, outlives the server.

A walk killed the server in the middle of a sealed round (a laptop lid closed): a seat's typed bid was gone when its
phone came back, the form at $0M with "Confirm my entry" under it. The shelf (`companion.draft_shelf`) is written to
one file beside the tables about once a second while it changes, and read once when the server starts: the phone that
comes back (the same browser, screen and person) finds its draft as after a dropped line.

- Only what the shelf would hand back is written: a draft with something typed or chosen, of a phone in its owner's
  hands (never one passed to a player for a sealed entry). Its values must read back as written (JSON), else it is
  left out.
- The file is written whole, under a temporary name first, readable by this user only (mode 0600): a sealed entry
  being typed is as secret as a confirmed one, which the tables' own files hold.
- A file that cannot be read, or an entry of the wrong shape, is set aside with a line in the log (which names no
  draft) and the server starts without it: nothing else depends on it.
"""
from __future__ import annotations

import json
import logging
import os
import threading
from pathlib import Path
from typing import Any

from companion.access import Identity
from companion.draft_shelf import DraftShelf, Parked, private_hands, whose
from companion.live import ScreenState

logger = logging.getLogger("companion")
FILE = "drafts.json"
VERSION = 1
EVERY = 1.0  # seconds between two looks at the shelf
KINDS = ("host", "bank", "seat", "guest")
LONGEST = 500  # characters of a device key or a screen's key
MOST_BYTES = 4 * 1024 * 1024


def entries_of(shelf: DraftShelf) -> list[dict[str, Any]]:
    """The shelf's drafts as plain entries for the file, oldest first."""
    out = []
    for (device, key), (owner, state) in shelf.kept():
        if private_hands(owner) or not state.holds_anything():
            continue
        plain = state.copy_plain()
        kind, table, seat, is_host = whose(owner)
        entry = {"device": device, "key": key, "who": [kind, table, seat, is_host], "values": plain.values,
                 "built": plain.built, "fields": {k: t.value for k, t in plain.fields.items()}}
        try:
            if json.loads(json.dumps(entry)) != entry:  # a tuple would come back a list: not the same draft
                continue
        except (TypeError, ValueError):
            continue
        out.append(entry)
    return out


def _text(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= LONGEST


def _entry(e: Any) -> tuple[tuple[str, str], tuple[Parked, ScreenState]] | None:
    """One entry of the file as the shelf keeps it, or None when it is not of the shape written."""
    if not isinstance(e, dict) or not _text(e.get("device")) or not _text(e.get("key")):
        return None
    who, values, built, fields = e.get("who"), e.get("values"), e.get("built"), e.get("fields")
    if not (isinstance(who, list) and len(who) == 4 and who[0] in KINDS and isinstance(who[3], bool)
            and all(x is None or _text(x) for x in who[1:3])):
        return None
    if not (isinstance(values, dict) and isinstance(built, dict) and isinstance(fields, dict)):
        return None
    if not all(isinstance(v, (str, type(None))) for v in fields.values()):
        return None
    kind, table, seat, is_host = who
    return (e["device"], e["key"]), (Parked(Identity(kind, table=table, seat=seat), is_host, None, {}),
                                     ScreenState.plain(values, built, fields))


def read(path: Path) -> list[tuple[tuple[str, str], tuple[Parked, ScreenState]]]:
    """The drafts in the file at `path` (none when there is no file); a file that cannot be read is set aside."""
    if not path.exists():
        return []
    try:
        if path.stat().st_size > MOST_BYTES:
            raise ValueError("larger than any shelf writes")
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("drafts"), list):
            raise ValueError("not a drafts file of this version")
    except (OSError, ValueError, UnicodeDecodeError) as err:
        aside = path.with_name(path.name + ".unreadable")
        try:
            os.replace(path, aside)
        except OSError:
            pass
        logger.warning("The drafts kept from the last run could not be read (%s); set aside as %s, the phones start "
                       "their forms afresh.", type(err).__name__, aside.name)
        return []
    found = [_entry(e) for e in data["drafts"]]
    if None in found:
        logger.warning("%d of the drafts kept from the last run were not of the shape written, and are left out.",
                       found.count(None))
    return [e for e in found if e is not None]


def encode(entries: list[dict[str, Any]]) -> bytes:
    return json.dumps({"version": VERSION, "drafts": entries}, ensure_ascii=False, separators=(",", ":")).encode()


def write(path: Path, data: bytes) -> None:
    """`data` as the file at `path`, written whole (a temporary file first, mode 0600)."""
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


class DraftDisk:
    """The shelf's file: read into the shelf at start, then written by a thread whenever the shelf changed."""

    def __init__(self, shelf: DraftShelf, folder: Path):
        self.shelf, self.path = shelf, Path(folder) / FILE
        self._last: bytes | None = None
        self._stop = threading.Event()

    def load(self) -> int:
        """The drafts of the last run taken into the shelf; how many."""
        found = read(self.path)
        self.shelf.take(found)
        return len(found)

    def flush(self) -> bool:
        """The shelf written if it changed since the last write (True: written)."""
        try:
            entries = entries_of(self.shelf)
        except RuntimeError:  # a screen changed while it was read (the thread reads the live states): next time
            return False
        data = encode(entries)
        if data == self._last:
            return False
        write(self.path, data)
        self._last = data
        return True

    def start(self) -> "DraftDisk":
        def run() -> None:
            while not self._stop.wait(EVERY):
                try:
                    self.flush()
                except Exception as err:  # noqa: BLE001 — a full disk: the drafts stay in memory, the tables are
                    # not concerned, and the next second tries again (the type only: a draft may be a secret)
                    logger.warning("The drafts could not be written (%s).", type(err).__name__)
        threading.Thread(target=run, name="drafts", daemon=True).start()
        return self

    def stop(self) -> None:
        self._stop.set()
