"""Rollout, Stage 2 — Rollout: Check the Hex, sealed budgets, cards and the Blitz, dice, profits, prices, Gold Coast."""
import random

import calculators.rollout as ro
from calculators.core import bids
from calculators.core.actors import redo_last, undo_last
from calculators.rollout.stage2_budgets import budgets_round, hex_product
from calculators.rollout.stage2_budgets import in_demand as ro_in_demand
from tests.support.rollout import B, seat, stage1, stage2, started


def at_budgets(t, faces=(1,)):
    stage1(t)
    t.do(ro.check_hex, B, faces=list(faces))
    t.do(ro.open_budgets, B)


def enter_all(t, budgets):
    rid = budgets_round(t.state)
    for p, (adv, price) in budgets.items():
        t.do(bids.enter, seat(p), rid, {"advertising": str(adv), "price": str(price)})
    t.do(ro.reveal_budgets, B)


def test_the_hex_die():
    # Step A: 1 or 2 Radios, 3 or 4 Televisions, 5 or 6 Computers.
    assert [hex_product(f) for f in range(1, 7)] == ["radio"] * 2 + ["television"] * 2 + ["computer"] * 2


def test_check_the_hex_only_at_the_first_stage_2_and_after_a_gold_coast():
    t = started()
    stage1(t)
    t.refused(ro.open_budgets, B, match="Step A")
    t.do(ro.check_hex, seat("Cy"), faces=[4])
    assert t.state.hex == "television" and not t.state.hex_due
    t.refused(ro.check_hex, B, faces=[4], match="Step B")
    t.refused(ro.check_hex, "host", match="A player or the banker")


def test_no_product_is_in_demand_before_the_hex_is_checked():
    """Step A — Check the Hex: "One of the players (any) rolls a die to see whether Radios, Televisions or Computers
    are in demand" — before that roll no product is in demand (the state's default Radios must not be announced);
    after it, the die's product is."""
    t = started()
    assert ro_in_demand(t.state) is None
    stage1(t)
    assert t.state.rollout.step == "hex" and ro_in_demand(t.state) is None
    assert ro_in_demand(ro.view_for(t.state, "Dee")) is None
    t.do(ro.check_hex, B, faces=[3])
    assert ro_in_demand(t.state) == "television" == ro_in_demand(ro.view_for(t.state, "Dee"))


def test_a_check_of_the_hex_undone_rolls_the_same_die_again():
    t = started()
    stage1(t)
    t.do(ro.check_hex, B, rng=random.Random(5))
    hex_ = t.state.hex
    t.log = undo_last(t.log, B)[0]
    t.refused(ro.check_hex, B, faces=[1], match="undone")
    for seed in range(10):
        t.do(ro.check_hex, B, rng=random.Random(seed))
        assert t.state.hex == hex_
        t.log = undo_last(t.log, B)[0]


def test_step_b_is_sealed_and_step_c_charges_the_blitz():
    t = started()
    at_budgets(t)
    rid = budgets_round(t.state)
    t.do(bids.enter, seat("Ann"), rid, {"advertising": "300", "price": "30"})
    # Nobody sees Ann's entry before the reveal; the state has no budgets yet.
    assert bids.view_for(bids.rounds(t.log)[rid], "Bob").entries == {}
    assert t.state.rollout.budgets == {}
    t.refused(ro.reveal_budgets, B, match="not confirmed")
    for p in ("Bob", "Cy", "Dee"):
        t.do(bids.enter, seat(p), rid, {"advertising": "100", "price": "50"})
    t.do(ro.reveal_budgets, B)
    r = t.state.rollout
    assert r.step == "cards" and r.budgets["Ann"] == (300, 30)
    cash = t.cash("Ann")
    t.do(ro.show_card, seat("Ann"), "Ann", 12, True)
    assert t.cash("Ann") == cash - 300


def test_the_pads_choices_are_the_only_entries():
    t = started()
    at_budgets(t)
    rid = budgets_round(t.state)
    t.refused(bids.enter, seat("Ann"), rid, {"advertising": "250", "price": "30"}, match="must be one of")
    t.refused(bids.enter, seat("Ann"), rid, None, match="no pass")


