"""No screen wraps a hidden control in Semantics: Flet's client draws a red "Semantics.content must be provided and
visible" box in its place (seen on Owner's Choice's stock trade, under every company with no reason to show). A
part that may be hidden is hidden with its Semantics."""
from __future__ import annotations

import flet as ft
import pytest

from tests.support.seat_table import SeatTable
from tests.support.controls import walk
from tests.support.screens import Table
from tests.support.tables import game_log

GAMES = ("rollout", "owners-choice", "fortune", "roll-and-rails")


def hidden_inside_semantics(controls) -> list[str]:
    return [c.identifier or type(c.content).__name__ for c in walk(controls)
            if isinstance(c, ft.Semantics) and c.visible is not False and c.content is not None
            and c.content.visible is False]


@pytest.mark.parametrize("game", GAMES)
def test_the_bankers_and_a_seats_table_screens(game, tmp_path):
    for t in (Table(tmp_path / "banker", game), SeatTable(tmp_path / "seat", game, "Ann")):
        sid = t.create(game_log(game))
        assert hidden_inside_semantics(t.draw(sid, "")) == [], type(t).__name__
