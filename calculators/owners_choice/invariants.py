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

from calculators.core.model import Amount, Broken
from calculators.owners_choice.rules import MAX_STOCKS
from calculators.owners_choice.state import OCState
from calculators.owners_choice.tables import COMPANIES, GAME


def _money(state: OCState) -> list[str]:
    problems = []
    total = state.bank + state.fund + sum(p.cash for p in state.players)
    if total != 0:
        problems.append(Broken("Money is not accounted for: the Bank ({bank}), the Fund ({fund}) and the players' "
                               "cash add up to {total}", bank=Amount(state.bank, GAME), fund=Amount(state.fund, GAME),
                               total=Amount(total, GAME)))
    if state.fund < 0:
        problems.append(Broken("The Fund is negative"))
    problems += [Broken("{player}'s cash is negative", player=p.name) for p in state.players if p.cash < 0]
    problems += [Broken("{player} left but holds money", player=p.name) for p in state.players
                 if not p.in_game and p.cash]
    return problems


def _stocks(state: OCState) -> list[str]:
    problems = []
    for c in COMPANIES:
        if any(p.stocks[c] < 0 for p in state.players):
            problems.append(Broken("A negative holding of {company}", company=c))
        if state.held(c) > state.tables.stock_supply[c]:
            problems.append(Broken("{held} {company} stocks held; only {n} exist", held=state.held(c), company=c,
                                   n=state.tables.stock_supply[c]))
    for p in state.players:
        if p.in_game and p.total_stocks > MAX_STOCKS:
            problems.append(Broken("{player} holds {n} stocks; at most {most}", player=p.name, n=p.total_stocks,
                                   most=MAX_STOCKS))
        if not p.in_game and p.total_stocks:
            problems.append(Broken("{player} left but holds stocks", player=p.name))
    return problems


def _presidents(state: OCState) -> list[str]:
    problems = []
    for c in COMPANIES:
        counts = {p.name: p.stocks[c] for p in state.players if p.in_game and p.stocks[c] > 0}
        president = state.presidents[c]
        if not counts:
            if president is not None:
                problems.append(Broken("{player} is President of {company}, which nobody holds", player=president,
                                       company=c))
        elif president not in counts or counts[president] < max(counts.values()):
            problems.append(Broken("{player} is President of {company} without holding the most", player=president,
                                   company=c))
    return problems


def _prices(state: OCState) -> list[str]:
    top = state.tables.top
    problems = [Broken("{company} is off the chart", company=c) for c in COMPANIES
                if not 1 <= state.positions[c] <= top]
    for i, row in enumerate(state.history):
        if set(row) != set(COMPANIES) or any(not 1 <= v <= top for v in row.values()):
            problems.append(Broken("Price history entry {n} is off the chart", n=i))
    return problems


def problems(state: OCState) -> list[str]:
    """Every invariant the state breaks, in words; [] when all hold."""
    return _money(state) + _stocks(state) + _presidents(state) + _prices(state)
