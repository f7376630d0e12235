"""Event "Exchange Stock": "The player may exchange one stock he owns with a stock of his choice from another
player." The other player did nothing, yet holds other stocks: it is said to them, in their words, from the moment
it happens until the end of their next turn (`exchanges.taken_from`)."""
from tests.support.owners_choice import Game

import calculators.owners_choice as oc
from calculators.core.actors import undo_last
from calculators.owners_choice.exchanges import taken_from


def exchanged() -> Game:
    """Ann starts; before the game Ann buys 1 GREEN, Bob 2 RED; on turn 1 the Event die shows "Exchange a stock"
    and Ann gives her GREEN for one of Bob's RED."""
    g = Game(start="Ann")
    g.pregame({"GREEN": 1}, {"RED": 2}, {})
    g.do("Ann", oc.move_pawn, 1, "event")
    g.do("Ann", oc.throw_event_die, face="Exchange a stock")
    g.do("Ann", oc.exchange_stock, "GREEN", "Bob", "RED")
    return g


def test_the_player_whose_stock_was_taken_reads_it_until_their_next_turn_ends():
    g = exchanged()
    said = ["Ann exchanged one of your RED stocks for one GREEN stock (turn 1)."]
    assert taken_from(g.log, "Bob") == said
    assert taken_from(g.log, "Bob", "de") == ["Ann hat eine deiner RED-Aktien gegen eine GREEN-Aktie getauscht (Zug 1)."]
    assert taken_from(g.log, "Bob", own=False) == ["Ann exchanged one of Bob's RED stocks for one GREEN stock (turn 1)."]
    assert taken_from(g.log, "Ann") == [] and taken_from(g.log, "Cy") == []
    g.end()
    assert g.st.current == "Bob" and taken_from(g.log, "Bob") == said  # through Bob's own turn
    g.do("Bob", oc.move_pawn, 1, "dividend")
    g.end()
    assert taken_from(g.log, "Bob") == []  # the History keeps it


def test_an_exchange_taken_back_is_not_said():
    g = exchanged()
    g.log, _ = undo_last(g.log, "banker")
    assert g.st.pending is not None and taken_from(g.log, "Bob") == []
