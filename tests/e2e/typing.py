"""Typing as a thumb does it: tap the field, wait until it is ready for keys, type; and what the page sent.

Flutter's web engine in Flet 1.0.5's client, with semantics on (as for a screen reader, and as every test here
runs it), ignores what is typed into a field's DOM input before the framework has attached its text editing to
that input: the characters show for a moment, no change reaches the app, and Flutter then writes its own text
over them. (Newer Flutter engines forward such edits: "Browser autofill and automation may edit the semantic DOM
input before it is driving Flutter's text editing channel", engine/src/flutter/lib/web_ui/lib/src/engine/
semantics/text_field.dart.) On a loaded 2-core machine the attaching took long enough that the seven-page load
test typed 6 of 38 purposes too early: the page sent nothing of them. A person sees the field become ready (the
cursor, the keyboard) before typing; `focus_field` waits for the same moment: the semantics tree creates the input
with autocorrect="off", and Flutter's text editing sets it to "on" when it attaches. What the page then sends is
recorded (`watch`), so the load tests can fail on typed text the app never received.
"""
from __future__ import annotations

import weakref

_SENT: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()  # page -> every frame it sent, in order
WAIT_MS = 4_000
READY = "e => document.activeElement === e && e.getAttribute('autocorrect') === 'on'"


def focus_field(page, box, *, position=None, timeout_ms: int = 15_000):
    """Tap the text field `box` and wait until Flutter's text editing is attached to it (keys typed now reach the
    app); returns it. A field that already has the focus keeps its attachment."""
    box.evaluate("e => { if (document.activeElement !== e) e.setAttribute('autocorrect', 'off'); }")
    box.click(position=position)
    page.wait_for_function(READY, arg=box.element_handle(), timeout=timeout_ms)
    return box


def watch(browser) -> None:
    """Record the frames every page of every new context of `browser` sends (before it loads anything)."""
    new_context = browser.new_context

    def watched_context(*args, **kwargs):
        ctx = new_context(*args, **kwargs)
        ctx.on("page", watch_page)
        return ctx

    browser.new_context = watched_context


def watch_page(page) -> None:
    if page in _SENT:
        return
    sent: list = []
    _SENT[page] = sent
    page.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(frame)))


def mark(page) -> int:
    """Where the page's sent frames stand now (typing after this is looked for after it)."""
    return len(_SENT.get(page, ()))


def taken(page, text: str, since: int, timeout_ms: int = WAIT_MS) -> bool | None:
    """True once the page has sent `text` to the server after `since` (Flutter took the typing); False if it
    has not within `timeout_ms`; None for a page whose frames are not watched (nothing can be told)."""
    sent = _SENT.get(page)
    if sent is None:
        return None
    raw = text.encode()
    waited = 0
    while True:
        if any(raw in f and b"value" in f for f in map(_bytes, sent[since:])):
            return True
        if waited >= timeout_ms:
            return False
        page.wait_for_timeout(50)  # Playwright delivers the page's events while it waits
        waited += 50


def _bytes(frame) -> bytes:
    return frame.encode() if isinstance(frame, str) else frame
