"""Dice Selection Phase: the dice count, the snake draft for 1 to 5 players, rolls recorded and bound."""
import pytest

from calculators.core.log import redo, undo
from calculators.core.model import RuleError
from calculators.roll_and_rails import (
    dice_count, draft_order, end_turn, enter_draft, pass_shipping, pick_die, roll_draft, state_of, whose_pick,
)
from tests.support.roll_and_rails import draft_all, rng, seat, started, step

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


class Scripted:
    """An RNG stand-in that rolls the given faces in order."""

    def __init__(self, faces):
        self.faces = list(faces)

    def randrange(self, k):
        return self.faces.pop(0) - 1


def test_dice_count_is_four_per_player_plus_one():
    # What You Need: 1 player 5 dice, 2 players 9, 3 players 13, 4 players 17, 5 players 21.
    assert [dice_count(n) for n in range(1, 6)] == [5, 9, 13, 17, 21]


def test_snake_order_for_three_players():
    # Dice Selection Phase: 1st picks clockwise from the first player, 2nd counter-clockwise from the last, ...
    assert draft_order(["Ann", "Bob", "Cy"]) == (
        "Ann", "Bob", "Cy", "Cy", "Bob", "Ann", "Ann", "Bob", "Cy", "Cy", "Bob", "Ann")


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_a_full_draft_through_the_commands(n):
    players = NAMES[:n]
    log = step(started(players), roll_draft, "banker", rng=rng(n))
    s = state_of(log)
    assert len(s.pool) == dice_count(n) and s.phase == "draft"
    seen = []
    while state_of(log).phase == "draft":
        s = state_of(log)
        seen.append(whose_pick(s))
        log = step(log, pick_die, seat(seen[-1]), s.pool[0])
    assert tuple(seen) == draft_order(players)
    s = state_of(log)
    assert s.phase == "actions" and len(s.pool) == 1  # one die left over, not used
    assert all(len(x.dice) == 4 for x in s.sheets)
    assert sorted([*s.pool, *(v for x in s.sheets for v in x.drafted)]) == sorted(s.roll)


def _skip_round(log):
    """Everyone ends their turn without acting and passes the shipping phase."""
    log = draft_all(step(log, roll_draft, "banker", rng=rng(7)))
    for p in state_of(log).clockwise():
        log = step(log, end_turn, seat(p))
    for p in state_of(log).clockwise():
        log = step(log, pass_shipping, seat(p))
    return log


def test_the_first_player_marker_passes_left_each_round():
    # End of the Round: the first player marker is moved to the player on the left.
    players = NAMES[:4]
    log = started(players, rounds=5, first="Cy")
    firsts = []
    for r in range(1, 6):
        s = state_of(log)
        assert s.round == r
        firsts.append(s.players[s.first])
        log = step(log, roll_draft, "banker", rng=rng(r))
        assert whose_pick(state_of(log)) == firsts[-1]
        log = _skip_round(undo(log, "banker")[0])
    assert firsts == ["Cy", "Dee", "Ann", "Bob", "Cy"]
    assert state_of(log).phase == "over"


def test_a_random_first_player_is_recorded_and_bound():
    from calculators.roll_and_rails import configure
    from tests.support.roll_and_rails import SUPPLY, new_table
    log, ev = configure(new_table(NAMES[:3]), "banker", rounds=3, supply=SUPPLY, rng=rng(3))
    first = state_of(log).first
    assert ev.data["binding_key"] == "first player" and ev.data["roll"]["labels"][0] == NAMES[first]
    for seed in range(5):  # undone and done again: the same first player, whatever the dice would say now
        again, _ = configure(undo(log, "banker")[0], "banker", rounds=3, supply=SUPPLY, rng=rng(seed))
        assert state_of(again).first == first


def test_only_the_player_whose_pick_it_is_may_pick():
    log = step(started(["Ann", "Bob", "Cy"], first="Bob"), enter_draft, seat("Bob"), [1, 2, 3, 4, 5, 6] * 2 + [6])
    assert whose_pick(state_of(log)) == "Bob"
    for actor in ("seat:Ann", "banker", "host", "seat:Zed"):
        with pytest.raises(RuleError, match="Bob's pick"):
            pick_die(log, actor, 6)
    with pytest.raises(RuleError, match="no 7 in the pool"):
        pick_die(log, seat("Bob"), 7)
    log = step(log, pick_die, seat("Bob"), 6)
    assert whose_pick(state_of(log)) == "Cy"
    with pytest.raises(RuleError, match="There is no draft"):
        pick_die(started(["Ann"]), seat("Ann"), 6)


