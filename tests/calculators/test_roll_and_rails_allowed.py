"""Roll and Rails, what a seat may do now (`GAME.allowed`): the draft pick, the manipulators per die, the
upgrade and the Mechanic — each impossible action with its reason, in English and German, and the
query agreeing with the commands."""
import pytest

from calculators.core.model import RuleError
from calculators.games import get
from calculators.roll_and_rails import (
    assign_dice, die_options, flip_die, match_die, nudge_die, pick_die, reroll_dice, state_of, upgrade_stock,
    whose_pick,
)
from tests.support.roll_and_rails import board, dealt, rich, seat, started, step

ALLOWED = get("roll-and-rails").allowed
ROLL = [6, 6, 5, 5, 4, 4, 3, 2, 1]


def refused(command, *args, **kw) -> bool:
    try:
        command(*args, **kw)
    except RuleError:
        return True
    return False


def test_the_game_definition_carries_the_query():
    assert ALLOWED is not None
    assert ALLOWED(started(["Ann", "Bob"]), "Ann").game == "roll-and-rails"


def test_only_the_seat_whose_pick_it_is_may_pick_and_only_what_is_in_the_middle():
    # Dice Selection Phase: "the player ... chooses one die"; in snake order, each on their own seat.
    log = started(["Ann", "Bob"])
    from calculators.roll_and_rails.draft import enter_draft
    log = step(log, enter_draft, seat("Ann"), ROLL)
    now = whose_pick(state_of(log))
    other = "Bob" if now == "Ann" else "Ann"
    mine, theirs = ALLOWED(log, now), ALLOWED(log, other)
    assert mine.may("pick") and mine.pickable == tuple(sorted(set(ROLL)))
    assert not theirs.may("pick") and theirs.pickable == ()
    assert theirs.why("pick") == f"It is {now}'s pick; each player picks on their own phone."
    assert ALLOWED(log, other, "de").why("pick") == f"{now} wählt gerade; jeder wählt auf dem eigenen Handy."
    # The banker's own role never picks: a seat picks (the banker's device passes the phone as that seat).
    assert not ALLOWED(log, None).may("pick")
    # The query and the command agree: every value offered is taken; the other seat is refused.
    for v in mine.pickable:
        assert not refused(pick_die, log, seat(now), v)
    assert refused(pick_die, log, seat(other), mine.pickable[0])


def _drafted():
    return dealt(started(["Ann", "Bob"]), {"Ann": [6, 5, 4, 1], "Bob": [6, 5, 4, 3]}, leftover=2)


def test_plus_one_on_a_six_and_minus_one_on_a_one_are_disabled_with_the_reason():
    # Dice Manipulators, 2: "Player can modify one of the selected dice by +1 or -1. Player cannot change 6
    # into 1 or 1 into 6."
    log = _drafted()
    a = ALLOWED(log, "Ann")
    assert a.may("manipulate")
    six, one = a.dice[0], a.dice[3]
    assert (six.value, one.value) == (6, 1)
    assert not six.plus.ok and six.plus.reason == "A 6 cannot become 1: +1 on a 6 is not allowed."
    assert six.minus.ok and one.plus.ok
    assert not one.minus.ok and one.minus.reason == "A 1 cannot become 6: -1 on a 1 is not allowed."
    assert ALLOWED(log, "Ann", "de").dice[0].plus.reason == "Aus einer 6 wird keine 1: +1 auf eine 6 geht nicht."
    # The command agrees on every die and both directions.
    for i, d in enumerate(a.dice):
        assert refused(nudge_die, log, seat("Ann"), i, 1) == (not d.plus.ok)
        assert refused(nudge_die, log, seat("Ann"), i, -1) == (not d.minus.ok)


def test_a_manipulator_used_once_is_crossed_out_for_every_die():
    # Dice Manipulators: "Each manipulator is one-time use. After the manipulator is used, player crosses it out."
    log = step(_drafted(), flip_die, seat("Ann"), 1)
    a = ALLOWED(log, "Ann")
    assert all(not d.flip.ok and "crossed out" in d.flip.reason for d in a.dice)
    assert all(d.reroll.ok and d.match.ok for d in a.dice)
    assert refused(flip_die, log, seat("Ann"), 0)
    # Match: "change its value to any of the other dice in his possession" — only dice of another value.
    d0 = a.dice[0]
    assert d0.match_to and all(a.dice[j].value != d0.value for j in d0.match_to)
    assert not refused(match_die, log, seat("Ann"), 0, d0.match_to[0])
    assert not refused(reroll_dice, log, seat("Ann"), [0], values=[3])


