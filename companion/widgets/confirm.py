"""Ask before a tap that cannot be taken back: clearing a form, revoking a link, removing a player."""
from __future__ import annotations

import flet as ft

from companion.i18n import _
from companion.widgets.dialogs import put_up


def confirm(ctx, title: str, body: str | ft.Control, yes: str, on_yes, *, keep: str | None = None,
            yes_icon: ft.IconData | None = None, on_keep=None) -> None:
    """A dialog: `keep` closes it (and runs `on_keep()`, given: e.g. a field put back as it was), `yes` closes it and
    then runs `on_yes()`. `body` is a sentence, or controls of its own (a list of what will be taken back).

    The dialog stands outside the screens' component tree; `on_yes` changes state (the screen's, the table's), and
    the screens draw it again on their own. `on_yes` runs once the phone reports the dialog closed (its dismiss
    event, which Flet sends for a dialog closed by the app too): a screen that `on_yes` replaces (a seat handed
    over) while the dialog was still closing left the dialog standing over the new screen, its buttons dead."""
    step = "asking"  # -> "chosen" (yes tapped, the dialog closing) -> "done": a second tap or dismiss does nothing

    def really(e) -> None:
        nonlocal step
        if step == "asking":
            step = "chosen"
            ctx.page.pop_dialog()

    def dismissed(e) -> None:
        nonlocal step
        if step == "chosen":
            step = "done"
            on_yes()

    put_up(ctx, ft.AlertDialog(
        title=ft.Text(title), content=ft.Text(body) if isinstance(body, str) else body,
        actions=[ft.TextButton(keep or _("Keep it"), on_click=lambda e: (ctx.page.pop_dialog(), on_keep and on_keep())),
                 ft.FilledButton(yes, icon=yes_icon, on_click=really)],
        scrollable=True, on_dismiss=dismissed))  # a long body scrolls; a short one keeps the dialog short
