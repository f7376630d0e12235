"""Roll and Rails, a player's own phone while the draft waits for a player who has no phone at the table.

Dice Draft: the players pick in turn. A walk's seat phones (Bob's, Dee's) read "Wait for Cy to pick; your turn comes
on this phone. It is Cy's pick; each player picks on their own phone." while Cy had no phone at the table and the
bank phone was not passed around: the table sat waiting for a phone that was not there."""
from __future__ import annotations

import types

import flet as ft

from tests.support.controls import walk
from tests.support.rails_screens import Phone, configured, hub, picks, rolled, table  # noqa: F401 (hub: a fixture)


def _words(phone: Phone) -> tuple[list[str], list[str]]:
    """The pick's hint, and the reasons said under it, on this seat's phone."""
    controls = phone.draw("seat_panel")
    hint = [c.value for c in walk(controls) if getattr(c, "key", None) == "pick-hint"]
    reasons = [c.content.value for c in walk(controls) if isinstance(c, ft.Semantics)
               and c.identifier in ("pick-why", "pick-no-phone")]
    return hint, reasons


def test_a_seat_phone_says_the_pick_waits_for_the_banker_when_the_player_has_no_phone(hub):
    sid = table(hub, configured, rolled, *picks(6, 6))  # Ann and Bob have picked: Cy's pick
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    claimed = {"Ann", "Bob"}
    ann.session.services.claims = types.SimpleNamespace(is_claimed=lambda t, seat: seat in claimed)
    assert _words(ann) == ([], ["Cy's phone has not joined this table, so the pick waits for the banker: ask them to "
                                "invite it, or to turn on “Pass this phone around”."])
    ann.session.pass_phone = {sid: True}  # the bank phone is passed around: it picks for Cy
    assert _words(ann) == (["Wait for Cy to pick on the banker's phone; your turn comes on this phone."], [])
    ann.session.pass_phone = {}
    claimed.add("Cy")  # Cy opened the seat link: the pick is made on Cy's phone, as before
    assert _words(ann) == (["Wait for Cy to pick; your turn comes on this phone."],
                           ["It is Cy's pick; each player picks on their own phone."])
