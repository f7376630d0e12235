"""A board table the rules never let the banker change is read, not tapped: a walk tapped "Salaries per store" on
Rollout's board, typed 150, and was told only then "'Salaries per store' is printed in the rulebook and cannot be
changed". Its rows open no dialog, and the table says the rules keep it; a table the rules let change still opens
one (Rollout's assumed Price Index, Fortune's supply, printed but differing between printings)."""
from __future__ import annotations

import flet as ft

from tests.support.controls import walk
from tests.support.screens import Table
from tests.support.tables import game_log


def rows(tmp_path, game: str) -> dict[str, bool]:
    """Each board row's tooltip-free title -> whether a tap opens its dialog, on the banker's Board tables screen."""
    t = Table(tmp_path, game)
    sid = t.create(game_log(game))
    return {c.title.value: c.on_click is not None for c in walk(t.draw(sid, "board"))
            if isinstance(c, ft.ListTile) and isinstance(c.title, ft.Text) and c.trailing is not None}


def test_rollouts_printed_tables_are_read_and_its_assumed_ones_changed(tmp_path):
    shown = rows(tmp_path, "rollout")
    assert shown["Salaries per store"] is False and shown["Starting cash"] is False
    assert shown["square 21"] is True  # the Price Index (assumed: check it against your board)


def test_fortunes_fixed_tables_are_read_and_its_supply_changed(tmp_path):
    shown = rows(tmp_path, "fortune")  # (the table's German: the Fortune screens follow the Kasse's language)
    assert shown["Fabrik"] is True and shown["Darlehenskarten"] is True  # the supply: printings differ
    assert shown["3 Spieler"] is False and shown["Darlehensbetrag"] is False  # the starting capital, the loan: fixed
