"""Owner's Choice, Company Square 1: "If the President does not have the money to pay for this action, the President
must choose to throw the Fund die." A walk found 'Pay $50 and throw …' enabled on the phone of a President holding
$40, saying why only after the tap. Where the phone may see the President's money (their own, the bank phone of a
banker who does not play, the bank phone passed to the President) the button is disabled with the rules' reason
beside it; where it may not (a playing banker deciding for another player) it stays offered — a disabled button
would give the hidden money away — and the rules refuse the tap without naming an amount. Drawn in-process."""
from __future__ import annotations

import types

import flet as ft
import pytest

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import texts, toggle, walk
from tests.support.oc_screens import Phone
from tests.support.scratch import scratch_dir

PAY_RED = "Pay $50 and throw RED's President's die"
PAY_GREEN = "Pay $50 and throw GREEN's President's die"
REAL = "We throw real dice: tap the face"


@pytest.fixture
def hub():
    return TableHub(Store(scratch_dir()))


def table(hub, banker: str) -> str:
    """Ann starts; before the game Ann buys 2 RED, Bob 1 BLUE, Cy 1 GREEN; the banker then leaves Ann and Cy $40
    each (a correction); Ann's pawn lands on RED's square: Ann, RED's President, chooses."""
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], banker))

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.start_game, start_player="Ann")
    for seat, buys in (("Ann", {"RED": 2}), ("Bob", {"BLUE": 1}), ("Cy", {"GREEN": 1})):
        do(oc.pregame_buy, seat, buys)
    for seat in ("Ann", "Cy"):
        do(oc.correct_cash, seat, 40 - oc.state_of(hub.get(sid).log).player(seat).cash)
    do(oc.move_pawn, "Ann", 1, "company", "RED")
    return sid


def test_the_presidents_own_money_short_disables_the_presidents_die_with_the_reason(hub):
    sid = table(hub, "Ann")  # Ann banks and plays: her own decision on the bank phone
    ann = Phone(hub, sid, "banker", viewer="Ann")
    ann.draw()
    assert ann.control(PAY_RED).disabled and not ann.control("Throw the Fund die").disabled
    assert ann.shown("oc-die-why") == ("Ann has $40 and cannot pay $50 for the President's die: Ann must throw the "
                                       "Fund die.")
    # The reason stands first under the square's title, in place of a choice Ann does not have (a walk found the
    # choice offered and the reason only under six greyed buttons, off the screen).
    keys = [c.key for c in walk(ann.controls) if getattr(c, "key", None) in ("oc-die-why", "throw-president")]
    assert keys == ["oc-die-why", "throw-president"]
    assert not [c for c in walk(ann.controls) if isinstance(c, ft.Text) and (c.value or "").startswith("Pay $50 to")]
    real = toggle(ann.controls, "We throw real dice: tap the face")
    real.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value=True)))
    ann.draw()
    assert ann.control("RED President: Price +1").disabled and not ann.control("Fund: Status quo").disabled

    de = Phone(hub, sid, "banker", viewer="Ann", lang="de")
    de.draw()
    assert de.shown("oc-die-why") == ("Ann hat $40 und kann die $50 für den Präsidentenwürfel nicht zahlen: Ann muss "
                                      "den Fondswürfel werfen.")

    kim_sid = table(hub, "Kim")  # a banker who does not play sees every player's money
    kim = Phone(hub, kim_sid, "banker")
    kim.draw()
    assert kim.control(PAY_RED).disabled and kim.shown("oc-die-why").startswith("Ann has $40")
    ann_phone = Phone(hub, kim_sid, "seat:Ann", seat="Ann")
    ann_phone.draw()
    assert ann_phone.control(PAY_RED).disabled and ann_phone.shown("oc-die-why").startswith("Ann has $40")


def test_a_playing_banker_deciding_for_another_is_not_told_their_money_but_the_phone_passed_to_them_is(hub):
    sid = table(hub, "Ann")
    hub.act(sid, lambda log: oc.company_action(log, "banker", "Ann", "fund", face="Status quo"))
    hub.act(sid, lambda log: oc.end_turn(log, "banker", "Ann"))
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Bob", 1, "company", "GREEN"))  # Cy, GREEN's President
    ann = Phone(hub, sid, "banker", viewer="Ann")
    ann.session.services.claims = types.SimpleNamespace(is_claimed=lambda table, seat: False)  # nobody's own phone
    ann.draw()
    assert not ann.control(PAY_GREEN).disabled and ann.shown("oc-die-why") is None
    ann.tap(PAY_GREEN)
    ann.draw()
    assert ann.shown("oc-refused") == "Cy cannot pay for the President's die: throw the Fund die."

    toggle(ann.controls, "Pass this phone around").on_change(
        types.SimpleNamespace(control=types.SimpleNamespace(value=True)))  # Cy is handed the bank phone
    ann.draw()
    ann.tap("I am Cy: show my money")  # in Cy's hands now (`owners_choice.handover`)
    ann.draw()
    assert ann.control(PAY_GREEN).disabled
    assert ann.shown("oc-die-why") == ("Cy has $40 and cannot pay $50 for the President's die: Cy must throw the Fund "
                                       "die.")


def test_an_undone_throw_is_said_to_stand_and_only_its_die_is_offered(hub):
    """A walk: Cy threw YELLOW's President's die ("Price +3"), the banker undid it, and Cy's phone offered the same
    choice as before, as if a new throw; it showed +3 again (an undone roll stands, so nobody undoes a bad throw
    away). The card says so, and the Fund die (which the rules refuse now) stands disabled."""
    import random

    from calculators.core.log import undo

    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Kim"))

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.start_game, start_player="Ann")
    for seat, buys in (("Ann", {"RED": 2}), ("Bob", {"BLUE": 1}), ("Cy", {"GREEN": 1})):
        do(oc.pregame_buy, seat, buys)
    do(oc.move_pawn, "Ann", 1, "company", "RED")
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw()
    assert ann.shown("oc-die-kept") is None and not ann.control("Throw the Fund die").disabled
    do(oc.company_action, "Ann", "president", rng=random.Random(4))
    face = hub.get(sid).log.events[-1].data["roll"]["labels"][0]
    hub.act(sid, lambda log: undo(log, "banker"))
    ann.draw()
    assert ann.shown("oc-die-kept") == (f"RED's President's die was thrown and then undone: it stands, and throwing it "
                                        f"again shows {face}.")
    assert ann.control("Throw the Fund die").disabled and not ann.control(PAY_RED).disabled
    # No face is typed in for it (the rules refuse one): the phone's real-dice switch is not offered while it stands,
    # and the app's button brings the throw back.
    assert not any(texts(c) == REAL for c in walk(ann.controls))
    ann.tap(PAY_RED)
    ann.draw()
    assert ann.shown("oc-die-kept") is None


def test_the_real_dice_switch_is_offered_for_a_throw_not_made_yet(hub):
    sid = table(hub, "Kim")
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw()
    assert any(texts(c) == REAL for c in walk(ann.controls))
