"""Fortune, External Influences: economy cards "apply to all players". A walk's Kasse noted "Hochkonjunktur: every
player receives 10,000 DM from the Kasse" and had to book three payments one by one, on a form that started on a
business card paid by the player who landed; the next player was asked to roll with two payments still unbooked.
On the economy space the form starts on an economy card for every player; one tap books the card for everyone, as
one action: one Undo takes the whole card back (a later walk undid once and two of three payments stayed)."""
from __future__ import annotations

import types

import flet as ft

from calculators.fortune import actions as A
from calculators.fortune.fold import state_of
from tests.support.fortune import B, Table as Game
from tests.support.fortune.phones import cards_screen, said


def test_an_economy_card_pays_every_player_in_one_booking(tmp_path):
    t, sid, draw = cards_screen(tmp_path, "economy")
    before = {s.name: s.cash for s in state_of(t.hub.get(sid).log).sheets}
    amount = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Amount (DM)")
    amount.value = "10000"
    amount.on_change(types.SimpleNamespace(control=amount))
    assert said(draw(), "card-preview") == "The Kasse pays each player 10,000 DM: Ann, Bob, and Cy."
    reason = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Reason (the card's text)")
    reason.value = "Boom: every player receives 10,000 DM"
    next(c for c in draw() if getattr(c, "key", None) == "card-go").on_click(None)
    after = {s.name: s.cash for s in state_of(t.hub.get(sid).log).sheets}
    assert {p: after[p] - before[p] for p in before} == {"Ann": 10_000, "Bob": 10_000, "Cy": 10_000}
    last = t.hub.get(sid).log.events[-1]
    assert last.kind == "fortune.card_payment_all"  # one action: one Undo takes the whole card back
    from calculators.core.log import undo
    t.hub.act(sid, lambda log: undo(log, B))
    assert {s.name: s.cash for s in state_of(t.hub.get(sid).log).sheets} == before


def test_every_player_paying_is_refused_whole_when_one_is_short_and_imports_as_it_stands():
    """Each player pays the Kasse: a player short of it would owe it, so that payment is booked on its own; the card
    for everyone is refused, nothing kept. Booked, the card is re-made event by event on import."""
    import pytest

    from calculators.core.model import RuleError
    from calculators.core.replay import check_import
    from tests.support.finished import setup_of

    g = Game()
    with pytest.raises(RuleError, match="diese Zahlung einzeln buchen"):
        A.card_payment_all(g.log, B, False, g.cash("Ann") + 1, "Crisis", "economy")
    g.do(A.card_payment_all, B, False, 1_000, "Crisis", "economy")
    assert [s.cash for s in g.state.sheets] == [150_000 - 1_000] * 3
    check_import(g.log, setup_of(g.log))
