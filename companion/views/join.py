"""What a stranger sees: how to join a table (scan its QR code, or type the short code read aloud)."""
from __future__ import annotations

import flet as ft

from companion.context import TOPIC
from companion.widgets.fields import text_field


def landing_view(ctx) -> ft.View:
    return ft.View(
        route="/",
        appbar=ft.AppBar(title=ft.Text("Table Companion")),
        controls=[
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
            # Wrong codes count against this browser session and its address, never against everyone.
            client = ctx.memory.setdefault("session_key", ctx.identity.key)
            token = ctx.services.access.redeem(field.value or "", client, getattr(ctx.page, "client_ip", None))
        except PermissionError as err:
            field.error = str(err)
            for table in getattr(err, "retired", ()):  # its Invite screen now says so and offers fresh codes
                ctx.page.pubsub.send_all_on_topic(TOPIC, table)
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
