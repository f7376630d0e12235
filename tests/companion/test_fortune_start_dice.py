"""Fortune, Turn Order: "each player rolls both dice; the highest total begins". Real dice typed in at the Kasse: a
die the rules refuse is refused on its own player's field. A walk's Kasse typed Cy's throw as "2 x" and Dee's as
"1 7": both refusals stood under Ann's field, whose "6 5" was right."""
from __future__ import annotations

import types

import flet as ft

from calculators.fortune import actions as A
from tests.support.fortune import B, COMPANIES, Table as Game
from tests.support.fortune.phones import kasse_drawn

PLAYERS = ("Ann", "Bob", "Cy", "Dee")


def _field(controls, player: str) -> ft.TextField:
    return next(c for c in controls if isinstance(c, ft.TextField) and c.label == f"{player}: two dice, e.g. 6 5")


def _entered(tmp_path, throws: tuple[str, ...]):
    """The Kasse's phone after the starting capital: each player's throw typed, Enter real dice tapped; (hub, id,
    draw)."""
    g = Game(players=PLAYERS, start=False)
    g.do(A.set_up, B, dict(zip(PLAYERS, COMPANIES)), 120)
    hub, sid, draw = kasse_drawn(tmp_path, g.log)
    for player, typed in zip(PLAYERS, throws):
        field = _field(draw(), player)
        field.value = typed
        if field.on_change:
            field.on_change(types.SimpleNamespace(control=field))
    events = len(hub.get(sid).log.events)
    next(c for c in draw() if getattr(c, "key", None) == "start-typed").on_click(None)
    assert len(hub.get(sid).log.events) == events  # refused: nothing saved
    return draw


def test_a_wrong_die_is_refused_on_its_players_field(tmp_path):
    shown = _entered(tmp_path, ("6 5", "5 6", "2 3", "1 7"))()
    assert _field(shown, "Dee").error and "7" in _field(shown, "Dee").error
    assert not _field(shown, "Ann").error


def test_one_die_typed_for_the_start_asks_for_two(tmp_path):
    # Turn Order: "each player rolls both dice". A walk typed "1" for Cy and read "Enter one or two dice, each 1 to 6."
    shown = _entered(tmp_path, ("6 5", "5 6", "1", "1 2"))()
    assert _field(shown, "Cy").error == "Enter two dice, each 1 to 6."
