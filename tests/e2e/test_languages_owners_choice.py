"""Owner's Choice in German and English (issue 17, item 4): a German phone reads the game's screens in German —
no English message of the catalog on screen or in an accessible name — and an English phone no German.

Issue 17: "A test fails on any visible English string in a German session (and the reverse) on every screen the
end-to-end tests visit." The table is seeded mid-game through the rules core (start player Ann, the pre-game
purchases made, Ann's pawn on RED's company square): the banker's screen and Ann's own phone both show the
decision the table waits for ("Pay … to the Fund and throw RED's President's die, or throw the Fund die"), the
status, the price tiles, the players and the $300 line. The German layout is checked at 360 px as well.
"""
from __future__ import annotations

from pathlib import Path

import pytest

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.language_kit import PIP_DIE, audit, check_screens  # noqa: F401

pytestmark = pytest.mark.e2e
T = 30_000
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
