"""Screens drawn without a browser: a stand-in for Flet's page, and walks over a tree of controls."""
from __future__ import annotations

import types
from collections import OrderedDict

import flet as ft
from flet.components.component import Component, Renderer

from companion.live import _Part
from tests.support.text import plain


class Page:
    def __init__(self, route):
        self.route, self.dialogs, self.went, self.toasts = route, [], [], []
        self.tasks = []  # what the screen asked to run on the page's loop (not run here): e.g. a scroll
        self.pubsub = types.SimpleNamespace(send_all_on_topic=lambda *a: None, send_others_on_topic=lambda *a: None)

    def run_task(self, fn):
        self.tasks.append(fn)

    def show_dialog(self, d):
        if isinstance(d, ft.SnackBar):
            self.toasts.append(plain(d.content.value))  # as a reader reads it
        else:
            assert d not in self.dialogs, "Dialog is already opened"  # Flet raises
            d.open = True  # as Flet's: open until closed
            self.dialogs.append(d)

    def pop_dialog(self):
        """Close the last dialog; its dismiss handler runs, as Flet's does once the phone reports it closed."""
        if self.dialogs:
            d = self.dialogs.pop()
            d.open = False
            if d.on_dismiss is not None:
                d.on_dismiss(types.SimpleNamespace(control=d, data=None))

    def update(self):
        pass

    def navigate(self, route):
        self.went.append(route)


def texts(c) -> str:
    """What a control says, as a reader reads it (`tests.support.text.plain`)."""
    for attr in ("label", "content", "value") + (("title",) if isinstance(c, ft.ListTile) else ()):
        v = getattr(c, attr, None)
        if isinstance(v, str):
            return plain(v)
        if isinstance(v, ft.Text):
            return plain(v.value or "")
    return ""


_DRAWN: "OrderedDict[int, tuple]" = OrderedDict()  # id(part) -> (the part, what it drew here), the latest few


def part_drawn(c) -> list | None:
    """What a part of a screen (`companion.live.part`, a memoized component) draws, drawn here as the app's
    renderer would draw it; None for any other control."""
    if not isinstance(c, Component) or c.fn is not _Part.__component_impl__:
        return None
    kept = _DRAWN.get(id(c))
    if kept is None or kept[0] is not c:  # drawn once per part: a screen is walked many times between two draws
        kept = _DRAWN[id(c)] = (c, [Renderer().render(c.fn, *c.args, **c.kwargs)])
        while len(_DRAWN) > 64:
            _DRAWN.popitem(last=False)
    return kept[1]


def walk(controls):
    """Every control in `controls` and in them, parts of a screen drawn (`part_drawn`)."""
    for c in controls:
        if c is None:
            continue
        inside = part_drawn(c)
        if inside is not None:
            yield from walk(inside)
            continue
        yield c
        for attr in ("content", "controls", "actions") + (("leading", "title", "trailing") if isinstance(c, ft.ListTile) else ()):
            v = getattr(c, attr, None)
            if isinstance(v, ft.Control):
                yield from walk([v])
            elif isinstance(v, list):
                yield from walk(v)


def find(controls, text, kind=None, tappable=False):
    hits = [c for c in walk(controls) if texts(c) == text and (kind is None or isinstance(c, kind))
            and (not tappable or getattr(c, "on_click", None))]
    assert hits, f"no control {text!r}; have: {sorted({texts(c) for c in walk(controls) if texts(c)})}"
    return hits[0]


def toggle(controls, label: str) -> ft.Switch | ft.Checkbox | ft.Radio:
    """The switch, checkbox or radio a row labelled `label` holds (`companion.widgets.fields.labelled`)."""
    tile = find(controls, label, ft.ListTile)
    return tile.trailing or tile.leading


def radio_labels(controls) -> list[str]:
    """The label of every radio in `controls`, in order: Flet's own `label=` or a `labelled` row's title."""
    return [c.label if isinstance(c, ft.Radio) else texts(c) for c in walk(controls)
            if (isinstance(c, ft.Radio) and c.label) or (isinstance(c, ft.ListTile) and isinstance(c.leading, ft.Radio))]


def press(controls, text):
    find(controls, text, tappable=True).on_click(None)


def type_in(controls, label, value):
    f = find(controls, label, ft.TextField)
    f.value = value
    if f.on_change:
        f.on_change(None)
    return f


def all_text(controls) -> str:
    return " | ".join(texts(c) for c in walk(controls))
