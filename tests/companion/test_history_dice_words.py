"""The banker's dice rolls in History, in the words of the phone's language and of the game: a game's own die
(Owner's Choice's Event die) by the names its board gives the faces, Fortune's banker as the Kasse."""
from __future__ import annotations

import random

from calculators.core.actors import BANKER
from calculators.core.dice import D6
from calculators.core.game import dice_for
from calculators.core.table import make_setup
from calculators.core.tray import roll_tray
from calculators.core.words import history
from calculators.owners_choice.tables import LABELS
from calculators.owners_choice.words import FACES_DE
from companion.storage import Store
from companion.table import TableHub


def test_a_games_own_die_rolled_on_the_tray_reads_in_the_phones_language(tmp_path):
    """Owner's Choice's Event die rolled on the shared tray (the game's "Event die" of six faces): German History
    names the face as the German screens do ("Aktie tauschen"), not in the English it was recorded with. Fortune's
    banker is the Kasse, as in Fortune's own lines ("The Kasse keeps the chips, shares, bonds")."""
    hub = TableHub(Store(tmp_path))
    log = hub.get(hub.create(make_setup("owners-choice", "T", ["Ann", "Bob"], "Kim"))).log
    event_die = next(d for d in dice_for("owners-choice", log) if d.name == "Event")
    log, ev = roll_tray(log, BANKER, 1, "Table roll", die=event_die, rng=random.Random(3))
    face = ev.data["labels"][0]
    code = next(k for k, v in LABELS.items() if v == face)
    assert history("owners-choice", log, "en")[ev.seq] == f"The banker rolled {face}"
    assert history("owners-choice", log, "de")[ev.seq] == f"Die Bank würfelt {FACES_DE[code]}"

    log = hub.get(hub.create(make_setup("fortune", "T", ["Ann", "Bob"], "Kim"))).log
    log, ev = roll_tray(log, BANKER, 1, "Table roll", die=D6, rng=random.Random(3))
    faces = ev.data["faces"][0]
    assert history("fortune", log, "de")[ev.seq] == f"Die Kasse würfelt {faces}"
    assert history("fortune", log, "en")[ev.seq] == f"The Kasse rolled {faces}"
