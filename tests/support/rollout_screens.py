"""Rollout's screens drawn without a browser, the way the app's live components draw them: one phone's session and
one screen's own state (`companion.live.ScreenState`), every draw built afresh from the saved table."""
from __future__ import annotations

import types

import flet as ft

from companion.context import Ctx
from companion.live import ScreenState
from companion.session import Session
from tests.support.controls import Page, walk


class Screen:
    """The banker's table screen (or a seat's, or the More screen) of a Rollout table, on one phone."""

    def __init__(self, hub, sid: str, *, seat: str | None = None, more: bool = False):
        self.hub, self.sid, self.seat, self.more = hub, sid, seat, more
        actor = f"seat:{seat}" if seat else "banker"
        access = types.SimpleNamespace(actor_for=lambda ident, table: actor)
        self.page = Page(f"/table/{sid}" + ("/game/more" if more else ""))
        self.renders = 0
        self.state = ScreenState(rerender=self._dirty)
        services = types.SimpleNamespace(hub=hub, store=hub.store, access=access, claims=None)
        self.ctx = Ctx(Session(page=self.page, services=services, rerender=self._dirty), self.state)

    def _dirty(self) -> None:
        self.renders += 1

    def draw(self) -> list[ft.Control]:
        """The screen's controls as this render draws them (a new tree each time, as a component re-renders)."""
        snap = self.hub.get(self.sid)
        if self.more:
            from companion.views.games.rollout.more import more_view
            return list(more_view(self.ctx, self.sid, f"/table/{self.sid}").controls)
        if self.seat:
            from companion.views.games.rollout.panels import seat_panel
            return seat_panel(self.ctx, self.sid, snap, self.seat)
        from companion.views.games.rollout.panels import banker_panel
        from companion.views.table import banker_viewer
        return banker_panel(self.ctx, self.sid, snap, banker_viewer(snap.setup))


def label_of(field: ft.TextField) -> str:
    lab = field.label
    if isinstance(lab, ft.Text):
        return lab.semantics_label or lab.value or ""
    return lab or ""


def words(c) -> str:
    """A button's words as a player reads them (its spoken name when it has one)."""
    content = getattr(c, "content", None)
    if isinstance(content, ft.Text):
        return content.semantics_label or content.value or ""
    return content if isinstance(content, str) else ""


def field(controls, label: str) -> ft.TextField:
    hits = [c for c in walk(controls) if isinstance(c, ft.TextField) and label_of(c) == label]
    assert hits, f"no field {label!r}: {sorted(label_of(c) for c in walk(controls) if isinstance(c, ft.TextField))}"
    return hits[0]


def tap(controls, name: str) -> None:
    hits = [c for c in walk(controls) if getattr(c, "on_click", None) and words(c) == name]
    assert hits, f"no button {name!r}: {sorted(words(c) for c in walk(controls) if getattr(c, 'on_click', None))}"
    hits[0].on_click(types.SimpleNamespace(control=hits[0], data=None))


def type_in(controls, label: str, text: str) -> ft.TextField:
    """Keystrokes into the field on screen: the browser writes them into the rendered instance."""
    f = field(controls, label)
    f.value = text
    if f.on_change:
        f.on_change(types.SimpleNamespace(control=f, data=text))
    return f


def leave(f: ft.TextField) -> None:
    if f.on_blur:
        f.on_blur(types.SimpleNamespace(control=f, data=None))


def dice_for_choice(hub, players: tuple[str, ...], faces: tuple[str, ...]) -> str:
    """A new Rollout table (Kim banks) whose banker typed each player's die for the company choice on the bank
    phone and tapped "Record these dice" (Choose a Company: "The player with the highest number has first
    choice"); its id."""
    from calculators.core.table import make_setup

    sid = hub.create(make_setup("rollout", "T", list(players), "Kim"))
    shown = Screen(hub, sid).draw()
    for p, face in zip(players, faces):
        type_in(shown, f"{p}'s die for the choice", face)
    tap(shown, "Record these dice")
    return sid