def test_manipulators_close_once_the_dice_are_matched():
    # "After the dice are drafted player can use one or more modifications" — before the dice are matched.
    log = _drafted()
    s = state_of(log)
    player = s.clockwise()[0]
    plan = _plan(log, player)
    log = step(log, assign_dice, seat(player), plan)
    a = ALLOWED(log, player)
    assert not a.may("manipulate") and "already matched" in a.why("manipulate")
    assert all(not d.plus.ok for d in a.dice)
    assert refused(nudge_die, log, seat(player), 1, -1)


def _plan(log, player, want=None):
    """A legal plan: the specialist die first where the wheel allows `want`, the rest on actions."""
    from itertools import permutations

    from calculators.roll_and_rails.rules import check_plan
    s, b = state_of(log), board(log)
    sheet = s.sheet(player)
    for order in permutations(range(len(sheet.dice))):
        for choice in _choices([die_options(b, sheet.dice[i], s.solo) for i in order]):
            plan = [None] * len(order)
            for i, c in zip(order, choice):
                plan[i] = c
            if want and want not in plan:
                continue
            try:
                check_plan(b, sheet, plan, s.solo)
                return plan
            except RuleError:
                continue
    raise AssertionError("no legal plan")


def _choices(options):
    if not options:
        yield []
        return
    for o in options[0]:
        for rest in _choices(options[1:]):
            yield [o, *rest]


def test_a_mechanic_with_no_money_is_disabled_with_the_reason():
    # Mechanic: "the player can raise their rolling stock level by 1. The cost of this operation is shown on
    # the player's sheet (1-5$)"; Resources: a player who cannot afford an action cannot perform it.
    log = dealt(started(["Ann", "Bob"]), {"Ann": [5, 6, 6, 6], "Bob": [1, 2, 3, 4]}, leftover=2)
    plan = _plan(log, "Ann", "mechanic")
    log = step(log, assign_dice, seat("Ann"), plan)
    a = ALLOWED(log, "Ann")
    assert state_of(log).sheet("Ann").money == 0 and a.upgrade_cost == 1
    assert not a.may("upgrade") and a.why("upgrade") == "Ann has 0$; level 2 costs 1$."
    assert ALLOWED(log, "Ann", "de").why("upgrade") == "Ann hat 0$; Stufe 2 kostet 1$."
    assert refused(upgrade_stock, log, seat("Ann"), plan.index("mechanic"))
    # With money (the board's starting money edited to 5$) the same Mechanic is allowed, and the command agrees.
    rich_log = dealt(rich(["Ann", "Bob"], 5), {"Ann": [5, 6, 6, 6], "Bob": [1, 2, 3, 4]}, leftover=2)
    rich_log = step(rich_log, assign_dice, seat("Ann"), plan)
    assert ALLOWED(rich_log, "Ann").may("upgrade")
    assert not refused(upgrade_stock, rich_log, seat("Ann"), plan.index("mechanic"))
    assert not ALLOWED(rich_log, "Bob").may("upgrade")  # not Bob's turn


@pytest.mark.parametrize("who", [None, "Zed"])
def test_the_banker_and_a_stranger_only_roll_or_watch(who):
    # The draft roll: "The starting player ... or the banker rolls"; the rest is done on a player's own seat.
    log = started(["Ann", "Bob"])
    a = ALLOWED(log, who)
    assert a.may("roll") == (who is None)
    assert not a.may("pick") and not a.may("manipulate") and not a.may("upgrade")


def test_matching_names_what_the_dice_offer_that_the_money_does_not_cover_yet():
    # Resources: "If the player cannot afford this action, they cannot perform the action until new resources are
    # gained" — matching a die to it is not refused (the Banker's 3$ or a delivery may pay for it this turn), but the
    # seat is told, with the prices: Urban planner -3$, Manufacturer -1$, an upgrade to level 2 1$.
    for money, dear in ((0, (("upgrade", 1), ("mechanic", 1), ("manufacturer", 1), ("urban_planner", 3))),
                        (2, (("urban_planner", 3),)), (3, ())):
        log = dealt(rich(["Ann", "Bob"], money), {"Ann": [6, 3, 4, 1], "Bob": [6, 5, 4, 3]}, leftover=2)
        offered = {o for v in (6, 3, 4, 1) for o in die_options(board(log), v, False)}
        assert {o for o, _ in dear} <= offered
        ann = ALLOWED(log, "Ann")
        assert ann.may("match_dice") and dict(ann.dear) == dict(dear) and len(ann.dear) == len(dear), money
        assert ALLOWED(log, "Bob").dear == ()  # not Bob's turn: nothing to match
        log = step(log, assign_dice, seat("Ann"), ["sharp", "curve", "upgrade", "urban_planner"])
        assert ALLOWED(log, "Ann").dear == ()  # matched: the action phase's own refusals take over
