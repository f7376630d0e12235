"""Values the rules will refuse are refused as they are typed, in the rules' words, under the field, the button
disabled while they stand; the bound comes from the rules' answer (`allowed`), never from the view.

A walk on a German phone: on BP's bond space Bob held 3 bonds and typed 6 — the cost line vanished with no reason and
"Obligationen kaufen" stayed enabled (Bonds: "up to a maximum of 5 bonds"); on a bank space "Auszahlung (DM)" typed
as 60000 showed "= 60.000 DM" with no warning (Loans: "loans of 50,000 DM at the payout rate given on each space")."""
from __future__ import annotations

import types

import flet as ft

from calculators.fortune import actions as A
from tests.support.fortune import B, Table as Game
from tests.support.fortune.phones import buttons, kasse_drawn, said
from tests.support.text import plain


def _type(draw, ending: str, value: str) -> None:
    field = next(c for c in draw() if isinstance(c, ft.TextField) and str(c.key or "").endswith(ending))
    field.value = value
    field.on_change(types.SimpleNamespace(control=field))


def _field(draw, ending: str) -> ft.TextField:
    return next(c for c in draw() if isinstance(c, ft.TextField) and str(c.key or "").endswith(ending))


def test_more_bonds_than_may_be_bought_are_refused_as_typed_and_the_button_waits(tmp_path):
    g = Game()
    g.turn("Bob", "bonds")
    g.do(A.buy_bonds, B, "Bob", 3)
    hub, sid, draw = kasse_drawn(tmp_path, g.log, "de")
    _type(draw, "-bonds", "6")
    assert plain(_field(draw, "-bonds").error) == ("Bob hat 3 Obligationen; erlaubt sind höchstens 5: Bob kann noch 2 "
                                                  "Obligationen kaufen.")
    assert buttons(draw())["Obligationen kaufen"] is False
    assert said(draw(), "bonds-total") is None
    _type(draw, "-bonds", "0")  # none: refused as typed too (a walk's "0" got no word and an enabled button)
    assert _field(draw, "-bonds").error and buttons(draw())["Obligationen kaufen"] is False
    _type(draw, "-bonds", "2")  # within the bound: no reason, the cost line, the button
    assert _field(draw, "-bonds").error is None
    assert buttons(draw())["Obligationen kaufen"] is True
    assert said(draw(), "bonds-total").startswith("2 × 10.000 DM")


def test_a_payout_above_the_loan_is_refused_as_typed_and_the_button_waits(tmp_path):
    g = Game()
    g.turn("Ann", "commerzbank-1")
    hub, sid, draw = kasse_drawn(tmp_path, g.log, "de")
    _type(draw, "-payout", "60000")
    assert plain(_field(draw, "-payout").error) == "Ausgezahlt wird höchstens das Darlehen von 50.000 DM."
    loan = next(b for b in buttons(draw()) if "Darlehen" in b)
    assert buttons(draw())[loan] is False
    _type(draw, "-payout", "50000")
    assert _field(draw, "-payout").error is None and buttons(draw())[loan] is True
