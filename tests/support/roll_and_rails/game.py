"""A scripted three-player game of three rounds through the rules core, the laws checked after every step."""
import pytest

from calculators.core.log import redo, undo
from calculators.core.model import RuleError
from calculators.roll_and_rails import (
    Hop, Shipment, assign_dice, build_track, count_connections, end_turn, enter_city_goods, final_scores, flip_die,
    nudge_die, pass_shipping, reroll_dice, roll_draft, ship_goods, state_of, take_money, take_points, upgrade_stock, whose_turn,
)
from calculators.core.snapshot import check_plain
from calculators.roll_and_rails import fold, pack, unpack
from tests.support.roll_and_rails import board, dealt, replays_stored, rich, rng, seat, started, step

ANN, BOB, CY = seat("Ann"), seat("Bob"), seat("Cy")


def hops(good, origin, *legs):
    return Shipment(good=good, origin=origin, hops=tuple(Hop(owner=o, to=t, colour=c) for o, t, c in legs))


def sheet(log, who):
    return state_of(log).sheet(who)


def undo_redo_is_identity(log):
    back, _ = redo(undo(log, "banker")[0], "banker")
    assert state_of(back) == state_of(log)


def setup_goods(log):
    # Setup: cities from the top left, row by row; Berlin is the rulebook's example.
    log = step(log, enter_city_goods, "banker", "Berlin", [2, 4, 6])
    log = step(log, enter_city_goods, seat("Bob"), "Hamburg", [1, 3, 5])
    log = step(log, enter_city_goods, "banker", "Munich", [5, 1, 2])  # grey, yellow, red
    assert state_of(log).starting_goods == 8
    return log


def round_one(log):
    log = dealt(log, {"Ann": [5, 1, 2, 3], "Bob": [6, 4, 4, 1], "Cy": [5, 6, 3, 2]}, leftover=6)
    # Ann: the Banker and three curves; she pays as she builds.
    log = step(log, assign_dice, ANN, ["banker", "curve", "curve", "curve"])
    log = step(log, take_money, ANN, 0)
    for die, terrain in ((1, ["forest"]), (2, ["plains"]), (3, ["town"])):
        log = step(log, build_track, ANN, die, terrain)
    assert sheet(log, "Ann").money == 1
    log = step(log, end_turn, ANN)
    # Bob: the Banker and three straights, one through the mountains.
    log = step(log, assign_dice, BOB, ["banker", "straight", "straight", "straight"])
    log = step(log, take_money, BOB, 0)
    with pytest.raises(RuleError, match="Bob has 3\\$; this straight costs 4\\$"):
        build_track(log, BOB, 1, ["mountain", "town", "river"])
    for die, terrain in ((1, ["mountain"]), (2, ["plains"]), (3, ["plains"])):
        log = step(log, build_track, BOB, die, terrain)
    log = step(log, end_turn, BOB)
    # Cy turns his 3 over to a 4 and calls the Engineer with all other dice on track.
    log = step(log, flip_die, CY, 2)
    assert sheet(log, "Cy").dice == (5, 6, 4, 2)
    log = step(log, assign_dice, CY, ["sharp", "sharp", "engineer", "curve"])
    for die, shape in ((0, None), (1, None), (3, None), (2, "straight")):
        log = step(log, build_track, CY, die, ["plains"], shape=shape)
    assert sheet(log, "Cy").pieces == (1, 1, 2)
    log = step(log, end_turn, CY)
    for who in (ANN, BOB, CY):
        log = step(log, count_connections, who, 1, 0)
    # Shipping phase from the first player: Ann ships, Bob passes, Cy ships for resources.
    log = step(log, ship_goods, ANN, hops("red", "Berlin", ("Ann", "Hamburg", "red")), "vp")
    log = step(log, pass_shipping, BOB)
    log = step(log, ship_goods, CY, hops("grey", "Hamburg", ("Cy", "Munich", "grey")), "money")
    s = state_of(log)
    assert (s.round, s.phase, s.players[s.first]) == (2, "roll", "Bob")
    assert [x.money for x in s.sheets] == [1, 1, 1] and s.bank == -3
    assert sheet(log, "Ann").vp[0] == (0, 1, 0)
    return log