def test_penalties_no_card_and_no_blitz_each_five_squares_back_to_square_one_no_dice():
    t = started()
    stage1(t)
    t.do(ro.correct, B, "Bob", "sales", value=8, reason="test")
    t.do(ro.correct, B, "Cy", "sales", value=8, reason="test")
    t.do(ro.check_hex, B, faces=[6])
    t.do(ro.open_budgets, B)
    enter_all(t, {"Ann": (100, 30), "Bob": (500, 30), "Cy": (200, 30), "Dee": (0, 30)})
    o = t.state.tables.opening_square
    t.do(ro.correct, B, "Bob", "computer", value=0, reason="traded away")
    t.refused(ro.show_card, B, "Bob", 7, True, match="no Computers card")
    t.do(ro.show_card, B, "Bob", None, False)  # both failings: ten squares
    assert t.company("Bob").price == o - 10 and t.company("Bob").sales == 0
    t.do(ro.show_card, B, "Cy", 9, False)
    assert t.company("Cy").price == o - 5 and t.company("Cy").sales == 0
    t.do(ro.show_card, B, "Dee", 9, False)  # a $0 Blitz costs nothing: no failing
    assert t.company("Dee").price == o
    t.do(ro.show_card, B, "Ann", 9, True)
    assert t.state.rollout.step == "dice"
    assert ro.dice_for(t.state, "Bob") == [] and ro.dice_for(t.state, "Cy") == []
    t.refused(ro.roll_sales, B, "Bob", match="rolls no dice")


def test_free_and_bonus_rolls_with_ties_all_rolling():
    t = started()
    stage1(t)
    t.do(ro.check_hex, B, faces=[1])
    t.do(ro.open_budgets, B)
    enter_all(t, {"Ann": (500, 30), "Bob": (500, 60), "Cy": (100, 20), "Dee": (0, 90)})
    t.do(ro.correct, B, "Dee", "stores", value=3, reason="test")
    for p, q in (("Ann", 17), ("Bob", 17), ("Cy", 2), ("Dee", 5)):
        t.do(ro.show_card, B, p, q, True)
    groups = {p: dict(ro.dice_for(t.state, p)) for p in ("Ann", "Bob", "Cy", "Dee")}
    assert groups["Ann"] == {"Free Roll": 1, "Best product (highest Q)": 1, "Largest Advertising Blitz": 1}
    assert groups["Bob"] == groups["Ann"]
    assert groups["Cy"] == {"Free Roll": 1, "Lowest price": 1}
    assert groups["Dee"] == {"Free Roll": 1, "Most Stores": 2}
    t.refused(ro.roll_sales, B, "Dee", faces=[1, 2], match="Enter 3 dice")
    t.do(ro.roll_sales, seat("Dee"), "Dee", faces=[6, 5, 4])
    assert t.company("Dee").sales == 15
    t.refused(ro.roll_sales, B, "Dee", faces=[1, 1, 1], match="already")
    t.do(ro.roll_sales, B, "Ann", faces=[1, 1, 1])
    t.do(ro.roll_sales, B, "Bob", faces=[2, 2, 2])
    t.do(ro.roll_sales, B, "Cy", faces=[3, 3])
    assert t.state.rollout.step == "profits"
    # Step E: Sales Index units × price; e.g. the 20 million point at $30 is $600M.
    tb = t.state.tables
    assert ro.profits(t.state) == {"Ann": tb.units(3) * 30, "Bob": tb.units(6) * 60, "Cy": tb.units(6) * 20,
                                   "Dee": tb.units(15) * 90}
    assert tb.units(10) * 30 == 600
    before = {p: t.cash(p) for p in ("Ann", "Bob", "Cy", "Dee")}
    t.do(ro.collect_profits, B)
    paid = {p: t.cash(p) - before[p] for p in before}
    assert paid == {"Ann": tb.units(3) * 30, "Bob": tb.units(6) * 60, "Cy": tb.units(6) * 20, "Dee": tb.units(15) * 90}
    o = tb.opening_square
    t.do(ro.adjust_prices, B)
    # Step F: the leader up five, the last down five, the others stay.
    assert t.company("Dee").price == o + 5 and t.company("Ann").price == o - 5
    assert t.company("Bob").price == o and t.state.stage == 3


