"""Helpers of test_fortune.py that other tests use too."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.e2e import typing
from tests.e2e.conftest import PHONE, enable_semantics
from tests.e2e.flutter import ident, reveal, settled

WAIT = 20_000


def german_phone(browser, url):
    """A phone whose browser speaks German (the device language the screens default to)."""
    ctx = browser.new_context(viewport=PHONE, locale="de-DE")
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1)"), lambda r: r.abort())
    page = ctx.new_page()
    page.goto(url)
    enable_semantics(page)
    return page


def new_fortune_table(page, players, banker):
    """On a German phone (`german_phone`): the shared screens speak German since the one catalog (issue 17)."""
    page.get_by_role("button", name="Neuer Tisch").click()
    tap(page, "radio", "Fortune")
    type_into(page, "Name des Tisches", "Fortune test")
    for name in players:
        type_into(page, "Name des Spielers", name)
        tap(page, "button", "Spieler dazu")
    tap(page, "radio", "Jemand, der nicht mitspielt")
    type_into(page, "Name der Bank (spielt nicht mit)", banker)
    tap(page, "button", "Tisch starten")


def see(page, identifier, text):
    expect(reveal(page, ident(page, identifier))).to_contain_text(text, timeout=WAIT)


def shot(page, path, top=None):
    """A picture of the phone's screen, scrolled so that `top` (an identifier or a text) is in view."""
    if top:
        target = on_screen(page, ident(page, top) if "-" in top else page.get_by_text(top, exact=True))
        for _ in range(6):  # bring it up to just below the app bar
            box = target.bounding_box()
            if box is None or 60 <= box["y"] <= 160:
                break
            page.mouse.wheel(0, box["y"] - 80)
            page.wait_for_timeout(250)
    page.wait_for_timeout(600)  # let the canvas catch up with the semantics tree
    page.screenshot(path=str(path))


def on_screen(page, locator):
    """Scroll until the control is inside the phone's screen, below the app bar (Flutter keeps semantics
    nodes just outside the screen too, and a tap there would land on whatever is drawn at that spot)."""
    target = reveal(page, locator)
    for _ in range(8):
        box = target.bounding_box()
        if box is None or 64 <= box["y"] and box["y"] + box["height"] <= PHONE["height"] - 8:
            break
        page.mouse.wheel(0, box["y"] - PHONE["height"] / 2)
        page.wait_for_timeout(200)
    return target


def still_on_screen(page, locator):
    """`locator` on screen, the screen standing still (`flutter.settled`: a tap while Flutter lays out what the last
    action changed can land on another control), and still on screen."""
    target = on_screen(page, locator)
    settled(page)
    return on_screen(page, target)


def tap(page, role, name, **kw):
    still_on_screen(page, page.get_by_role(role, name=name, **kw)).click()


def type_into(page, label, text):
    """Type into a Flutter text field, replacing what it holds (as tests/e2e/flutter.py, on screen first)."""
    typing.focus_field(page, still_on_screen(page, page.get_by_role("textbox", name=label)))
    page.keyboard.press("Control+A")
    page.keyboard.press("Backspace")
    page.keyboard.type(text)
