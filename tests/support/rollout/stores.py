"""Scenarios of test_rollout_stores.py, reused by other tests (tests/companion/test_history_words.py):
each asserts the rulebook's outcome as it plays; the test of the same name (with test_) runs it."""
from __future__ import annotations

import calculators.rollout as ro
from calculators.core import bids
from calculators.rollout.stage5_stores import stores_round
from tests.support.rollout import B, seat, stage1, stage2, started


def to_stage(t, stage, **stage1_choices):
    stage1(t, **stage1_choices)
    stage2(t)
    while t.state.stage < stage:
        t.do(ro.start_stage, B, [])
        t.do(ro.end_stage, B)


def plans_are_sealed_then_carried_out_in_die_order():
    t = started()
    to_stage(t, 5)
    t.do(ro.start_stage, B, ["Ann", "Bob", "Cy"], faces=[2])
    assert t.state.play.order == ("Bob", "Cy", "Ann")
    t.refused(ro.enter_store_plan, seat("Ann"), "build", 1, match="not open yet")
    t.do(ro.open_store_plans, B)
    t.refused(ro.enter_store_plan, seat("Ann"), "build", 11, match="1 to 10")
    t.refused(ro.enter_store_plan, seat("Ann"), "sell", 2, match="You have 1 Store to sell.")
    t.do(ro.enter_store_plan, seat("Ann"), "build", 3)
    t.do(ro.enter_store_plan, seat("Bob"), "sell", 1)
    t.do(bids.enter, seat("Cy"), stores_round(t.state), None)
    assert bids.view_for(bids.rounds(t.log)[stores_round(t.state)], "Bob").entries.keys() == {"Bob"}
    t.refused(ro.carry_out_plan, B, "Bob", match="Reveal")
    shown = t.do(ro.reveal_store_plans, B)
    assert t.state.plans == {"Ann": ("build", 3), "Bob": ("sell", 1), "Cy": ("none", 0)}
    from calculators.core.words import history
    assert history("rollout", t.log, "en")[shown.seq] == "Stage 5 plans shown: Bob sells 1 Store; Ann builds 3 Stores"
    t.refused(ro.carry_out_plan, B, "Ann", 3, match="Bob's turn")
    bob = t.cash("Bob")
    sold = t.do(ro.carry_out_plan, B, "Bob")
    assert t.cash("Bob") == bob + 50 and t.company("Bob").stores == 0
    from calculators.core.words import history
    assert history("rollout", t.log, "en")[sold.seq] == "Bob sold 1 Store to the Bank for $50M"
    assert history("rollout", t.log, "de")[sold.seq] == "Bob verkauft 1 Laden an die Bank für $50M"
    t.do(ro.carry_out_plan, B, "Cy")
    # The kinds must add up to the plan, and the refusal says what they add up to (a walk found "Expansion 2"
    # typed over the Branch 3 the form starts with refused with no sum given).
    t.refused(ro.carry_out_plan, B, "Ann", 1, 1, match="The plan builds 3 Stores, but these add up to 2 "
                                                        "(Expansion 1, Branch 1, Joint 0): make them add up to 3.")
    t.refused(ro.trade_stores, B, "Ann", "Bob", 1, 100, match="after every plan")
    ann = t.cash("Ann")
    t.do(ro.carry_out_plan, B, "Ann", expansion=1, branch=1, joint=1)
    assert t.cash("Ann") == ann - 800 and t.company("Ann").stores == 4
    # Buying Stores at the end of Stage 5, on agreed terms.
    t.do(ro.trade_stores, B, "Ann", "Bob", 2, 300)
    assert t.company("Bob").stores == 2 and t.cash("Bob") == bob + 50 - 300
    t.refused(ro.trade_stores, B, "Ann", "Ann", 1, 0, match="two players")
    t.do(ro.end_stage, B)
    assert t.state.stage == 6


def research_costs_100m_a_card_turned_once_a_turn():
    t = started()
    to_stage(t, 6)
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    cash = t.cash("Ann")
    t.refused(ro.research, B, "Ann", "radios", 3, match="Look for one of")
    t.refused(ro.research, B, "Ann", "radio", 0, match="1 or more")
    t.refused(ro.research, B, "Cy", "radio", 1, match="not playing Stage 6")
    t.do(ro.research, seat("Ann"), "Ann", "television", 4)
    assert t.cash("Ann") == cash - 400 and t.company("Ann").cards == (1, 2, 1)
    t.refused(ro.research, B, "Ann", "radio", 1, match="once per turn")
    # At the end of Stage 6: cards and Gold Coast meters change hands on agreed terms.
    t.do(ro.trade_cards, B, "Ann", "Bob", "television", 2, 250)
    assert t.company("Bob").cards == (1, 3, 1) and t.company("Ann").cards == (1, 0, 1)
    t.refused(ro.trade_gold_coast, B, "Ann", "Bob", 1, 100, match="0 meters")
    t.do(ro.correct, B, "Ann", "gold_coast", value=2, reason="test")
    t.do(ro.trade_gold_coast, B, "Ann", "Bob", 1, 900)
    assert t.company("Bob").gold_coast == 1
    t.do(ro.end_stage, B)
    assert t.state.stage == 1 and t.state.turn == 2 and not t.company("Ann").researched
