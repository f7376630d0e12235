"""Dice: seeded rolls, faces typed in from real dice, binding re-use of recorded rolls."""
import random

import pytest
from pydantic import ValidationError

from calculators.core.dice import D6, DiceRoll, Die, binding_roll_data, enter_physical, roll, roll_for
from calculators.core.log import Log, record, redo, undo
from calculators.core.model import RuleError

HEX = Die(name="hex", faces=("Radio", "TV", "Computer", "Radio+", "TV+", "Computer+"))
T0 = "2026-01-01T00:00:00Z"


def test_d6_is_a_plain_numeric_die():
    assert D6.name == "d6"
    assert D6.faces == ("1", "2", "3", "4", "5", "6")
    assert D6.is_numeric
    assert not HEX.is_numeric


def test_seeded_roll_is_reproducible_and_in_range():
    a = roll(D6, 4, "sales", random.Random(7))
    b = roll(D6, 4, "sales", random.Random(7))
    assert a == b
    assert a.die == "d6" and a.source == "app" and a.purpose == "sales"
    assert len(a.faces) == 4 and all(1 <= f <= 6 for f in a.faces)
    assert a.labels == tuple(str(f) for f in a.faces)
    assert a.total == sum(a.faces)


def test_labelled_roll_maps_faces_to_labels():
    r = roll(HEX, 30, "check the hex", random.Random(1))
    assert r.labels == tuple(HEX.faces[f - 1] for f in r.faces)
    with pytest.raises(RuleError):
        r.total


def test_default_rng_rolls_without_a_seed():
    r = roll(D6, 30, "anything")
    assert all(1 <= f <= 6 for f in r.faces)


@pytest.mark.parametrize("n", [0, 31, -1, True, 2.0, "3"])
def test_roll_count_is_1_to_30(n):
    with pytest.raises(RuleError) as e:
        roll(D6, n, "x", random.Random(0))
    assert e.value.field == "n"


def test_enter_physical_numbers_and_labels():
    r = enter_physical(D6, [6, 1, "3"], "sales")
    assert r.faces == (6, 1, 3) and r.labels == ("6", "1", "3")
    assert r.source == "physical" and r.total == 10
    h = enter_physical(HEX, ["TV", 3, "Computer+"], "hex")
    assert h.faces == (2, 3, 6) and h.labels == ("TV", "Computer", "Computer+")


@pytest.mark.parametrize(
    ("values", "field", "message"),
    [
        ([7], "values[0]", "A die shows 1 to 6; 7 is not a face"),
        ([3, 0], "values[1]", "A die shows 1 to 6; 0 is not a face"),
        (["x"], "values[0]", "A die shows 1 to 6; 'x' is not a face"),
        ([True], "values[0]", "A die shows 1 to 6; True is not a face"),
        ([2.0], "values[0]", "A die shows 1 to 6; 2.0 is not a face"),
        ([None], "values[0]", "A die shows 1 to 6; None is not a face"),
        ([" 3"], "values[0]", "A die shows 1 to 6; ' 3' is not a face"),
        ([], "values", "Enter 1 to 30 dice"),
        ([1] * 31, "values", "Enter 1 to 30 dice"),
        ("123", "values", "Enter each die's face separately"),
    ],
)
def test_enter_physical_refuses_what_no_die_shows(values, field, message):
    with pytest.raises(RuleError) as e:
        enter_physical(D6, values, "x")
    assert (e.value.field, e.value.message) == (field, message)


def test_enter_physical_labelled_die_message_lists_labels():
    with pytest.raises(RuleError) as e:
        enter_physical(HEX, ["radio"], "hex")
    assert e.value.message == (
        "A hex die shows 1 to 6 or one of Radio, TV, Computer, Radio+, TV+, Computer+; 'radio' is not a face"
    )


def test_die_and_roll_models_refuse_nonsense():
    with pytest.raises(ValidationError):
        Die(name="", faces=("1",))
    with pytest.raises(ValidationError):
        Die(name="blank", faces=())
    with pytest.raises(ValidationError):
        DiceRoll(die="d6", faces=(1, 2), labels=("1",), purpose="x", source="app")
    with pytest.raises(ValidationError):
        DiceRoll(die="d6", faces=(0,), labels=("0",), purpose="x", source="app")
    with pytest.raises(ValidationError):
        DiceRoll(die="d6", faces=(1,), labels=("1",), purpose="x", source="luck")


def _rolled(log, key, r):
    return record(log, "dice.rolled", "seat:Ann", binding_roll_data(r, key), at=T0)[0]


def test_roll_for_reuses_an_undone_roll_instead_of_rolling_until_lucky():
    key = "turn 3 / check the hex"
    first = roll_for(Log(), key, D6, 4, "sales", random.Random(1))
    log = _rolled(Log(), key, first)
    log, _ = undo(log, "seat:Ann", at=T0)
    again = roll_for(log, key, D6, 4, "sales", random.Random(999))
    assert again == first
    # doing the step again records the same dice
    log = _rolled(log, key, again)
    log, _ = undo(log, "banker", at=T0)
    assert roll_for(log, key, D6, 4, "sales", random.Random(5)) == first


def test_roll_for_rolls_fresh_when_nothing_recorded_is_undone():
    key = "turn 1 / sales"
    first = roll(D6, 2, "sales", random.Random(3))
    log = _rolled(Log(), key, first)
    # in force, not undone: no recorded outcome to reuse
    assert roll_for(log, key, D6, 2, "sales", random.Random(4)) == roll(D6, 2, "sales", random.Random(4))
    # another key is another step
    log, _ = undo(log, "host", at=T0)
    assert roll_for(log, "turn 2 / sales", D6, 2, "s", random.Random(4)) == roll(D6, 2, "s", random.Random(4))
    # a different count or die is not the recorded roll
    assert roll_for(log, key, D6, 3, "s", random.Random(4)) == roll(D6, 3, "s", random.Random(4))
    assert roll_for(log, key, HEX, 2, "s", random.Random(4)) == roll(HEX, 2, "s", random.Random(4))
    # redo brings the roll itself back into force
    log, _ = redo(log, "host", at=T0)
    assert roll_for(log, key, D6, 2, "s", random.Random(4)) == roll(D6, 2, "s", random.Random(4))


def test_roll_for_reads_a_roll_stored_flat_in_event_data():
    key = "tray #1"
    kept = roll(D6, 2, "table roll", random.Random(9))  # the app's roll, stored flat (as the dice tray stores it)
    log, _ = record(Log(), "dice.rolled", "host", {"binding_key": key, **kept.model_dump(mode="json")}, at=T0)
    log, _ = undo(log, "host", at=T0)
    assert roll_for(log, key, D6, 2, "table roll", random.Random(0)) == kept
    # Dice typed in and undone do not come back as the app's roll: it rolls afresh (they are typed again).
    typed = enter_physical(D6, [6, 6], "table roll")
    log, _ = record(Log(), "dice.rolled", "host", {"binding_key": key, **typed.model_dump(mode="json")}, at=T0)
    log, _ = undo(log, "host", at=T0)
    assert roll_for(log, key, D6, 2, "table roll", random.Random(0)) == roll(D6, 2, "table roll", random.Random(0))
