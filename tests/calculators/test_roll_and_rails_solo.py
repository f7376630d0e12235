"""Solo Variant: five dice choose four, four specialists three times each or 1$, Step 1 cities, the award."""
import pytest

from calculators.core.model import RuleError
from calculators.roll_and_rails import (
    Hop, Shipment, assign_dice, die_options, build_track, count_connections, end_turn, enter_city_goods, final_scores, found_city,
    pass_shipping, roll_draft, ship_goods, state_of, take_money,
)
from calculators.core.log import Log
from calculators.roll_and_rails.words import describe
from tests.support.roll_and_rails import board, dealt, draft_all, rng, seat, started, step

ANN = seat("Ann")
AWARDS = {"bronze": 2, "silver": 4, "gold": 6, "platinum": 8}


def solo():
    log = started(["Ann"], rounds=2, awards=AWARDS)
    log = step(log, enter_city_goods, ANN, "Berlin", [2, 4, 6, 6, 1])  # sixes rerolled: red, green, yellow
    return step(log, enter_city_goods, ANN, "Hamburg", [3, 3, 3, 5, 3, 1])  # three equal rerolled

def test_a_solo_game():
    log = solo()
    s = state_of(log)
    assert [c.goods for c in s.goods] == [("red", "green", "yellow"), ("grey", "blue", "yellow")]
    assert s.starting_goods == 6
    with pytest.raises(RuleError, match="never in the first round"):
        found_city(log, ANN, "Erfurt", "A")
    # Round 1: five dice rolled by the app, four chosen, one left over.
    log = draft_all(step(log, roll_draft, ANN, rng=rng(21)))
    s = state_of(log)
    assert len(s.roll) == 5 and len(s.pool) == 1 and len(s.sheet("Ann").dice) == 4

    # Round 1 again on known dice (the app's dice above are random).
    log = dealt(solo(), {"Ann": [3, 1, 2, 3]}, leftover=6)
    # Arthur's example: a 3 on the wheel offers the Logistician or the Engineer, or 1$.
    log = step(log, assign_dice, ANN, ["logistician", "curve", "curve", "deliver"])
    log = step(log, ship_goods, ANN, Shipment(good="blue", origin="Hamburg",
                                              hops=(Hop(owner="Ann", to="Bremen", colour="blue"),)), "money", die=3)
    log = step(log, ship_goods, ANN, Shipment(good="yellow", origin="Berlin",
                                              hops=(Hop(owner="Ann", to="Dresden", colour="yellow"),)), "vp", die=0)
    assert state_of(log).sheet("Ann").solo_uses["logistician"] == 2  # crossed out once
    log = step(log, build_track, ANN, 1, ["forest"])
    log = step(log, end_turn, ANN)
    log = step(log, ship_goods, ANN, Shipment(good="green", origin="Berlin",
                                              hops=(Hop(owner="Ann", to="Kiel", colour="green"),)), "vp")
    s = state_of(log)
    assert (s.round, s.phase, s.first) == (2, "roll", 0)
    assert s.sheet("Ann").vp[0] == (1, 1, 0) and s.sheet("Ann").money == 0
    # Round 2, Step 1: a town joined to a city becomes a city, free, once a round.
    with pytest.raises(RuleError, match="from their own seat"):
        found_city(log, "banker", "Erfurt", "A")
    with pytest.raises(RuleError, match=r"^Tap the new city's letter first: A, B"):  # no letter tapped (it read "not ''")
        found_city(log, ANN, "Erfurt", "")
    log = step(log, found_city, ANN, "Erfurt", "A")
    with pytest.raises(RuleError, match="at Step 1 each round"):
        found_city(log, ANN, "Gotha", "B")
    log = dealt(log, {"Ann": [3, 5, 6, 1]}, leftover=2)
    with pytest.raises(RuleError, match="before the dice"):
        found_city(log, ANN, "Gotha", "B")
    log = step(log, assign_dice, ANN, ["dollar", "sharp", "sharp", "curve"])  # 1$, nothing crossed out
    log = step(log, take_money, ANN, 0)
    assert state_of(log).sheet("Ann").solo_uses == {"banker": 3, "logistician": 2, "mechanic": 3, "engineer": 3}
    log = step(step(log, end_turn, ANN), pass_shipping, ANN)
    log = step(log, count_connections, ANN, 2, 0)
    s = state_of(log)
    assert s.phase == "over" and s.sheet("Ann").money == 1
    # 2 VP + 2 connections - 2 x 3 unshipped starting goods = -2: no award (the solo score may be negative).
    result = final_scores(s, board(log))
    assert [(p.name, p.score) for p in result.players] == [("Ann", -2)] and result.award is None


def test_a_specialist_crossed_out_three_times_is_gone():
    log = started(["Ann"], rounds=4)
    for r in range(3):
        log = dealt(log, {"Ann": [6, 5, 6, 1]}, leftover=2)
        log = step(log, assign_dice, ANN, ["banker", "sharp", "sharp", "curve"])
        log = step(step(step(log, take_money, ANN, 0), end_turn, ANN), pass_shipping, ANN)
    assert state_of(log).sheet("Ann").solo_uses["banker"] == 0 and state_of(log).sheet("Ann").money == 9
    log = dealt(log, {"Ann": [6, 5, 6, 1]}, leftover=2)
    with pytest.raises(RuleError, match="The Banker is crossed out three times; take 1\\$ instead"):
        assign_dice(log, ANN, ["banker", "sharp", "sharp", "curve"])
    step(log, assign_dice, ANN, ["dollar", "sharp", "sharp", "curve"])
    s = state_of(log)
    assert die_options(board(log), 6, True, s.sheet("Ann").solo_uses) == ("sharp", "upgrade", "deliver", "engineer",
                                                                           "dollar")


def test_step_one_refusal_and_the_dollar_say_what_the_solo_rules_say():
    """Gameplay (Solo), Step 1: "you can upgrade the town into a city by coloring the town into one of the available
    colors" (no goods; the solo wheel has no Manufacturer). Specialist Selection (Solo): "you can collect 1$, without
    the need to cross it out" — instead of a specialist, not a specialist of its own."""
    log = step(step(dealt(solo(), {"Ann": [3, 1, 2, 3]}, leftover=6), assign_dice, ANN,
                    ["dollar", "curve", "curve", "curve"]), take_money, ANN, 0)
    assert describe(log.events[-1], "en", state_of(Log(events=log.events[:-1]))) == \
        "Ann took 1$ with the 3 instead of a specialist"
    log = step(step(log, end_turn, ANN), pass_shipping, ANN)
    with pytest.raises(RuleError, match="the solo rules fill no goods into it") as err:
        found_city(log, ANN, "Erfurt", "A", goods=["red"])
    assert "Manufacturer" not in str(err.value)
