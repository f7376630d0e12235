"""Player's Turn: what each die can do, and matching one die to the wheel and three to the action table."""
import pytest

from calculators.core.model import RuleError
from calculators.roll_and_rails import assign_dice, die_options, edit_rails_board, state_of, whose_turn
from tests.support.roll_and_rails import board, drafted, seat, started, step

# Ann drafts 4 4 6 2 (the 6, then a 4, a 4, then the 2), Bob 6 5 4 3; the 1 is left over.
ROLL = [6, 6, 5, 4, 4, 4, 3, 2, 1]


def picks(pool):
    return max(pool) if max(pool) != 5 or 4 not in pool else 4


@pytest.fixture
def log():
    log = drafted(started(["Ann", "Bob"]), ROLL, choose=picks)
    assert state_of(log).sheet("Ann").dice == (6, 4, 4, 2)
    return log


def test_what_each_value_can_do():
    # Available Actions: curve 1-3, straight 1, 2, 4, sharp 5-6; upgrade and delivery take any value
    # (assumed: not printed in the text). Specialist Wheel: two specialists per value.
    b = board(started(["Ann", "Bob"]))
    assert die_options(b, 1, False) == ("curve", "straight", "upgrade", "deliver", "logistician", "urban_planner")
    assert die_options(b, 2, False) == ("curve", "straight", "upgrade", "deliver", "logistician", "manufacturer")
    assert die_options(b, 3, False) == ("curve", "upgrade", "deliver", "manufacturer", "engineer")
    assert die_options(b, 4, False) == ("straight", "upgrade", "deliver", "engineer", "mechanic")
    assert die_options(b, 5, False) == ("sharp", "upgrade", "deliver", "mechanic", "banker")
    assert die_options(b, 6, False) == ("sharp", "upgrade", "deliver", "banker", "urban_planner")


def test_jacks_example_is_a_legal_plan(log):
    # Action Selection example: two 4s on the second action (straight), a 6 on the fourth (upgrade), one die
    # to the specialist wheel.
    log = step(log, assign_dice, seat("Ann"), ["upgrade", "straight", "straight", "manufacturer"])
    s = state_of(log).sheet("Ann")
    assert s.plan == ("upgrade", "straight", "straight", "manufacturer") and s.spent == (False,) * 4


@pytest.mark.parametrize("plan, match", [
    (["upgrade", "straight", "straight"], "each of Ann's 4 dice"),
    (["upgrade", "straight", "straight", "deliver"], "exactly one die to the specialist wheel"),
    (["banker", "straight", "engineer", "deliver"], "exactly one die to the specialist wheel"),
    (["sharp", "curve", "straight", "logistician"], "A 4 does not fit the curve action"),
    (["upgrade", "upgrade", "straight", "manufacturer"], "upgrade action takes one die a turn, not 2"),
    (["deliver", "deliver", "straight", "logistician"], "deliver action takes one die a turn, not 2"),
    (["sharp", "straight", "straight", "banker"], "A 2 calls the Logistician or the Manufacturer, not the Banker"),
    (["sharp", "deliver", "engineer", "curve"], "Engineer needs all three other dice on track"),
    (["sharp", "straight", "straight", "logistician"], "Logistician needs another die on the goods delivery"),
    (["sharp", "straight", "straight", "dollar"], "not an action or a specialist"),
    (["sharp", "straight", "straight", "chef"], "not an action or a specialist"),
])
def test_illegal_plans_are_refused(log, plan, match):
    with pytest.raises(RuleError, match=match):
        assign_dice(log, seat("Ann"), plan)


def test_the_engineer_with_three_track_dice(log):
    step(log, assign_dice, seat("Ann"), ["sharp", "engineer", "straight", "curve"])


