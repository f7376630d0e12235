"""The sheet's numbers: resources, track costs, rolling stock upgrades and specialists that pay or cost."""
import pytest

from calculators.core.model import RuleError
from calculators.roll_and_rails import (
    build_track, more_than_one_hex, state_of, take_money, track_cost, upgrade_cost,
    upgrade_stock,
)
from tests.support.roll_and_rails import TERRAIN, rich, started, step
from tests.support.roll_and_rails.money import (
    ANN, manufacturer_costs_one, money, turn, urban_planner_costs_three_and_crosses_out_a_letter,
)


def test_jacks_track_costs_five():
    # Track building example: mountain (A), town (B), forest (C) and river (D) cost 5$.
    assert track_cost(["mountain", "town", "forest", "river"], TERRAIN) == 5
    assert track_cost(["plains"], TERRAIN) == 0 and track_cost(["swamp", "river"], TERRAIN) == 2
    with pytest.raises(RuleError, match="'lava' is not a terrain"):
        track_cost(["plains", "lava"], TERRAIN)


def test_a_piece_with_more_than_one_hexs_terrain_is_asked_about_and_still_summed():
    # Rules for Railway Network development: "the player draws a fragment" on the hexagonal net ("On the hexes there
    # are Cities and Towns, as well as different terrains"; "there can be a river flowing between the hexes", "paid
    # once when reached the river"). Jack's track sums its pieces: "mountain (A), town (B), forest (C) and river (D).
    # He has to pay 5$." Two walks tapped mountain, river and forest for one straight and paid 4$: the table is asked.
    assert not more_than_one_hex(["mountain"]) and not more_than_one_hex(["forest", "river"])
    assert not more_than_one_hex([]) and not more_than_one_hex(["river"])
    assert more_than_one_hex(["mountain", "river", "forest"]) and more_than_one_hex(["mountain", "mountain"])
    assert more_than_one_hex(["river", "river"])
    assert track_cost(["mountain", "river", "forest"], TERRAIN) == 4  # asked, not refused: the sum stands


def test_upgrade_costs_as_printed():
    # Upgrade Action: level 2 1$, 3 2$, 4 3$ (Jack's example), 5 4$, 6 5$; the track ends at 6.
    costs = [1, 2, 3, 4, 5]
    assert [upgrade_cost(level, costs) for level in range(1, 6)] == [1, 2, 3, 4, 5]
    with pytest.raises(RuleError, match="ends at 6"):
        upgrade_cost(6, costs)


def test_resources_start_empty_and_the_banker_pays_three():
    log = turn(started(["Ann", "Bob"]), [5, 6, 4, 1], ["banker", "sharp", "straight", "curve"])
    assert money(log) == 0  # resources start at 0$ (assumed: the rulebook names none)
    with pytest.raises(RuleError, match="Ann has 0\\$; this straight costs 2\\$"):
        build_track(log, ANN, 2, ["mountain"])
    log = step(log, take_money, ANN, 0)
    assert money(log) == 3 and state_of(log).bank == -3
    with pytest.raises(RuleError, match="already used"):
        take_money(log, ANN, 0)
    # "Building through river (paid once when reached the river): 1$" — one piece pays a river once (a walk
    # tapped River twice for a straight and paid 2$).
    with pytest.raises(RuleError, match="A river is paid once"):
        build_track(log, ANN, 1, ["river", "river"])
    log = step(log, build_track, ANN, 1, ["forest"])
    with pytest.raises(RuleError, match="Ann has 2\\$; this straight costs 3\\$"):
        build_track(log, ANN, 2, ["mountain", "river"])
    log = step(log, build_track, ANN, 2, ["plains"])
    with pytest.raises(RuleError, match="matched to curve, which does not upgrade"):
        upgrade_stock(log, ANN, 3)
    log = step(log, build_track, ANN, 3, ["town"], shape="curve")
    assert money(log) == 1 and state_of(log).sheet("Ann").pieces == (1, 1, 1)


def test_a_die_builds_only_its_own_shape():
    log = turn(started(["Ann", "Bob"]), [5, 6, 4, 1], ["banker", "sharp", "straight", "curve"])
    with pytest.raises(RuleError, match="builds a curve, not a straight"):
        build_track(log, ANN, 3, ["plains"], shape="straight")
    with pytest.raises(RuleError, match="Tap the terrain"):
        build_track(log, ANN, 3, [])
    with pytest.raises(RuleError, match="does not build track"):
        build_track(log, ANN, 0, ["plains"])


def test_upgrade_action_and_mechanic_make_two_upgrades_in_one_turn():
    # Upgrade Action: once a turn; the Mechanic's upgrade is separate.
    log = turn(rich(["Ann", "Bob"], 5), [6, 5, 1, 2], ["upgrade", "mechanic", "curve", "straight"])
    log = step(log, upgrade_stock, ANN, 0)
    log = step(log, upgrade_stock, ANN, 1)
    s = state_of(log).sheet("Ann")
    assert (s.stock, s.money, s.solo_uses) == (3, 2, {})  # 1$ for level 2, 2$ for level 3


def test_an_upgrade_not_afforded_is_refused():
    log = turn(rich(["Ann", "Bob"], 2), [6, 5, 1, 2], ["upgrade", "mechanic", "curve", "straight"])
    log = step(log, upgrade_stock, ANN, 0)
    with pytest.raises(RuleError, match="Ann has 1\\$; level 3 costs 2\\$"):
        upgrade_stock(log, ANN, 1)


def test_the_engineer_adds_a_fourth_piece_of_any_shape_a_fourth_curve_too():
    # Engineer: "The player can build one more track than building limit this round (4 tracks total)
    # … The additional track added by that specialist can be of any given shape." After three curves
    # the Engineer's piece may be a fourth curve.
    log = turn(started(["Ann", "Bob"]), [4, 1, 2, 3], ["engineer", "curve", "curve", "curve"])
    for die in (1, 2, 3):
        log = step(log, build_track, ANN, die, ["plains"])
    with pytest.raises(RuleError, match="Choose the Engineer's piece"):
        build_track(log, ANN, 0, ["plains"])
    log = step(log, build_track, ANN, 0, ["plains"], shape="curve")
    assert state_of(log).sheet("Ann").pieces == (4, 0, 0)
    with pytest.raises(RuleError, match="already used"):
        build_track(log, ANN, 0, ["plains"], shape="curve")


@pytest.mark.parametrize("shape, pieces", [("curve", (4, 0, 0)), ("sharp", (3, 0, 1))])
def test_the_engineer_piece_built_first_of_any_shape_leaves_the_three_curves_their_places(shape, pieces):
    # Engineer: "can be of any given shape". "After all dice are matched the player activates them in any selected
    # order (e.g. action die, specialist die, action die, action die etc.)": the Engineer's piece drawn first — a
    # curve too — still lets the three curve dice build theirs, as when it comes last.
    log = turn(started(["Ann", "Bob"]), [4, 1, 2, 3], ["engineer", "curve", "curve", "curve"])
    log = step(log, build_track, ANN, 0, ["plains"], shape=shape)
    for die in (1, 2, 3):
        log = step(log, build_track, ANN, die, ["plains"])
    assert state_of(log).sheet("Ann").pieces == pieces


def test_manufacturer_costs_one():
    manufacturer_costs_one()


def test_urban_planner_costs_three_and_crosses_out_a_letter():
    urban_planner_costs_three_and_crosses_out_a_letter()
