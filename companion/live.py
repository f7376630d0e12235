"""Live components: a screen is a component over the live table, re-rendered whole; nothing typed or tapped is lost.

The rules learnt in Flet 1.0.5 (see FLET-NOTES "Live components"):
- the table's state lives outside the components (TableHub); a screen re-reads it on every render and keeps only
  its own state here (`ScreenState`: what is being typed, chosen, or refused);
- another phone's update re-renders this page through this page's own loop (`page.run_task`);
- a text field's value is carried from the previous render's instance (where the browser writes keystrokes);
- rendered controls are never changed after the render: errors and choices are state.
"""
from __future__ import annotations

import logging
from typing import Any, Callable

import flet as ft

logger = logging.getLogger("companion")

_MISSING = object()


class ScreenState:
    """One screen's own state between renders. A change re-renders the screen (`rerender`)."""

    def __init__(self, rerender: Callable[[], None] | None = None):
        self.values: dict[str, Any] = {}
        self.errors: dict[str | None, str] = {}  # field key (None: the screen) -> the message shown
        self.fields: dict[str, ft.TextField] = {}  # the last rendered instance of each field
        self.built: dict[str, Any] = {}  # the value the screen gave each field at its last render
        self.cleared: set[str] = set()
        self._redraw = rerender or (lambda: None)
        self.version = 0  # counts the changes of this state (a part of the screen redraws when it moves)
        self.shelved = False  # registered with the phone's draft shelf (`companion.draft_shelf`)
        # The view this screen drew last (`root.Screen`), what `widgets.next_step` scrolls; never copied or shelved
        self.shown: ft.View | None = None

    def rerender(self) -> None:
        """This state changed: draw the screen again."""
        self.version += 1
        self._redraw()

    def holds_anything(self) -> bool:
        """Whether anything is typed over what the screen gave its fields, or chosen."""
        return bool(self.values) or any(f.value != self.built.get(k, f.value) and f.value not in (None, "")
                                        for k, f in self.fields.items())

    def copy_plain(self) -> "ScreenState":
        """This state's values and typed words, holding no control (nor, through its handlers, any page)."""
        return ScreenState.plain(self.values, self.built, {k: f.value for k, f in self.fields.items()})

    @staticmethod
    def plain(values: dict, built: dict, typed: dict) -> "ScreenState":
        """A shelved state of plain values: choices, the values the screen gave its fields, the words typed in them."""
        from companion.draft_shelf import Typed

        state = ScreenState()
        state.values, state.built = dict(values), dict(built)
        state.fields = {k: Typed(v) for k, v in typed.items()}
        state.shelved = True
        return state

    def carry(self, old: "ScreenState", prefix: str) -> None:
        """Take up what `old` (this screen before an undo started it afresh) held under keys starting with `prefix`:
        a form the undo did not concern keeps what was chosen and typed in it."""
        from companion.draft_shelf import Typed

        mine = lambda k: isinstance(k, str) and k.startswith(prefix)  # noqa: E731
        self.values.update({k: v for k, v in old.values.items() if mine(k) and k not in self.values})
        self.built.update({k: v for k, v in old.built.items() if mine(k) and k not in self.built})
        self.fields.update({k: Typed(f.value) for k, f in old.fields.items() if mine(k) and k not in self.fields})

    def take_up(self, old: "ScreenState") -> bool:
        """Take up what `old` (this screen on the same phone's last session) held typed and chosen, unless
        something is typed or chosen here already (False); the next render shows it (`field`: typed words stay)."""
        from companion.draft_shelf import Typed

        if self.holds_anything():
            return False
        self.values = dict(old.values)
        self.built = dict(old.built)
        self.fields = {k: Typed(f.value) for k, f in old.fields.items()}
        # A change of this state: the screen's parts that draw from it redraw (`part` keys on the version). Taken up
        # after the screen's first drawing (the phone's storage read late), a part kept its fields as first drawn: a
        # walk's Kasse reloaded and found the loan form at the printed 48,000 DM, not the 47,123 typed (3 of 8).
        self.version += 1
        return True

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
        error from state, and `key` (so a list that changes shape still finds it).

        Nothing typed, it follows the screen: when the value the screen gives it moves (an entry confirmed on
        another phone) while the field still holds the value it was given last, it takes the new one; a value the
        player typed over it is a draft, and stays."""
        prev = self.fields.get(key)
        given, was = field.value, self.built.get(key, _MISSING)
        self.built[key] = given
        untouched = prev is not None and was is not _MISSING and prev.value == was
        if key in self.cleared:
            self.cleared.discard(key)
        elif prev is not None and prev.value is not None and not (untouched and given != was):
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


def screen_state_for(kept: dict[str, ScreenState] | None, key: str) -> ScreenState:
    """A screen's state when it is opened: afresh, or (`kept`: the phone's drafts) the one its last opening at `key`
    left, so a screen that keeps its draft (a quick calculator) finds what was typed after Back and a return."""
    return ScreenState() if kept is None else kept.setdefault(key, ScreenState())


def use_screen_state(kept: dict[str, ScreenState] | None = None, key: str = "") -> ScreenState:
    """This component's ScreenState, kept across renders (and, with `kept`, across leaving the screen and coming
    back: `screen_state_for`); a change re-renders the component."""
    ref = ft.use_ref(None)
    if ref.current is None:
        ref.current = screen_state_for(kept, key)
    _, set_version = ft.use_state(0)
    ref.current._redraw = lambda: set_version(lambda v: v + 1)
    return ref.current


def redraw_in(page, rerender: Callable[[], None]) -> None:
    """Run `rerender` on `page`'s own loop, unless the page has closed (its connection gone or its loop closed:
    asked then, Flet makes the task's coroutine and drops it unawaited, a RuntimeWarning in the server's log)."""
    connection = getattr(getattr(page, "session", None), "connection", None)
    loop = getattr(connection, "loop", None)
    if loop is None or loop.is_closed():
        return

    async def in_this_session():
        rerender()

    try:
        page.run_task(in_this_session)
    except Exception:  # the page closed in between: nothing to redraw
        pass


def use_topic(topic: str, wanted: Callable[[Any], bool], rerender: Callable[[], None]) -> None:
    """Re-render (`rerender`) whenever another session publishes a `wanted` message on `topic`, through this
    page's own loop: the pub/sub handler runs outside any session, where a state setter would render in the
    wrong session."""
    page = ft.context.page

    def on_message(_topic, message):
        if wanted(message):
            redraw_in(page, rerender)

    ft.use_effect(lambda: page.pubsub.subscribe_topic(topic, on_message), dependencies=[],
                  cleanup=lambda: page.pubsub.unsubscribe_topic(topic))


class _Draw:
    """A part's draw function, equal to any other: a memoized part compares its `deps` only (a screen makes a new
    closure on every render)."""

    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[], Any]):
        self.fn = fn

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Draw)

    __hash__ = object.__hash__


@ft.component
def _Part(draw: _Draw, deps: tuple):
    """One control (a component's list of controls is not shown inside a view): the part's controls in a column
    spaced as a view spaces its own; a part with nothing to show takes no room (nor the view's spacing)."""
    try:
        drawn = draw.fn()
    except Exception as err:  # a bug in one part must not take the table away: say so where it stands
        from companion.i18n import _

        logger.exception("drawing a part of the screen failed")
        drawn = [ft.Text(_("This part of the screen could not be drawn ({err}).").format(err=type(err).__name__),
                         color=ft.Colors.ERROR, key="part-failed")]
    return ft.Column(drawn, spacing=10, visible=bool(drawn))


def part(draw: Callable[[], list[ft.Control]], deps: tuple, key: str) -> list[ft.Control]:
    """A part of a screen (a game's panel) drawn again only when `deps` change: what it shows depends on nothing
    else. A tap elsewhere on the screen (a dice-tray roll) then neither rebuilds nor re-sends it. Outside the app
    (a screen drawn by a test or a script, with no renderer) it is simply drawn."""
    from flet.components.utils import current_renderer

    try:
        current_renderer()
    except RuntimeError:
        return draw()
    return [ft.memo(_Part)(_Draw(draw), deps, key=key)]
