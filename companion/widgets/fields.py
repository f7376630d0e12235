"""Input fields sized for thumbs, with the parsing every numeric field shares."""
from __future__ import annotations

import re

import flet as ft

WHOLE = re.compile(r"^-?\d+$")
ERROR_LINES = 8  # lines a field's message may take before it is cut off (a German join refusal at 360 px took 6)
# A name field beside its Add button is some 140 px wide on a 360 px German phone: a name's refusal takes more lines.
NARROW_ERROR_LINES = 10


# Thousands grouped as people write them: "4,350", "48.000", "1 000 000" (one separator throughout).
GROUPED = re.compile(r"^(-?)(\d{1,3})((?:([,. \u00a0\u202f])\d{3})(?:\4\d{3})*)$")


def parse_whole(text: str | None, empty: int | None = 0, *, longest: int = 16):
    """'' -> `empty`; '12' -> 12; '4,350' or '48.000' -> the whole number of at most `longest` digits; anything
    else is returned as typed so the rules can say what is wrong. A screen whose rules bound the number themselves
    (and say "too large") may take more digits."""
    s = (text or "").strip()
    if not s:
        return empty
    grouped = GROUPED.match(s)
    if grouped:
        s = grouped.group(1) + grouped.group(2) + re.sub(r"\D", "", grouped.group(3))
    if WHOLE.match(s) and len(s) <= longest:
        return int(s)
    return (text or "").strip()


def number_field(label: str, value: str = "", on_change=None, *, width: float | None = None, col=None,
                 hint: str | None = "0", suffix: str | None = None, name: str | None = None) -> ft.TextField:
    """A whole-number field; `name` is the full label screen readers and tests use when `label` is short."""
    return ft.TextField(
        # One line, cut with "…" when the text is large (a walk at 2x read "completed / connectio / ns" over the
        # caption above the field); a screen reader reads `name` whole.
        label=ft.Text(label, semantics_label=name, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS) if name else label,
        value=value,
        hint_text=hint,
        keyboard_type=ft.KeyboardType.NUMBER,
        on_change=on_change,
        width=width,
        col=col,
        dense=True,
        suffix=suffix,
        max_length=None,
        error_max_lines=ERROR_LINES,  # a narrow field's message wraps instead of ending in "…"
        helper_max_lines=2,
    )


def text_field(label: str, value: str = "", on_change=None, *, on_submit=None, max_length: int | None = None,
               col=None, expand=None, error_lines: int = ERROR_LINES) -> ft.TextField:
    return ft.TextField(label=label, value=value, on_change=on_change, on_submit=on_submit,
                        max_length=max_length, col=col, expand=expand, dense=True,
                        error_max_lines=error_lines, helper_max_lines=2)


def section(title: str) -> ft.Control:
    """A section's title, a heading to a screen reader (a walk's reader found one heading a screen, the app bar's, and
    could not jump from section to section)."""
    return ft.Semantics(header=True, content=ft.Text(title, theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                                                     weight=ft.FontWeight.BOLD))


def labelled(toggle: ft.Switch | ft.Checkbox | ft.Radio, label: str, *, key: str | None = None,
             spoken: str | None = None) -> ft.Control:
    """`toggle` (a switch, checkbox or radio) with a label that wraps on a narrow phone, the whole row tappable, read
    out as one control named by the label: a switch at the row's end, a checkbox or radio at its start. Flet's own
    `label=` sets the label in a row that never wraps, and a long one ran off a 360 px screen. For a column; a row
    that wraps its children gives no width to wrap in (keep Flet's own short labels there). A checkbox's or radio's
    label keeps the size of Flet's own (14 px), as its neighbours in a group have it. `spoken`: its name to a screen
    reader where the label alone is not enough (one of several groups offering the same choices)."""
    end = isinstance(toggle, ft.Switch)
    return ft.MergeSemantics(key=key, content=ft.ListTile(
        title=ft.Text(label, size=None if end else 14, semantics_label=spoken), leading=None if end else toggle,
        trailing=toggle if end else None, toggle_inputs=True, content_padding=ft.Padding.all(0), min_height=48,
        disabled=toggle.disabled))


def radio_grid(options: list[tuple[str, str]], *, value: str | None, on_change, key: str,
               col: dict | None = None, wide: tuple[str, ...] = (), spoken=None) -> ft.RadioGroup:
    """A radio per (value, label) of `options`, two to a row on a phone (`col`), each a `labelled` radio whose label
    wraps within its cell; the values in `wide` (a long label) take a row of their own. Each cell keyed by its value
    (the options may change between renders). `spoken(value)`: each radio's name to a screen reader, where several
    groups offer the same labels."""
    col = col or {"xs": 6}
    return ft.RadioGroup(value=value, on_change=on_change, key=key, content=ft.ResponsiveRow(
        [ft.Container(labelled(ft.Radio(value=v), label, spoken=spoken(v) if spoken else None),
                      col={"xs": 12} if v in wide else col, key=f"{key}:{v}")
         for v, label in options], spacing=0, run_spacing=0))


def radio(value: str, label: str, **kw) -> ft.Radio:
    """A radio row a thumb can hit: 48 px high (Flutter's own is 40 at standard density)."""
    return ft.Radio(value=value, label=label, height=kw.pop("height", 48), **kw)
