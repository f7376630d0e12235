"""Fortune: the Kasse's Correct a player's money screen. A walk's table found a loan paid out 5,000 DM short ten
actions later; Fortune had no way but Undo, which took back every action since. The Kasse now books the difference
between a player and the Kasse (or two players) with a reason every phone reads in History (Rulebook, The Kasse: "to
pay out and collect the money amounts"; corrections are the table's own, an interpretation said in History)."""
from __future__ import annotations

import types

import flet as ft

from calculators.fortune.fold import state_of
from companion.access import Identity
from companion.context import Ctx
from companion.live import ScreenState
from companion.views.games.fortune.correct_screen import correct_view
from tests.support.controls import walk
from tests.support.fortune import Table as Game
from tests.support.fortune.phones import buttons, kasse_drawn, said
from tests.support.phone import fake_services, session
from tests.support.screens import Table
from tests.support.text import plain


def _screen(tmp_path, lang: str = "en"):
    g = Game()
    g.turn("Bob", "start")
    t = Table(tmp_path, "fortune")
    sid = t.create(g.log)
    s = session(f"/table/{sid}/game/correct", services=fake_services(t.hub, t.store), identity=Identity("host"),
                showing_table=sid, device_lang=lang, lang=lang)
    state = ScreenState()
    return t, sid, lambda: list(walk([correct_view(Ctx(s, state), sid, f"/table/{sid}")]))


def _pick(controls, group: str, value: str) -> None:
    radios = next(c for c in controls if isinstance(c, ft.RadioGroup) and c.key == f"fix-{group}")
    radios.value = value
    radios.on_change(types.SimpleNamespace(control=radios))


def _type(controls, label: str, text: str) -> None:
    field = next(c for c in controls if isinstance(c, ft.TextField) and c.label == label)
    field.value = text
    if field.on_change:
        field.on_change(types.SimpleNamespace(control=field))


def _tap(controls) -> None:
    next(c for c in controls if getattr(c, "key", None) == "fix-go").on_click(None)


def _cash(t, sid) -> dict[str, int]:
    return {s.name: s.cash for s in state_of(t.hub.get(sid).log).sheets}


def test_the_kasse_pays_bob_what_his_loan_was_short_and_history_says_why(tmp_path):
    t, sid, draw = _screen(tmp_path)
    before = _cash(t, sid)
    _pick(draw(), "from", "")  # the Kasse
    _pick(draw(), "to", "Bob")
    _type(draw(), "Amount (DM)", "5000")
    assert said(draw(), "fix-preview") == "The Kasse pays Bob 5,000 DM."  # before the tap
    _type(draw(), "Why (every phone reads it)", "Loan paid out 5,000 DM short")
    _tap(draw())
    assert {p: _cash(t, sid)[p] - before[p] for p in before} == {"Ann": 0, "Bob": 5_000, "Cy": 0}
    assert said(draw(), "fix-booked") == ("Booked: Correction by the Kasse (Loan paid out 5,000 DM short); "
                                          "the Kasse pays Bob 5,000 DM")
    # The form is empty again, nobody chosen: the next correction is chosen afresh.
    assert next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Amount (DM)").value == ""
    assert next(c for c in draw() if isinstance(c, ft.RadioGroup) and c.key == "fix-to").value is None


def _go(controls) -> ft.FilledButton:
    return next(c for c in controls if getattr(c, "key", None) == "fix-go")


def test_what_the_rules_refuse_is_said_once_before_the_tap_and_the_button_waits(tmp_path):
    """A walk's Kasse read the same refusal two and three times after tapping (the preview, the field, a note) and
    "Book the correction" pushed off the screen: the rules' refusal is said once, above the button, which waits."""
    t, sid, draw = _screen(tmp_path, lang="de")
    _pick(draw(), "from", "Cy")
    _pick(draw(), "to", "Ann")
    _type(draw(), "Betrag (DM)", "200.000")
    _type(draw(), "Warum (jedes Handy liest es)", "Miete doppelt")
    assert said(draw(), "fix-preview") == "Cy hat 150.000 DM: eine Korrektur nimmt höchstens so viel."
    assert _go(draw()).disabled
    _type(draw(), "Betrag (DM)", "999999999999")  # beyond the game's bounds: said, not "Cy pays Ann 999.999.999.999"
    assert said(draw(), "fix-preview") == "Bitte einen Betrag von 1 DM bis 10.000.000 DM."
    _pick(draw(), "to", "Cy")
    assert said(draw(), "fix-preview") == "Zahler und Empfänger müssen verschieden sein."
    assert _go(draw()).disabled
    _pick(draw(), "to", "Ann")
    _type(draw(), "Betrag (DM)", "1.000")
    assert said(draw(), "fix-preview") == "Cy zahlt Ann 1.000 DM." and not _go(draw()).disabled
    texts = [plain(c.value) for c in draw() if isinstance(c, ft.Text) and c.value]
    assert sum("verschieden" in x or "höchstens" in x for x in texts) == 0


