"""Rollout's net worth over the turns: each player's Cash Out value if the game ended then.

A share's value comes from its company's cash, which the rules hide unless the table plays "cash
open to all": then every phone sees every line; otherwise only a phone that sees all cash does."""
from __future__ import annotations

from calculators.core.money import format_rollout_tenths
from calculators.core.worth import Worth
from calculators.rollout.ending import final_score
from calculators.rollout.fold import FOLD
from calculators.rollout.state import RolloutState


def values(state: RolloutState) -> dict[str, int]:
    """Each player's Cash Out value now, in tenths of $1M (none before a company is in play)."""
    if not state.active():
        return {}
    return {p.name: p.cash_out for p in final_score(state).players}


WORTH = Worth(
    fold=FOLD,
    turn=lambda state: state.turn,
    values=values,
    public=lambda state: state.options.cash_open,
    own_visible=False,
    format=lambda value, lang="en": format_rollout_tenths(value),
    rule="Cash Out if the game ended then: each share at its company's share value",
    rule_de="Abrechnung, wenn das Spiel dann endete: jede Aktie zum Aktienwert ihrer Firma",
)
