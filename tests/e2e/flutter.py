"""Small helpers for driving Flutter's web semantics tree with Playwright.

Flutter only builds semantics nodes for what is on screen, so a control below the fold must be
scrolled to (with the mouse wheel, as a thumb would swipe) before it can be found.
"""
from __future__ import annotations

import time

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.e2e import typing
from tests.support.text import plain


# The last wait for a control that scrolling did not find: as long as the browser tests' `expect` waits
# (tests/e2e/conftest.py, EXPECT_TIMEOUT_MS: a server answer under the full run's load). Five seconds were not
# enough once in CI, for the hand-over's new link (a seat released, written to disk and the screen redrawn).
WAIT_MS = 15_000


def ident(page, identifier: str):
    """The node a screen marked with ft.Semantics(identifier=...)."""
    return page.locator(f'[flt-semantics-identifier="{identifier}"]')


def read(locator) -> str:
    """The text of a node as a reader reads it: its no-break spaces ("1.200 DM" kept on one line) as spaces, as the
    tests write their expected words (`tests.support.text.plain`; Playwright's own `to_have_text` does the same)."""
    return plain(locator.inner_text())


# The first match's top and height on screen, or null: the selector resolved once (a count and then a box took two
# round trips, each matching Flutter's whole semantics tree by role and name: 66 ms a look, 40 % of the time a
# reveal took in Rollout's browser tests, 2026-12-06).
_BOX = "els => { if (!els.length) return null; const r = els[0].getBoundingClientRect(); return [r.top, r.height]; }"


def _in_view(page, locator) -> bool:
    """True when the element's middle is well inside the screen (clear of app bars), so a tap lands on it."""
    box = locator.evaluate_all(_BOX)
    if not box or box[1] <= 0:
        return False
    height = (page.viewport_size or {"height": 915})["height"]
    middle = box[0] + box[1] / 2
    return 64 <= middle <= height - 64


def reveal(page, locator, *, steps: int = 24, delta: int | None = None):
    """Scroll the page until `locator` is on screen (down first to the page's end, then back up); returns it.

    Each wheel moves the page by less than the band `_in_view` accepts (its height less 300 px by default), so no
    control is scrolled past unseen. A wheel that moved the page less than asked reached the page's end."""
    if delta is None:
        delta = max(300, (page.viewport_size or {"height": 800})["height"] - 300)
    page.mouse.move(206, 500)
    for direction in (1, -1):
        for _ in range(steps):
            if _in_view(page, locator):
                return locator.first
            before = _places(page)
            page.mouse.wheel(0, direction * delta)
            moved = _moved(page, before)
            if moved is None or abs(moved) < delta - 4:
                break  # at the end of the page this way (after a look at what the last wheel showed)
        if _in_view(page, locator):
            return locator.first
    locator.first.wait_for(timeout=WAIT_MS)
    return locator.first


# Where each of the screen's semantics nodes stands (by its id): a wheel that scrolled the page moves them.
_PLACES = "() => Object.fromEntries(Array.from(document.querySelectorAll('flt-semantics[id]'), " \
          "e => [e.id, e.getBoundingClientRect().top]))"


def _places(page) -> dict[str, float]:
    return page.evaluate(_PLACES)


