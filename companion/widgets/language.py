"""Deutsch, English, or the phone's own language: this phone's choice, kept in its browser storage."""
from __future__ import annotations

import flet as ft

from companion.device import device_of
from companion.i18n import _
from companion.views.phone_lang import STORE_KEY, choose, chosen_here
from companion.widgets.fields import radio
from companion.widgets.icon_button import icon_button
from companion.widgets.dialogs import put_up

# The languages name themselves (a phone set to the wrong one must still find its own).
NAMES = (("de", "Deutsch"), ("en", "English"))


def language_choice(ctx, chosen=None) -> ft.Control:
    """Three radio buttons; every screen of this phone (History and the rules' sentences too) follows at once.
    `chosen()` runs at the tap, before the choice is kept and the screen drawn in it (the app bar's dialog closes)."""
    device = device_of(ctx)

    async def changed(e) -> None:
        code = e.control.value if e.control.value in ("de", "en") else None
        if chosen is not None:  # the dialog goes at the tap: it stood about 2 s with two choices marked while the
            chosen()  # choice was stored and the whole screen drawn again in the new language (a walk)
        if device is not None:  # in this browser's storage before the screen changes: a reload right after keeps it
            await device.put(STORE_KEY, code)
        ctx.session.update(**choose(ctx, code))

    return ft.Semantics(identifier="language-choice", content=ft.RadioGroup(
        value=chosen_here(ctx) or "device", on_change=changed,
        content=ft.Column([radio("device", _("The phone's language")), *(radio(v, n) for v, n in NAMES)],
                          spacing=0, tight=True)))


def language_button(ctx) -> ft.Control:
    """An app-bar button opening the choice in a dialog, for the phones without the host's Settings (a seat, the join
    screens, a banker link). The dialog closes once a language is chosen: the screen beneath speaks it at once."""
    def show(e) -> None:
        put_up(ctx, ft.AlertDialog(
            title=ft.Text(_("Language (this phone)")), content=language_choice(ctx, chosen=ctx.page.pop_dialog),
            actions=[ft.TextButton(_("Cancel"), on_click=lambda e: ctx.page.pop_dialog())]))

    return icon_button(ft.Icons.TRANSLATE, _("Language"), on_click=show)
