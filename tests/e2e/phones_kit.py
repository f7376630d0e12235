"""What the players'-phones browser tests share: seat pages at the smallest phone size (360×780), each logging
every websocket frame it receives, and checks that a control is on screen without scrolling and 48 px high."""
from __future__ import annotations

import contextlib
import re

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from tests.e2e.conftest import enable_semantics
from tests.e2e.flutter import ident, read, reveal
from tests.e2e.frames import FrameLog

SMALL = {"width": 360, "height": 780}
T = 20_000


def seat_phone(browser, server, path: str, viewport: dict | None = SMALL, locale: str | None = None):
    """A player's own phone on their seat link (no internet), with the frames it receives."""
    ctx = browser.new_context(viewport=viewport or SMALL, **({"locale": locale} if locale else {}))
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1)"), lambda r: r.abort())
    page = ctx.new_page()
    frames = FrameLog(page)
    page.goto(server.url + path)
    enable_semantics(page)
    expect(ident(page, "whoami")).to_be_visible(timeout=30_000)
    return page, frames


def on_screen(page, locator) -> dict:
    """The control's box, asserting it lies wholly inside the viewport as the page stands (no scrolling)."""
    locator.wait_for(timeout=T)
    box = locator.bounding_box()
    size = page.viewport_size
    assert box is not None, "the control has no box"
    assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 0.5, \
        f"not on the first screen without scrolling: {box} in {size}"
    assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5, f"runs off the screen: {box}"
    return box


def see(page, identifier: str, text: str, exact: bool = False) -> None:
    """The node marked `identifier` shows `text` (scrolled to, as a thumb would)."""
    node = reveal(page, ident(page, identifier))
    (expect(node).to_have_text if exact else expect(node).to_contain_text)(text, timeout=T)


def to_top(page) -> None:
    page.mouse.move(180, 400)
    page.mouse.wheel(0, -40_000)
    page.wait_for_timeout(300)


# An event kind ("fortune.loan_taken", "oc.traded") or a snake_case key ("gold_coast"): never in History's words.
INTERNAL = re.compile(r"\b[a-z]+\.[a-z_]+\b|\b[a-z]+_[a-z_]+\b")


def history_reads(page, lines, timeout: float = 20_000) -> None:
    """History (already open on `page`) shows each of `lines` (a sentence, or its start) and no internal name."""
    for line in lines:
        expect(reveal(page, page.locator("flt-semantics").get_by_text(line, exact=False).first)).to_be_visible(
            timeout=timeout)
    text = page.locator("flt-semantics-host").inner_text()
    found = INTERNAL.search(text)
    assert not found, found.group(0)


@contextlib.contextmanager
def pictures(pages: dict, folder, prefix: str):
    """A picture of each phone next to the test's data: all of them at the end, or `failure-<name>` when the block
    fails (the failure stands if a page is already gone). The phones' contexts are closed either way."""
    try:
        yield
        for name, page in pages.items():
            page.screenshot(path=str(folder / f"{prefix}-{name}.png"))
    except BaseException:
        for name, page in pages.items():
            try:
                page.screenshot(path=str(folder / f"failure-{name}.png"))
                print("screenshot:", folder / f"failure-{name}.png")
            except PlaywrightError as err:  # a page already closed: its picture is lost, the failure stands
                print("no screenshot:", name, err)
        raise
    finally:
        for page in pages.values():
            page.context.close()


def history_lines(page) -> dict[str, str]:
    """Every History entry (event-N), read while scrolling down the History screen."""
    lines: dict[str, str] = {}
    page.mouse.move(206, 500)
    for _ in range(40):
        for node in page.locator('[flt-semantics-identifier^="event-"]').all():
            try:
                lines[node.get_attribute("flt-semantics-identifier")] = read(node)
            except Exception:  # noqa: BLE001 (a node scrolled away while being read)
                continue
        page.mouse.wheel(0, 400)
        page.wait_for_timeout(150)
    return lines
