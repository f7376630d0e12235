"""Notes on tables set aside as damaged, so Home tells of each until the banker has read it.

A damaged table's folder is renamed `<id>.corrupt-<UTC time>` (never deleted) and a note `set-aside.json` is
written into it: the table's id and name and why. Whichever screen or phone met the damage first, Home then lists
the note, with a button to dismiss it (the note is marked read; the files stay where they are). A folder set aside
by an older version, or whose note cannot be read, is told of with a general reason. The note is read as hostile
input: a reason is one of the known templates with plain values, else the general one.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

from .errors import N_, Said, SessionSetAside
from .files import atomic_write, dumps
from .layout import REASONS

NOTE = "set-aside.json"
UNKNOWN = N_("its files are damaged")
_FOLDER = re.compile(r"(?P<id>[0-9a-f]{16})\.corrupt-\d{8}T\d{6}Z(-\d+)?")
_MAX_NOTE = 64 * 1024


def is_set_aside(name: str) -> bool:
    return _FOLDER.fullmatch(name) is not None


def write_note(folder: Path, session_id: str, reason: Said, name: str | None) -> None:
    """Leave the note in a folder just set aside (best effort: without it the folder is still told of)."""
    note = {"table": session_id, "name": name, "reason": {"template": reason.template, "params": reason.params},
            "dismissed": False}
    try:
        atomic_write(folder / NOTE, dumps(json.loads(json.dumps(note, default=str))))
    except (OSError, TypeError, ValueError):
        pass


def _read(folder: Path) -> dict:
    try:
        if (folder / NOTE).stat().st_size > _MAX_NOTE:
            return {}
        note = json.loads((folder / NOTE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return note if isinstance(note, dict) else {}


def _reason(note: dict) -> Said:
    reason = note.get("reason")
    if isinstance(reason, dict) and reason.get("template") in REASONS and isinstance(reason.get("params"), dict):
        params = reason["params"]
        if all(isinstance(k, str) and type(v) in (str, int) and len(str(v)) <= 200 for k, v in params.items()):
            try:
                str(Said(reason["template"], **params))
                return Said(reason["template"], **params)
            except (KeyError, IndexError, ValueError):
                pass
    return Said(UNKNOWN)


def notices(sessions_dir: Path, table: str | None = None, dismissed: bool = False) -> list[SessionSetAside]:
    """Each table set aside and not yet dismissed (or each, with `dismissed`), oldest first (by folder name);
    only those of `table` if given."""
    found = []
    for entry in sorted(os.scandir(sessions_dir), key=lambda e: e.name):
        match = _FOLDER.fullmatch(entry.name)
        if not match or (table and match["id"] != table) or not entry.is_dir(follow_symlinks=False):
            continue
        note = _read(Path(entry.path))
        if note.get("dismissed") is True and not dismissed:
            continue
        name = note.get("name") if isinstance(note.get("name"), str) and len(note["name"]) <= 200 else None
        found.append(SessionSetAside(match["id"], Path(entry.path), _reason(note), name))
    return found


def dismiss(sessions_dir: Path, folder_name: str) -> None:
    """Mark a set-aside table's note read (its files stay); unknown names are ignored."""
    folder = sessions_dir / folder_name
    if not is_set_aside(folder_name) or not folder.is_dir() or folder.is_symlink():
        return
    note = _read(folder) or {"table": folder_name[:16]}
    note["dismissed"] = True
    atomic_write(folder / NOTE, dumps(json.loads(json.dumps(note, default=str))))
