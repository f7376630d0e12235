"""The screen stays on while a table is open: Flet's Wakelock where the browser allows it; elsewhere a note."""
from __future__ import annotations

import flet as ft

from companion.device import wake_lock_possible
from companion.i18n import N_, _

HOW_TO = N_("This screen may go dark during the game: the browser keeps it on only over HTTPS "
          "(start the server with “companion --lan --https”) or in the installed app. Meanwhile, set the "
          "phone's screen timeout longer (Settings › Display), or tap the screen now and then.")


def awake_note(ctx) -> list[ft.Control]:
    """Nothing where the wake lock works; otherwise how to keep the screen on."""
    if wake_lock_possible(ctx.page):
        return []
    return [ft.Semantics(identifier="awake-note", content=ft.Container(
        ft.Row([ft.Icon(ft.Icons.LIGHT_MODE, size=20), ft.Text(_(HOW_TO), size=13, expand=True)]),
        bgcolor=ft.Colors.SURFACE_CONTAINER_HIGH, padding=10, border_radius=8))]
