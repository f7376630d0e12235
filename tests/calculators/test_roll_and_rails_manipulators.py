"""Dice Manipulators: reroll, +/-1, turn over, match; each once per game, crossed out when used."""
import pytest

from calculators.core.log import undo
from calculators.core.model import RuleError
from calculators.roll_and_rails import (
    assign_dice, end_turn, flip_die, match_die, nudge_die, pass_shipping, reroll_dice, roll_draft, state_of,
)
from tests.support.roll_and_rails import draft_all, drafted, rng, seat, started, step

ROLL = [6, 6, 5, 5, 4, 4, 3, 2, 1]  # Ann 6 5 4 2, Bob 6 5 4 3, the 1 left over


@pytest.fixture
def log():
    return drafted(started(["Ann", "Bob"], rounds=2), ROLL)


def dice(log, who="Ann"):
    return state_of(log).sheet(who).dice


def test_the_draft_gives_the_expected_hands(log):
    assert dice(log) == (6, 5, 4, 2) and dice(log, "Bob") == (6, 5, 4, 3)


def test_reroll_any_of_the_drafted_dice(log):
    new = step(log, reroll_dice, seat("Ann"), [0, 3], rng=rng(5))
    s = state_of(new).sheet("Ann")
    assert s.dice[1:3] == (5, 4) and s.manipulators == ("reroll",)
    assert s.drafted == (6, 5, 4, 2)  # the draft is what was picked; the manipulators change the dice
    with pytest.raises(RuleError, match="crossed out"):
        reroll_dice(new, seat("Ann"), [1])


def test_a_reroll_undone_comes_back_the_same(log):
    new, ev = reroll_dice(log, seat("Ann"), [0, 1, 2, 3], rng=rng(5))
    undone, _ = undo(new, "banker")
    for seed in range(6, 9):
        _, again = reroll_dice(undone, seat("Ann"), [0, 1, 2, 3], rng=rng(seed))
        assert again.data["after"] == ev.data["after"]
    with pytest.raises(RuleError, match="the banker.s Redo \\(in History\\)"):
        reroll_dice(undone, seat("Ann"), [0], values=[3])


def test_reroll_with_real_dice_and_bad_choices(log):
    new = step(log, reroll_dice, seat("Ann"), [3], values=[6])
    assert dice(new) == (6, 5, 4, 6)
    for bad, match in (([], "Choose the dice"), ([0, 0], "each die once"), ([4], "Choose one of Ann's 4 dice")):
        with pytest.raises(RuleError, match=match):
            reroll_dice(log, seat("Ann"), bad)
    with pytest.raises(RuleError, match="Enter all 2 dice"):
        reroll_dice(log, seat("Ann"), [0, 1], values=[3])


def test_plus_or_minus_one_never_wraps(log):
    # Manipulator 2: +1 or -1; a 6 cannot become 1 nor a 1 become 6.
    with pytest.raises(RuleError, match="A 6 cannot become 1"):
        nudge_die(log, seat("Ann"), 0, +1)
    with pytest.raises(RuleError, match="by \\+1 or -1"):
        nudge_die(log, seat("Ann"), 0, 2)
    new = step(log, nudge_die, seat("Ann"), 3, -1)
    assert dice(new) == (6, 5, 4, 1)
    new = step(log, nudge_die, seat("Ann"), 1, +1)
    assert dice(new) == (6, 6, 4, 2)
    with pytest.raises(RuleError, match="crossed out"):
        nudge_die(new, seat("Ann"), 1, -1)


def test_one_cannot_become_six():
    log = drafted(started(["Ann"]), [1, 1, 3, 4, 5], choose=min)
    assert dice(log) == (1, 1, 3, 4)
    with pytest.raises(RuleError, match="A 1 cannot become 6"):
        nudge_die(log, seat("Ann"), 0, -1)


def test_turn_a_die_over(log):
    # Manipulator 3: 1 becomes 6, 3 becomes 4.
    new = step(log, flip_die, seat("Ann"), 3)
    assert dice(new) == (6, 5, 4, 5)
    new = step(log, flip_die, seat("Bob"), 0)
    assert dice(new, "Bob") == (1, 5, 4, 3)


def test_match_one_die_to_another(log):
    # Manipulator 4: with 1, 3, 4 and 6 the 3 may become a 6; here Ann's 2 becomes her 6.
    new = step(log, match_die, seat("Ann"), 3, 0)
    assert dice(new) == (6, 5, 4, 6)
    with pytest.raises(RuleError, match="another die"):
        match_die(log, seat("Ann"), 1, 1)
    with pytest.raises(RuleError, match="another die"):
        match_die(new, seat("Bob"), 0, 0)


def test_all_four_in_one_round_then_none_left(log):
    log = step(log, reroll_dice, seat("Ann"), [2], values=[3])
    log = step(log, nudge_die, seat("Ann"), 2, +1)
    log = step(log, flip_die, seat("Ann"), 2)
    log = step(log, match_die, seat("Ann"), 3, 2)
    s = state_of(log).sheet("Ann")
    assert s.dice == (6, 5, 3, 3) and s.manipulators == ("reroll", "nudge", "flip", "match")
    for command, args in ((reroll_dice, ([0],)), (nudge_die, (0, -1)), (flip_die, (0,)), (match_die, (0, 1))):
        with pytest.raises(RuleError, match="once per game"):
            command(log, seat("Ann"), *args)


def test_each_manipulator_is_once_per_game_not_per_round(log):
    log = step(log, flip_die, seat("Ann"), 3)
    for p in ("Ann", "Bob"):
        log = step(log, end_turn, seat(p))
    for p in ("Ann", "Bob"):
        log = step(log, pass_shipping, seat(p))
    log = draft_all(step(log, roll_draft, "banker", rng=rng(3)))
    assert state_of(log).round == 2
    with pytest.raises(RuleError, match="crossed out"):
        flip_die(log, seat("Ann"), 0)


def test_when_manipulators_may_be_used(log):
    with pytest.raises(RuleError, match="after the dice are drafted"):
        flip_die(started(["Ann", "Bob"]), seat("Ann"), 0)
    with pytest.raises(RuleError, match="from their own seat"):
        flip_die(log, "banker", 0)
    # Bob may change his dice while Ann plays; Ann not once her dice are matched.
    log = step(log, assign_dice, seat("Ann"), ["sharp", "deliver", "straight", "logistician"])
    with pytest.raises(RuleError, match="already matched"):
        flip_die(log, seat("Ann"), 0)
    step(log, flip_die, seat("Bob"), 3)
