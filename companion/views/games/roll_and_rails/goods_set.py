"""The set from the New Goods table a Manufacturer or an Urban planner fills into a city: its goods tapped in, one
button per colour, so the app knows what the city holds (the rules check the goods shipped from it)."""
from __future__ import annotations

import flet as ft

from companion.i18n import _
from companion.views.games.roll_and_rails.common import colour_dot, colour_name


def set_picker(ctx, key: str, colours: list[str]) -> list[ft.Control]:
    """A button per goods colour adding one good to the set, the set so far, and a way to take the last one back;
    the set is this screen's state under `key` (a tuple of colours)."""
    chosen = tuple(ctx.get(key, ()))

    def add(colour: str):
        return lambda e: ctx.put(key, (*tuple(ctx.get(key, ())), colour))

    def drop(e) -> None:
        ctx.put(key, tuple(ctx.get(key, ()))[:-1])

    shown = [colour_dot(g) for g in chosen] or [ft.Text(_("none yet"), size=13, italic=True)]
    return [
        ft.Text(_("The set's goods, as the New Goods table shows them (tap one per good):"), size=13,
                key=f"{key}-says"),
        ft.Row([ft.OutlinedButton(colour_name(c), on_click=add(c), key=f"{key}-add-{c}") for c in colours],
               wrap=True, spacing=6, key=f"{key}-colours"),
        ft.Semantics(identifier=f"{key}-chosen", key=f"{key}-chosen", content=ft.Row(
            [ft.Text(_("The set:"), size=13), *shown], wrap=True, spacing=6)),
        ft.TextButton(_("Take back the last good"), icon=ft.Icons.UNDO, on_click=drop, key=f"{key}-back",
                      disabled=not chosen),
    ]
