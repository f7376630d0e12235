"""Roll and Rails: a tap that ends a step scrolls that phone's screen to the round's part, and only that phone's (a walk:
after "Match the dice" the long matching form gave way to the short "Use the dice", the page kept its offset and
stood in the Sheets; the host's page did the same after a shipment). A tap within a step, and another phone's
update, never move a screen. The scroll itself is seen in Chromium (tests/e2e/test_rails_next_step.py)."""
from __future__ import annotations

import flet as ft

from tests.support.controls import walk
from tests.support.rails_screens import ALL_PICKS, Phone, configured, hub, rolled, table  # noqa: F401 (hub)


def keyed(phone: Phone, key: str) -> ft.Control:
    hits = [c for c in walk(phone.controls) if getattr(c.key, "value", c.key) == key]  # a ScrollKey by its value
    assert hits, f"nothing keyed {key!r}"
    return hits[0]


def scrolls(phone: Phone) -> int:
    return len(phone.session.page.tasks)


def test_matching_the_dice_scrolls_that_phone_to_the_round_only(hub):
    sid = table(hub, configured, rolled, *ALL_PICKS)  # Ann's turn: Ann 6 4 4 1, Bob 6 5 3 2
    ann, bob = Phone(hub, sid, "seat:Ann", seat="Ann"), Phone(hub, sid, "seat:Bob", seat="Bob")
    ann.draw("seat_panel")
    bob.draw("seat_panel")
    # The anchor the scroll goes to: the round's first line, above every part that comes and goes.
    anchor = keyed(ann, "rr-step")
    assert isinstance(anchor.key, ft.ScrollKey)

    for i, what in enumerate(("banker", "straight", "upgrade", "curve")):  # a chip: a choice within the step
        ann.tap(keyed(ann, f"plan-Ann-{i}-{what}"))
        ann.draw("seat_panel")
    bob.tap(keyed(bob, "plus-Bob-3"))  # Bob's manipulator, before his turn: his dice change, the step does not
    assert scrolls(ann) == scrolls(bob) == 0

    ann.tap(keyed(ann, "match-dice-Ann"))  # "Match the dice": the matching form gives way to "Use the dice"
    assert scrolls(ann) == 1
    assert scrolls(bob) == 0  # Bob's page is redrawn by Ann's tap, never scrolled
    ann.draw("seat_panel")
    ann.tap(keyed(ann, "take-money"))  # "Take 3$": the next die, the same step
    assert scrolls(ann) == 1

    ann.draw("seat_panel")
    ann.tap(keyed(ann, "end-turn-Ann"))  # the dialog's question first: three dice would be lost
    ann.tap(next(c for c in walk(ann.session.page.dialogs) if c.key == "end-turn-confirm"))
    assert scrolls(ann) == 2  # Bob's turn: Ann's part is gone, her page goes to the round's line
    assert scrolls(bob) == 0


def test_a_refused_tap_does_not_scroll(hub):
    sid = table(hub, configured, rolled, *ALL_PICKS)
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw("seat_panel")
    ann.tap(keyed(ann, "match-dice-Ann"))  # nothing chosen: "Choose what each die does." at the button
    ann.draw("seat_panel")
    assert ann.state.errors
    assert scrolls(ann) == 0
