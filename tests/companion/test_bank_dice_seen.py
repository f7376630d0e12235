"""The bank's Dice section lists the game's own rolls as the seats' phones do. A walk's Roll and Rails host read "No
dice rolled yet." under the tray while Bob's and Cy's phones listed "Bob rolled 5 1 2 5 1 5 1 3 2 1 6 6 1 for the
draft" (Drafting Dice: "The first player rolls all the dice")."""
from __future__ import annotations

import random

import flet as ft

from calculators.core.table import make_setup
from calculators.roll_and_rails import configure
from calculators.roll_and_rails.draft import roll_draft
from tests.support.controls import walk
from tests.support.roll_and_rails import SUPPLY
from tests.support.screens import Table
from tests.support.text import plain


def _texts(controls) -> list[str]:
    return [plain(c.value) for c in walk(controls) if isinstance(c, ft.Text) and c.value]


def test_the_draft_roll_is_listed_on_the_bank_phone(tmp_path):
    t = Table(tmp_path, "roll-and-rails")
    sid = t.hub.create(make_setup("roll-and-rails", "Friday", ["Ann", "Bob", "Cy"], "Ann"))
    t.hub.act(sid, lambda log: configure(log, "banker", rounds=3, supply=SUPPLY, first_player="Bob"))
    assert "No dice rolled yet." in _texts(t.draw(sid, ""))
    t.hub.act(sid, lambda log: roll_draft(log, "seat:Bob", rng=random.Random(5)))
    texts = _texts(t.draw(sid, ""))
    assert "No dice rolled yet." not in texts
    assert "Rolls at the table, newest first" in texts
    assert any(x.startswith("Bob rolled") and "draft" in x for x in texts), texts
