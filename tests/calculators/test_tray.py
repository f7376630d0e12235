"""The table's dice tray: rolls are recorded, replay never re-rolls, and undo cannot be used to re-roll."""
import random

import pytest

from calculators.core.log import Log, record, redo, undo
from calculators.core.model import RuleError
from calculators.core.tray import enter_tray, last_roll, roll_tray, tray_rolls


def test_roll_is_recorded_with_purpose_and_faces():
    log, ev = roll_tray(Log(), "banker", 2, "Check the Hex", rng=random.Random(1))
    roll = last_roll(log)
    assert roll.purpose == "Check the Hex" and len(roll.faces) == 2
    assert all(1 <= f <= 6 for f in roll.faces)
    assert ev.data["faces"] == list(roll.faces) and ev.kind == "dice.rolled"


def test_undone_roll_comes_back_with_the_same_dice_however_often_it_is_rolled_again():
    # Foundation issue: "nobody can roll again until lucky".
    log, _ = roll_tray(Log(), "banker", 2, "Table roll", rng=random.Random(7))
    first = last_roll(log).faces
    for seed in range(20):
        log, _ = undo(log, "banker")
        assert last_roll(log) is None
        log, _ = roll_tray(log, "banker", 2, "Table roll", rng=random.Random(1000 + seed))
        assert last_roll(log).faces == first


def test_undo_then_unrelated_action_does_not_free_the_pinned_roll():
    log, _ = roll_tray(Log(), "banker", 1, "Table roll", rng=random.Random(3))
    first = last_roll(log).faces
    log, _ = undo(log, "banker")
    log, _ = record(log, "note", "banker", {"text": "coffee"})
    log, _ = roll_tray(log, "banker", 1, "Table roll", rng=random.Random(99))
    assert last_roll(log).faces == first


def test_redo_restores_the_roll_and_a_second_roll_is_fresh_step():
    log, _ = roll_tray(Log(), "banker", 1, "Table roll", rng=random.Random(3))
    log, _ = undo(log, "banker")
    log, _ = redo(log, "banker")
    assert len(tray_rolls(log)) == 1
    log, _ = roll_tray(log, "banker", 1, "Table roll", rng=random.Random(4))
    assert len(tray_rolls(log)) == 2


def test_real_dice_are_recorded_as_such_and_bad_values_refused():
    log, _ = enter_tray(Log(), "banker", [4, 2], "Table roll")
    roll = last_roll(log)
    assert roll.faces == (4, 2) and roll.source == "physical"
    with pytest.raises(RuleError):
        enter_tray(log, "banker", [7, 2], "Table roll")
    with pytest.raises(RuleError):
        enter_tray(log, "banker", ["x"], "Table roll")


def test_real_dice_cannot_replace_an_undone_roll():
    log, _ = roll_tray(Log(), "banker", 2, "Table roll", rng=random.Random(5))
    log, _ = undo(log, "banker")
    with pytest.raises(RuleError, match="already made and then undone: the banker.s Redo \\(in History\\) puts it back"):
        enter_tray(log, "banker", [6, 6], "Table roll")


def test_real_dice_typed_in_and_undone_may_be_typed_again():
    # A mistyped entry of the table's real dice is undone and typed again (the dice on the table are the truth); an
    # app roll undone stays binding (above).
    log, _ = enter_tray(Log(), "banker", [3, 4], "Table roll")
    log, _ = undo(log, "banker")
    log, ev = enter_tray(log, "banker", [4, 4], "Table roll")
    assert last_roll(log).faces == (4, 4) and ev.data["source"] == "physical"


def test_a_device_without_seat_or_banker_role_cannot_roll():
    with pytest.raises(RuleError, match="Only the banker or a player"):
        roll_tray(Log(), "host", 1, "x", rng=random.Random(1))
    log, ev = roll_tray(Log(), "seat:Ann", 1, "x", rng=random.Random(1))
    assert ev.actor == "seat:Ann"


def test_the_banker_may_roll_for_a_player_and_it_is_recorded_as_such():
    log, ev = roll_tray(Log(), "banker", 1, "Free roll", rng=random.Random(1), on_behalf_of="Ann")
    assert ev.on_behalf_of == "Ann" and ev.actor == "banker"
    with pytest.raises(RuleError, match="Only the banker can roll for another player"):
        roll_tray(Log(), "seat:Bob", 1, "Free roll", rng=random.Random(1), on_behalf_of="Ann")


def test_a_roll_purpose_is_kept_short_by_the_rule_not_only_by_the_field():
    """Proof issue (bad input): 10,000 characters typed as the purpose must not be saved, whatever the client."""
    for roll in (lambda p: roll_tray(Log(), "banker", 1, p, rng=random.Random(1)),
                 lambda p: enter_tray(Log(), "banker", [4], p)):
        with pytest.raises(RuleError, match="at most 60 characters"):
            roll("9" * 10_000)
        assert roll("x" * 60)[1].data["purpose"] == "x" * 60