def test_a_takeover_makers_extra_free_roll():
    t = started()
    from calculators.rollout.state import BANK
    t.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="test")
    t.do(ro.take_over, B, "Ann", "Camcon")
    stage1(t)
    t.do(ro.check_hex, B, faces=[1])
    t.do(ro.open_budgets, B)
    enter_all(t, {"Ann": (100, 30), "Cy": (100, 30), "Dee": (100, 30)})
    for p in ("Ann", "Cy", "Dee"):
        t.do(ro.show_card, B, p, 5, True)
    assert ("Extra free roll (takeover)", 1) in ro.dice_for(t.state, "Ann")


def test_the_gold_coast():
    t = started()
    stage1(t)
    gc = t.state.tables.gold_coast_square
    t.do(ro.correct, B, "Ann", "sales", value=gc - 2, reason="test")
    t.do(ro.correct, B, "Bob", "sales", value=gc - 10, reason="test")
    t.do(ro.check_hex, B, faces=[3])
    t.do(ro.open_budgets, B)
    enter_all(t, {p: (100, 30) for p in ("Ann", "Bob", "Cy", "Dee")})
    for p in ("Ann", "Bob", "Cy", "Dee"):
        t.do(ro.show_card, B, p, 5, p != "Dee")
    for p, f in (("Ann", [1, 1, 2]), ("Bob", [1, 1, 1]), ("Cy", [1, 1, 1])):
        n = sum(k for _, k in ro.dice_for(t.state, p))
        t.do(ro.roll_sales, B, p, faces=(f * 3)[:n])
    assert t.company("Ann").sales == gc  # a meter stops on the Gold Coast
    t.do(ro.collect_profits, B)
    o = t.state.tables.opening_square
    t.do(ro.adjust_prices, B)
    s = t.state
    ann, bob, cy, dee = (s.company_of(p) for p in ("Ann", "Bob", "Cy", "Dee"))
    # Reaching the Gold Coast: a meter left there, up five (and Step F's five: interpretation).
    assert ann.gold_coast == 1 and ann.sales == 0 and ann.price == o + 10
    assert bob.gold_coast == 0 and bob.sales == 0 and bob.price == o - 5
    assert dee.price == o - 5 - 5 - 5  # the Blitz not paid, last place, and not on the Gold Coast
    # All players return the product card they were using; Dee showed one too.
    assert ann.cards == (1, 0, 1) and dee.cards == (1, 0, 1)
    assert s.hex_due and s.rollout.reached == ("Ann",)
    for _ in range(4):
        t.do(ro.start_stage, B, [])
        t.do(ro.end_stage, B)
    stage1(t)
    assert t.state.rollout.step == "hex"
    # $500M per Gold Coast meter from the next Stage 2's Step E.
    assert ro.profits(t.state)["Ann"] == 500


def test_gold_coast_without_step_f_setting():
    t = started(options={"gold_coast_with_step_f": False})
    stage1(t)
    gc = t.state.tables.gold_coast_square
    t.do(ro.correct, B, "Ann", "sales", value=gc - 1, reason="test")
    stage2(t)
    o = t.state.tables.opening_square
    assert t.company("Ann").price == o + 5


def test_undo_then_redo_of_a_roll_is_the_same_table():
    t = started()
    stage1(t)
    t.do(ro.check_hex, B, faces=[1])
    t.do(ro.open_budgets, B)
    enter_all(t, {p: (100, 30) for p in ("Ann", "Bob", "Cy", "Dee")})
    for p in ("Ann", "Bob", "Cy", "Dee"):
        t.do(ro.show_card, B, p, 5, True)
    t.do(ro.roll_sales, B, "Ann", rng=random.Random(1))
    s = t.state
    t.log = undo_last(t.log, B)[0]
    t.log = redo_last(t.log, B)[0]
    assert t.state == s