def test_nothing_chosen_or_no_reason_is_said_and_books_nothing(tmp_path):
    t, sid, draw = _screen(tmp_path)
    events = len(t.hub.get(sid).log.events)
    _type(draw(), "Amount (DM)", "1000")
    _tap(draw())
    assert said(draw(), "fix-note") == "Choose who pays and who receives."
    _pick(draw(), "from", "Ann")  # a change takes the note away
    assert said(draw(), "fix-note") is None
    _pick(draw(), "to", "Cy")
    _tap(draw())  # no reason typed
    reason = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Why (every phone reads it)")
    assert plain(reason.error) == "Type the reason (1 to 200 characters): every phone reads it in History."
    assert len(t.hub.get(sid).log.events) == events


def test_the_booked_line_stands_above_the_form_and_goes_with_the_next_try(tmp_path):
    """A walk: the form empties after a booking and the page stands at its top, "Booked" was below the button off a
    360 px screen; and a refused next try stood above the last one's green "Booked", read as booked."""
    t, sid, draw = _screen(tmp_path)
    _pick(draw(), "from", "")
    _pick(draw(), "to", "Bob")
    _type(draw(), "Amount (DM)", "4000")
    _type(draw(), "Why (every phone reads it)", "ETERNIT price wrong")
    _tap(draw())
    keys = [getattr(c, "key", None) for c in draw()]
    assert keys.index("fix-booked") < keys.index("fix-from")
    _pick(draw(), "from", "")
    _pick(draw(), "to", "Ann")
    _type(draw(), "Amount (DM)", "1000")
    _tap(draw())  # no reason: refused
    assert said(draw(), "fix-booked") is None


def test_the_kasse_finds_it_on_its_table_screen_while_the_game_is_played(tmp_path):
    g = Game()
    _hub, _sid, draw = kasse_drawn(tmp_path, g.log)
    assert buttons(draw())["Correct a player's money"] is True


def test_cards_and_payments_booked_line_too_stands_above_the_form_and_goes_with_the_next_try(tmp_path):
    from tests.support.fortune.phones import cards_screen

    t, sid, draw = cards_screen(tmp_path)  # Bob landed on a business space: Bob pays the Kasse
    _type(draw(), "Amount (DM)", "8000")
    _type(draw(), "Reason (the card's text)", "Fine")
    next(c for c in draw() if getattr(c, "key", None) == "card-go").on_click(None)
    keys = [getattr(c, "key", None) for c in draw()]
    assert keys.index("card-booked") < keys.index("card-card")  # the card kind, first of the form
    _type(draw(), "Amount (DM)", "8000")
    next(c for c in draw() if getattr(c, "key", None) == "card-go").on_click(None)  # no reason: refused
    assert said(draw(), "card-booked") is None


def test_the_same_player_twice_is_said_before_any_amount(tmp_path):
    # A walk chose "Ann pays", "Ann receives" and read nothing until the tap.
    t, sid, draw = _screen(tmp_path)
    _pick(draw(), "from", "Ann")
    _pick(draw(), "to", "Ann")
    assert said(draw(), "fix-preview") == "Payer and payee must differ." and _go(draw()).disabled


def test_the_screen_marks_the_correction_as_the_apps_reading(tmp_path):
    # The rulebook has no corrections: marked as an interpretation where it applies, in the phone's language.
    _t, _sid, draw = _screen(tmp_path, lang="de")
    assert any(isinstance(c, ft.Text) and str(c.value).startswith("Auslegung: Die Spielregel kennt keine Korrekturen")
               for c in draw())
