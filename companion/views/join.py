"""What a stranger sees: how to join a table (scan its QR code, or type the short code read aloud)."""
from __future__ import annotations

import flet as ft

from companion.widgets.appearance import theme_button
from companion.widgets.fields import text_field


def reopen(ctx) -> list[ft.Control]:
    """The seat this phone last opened (remembered in its browser storage), if that link still works."""
    token = ctx.memory.get("saved_seat")
    where = ctx.services.access.lookup(token) if token else None
    if not where or where[1] is None:
        return []
    try:
        table = ctx.services.hub.get(where[0]).setup.name
    except Exception:  # the table is gone or unreadable: nothing to reopen
        return []
    return [ft.FilledButton(f"Reopen your seat: {where[1]} at {table}", icon=ft.Icons.EVENT_SEAT,
                            on_click=lambda e: ctx.go(f"/seat/{token}"), width=float("inf"),
                            style=ft.ButtonStyle(padding=18))]


def landing_view(ctx) -> ft.View:
    return ft.View(
        route="/",
        appbar=ft.AppBar(title=ft.Text("Table Companion"), actions=[theme_button(ctx)]),
        controls=[
            *reopen(ctx),
            ft.Icon(ft.Icons.QR_CODE_SCANNER, size=96),
            ft.Text("Scan a table's QR code to join", size=22, weight=ft.FontWeight.BOLD),
            ft.Text("The banker's Invite screen shows a code for each seat. Scan yours with the phone's camera, "
                    "or type the six-letter code the banker reads out.", size=16),
            ft.FilledButton("I have a code", icon=ft.Icons.KEYBOARD, on_click=lambda e: ctx.go("/join"),
                            width=float("inf"), style=ft.ButtonStyle(padding=18)),
        ],
    )


def code_view(ctx) -> ft.View:
    field = text_field("Six-letter code", max_length=8)
    field.capitalization = ft.TextCapitalization.CHARACTERS

    def join(e=None) -> None:
        try:
            token = ctx.services.access.redeem(field.value or "")
        except PermissionError as err:
            field.error = str(err)
            return
        ctx.go(f"/seat/{token}")

    field.on_submit = join
    return ft.View(
        route="/join",
        appbar=ft.AppBar(title=ft.Text("Join with a code")),
        controls=[
            ft.Text("Type the code the banker reads out. A code works once, while the banker's Invite screen is open.",
                    size=16),
            field,
            ft.FilledButton("Join the table", icon=ft.Icons.LOGIN, on_click=join, width=float("inf")),
        ],
    )


def bad_link_view(ctx, route: str) -> ft.View:
    return ft.View(
        route=route,
        appbar=ft.AppBar(title=ft.Text("Link not valid")),
        controls=[
            ft.Text("This link does not open a seat: it was revoked, or it belongs to a table that is gone. "
                    "Ask the banker for a new one.", size=16),
            ft.TextButton("Join with a code", on_click=lambda e: ctx.go("/join")),
        ],
    )