def test_turns_go_clockwise_from_the_first_player(log):
    assert whose_turn(state_of(log)) == "Ann"
    with pytest.raises(RuleError, match="It is Ann's turn, not Bob's"):
        assign_dice(log, seat("Bob"), ["sharp", "banker", "straight", "curve"])
    with pytest.raises(RuleError, match="from their own seat"):
        assign_dice(log, "banker", ["upgrade", "straight", "straight", "manufacturer"])
    log = step(log, assign_dice, seat("Ann"), ["upgrade", "straight", "straight", "manufacturer"])
    with pytest.raises(RuleError, match="already matched"):
        assign_dice(log, seat("Ann"), ["upgrade", "straight", "straight", "manufacturer"])


def test_the_board_can_be_edited_to_the_printed_sheet(log):
    # The unprinted dice values of the Upgrade action live in board.json (assumed) and can be edited.
    with pytest.raises(RuleError, match="Only the banker"):
        edit_rails_board(log, seat("Ann"), "upgrade_faces", [False] * 3 + [True] * 3)
    with pytest.raises(RuleError, match="keep 6"):
        edit_rails_board(log, "banker", "upgrade_faces", [False] * 3 + [True] * 2 + [False])
    with pytest.raises(RuleError, match="rulebook prints curve"):
        edit_rails_board(log, "banker", "curve_faces", [True, True, False, True, False, False])
    with pytest.raises(RuleError, match="same shape"):
        edit_rails_board(log, "banker", "upgrade_faces", [5, 6])
    edited, _ = edit_rails_board(log, "banker", "upgrade_faces", [False] * 4 + [True] * 2)
    with pytest.raises(RuleError, match="A 4 does not fit the upgrade action"):
        assign_dice(edited, seat("Ann"), ["sharp", "upgrade", "straight", "engineer"])
    assign_dice(edited, seat("Ann"), ["upgrade", "straight", "straight", "manufacturer"])


def test_solo_wheel_and_the_dollar():
    # Specialist Selection (Solo): a 3 offers the Logistician or the Engineer, or 1$.
    log = drafted(started(["Ann"]), [3, 3, 1, 2, 1], choose=max)
    assert state_of(log).sheet("Ann").dice == (3, 3, 2, 1)
    b = board(log)
    assert die_options(b, 3, True)[-3:] == ("logistician", "engineer", "dollar")
    with pytest.raises(RuleError, match="calls the Logistician or the Engineer, not the Manufacturer"):
        assign_dice(log, seat("Ann"), ["manufacturer", "curve", "curve", "curve"])
    step(log, assign_dice, seat("Ann"), ["engineer", "curve", "curve", "curve"])
    step(log, assign_dice, seat("Ann"), ["dollar", "curve", "curve", "straight"])
    assert set(state_of(log).sheet("Ann").solo_uses) == {"banker", "logistician", "mechanic", "engineer"}


def test_printed_limits_stay():
    log = started(["Ann", "Bob"])
    with pytest.raises(RuleError, match="“Most pieces of one shape a turn” as three"):
        edit_rails_board(log, "banker", "track_max", 4)
    with pytest.raises(RuleError, match="at least 1"):
        edit_rails_board(log, "banker", "deliver_max", 0)
    edit_rails_board(log, "banker", "deliver_max", 2)
    costs = dict(board(log).value("terrain_costs"))
    with pytest.raises(RuleError, match="cost 5\\$"):
        edit_rails_board(log, "banker", "terrain_costs", {**costs, "river": 2})
    edit_rails_board(log, "banker", "terrain_costs", {**costs, "swamp": 2})
    with pytest.raises(RuleError, match="2 as red and 4 as green"):
        edit_rails_board(log, "banker", "setup_colors", ["red", "yellow", "blue", "green", "grey"])


def test_solo_wheel_edits_keep_the_printed_three():
    log = started(["Ann"])
    wheel = dict(board(log).value("solo_wheel"))
    with pytest.raises(RuleError, match="3 -> Logistician or Engineer"):
        edit_rails_board(log, "banker", "solo_wheel", {**wheel, "3": ["banker", "engineer"]})
    with pytest.raises(RuleError, match="two different specialists"):
        edit_rails_board(log, "banker", "solo_wheel", {**wheel, "1": ["banker", "banker"]})
    edit_rails_board(log, "banker", "solo_wheel", {**wheel, "1": ["urban_planner", "banker"]})
