"""Light, Dark or System: this phone's own choice, kept in its browser storage."""
from __future__ import annotations

import flet as ft

from companion.device import THEME_KEY, device_of
from companion.i18n import N_, _
from companion.widgets.fields import radio
from companion.widgets.icon_button import icon_button
from companion.widgets.dialogs import put_up

CHOICES = (("system", N_("System (follow the phone)")), ("light", N_("Light")), ("dark", N_("Dark")))


def theme_choice(ctx) -> ft.Control:
    """Three radio buttons; the change is saved on this phone only, then shows at once."""
    device = device_of(ctx)

    async def changed(e) -> None:
        if device is None:
            return
        device.apply_theme(e.control.value)
        # Kept in this browser's storage before the look changes: a reload right after still finds it.
        await device.put(THEME_KEY, device.theme)
        # The theme is the page's own property, outside every screen's render: the page sends it (screens are
        # components and send nothing of it, and a component app has no auto-update after a handler).
        ctx.page.update()

    return ft.Semantics(identifier="theme-choice", content=ft.RadioGroup(
        value=device.theme if device else "system", on_change=changed,
        content=ft.Column([radio(v, _(label)) for v, label in CHOICES], spacing=0, tight=True)))


def theme_button(ctx) -> ft.Control:
    """An app-bar button opening the choice in a dialog (for phones without the Settings screen)."""
    def show(e) -> None:
        put_up(ctx, ft.AlertDialog(
            title=ft.Text(_("Light or dark")), content=theme_choice(ctx),
            actions=[ft.TextButton(_("Done"), on_click=lambda e: ctx.page.pop_dialog())]))

    return icon_button(ft.Icons.BRIGHTNESS_6, _("Light or dark"), on_click=show)