def round_two(log):
    log = dealt(log, {"Bob": [6, 5, 4, 2], "Cy": [6, 3, 1, 2], "Ann": [2, 4, 6, 1]}, leftover=3)
    assert whose_turn(state_of(log)) == "Bob"
    # Bob: the Upgrade action and the Mechanic; he can afford only the first.
    log = step(log, assign_dice, BOB, ["upgrade", "mechanic", "straight", "straight"])
    log = step(log, upgrade_stock, BOB, 0)
    with pytest.raises(RuleError, match="Bob has 0\\$; level 3 costs 2\\$"):
        upgrade_stock(log, BOB, 1)
    log = step(log, end_turn, BOB)
    # Cy: the Banker, a delivery for VP (first row), a curve and a straight.
    log = step(log, assign_dice, CY, ["banker", "deliver", "curve", "straight"])
    log = step(log, take_money, CY, 0)
    log = step(log, ship_goods, CY, hops("yellow", "Hamburg", ("Cy", "Dresden", "yellow")), "vp", die=1)
    log = step(log, build_track, CY, 2, ["swamp", "river"])
    log = step(log, end_turn, CY)
    # Ann: upgrade to level 2, ship over her own and Bob's connection, then the Logistician's second good.
    log = step(log, nudge_die, ANN, 3, +1)
    assert sheet(log, "Ann").dice == (2, 4, 6, 2)
    log = step(log, assign_dice, ANN, ["logistician", "deliver", "upgrade", "curve"])
    log = step(log, upgrade_stock, ANN, 2)
    log = step(log, ship_goods, ANN, hops("green", "Berlin", ("Ann", "Erfurt", None), ("Bob", "Leipzig", "green")),
               "vp", die=1)
    log = step(log, take_points, BOB, "money")
    log = step(log, ship_goods, ANN, hops("blue", "Hamburg", ("Ann", "Kiel", "blue")), "vp", die=0)
    undo_redo_is_identity(log)
    log = step(log, end_turn, ANN)
    # Shipping phase from Bob: Bob and Cy pass, Ann ships through Cy's connection and Cy takes VP.
    log = step(step(log, pass_shipping, BOB), pass_shipping, CY)
    log = step(log, ship_goods, ANN, hops("yellow", "Munich", ("Cy", "Passau", None), ("Ann", "Linz", "yellow")),
               "money")
    assert state_of(log).phase == "shipping"
    log = step(log, take_points, CY, "vp")
    s = state_of(log)
    assert (s.round, s.players[s.first]) == (3, "Cy")
    assert sheet(log, "Ann").vp[1] == (2, 0, 0) and sheet(log, "Cy").vp[1] == (1, 0, 1)
    assert [(x.money, x.stock) for x in s.sheets] == [(1, 2), (1, 2), (2, 1)]
    return log


def round_three(log):
    log = dealt(log, {"Cy": [5, 5, 5, 1], "Ann": [6, 6, 2, 4], "Bob": [6, 5, 1, 1]}, leftover=2)
    log = step(log, reroll_dice, ANN, [0, 1], rng=rng(11))
    for who in (CY, ANN, BOB):
        log = step(log, end_turn, who)
    for who in (CY, ANN, BOB):
        log = step(log, pass_shipping, who)
    return log


