"""Live components: a screen is a component over the live table, re-rendered whole; nothing typed or tapped is lost.

The rules learnt in Flet 1.0.5 (see FLET-NOTES "Live components"):
- the table's state lives outside the components (TableHub); a screen re-reads it on every render and keeps only
  its own state here (`ScreenState`: what is being typed, chosen, or refused);
- another phone's update re-renders this page through this page's own loop (`page.run_task`);
- a text field's value is carried from the previous render's instance (where the browser writes keystrokes);
- rendered controls are never changed after the render: errors and choices are state.
"""
from __future__ import annotations

from typing import Any, Callable

import flet as ft

_MISSING = object()


class ScreenState:
    """One screen's own state between renders. A change re-renders the screen (`rerender`)."""

    def __init__(self, rerender: Callable[[], None] | None = None):
        self.values: dict[str, Any] = {}
        self.errors: dict[str | None, str] = {}  # field key (None: the screen) -> the message shown
        self.fields: dict[str, ft.TextField] = {}  # the last rendered instance of each field
        self.cleared: set[str] = set()
        self.rerender = rerender or (lambda: None)

    # choices -----------------------------------------------------------------------------------------
    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def put(self, key: str, value: Any) -> None:
        self.values[key] = value
        self.rerender()

    def drop(self, *keys: str) -> None:
        for key in keys:
            self.values.pop(key, None)
        self.rerender()

    # fields ------------------------------------------------------------------------------------------
    def field(self, key: str, field: ft.TextField) -> ft.TextField:
        """`field`, built afresh by this render, with what was typed in the previous render's instance, its
        error from state, and `key` (so a list that changes shape still finds it)."""
        prev = self.fields.get(key)
        if key in self.cleared:
            self.cleared.discard(key)
        elif prev is not None and prev.value is not None:
            field.value = prev.value
        if field.error is None and key in self.errors:
            field.error = self.errors[key]
        if field.key is None:
            field.key = key
        self.fields[key] = field
        return field

    def text(self, key: str, default: str = "") -> str:
        """What is typed in field `key` now."""
        f = self.fields.get(key)
        return default if f is None or f.value is None else str(f.value)

    def clear(self, *keys: str) -> None:
        """Empty these fields (all when none are named) on the next render."""
        self.cleared |= set(keys or self.fields)
        for key in keys or list(self.fields):
            self.errors.pop(key, None)
        self.rerender()

    # refusals ----------------------------------------------------------------------------------------
    def fail(self, key: str | None, message: str) -> None:
        """Show `message` on field `key` (None: on the screen)."""
        self.errors[key] = message
        self.rerender()

    def error(self, key: str | None = None) -> str | None:
        return self.errors.get(key)

    def forget_errors(self) -> None:
        if self.errors:
            self.errors.clear()
            self.rerender()


def use_screen_state() -> ScreenState:
    """This component's ScreenState, kept across renders; a change re-renders the component."""
    ref = ft.use_ref(None)
    _, set_version = ft.use_state(0)
    if ref.current is None:
        ref.current = ScreenState()
    ref.current.rerender = lambda: set_version(lambda v: v + 1)
    return ref.current


def use_topic(topic: str, wanted: Callable[[Any], bool], rerender: Callable[[], None]) -> None:
    """Re-render (`rerender`) whenever another session publishes a `wanted` message on `topic`, through this
    page's own loop: the pub/sub handler runs outside any session, where a state setter would render in the
    wrong session."""
    page = ft.context.page

    def on_message(_topic, message):
        if not wanted(message):
            return

        async def in_this_session():
            rerender()

        try:
            page.run_task(in_this_session)
        except Exception:  # the page is closing: nothing to redraw
            pass

    ft.use_effect(lambda: page.pubsub.subscribe_topic(topic, on_message), dependencies=[],
                  cleanup=lambda: page.pubsub.unsubscribe_topic(topic))
