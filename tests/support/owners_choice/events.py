"""Scenarios of test_owners_choice_events.py, reused by other tests (tests/companion/test_history_words.py):
each asserts the rulebook's outcome as it plays; the test of the same name (with test_) runs it."""
from __future__ import annotations

import calculators.owners_choice as oc
from tests.support.owners_choice import Game


def event(g, face):
    seat = g.st.current
    if g.st.pending is None:
        g.do(seat, oc.move_pawn, 1, "event")
    g.do(seat, oc.throw_event_die, face=face)
    return seat


def playing(buys, players=("Ann", "Bob", "Cy"), **kw):
    g = Game(players=players, banker=players[1], **kw)
    g.pregame(*buys)
    return g


def exchange_one_stock_with_another_players_and_presidents_are_checked():
    g = playing([{"RED": 2}, {"BLUE": 1, "RED": 2}, {}])
    assert g.st.presidents == {"RED": "Ann", "BLUE": "Bob", "GREEN": None, "YELLOW": None}
    seat = event(g, "Exchange a stock")
    assert seat == "Ann" and g.st.pending.kind == "exchange"
    g.bad("Ann", oc.exchange_stock, "RED", "Ann", "BLUE", match="another player")
    g.bad("Ann", oc.exchange_stock, "RED", "Bob", "RED", match="changes nothing")
    g.bad("Ann", oc.exchange_stock, "GREEN", "Bob", "BLUE", match="Ann holds no GREEN")
    g.bad("Ann", oc.exchange_stock, "RED", "Cy", "BLUE", match="Cy holds no BLUE")
    g.do("Ann", oc.exchange_stock, "RED", "Bob", "BLUE")
    assert g.stocks("Ann") == {"RED": 1, "BLUE": 1} and g.stocks("Bob") == {"RED": 3}
    # Bob now exceeds Ann in RED; Ann and Bob tie in BLUE at... Bob 0, so Ann takes BLUE.
    assert g.st.presidents["RED"] == "Bob" and g.st.presidents["BLUE"] == "Ann"


def a_move_past_300_is_ignored_by_default_or_stops_at_300_by_house_rule():
    # Upper Limit of Stock Price: "No company stock price marker can exceed the upper limit of $300
    # of the stock price chart. Any effect that would move the price beyond this space is ignored."
    # By default (None) the marker stays at $280; the house rule "stop" takes it to $300.
    for setting, expected in ((None, 280), ("ignore", 280), ("stop", 300)):
        g = playing([{"GREEN": 1}, {}, {}], overshoot=setting)
        g.banker("cash", oc.correct_cash, "Ann", 1000)
        faces = ["Price +3"] * 4 + ["Price +2"] * 2  # 100, 130, 160, 190, 240, 280, then two past the top
        for face in faces:
            g.do(g.st.current, oc.move_pawn, 1, "company", "GREEN")
            g.do("Ann", oc.company_action, "president", face=face)
            g.end()
        assert g.st.prices["GREEN"] == expected
