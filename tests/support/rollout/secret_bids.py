"""Helpers of test_rollout_secret_bids.py that other tests use too (the history words test, the hidden-cash test, the registry test)."""
from __future__ import annotations

import calculators.rollout as ro
from tests.support.rollout import B, stage1, stage2, started


def at_secret_bids():
    """Stage 4 with Ann, Bob and Cy bidding; nobody bid openly on Simcor's two shares at $500M."""
    t = started()
    stage1(t)
    stage2(t)
    for c in t.state.active():
        t.do(ro.correct, B, c.ceo, "price", value=t.state.tables.opening_square, reason="test")
    while t.state.stage < 4:
        t.do(ro.start_stage, B, [])
        t.do(ro.end_stage, B)
    t.do(ro.correct, B, "Bob", "cash", delta=500 - t.cash("Bob"), reason="spent at the table")  # Bob: $500M
    t.do(ro.start_stage, B, ["Ann", "Bob", "Cy"], faces=[1])
    t.do(ro.call_secret_bids, B)
    return t


def lot_at_market(square: int):
    """Stage 4 with Ann, Bob and Cy bidding; Simcor's two shares are on offer with its meter on `square`."""
    from tests.support.rollout.stores import to_stage
    t = started()
    to_stage(t, 4)
    t.do(ro.correct, B, "Ann", "price", value=square, reason="test")
    t.do(ro.start_stage, B, ["Ann", "Bob", "Cy"], faces=[1])
    assert t.state.auction.lot.company == "Simcor"
    return t
