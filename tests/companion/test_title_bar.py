"""A screen's title is never cut mid-word on a 360 px phone: a German title of 26 characters ("Geteilten Tisch
übernehmen", the Import screen) showed as "Geteilten Tisch übernehm…" in the app bar's 22 px type. A title
longer than one line holds there is set at 18 px on up to two lines; a short one keeps the bar's own type."""
from __future__ import annotations

import flet as ft

from calculators.core.table import make_setup
from companion.i18n import using
from companion.widgets.title_bar import title_bar
from tests.support.sessions import HOST, draw, session_at, world  # noqa: F401 (world: a fixture)


def test_a_short_title_keeps_the_bars_own_type_on_one_line():
    bar = title_bar("Einstellungen")
    assert bar.title.value == "Einstellungen" and bar.title.size is None and bar.title.max_lines is None


def test_a_long_title_is_set_smaller_on_up_to_two_lines_rather_than_cut():
    bar = title_bar("Geteilten Tisch übernehmen", automatically_imply_leading=False)
    assert bar.title.value == "Geteilten Tisch übernehmen"
    assert (bar.title.size, bar.title.max_lines) == (18, 2)
    assert bar.automatically_imply_leading is False  # the bar's other settings pass through


def test_the_import_screen_in_german_gets_the_two_line_title_and_english_keeps_the_bars_type(world):  # noqa: F811
    session, told = session_at(world, f"/import?host={HOST}")
    told.page.url, told.page.web = "http://127.0.0.1:8550/import", True  # what the Import screen's camera asks
    for lang, words, size in (("de", "Geteilten Tisch übernehmen", 18), ("en", "Import a shared table", None)):
        with using(lang):
            bar = draw(session)[0]
        assert bar.title.value == words and bar.title.size == size, (lang, bar.title.value, bar.title.size)


def test_a_title_beside_an_action_button_has_less_room():
    assert title_bar("Verlauf · Freitagabend").title.size is None  # 22 characters: one line beside the back arrow
    beside = title_bar("Verlauf · Freitagabend", actions=[ft.IconButton(ft.Icons.HISTORY, tooltip="Verlauf")])
    assert (beside.title.size, beside.title.max_lines) == (18, 2)


def test_a_players_long_table_name_is_not_cut_on_the_table_screen(world):  # noqa: F811
    sid = world.services.hub.create(make_setup("rollout", "Freitagabend bei Kim und Ann", ["Ann", "Bob"], "Kim"))
    session, _ = session_at(world, f"/table/{sid}?host={HOST}")
    bar = draw(session)[0]
    assert bar.title.value == "Freitagabend bei Kim und Ann" and bar.title.max_lines == 2
