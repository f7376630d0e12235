"""Owner's Choice rules as pure functions of the state: turn order, Presidents, prices, bankruptcy, payouts."""
from __future__ import annotations

from calculators.owners_choice.ledger import BANK, FUND, set_stocks, transfer
from calculators.owners_choice.state import OCState
from calculators.owners_choice.tables import COMPANIES

MAX_STOCKS = 12  # Stock Trade: at most 12 stocks at the end of the turn
# Company Square: the President's die costs $50, or $100 when the stock is worth $190 or more.
DIE_FEE, DIE_FEE_HIGH, DIE_FEE_HIGH_FROM = 50, 100, 190
PRESIDENT_BONUS = 100  # President Square: $100 from the Bank per President's die
GOAL_PAYOUT = 100  # Goal Square: $100 from the Fund (or what is there)
EVENT_FUND, EVENT_BANK = 50, 100  # Event Die Results


def trade_cost(prices: dict[str, int], net: dict[str, int]) -> int:
    """Stock Trade at the current prices: what buying (+) and selling (-) `net` costs (negative: it brings money)."""
    return sum(n * prices[c] for c, n in net.items())


def unpaid(cash: int, prices: dict[str, int], net: dict[str, int]) -> int | None:
    """What the trade `net` costs, when `cash` cannot pay it; None when it can (a sale that brings money always can)."""
    cost = trade_cost(prices, net)
    return cost if cost > cash else None


def most_to_buy(cash: int | None, left: int, prices: dict[str, int], net: dict[str, int], company: str) -> int:
    """The most of `company` a trade whose other rows stand at `net` may buy: the `left` stocks of the Stock
    Company, and where the cash is known, what the cash and the trade's own sales pay for — the buys and sells of
    one Stock Trade are settled together ("buy and sell any or all stocks", Q&A 2: one trade a turn)."""
    price = prices.get(company, 0)
    if cash is None or price <= 0:
        return left
    rest = trade_cost(prices, {c: n for c, n in net.items() if c != company})
    return max(0, min(left, (cash - rest) // price))


def move_range(state: OCState) -> tuple[int, int]:
    """Move The Action Pawn: 1-4 spaces with 2-3 players, 1-3 with 4-5.

    Interpretation: counts the players still in the game."""
    return (1, 4) if len(state.in_game) <= 3 else (1, 3)


def die_fee(state: OCState, company: str) -> int:
    """What the President pays the Fund to throw the company's President's die."""
    return DIE_FEE_HIGH if state.price(company) >= DIE_FEE_HIGH_FROM else DIE_FEE


def next_player(state: OCState, after: str) -> str | None:
    """The next player still in the game clockwise after `after` (who may have left)."""
    names = state.names
    i = names.index(after)
    for k in range(1, len(names) + 1):
        p = state.players[(i + k) % len(names)]
        if p.in_game and p.name != after:
            return p.name
    return None


def decide_president(state: OCState, company: str, current: str) -> str | None:
    """The Company President after a trade step, an exchange or a player leaving (`president_of`)."""
    counts = {p.name: p.stocks[company] for p in state.players if p.in_game}
    return president_of(counts, state.presidents[company], state.names, current)


def president_of(counts: dict[str, int], president: str | None, names: tuple[str, ...], current: str) -> str | None:
    """The Company President, of the players in the game holding `counts` of a company (`names`: every seat,
    clockwise). The President keeps the die unless another player holds strictly more (illustrated example 1);
    then the player holding the most takes it, ties going to the one closest clockwise to the current player
    (illustrated example 2). Nobody holding the company: no President."""
    counts = {name: n for name, n in counts.items() if n > 0}
    if not counts:
        return None
    top = max(counts.values())
    if president in counts and counts[president] == top:
        return president
    leaders = [name for name, n in counts.items() if n == top]
    return min(leaders, key=lambda name: (names.index(name) - names.index(current)) % len(names))


def settle_presidents(state: OCState, current: str) -> OCState:
    """Every company's President decided by `decide_president`."""
    presidents = {c: decide_president(state, c, current) for c in COMPANIES}
    return state.model_copy(update={"presidents": presidents})


def bankrupt(state: OCState, company: str) -> OCState:
    """Bankruptcy: every stock returns to the Stock Company unpaid, the marker to START, the die back.

    Its holders may then declare personal bankruptcy (`may_leave`)."""
    holders = tuple(p.name for p in state.players if p.stocks[company] > 0)
    for name in holders:
        state = set_stocks(state, name, company, 0)
    may_leave = tuple(n for n in state.names if n in holders or n in state.may_leave)  # in seat order
    return state.model_copy(update={
        "positions": {**state.positions, company: state.tables.start},
        "presidents": {**state.presidents, company: None},
        "may_leave": may_leave,
    })


def move_price(state: OCState, company: str, steps: int) -> OCState:
    """Move a stock price marker `steps` spaces (negative: down).

    Upper Limit of Stock Price: "Any effect that would move the price beyond this space is ignored" —
    the whole move is ignored and the marker stays (house rule overshoot="stop": it stops at $300). Bankruptcy: a move onto the Bankruptcy space
    bankrupts the company at once and the rest of the move is lost (Q&A 3)."""
    pos = state.positions[company] + steps
    if pos <= 0:
        return bankrupt(state, company)
    if pos > state.tables.top:
        if state.overshoot == "ignore":
            return state
        pos = state.tables.top
    return state.model_copy(update={"positions": {**state.positions, company: pos}})


def pay_dividend(state: OCState, company: str) -> OCState:
    """Every holder receives the company's dividend per stock from the Bank."""
    per_stock = state.tables.dividend(state.positions[company])
    for p in state.players:
        state = transfer(state, BANK, p.name, per_stock * p.stocks[company])
    return state


def highest_priced(state: OCState) -> tuple[str, ...]:
    """Dividend Square: the company or companies tied at the highest price."""
    top = max(state.positions.values())
    return tuple(c for c in COMPANIES if state.positions[c] == top)


def pay_president_bonus(state: OCState) -> OCState:
    """President Square: every player receives $100 from the Bank per President's die held."""
    for name in state.in_game:
        state = transfer(state, BANK, name, PRESIDENT_BONUS * state.dice_held(name))
    return state


def final_sale(state: OCState) -> OCState:
    """Game End: every player sells all stocks to the Stock Company at the final prices."""
    for p in state.players:
        for c in COMPANIES:
            if p.stocks[c]:
                state = transfer(state, BANK, p.name, p.stocks[c] * state.price(c))
                state = set_stocks(state, p.name, c, 0)
    return state.model_copy(update={"presidents": dict.fromkeys(COMPANIES), "phase": "over", "pending": None})


def take_fund(state: OCState, name: str, limit: int | None = None) -> OCState:
    """The player takes the Fund's money, or at most `limit` of it."""
    amount = state.fund if limit is None else min(limit, state.fund)
    return transfer(state, FUND, name, amount)
