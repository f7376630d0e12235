"""Scenarios of test_roll_and_rails_money.py, reused by other tests (tests/companion/test_history_words.py):
each asserts the rulebook's outcome as it plays; the test of the same name (with test_) runs it."""
from __future__ import annotations

import pytest

from calculators.core.model import RuleError
from calculators.roll_and_rails import (
    add_goods,
    assign_dice,
    end_turn,
    found_city,
    state_of,
)
from tests.support.roll_and_rails import dealt, rich, seat, started, step

ANN = seat("Ann")


BOB_HAND = [6, 5, 4, 3]


def money(log, who="Ann"):
    return state_of(log).sheet(who).money


def turn(log, hand, plan, bob=BOB_HAND):
    """Deal Ann `hand` (Bob a fixed one) and match Ann's dice to `plan`."""
    return step(dealt(log, {"Ann": hand, "Bob": bob}), assign_dice, ANN, plan)


def manufacturer_costs_one():
    log = turn(started(["Ann", "Bob"]), [2, 6, 4, 1], ["manufacturer", "sharp", "straight", "curve"])
    with pytest.raises(RuleError, match="Ann has 0\\$; the Manufacturer costs 1\\$"):
        add_goods(log, ANN, 0, "Berlin")
    log = turn(rich(["Ann", "Bob"], 1), [2, 6, 4, 1], ["manufacturer", "sharp", "straight", "curve"])
    with pytest.raises(RuleError, match="Name the city"):
        add_goods(log, ANN, 0, " ")
    log = step(log, add_goods, ANN, 0, "Berlin")
    assert money(log) == 0


def urban_planner_costs_three_and_crosses_out_a_letter():
    # Urban planner example: Jack builds red town D in Erfurt.
    hand, plan = [6, 5, 4, 1], ["urban_planner", "sharp", "straight", "curve"]
    log = turn(rich(["Ann", "Bob"], 3), hand, plan, bob=[1, 6, 4, 2])
    with pytest.raises(RuleError, match="New City table has letters A, B, C, D, E; not 'F'"):
        found_city(log, ANN, "Erfurt", "F", die=0, goods=["blue"])
    with pytest.raises(RuleError, match="through the Urban planner"):
        found_city(log, ANN, "Erfurt", "D")
    log = step(log, found_city, ANN, "Erfurt", "D", die=0, goods=["blue", "green", "yellow"])
    s = state_of(log)
    assert s.sheet("Ann").money == 0 and [(c.town, c.letter) for c in s.new_cities] == [("Erfurt", "D")]
    log = step(step(log, end_turn, ANN), assign_dice, seat("Bob"), ["urban_planner", "sharp", "straight", "curve"])
    with pytest.raises(RuleError, match="City D \\(red\\) is crossed out"):
        found_city(log, seat("Bob"), "Frankfurt", "D", die=0, goods=["red"])
    with pytest.raises(RuleError, match="Erfurt is already a city"):
        found_city(log, seat("Bob"), "erfurt", "A", die=0, goods=["red"])
    step(log, found_city, seat("Bob"), "Frankfurt", "A", die=0, goods=["red"])
