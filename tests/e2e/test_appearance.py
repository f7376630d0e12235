"""Light or dark, the phone's own choice (Settings; companion/widgets/appearance.py): the screen turns dark when Dark
is chosen, stays dark after a reload (kept in this browser's storage), and turns light again with Light. The page's
themes do not fade into each other (companion/widgets/theme.py: `dress`), so the look changes at once."""
from __future__ import annotations

import io
import time

import pytest
from PIL import Image

from tests.e2e.browser import enable_semantics, open_phone

pytestmark = pytest.mark.e2e


def brightness(page) -> float:
    """The mean brightness (0-255) of the screen's background, sampled down its right edge below the app bar."""
    shot = Image.open(io.BytesIO(page.screenshot())).convert("L")
    w, h = shot.size
    samples = [shot.getpixel((w - 4, y)) for y in range(h // 3, h - 10, 25)]
    return sum(samples) / len(samples)


def turns(page, dark: bool, *, within: float = 10.0) -> float:
    """The screen's brightness once it is dark (or light); fails if it is not within `within` seconds. The look
    changes with the next frame on a quiet machine; under the full suite's load a frame can take a while."""
    deadline = time.monotonic() + within
    while True:
        seen = brightness(page)
        if (seen < 60) if dark else (seen > 200):
            return seen
        assert time.monotonic() < deadline, f"the screen stayed at brightness {seen:.0f} (wanted {'dark' if dark else 'light'})"
        time.sleep(0.2)


def settings(page) -> None:
    page.get_by_text("House rule").first.wait_for(timeout=30_000)
    page.wait_for_timeout(500)


def test_dark_and_light_are_this_phones_own_and_kept(server, browser):
    ctx, page = open_phone(browser, server.host("/settings"))
    try:
        settings(page)
        assert brightness(page) > 200, "light at first: Chromium here reports no dark preference"
        page.get_by_role("radio", name="Dark").first.click()
        turns(page, dark=True)
        page.reload()
        enable_semantics(page)
        settings(page)
        turns(page, dark=True)  # the choice is kept in this browser
        page.get_by_role("radio", name="Light").first.click()
        turns(page, dark=False)
    finally:
        ctx.close()
