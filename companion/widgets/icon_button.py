"""An icon-only button that a screen reader names."""
from __future__ import annotations

import flet as ft


def icon_button(icon: ft.IconData, label: str, **kw) -> ft.IconButton:
    """An IconButton showing `icon`, named `label`. The tooltip alone (what a long press shows) sits on a wrapper
    that a screen reader does not tie to the button: it announced only "button". The icon's own semantics label is
    merged into the button's name."""
    return ft.IconButton(ft.Icon(icon, semantics_label=label), tooltip=label, **kw)
