"""Roll and Rails' setup: every field the rules refuse, named at once (`setup_faults`), each with its own refusal.
Rulebook (Scoring): "You receive a reward based on your score: bronze, silver, gold, and platinum (shown on every
map)" — the thresholds rise from bronze to platinum, and a threshold not above the one before it is refused at itself."""
from __future__ import annotations

from calculators.roll_and_rails.setup import setup_faults


def test_every_field_at_fault_is_named_at_once():
    faults = setup_faults({"rounds": 0, "supply.red": None, "awards.bronze": 50, "awards.silver": 40,
                           "awards.gold": 60, "starting_goods": 3})
    assert sorted(faults) == ["awards.silver", "rounds", "supply.red"]
    assert faults["awards.silver"].field == "awards.silver"
    assert faults["awards.silver"].template == "Thresholds rise: bronze < silver < gold < platinum."
    assert faults["rounds"].field == "rounds"


def test_fields_the_rules_take_have_no_fault():
    assert setup_faults({"rounds": 8, "supply.red": 6, "awards.bronze": 40, "awards.silver": 50,
                         "awards.gold": 60, "awards.platinum": 70, "starting_goods": 0}) == {}
    assert setup_faults({}) == {}
