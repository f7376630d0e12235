"""The language audits' shared steps: a phone in a language at 360 px, a route visited in its session, and a
list of screens each checked for messages of the catalog in the wrong language (and the German layout)."""
from __future__ import annotations

import re
import time

from tests.e2e.browser import OFFLINE, enable_semantics
from tests.e2e.language_audit import texts_and_layout, visible_texts, wrong_language, wrong_language_patterns
from tests.e2e.layout_audit import describe

SMALL_PHONE = {"width": 360, "height": 780}
T = 30_000


def _open(browser, url: str, locale: str):
    ctx = browser.new_context(viewport=SMALL_PHONE, locale=locale)
    ctx.route(OFFLINE, lambda r: r.abort())
    page = ctx.new_page()
    page.goto(url)
    enable_semantics(page)
    return ctx, page


def _visit(page, route: str, ready: str) -> None:
    """Go to `route` in this session (as a tap on a link would), and wait for `ready` on screen."""
    page.evaluate("r => { window.history.pushState(null, '', r); window.dispatchEvent(new PopStateEvent('popstate')); }",
                  route)
    page.locator("flt-semantics-host").get_by_text(ready).first.wait_for(timeout=T)
    time.sleep(0.5)


# The shared pip die (companion/widgets/dice.py) is a 28 px drawing whose accessible name ("Würfel zeigt 6") the
# layout audit reads as a cut-off text; it is a name, not a line of text (reported; not this game's screens).
PIP_DIE = re.compile(r"^text '(Würfel zeigt|Die showing) \d+' is cut off")


def audit(page, lang: str, where: str, found: list[str], layout: list[str] | None,
          skip: re.Pattern | None = PIP_DIE) -> None:
    """The whole screen, scrolled: no message of the catalog in the wrong language, some in the right one; with
    `layout`, the layout audit's findings too (but those `skip` matches)."""
    texts, measured = texts_and_layout(page) if layout is not None else (visible_texts(page), None)
    hits = wrong_language(texts, wrong_language_patterns(lang))
    if hits:
        found.append(f"{where}: " + "; ".join(hits))
    own = wrong_language(texts, wrong_language_patterns("en" if lang == "de" else "de", flutter=False))
    if not own:
        found.append(f"{where}: no message of the catalog read in {lang!r} at all ({len(texts)} texts)")
    if layout is not None:
        problems = "\n".join(line for line in describe(measured).splitlines() if not (skip and skip.match(line)))
        if problems:
            layout.append(f"{where}:\n{problems}")


def check_screens(server, browser, lang: str, screens: list[tuple[str, str, str]]) -> None:
    """Open each (name, path, a text shown once drawn) in its own phone in `lang`; fail on any wrong language."""
    de = lang == "de"
    found: list[str] = []
    layout: list[str] | None = [] if de else None  # German words are longer: the layout is checked in German
    for where, path, ready in screens:
        ctx, page = _open(browser, server.host(path), "de-DE" if de else "en-US")
        try:
            page.locator("flt-semantics-host").get_by_text(ready).first.wait_for(timeout=T)
            page.wait_for_timeout(800)
            audit(page, lang, where, found, layout)
        finally:
            ctx.close()
    assert not found, "wrong language on screen:\n" + "\n".join(found)
    assert not layout, "German layout at 360 px:\n\n" + "\n\n".join(layout)
