"""A section that folds away (ExpansionTile) and stays as the phone left it across live redraws."""
from __future__ import annotations

import flet as ft


def fold(ctx, key: str, title: str | ft.Control, controls: list[ft.Control], *, open_at_first: bool = False,
         **kw) -> ft.ExpansionTile:
    """An ExpansionTile whose open/closed state this phone keeps (its session), so another phone's action
    redrawing the screen does not fold it shut."""
    folds = ctx.session.folds

    def changed(e) -> None:
        folds[key] = str(e.data).lower() == "true"

    return ft.ExpansionTile(title=ft.Text(title, weight=ft.FontWeight.BOLD) if isinstance(title, str) else title,
                            controls=controls, expanded=folds.get(key, open_at_first), on_change=changed, key=key,
                            maintain_state=False, **kw)
