"""The share prices over the turns, for the chart."""
from __future__ import annotations

from calculators.core.log import Event, Log, folded
from calculators.rollout.fold import apply, start
from calculators.rollout.state import RolloutState

Series = dict[str, tuple[tuple[int, int], ...]]


def _noted(series: Series, s: RolloutState, turn: int) -> Series:
    """The series with each company in play's price at `turn` (replacing a point of the same turn)."""
    out = dict(series)
    for c in s.companies:
        if c.in_play:
            points = out.get(c.name, ())
            point = (turn, s.tables.price(c.price))
            out[c.name] = (*points[:-1], point) if points and points[-1][0] == turn else (*points, point)
    return out


def _step(acc: tuple[RolloutState, Series], ev: Event) -> tuple[RolloutState, Series]:
    state, series = acc
    before = state.turn
    state = apply(state, ev)
    if state.turn != before and before:
        series = _noted(series, state, before)  # the prices the turn ended with
    return state, series


def price_history(log: Log) -> dict[str, list[tuple[int, int]]]:
    """Each company's price (in $ millions) at the end of every turn played, and now: {company: [(turn, price)]}."""
    state, series = folded(log, "rollout.prices", lambda first: (start(first), {}), _step)
    if state.turn:
        series = _noted(series, state, state.turn)
    return {name: list(points) for name, points in series.items()}


def price_top(state: RolloutState) -> int:
    """The highest price a share can have: the Blue Chip, the Price Index's last square (rollout.txt line 63: "The
    Blue Chip (at right) is the highest market price ($2.5 billion)"; line 230: bids may go higher, "the price of the
    stock would not rise higher than the $2.5 billion point of the Price Index (the Blue Chip)")."""
    return state.tables.price(state.tables.top)
