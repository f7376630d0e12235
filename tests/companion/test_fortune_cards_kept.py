"""Fortune, the Kasse's Cards and payments: what was typed outlives a Back and a return, within the landing.

A walk's Kasse typed a card's amount "7000" and reason "Strike at the plant", went Back to check a balance, came back
and found both fields empty; she had also noted the economy card and then read "Type the reason" when booking its
payment (External Influences: the economy card "is turned over, read aloud" and "applies to all players")."""
from __future__ import annotations

import types

import flet as ft

from calculators.fortune import actions as A
from companion.access import Identity
from companion.context import Ctx
from companion.live import screen_state_for
from companion.routes import views_for
from companion.views.games.fortune import cards_screen
from tests.support.controls import walk
from tests.support.fortune import B, Table as Game
from tests.support.phone import fake_services, session
from tests.support.screens import Table


def _field(controls, label: str) -> ft.TextField:
    return next(c for c in controls if isinstance(c, ft.TextField) and c.label == label)


def _type(controls, label: str, text: str) -> None:
    f = _field(controls, label)
    f.value = text
    if f.on_change:
        f.on_change(types.SimpleNamespace(control=f, data=text))


def test_a_half_typed_card_is_there_after_back_and_a_return_and_gone_at_the_next_landing(tmp_path):
    g = Game()
    g.turn("Bob", "other")
    t = Table(tmp_path, "fortune")
    sid = t.create(g.log)
    route = f"/table/{sid}/game/cards"
    s = session(route, services=fake_services(t.hub, t.store), identity=Identity("host"), showing_table=sid,
                device_lang="en", lang="en")
    top, cards = views_for(s, route)[-2:]
    assert cards.keeps and not top.keeps  # the form is the phone's draft; the table screen draws from the table

    def opened():  # the screen opened (again): its state as the router gives it, drawn from the live table
        state = screen_state_for(s.drafts if cards.keeps else None, cards.key)
        return lambda: list(walk([cards_screen.cards_view(Ctx(s, state), sid, f"/table/{sid}")]))

    draw = opened()
    _type(draw(), "Amount (DM)", "7000")
    _type(draw(), "Reason (the card's text)", "Strike at the plant")
    draw = opened()  # Back to the table, and Cards and payments again
    assert _field(draw(), "Amount (DM)").value == "7000"
    assert _field(draw(), "Reason (the card's text)").value == "Strike at the plant"
    t.hub.act(sid, lambda log: A.roll_move(log, B, "Cy", 1, values=[1]))
    t.hub.act(sid, lambda log: A.land(log, B, "Cy", "other"))
    shown = opened()()  # Cy's landing: Bob's half-typed card is not offered for it
    assert _field(shown, "Amount (DM)").value in ("", None)
    assert _field(shown, "Reason (the card's text)").value in ("", None)


def test_an_economy_cards_payment_gives_the_card_just_noted_as_its_reason(tmp_path):
    g = Game()
    g.turn("Bob", "economy")
    g.do(A.note_economy_card, B, "Boom: every player receives 10,000 DM")
    t = Table(tmp_path, "fortune")
    sid = t.create(g.log)
    s = session(f"/table/{sid}/game/cards", services=fake_services(t.hub, t.store), identity=Identity("host"),
                showing_table=sid, device_lang="en", lang="en")
    state = screen_state_for(None, "cards")
    draw = lambda: list(walk([cards_screen.cards_view(Ctx(s, state), sid, f"/table/{sid}")]))  # noqa: E731
    assert _field(draw(), "Reason (the card's text)").value == "Boom: every player receives 10,000 DM"
    _type(draw(), "Amount (DM)", "10000")
    next(c for c in draw() if getattr(c, "key", None) == "card-go").on_click(None)
    last = t.hub.get(sid).log.events[-1]
    assert last.kind == "fortune.card_payment_all" and last.data["reason"] == "Boom: every player receives 10,000 DM"
