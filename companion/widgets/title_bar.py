"""A screen's app bar whose title is never cut off on a small phone."""
from __future__ import annotations

import flet as ft

# Characters that fit one line of the bar's title (Material's 22 px title style, about 10.5 px a character) beside the
# back arrow on a 360 px phone (272 px), with room to spare: "Geteilten Tisch übernehmen" (26) showed as "Geteilten
# Tisch übernehm…". Each action button at the bar's end takes 48 px: five characters fewer.
ONE_LINE = 22
PER_ACTION = 5


def title_bar(title: str, **kw) -> ft.AppBar:
    """An AppBar titled `title`: a longer title (German runs a third longer than English; a table's or a seat's
    name is the players' own) is set smaller, on up to two lines, rather than cut mid-word."""
    if len(title) <= ONE_LINE - PER_ACTION * len(kw.get("actions") or []):
        return ft.AppBar(title=ft.Text(title), **kw)
    return ft.AppBar(title=ft.Text(title, size=18, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS), **kw)
