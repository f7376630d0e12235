"""The phone's language: chosen in Settings, else German when the device says German, else English.

Fortune keeps its own choice too (German by default, a switch on its screens); a choice made in Settings sets
it as well. The device's first locale is read once per browser session (Flet's device info). This is the one
place the screens ask; the words themselves come from the catalog (`companion.i18n`).
"""
from __future__ import annotations

import asyncio
import logging

from calculators.core.words import lang_of

logger = logging.getLogger("companion")
DEVICE_KEY = "fortune_device_lang"  # the same reading Fortune's screens use
ASKED = "_device_lang_asked"
CHOSEN_KEY = "lang"  # this phone's choice in Settings ("de" or "en"); absent: follow the device
FORTUNE_KEY = "fortune_lang"  # Fortune's own switch (companion.views.games.fortune.common.LANG_KEY)
STORE_KEY = "table-companion.lang"  # the choice in the browser's storage, for the next visit


def device_lang(ctx) -> str | None:
    """The device's language code ("de", "en", "" when unknown), or None while it is being asked."""
    code = ctx.memory.get(DEVICE_KEY)
    if code is None:
        _ask(ctx)
    return code


def ui_lang(ctx) -> str:
    """"de" or "en" for this phone's shared screens: its choice in Settings, else its device's language."""
    chosen = ctx.memory.get(CHOSEN_KEY)
    if chosen in ("de", "en"):
        return chosen
    return lang_of(device_lang(ctx))


def phone_lang(ctx, game: str) -> str:
    """"de" or "en" for this phone and this table's game."""
    if game == "fortune":
        from companion.views.games.fortune.common import lang_of as fortune_lang

        return fortune_lang(ctx)
    return ui_lang(ctx)


def session_lang(ctx) -> str:
    """The language this session's screens speak now: the table's on screen (Fortune may differ), else the phone's."""
    sid = ctx.showing_table
    if sid:
        games = ctx.memory.setdefault("_game_of", {})  # a table's game never changes: asked once per session
        if sid not in games:
            try:
                games[sid] = ctx.services.hub.get(sid).setup.game
            except Exception:  # a table that cannot be read shows its own error, in the phone's language
                games[sid] = ""
        return phone_lang(ctx, games[sid])
    return ui_lang(ctx)


def choose(ctx, code: str | None) -> None:
    """This phone's choice ("de", "en", or None: follow the device); Fortune's screens follow it too."""
    if code in ("de", "en"):
        ctx.memory[CHOSEN_KEY] = ctx.memory[FORTUNE_KEY] = code
    else:
        ctx.memory.pop(CHOSEN_KEY, None)
        ctx.memory.pop(FORTUNE_KEY, None)


def _ask(ctx) -> None:
    if ctx.memory.get(ASKED) or ctx.memory.get("_fortune_asked"):
        return
    ctx.memory[ASKED] = True

    async def ask():
        try:
            info = await ctx.page.get_device_info()
            code = (info.locales[0].language_code or "") if info and info.locales else ""
        except Exception:  # no device info (an old client, a test page): English stays
            code = ""
        ctx.memory[DEVICE_KEY] = code.lower()
        if lang_of(code) == "de" and ctx.refresh:
            await asyncio.to_thread(ctx.refresh)

    try:
        ctx.page.run_task(ask)
    except Exception:
        logger.debug("device language not read", exc_info=True)
        ctx.memory[DEVICE_KEY] = ""
