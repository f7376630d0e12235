"""Fortune: "Bob is bankrupt" asks first. End of the Game: "A player who can no longer meet his payment obligations is
eliminated. His remaining assets go to the Kasse, and he has gone bankrupt." Two walks ended a player's game with one
tap on the Kasse's phone (the button 8 px under "Urgent sale at 60 %"), while "Time is up" asked first."""
from calculators.fortune import actions as A
from calculators.fortune.fold import state_of
from tests.support.controls import texts
from tests.support.fortune import B, Table as Game
from tests.support.fortune.phones import phone


def bob_owes_more_than_he_has() -> Game:
    g = Game()
    g.turn("Bob", "commerzbank-1")
    g.do(A.take_loan, B, "Bob")
    g.do(A.card_payment, B, "Bob", None, 400_000, "Geschäfte-Karte: Fehlinvestition")
    return g


def test_the_bankruptcy_is_asked_first_and_done_only_on_yes(tmp_path):
    controls, page, hub, sid = phone(tmp_path, bob_owes_more_than_he_has().log, None)
    button = next(c for c in controls if c.key == "due-bankrupt")
    assert not button.disabled
    before = len(hub.get(sid).log.events)
    button.on_click(None)
    assert len(hub.get(sid).log.events) == before  # nothing done on the tap
    dialog = page.dialogs[-1]
    assert texts(dialog.title) == "Is Bob bankrupt?"
    assert texts(dialog.content).startswith("Bob leaves the game and the remaining assets go to the Kasse")
    keep, yes = dialog.actions
    keep.on_click(None)
    assert len(hub.get(sid).log.events) == before  # "Cancel": Bob plays on
    button.on_click(None)
    page.dialogs[-1].actions[1].on_click(None)
    assert hub.get(sid).log.events[-1].kind == "fortune.bankrupt"
    assert next(s for s in state_of(hub.get(sid).log).sheets if s.name == "Bob").bankrupt
