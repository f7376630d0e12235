"""An icon-only button is named for a screen reader. Flutter puts an IconButton's tooltip on a wrapper the reader
does not tie to the button: TalkBack and Chromium's accessibility tree read Home's Settings, a table's History,
each saved table's Delete and Owner's Choice's buy and sell buttons as just "button". Every one now carries its
name on its icon (`companion.widgets.icon_button`), which Flutter merges into the button's own label; the browser
tests' layout audit (`tests/e2e/layout_audit.py`) fails on any tappable control without a name of its own."""
from __future__ import annotations

import types

import flet as ft

from calculators.core.table import make_setup
from companion.widgets.icon_button import icon_button
from tests.support.controls import walk
from tests.support.screens import Table
from tests.support.tables import game_log
from tests.support.sessions import HOST, draw, session_at, world  # noqa: F401 (world: a fixture)


def _named(controls) -> list[str]:
    buttons = [c for c in walk(controls) if isinstance(c, ft.IconButton)]
    for b in buttons:
        assert isinstance(b.icon, ft.Icon) and b.icon.semantics_label, f"an icon button without a name: {b.tooltip!r}"
        assert b.icon.semantics_label == b.tooltip  # what a long press shows is what a reader says
    return [b.icon.semantics_label for b in buttons]


def test_the_widget_names_the_button_by_its_icon_and_keeps_the_tooltip():
    b = icon_button(ft.Icons.HISTORY, "Verlauf", width=48)
    assert (b.icon.icon, b.icon.semantics_label, b.tooltip, b.width) == (ft.Icons.HISTORY, "Verlauf", "Verlauf", 48)


def test_home_and_a_table_screen_name_every_icon_button(world):  # noqa: F811
    sid = world.services.hub.create(make_setup("owners-choice", "Friday", ["Ann", "Bob", "Cy"], "Ann"))
    session, _ = session_at(world, f"/?host={HOST}")
    named = _named(draw(session))
    assert "Settings" in named and any(n.startswith("Delete Friday (Owner's Choice · 3 players") for n in named), named
    session, _ = session_at(world, f"/table/{sid}?host={HOST}")
    assert "History" in _named(draw(session))


def test_owners_choice_buy_and_sell_buttons_are_named(tmp_path):
    table = Table(tmp_path, "owners-choice")  # a game in full swing: the banker's seat is to trade
    names = _named(table.draw(table.create(game_log("owners-choice")), ""))
    assert {"Buy one more RED", "Sell one more BLUE"} <= set(names), names


def test_a_folding_sections_header_is_a_whole_touch_target():
    # Every control a 48 px target: a walk measured the Kasse's "Balance sheet" header at 39 px.
    from companion.widgets.fold import fold
    from companion.widgets.theme import TARGET
    from tests.support.phone import fake_services, session

    s = session("/", services=fake_services(None, None))
    tile = fold(types.SimpleNamespace(session=s), "k", "Balance sheet", [])
    assert TARGET == 48 and tile.min_tile_height >= TARGET
