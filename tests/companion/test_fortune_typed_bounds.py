"""Values the rules will refuse are refused as they are typed, in the rules' words, under the field, the button
disabled while they stand; the bound comes from the rules' answer (`allowed`), never from the view.

A walk on a German phone: on BP's bond space Bob held 3 bonds and typed 6 — the cost line vanished with no reason and
"Obligationen kaufen" stayed enabled (Bonds: "up to a maximum of 5 bonds"); on a bank space "Auszahlung (DM)" typed
as 60000 showed "= 60.000 DM" with no warning (Loans: "loans of 50,000 DM at the payout rate given on each space")."""
from __future__ import annotations

import types

import flet as ft

from calculators.fortune import actions as A
from tests.support.fortune import B, Table as Game, ann_holds_otto_bob_has_products
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


def _button(draw, words: str) -> bool:
    return next(v for b, v in buttons(draw()).items() if words in b)


def test_a_payout_of_nothing_or_a_negative_interest_is_refused_as_typed_and_the_button_waits(tmp_path):
    # Loans: "loans of 50,000 DM at the payout rate given on each space": a payout is 1 DM to the loan, the interest
    # none or more. A walk typed 0 and -2000 and learnt it only on the tap.
    g = Game()
    g.turn("Ann", "commerzbank-1")
    hub, sid, draw = kasse_drawn(tmp_path, g.log, "de")
    _type(draw, "-payout", "0")
    assert plain(_field(draw, "-payout").error) == "Bitte einen Betrag von 1 DM bis 50.000 DM."
    assert _button(draw, "Darlehen") is False
    _type(draw, "-payout", "45000")
    assert _field(draw, "-payout").error is None and _button(draw, "Darlehen") is True
    _type(draw, "-interest", "-2000")
    assert plain(_field(draw, "-interest").error).startswith("Bitte einen Betrag von 0 DM bis ")
    assert _button(draw, "Darlehen") is False
    _type(draw, "-interest", "0")  # none is an interest the rules take
    assert _field(draw, "-interest").error is None and _button(draw, "Darlehen") is True


def test_the_landing_forms_other_numbers_are_refused_as_typed_too(tmp_path):
    # A sale at a price of 0 (the price per product is 1 DM or more), a purchase of no chips: said as typed.
    g = Game()
    g.turn("Ann", "factory-1")
    hub, sid, draw = kasse_drawn(tmp_path, g.log, "en")
    _type(draw, "-n", "0")
    assert plain(_field(draw, "-n").error) == "Enter a whole number from 1 to 24."  # 24 factory chips in the box
    assert _button(draw, "Buy") is False
    _type(draw, "-unit", "0")
    assert plain(_field(draw, "-unit").error).startswith("Enter an amount from 1 DM to ")
    _type(draw, "-n", "1")
    _type(draw, "-unit", "5000")
    assert _field(draw, "-n").error is None and _field(draw, "-unit").error is None and _button(draw, "Buy") is True


def test_a_sale_at_no_price_and_more_products_than_the_chips_make_are_refused_as_typed(tmp_path):
    g = ann_holds_otto_bob_has_products(Game(players=("Ann", "Bob")))
    g.turn("Bob", "otto-1")
    _, _, draw = kasse_drawn(tmp_path / "sale", g.log, "en")
    sell = next(b for b in buttons(draw()) if b.startswith("Sell"))
    assert buttons(draw())[sell] is True
    _type(draw, "-price", "0")  # Sales: the price per product is 1 DM or more
    assert plain(_field(draw, "-price").error).startswith("Enter an amount from 1 DM to ")
    assert buttons(draw())[sell] is False
    assert said(draw(), "sale-total") is None  # no "1 × 0 DM = 0 DM: 0 DM to Bob" under the refusal (a walk)
    _type(draw, "-price", "30000")
    assert _field(draw, "-price").error is None and buttons(draw())[sell] is True
    assert said(draw(), "sale-total").startswith("2 × 30,000 DM = 60,000 DM")
    # The First Way: one factory, one energy and one personnel chip make one finished product; Bob holds one each.
    g = Game(players=("Ann", "Bob"))
    for chip in ("factory", "energy", "personnel"):
        g.turn("Bob", f"{chip}-1")
        g.do(A.buy_chips, B, "Bob", chip, 1)
    _, _, draw = kasse_drawn(tmp_path / "assemble", g.log, "en")
    _type(draw, "-assemble-Bob", "2")
    assert _field(draw, "-assemble-Bob").error and _button(draw, "ssemble") is False
    _type(draw, "-assemble-Bob", "1")
    assert _field(draw, "-assemble-Bob").error is None and _button(draw, "ssemble") is True


def _sheet_drawn(tmp_path, log, i: int, lang: str):
    """The Kasse's balance sheet of player `i` (a debtor's: the urgent sale's form), drawn afresh on each call from one
    screen state (what is typed stays, as on the phone)."""
    from companion.access import Identity
    from companion.context import Ctx
    from companion.live import ScreenState
    from companion.views.games.fortune.screens import player_view
    from tests.support.controls import walk
    from tests.support.phone import fake_services, session
    from tests.support.screens import Table

    t = Table(tmp_path, "fortune")
    sid = t.create(log)
    s = session(f"/table/{sid}/game/player/{i}", services=fake_services(t.hub, t.store), identity=Identity("host"),
                showing_table=sid, device_lang=lang, lang=lang)
    state = ScreenState()
    return lambda: list(walk(player_view(Ctx(s, state), sid, f"/table/{sid}", i).controls))


