"""A playing banker's own sealed entry on the bank's phone.

The bank's phone lies open on the table and is passed from hand to hand (pass-the-phone), so the banker's own
entry is not left open on it: the screen says only whether it is confirmed (as every phone may read), and the
form, with the entry in it, opens on a tap ("Show my entry" / "Enter my entry") and closes again on "Hide my entry"
or once the entry is confirmed.
"""
from __future__ import annotations

import flet as ft

from companion.i18n import _
from companion.widgets.sealed_form import TARGET, entry_form, forget_form, form_key


def own_entry(ctx, sid: str, rnd, seat: str, *, key: str) -> list[ft.Control]:
    """The seated banker's entry in `rnd` (the round as `view_for` gives it to `seat`): closed, or open on a tap.
    `key` prefixes the keys of the controls drawn here (unique on the screen)."""
    form = form_key(sid, rnd.id, seat)
    shown = f"{form}-shown"  # under the form's key: forgetting the form closes it too

    def hide() -> None:
        forget_form(ctx, form)

    mine = rnd.entries.get(seat)
    if not ctx.get(shown):
        said = (_("Your own entry, {name}: confirmed, hidden on this phone.") if mine is not None else
                _("Your own entry, {name}: not entered yet.")).format(name=seat)
        return [ft.Semantics(identifier="own-entry-state", key=f"{key}-state", content=ft.Text(
                    said, weight=ft.FontWeight.BOLD)),
                ft.OutlinedButton(_("Show my entry") if mine is not None else _("Enter my entry"),
                                  icon=ft.Icons.VISIBILITY if mine is not None else ft.Icons.EDIT, height=TARGET,
                                  key=f"{key}-show", on_click=lambda e: ctx.put(shown, True))]
    return [ft.Semantics(identifier="own-entry-state", key=f"{key}-state", content=ft.Text(
                _("Your own entry, {name}:").format(name=seat), weight=ft.FontWeight.BOLD)),
            *entry_form(ctx, sid, rnd, seat, as_actor=f"seat:{seat}", on_done=hide),
            ft.TextButton(_("Hide my entry"), icon=ft.Icons.VISIBILITY_OFF, height=TARGET, key=f"{key}-hide",
                          on_click=lambda e: hide())]
