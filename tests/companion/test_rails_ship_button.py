"""Roll and Rails' Ship buttons ask the rules whether the shipment may go now (`shipment_refusal`): a walk could tap
Ship before any connection was added and was then refused; now the buttons stand disabled with the rules' short reason
until the route holds a completed connection the rules accept.

Drawn in-process: Ann holds 6 4 4 1, matched to the Banker, Goods delivery, Upgrade and Curve, on her own phone."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import assign_dice, state_of
from tests.support.controls import walk
from tests.support.rails_screens import (  # noqa: F401 (hub: the fixture)
    ALL_PICKS, Phone, configured, hub, rolled, table,
)

SHIP = ("Ship: points as VP", "Ship: points as $")


def matched(log):
    return assign_dice(log, "seat:Ann", ["banker", "deliver", "upgrade", "curve"])


def ship_buttons(phone) -> list[ft.Control]:
    return [c for c in walk(phone.controls) if isinstance(c, (ft.FilledButton, ft.FilledTonalButton))
            and c.content in SHIP]


def said(phone, identifier: str) -> str:
    found = [c.content.value for c in walk(phone.controls) if isinstance(c, ft.Semantics)
             and c.identifier == identifier]
    return found[0] if found else ""


def test_ship_stands_disabled_with_the_rules_reason_until_a_connection_is_added(hub):
    """Goods Delivery: "The player can transport the goods using completed connections only" (a shipment uses at
    least one); the good and the city it leaves come first."""
    sid = table(hub, configured, rolled, *ALL_PICKS, matched)
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.TextButton, "Use the 4: Goods delivery"))
    ann.draw("seat_panel")
    buttons = ship_buttons(ann)
    assert len(buttons) == 2 and all(b.disabled for b in buttons)
    # Transport Points: "They can be spent on Victory points or Resources" — two equal choices, drawn alike (a walk
    # read the outlined "$" beside the filled "VP" as the lesser one).
    assert type(buttons[0]) is type(buttons[1])
    assert said(ann, "ship-why") == "Choose the good to ship."
    ann.tap(ann.find(ft.Chip, "Good: red"))
    ann.state.fields["ship-Ann-origin"].value = "Hamburg"  # what the browser wrote
    ann.draw("seat_panel")
    assert all(b.disabled for b in ship_buttons(ann))
    assert said(ann, "transport-points") == "Transport points: none: A shipment uses at least one completed connection."
    assert said(ann, "ship-why") == ""  # said once, in the line just above the buttons
    ann.state.fields["ship-Ann-to"].value = "Kiel"
    ann.tap(ann.find(ft.Chip, "Reaches a red city"))
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.OutlinedButton, "Add this connection"))
    ann.draw("seat_panel")
    assert said(ann, "transport-points") == "Transport points: Ann 1"
    assert not any(b.disabled for b in ship_buttons(ann)) and said(ann, "ship-why") == ""
    ann.tap(ship_buttons(ann)[0])
    assert state_of(hub.get(sid).log).sheet("Ann").vp[0] == (1, 0, 0)


def test_a_connection_added_without_its_place_or_colour_is_told_at_the_field(hub):
    # A walk tapped "Add this connection" with "Where this connection reaches" empty and saw nothing: the line saying
    # what was missing stood ~140 px further down, off a 360 px screen. Said at the field now, one thing at a time.
    sid = table(hub, configured, rolled, *ALL_PICKS, matched)
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.TextButton, "Use the 4: Goods delivery"))
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.Chip, "Good: red"))
    ann.state.fields["ship-Ann-origin"].value = "Hamburg"
    ann.tap(ann.find(ft.Chip, "Reaches a red city"))
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.OutlinedButton, "Add this connection"))
    ann.draw("seat_panel")
    assert ann.state.errors.get("ship-Ann-to") == "Name the place this connection reaches."
    assert said(ann, "transport-points") == "Transport points: none: A shipment uses at least one completed connection."
    ann.state.fields["ship-Ann-to"].value = "Kiel"
    ann.tap(ann.find(ft.OutlinedButton, "Add this connection"))
    ann.draw("seat_panel")
    assert ann.state.errors.get("ship-Ann-to") is None and said(ann, "transport-points") == "Transport points: Ann 1"
