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


def pips(value: int, size: int = 56, *, crossed: bool = False) -> ft.Container:
    """A die's face showing `value` pips, with no semantics of its own (the caller labels it); `crossed` greys out a
    die already used."""
    pip = size * 0.18
    spots = [
        ft.Container(width=pip, height=pip, border_radius=pip / 2, bgcolor=ft.Colors.BLACK,
                     left=size * (0.25 + 0.25 * (i % 3)) - pip / 2 - 2, top=size * (0.25 + 0.25 * (i // 3)) - pip / 2 - 2)
        for i in sorted(PIPS.get(value, set()))
    ]
    return ft.Container(ft.Stack(spots, width=size - 4, height=size - 4), width=size, height=size,
                        bgcolor=ft.Colors.GREY_300 if crossed else ft.Colors.WHITE, opacity=0.45 if crossed else 1.0,
                        border=ft.Border.all(2, ft.Colors.BLACK_54), border_radius=size * 0.18)


def die_face(value: int, size: int = 56, *, identifier: str | None = None, label: str | None = None,
             crossed: bool = False, key: str | None = None) -> ft.Control:
    """A die showing `value` pips, read out as `label` (default 'Die showing 4')."""
    return ft.Semantics(content=pips(value, size, crossed=crossed), label=label or _("Die showing {n}").format(n=value),
                        identifier=identifier, exclude_semantics=True, key=key)


def dice_row(values: list[int] | tuple[int, ...], size: int = 56, prefix: str = "die") -> ft.Row:
    return ft.Row(
        [die_face(v, size, identifier=f"{prefix}-{i}") for i, v in enumerate(values)],
        wrap=True,
        spacing=12,
    )


def face_chip(text: str, *, color=None, size: int = 12, icon=None, key: str | None = None) -> ft.Container:
    """A die's face that is not a number (a game die's "Price +2", a start player's name) as a labelled chip: plain
    text in a box, not a control to tap (Flet's Chip without a handler reads as a disabled checkbox)."""
    # Beside an icon the words take the rest of the line and wrap there: in a row of their own size a long face
    # ("Kurs −2 und den ganzen Fonds nehmen", 360 px German) ran off the phone, cut (a walk).
    label = ft.Text(text, size=size, weight=ft.FontWeight.BOLD if icon else None, expand=True if icon else None)
    return ft.Container(ft.Row([ft.Icon(icon, size=size + 6), label], spacing=6) if icon else label,
                        bgcolor=color or ft.Colors.SURFACE_CONTAINER_HIGHEST, key=key,
                        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), border_radius=8,
                        padding=ft.Padding.symmetric(horizontal=10, vertical=6 if icon else 3))
