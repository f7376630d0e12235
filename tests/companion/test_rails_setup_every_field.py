"""Roll and Rails' setup form says every field at fault at once, at itself, as typed. A walk's form with two bad fields
showed only the first refusal, and the awards' refusal ("Thresholds rise") stood above the button, not at the awards'
fields. The rulebook: "You receive a reward based on your score: bronze, silver, gold, and platinum (shown on every
map)" — the thresholds rise from bronze to platinum; each count is a whole number."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import state_of
from tests.support.controls import walk
from tests.support.rails_screens import Phone, hub, table  # noqa: F401 (hub: a fixture)

COLOURS = ("yellow", "red", "blue", "green", "grey")


def _type(phone: Phone, key: str, text: str) -> None:
    field = phone.state.fields[key]
    field.value = text  # what the browser wrote
    field.on_change(None)
    phone.draw()


def _errors(phone: Phone) -> dict[str, str]:
    return {k: f.error for k, f in phone.state.fields.items() if f.error}


def _message(phone: Phone) -> str:
    return [c for c in walk(phone.controls) if c.key == "msg-setup"][0].value


def test_two_bad_fields_say_so_together_as_typed_each_at_itself(hub):  # noqa: F811
    sid = table(hub, players=["Ann"])  # the solo game: awards and the setup table
    phone = Phone(hub, sid, "banker")
    phone.draw()
    _type(phone, "setup-rounds", "99")
    _type(phone, "setup-award-bronze", "50")
    _type(phone, "setup-award-silver", "40")
    assert _errors(phone) == {"setup-rounds": "Enter a whole number from 1 to 30.",
                              "setup-award-silver": "Thresholds rise: bronze < silver < gold < platinum."}
    assert _message(phone) == ""  # nothing tapped yet: the fields say it, not the button
    _type(phone, "setup-award-silver", "60")  # mended: its refusal goes as it is typed, the other's stays
    assert _errors(phone) == {"setup-rounds": "Enter a whole number from 1 to 30."}


def test_start_marks_every_field_at_fault_and_saves_nothing(hub):  # noqa: F811
    sid = table(hub, players=["Ann"])
    phone = Phone(hub, sid, "banker")
    phone.draw()
    _type(phone, "setup-rounds", "0")
    _type(phone, "setup-award-bronze", "50")
    _type(phone, "setup-award-silver", "40")
    phone.tap(phone.find(ft.FilledButton, "Start the game"))
    assert state_of(hub.get(sid).log).phase == "setup"  # nothing saved
    phone.draw()
    wrong = _errors(phone)
    assert set(wrong) == {"setup-rounds", "setup-award-silver", "setup-award-gold", "setup-award-platinum",
                          *(f"setup-supply-{c}" for c in COLOURS)}, wrong
    assert wrong["setup-award-silver"] == "Thresholds rise: bronze < silver < gold < platinum."
    assert _message(phone) == "9 fields above need a change: Rounds, Yellow, Red, Blue, Green, Grey, Silver, Gold, " \
        "Platinum.", _message(phone)
    for key, text in [("setup-rounds", "8"), ("setup-award-silver", "60"), ("setup-award-gold", "70"),
                      ("setup-award-platinum", "80"), *((f"setup-supply-{c}", "6") for c in COLOURS)]:
        _type(phone, key, text)
    assert _errors(phone) == {}
    phone.tap(phone.find(ft.FilledButton, "Start the game"))
    assert state_of(hub.get(sid).log).phase != "setup"
