"""What belongs to one phone (one browser), not to the server: its light/dark choice, the seat or host
link it last opened, and the browser services a screen may ask for (storage, clipboard, links, wake lock).

Kept in the browser's own storage (`ft.SharedPreferences`, i.e. localStorage on the web), so a reload,
an installed app started from the home screen, or a server restart finds them again."""
from __future__ import annotations

import json
import logging

import flet as ft

from companion.widgets.camera_scan import camera_possible

log = logging.getLogger(__name__)

THEME_KEY = "table-companion.theme"
SEAT_KEY = "table-companion.seat"  # the seat link's token this phone last opened
SEATS_KEY = "table-companion.seats"  # the seat links' tokens this phone opened, newest first (a JSON list)
SEATS_KEPT = 6  # seats a phone offers to reopen: a player at several tables, not a history
HOST_KEY = "table-companion.host"  # the host secret, on the host's own browser only
BANK_KEY = "table-companion.bank"  # the banker link's token this phone last opened (the landing offers it again)
BANKS_KEY = "table-companion.banks"  # the banker links' tokens this phone opened, newest first (a JSON list)
THEMES = {"system": ft.ThemeMode.SYSTEM, "light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK}


def seats_from(stored: str | None, last: str | None) -> list[str]:
    """The seat tokens a phone's storage holds, newest first (`last`: the one link saved alone, by an older
    version): what is not a JSON list of short strings is read as nothing (a browser's storage is not trusted)."""
    try:
        found = json.loads(stored) if stored else []
    except ValueError:
        found = []
    tokens = [t for t in found if isinstance(t, str) and 0 < len(t) <= 200] if isinstance(found, list) else []
    return newest_first(tokens, last)


def joined(opened: list[str], stored: str | None, last: str | None) -> list[str]:
    """The links this phone opened in this session (newest first, settled before its storage was read) before those
    the storage kept (`seats_from`): neither list overwrites the other."""
    return newest_first([*opened, *seats_from(stored, last)], None)


def to_keep(opened: list[str], stored: str | None, last: str | None) -> tuple[list[str], bool]:
    """The links to keep (`joined`: those opened in this session, then those the storage kept) and whether the stored
    list must be written: whenever it differs from them. The single newest link is written as it is opened, and may
    be read back as `last` before the list is written: a walk's bank phone at two tables kept only the newest."""
    kept = joined(opened, stored, last)
    return kept, kept != seats_from(stored, None)


def newest_first(tokens: list[str], last: str | None) -> list[str]:
    """`tokens` with `last` (a seat link just opened) first, each once, the newest SEATS_KEPT."""
    return list(dict.fromkeys(([last] if last else []) + tokens))[:SEATS_KEPT]


class Device:
    """One browser session's services; every call is best effort (an old browser or a fake page in a
    test has none of them, and a screen must still draw)."""

    def __init__(self, page: ft.Page):
        self.page = page
        self.theme = "system"
        self.prefs = ft.SharedPreferences()
        self.clipboard = ft.Clipboard()
        self.launcher = ft.UrlLauncher()
        self.wakelock = ft.Wakelock()
        for svc in (self.prefs, self.clipboard, self.launcher, self.wakelock):
            if svc not in page.services:
                page.services.append(svc)
        self.awake = False
        self._picker: ft.FilePicker | None = None
        self.on_upload = None  # the screen waiting for an upload's progress (Import), or None

    def file_picker(self) -> ft.FilePicker:
        """This phone's one file picker (Import's uploads, Share's and the results' downloads), made on first use:
        a service is one instance per page that must stay referenced while a pick or upload runs (Flet drops a
        service nobody holds after each event). Made inside a handler, it registers with this page at once, and this
        Device holds it for the session."""
        if self._picker is None:
            self._picker = ft.FilePicker(on_upload=self._uploaded)
        return self._picker

    def _uploaded(self, e) -> None:
        if self.on_upload is not None:
            self.on_upload(e)

    async def get(self, key: str) -> str | None:
        try:
            value = await self.prefs.get(key)
        except Exception:  # no storage in this browser: nothing remembered
            log.debug("reading %s failed", key, exc_info=True)
            return None
        return value if isinstance(value, str) else None

    async def put(self, key: str, value: str | None) -> None:
        try:
            if value is None:
                await self.prefs.remove(key)
            else:
                await self.prefs.set(key, value)
        except Exception:
            log.debug("saving %s failed", key, exc_info=True)

    def remember(self, key: str, value: str | None) -> None:
        """Save in the background (from a synchronous draw)."""
        async def save() -> None:
            await self.put(key, value)
        self.page.run_task(save)

    def apply_theme(self, choice: str) -> None:
        self.theme = choice if choice in THEMES else "system"
        self.page.theme_mode = THEMES[self.theme]

    async def keep_awake(self, on: bool) -> None:
        """The screen wake lock while a table is open, where the browser allows one (a secure context)."""
        if on == self.awake or not wake_lock_possible(self.page):
            return
        try:
            if on:
                await self.wakelock.enable()
            else:
                await self.wakelock.disable()
            self.awake = on
        except Exception:  # the browser refused (battery saver, hidden tab): the screen sleeps as usual
            log.debug("wake lock %s refused", on, exc_info=True)


def device_of(ctx) -> Device | None:
    """This phone's browser services, from a screen's ctx or the session (None in a test without a browser)."""
    return getattr(getattr(ctx, "session", ctx), "device", None)


def wake_lock_possible(page) -> bool:
    """Browsers offer the Screen Wake Lock only in a secure context, like the camera: HTTPS or localhost
    (and always in a packaged app)."""
    return camera_possible(getattr(page, "url", None), bool(getattr(page, "web", True)))
