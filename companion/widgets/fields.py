"""Input fields sized for thumbs, with the parsing every numeric field shares."""
from __future__ import annotations

import re

import flet as ft

WHOLE = re.compile(r"^-?\d+$")


def parse_whole(text: str | None, empty: int | None = 0):
    """'' -> `empty`; '12' -> 12; anything else is returned as typed so the rules can say what is wrong."""
    s = (text or "").strip()
    if not s:
        return empty
    if WHOLE.match(s) and len(s) <= 16:
        return int(s)
    return s


def number_field(label: str, value: str = "", on_change=None, *, width: float | None = None, col=None,
                 hint: str | None = "0", suffix: str | None = None, name: str | None = None) -> ft.TextField:
    """A whole-number field; `name` is the full label screen readers and tests use when `label` is short."""
    return ft.TextField(
        label=ft.Text(label, semantics_label=name) if name else label,
        value=value,
        hint_text=hint,
        keyboard_type=ft.KeyboardType.NUMBER,
        on_change=on_change,
        width=width,
        col=col,
        dense=True,
        suffix=suffix,
        max_length=None,
    )


def text_field(label: str, value: str = "", on_change=None, *, on_submit=None, max_length: int | None = None,
               col=None, expand=None) -> ft.TextField:
    return ft.TextField(label=label, value=value, on_change=on_change, on_submit=on_submit,
                        max_length=max_length, col=col, expand=expand, dense=True)


def section(title: str) -> ft.Text:
    return ft.Text(title, theme_style=ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD)
