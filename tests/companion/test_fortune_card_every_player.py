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
from tests.support.text import plain


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
    with pytest.raises(RuleError, match="buche die Karte dann Spieler für Spieler, jede Zahlung einzeln"):
        A.card_payment_all(g.log, B, False, g.cash("Ann") + 1, "Crisis", "economy")
    g.do(A.card_payment_all, B, False, 1_000, "Crisis", "economy")
    assert [s.cash for s in g.state.sheets] == [150_000 - 1_000] * 3
    check_import(g.log, setup_of(g.log))


def _pick(controls, group: str, value: str) -> None:
    radios = next(c for c in controls if isinstance(c, ft.RadioGroup) and c.key == f"card-{group}")
    radios.value = value
    radios.on_change(types.SimpleNamespace(control=radios))


def test_a_card_every_player_pays_while_one_is_short_says_so_before_the_tap_and_its_refusal_goes_with_a_change(
        tmp_path):
    """A walk on a German phone: every player pays the Kasse 120.000 DM, Cy has 100.000 DM. The card for everyone is
    refused (Cy would owe it): said plainly before the tap, and at the amount after it — the card is then booked
    player by player, each payment on its own. Switching "Zahlt" to Cy takes that refusal away: the preview below
    already says Cy's payment is booked and owed."""
    t, sid, draw = cards_screen(tmp_path, "economy", lang="de",
                                before=[lambda g: g.do(A.card_payment, B, "Cy", None, 50_000, "Strafe")])
    _pick(draw(), "from", "*")
    _pick(draw(), "to", "")
    amount = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Betrag (DM)")
    amount.value = "120000"
    amount.on_change(types.SimpleNamespace(control=amount))
    refused = ("Cy kann 120.000 DM nicht zahlen: buche die Karte dann Spieler für Spieler, jede Zahlung einzeln "
               "(wer zu wenig hat, schuldet sie).")
    assert said(draw(), "card-preview") == refused  # before the tap, in place of "Each player pays the Kasse"
    reason = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Grund (Text der Karte)")
    reason.value = "Krise"
    events = len(t.hub.get(sid).log.events)
    go = next(c for c in draw() if getattr(c, "key", None) == "card-go")
    assert go.disabled  # not while the refusal stands above it (a walk's tap only said it a second time)
    go.on_click(None)  # a tap that crossed the redraw: refused by the rules all the same, nothing booked
    assert len(t.hub.get(sid).log.events) == events
    amount = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Betrag (DM)")
    assert plain(amount.error) == refused
    _pick(draw(), "from", "Cy")
    shown = draw()
    amount = next(c for c in shown if isinstance(c, ft.TextField) and c.label == "Betrag (DM)")
    assert amount.error is None
    assert said(shown, "card-preview") == ("Cy zahlt der Kasse 120.000 DM. Cy hat 100.000 DM: gebucht bleibt die "
                                           "Zahlung offen, in voller Höhe geschuldet, bis Cy sie zahlt.")


def test_every_player_paying_names_each_player_short_of_it():
    """Two players short: both named, and the card still booked player by player (each_short_many)."""
    import pytest

    from calculators.core.model import RuleError

    from calculators.fortune.texts import message_of

    g = Game()
    with pytest.raises(RuleError) as refused:
        A.card_payment_all(g.log, B, False, 150_001, "Crisis", "economy")
    assert plain(message_of(refused.value, "de")).startswith("Ann, Bob, Cy können 150.001 DM nicht zahlen: buche die Karte "
                                                      "dann Spieler für Spieler")
    assert plain(message_of(refused.value, "en")).startswith("Ann, Bob, Cy cannot pay 150,001 DM: book the card player by "
                                                      "player then")
    g.do(A.card_payment_all, B, True, 150_001, "Boom", "economy")  # the Kasse pays each: nobody is short


