"""Scenarios of test_rollout_shares.py, reused by other tests (tests/companion/test_history_words.py):
each asserts the rulebook's outcome as it plays; the test of the same name (with test_) runs it."""
from __future__ import annotations

import random

import calculators.rollout as ro
from calculators.rollout.sealed import secret_round
from tests.support.rollout import B, seat, stage1, stage2, started


def to_stage(t, stage):
    stage1(t)
    stage2(t)
    for c in t.state.active():  # every meter back to $500M, so the examples read plainly
        t.do(ro.correct, B, c.ceo, "price", value=t.state.tables.opening_square, reason="test")
    while t.state.stage < stage:
        t.do(ro.start_stage, B, [])
        t.do(ro.end_stage, B)


def buy_two(t, company, player, price=None):
    """Stage 4: an open bid at market for `company`'s lot, sold."""
    while t.state.auction.lot.company != company:
        t.do(ro.pass_lot, B)
    t.do(ro.bid, seat(player), player, price or t.state.tables.price(t.state.company(company).price))
    t.do(ro.sell_lot, B)


def stage_3_sales_to_the_bank_and_to_players_and_no_buying_back_the_same_turn():
    t = started()
    to_stage(t, 4)
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    buy_two(t, "Simcor", "Bob")
    buy_two(t, "Camcon", "Ann")
    while t.state.auction.lot:
        t.do(ro.pass_lot, B)
    t.do(ro.end_stage, B)
    for _ in range(2):
        t.do(ro.start_stage, B, [])
        t.do(ro.end_stage, B)
    to_stage(t, 3)
    t.do(ro.start_stage, B, ["Bob", "Ann"], faces=[1])
    cash = t.cash("Bob")
    price = t.state.tables.price(t.state.company("Simcor").price)
    t.do(ro.sell_to_bank, seat("Bob"), "Bob", "Simcor", 1)
    s = t.state
    assert t.cash("Bob") == cash + price and s.returned("Simcor") == 1 and s.bank_sold["Simcor"] == 2
    t.refused(ro.sell_to_bank, B, "Bob", "Simcor", 5, match="holds 1")
    # Selling to a player on any terms: the meter goes to the square of the price (or below it).
    t.do(ro.sell_shares, B, "Ann", "Bob", "Camcon", 1, 1234)
    s = t.state
    assert s.tables.price(s.company("Camcon").price) == 1200 and s.held("Bob", "Camcon") == 1
    t.do(ro.end_stage, B)
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    t.refused(ro.bid, B, "Bob", t.state.tables.price(t.state.company("Simcor").price), match="cannot buy them back")


def secret_bids_below_market_in_steps_ties_by_die():
    t = started()
    to_stage(t, 4)
    t.do(ro.start_stage, B, ["Ann", "Bob", "Cy"], faces=[2])
    assert t.state.auction.lot.company == "Camcon"
    t.do(ro.call_secret_bids, B)
    rid = t.state.auction.lot.secret_round
    assert rid == secret_round(t.state, t.state.auction.lot)
    t.refused(ro.bid, B, "Ann", 500, match="secret bids")
    t.refused(ro.enter_secret_bid, seat("Ann"), 500, match="between $10M and $490M")
    t.refused(ro.enter_secret_bid, seat("Ann"), 255, match="steps of $10M")
    t.refused(ro.enter_secret_bid, B, 200, match="own phone")
    t.do(ro.enter_secret_bid, seat("Ann"), 300)
    t.do(ro.enter_secret_bid, seat("Bob"), 300)
    t.do(ro.enter_secret_bid, seat("Cy"), None)
    t.do(ro.reveal_secret_bids, B, rng=random.Random(2))
    winner = next(p for p in ("Ann", "Bob") if t.state.held(p, "Camcon") == 2)
    ev = t.log.events[-1]
    assert ev.data["result"]["tie_break"]["winner"] == winner
    assert t.state.tables.price(t.state.company("Camcon").price) == 300
    assert t.state.auction.lot.company == "Pedrasca"
