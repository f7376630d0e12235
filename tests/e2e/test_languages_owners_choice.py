"""Owner's Choice in German and English (issue 17, item 4): a German phone reads the game's screens in German —
no English message of the catalog on screen or in an accessible name — and an English phone no German.

Issue 17: "A test fails on any visible English string in a German session (and the reverse) on every screen the
end-to-end tests visit." The table is seeded mid-game through the rules core (start player Ann, the pre-game
purchases made, Ann's pawn on RED's company square): the banker's screen and Ann's own phone both show the
decision the table waits for ("Pay … to the Fund and throw RED's President's die, or throw the Fund die"), the
status, the price tiles, the players and the $300 line. The German layout is checked at 360 px as well.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.language_audit import visible_texts, wrong_language, wrong_language_patterns
from tests.e2e.layout_audit import describe, scroll_audit
from tests.e2e.test_languages import _open

pytestmark = pytest.mark.e2e
T = 30_000
# The shared pip die (companion/widgets/dice.py) is a 28 px drawing whose accessible name ("Würfel zeigt 6") the
# layout audit reads as a cut-off text; it is a name, not a line of text (reported; not this game's screens).
PIP_DIE = re.compile(r"^text '(Würfel zeigt|Die showing) \d+' is cut off")


def seed_owners_choice(data_dir: Path) -> tuple[str, str]:
    """A saved Owner's Choice table mid-game: (table id, Ann's seat link path)."""
    store = Store(Path(data_dir))
    hub = TableHub(store)
    sid = hub.create(make_setup("owners-choice", "Aktienabend", ["Ann", "Bob", "Cy"], "Kim"))

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.start_game, start_player="Ann")
    do(oc.pregame_buy, "Ann", {"RED": 1})
    do(oc.pregame_buy, "Bob", {"BLUE": 1})
    do(oc.pregame_buy, "Cy", {})
    do(oc.move_pawn, "Ann", 2, "company", "RED")
    return sid, f"/seat/{Access(store, None).seat_token(sid, 'Ann')}"


def audit(page, lang: str, where: str, found: list[str], layout: list[str] | None) -> None:
    """The whole screen, scrolled: no message of the catalog in the wrong language, some in the right one."""
    texts = visible_texts(page)
    hits = wrong_language(texts, wrong_language_patterns(lang))
    if hits:
        found.append(f"{where}: " + "; ".join(hits))
    own = wrong_language(texts, wrong_language_patterns("en" if lang == "de" else "de"))
    if not own:
        found.append(f"{where}: no message of the catalog read in {lang!r} at all ({len(texts)} texts)")
    if layout is not None:
        problems = "\n".join(line for line in describe(scroll_audit(page)).splitlines() if not PIP_DIE.match(line))
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


@pytest.mark.parametrize("lang", ["de", "en"])
def test_owners_choice_screens_speak_the_phones_language_only(server, browser, lang):
    server.stop()
    sid, ann = seed_owners_choice(server.data_dir)
    server.start()
    de = lang == "de"
    screens = [("banker", f"/table/{sid}", "Fondswürfel werfen" if de else "Throw the Fund die")]
    if de:  # the seat phone in German (the English seat phone is what the English e2e tests read)
        screens.append(("Ann's phone", ann, "Fondswürfel werfen"))
    check_screens(server, browser, lang, screens)
