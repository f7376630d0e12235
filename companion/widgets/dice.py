"""Dice drawn as pip faces (never digits alone), with the value for screen readers."""
from __future__ import annotations

import flet as ft

from companion.i18n import _

# Pip positions on a 3×3 grid, row-major, for faces 1–6.
PIPS = {
    1: {4},
    2: {0, 8},
    3: {0, 4, 8},
    4: {0, 2, 6, 8},
    5: {0, 2, 4, 6, 8},
    6: {0, 2, 3, 5, 6, 8},
}


def die_face(value: int, size: int = 56, *, identifier: str | None = None) -> ft.Control:
    """A white die showing `value` pips; labelled 'Die showing 4'."""
    pip = size * 0.18
    spots = [
        ft.Container(width=pip, height=pip, border_radius=pip / 2, bgcolor=ft.Colors.BLACK,
                     left=size * (0.25 + 0.25 * (i % 3)) - pip / 2 - 2, top=size * (0.25 + 0.25 * (i // 3)) - pip / 2 - 2)
        for i in sorted(PIPS.get(value, set()))
    ]
    box = ft.Container(
        ft.Stack(spots, width=size - 4, height=size - 4),
        width=size,
        height=size,
        bgcolor=ft.Colors.WHITE,
        border=ft.Border.all(2, ft.Colors.BLACK_54),
        border_radius=size * 0.18,
    )
    return ft.Semantics(content=box, label=_("Die showing {n}").format(n=value), identifier=identifier)


def dice_row(values: list[int] | tuple[int, ...], size: int = 56, prefix: str = "die") -> ft.Row:
    return ft.Row(
        [die_face(v, size, identifier=f"{prefix}-{i}") for i, v in enumerate(values)],
        wrap=True,
        spacing=12,
    )
