"""Fortune's live balance: who is closest to the target names every player level on top.

End of the Game: "The winner is whoever first tripled the invested capital"; at the agreed time "the best balance
wins", and tied players share it. A walk saw three players level at 150,000 DM and read only "Closest to the target:
Ann, 300,000 DM to go."."""
import flet as ft
import pytest

from companion.views.games.fortune.common import ranking
from tests.support.controls import walk
from tests.support.fortune import Table


def closest(state, lang):
    return [t.value for c in walk(ranking(state, lang)) if isinstance(c, ft.Semantics) and c.identifier == "closest"
            for t in walk([c]) if isinstance(t, ft.Text)]


@pytest.mark.parametrize("lang, level, alone", [
    ("en", "Closest to the target, level: Ann, Bob, Cy; each has 300,000 DM to go.",
     "Closest to the target: Bob, 299,000 DM to go."),
    ("de", "Am nächsten am Ziel, gleichauf: Ann, Bob, Cy; jedem fehlen noch 300.000 DM.",
     "Am nächsten am Ziel: Bob, es fehlen noch 299.000 DM."),
])
def test_players_level_on_top_are_all_named(lang, level, alone):
    t = Table()
    assert closest(t.state, lang) == [level]
    t.pay_in("Bob", 1_000)
    assert closest(t.state, lang) == [alone]
