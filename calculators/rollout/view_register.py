"""The banker's overview: the Share Register as a grid, one row of 10 squares per company."""
from __future__ import annotations

from calculators.rollout.companies import SHARES_PER_COMPANY
from calculators.rollout.state import BANK, RolloutState

SOLD_BACK = "Bank (sold back)"


def share_register(state: RolloutState) -> dict[str, tuple[str, ...]]:
    """Who owns each of the 10 shares of every company in play: players in seat order, then the Bank's
    sold-back shares (only a stock raid buys them), then the Bank's own."""
    grid = {}
    for c in state.active():
        row = [p for p in state.players for _ in range(state.held(p, c.name))]
        row += [SOLD_BACK] * state.returned(c.name)
        row += [BANK] * (SHARES_PER_COMPANY - len(row))
        grid[c.name] = tuple(row)
    return grid
