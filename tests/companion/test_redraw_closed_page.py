"""Another phone's change redraws this page through its own loop (`companion.live.redraw_in`); a page that has
closed is not asked: Flet made the redraw's coroutine and dropped it unawaited ("RuntimeWarning: coroutine
'…in_this_session' was never awaited" in a walk's server log when a page closed)."""
from __future__ import annotations

import asyncio
import types
import warnings

from companion.live import redraw_in


class Page:
    def __init__(self, loop):
        self.session = types.SimpleNamespace(connection=None if loop is None else types.SimpleNamespace(loop=loop))
        self.asked = []

    def run_task(self, handler):
        coro = handler()  # as Flet does: the coroutine is made, then handed to the page's loop
        self.asked.append(coro)
        coro.close()


def test_a_closed_or_gone_page_is_not_asked_to_redraw():
    closed = asyncio.new_event_loop()
    closed.close()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for page in (Page(None), Page(closed)):
            redraw_in(page, lambda: None)
            assert page.asked == []


def test_an_open_page_redraws_on_its_own_loop():
    loop = asyncio.new_event_loop()
    try:
        page = Page(loop)
        redraw_in(page, lambda: None)
        assert len(page.asked) == 1
    finally:
        loop.close()
