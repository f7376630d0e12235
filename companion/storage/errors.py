"""Errors raised by the storage; each `message` is written for a player.

Like the rules' refusals, each error keeps its English `template` and its `params`, so a screen shows it in the
phone's language (`companion.i18n.refusals.refusal`); `message` is the English filled in (logs, the command line).
A value that is itself a message (a `Said`, e.g. why a table was set aside) is translated too. Templates are
marked with `N_` for the catalog; this package never imports flet.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from calculators.core.model import N_  # marks a template for the app's catalog (pure: no flet)


class Said:
    """A message used as a value of another (English `template` with `params`; `str()` is the English)."""

    def __init__(self, template: str, **params: Any):
        self.template, self.params = template, params

    def __str__(self) -> str:
        return self.template.format(**{k: str(v) for k, v in self.params.items()}) if self.params else self.template


class StorageError(Exception):
    """A saved table could not be read or written; `message` says why, in plain words."""

    def __init__(self, message: str, **params: Any):
        self.template, self.params = message, params
        text = str(Said(message, **params))
        super().__init__(text)
        self.message = text

    def __str__(self) -> str:
        return self.message


class SessionNotFound(StorageError, KeyError):
    """No saved table has this id (also a KeyError, so `except KeyError` works)."""

    def __init__(self, session_id: str, set_aside: "SessionSetAside | None" = None):
        if set_aside is not None:  # gone because it was damaged: say so, not "deleted"
            super().__init__(set_aside.template, **set_aside.params)
        else:
            super().__init__(N_("No saved table with the id {id}; it may have been deleted."), id=repr(session_id))
        self.session_id = session_id
        self.set_aside = set_aside


class SessionSetAside(StorageError):
    """A saved table's files are damaged: its folder was renamed aside, never deleted."""

    def __init__(self, session_id: str, moved_to: Path, reason: Said | str, name: str | None = None):
        reason = reason if isinstance(reason, Said) else Said(reason)
        if name:
            super().__init__(N_("The saved table “{name}” is damaged ({reason}) and was set aside; its files are kept "
                                "in {folder}. Your other tables are not affected."),
                             name=name, reason=reason, folder=str(moved_to))
        else:
            super().__init__(N_("The saved table {id} is damaged ({reason}) and was set aside; its files are kept in "
                                "{folder}. Your other tables are not affected."),
                             id=session_id, reason=reason, folder=str(moved_to))
        self.session_id = session_id
        self.moved_to = moved_to
        self.reason = str(reason)
        self.table_name = name


class UnsupportedVersion(StorageError):
    """A saved table is in a format this version cannot read: refused and left untouched."""

    def __init__(self, session_id: str | None, version: object, supported: int):
        if isinstance(version, int) and not isinstance(version, bool) and version > supported:
            super().__init__(N_("This table was saved by a newer Table Companion (format {version}); this version "
                                "reads format {supported}. Update the app to open it."),
                             version=version, supported=supported)
        else:
            super().__init__(N_("This table was saved in an unknown format ({version}); this version reads format "
                                "{supported}. It was left untouched."), version=repr(version), supported=supported)
        self.session_id = session_id
        self.version = version
