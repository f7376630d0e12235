"""The phone's language: chosen in Settings, else German when the device says German, else English.

Fortune keeps its own choice too (German by default, a switch on its screens); a choice made in Settings sets
it as well. The device's first locale is read once per browser session (Flet's device info). This is the one
place the screens ask; the words themselves come from the catalog (`companion.i18n`).
"""
from __future__ import annotations

import logging

import flet as ft

from calculators.core.words import lang_of

logger = logging.getLogger("companion")
STORE_KEY = "table-companion.lang"  # the choice in the browser's storage, for the next visit


def session_of(ctx):
    """The phone's session, from a screen's ctx or the session itself."""
    return getattr(ctx, "session", ctx)


def device_lang(ctx) -> str | None:
    """The device's language code ("de", "en", "" when unknown), or None while it is being asked."""
    session = session_of(ctx)
    if session.device_lang is None:
        ask_device_lang(session)
    return session.device_lang


def ui_lang(ctx) -> str:
    """"de" or "en" for this phone's shared screens: its choice in Settings, else its device's language."""
    chosen = session_of(ctx).lang
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
    session = session_of(ctx)
    sid = session.showing_table
    if sid:
        return phone_lang(session, table_game(session, sid))
    return ui_lang(session)


def table_game(session, sid: str | None) -> str:
    """The game of table `sid` ("" when there is none or it cannot be read: it shows its own error)."""
    if not sid:
        return ""
    games = session.game_of  # a table's game never changes: asked once per session
    if sid not in games:
        try:
            games[sid] = session.services.hub.get(sid).setup.game
        except Exception:  # a table that cannot be read shows its own error, in the phone's language
            games[sid] = ""
    return games[sid]


def chosen_here(ctx) -> str | None:
    """The language chosen for the screens on show ("de", "en", or None: the phone's own): Fortune's own switch on a
    Fortune table (its screens follow it), else this phone's choice."""
    session = session_of(ctx)
    sid = session.showing_table
    if sid and session.fortune_lang and session.game_of.get(sid) == "fortune":
        return session.fortune_lang
    return session.lang


def choose(ctx, code: str | None) -> dict:
    """The session's changes for this phone's choice ("de", "en", or None: follow the device); Fortune's screens
    follow it too. Apply them with `session.update(**changes)`."""
    code = code if code in ("de", "en") else None
    return {"lang": code, "fortune_lang": code}


def ask_device_lang(session) -> None:
    """Ask the device for its language (the answer redraws the phone); a session asks once."""
    if session.device_lang_asked:
        return
    session.device_lang_asked = True

    async def ask():
        try:
            info = await session.page.get_device_info()
            code = (info.locales[0].language_code or "") if info and info.locales else ""
        except Exception:  # no device info (an old client, a test page): English stays
            code = ""
        session.update(device_lang=code.lower())

    try:
        session.page.run_task(ask)
    except Exception:
        logger.debug("device language not read", exc_info=True)
        session.device_lang = ""


LOCALES = {code: ft.Locale(code) for code in ("en", "de")}


def follow_locale(page, lang: str) -> None:
    """Flutter's own words on the page (the Back button's name, a dialog's Close, a field's characters left) in
    `lang`, as the screens speak: set when the language changes (the page's next update carries it). Flutter
    speaks English until told otherwise."""
    now = page.locale_configuration
    if (now.current_locale if now else LOCALES["en"]) == LOCALES[lang]:
        return
    page.locale_configuration = ft.LocaleConfiguration(supported_locales=list(LOCALES.values()),
                                                       current_locale=LOCALES[lang])
