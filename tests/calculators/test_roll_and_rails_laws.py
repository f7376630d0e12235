"""Laws under random play: illegal actions change nothing, invariants always hold, undo-redo is identity,
the stored log replays to the live state, and every state round-trips through the codec."""
import itertools
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculators.core.log import redo, undo
from calculators.core.model import RuleError
from calculators.roll_and_rails import (
    Hop, Shipment, add_goods, assign_dice, build_track, count_connections, end_turn, flip_die, fold, found_city,
    match_die, nudge_die, pack, pass_shipping, pick_die, reroll_dice, roll_draft, ship_goods, state_of, take_money,
    take_points, unpack, upgrade_stock, whose_pick, whose_turn,
)
from calculators.roll_and_rails.rules import check_plan
from calculators.roll_and_rails.tables import ACTIONS, DOLLAR, SPECIALISTS, TERRAINS
from tests.support.roll_and_rails import board, check_laws, replays_stored, rich, seat

COLOURS = ["yellow", "red", "blue", "green", "grey"]
MOVES = ["roll", "pick", "manipulate", "assign", "build", "upgrade", "money", "goods", "city", "ship", "points",
         "end", "pass", "count", "undo", "redo"]
# Mostly moves that fit the phase, so random play gets through whole rounds.
LIKELY = {"setup": ["roll"], "roll": ["roll", "roll", "city"], "draft": ["pick"], "over": ["count"],
          "actions": ["manipulate", "assign", "assign", "build", "build", "upgrade", "money", "goods", "city", "ship",
                      "end"],
          "shipping": ["ship", "ship", "pass"]}


def choose_move(draw, log):
    s = state_of(log)
    if draw(st.integers(0, 9)) < 2:
        return draw(st.sampled_from(MOVES))
    return "points" if s.pending else draw(st.sampled_from(LIKELY[s.phase]))


def legal_plans(log, player):
    s, b = state_of(log), board(log)
    sheet = s.sheet(player)
    wheel = (*SPECIALISTS, DOLLAR) if s.solo else SPECIALISTS
    plans = []
    for pos, who in itertools.product(range(len(sheet.dice)), wheel):
        for acts in itertools.product(ACTIONS, repeat=len(sheet.dice) - 1):
            plan = list(acts)
            plan.insert(pos, who)
            try:
                check_plan(b, sheet, plan, s.solo)
            except RuleError:
                continue
            plans.append(plan)
    return plans


def attempt(draw, log, move):
    """One random command (legal or not) as (function, args, kwargs)."""
    s = state_of(log)
    anyone = seat(draw(st.sampled_from(s.players)))
    turn = seat(whose_turn(s) or whose_pick(s) or s.players[0])
    actor = draw(st.sampled_from([turn, turn, turn, anyone, "banker"]))
    die = draw(st.sampled_from([0, 1, 2, 3, 0, 1, 2, 3, -1, 4]))
    if move == "roll":
        return roll_draft, (draw(st.sampled_from(["banker", turn])),), {"rng": random.Random(draw(st.integers()))}
    if move == "pick":
        return pick_die, (actor, draw(st.sampled_from([*s.pool, 7]))), {}
    if move == "manipulate":
        kind = draw(st.sampled_from(["reroll", "nudge", "flip", "match"]))
        if kind == "reroll":
            return reroll_dice, (anyone, draw(st.lists(st.integers(0, 3), min_size=1, max_size=4))), {
                "rng": random.Random(draw(st.integers()))}
        if kind == "nudge":
            return nudge_die, (anyone, die, draw(st.sampled_from([1, -1, 2]))), {}
        if kind == "flip":
            return flip_die, (anyone, die), {}
        return match_die, (anyone, die, draw(st.integers(0, 3))), {}
    if move == "assign":
        player = whose_turn(s)
        plans = legal_plans(log, player) if player and s.phase == "actions" and not s.sheet(player).plan else []
        plan = draw(st.sampled_from(plans)) if plans else ["curve"] * 4
        return assign_dice, (actor, plan), {}
    if move == "build":
        terrain = draw(st.lists(st.sampled_from([*TERRAINS, "plains", "plains", "lava"]), min_size=0, max_size=3))
        shape = draw(st.sampled_from([None, None, None, "curve", "straight", "sharp"]))
        return build_track, (actor, die, terrain), {"shape": shape}
    if move == "upgrade":
        return upgrade_stock, (actor, die), {}
    if move == "money":
        return take_money, (actor, die), {}
    if move == "goods":
        return add_goods, (actor, die, "Berlin"), {}
    if move == "city":
        town = draw(st.sampled_from(["Erfurt", "Gotha", "Jena"]))
        return found_city, (actor, town, draw(st.sampled_from("ABCF"))), {"die": draw(st.sampled_from([None, die]))}
    if move == "ship":
        good = draw(st.sampled_from(COLOURS))
        owners = draw(st.sampled_from([[turn[5:]], [turn[5:]], [turn[5:], turn[5:]]])) if draw(st.booleans()) else \
            draw(st.lists(st.sampled_from(s.players), min_size=1, max_size=3))
        hops = [Hop(owner=o, to=f"T{i}", colour=None) for i, o in enumerate(owners[:-1])]
        hops.append(Hop(owner=owners[-1], to="End", colour=good))
        route = Shipment(good=good, origin="Start", hops=tuple(hops), starting=draw(st.booleans()))
        return ship_goods, (actor, route, draw(st.sampled_from(["vp", "money"]))), {
            "die": draw(st.sampled_from([None, die]))}
    if move == "points":
        who = seat(s.pending[0].player) if s.pending else anyone
        return take_points, (who, draw(st.sampled_from(["vp", "money"]))), {}
    if move == "end":
        return end_turn, (actor,), {}
    if move == "pass":
        return pass_shipping, (actor,), {}
    return count_connections, (anyone, draw(st.integers(0, 5)), draw(st.integers(-1, 3))), {}


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), players=st.integers(1, 3), money=st.integers(0, 6))
def test_random_play_keeps_the_laws(data, players, money):
    names = ["Ann", "Bob", "Cy"][:players]
    log = rich(names, money, rounds=2, starting_goods=data.draw(st.integers(0, 4)))
    for _ in range(data.draw(st.integers(30, 80))):
        move = choose_move(data.draw, log)
        before = log
        try:
            if move in ("undo", "redo"):
                new, ev = (undo if move == "undo" else redo)(log, "banker")
                assert state_of(redo(new, "banker")[0]) == state_of(log) if move == "undo" else True
                log = new
                continue
            fn, args, kw = attempt(data.draw, log, move)
            new, ev = fn(log, *args, **kw)
        except RuleError:
            assert log is before and state_of(log) == state_of(before)
            continue
        check_laws(log, new, ev)
        back, _ = redo(undo(new, "banker")[0], "banker")
        assert state_of(back) == state_of(new)  # undo then redo is identity
        assert unpack(pack(fold(new))) == fold(new)
        log = new
    replays_stored(log)
