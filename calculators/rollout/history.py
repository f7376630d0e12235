"""The share prices over the turns, for the chart."""
from __future__ import annotations

from calculators.core.log import Log, active_actions
from calculators.rollout.fold import apply, initial


def price_history(log: Log) -> dict[str, list[tuple[int, int]]]:
    """Each company's price (in $ millions) at the end of every turn played, and now: {company: [(turn, price)]}."""
    state = initial(log)
    out: dict[str, list[tuple[int, int]]] = {}

    def note(s, turn: int) -> None:
        for c in s.companies:
            if c.in_play:
                series = out.setdefault(c.name, [])
                point = (turn, s.tables.price(c.price))
                if series and series[-1][0] == turn:
                    series[-1] = point
                else:
                    series.append(point)

    for ev in active_actions(log)[1:]:
        before = state.turn
        state = apply(state, ev)
        if state.turn != before and before:
            note(state, before)  # the prices the turn ended with
    if state.turn:
        note(state, state.turn)
    return out
