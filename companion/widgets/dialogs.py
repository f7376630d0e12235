"""Dialogs stand outside the screens' component tree (`page.show_dialog`): what a dialog's own handler changes on
its own controls (a field's refusal, a message) is sent by the dialog, never by a screen's render."""
from __future__ import annotations

import flet as ft


def send(control: ft.Control) -> None:
    """Send `control` of an open dialog, as its handler just changed it: a component app has no auto-update after a
    handler, and no render draws a dialog. A dialog built without a page (drawn in-process) has nothing to send."""
    try:
        page = control.page
    except RuntimeError:  # not on a page: not shown anywhere
        return
    page.update(control)