def test_the_gold_coast_moves_every_player_who_does_not_reach_it_those_without_stores_too():
    """Reaching the Gold Coast: "Players who do not reach the Gold Coast must move their Stock Market meters
    down (five squares to the left) and their Sales Track meters back to Square One." Dee has no Stores, so no
    Stage 2 (Stage 1), but she did not reach it either. Setting gold_coast_spares_storeless: she keeps them."""
    for options, dee_moves in (({}, True), ({"gold_coast_spares_storeless": True}, False)):
        t = started(options=options)
        gc = t.state.tables.gold_coast_square
        t.do(ro.correct, B, "Dee", "sales", value=12, reason="earlier turns")
        for p in ("Ann", "Bob", "Cy"):
            t.do(ro.pay_stage1, B, p)
        t.do(ro.pay_stage1, B, "Dee", remove_stores=1)
        assert t.state.rollout.players == ("Ann", "Bob", "Cy")
        t.do(ro.correct, B, "Ann", "sales", value=gc - 1, reason="test")
        t.do(ro.check_hex, B, faces=[1])
        t.do(ro.open_budgets, B)
        enter_all(t, {p: (100, 30) for p in ("Ann", "Bob", "Cy")})
        for p in ("Ann", "Bob", "Cy"):
            t.do(ro.show_card, B, p, 5)
        for p in ("Ann", "Bob", "Cy"):
            n = sum(k for _, k in ro.dice_for(t.state, p))
            t.do(ro.roll_sales, B, p, faces=[1] * n)
        t.do(ro.collect_profits, B)
        dee = t.company("Dee")
        t.do(ro.adjust_prices, B)
        after = t.company("Dee")
        assert t.state.rollout.reached == ("Ann",)
        if dee_moves:
            assert after.sales == 0 and after.price == dee.price - 5
        else:
            assert after.sales == 12 and after.price == dee.price
        assert after.cards == (1, 1, 1)  # she used no card this Stage 2, so none returns to the deck


def test_gold_coast_meters_pay_in_step_e_even_when_nobody_has_stores():
    """Reaching the Gold Coast: meters "collect $500 million from the Bank on each subsequent Stage 2 during Step E".
    The app pays them to a player without Stores (its marked reading, `profits`); with nobody holding Stores the
    whole Stage 2 was skipped, so Ann's meter paid nothing (a rules audit). Now Stage 2 is Step E and F alone."""
    t = started()
    t.do(ro.correct, B, "Ann", "gold_coast", value=1, reason="an earlier turn")
    for p in ("Ann", "Bob", "Cy", "Dee"):
        t.do(ro.pay_stage1, B, p, remove_stores=t.company(p).stores)
    assert t.state.stage == 2 and t.state.rollout.step == "profits" and t.state.rollout.players == ()
    ann, bob = t.company("Ann").cash, t.company("Bob").cash
    t.do(ro.collect_profits, B)
    assert t.company("Ann").cash == ann + 500 and t.company("Bob").cash == bob
    prices = {p: t.company(p).price for p in ("Ann", "Bob", "Cy", "Dee")}
    t.do(ro.adjust_prices, B)
    assert t.state.stage == 3 and {p: t.company(p).price for p in prices} == prices  # nobody rolled: no Step F


def test_with_nobody_holding_stores_and_no_gold_coast_meter_stage_2_is_skipped():
    t = started()
    for p in ("Ann", "Bob", "Cy", "Dee"):
        t.do(ro.pay_stage1, B, p, remove_stores=t.company(p).stores)
    assert t.state.stage == 3


def test_opening_step_b_reads_as_a_beginning_not_as_entries_made():
    """Step B: "Each player sets the budget … secretly circling one number". A walk read History's "Turn 1, Step B:
    Advertising Blitz and price written in secret" before anyone had written anything: the opening says it begins."""
    from calculators.core.words import history

    t = started()
    at_budgets(t)
    seq = t.log.events[-1].seq
    assert history("rollout", t.log, "en")[seq] == \
        "Turn 1, Step B opened: each player writes Advertising Blitz and price in secret"
    assert history("rollout", t.log, "de")[seq] == \
        "Runde 1, Schritt B beginnt: jeder notiert verdeckt Werbekampagne und Preis"