def play_whole_game():
    """Play the script, asserting the rulebook's outcome on the way; the finished log."""
    log = setup_goods(started(["Ann", "Bob", "Cy"], rounds=3))
    log = round_three(round_two(round_one(log)))
    s = state_of(log)
    assert s.phase == "over" and s.round == 3
    with pytest.raises(RuleError, match="The game is over after round 3, the last"):
        roll_draft(log, "banker")
    for who, completed in ((ANN, 4), (BOB, 3), (CY, 3)):
        log = step(log, count_connections, who, completed, 1)
    result = final_scores(state_of(log), board(log))
    # Ann 3 VP + 4, Cy 2 VP + 3, Bob 0 VP + 3.
    assert [(p.name, p.score, p.rank) for p in result.players] == [("Ann", 7, 1), ("Cy", 5, 2), ("Bob", 3, 3)]
    assert result.winners == ("Ann",)
    assert sum(x.money for x in state_of(log).sheets) == -state_of(log).bank
    replays_stored(log)
    return log


PLAYERS = ["Ann", "Bob", "Cy", "Dee", "Eve"]


HAND = [5, 1, 2, 3]  # the Banker and three curves


def wire_values(v):
    """Only what the wire carries: lists of ints, text, bytes and None."""
    if isinstance(v, list):
        return all(wire_values(x) for x in v)
    return v is None or isinstance(v, (str, bytes)) or (isinstance(v, int) and not isinstance(v, bool))


def roundtrips(log):
    s = fold(log)
    assert check_plain(s, "state") == s
    values = pack(s)
    assert wire_values(values) and unpack(values) == s
    return log


# Goods the mid game ships, one per shipment, each from a city the setup drew it into (Berlin: yellow, red;
# Hamburg: red, blue; Munich: blue, green; Cologne: green, grey; Dresden: yellow, red): a shipped good is crossed out.
SHIPPED = [("red", "Hamburg"), ("yellow", "Berlin"), ("blue", "Munich"), ("red", "Berlin"), ("green", "Cologne"),
           ("yellow", "Dresden")]


def play_round(log, ship=True):
    s = state_of(log)
    log = dealt(log, {p: HAND for p in s.players}, leftover=6)
    for p in state_of(log).clockwise():
        log = step(log, assign_dice, seat(p), ["banker", "curve", "curve", "curve"])
        log = step(log, take_money, seat(p), 0)
        log = roundtrips(step(log, build_track, seat(p), 1, ["forest", "river"]))
        log = step(log, end_turn, seat(p))
    for i, p in enumerate(state_of(log).clockwise()):
        if ship and i % 2 == 0:
            good, origin = SHIPPED[sum(x.shipped_starting for x in state_of(log).sheets)]
            route = Shipment(good=good, origin=origin, hops=(Hop(owner=p, to=f"City {i}", colour=good),))
            log = roundtrips(step(log, ship_goods, seat(p), route, "vp"))
        else:
            log = step(log, pass_shipping, seat(p))
    return log


def mid_game():
    """Five players, eight rounds; round 3 half played: two turns done, one under way, a manipulator used."""
    log = rich(PLAYERS, 2, rounds=8)
    for k, city in enumerate(["Berlin", "Hamburg", "Munich", "Cologne", "Bremen", "Dresden", "Leipzig", "Kiel"]):
        log = roundtrips(step(log, enter_city_goods, "banker", city, [1 + k % 5, 1 + (k + 1) % 5, 6]))
    log = play_round(play_round(log))
    for p in PLAYERS:
        log = step(log, count_connections, seat(p), 2, 1)
    s = state_of(log)
    log = dealt(log, {p: [6, 5, 4, 2] for p in s.players}, leftover=3)
    order = state_of(log).clockwise()
    log = step(log, flip_die, seat(order[3]), 3)
    for p in order[:2]:
        log = step(log, assign_dice, seat(p), ["upgrade", "banker", "straight", "straight"])
        log = step(step(log, upgrade_stock, seat(p), 0), end_turn, seat(p))
    log = step(log, assign_dice, seat(order[2]), ["upgrade", "mechanic", "straight", "straight"])
    return roundtrips(step(log, upgrade_stock, seat(order[2]), 0))
