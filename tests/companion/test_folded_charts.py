"""A price chart folded shut costs the table screen nothing (issue 15, cold start): Owner's Choice's "Prices over the
turns" and Rollout's "Share prices over the turns" start folded (issue 16: reference sections under the turn); the
chart is neither made nor sent to the phone until its section is opened, and opening it draws it at once. A first
screen with its charts folded does not even import flet-charts (0.2-0.3 s of a cold start)."""
from __future__ import annotations

import subprocess
import sys
import textwrap
import types
from pathlib import Path

import flet as ft
import pytest

from tests.support.controls import texts, walk
from tests.support.screens import Table
from tests.support.seat_table import SeatTable
from tests.support.tables import game_log

ROOT = Path(__file__).resolve().parents[2]
CHARTS = {"owners-choice": "Prices over the turns", "rollout": "Share prices over the turns"}


def tile(drawn, title: str) -> ft.ExpansionTile:
    found = [c for c in walk(drawn) if isinstance(c, ft.ExpansionTile) and texts(c.title) == title]
    assert len(found) == 1, f"no section {title!r}"
    return found[0]


def charts_in(controls) -> list:
    """The line charts among `controls` (flet-charts imported here, not at the top: the module is imported by the
    fresh process below, which must not import it)."""
    import flet_charts as fc

    return [c for c in walk(controls) if isinstance(c, fc.LineChart)]


# The phones that have a price chart: the bank phone of each game, and a Rollout player's own phone (the prices are
# public; a walk three hours into a game found the chart only on the bank phone).
PHONES = {"owners-choice": lambda path: Table(path, "owners-choice"), "rollout": lambda path: Table(path, "rollout"),
          "rollout seat": lambda path: SeatTable(path, "rollout", game_log("rollout").events[0].data["players"][0],
                                                 sealed=False)}


@pytest.mark.parametrize("where", sorted(PHONES))
def test_a_folded_chart_is_not_drawn_and_opening_its_section_draws_it(tmp_path, where):
    game = where.split()[0]
    t = PHONES[where](tmp_path)
    phone = t.phone(t.create(game_log(game)), "")
    drawn = phone.draw()
    folded = tile(drawn, CHARTS[game])
    assert not folded.expanded
    assert folded.controls == [] and charts_in(drawn) == []

    asked = phone.asked
    folded.on_change(types.SimpleNamespace(control=folded, data="true"))  # a tap on the section's title
    assert phone.asked == asked + 1  # the screen is drawn again at once, with the chart
    opened = tile(phone.draw(), CHARTS[game])
    assert opened.expanded
    chart = charts_in(opened.controls)
    assert len(chart) == 1 and chart[0].data_series  # the lines, one per company (and the dashed start line)

    opened.on_change(types.SimpleNamespace(control=opened, data="false"))  # folded again: gone again
    again = tile(phone.draw(), CHARTS[game])
    assert not again.expanded and again.controls == []


@pytest.mark.parametrize("game", sorted(CHARTS))
def test_a_table_screen_with_its_charts_folded_does_not_import_flet_charts(tmp_path, game):
    """In a fresh process, as a server's first screen is drawn (this test process imported flet-charts above)."""
    script = textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from tests.companion.test_folded_charts import tile
        from tests.support.screens import Table
        from tests.support.tables import game_log
        t = Table(Path({str(tmp_path)!r}), {game!r})
        tile(t.phone(t.create(game_log({game!r})), "").draw(), {CHARTS[game]!r})  # the chart's section is there
        print("flet_charts" in sys.modules)
        """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"