def test_the_debtors_urgent_sale_refuses_a_count_of_bonds_as_typed_and_the_button_waits(tmp_path):
    # More About Shares: "if you urgently need money, you may at any time between rolls sell both shares and bonds to
    # the Kasse ... only 60% of their value": Bob, owing more than his cash, holds 2 bonds; 3 or -1 of them is refused
    # as typed (a walk learnt it only on the tap), in the rules' words, the sale's button waiting.
    g = Game()
    g.turn("Bob", "bonds")
    g.do(A.buy_bonds, B, "Bob", 2)
    g.do(A.card_payment, B, "Bob", None, g.cash("Bob") + 5_000, "Geschäfte-Karte: Fehlinvestition")
    assert g.state.due is not None and g.state.due.debtor == "Bob"
    draw = _sheet_drawn(tmp_path / "en", g.log, 1, "en")
    assert _field(draw, "-urgent-bonds").error is None and _button(draw, "at 60 %") is True
    _type(draw, "-urgent-bonds", "3")
    assert plain(_field(draw, "-urgent-bonds").error) == "Enter a whole number from 0 to 2."
    assert _button(draw, "at 60 %") is False and said(draw(), "urgent-brings") is None
    _type(draw, "-urgent-bonds", "-1")
    assert plain(_field(draw, "-urgent-bonds").error) == "Enter a whole number from 0 to 2."
    assert _button(draw, "at 60 %") is False
    _type(draw, "-urgent-bonds", "2")  # what he holds: no reason, what the Kasse pays, the button
    assert _field(draw, "-urgent-bonds").error is None and _button(draw, "at 60 %") is True
    assert said(draw(), "urgent-brings") == "The Kasse pays 12,000 DM for them."
    draw = _sheet_drawn(tmp_path / "de", g.log, 1, "de")  # a German phone reads the rules' German words
    _type(draw, "-urgent-bonds", "5")
    assert plain(_field(draw, "-urgent-bonds").error).startswith("Bitte eine ganze Zahl von 0 bis 2")
    assert _button(draw, "60 %") is False


def test_chips_dearer_than_the_players_cash_are_said_as_typed_and_a_refused_price_shows_no_sum(tmp_path):
    """The First Way: chips are bought from the Kasse for cash (Fortune's money is open to all): a count the player
    cannot pay for is said under "How many" as it is typed, the button waiting (a walk learnt it on the tap, in a
    snack bar); a refused price shows no sum beneath it (a walk read "3 × 0 DM = 0 DM, to the Kasse")."""
    g = Game()
    g.turn("Ann", "factory-1")
    hub, sid, draw = kasse_drawn(tmp_path, g.log, "en")
    _type(draw, "-n", "24")
    assert plain(_field(draw, "-n").error) == "Ann has 150,000 DM; factory chips would cost 240,000 DM."
    assert _button(draw, "Buy") is False and said(draw(), "buy-total") is None
    _type(draw, "-n", "3")
    assert _field(draw, "-n").error is None and said(draw(), "buy-total").startswith("3 × 10,000 DM = 30,000 DM")
    _type(draw, "-unit", "0")
    assert _field(draw, "-unit").error and said(draw(), "buy-total") is None and _button(draw, "Buy") is False


def test_letters_in_the_sale_price_leave_the_kasses_screen_standing(tmp_path):
    """A walk typed "abc", "30k" and "30.000" into "Price per product (DM)": the Kasse's whole panel was replaced by
    "This part of the screen could not be drawn (TypeError)", the sale's sum reading the text as a number."""
    g = ann_holds_otto_bob_has_products(Game(players=("Ann", "Bob")))
    g.turn("Bob", "otto-1")
    _, _, draw = kasse_drawn(tmp_path, g.log, "en")
    for typed in ("abc", "30k", "30.000", "30 Tsd"):
        _type(draw, "-price", typed)
        drawn = draw()
        assert said(drawn, "sale-total") is None and any(b.startswith("Sell") for b in buttons(drawn)), typed


def _loan_row(draw) -> ft.ResponsiveRow:
    return next(c for c in draw() if isinstance(c, ft.ResponsiveRow) and str(c.key or "").endswith("-loan-row"))


def test_letters_in_a_landing_forms_amount_are_refused_as_typed_as_a_negative_is(tmp_path):
    # A walk typed "abc" into the loan's payout: no word and "Take the loan" enabled until the tap said "Enter an amount
    # from 1 DM to 50,000 DM", while "-5000" was refused at once. Letters are now said as typed too, in the rules'
    # words (the tap's), and the button waits (a sale's price and a purchase's go the same way: `said_as_typed`).
    g = Game()
    g.turn("Ann", "commerzbank-1")
    hub, sid, draw = kasse_drawn(tmp_path, g.log, "en")
    _type(draw, "-payout", "abc")
    assert plain(_field(draw, "-payout").error) == "Enter an amount from 1 DM to 50,000 DM."
    assert _button(draw, "loan") is False
    # The refusal reads across the line: the row's own columns change with its fields' (Flet's ResponsiveRow lays
    # out again on a change of its own, not of a child's `col`: flet-dev/flet#6734; a phone showed it in half the line).
    row = _loan_row(draw)
    assert row.columns == 24 and [c.col for c in row.controls] == [{"xs": 24}] * 2
    _type(draw, "-interest", "xyz")
    assert plain(_field(draw, "-interest").error).startswith("Enter an amount from 0 DM to ")
    _type(draw, "-payout", "45000")
    _type(draw, "-interest", "2000")
    assert _field(draw, "-payout").error is None and _field(draw, "-interest").error is None
    assert _button(draw, "loan") is True
    row = _loan_row(draw)
    assert row.columns == 12 and [c.col for c in row.controls] == [{"xs": 6}] * 2  # side by side again
