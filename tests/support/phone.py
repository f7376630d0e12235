"""A phone's screen drawn in-process the way the app draws it (companion/root.py), without a browser.

`Phone` holds what the app holds for one screen: the phone's `Session` (the fake `Page` of
tests/support/controls.py, the services, who it is, the table on screen) and the screen's own
`ScreenState`, kept across renders for as long as the screen's key stands (a new key, e.g. after an undo,
starts afresh, as `root.Screen` does). Every `draw()` builds the screen again from the live table and that
state: a handler's change (`ctx.put`, `ctx.fail`, `ctx.state.clear`, `ctx.act`) is seen by drawing again,
never by reading the controls the handler was given (rendered controls are frozen in the app).
"""
from __future__ import annotations

import types
from typing import Callable

import flet as ft
from flet.components.component import Renderer

from companion import i18n
from companion.access import Identity
from companion.context import Ctx
from companion.live import ScreenState, screen_state_for
from companion.routes import Shown
from companion.session import Session
from companion.views.phone_lang import session_lang
from tests.support.controls import Page, walk


def session(route: str = "/", services=None, identity: Identity | None = None, showing_table: str | None = None,
            **fields) -> Session:
    """A phone's session on the fake page; `fields` set any other Session field (e.g. device_lang, pass_phone)."""
    s = Session(page=Page(route), services=services, identity=identity or Identity("host"), route=route,
                showing_table=showing_table)
    for name, value in fields.items():
        if not hasattr(s, name):
            raise AttributeError(name)
        setattr(s, name, value)
    return s


def fake_services(hub, store=None, actor: str | None = "banker", **more):
    """Services whose access answers `actor` for every table (the screens under test ask nothing else of it)."""
    access = types.SimpleNamespace(actor_for=lambda ident, t: actor, is_host_secret=lambda s: False,
                                   host_secret=None, close_codes=lambda key: None)
    return types.SimpleNamespace(hub=hub, store=store, access=access, **more)


def ctx_for(s: Session, state: ScreenState | None = None) -> Ctx:
    """A builder's ctx on session `s` (a widget drawn on its own: keep `state` and draw again after a press)."""
    return Ctx(s, state if state is not None else ScreenState())


class Phone:
    """One screen of one phone: `stack(session)` gives the route's screens (`Shown`), the top one is drawn."""

    def __init__(self, s: Session, stack: Callable[[Session], list[Shown] | None]):
        self.session, self.stack = s, stack
        self.key: str | None = None
        self.state = ScreenState(self._asked)
        self.asked = 0  # how often a handler asked for a re-render (ctx.put, ctx.fail, …)
        s.rerender = self._asked

    def _asked(self) -> None:
        self.asked += 1

    @property
    def page(self) -> Page:
        return self.session.page

    def view(self) -> ft.View | None:
        """The screen built afresh (None: the route has no such screen now)."""
        shown = self.stack(self.session)
        if not shown:
            return None
        top = shown[-1]
        if top.key != self.key:  # another screen, or the table after an undo: its state starts afresh (or, for a
            # screen that keeps its draft, as root.Screen does: the one this phone kept for it)
            self.key, self.state = top.key, screen_state_for(self.session.drafts if top.keeps else None, top.key)
            self.state._redraw = self._asked
        with i18n.using(lambda: session_lang(self.session)):
            # Under a renderer, as root.Screen is: a component the screen embeds (e.g. a dialog with its own state)
            # is created as Flet creates it. It is not mounted here, so what it draws is not walked.
            view = Renderer().render(top.build, Ctx(self.session, self.state))
        view.route = top.key.partition("@")[0]
        return view

    def draw(self, bottom: bool = False) -> list:
        """The screen's controls (app bar first), built afresh; [] when the route has no such screen now."""
        view = self.view()
        if view is None:
            return []
        title = " ".join(str(getattr(c, "value", "") or "") for c in walk([view.appbar]))
        assert "Something went wrong" not in title, view.route
        return [view.appbar, *view.controls, *([view.bottom_appbar] if bottom else [])]


def one_screen(route: str, build) -> Callable[[Session], list[Shown]]:
    """A stack of one screen drawn by `build(ctx)` (a seat's screen, a widget's own test)."""
    return lambda s: [Shown(route, build)]