def _moved(page, before: dict[str, float], *, wait: float = 0.5) -> float | None:
    """How far the page moved after a wheel (up is positive), checked until it moved or for `wait` seconds (a
    busy phone may take that long to draw its next frame); None when it did not move. A move that replaced every
    node on screen counts as a whole wheel."""
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        time.sleep(0.03)
        after = _places(page)
        if after != before:
            time.sleep(0.03)  # the frame after the move: every node at its new place
            after = _places(page)
            shifts = sorted(before[k] - after[k] for k in before.keys() & after.keys() if before[k] != after[k])
            return shifts[len(shifts) // 2] if shifts else float("inf")
    return None


# Resolves once the page's DOM (Flutter's semantics tree: a node for each control on screen) has not changed for
# `quiet` ms, or after `most` ms. Flutter draws on a canvas, so a screen being laid out again shows here as its
# semantics update. The page keeps the time of its last change from the first call on (a page that has stood
# still since costs no wait).
_SETTLED = """([quiet, most]) => new Promise(done => {
    if (!window.__lastChange) {
        window.__lastChange = {at: performance.now()};
        new MutationObserver(() => { window.__lastChange.at = performance.now(); }).observe(document.body,
            {subtree: true, childList: true, attributes: true, characterData: true});
    }
    const start = performance.now();
    (function look() {
        const now = performance.now(), still = now - window.__lastChange.at;
        if (still >= quiet || now - start >= most) done();
        else setTimeout(look, quiet - still);
    })();
})"""


def settled(page, *, quiet: int = 150, most: int = 2_000) -> None:
    """Wait until the screen stands still, as a person looks before tapping: a tap that lands while Flutter lays
    out the screen an earlier action changed can reach another control than the one under the finger (seen on the
    2-core machine: a tap on "Ann's Simcor shares", which was the element under the point tapped, put the focus in
    "Simcor money ($M)" while the ranking the last keystroke completed was drawn: 4 failures in 35 runs of that test
    before this wait, 0 in 33 after)."""
    page.evaluate(_SETTLED, [quiet, most])


def ready_to_tap(page, locator):
    """`locator` scrolled to, the screen standing still, and `locator` still in view; returns it."""
    found = reveal(page, locator)
    settled(page)
    return reveal(page, found)


def focus(page, label: str):
    """Tap a Flutter text field by its label, near its top, and wait until keys typed reach the app; returns it.

    Near the top: a field with a message under it is taller, and its middle may be the message."""
    box = ready_to_tap(page, page.get_by_role("textbox", name=label))
    size = box.bounding_box()
    position = {"x": size["width"] / 2, "y": min(size["height"] / 2, 24)} if size else None
    try:
        return typing.focus_field(page, box, position=position, timeout_ms=5_000)
    except PlaywrightTimeout:
        other = page.evaluate(ANOTHER_FIELD, box.element_handle())
        if not other:
            raise
    # A named flake, of this harness and not of the app: the tap goes to the field's semantics node (the page's
    # accessibility tree, which these tests drive), and under CPU load a screen re-rendered just before can have
    # given that node's place to another field: the focus lands in it (seen: "Razno money ($M)" took the tap on
    # "Cy's Razno shares" in Quick Cash Out, 1 run in 6 with two CPU burners, and once in each of two full runs;
    # alone, 6 of 6 passed). A finger hits the drawn frame instead. Only then is the field tapped once more.
    settled(page, most=5_000)
    box = ready_to_tap(page, page.get_by_role("textbox", name=label))
    return typing.focus_field(page, box, position=position)


# Another text field has the focus (not the one tapped, `e`): the named flake `focus` taps again for.
ANOTHER_FIELD = "e => { const a = document.activeElement; return !!a && a !== e && a.tagName === 'INPUT'; }"


def type_into(page, label: str, text: str, *, replace: bool = True) -> None:
    """Focus a Flutter text field by its label and type, as a thumb would (fill() does not reach Flutter).

    By default whatever the field holds is replaced (a field the app just cleared may still be
    catching up when the next name is typed)."""
    focus(page, label)
    if replace:
        page.keyboard.press("Control+A")
        page.keyboard.press("Backspace")
    if len(text) > 100:
        page.keyboard.insert_text(text)  # a paste: one input event, not thousands of key presses
    else:
        page.keyboard.type(text)


def tap(page, role: str, name: str, **kw) -> None:
    """Scroll to a control by role and accessible name, wait until the screen stands still, and tap it."""
    ready_to_tap(page, page.get_by_role(role, name=name, **kw)).click()


def tap_icon(page, tooltip: str) -> None:
    """Tap an icon button by its tooltip (Flutter puts the tooltip on a wrapper around the button)."""
    ready_to_tap(page, page.get_by_label(tooltip, exact=True).get_by_role("button")).click()
