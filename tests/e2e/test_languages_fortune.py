"""Fortune in German and English from the one catalog (issue 17, item 4): a German phone reads Fortune's screens
in German — no English message of the catalog on screen or in an accessible name — and an English phone (the
language chosen in Settings, or the device's) no German.

Issue 17: "A test fails on any visible English string in a German session (and the reverse) on every screen the
end-to-end tests visit." The table is seeded mid-game through the rules core: the starting capital paid, Ann
starts (6 6 against 1 2), Ann has rolled one die and the banker is to tap the space she lands on. The banker's
screen and Ann's own phone are audited in German (with the layout at 360 px), the banker's in English.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from calculators.core.table import make_setup
from calculators.fortune import actions as A
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.language_kit import check_screens

pytestmark = pytest.mark.e2e


def seed_fortune(data_dir: Path) -> tuple[str, str]:
    """A saved Fortune table mid-turn: (table id, Ann's seat link path)."""
    store = Store(Path(data_dir))
    hub = TableHub(store)
    sid = hub.create(make_setup("fortune", "Spieleabend", ["Ann", "Bob", "Cy"], "Kim"))

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(A.set_up, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120)
    do(A.roll_for_start, values=[[6, 6], [1, 2], [1, 2]])
    do(A.roll_move, "Ann", 1, values=[3])
    return sid, f"/seat/{Access(store, None).seat_token(sid, 'Ann')}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_fortune_screens_speak_the_phones_language_only(server, browser, lang):
    server.stop()
    sid, ann = seed_fortune(server.data_dir)
    server.start()
    de = lang == "de"
    screens = [("banker", f"/table/{sid}", "Auf welchem Feld ist Ann gelandet?" if de else
                "Which space did Ann land on?")]
    if de:
        screens.append(("Ann's phone", ann, "Ann würfelt 3"))
    check_screens(server, browser, lang, screens)
