"""A seat's dice tray stays where the thumb is (issue 15, lost input): what the other phones' actions add to on a
player's phone — the table's rolls, the money changes with their reasons — is drawn below the tray's field and
Roll button, so a roll or a correction made elsewhere never moves them down under a tap on its way.

The browser's load test (tests/e2e/test_load.py, three phones on a game's screen) lost seat rolls this way: each
banker correction added a money reason above the tray, each roll a line of "Rolls at the table", and a tap landed
where the button had been a frame before. Fortune's own Roll buttons on the phone of the player next to roll stay
above the last line and the money reasons the same way."""
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


def test_fortune_the_roll_stays_above_what_the_kasse_books_for_another_player(tmp_path):
    # Fortune: the player next to roll has the Roll buttons on their phone; the Kasse meanwhile books for the player
    # before (chips bought on the space). The last line and the money reasons change; nothing above Roll does.
    from calculators.fortune import actions as A
    from companion.access import Identity
    from companion.context import Ctx
    from companion.live import ScreenState
    from companion.views.games.fortune import panels
    from tests.support.fortune import B, Table as Game
    from tests.support.phone import fake_services, session
    from tests.support.screens import Table

    g = Game()
    g.turn("Ann", "factory-1")
    t = Table(tmp_path, "fortune")
    sid = t.create(g.log)
    nxt = "Bob"  # after Ann's turn
    s = session(f"/seat/{sid}", services=fake_services(t.hub, t.store, actor=f"seat:{nxt}"),
                identity=Identity("seat", table=sid, seat=nxt), showing_table=sid, device_lang="en", lang="en")

    def drawn() -> tuple[list, list]:
        """The controls above the Roll buttons, and those below them."""
        k = [(type(c).__name__, c.key) for c in panels.seat_panel(Ctx(s, ScreenState()), sid, t.hub.get(sid), nxt)]
        assert ("Container", f"roll-box-{nxt}") in k, k
        at = k.index(("Container", f"roll-box-{nxt}"))
        return k[:at], k[at + 1:]

    before, _ = drawn()
    t.hub.act(sid, lambda log: A.buy_chips(log, B, "Ann", "factory", 2))
    above, below = drawn()
    assert above == before
    assert ("Container", "fortune-last") in below  # "Last: Ann buys 2 factory chips" is told below Roll


@pytest.mark.parametrize("game", GAMES)
def test_on_the_bankers_table_screen_the_latest_roll_is_drawn_below_the_tray(game, tmp_path):
    from tests.support.screens import Table

    log = game_log(game)
    t = Table(tmp_path, game)
    sid = t.create(log)
    phone = t.phone(sid, "")
    before = above_tray(phone.view())
    seat = log.events[0].data["players"][1]
    t.hub.act(sid, lambda log: roll_tray(log, f"seat:{seat}", 2, "A much longer purpose that takes a second line "
                                         "on a phone", rng=random.Random(3)))
    view = phone.view()
    assert above_tray(view) == before
    assert keys(view).index("t:tray") < keys(view).index("t:latest-roll")
