"""The phone's language for the shared screens (history, undo): German when the device says German.

Fortune keeps its own choice (German by default, a switch on its screens); every other game reads the
device's first locale (Flet's device info, asked once per browser session) and falls back to English.
A full message catalog comes later; this is the one place the shared screens ask.
"""
from __future__ import annotations

import asyncio
import logging

from calculators.core.words import lang_of

logger = logging.getLogger("companion")
DEVICE_KEY = "fortune_device_lang"  # the same reading Fortune's screens use
ASKED = "_device_lang_asked"


def device_lang(ctx) -> str | None:
    """The device's language code ("de", "en", "" when unknown), or None while it is being asked."""
    code = ctx.memory.get(DEVICE_KEY)
    if code is None:
        _ask(ctx)
    return code


def phone_lang(ctx, game: str) -> str:
    """"de" or "en" for this phone and this table's game."""
    if game == "fortune":
        from companion.views.games.fortune.common import lang_of as fortune_lang

        return fortune_lang(ctx)
    return lang_of(device_lang(ctx))


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