def test_an_amount_the_rules_refuse_gets_no_preview(tmp_path):
    # A walk typed 5,000,000,000 DM: the form read "Die Kasse zahlt Clara 5.000.000.000 DM." beside its refusal.
    t, sid, draw = cards_screen(tmp_path, "economy")
    _pick(draw(), "to", "Bob")
    amount = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Amount (DM)")
    amount.value = "5000000000"
    amount.on_change(types.SimpleNamespace(control=amount))
    assert said(draw(), "card-preview") is None
    amount = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Amount (DM)")
    amount.value = "5000"
    amount.on_change(types.SimpleNamespace(control=amount))
    assert said(draw(), "card-preview") == "The Kasse pays Bob 5,000 DM."


def test_choosing_an_economy_card_off_the_economy_space_offers_every_player(tmp_path):
    # External Influences: economy cards "apply to all players". A walk's Kasse, Cy on the bonds space, noted a boom
    # and chose "Economy card": the form kept the business card's "Cy pays the Kasse".
    t, sid, draw = cards_screen(tmp_path, "bonds")
    _pick(draw(), "card", "economy")
    amount = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Amount (DM)")
    amount.value = "20000"
    amount.on_change(types.SimpleNamespace(control=amount))
    assert said(draw(), "card-preview") == "The Kasse pays each player 20,000 DM: Ann, Bob, and Cy."
    _pick(draw(), "card", "business")  # and back: the player who landed pays, as a business card mostly is
    assert said(draw(), "card-preview") == "Bob pays the Kasse 20,000 DM."


def test_every_other_player_pays_the_player_who_drew_the_card_in_one_booking(tmp_path):
    # Business cards: "This instruction applies only to the individual player" — a card such as "every other player
    # pays you 5,000 DM" was booked payment by payment (the form refused "every player" opposite a player).
    from calculators.core.log import undo
    t, sid, draw = cards_screen(tmp_path, "other")  # Bob landed; the card form starts on a business card
    before = {s.name: s.cash for s in state_of(t.hub.get(sid).log).sheets}
    _pick(draw(), "from", "*")
    _pick(draw(), "to", "Bob")
    amount = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Amount (DM)")
    amount.value = "5000"
    amount.on_change(types.SimpleNamespace(control=amount))
    assert said(draw(), "card-preview") == "Each other player pays Bob 5,000 DM: Ann and Cy."
    reason = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Reason (the card's text)")
    reason.value = "Jubilee: every other player pays you 5,000 DM"
    next(c for c in draw() if getattr(c, "key", None) == "card-go").on_click(None)
    log = t.hub.get(sid).log
    after = {s.name: s.cash for s in state_of(log).sheets}
    assert {p: after[p] - before[p] for p in before} == {"Ann": -5_000, "Bob": 10_000, "Cy": -5_000}
    from calculators.fortune.words import lines
    assert [plain(x) for x in lines(log.events[-1], "en")][0] == (
        "Card payment between Bob and every other player (Jubilee: every other player pays you 5,000 DM)")
    t.hub.act(sid, lambda log: undo(log, B))  # one Undo takes the whole card back
    assert {s.name: s.cash for s in state_of(t.hub.get(sid).log).sheets} == before


def test_a_player_paying_every_other_is_refused_whole_when_short_and_imports_as_it_stands():
    import pytest

    from calculators.core.model import RuleError
    from calculators.core.replay import check_import
    from tests.support.finished import setup_of

    g = Game()
    with pytest.raises(RuleError, match="Ann kann 300.000.DM nicht zahlen"):  # 2 × 150,000 DM from 150,000 DM
        A.card_payment_all(g.log, B, True, 150_000, "Strike", "business", player="Ann")
    with pytest.raises(RuleError, match="Dora spielt nicht mit"):
        A.card_payment_all(g.log, B, True, 1_000, "Strike", "business", player="Dora")
    g.do(A.card_payment_all, B, True, 1_000, "Strike", "business", player="Ann")
    g.do(A.card_payment_all, B, False, 2_000, "Jubilee", "business", player="Cy")
    assert [s.cash for s in g.state.sheets] == [150_000 - 2_000 - 2_000, 150_000 + 1_000 - 2_000,
                                                 150_000 + 1_000 + 4_000]
    check_import(g.log, setup_of(g.log))  # re-made event by event, the player's too
