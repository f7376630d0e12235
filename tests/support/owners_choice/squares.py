"""Helpers of test_owners_choice_squares.py that other tests use too (the history words test, the hidden-cash test, the registry test)."""
from __future__ import annotations

from tests.support.owners_choice import Game


def playing(players=("Ann", "Bob", "Cy"), buys=None, **kw):
    g = Game(players=players, banker=players[1], **kw)
    g.pregame(*(buys or [{}] * len(players)))
    return g