def test_the_starting_player_or_the_banker_rolls():
    log = started(["Ann", "Bob"], first="Bob")
    with pytest.raises(RuleError, match="starting player \\(Bob\\)"):
        roll_draft(log, seat("Ann"))
    step(log, roll_draft, seat("Bob"), rng=rng())
    log = step(log, roll_draft, "banker", rng=rng())
    with pytest.raises(RuleError, match="start of a round"):
        roll_draft(log, "banker")


def test_all_dice_the_same_are_all_rerolled_and_every_roll_is_recorded():
    # Dice Selection Phase, Important: all dice showing the same result are rerolled (interpretation: all
    # of them, not "all three").
    faces = [4] * 9 + [2] * 9 + [1, 2, 3, 4, 5, 6, 1, 2, 3]
    log, ev = roll_draft(started(["Ann", "Bob"]), "banker", rng=Scripted(faces))
    assert ev.data["rolls"] == [[4] * 9, [2] * 9, [1, 2, 3, 4, 5, 6, 1, 2, 3]]
    assert state_of(log).pool == (1, 1, 2, 2, 3, 3, 4, 5, 6)


def test_an_undone_roll_comes_back_with_the_same_dice():
    log, ev = roll_draft(started(["Ann", "Bob"]), "banker", rng=rng(1))
    undone, _ = undo(log, "banker")
    for seed in range(2, 6):
        _, again = roll_draft(undone, "banker", rng=rng(seed))
        assert again.data["rolls"] == ev.data["rolls"]
    with pytest.raises(RuleError, match="the banker.s Redo \\(in History\\)"):
        enter_draft(undone, "banker", [1, 2, 3, 4, 5, 6, 1, 2, 3])
    assert state_of(redo(undone, "banker")[0]) == state_of(log)


def test_dice_typed_in_from_real_dice():
    log = started(["Ann", "Bob"])
    with pytest.raises(RuleError, match="Enter all 9 dice"):
        enter_draft(log, "banker", [1, 2, 3])
    with pytest.raises(RuleError, match="not a face"):
        enter_draft(log, "banker", [1, 2, 3, 4, 5, 6, 7, 1, 2])
    # What is no die is said first, however many were typed (a walk typed "1 2 3 x 7 5": only "Enter all 13 dice.")
    with pytest.raises(RuleError, match="A die shows 1 to 6; 'x' is not a face"):
        enter_draft(log, "banker", [1, 2, 3, "x", 7, 5])
    with pytest.raises(RuleError, match="All 9 dice show 5: roll them all again"):
        enter_draft(log, "banker", [5] * 9)
    with pytest.raises(RuleError, match="Only a roll where all dice match"):
        enter_draft(log, "banker", [1] * 9, earlier=[[1, 2] + [1] * 7])
    log, ev = enter_draft(log, "banker", [1, 2, 3, 4, 5, 6, 1, 2, 3], earlier=[[5] * 9])
    assert ev.data["rolls"] == [[5] * 9, [1, 2, 3, 4, 5, 6, 1, 2, 3]] and ev.data["source"] == "physical"


def test_solo_draft_takes_four_of_five():
    # Gameplay (Solo), Step 2: roll 5 dice, choose 4.
    log = step(started(["Ann"]), enter_draft, seat("Ann"), [6, 5, 4, 3, 1])
    log = draft_all(log)
    s = state_of(log)
    assert s.sheet("Ann").dice == (6, 5, 4, 3) and s.pool == (1,)


def test_dice_typed_in_and_undone_are_typed_again_or_rolled_afresh():
    """The draft dice typed in wrong and undone: the table's real dice are typed in again, or the app rolls new ones
    (a walk tapped Roll and got the mistyped dice back as the app's roll). Either imports as it stands."""
    from calculators.core.replay import check_import
    from tests.support.finished import setup_of

    typed, _ = enter_draft(started(["Ann", "Bob"]), "banker", [1, 2, 3, 4, 5, 6, 1, 2, 3])
    undone, _ = undo(typed, "banker")
    again, ev = enter_draft(undone, "banker", [6, 5, 4, 3, 2, 1, 6, 5, 4])
    assert ev.data["rolls"] == [[6, 5, 4, 3, 2, 1, 6, 5, 4]] and ev.data["source"] == "physical"
    check_import(again, setup_of(again))
    rolled, ev = roll_draft(undone, "banker", rng=rng(3))
    assert ev.data["source"] == "app" and ev.data["rolls"] != [[1, 2, 3, 4, 5, 6, 1, 2, 3]]
    check_import(rolled, setup_of(rolled))
    # A file from before this change: the typed dice undone and brought back by Roll (recorded as typed in).
    old, _ = enter_draft(undone, "banker", [1, 2, 3, 4, 5, 6, 1, 2, 3])
    check_import(old, setup_of(old))
