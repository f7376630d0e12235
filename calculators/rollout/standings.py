"""Rollout's final standings: "Winning the Game" — Cash Out values; a player out of the game still played."""
from __future__ import annotations

from collections.abc import Mapping

from calculators.core.log import Log
from calculators.core.model import N_
from calculators.core.money import format_rollout_column
from calculators.core.standings import Standing, in_seat_order
from calculators.rollout.ending import final_score, is_over
from calculators.rollout.fold import state_of


def standings(log: Log, players: tuple[str, ...], house: Mapping[str, object] | None = None
              ) -> tuple[Standing, ...] | None:
    """Cash Out value in $ millions per player still in, ranked; no start player (a Chairman runs play).

    "he is Bankrupt and out of the game" / a takeover "puts the other player out of business, and out of
    the game": such a player still played, so they are listed after every player still in, with 0. `house`: the
    app's house rules (a negative share value counted as $0)."""
    state = state_of(log)
    if not is_over(state):
        return None
    # The app's house rule "a negative share value counts as $0", as the end screen counts (Quick Cash Out too).
    floor = bool((house or {}).get("floor_negative_share_values"))
    result = final_score(state, floor_negative=floor)
    ruled = {p.name: p.cash_out for p in final_score(state).players} if floor else {}
    shown = dict(zip((p.name for p in result.players), format_rollout_column([p.cash_out for p in result.players])))
    rows = {p.name: (p.cash_out / 10, shown[p.name], p.rank) for p in result.players}
    last = max((r[2] for r in rows.values()), default=0) + 1
    # A figure the house rule changed says so wherever the results go (copied, downloaded).
    more: dict[str, dict[str, str]] = {p.name: {"note": N_("house rule: a negative share value counted as $0")}
                                       for p in result.players if p.name in ruled and ruled[p.name] != p.cash_out}
    for p in players:
        if p not in rows:
            how = next((c.out for c in state.companies if c.ceo == p), None)
            more[p] = {"out": N_("taken over") if how == "takeover" else N_("bankrupt")}
            rows[p] = (0, f"out: {more[p]['out']}", last)
    return in_seat_order(players, rows, result.winners, None, more)
