"""Ask before a tap that cannot be taken back: clearing a form, revoking a link, removing a player."""
from __future__ import annotations

import flet as ft

from companion.i18n import _


def confirm(ctx, title: str, body: str, yes: str, on_yes, *, keep: str | None = None) -> None:
    """A dialog: `keep` closes it, `yes` closes it and runs `on_yes()`.

    The dialog stands outside the screens' component tree; `on_yes` changes state (the screen's, the table's), and
    the screens draw it again on their own."""
    def really(e) -> None:
        ctx.page.pop_dialog()  # first: a live redraw caused by on_yes must not find the dialog still open
        on_yes()

    ctx.page.show_dialog(ft.AlertDialog(
        title=ft.Text(title), content=ft.Text(body),
        actions=[ft.TextButton(keep or _("Keep it"), on_click=lambda e: ctx.page.pop_dialog()),
                 ft.FilledButton(yes, on_click=really)]))
