"""A game's banker panel beneath another screen leads under the table, not under that screen.

A walk: Rollout, the banker opened History, undid an action, went Back and tapped "Loans, takeovers, bankruptcy,
corrections": "Not found — /table/<id>/history/game/more". The Undo had drawn the table screen beneath History
again, and its links took their base from the route on the page (History's). Drawn in process, as the app draws it."""
from __future__ import annotations

import pytest

from tests.e2e.rollout_seed import Seed
from tests.support.controls import walk
from tests.support.rollout_screens import Screen


@pytest.mark.parametrize("above", ["/history", "/board", "/invite", "/game/more", ""])
def test_rollouts_more_link_leads_under_the_table_whatever_screen_stands_above(tmp_path, above):
    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    seed.stage1()
    screen = Screen(seed.hub, seed.sid)
    screen.page.route = f"/table/{seed.sid}{above}"
    more = next(c for c in walk(screen.draw()) if getattr(c, "key", None) == "ro-more")
    more.on_click(None)
    assert screen.page.went == [f"/table/{seed.sid}/game/more"]


def test_a_banker_links_panel_stays_under_its_banker_link(tmp_path):
    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    seed.stage1()
    screen = Screen(seed.hub, seed.sid)
    screen.page.route = "/bank/tok123/history?x=1"
    more = next(c for c in walk(screen.draw()) if getattr(c, "key", None) == "ro-more")
    more.on_click(None)
    assert screen.page.went == ["/bank/tok123/game/more"]
