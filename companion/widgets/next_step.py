"""The next step in sight: after this phone's own tap ends the step it was taken in, the screen scrolls to where
the new step begins.

Flutter keeps a page's scroll offset when the content changes: a long form above the thumb (Roll and Rails' dice
matching) giving way to a short one left the page standing in what comes after it (a walk: the Sheets, the new
"Take 3$" above the screen). Only the phone whose tap did it scrolls — the call is made in its tap's handler, never
on another phone's update, so no page moves under a thumb that did not ask for it."""
from __future__ import annotations

import logging

import flet as ft

log = logging.getLogger(__name__)


class StepKey(ft.ScrollKey):
    """The key of a control a tap's next step scrolls to (`ft.ScrollKey`), hashed by its value as it is compared:
    Flet's own has no hash, and the screens' checks that no two controls of a list share a key count keys in sets."""

    def __hash__(self) -> int:
        return hash(self.value)


def bring_into_view(ctx, scroll_key: str) -> None:
    """Scroll this phone's screen (the view it drew last, `ScreenState.shown`) to the control keyed
    `StepKey(scroll_key)`; nothing when the screen is gone or no longer has that control. At once and without an
    animation: the target stands above the part that changes, so it is where it was whether the redraw is there yet or
    not, and the page stands still again before the next look and tap (a page still gliding moves a control from
    under a finger)."""
    async def scroll() -> None:
        view = ctx.state.shown
        try:
            if view is not None:
                await view.scroll_to(scroll_key=scroll_key)
        except Exception:  # a page gone, a screen left meanwhile: the step is there to scroll to by hand
            log.debug("scrolling to %s failed", scroll_key, exc_info=True)
    ctx.page.run_task(scroll)
