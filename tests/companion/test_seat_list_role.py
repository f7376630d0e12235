"""The seats' list names the banker's role as the game does: Fortune's "One player takes over the Kasse" (Setup). A
walk read "Banker" ("Bank") under the player Fortune's own screen calls the Kasse."""
from __future__ import annotations

import flet as ft
import pytest

from calculators.core.table import make_setup
from companion.i18n import using
from companion.views.table import seat_list
from tests.support.controls import walk


def rows(setup) -> list[tuple[str, str]]:
    """(name, what is said under it) of each seat's row, as a reader reads them."""
    return [(t.title.value, t.subtitle.value) for t in walk(seat_list(setup)) if isinstance(t, ft.ListTile)]


@pytest.mark.parametrize("game, lang, plays, sits_out", [
    ("fortune", "en", "Kasse", "Kasse, does not play"),
    ("fortune", "de", "Kasse", "Kasse, spielt nicht mit"),
    ("rollout", "en", "Banker", "Banker, does not play"),
    ("rollout", "de", "Bank", "Bank, spielt nicht mit"),
])
def test_the_banker_is_named_as_the_game_names_the_role(game, lang, plays, sits_out):
    with using(lang):
        playing = rows(make_setup(game, "T", ["Ann", "Bob", "Cy"], "Ann"))
        apart = rows(make_setup(game, "T", ["Ann", "Bob", "Cy"], "Kim"))
    assert playing == [("Ann", plays), ("Bob", ""), ("Cy", "")]
    assert apart == [("Ann", ""), ("Bob", ""), ("Cy", ""), ("Kim", sits_out)]
