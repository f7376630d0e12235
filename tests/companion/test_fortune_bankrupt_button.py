"""Fortune: "Bob is bankrupt" says what its one tap does, set apart from the urgent sale. End of the Game: "A player who
can no longer meet his payment obligations is eliminated. His remaining assets go to the Kasse, and he has gone
bankrupt." Two walks ended a player's game with a tap on the Kasse's phone, the button 8 px under "Urgent sale at
60 %"; the table books it at one tap (the browser tests' flow), so the words under it say what it does and that only
Undo brings it back, and a gap stands between the two."""
from calculators.fortune import actions as A
from tests.support.fortune import B, Table as Game
from tests.support.fortune.phones import phone, said


def bob_owes_more_than_he_has() -> Game:
    g = Game()
    g.turn("Bob", "commerzbank-1")
    g.do(A.take_loan, B, "Bob")
    g.do(A.card_payment, B, "Bob", None, 400_000, "Geschäfte-Karte: Fehlinvestition")
    return g


def test_the_bankruptcy_button_says_what_it_does_and_stands_apart(tmp_path):
    controls, page, hub, sid = phone(tmp_path, bob_owes_more_than_he_has().log, None)
    keys = [c.key for c in controls if c.key in ("due-urgent", "due-gap", "due-bankrupt", "due-bankrupt-what")]
    assert keys == ["due-urgent", "due-gap", "due-bankrupt", "due-bankrupt-what"]
    assert said(controls, "due-bankrupt-what").startswith("This tap eliminates Bob: the remaining assets go to the "
                                                          "Kasse")
    next(c for c in controls if c.key == "due-bankrupt").on_click(None)
    assert hub.get(sid).log.events[-1].kind == "fortune.bankrupt"
