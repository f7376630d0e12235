"""Pieces every game's screens share: a card around a group of controls, and a row of buttons to choose one of."""
from __future__ import annotations

from typing import Any, Callable, Iterable

import flet as ft


def card(*controls: ft.Control, color=None, identifier: str | None = None, key: str | None = None) -> ft.Control:
    """A group of controls on a tinted, outlined card; `identifier` names it for screen readers and tests, `key`
    keeps it apart in a list that changes."""
    body = ft.Container(ft.Column(list(controls), spacing=8), padding=12, border_radius=12,
                        bgcolor=color or ft.Colors.SURFACE_CONTAINER_LOW,
                        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))
    if identifier:
        return ft.Semantics(identifier=identifier, content=body, key=key)
    body.key = key
    return body


def chosen_style() -> ft.ButtonStyle:
    """A chosen option: filled, as a FilledButton is drawn (the text and its mark on the primary colour); a new one for
    each control (a style is part of the control it is drawn with)."""
    return ft.ButtonStyle(bgcolor=ft.Colors.PRIMARY, color=ft.Colors.ON_PRIMARY, icon_color=ft.Colors.ON_PRIMARY)


def picker(options: Iterable[Any], selected: Any, on_pick: Callable[[Any], None], *, label: Callable[[Any], str] = str,
           spoken: Callable[[Any], str] | None = None, key: str | None = None, tag: str | None = None) -> ft.Row:
    """Buttons of which one is chosen: filled, with a tick (the others an empty circle), and "selected" to a screen
    reader. `label(o)` is the words on each button, `spoken(o)` its name to a screen reader where they differ; `on_pick(o)` changes the
    screen's state, and the next render fills the chosen one. Each button is keyed by its option (the options may
    change between renders: a tap then still picks what it showed); with `tag`, each is also named `{tag}-{o}`."""
    name = key or tag or "pick"

    def button(o) -> ft.Control:
        chosen = o == selected
        text = ft.Text(label(o), semantics_label=spoken(o)) if spoken else label(o)
        click = lambda e, o=o: on_pick(o)  # noqa: E731
        # One kind of button, chosen or not, each with its mark (a filled tick, an empty circle): a chosen one drawn as
        # another kind of button was another control to the phone, and a keyboard's focus jumped to the option
        # before it (a walk's second Enter picked 2 spaces after 3).
        b = ft.OutlinedButton(content=text, icon=ft.Icons.CHECK_CIRCLE if chosen else ft.Icons.RADIO_BUTTON_UNCHECKED,
                              on_click=click, style=chosen_style() if chosen else None)
        return ft.Semantics(content=b, selected=chosen, identifier=f"{tag}-{o}" if tag else None, key=f"{name}-{o}")

    return ft.Row([button(o) for o in options], wrap=True, spacing=6, run_spacing=6, key=key or f"picker-{name}")
