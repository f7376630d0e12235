"""Scenarios of test_owners_choice_squares.py, reused by other tests (the history words test, the registry test):
each asserts the rulebook's outcome as it plays; the test of the same name (with test_) runs it."""
from __future__ import annotations

from tests.support.owners_choice import Game


def playing(players=("Ann", "Bob", "Cy"), buys=None, **kw):
    g = Game(players=players, banker=players[1], **kw)
    g.pregame(*(buys or [{}] * len(players)))
    return g
