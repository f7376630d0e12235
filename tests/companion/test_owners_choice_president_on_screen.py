"""Owner's Choice on a player's own phone: the President's die as the trade form says it before Confirm, and the
President's choice above the player's older money lines (a walk at 360 px found it below the first screen)."""
from __future__ import annotations

import pytest

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import walk
from tests.support.oc_screens import Phone
from tests.support.scratch import scratch_dir


@pytest.fixture
def hub():
    return TableHub(Store(scratch_dir()))


def _table(hub, buys: dict[str, dict[str, int]], start: str) -> str:
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Kim"))
    hub.act(sid, lambda log: oc.start_game(log, "banker", start_player=start))
    for seat in (start, *[s for s in ("Ann", "Bob", "Cy") if s != start]):  # the pre-game purchase goes clockwise
        hub.act(sid, lambda log, seat=seat: oc.pregame_buy(log, "banker", oc.state_of(log).current, buys[
            oc.state_of(log).current]))
    return sid


def test_the_trade_form_says_who_takes_the_die_before_the_sale_is_confirmed(hub):
    # Illustrated example #2: Cy (President, 5 RED) sells 2; Ann and Bob hold 4 each; Ann, closest clockwise to Cy,
    # becomes President.
    sid = _table(hub, {"Cy": {"RED": 5}, "Ann": {"RED": 4}, "Bob": {"RED": 4}}, start="Cy")
    cy = Phone(hub, sid, "seat:Cy", seat="Cy")
    cy.draw()
    cy.tap("Sell one more RED")
    cy.draw()
    assert cy.shown("trade-president") is None  # 4, 4, 4: Cy keeps the die
    cy.tap("Sell one more RED")
    cy.draw()
    assert cy.shown("trade-president") == ("With this trade Cy is no longer RED's President: Ann takes the die (as "
                                           "many stocks as Bob, and closest clockwise after Cy).")
    cy.tap("Confirm the trade")
    assert oc.state_of(hub.get(sid).log).presidents["RED"] == "Ann"


def test_the_presidents_choice_comes_before_the_players_older_money_lines(hub):
    # Company square: "the President of that company must choose one of the following actions". Ann's phone had
    # money lines (the pre-game purchase, a President square) above the choice, pushing it off a 360 px screen.
    sid = _table(hub, {"Ann": {"RED": 1}, "Bob": {"BLUE": 1}, "Cy": {}}, start="Ann")
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Ann", 1, "president"))
    hub.act(sid, lambda log: oc.end_turn(log, "banker", "Ann"))
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Bob", 2, "company", "RED"))
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    order = [getattr(c, "key", None) for c in walk(ann.draw())]
    assert "throw-president" in order and "oc-money-reasons" in order
    assert order.index("throw-president") < order.index("oc-money-reasons")


def test_the_phones_that_wait_read_what_the_president_is_choosing(hub):
    # "the President of the company chooses the action, not the player whose turn it is": Bob's pawn on RED, Ann
    # (RED's President) chooses; Bob's and Cy's phones read what she is choosing, not only "Waiting for Ann".
    sid = _table(hub, {"Ann": {"RED": 1}, "Bob": {"BLUE": 1}, "Cy": {}}, start="Ann")
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Ann", 1, "president"))
    hub.act(sid, lambda log: oc.end_turn(log, "banker", "Ann"))
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Bob", 2, "company", "RED"))
    for seat in ("Bob", "Cy"):
        phone = Phone(hub, sid, f"seat:{seat}", seat=seat)
        phone.draw()
        assert "Waiting for Ann to decide. RED square: Ann chooses, as RED's President: pay $50 and throw the " \
               "President's die, or throw the Fund die." in phone.shown("oc-turn")
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw()
    assert "Waiting for you to decide." in ann.shown("oc-turn") and "Ann chooses" not in ann.shown("oc-turn")


def test_we_throw_real_dice_stays_on_after_an_undo(hub):
    # A walk: the table threw real dice, the banker undid and redid a step, and "We throw real dice" was off again:
    # the next tap had the app throw its own die. It is this phone's choice for the game, not one screen's.
    import types

    from companion.live import ScreenState
    from tests.support.controls import toggle

    sid = _table(hub, {"Ann": {"RED": 1}, "Bob": {"BLUE": 1}, "Cy": {}}, start="Ann")
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Ann", 1, "company", "RED"))
    kim = Phone(hub, sid, "banker")
    kim.draw()
    toggle(kim.controls, "We throw real dice: tap the face").on_change(
        types.SimpleNamespace(control=types.SimpleNamespace(value=True)))
    kim.state = ScreenState()  # the screen afresh, as after an undo
    kim.draw()
    assert toggle(kim.controls, "We throw real dice: tap the face").value is True


def test_the_correction_says_the_balance_stays_hidden_only_where_it_is(hub):
    # Setup 7: "Your money should remain hidden": a playing banker's phone hides the others' balances; a banker who
    # does not play sees them all, and the dialog said "the balance itself stays hidden" there too (a walk).
    from companion.views.games.owners_choice.correction import intro

    sid = _table(hub, {"Ann": {}, "Bob": {}, "Cy": {}}, start="Ann")
    state = oc.state_of(hub.get(sid).log)
    assert intro(oc.view_for(state, None)) == "Add or take away an amount."
    assert intro(oc.view_for(state, "Ann")) == "Add or take away an amount; the balance itself stays hidden."
