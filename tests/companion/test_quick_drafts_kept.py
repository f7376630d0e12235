"""The quick calculators keep what was typed when the phone leaves them (its Back, the app bar's Back, Home) and comes
back: one stray tap loses nothing, as a reload loses nothing; only "Clear all" (asked first) empties the form. Drawn
in-process through the app's routing (`routes.views_for`), each screen's state as `companion.root.Screen` keeps it."""
from __future__ import annotations

import pytest

from companion.routes import views_for
from companion.settings import SettingsStore
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import walk
from tests.support.drawn import keyed, tap, typed
from tests.support.phone import Phone, fake_services, session

# Each quick calculator: its route, and what a player typed there (field key -> text) after listing Ann and Bob.
TYPED = {
    "/cash-out": {"asset-Simcor-money": "6,000", "shares-Ann-Simcor": "5", "shares-Bob-Simcor": "2"},
    "/quick-roll-and-rails": {"shipping_points-Ann": "12", "completed_connections-Bob": "3"},
    "/quick-owners-choice": {"price-RED": "140", "money-Ann": "420", "stocks-Bob-RED": "2"},
    "/quick-fortune": {"cash-Ann": "50.000", "cash-Bob": "40.000"},
}


def phone_at(tmp_path, route: str) -> Phone:
    hub = TableHub(Store(tmp_path / "tables"))
    services = fake_services(hub, store=hub.store, settings=SettingsStore(tmp_path / "settings"))
    return Phone(session(route, services), lambda s: views_for(s, s.route))


def go(phone: Phone, route: str) -> list:
    phone.session.route = route
    return phone.draw()


def fill(phone: Phone, route: str) -> None:
    screen = go(phone, route)
    if route == "/cash-out":
        tap(keyed(screen, "chip-Simcor"))
    for name in ("Ann", "Bob"):
        screen = phone.draw()
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
    for key, text in TYPED[route].items():
        typed(keyed(phone.draw(), key), text)


@pytest.mark.parametrize("route", list(TYPED))
def test_leaving_a_quick_calculator_and_coming_back_finds_the_form_as_left(tmp_path, route):
    phone = phone_at(tmp_path, route)
    fill(phone, route)
    typed(keyed(phone.draw(), "new-player"), "Cy")  # a name typed, not yet added
    assert [c for c in walk(go(phone, "/")) if getattr(c, "key", None) == f"quick-{route}"]  # Back: Home
    screen = go(phone, route)  # opened again from Home
    assert {key: keyed(screen, key).value for key in TYPED[route]} == TYPED[route]
    assert keyed(screen, "player-Ann") and keyed(screen, "player-Bob")
    assert keyed(screen, "new-player").value == "Cy"
    if route == "/cash-out":
        assert keyed(screen, "chip-Simcor").selected


def clear_all(phone: Phone) -> None:
    """The title bar's Clear all, and Clear all in the dialog it opens."""
    button = next(c for c in walk([phone.draw()[0]]) if getattr(c, "tooltip", None) == "Clear all"
                  and callable(getattr(c, "on_click", None)))
    tap(button)
    dialog = phone.session.page.dialogs[-1]
    assert dialog.title.value == "Clear all?"
    tap(dialog.actions[1])


def player_cards(screen) -> list:
    return [c for c in walk(screen) if str(getattr(c, "key", "")).startswith("player-")]


def test_each_quick_calculator_keeps_its_own_form_and_clear_all_still_empties_it(tmp_path):
    phone = phone_at(tmp_path, "/cash-out")
    fill(phone, "/cash-out")
    assert player_cards(go(phone, "/quick-roll-and-rails")) == []  # another calculator starts at nothing
    fill(phone, "/quick-roll-and-rails")
    clear_all(phone)
    assert player_cards(phone.draw()) == []
    screen = go(phone, "/cash-out")
    assert keyed(screen, "shares-Ann-Simcor").value == "5"  # the other calculator's Clear all left this one alone
    clear_all(phone)
    go(phone, "/")
    screen = go(phone, "/cash-out")
    assert player_cards(screen) == [] and not keyed(screen, "chip-Simcor").selected
