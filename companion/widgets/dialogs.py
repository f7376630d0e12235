"""Dialogs stand outside the screens' component tree (`page.show_dialog`): what a dialog's own handler changes on
its own controls (a field's refusal, a message) is sent by the dialog, never by a screen's render."""
from __future__ import annotations

import flet as ft


def put_up(ctx, dialog: ft.AlertDialog) -> bool:
    """Put `dialog` up, unless one put up this way is still up on this phone: a second tap on what opens it (the phone
    slow to draw the first) stacked a second dialog under the first, which stayed up once the first was answered,
    hiding the screen, and could run its action a second time. False when `dialog` was not shown."""
    session = ctx.session
    if session.asking is not None and session.asking.open:  # closed by the app: `open` is False at once
        return False
    answered = dialog.on_dismiss

    def dismissed(e) -> None:  # closed by a tap beside it too: the phone reports it
        if session.asking is dialog:
            session.asking = None
        if answered is not None:
            answered(e)

    dialog.on_dismiss = dismissed
    for button in dialog.actions or []:
        tapped = getattr(button, "on_click", None)
        if tapped is not None:
            button.on_click = _while_open(dialog, tapped)
    # A long body scrolls inside the dialog (at large text on a 360 px phone it was cut mid-line, unmarked).
    dialog.scrollable = True
    session.asking = dialog
    ctx.page.show_dialog(dialog)
    return True


def _while_open(dialog: ft.AlertDialog, tapped):
    """`tapped`, run only while `dialog` is open: a phone offline for a moment holds its taps and sends them together
    once back, so a second tap on a button that closed the dialog (the first tap's answer never seen) arrives after
    it closed (a walk's two taps on Add while offline added a correction twice). Closed by the app, a dialog's `open`
    is False at once."""
    def run(e) -> None:
        if dialog.open:
            tapped(e)
    return run


def send(control: ft.Control) -> None:
    """Send `control` of an open dialog, as its handler just changed it: a component app has no auto-update after a
    handler, and no render draws a dialog. A dialog built without a page (drawn in-process) has nothing to send."""
    try:
        page = control.page
    except RuntimeError:  # not on a page: not shown anywhere
        return
    page.update(control)


# A component dialog (`ft.use_dialog`) is drawn while the screen's state says it is open. The state holds what it is
# open for and how many times it was opened, negated once it closed: each opening keys a fresh dialog (its typed
# text starts empty), and a close by any path (a button, a tap beside it, the dismiss after either) counts once.

def open_dialog(ctx, key: str, what=None) -> None:
    """Open the screen's dialog `key` for `what` (a cell, or nothing): a fresh one."""
    ctx.put(key, (what, abs((ctx.get(key) or (None, 0))[1]) + 1))


def open_for(ctx, key: str) -> tuple[object, int] | None:
    """(what it is open for, the opening's number) while dialog `key` is open, else None."""
    kept = ctx.get(key)
    return kept if kept and kept[1] > 0 else None


def close_dialog(ctx, key: str) -> None:
    """Dialog `key` closed; the next opening is a fresh dialog."""
    kept = open_for(ctx, key)
    if kept is not None:
        ctx.put(key, (kept[0], -kept[1]))
