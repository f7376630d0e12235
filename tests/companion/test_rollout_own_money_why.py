"""Rollout: a player's own phone says why their money changed where the table's sentence does not. Stage 1: "the
C.E.O. of each Company must pay Dividends to all of his shareholders"; Step E: "The profits earned are based on the
number of units sold (Sales Index) times the price budgeted on the Boardroom Pad." A walk's Cy read "+$40M to you: Ann
paid Stage 1: … ($200M in all)" and could not tell it was the dividend on his two shares; Ann read "+$780M to you:
Profits paid: Ann $780M, …" without her units × price."""
from __future__ import annotations

import calculators.rollout as ro
from companion.widgets import money_reasons
from tests.support.controls import walk
from tests.support.rollout import B, stage1
from tests.support.rollout.secret_bids import lot_at_market


def _lines(log, seat: str, lang: str = "en") -> list[str]:
    out = money_reasons.panel("rollout", log, seat, lang)
    return ["".join(s.text for s in c.spans) for c in walk(out) if getattr(c, "spans", None)]


def _bob_holds_two_simcor_into_the_next_stage_1():
    t = lot_at_market(10)
    t.do(ro.bid, B, "Bob", t.state.tables.price(t.state.company("Simcor").price))
    t.do(ro.sell_lot, B)  # Bob: two Simcor shares; Ann is Simcor's CEO
    while t.state.auction is not None and t.state.auction.lot is not None:
        t.do(ro.pass_lot, B)
    while t.state.stage != 1:
        t.do(ro.end_stage, B)
    stage1(t)
    return t


def test_a_shareholder_reads_the_dividend_on_his_shares():
    t = _bob_holds_two_simcor_into_the_next_stage_1()
    assert t.state.held("Bob", "Simcor") == 2 and t.state.company("Simcor").ceo == "Ann"
    due = t.state.tables.dividend(t.state.company("Simcor").price)
    from calculators.core.money import format_rollout as money
    said = [ln for ln in _lines(t.log, "Bob") if "Ann paid Stage 1" in ln]
    assert len(said) == 1 and said[0].startswith(f"+{money(2 * due)} to you: Ann paid Stage 1: ") and said[0].endswith(
        f" (the dividend on your 2 shares of Simcor, {money(due)} each)"), said
    german = [ln for ln in _lines(t.log, "Bob", "de") if "Ann" in ln and "Phase 1" in ln]
    assert german and german[0].endswith(f" (die Dividende auf deine 2 Aktien von Simcor, je {money(due)})"), german
    # Ann's own payment says nothing of a dividend paid to her (she is its CEO): the table's sentence as it was.
    assert not [ln for ln in _lines(t.log, "Ann") if "your 2 shares" in ln]


def test_a_player_reads_the_units_times_the_price_of_his_profits():
    t = _bob_holds_two_simcor_into_the_next_stage_1()
    profits = [ln for ln in _lines(t.log, "Bob") if "Profits paid" in ln]
    assert profits and profits[0].startswith("+") and " million units × $30 = " in profits[0] and profits[0].index(
        "Profits paid") < profits[0].index("(your "), profits
