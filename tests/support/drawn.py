"""A screen drawn in-process as a phone sees it: its builder called with the phone's session and the screen's own
state, as `companion.root.Screen` calls it; typing and tapping as the browser does."""
from __future__ import annotations

import types

import flet as ft

from companion.access import Identity
from companion.context import Ctx
from companion.live import ScreenState
from companion.session import Session
from companion.settings import SettingsStore
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import Page, walk
from tests.support.text import plain


class Phone:
    """One phone on one screen: its session, and the screen's own state kept across draws."""

    def __init__(self, tmp_path, route: str):
        hub = TableHub(Store(tmp_path / "tables"))
        services = types.SimpleNamespace(hub=hub, settings=SettingsStore(tmp_path / "settings"))
        self.session = Session(page=Page(route), services=services, identity=Identity("host"))
        self.asked = 0  # redraws the screen's handlers asked for
        self.state = ScreenState(rerender=self.ask)

    def ask(self) -> None:
        self.asked += 1

    def draw(self, build) -> list[ft.Control]:
        view = build(Ctx(self.session, self.state))
        return [view, view.bottom_appbar] if view.bottom_appbar else [view]


def keyed(controls, key: str):
    hits = [c for c in walk(controls) if getattr(c, "key", None) == key]
    assert len(hits) == 1, f"{len(hits)} controls keyed {key!r}"
    return hits[0]


def ident(controls, identifier: str, *, raw: bool = False) -> str:
    """The text under `identifier`, as a reader reads it (`raw`: as drawn, its no-break spaces kept)."""
    hits = [c for c in walk(controls) if isinstance(c, ft.Semantics) and c.identifier == identifier]
    assert len(hits) == 1, f"{len(hits)} controls with identifier {identifier!r}"
    return hits[0].content.value if raw else plain(hits[0].content.value)


def typed(field: ft.TextField, value: str) -> None:
    """What the browser does: the field on the page takes the text, then its on_change runs."""
    field.value = value
    if field.on_change:
        field.on_change(types.SimpleNamespace(control=field, data=value))


def tap(control) -> None:
    handler = control.on_select if isinstance(control, ft.Chip) else control.on_click
    handler(types.SimpleNamespace(control=control, data=None))


def listed(tmp_path, view, names) -> Phone:
    """A quick calculator's phone (`view`) with `names` typed into its new-player field, one after another."""
    phone = Phone(tmp_path, "/quick")
    for name in names:
        screen = phone.draw(view)
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
    return phone


def type_all(phone: Phone, view, *pairs):
    """Type each (field key, text) into the screen `view` draws, as the browser does; the screen drawn after."""
    for key, value in pairs:
        typed(keyed(phone.draw(view), key), value)
    return phone.draw(view)


def shown_texts(screen) -> list[str]:
    """Every text the screen shows, as a reader reads it."""
    return [plain(str(c.value)) for c in walk(screen) if isinstance(c, ft.Text) and c.value]
