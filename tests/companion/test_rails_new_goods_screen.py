"""Roll and Rails on a player's phone: the Urban planner's and the Manufacturer's set from the New Goods table is
tapped in, good by good, and recorded; the shipment form then lists what each city holds.

Rulebook, Specialists: the Urban planner "chooses a set available from the Goods table and fills them into the new
city" (example: "He chose to build red town D with blue, green and yellow goods"); the Manufacturer "selects one of
the sets of goods from the New Goods table and fills them into a chosen city"."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import assign_dice, edit_rails_board, end_turn, state_of
from companion.views.games.roll_and_rails.ship import city_goods
from tests.support.rails_screens import ALL_PICKS, Phone, configured, hub, rolled, table  # noqa: F401 (hub: the fixture)
from tests.support.controls import walk


def money(log):
    return edit_rails_board(log, "banker", "starting_money", 5)


def words(phone) -> str:
    return " ".join(str(getattr(c, "value", "") or "") for c in walk(phone.controls) if isinstance(c, ft.Text))


def button(phone, text: str) -> ft.Control:
    hits = [c for c in walk(phone.controls) if isinstance(c, (ft.OutlinedButton, ft.FilledButton, ft.TextButton))
            and c.content == text]
    assert hits, f"no button {text!r} in: {words(phone)}"
    return hits[0]


def test_the_urban_planner_taps_in_the_example_set_and_the_manufacturer_another(hub):
    ann_plan = lambda log: assign_dice(log, "seat:Ann", ["urban_planner", "straight", "upgrade", "curve"])  # noqa: E731
    sid = table(hub, money, configured, rolled, *ALL_PICKS, ann_plan)
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw("seat_panel")
    assert "The set's goods, as the New Goods table shows them" in words(ann)
    assert button(ann, "Take back the last good").disabled  # nothing to take back yet
    ann.state.fields["planner-Ann-town"].value = "Erfurt"  # what the browser writes into the field
    ann.state.put("letter-Ann", "D")
    for colour in ("blue", "green", "grey"):
        ann.tap(button(ann, colour))
        ann.draw("seat_panel")
    ann.tap(button(ann, "Take back the last good"))  # a slip: grey was not in the set
    ann.draw("seat_panel")
    ann.tap(button(ann, "yellow"))
    ann.draw("seat_panel")
    chosen = [c for c in walk(ann.controls) if isinstance(c, ft.Semantics) and c.identifier == "planner-Ann-set-chosen"]
    assert [t.value for t in walk(chosen) if isinstance(t, ft.Text)] == ["The set:", "blue", "green", "yellow"]
    ann.tap(button(ann, "Make the town a city (3$)"))
    s = state_of(hub.get(sid).log)
    erfurt = s.city_goods("Erfurt")
    assert (erfurt.added, erfurt.goods) == (("blue", "green", "yellow"), ()) and s.sheet("Ann").money == 2
    assert hub.get(sid).log.events[-1].data["goods"] == ["blue", "green", "yellow"]

    # Bob's Manufacturer (his 2) fills red and red into Erfurt; the shipment form lists what each city holds.
    hub.act(sid, lambda log: end_turn(log, "seat:Ann"))
    hub.act(sid, lambda log: assign_dice(log, "seat:Bob", ["sharp", "sharp", "curve", "manufacturer"]))
    bob = Phone(hub, sid, "seat:Bob", seat="Bob")
    bob.state.put("active-Bob-1", 3)
    bob.draw("seat_panel")
    bob.state.fields["maker-Bob"].value = "erfurt"
    for colour in ("red", "red"):
        bob.tap(button(bob, colour))
        bob.draw("seat_panel")
    bob.tap(button(bob, "Fill new goods into the city (1$)"))
    s = state_of(hub.get(sid).log)
    assert s.city_goods("Erfurt").added == ("blue", "green", "yellow", "red", "red")
    shown = [t.value for t in walk(city_goods(s)) if isinstance(t, ft.Text)]
    assert shown == ["Starting goods left: Erfurt: —; from new sets blue, green, yellow, red, red"]


def test_a_set_left_empty_is_refused_on_the_screen_and_nothing_is_saved(hub):
    ann_plan = lambda log: assign_dice(log, "seat:Ann", ["urban_planner", "straight", "upgrade", "curve"])  # noqa: E731
    sid = table(hub, money, configured, rolled, *ALL_PICKS, ann_plan)
    before = len(hub.get(sid).log.events)
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw("seat_panel")
    ann.state.fields["planner-Ann-town"].value = "Erfurt"
    ann.state.put("letter-Ann", "D")
    ann.draw("seat_panel")
    ann.tap(button(ann, "Make the town a city (3$)"))
    ann.draw("seat_panel")
    assert "Tap the goods of the set chosen from the New Goods table." in words(ann)
    assert len(hub.get(sid).log.events) == before


def test_the_manufacturer_says_the_empty_spaces_of_each_city_the_app_knows(hub):
    # Manufacturer: "fill in new set of goods to any city on the map, on the condition that there are empty spaces
    # available"; Setup: "In every city, there are 6 spaces ... players use 3" (a 6 crosses one out). A walk typed a
    # city and a set before learning it had no room; the panel now lists the empty spaces the app knows of.
    from calculators.roll_and_rails import enter_city_goods
    drawn = [lambda log, c=c, d=d: enter_city_goods(log, "banker", c, d)
             for c, d in (("Berlin", [1, 2, 3]), ("Hamburg", [1, 2, 6]))]
    sid = table(hub, money, configured, *drawn, rolled, *ALL_PICKS,
                lambda log: assign_dice(log, "seat:Ann", ["banker", "straight", "upgrade", "curve"]),
                lambda log: end_turn(log, "seat:Ann"),
                lambda log: assign_dice(log, "seat:Bob", ["sharp", "sharp", "curve", "manufacturer"]))
    bob = Phone(hub, sid, "seat:Bob", seat="Bob")
    bob.state.put("active-Bob-1", 3)
    bob.draw("seat_panel")
    assert [c.value for c in walk(bob.controls) if getattr(c, "key", None) == "maker-spaces"] == [
        "Empty spaces: Berlin 3, Hamburg 3"]
