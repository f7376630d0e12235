"""A section that folds away (ExpansionTile) and stays as the phone left it across live redraws."""
from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.widgets.theme import TARGET

Controls = list[ft.Control] | Callable[[], list[ft.Control]]


def fold(ctx, key: str, title: str | ft.Control, controls: Controls, *, open_at_first: bool = False,
         **kw) -> ft.ExpansionTile:
    """An ExpansionTile whose open/closed state this phone keeps (its session), so another phone's action
    redrawing the screen does not fold it shut.

    `controls` may be a function: a costly section (a chart) is then drawn only while it is open, and opening it
    draws the screen again with it; folded, it costs the screen nothing (not made, not sent to the phone)."""
    folds = ctx.session.folds
    lazy = callable(controls)
    opened = folds.get(key, open_at_first)

    def changed(e) -> None:
        folds[key] = str(e.data).lower() == "true"
        if lazy and folds[key]:
            ctx.session.rerender()

    kw.setdefault("min_tile_height", TARGET)  # its header a whole touch target (a walk measured 39 px)
    return ft.ExpansionTile(title=ft.Text(title, weight=ft.FontWeight.BOLD) if isinstance(title, str) else title,
                            controls=(controls() if opened else []) if lazy else controls, expanded=opened,
                            on_change=changed, key=key, maintain_state=False, **kw)
