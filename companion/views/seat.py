"""A player's own phone at the table: their seat, their sealed entries, the shared dice."""
from __future__ import annotations

import flet as ft

from companion.views import games
from companion.views.table import fingerprint_badge, load, seat_list
from companion.widgets import sealed, tray
from companion.widgets.appearance import theme_button
from companion.widgets.awake import awake_note
from companion.widgets.fields import section


def view(ctx, sid: str, seat: str, route: str) -> ft.View:
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    setup, log = snap.setup, snap.log
    return ft.View(
        route=route,
        scroll=ft.ScrollMode.AUTO,
        appbar=ft.AppBar(title=ft.Text(f"{seat} · {setup.name}"), automatically_imply_leading=False,
                         actions=[theme_button(ctx)]),
        controls=[
            ft.Row([ft.Semantics(identifier="whoami", content=ft.Text(f"You are {seat}", size=20,
                                                                       weight=ft.FontWeight.BOLD)),
                    fingerprint_badge(ctx, sid)], alignment=ft.MainAxisAlignment.SPACE_BETWEEN),
            *awake_note(ctx),
            *(games.panel(ctx, "seat_panel", sid, snap, seat) or []),
            section("Sealed entries"), *sealed.seat_panel(ctx, sid, log, seat),
            section("Dice"), *tray.latest(log), *tray.controls(ctx, sid, log, f"tray-{sid}-{seat}", game=setup.game),
            section("Seats, clockwise"), *seat_list(setup),
        ],
    )
