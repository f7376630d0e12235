"""Every phone chooses its own language (a new user's walk: only the host's Settings offered Deutsch/English; a seat or
Join phone followed its device and had only Light/Dark). A language button in the app bar of the seat screen, the
join landing, the code screen and the table screen (a banker link's or a watcher's phone) opens the same choice as
Settings; the choice is kept in this phone's browser storage under the key Settings uses (the app reads it back on
a reload: companion/app.py `restore`), and the screen speaks it at once."""
from __future__ import annotations

import types

import flet as ft
import pytest

from calculators.core.actors import seat_actor
from calculators.core.table import make_setup
from companion.access import Identity
from companion.routes import Shown
from companion.views import join, seat, table
from companion.views.phone_lang import STORE_KEY
from tests.support.aio import run_async
from tests.support.controls import all_text, radio_labels, walk
from tests.support.phone import Phone, fake_services, session as phone_session
from tests.support.screens import Table


class Storage:
    """This phone's browser storage (`companion.device.Device.put`), as a dict."""

    def __init__(self):
        self.kept: dict[str, str | None] = {}

    async def put(self, key: str, value: str | None) -> None:
        self.kept[key] = value


def language_button(view: ft.View) -> ft.IconButton:
    found = [a for a in view.appbar.actions or [] if isinstance(a, ft.IconButton) and a.tooltip in ("Language",
                                                                                                    "Sprache")]
    assert len(found) == 1, [getattr(a, "tooltip", a) for a in view.appbar.actions or []]
    return found[0]


def choose(phone: Phone, code: str) -> None:
    """Tap the app bar's language button, then the radio for `code` ("de", "en", "device")."""
    language_button(phone.view()).on_click(None)
    dialog = phone.page.dialogs[-1]
    group = next(c for c in walk([dialog.content]) if isinstance(c, ft.RadioGroup))
    run_async(group.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value=code))))


@pytest.fixture
def seat_phone(tmp_path):
    t = Table(tmp_path, "rollout")
    sid = t.hub.create(make_setup("rollout", "Friday", ["Ann", "Bob"], "Kim"))
    s = phone_session("/seat/tok", fake_services(t.hub, t.store, seat_actor("Bob")),
                      Identity("seat", table=sid, seat="Bob", token="tok"), showing_table=sid, device_lang="en")
    s.device = Storage()
    return Phone(s, lambda s: [Shown("/seat/tok", lambda ctx: seat.view(ctx, sid, "Bob", "/seat/tok"))])


def test_a_seat_phone_chooses_deutsch_keeps_it_in_its_storage_and_reads_german(seat_phone):
    assert "You are Bob" in all_text(seat_phone.draw())
    button = language_button(seat_phone.view())
    assert button.icon.semantics_label == "Language"  # named for a screen reader, not only by its tooltip
    button.on_click(None)
    dialog = seat_phone.page.dialogs[-1]
    assert dialog.title.value == "Language (this phone)"
    assert radio_labels([dialog.content]) == ["The phone's language", "Deutsch", "English"]
    seat_phone.page.pop_dialog()  # Cancel: nothing chosen, nothing kept
    assert seat_phone.session.device.kept == {} and seat_phone.session.lang is None

    choose(seat_phone, "de")
    assert seat_phone.session.device.kept == {STORE_KEY: "de"}  # what a reload reads back (app.py, restore)
    assert seat_phone.session.lang == "de" and seat_phone.asked  # the phone redraws in German
    assert seat_phone.page.dialogs == []  # the dialog closed: the screen beneath speaks the choice
    german = seat_phone.draw()
    assert "Du bist Bob" in all_text(german) and "You are Bob" not in all_text(german)
    assert language_button(seat_phone.view()).tooltip == "Sprache"

    choose(seat_phone, "device")  # back to following the device: the stored choice is removed
    assert seat_phone.session.device.kept == {STORE_KEY: None} and seat_phone.session.lang is None
    assert "You are Bob" in all_text(seat_phone.draw())


def test_the_dialog_closes_at_the_tap_before_the_choice_is_kept_and_drawn(seat_phone):
    # A walk tapped "Deutsch" and saw the dialog stand about 2 s with two choices marked, while the choice was kept in
    # the browser and the whole screen drawn again in German: it closes first.
    page = seat_phone.page
    open_at_put = []

    class Watching(Storage):
        async def put(self, key, value):
            open_at_put.append(list(page.dialogs))
            await super().put(key, value)

    seat_phone.session.device = Watching()
    choose(seat_phone, "de")
    assert open_at_put == [[]] and seat_phone.session.device.kept == {STORE_KEY: "de"}


@pytest.mark.parametrize("screen", ["landing", "code"])
def test_the_join_screens_offer_the_language_too(tmp_path, screen):
    services = fake_services(None, None, None)
    services.access.lookup = lambda token: None
    s = phone_session("/", services, Identity(), device_lang="en")
    s.device = Storage()
    build = join.landing_view if screen == "landing" else join.code_view
    phone = Phone(s, lambda s: [Shown("/", build)])
    choose(phone, "de")
    assert s.device.kept == {STORE_KEY: "de"}
    assert ("Scanne den QR-Code" if screen == "landing" else "Tippe den Code ein") in all_text(phone.draw())
    assert language_button(phone.view()).tooltip == "Sprache"


def test_a_banker_links_or_watchers_table_screen_offers_the_language(tmp_path):
    t = Table(tmp_path, "rollout")
    sid = t.hub.create(make_setup("rollout", "Friday", ["Ann", "Bob"], "Kim"))
    s = phone_session("/bank/tok", fake_services(t.hub, t.store, "host"), Identity("banker", table=sid, token="tok"),
                      showing_table=sid, device_lang="en")
    s.device = Storage()
    phone = Phone(s, lambda s: [Shown("/bank/tok", lambda ctx: table.view(ctx, sid, "/bank/tok"))])
    assert "only watches" in all_text(phone.draw())
    choose(phone, "de")
    assert s.device.kept == {STORE_KEY: "de"}
    assert "only watches" not in all_text(phone.draw())


def test_on_a_fortune_table_the_dialog_shows_the_language_its_own_switch_chose(tmp_path):
    """Fortune's screens have their own Deutsch/English switch (the game prints German): a walk tapped its English on a
    German phone, the whole screen spoke English, and the app bar's Language dialog still had "The phone's language"
    selected. The dialog shows the language the screens speak; choosing in it sets both again."""
    t = Table(tmp_path, "fortune")
    sid = t.hub.create(make_setup("fortune", "Friday", ["Ann", "Bob"], "Kim"))
    s = phone_session("/bank/tok", fake_services(t.hub, t.store, "host"), Identity("banker", table=sid, token="tok"),
                      showing_table=sid, device_lang="de")
    s.device = Storage()
    phone = Phone(s, lambda s: [Shown("/bank/tok", lambda ctx: table.view(ctx, sid, "/bank/tok"))])
    phone.draw()
    s.fortune_lang = "en"  # the Kasse's own "English"
    language_button(phone.view()).on_click(None)
    group = next(c for c in walk([phone.page.dialogs[-1].content]) if isinstance(c, ft.RadioGroup))
    assert group.value == "en"
    phone.page.pop_dialog()
    choose(phone, "de")
    assert s.lang == "de" and s.fortune_lang == "de"
