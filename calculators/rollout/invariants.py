"""What always holds at a Rollout table, checked after every step in the tests.

1. Shares: every company in play has exactly 10 shares, each owned by a player still in the game
   or by the Bank; the Bank's own unsold shares are among those it holds (so the sold-back ones,
   `returned`, are never negative); a company out of play has no shares at all.
2. Money: every dollar is accounted for. The Bank starts at 0 and issues money (its balance goes
   negative), so the Bank's balance plus every company's cash is always 0; no company's cash is
   ever below zero, and a company out of play holds none.
3. Meters: price meters stay between High Flyer and Blue Chip, sales meters between Square One and
   the Gold Coast; loans between 0 and the company's limit ($5B, another $5B per takeover); stores,
   Gold Coast meters and cards never negative, and no more cards of a product in hands and in an
   estate than the deck holds (18).
"""
from __future__ import annotations

from calculators.core.model import Broken
from calculators.rollout.companies import SHARES_PER_COMPANY
from calculators.rollout.state import SETUP, RolloutState
from calculators.rollout.tables import PRODUCT_NAMES, PRODUCTS


def violations(state: RolloutState) -> list[str]:
    """Every invariant the state breaks (empty when all hold)."""
    out: list[str] = []
    if state.stage == SETUP:
        return out
    t = state.tables
    in_game = set(state.active_players())
    for c in state.companies:
        held = state.holdings.get(c.name, {})
        if not c.in_play:
            if held or c.cash:
                out.append(Broken("{company} is out of play but has shares or cash", company=c.name))
            continue
        if any(p not in in_game or n <= 0 for p, n in held.items()):
            out.append(Broken("{company} shares held by someone out of the game, or a zero entry", company=c.name))
        if state.bank_shares(c.name) < 0 or state.returned(c.name) < 0:
            out.append(Broken("{company}: {held} shares held by players, the Bank's own sold {sold}", company=c.name,
                              held=sum(held.values()), sold=state.bank_sold.get(c.name, 0)))
        if not 0 <= state.bank_sold.get(c.name, 0) <= SHARES_PER_COMPANY:
            out.append(Broken("{company}: the Bank's own sales out of range", company=c.name))
        if (c.cash or 0) < 0:
            out.append(Broken("{company} has negative cash", company=c.name))
        if not 0 <= c.price <= t.top or not 0 <= c.sales <= t.gold_coast_square:
            out.append(Broken("{company}: a meter off the scale", company=c.name))
        most = t.loan_cap + (len(state.players) - 1) * (t.loan_cap_after_takeover - t.loan_cap)
        if not 0 <= c.loans <= c.loan_cap <= most:
            out.append(Broken("{company}: loans out of range", company=c.name))
        if c.stores < 0 or c.gold_coast < 0 or min(c.cards) < 0:
            out.append(Broken("{company}: negative stores, meters or cards", company=c.name))
    if (state.bank or 0) + sum(c.cash or 0 for c in state.companies) != 0:
        out.append(Broken("Money is not accounted for: the Bank and the companies' cash do not add up"))
    for i, p in enumerate(PRODUCTS):
        total = sum(c.cards[i] for c in state.companies if c.in_play) + state.estate.get(p, 0)
        if total > t.cards_per_product:
            out.append(Broken("{n} {product} cards in play; the deck has {most}", n=total, product=PRODUCT_NAMES[p],
                              most=t.cards_per_product))
    return out


def check(state: RolloutState) -> None:
    """Raise AssertionError naming the broken invariants."""
    bad = violations(state)
    if bad:
        raise AssertionError("; ".join(bad))
