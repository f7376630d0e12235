"""What each viewer sees of a Fortune table: everything, for everyone.

Setup: the starting capital is laid out on each player's company balance sheet board, and "all
chips, shares, bonds and loan cards are laid out clearly" on it — Fortune has no hidden cash, so
no seat's view strips anything.
"""
from __future__ import annotations

from calculators.fortune.state import FortuneState


def view_for(state: FortuneState, viewer: str | None) -> FortuneState:
    """The state as `viewer` (a seat name, or None for a banker who does not play) may see it: all of it."""
    return state
