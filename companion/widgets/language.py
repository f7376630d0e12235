"""Deutsch, English, or the phone's own language: this phone's choice, kept in its browser storage."""
from __future__ import annotations

import flet as ft

from companion.device import device_of
from companion.i18n import _
from companion.views.phone_lang import STORE_KEY, choose
from companion.widgets.fields import radio

# The languages name themselves (a phone set to the wrong one must still find its own).
NAMES = (("de", "Deutsch"), ("en", "English"))


def language_choice(ctx) -> ft.Control:
    """Three radio buttons; every screen of this phone (History and the rules' sentences too) follows at once."""
    device = device_of(ctx)

    async def changed(e) -> None:
        code = e.control.value if e.control.value in ("de", "en") else None
        if device is not None:
            await device.put(STORE_KEY, code)
        ctx.session.update(**choose(ctx, code))

    return ft.Semantics(identifier="language-choice", content=ft.RadioGroup(
        value=ctx.session.lang or "device", on_change=changed,
        content=ft.Column([radio("device", _("The phone's language")), *(radio(v, n) for v, n in NAMES)],
                          spacing=0)))
