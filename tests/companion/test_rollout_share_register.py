"""Rollout's Share Register on the banker's screen and a player's own: every company by its whole name, as the
board prints it, over its ten squares (a walk at 360 px read "Simc", "Camc", "Pedr": the names were cut to four
letters to fit beside the squares). Drawn in process, as the app draws it."""
from __future__ import annotations

import flet as ft

from tests.e2e.rollout_seed import Seed
from tests.support.controls import walk
from tests.support.rollout_screens import Screen


def _register(controls) -> dict[str, ft.Semantics]:
    return {c.identifier[len("register-"):]: c for c in walk(controls)
            if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("register-")}


def _names(row: ft.Semantics) -> list[ft.Text]:
    """The texts of a register row that are not a square's initials (a square is a 27 px box)."""
    squares = {id(c.content) for c in walk([row]) if isinstance(c, ft.Container) and c.width == 27}
    return [c for c in walk([row]) if isinstance(c, ft.Text) and id(c) not in squares]


def test_each_company_of_the_register_reads_by_its_whole_name(tmp_path):
    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))  # Simcor, Camcon and Pedrasca: the longest name in play
    seed.give("Pedrasca", "Ann", 2)
    seed.give("Simcor", "Bob", 3)
    for screen in (Screen(seed.hub, seed.sid), Screen(seed.hub, seed.sid, seat="Ann")):
        rows = _register(screen.draw())
        assert sorted(rows) == ["Camcon", "Pedrasca", "Simcor"]
        for company, row in rows.items():
            names = _names(row)
            assert [t.value for t in names] == [company], [t.value for t in names]
            # Not squeezed into a fixed width beside the squares, where a longer name is cut or wraps.
            assert names[0].width is None and not names[0].max_lines
        assert rows["Pedrasca"].label == "Pedrasca shares: Ann 2; the Bank 8"
