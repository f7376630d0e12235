"""What holds after every Owner's Choice action; tests check it step by step.

1. Money is accounted for: bank + fund + every player's cash == 0 (the Bank starts at $0 and is a
   signed account: it pays the starting $690s and every payout, and receives every payment);
   the Fund and each player's cash are never negative; a player who left holds $0.
2. Stocks stay within the supply: each holding >= 0, each company's holdings <= its stock supply;
   a player still in the game holds at most 12 stocks; a player who left holds none.
3. Presidents are rule-consistent: a company has a President exactly when a player in the game
   holds it, and the President holds at least as many of its stocks as anyone else.
4. Prices are on the chart: each marker rests on a space from $40 to $300 (never Bankruptcy),
   and so does every entry of the price history.
"""
from __future__ import annotations

from calculators.owners_choice.rules import MAX_STOCKS
from calculators.owners_choice.state import OCState
from calculators.owners_choice.tables import COMPANIES


def _money(state: OCState) -> list[str]:
    problems = []
    total = state.bank + state.fund + sum(p.cash for p in state.players)
    if total != 0:
        problems.append(f"money not accounted for: bank {state.bank} + fund {state.fund} + cash = {total}")
    if state.fund < 0:
        problems.append("the Fund is negative")
    problems += [f"{p.name}'s cash is negative" for p in state.players if p.cash < 0]
    problems += [f"{p.name} left but holds money" for p in state.players if not p.in_game and p.cash]
    return problems


def _stocks(state: OCState) -> list[str]:
    problems = []
    for c in COMPANIES:
        if any(p.stocks[c] < 0 for p in state.players):
            problems.append(f"a negative holding of {c}")
        if state.held(c) > state.tables.stock_supply[c]:
            problems.append(f"{state.held(c)} {c} stocks held; only {state.tables.stock_supply[c]} exist")
    for p in state.players:
        if p.in_game and p.total_stocks > MAX_STOCKS:
            problems.append(f"{p.name} holds {p.total_stocks} stocks")
        if not p.in_game and p.total_stocks:
            problems.append(f"{p.name} left but holds stocks")
    return problems


def _presidents(state: OCState) -> list[str]:
    problems = []
    for c in COMPANIES:
        counts = {p.name: p.stocks[c] for p in state.players if p.in_game and p.stocks[c] > 0}
        president = state.presidents[c]
        if not counts:
            if president is not None:
                problems.append(f"{president} is President of {c}, which nobody holds")
        elif president not in counts or counts[president] < max(counts.values()):
            problems.append(f"{president} is President of {c} without holding the most")
    return problems


def _prices(state: OCState) -> list[str]:
    top = state.tables.top
    problems = [f"{c} is off the chart" for c in COMPANIES if not 1 <= state.positions[c] <= top]
    for i, row in enumerate(state.history):
        if set(row) != set(COMPANIES) or any(not 1 <= v <= top for v in row.values()):
            problems.append(f"price history entry {i} is off the chart")
    return problems


def problems(state: OCState) -> list[str]:
    """Every invariant the state breaks, in words; [] when all hold."""
    return _money(state) + _stocks(state) + _presidents(state) + _prices(state)
