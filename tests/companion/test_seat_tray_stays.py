"""A seat's dice tray stays where the thumb is (issue 15, lost input): what the other phones' actions add to on a
player's phone — the table's rolls, the money changes with their reasons — is drawn below the tray's field and
Roll button, so a roll or a correction made elsewhere never moves them down under a tap on its way.

The browser's load test (tests/e2e/test_load.py, three phones on a game's screen) lost seat rolls this way: each
banker correction added a money reason above the tray, each roll a line of "Rolls at the table", and a tap landed
where the button had been a frame before."""
from __future__ import annotations

import random

import pytest

import calculators.rollout as ro
from calculators.core.tray import roll_tray
from tests.support.seat_table import SeatTable
from tests.support.tables import game_log

GAMES = ("rollout", "owners-choice", "fortune", "roll-and-rails")


def keys(view) -> list:
    return [c.key for c in view.controls]


def above_tray(view) -> list:
    k = keys(view)
    assert "t:tray" in k, k  # a player in the game has the tray
    return k[:k.index("t:tray")]


@pytest.mark.parametrize("game", GAMES)
def test_the_others_rolls_and_money_changes_are_drawn_below_the_seats_tray(game, tmp_path):
    log = game_log(game)
    me, other = log.events[0].data["players"][:2]
    t = SeatTable(tmp_path, game, me, sealed=False)
    sid = t.create(log)
    phone = t.phone(sid, "")
    before = above_tray(phone.view())
    t.hub.act(sid, lambda log: roll_tray(log, f"seat:{other}", 2, "Who goes first", rng=random.Random(3)))
    if game == "rollout":  # the banker changes this player's company's cash: a money reason on their phone
        t.hub.act(sid, lambda log: ro.correct(log, "banker", me, "cash", delta=5, reason="miscounted"))
    view = phone.view()
    assert above_tray(view) == before
    k = keys(view)
    assert k.index("t:tray") < k.index("t:rolls")
    assert "t:money" not in before and k.index("t:tray") < k.index("t:money")
