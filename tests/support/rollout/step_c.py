"""Rollout tables at Step C with a player who holds no card of the product in demand."""
from __future__ import annotations

import calculators.rollout as ro
from calculators.core import bids
from calculators.rollout.stage2_budgets import budgets_round
from tests.support.rollout import B, seat, stage1, started


def bob_without_televisions():
    """Step A's hex on Televisions ("3 or 4"), Bob's Television card gone, every budget entered and revealed: Step C,
    Ann to show first."""
    t = started()
    stage1(t)
    t.do(ro.check_hex, B, faces=[3])
    t.do(ro.correct, B, "Bob", "television", value=0, reason="the card was never dealt")
    t.do(ro.open_budgets, B)
    rid = budgets_round(t.state)
    for p in t.state.rollout.players:
        t.do(bids.enter, seat(p), rid, {"advertising": "100", "price": "30"})
    t.do(ro.reveal_budgets, B)
    return t
