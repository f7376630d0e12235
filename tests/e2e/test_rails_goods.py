"""Roll and Rails: a city's starting goods, drawn by the app, are crossed out as they ship (on a real page).

Goods Delivery: "The shipped goods must be crossed out from the original city"; "Once the element is crossed
out (goods or resources), it cannot be used a second time." Solo, Berlin drawn red, green, yellow: Ann ships
Berlin's red with her delivery die; in the shipping phase the form shows what Berlin still holds, a second red
is refused before and on the tap, and the green ships.
"""
import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from calculators.roll_and_rails import (
    assign_dice, configure, edit_rails_board, enter_draft, pick_die, state_of, whose_pick,
)
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.phones_kit import seat_phone
from tests.e2e.rails_kit import T, choose, enter, shot, solo_dice_matched
from tests.e2e.rollout_late_table import data_dir, serve  # noqa: F401 (fixtures)

pytestmark = pytest.mark.e2e


def route(page, good: str, city: str, to: str) -> None:
    """A one-connection route of Ann's, from `city` to a city of the good's colour (the app drew the starting goods,
    so the city the good leaves is picked from the cities it knows)."""
    choose(page, f"Good: {good}")
    choose(page, f"The good leaves {city}")
    enter(page, "Where this connection reaches", to)
    choose(page, f"Reaches a {good} city")
    tap(page, "button", "Add this connection")


def test_a_shipped_good_is_crossed_out_of_its_city(server, phone, tmp_path):
    page = phone(server.host("/"), ready_text="New table")
    solo_dice_matched(page, 2, "2 4 6 6 1", ("Curve", "Goods delivery", "Curve", "Take 1$"))  # solo: the 6 again

    tap(page, "button", "Use the 2: Goods delivery")
    expect(reveal(page, ident(page, "ship-city-goods"))).to_have_text(
        "Starting goods left: Berlin: red, green, yellow", timeout=T)
    route(page, "red", "Berlin", "Hamburg")
    expect(reveal(page, ident(page, "transport-points"))).to_have_text("Transport points: Ann 1", timeout=T)
    tap(page, "button", "Ship: points as VP")
    expect(reveal(page, ident(page, "vp-Ann"))).to_have_text("1", timeout=T)
    tap(page, "button", "Use the 3: Take 1$")
    tap(page, "button", "Take 1$", exact=True)
    for value in (1, 3):
        expect(reveal(page, page.get_by_text(f"The {value}: Curve"))).to_be_visible(timeout=T)
        tap(page, "button", "Plains 0$")
        expect(reveal(page, ident(page, "track-crossed"))).to_have_text("Crossed: Plains", timeout=T)
        tap(page, "button", "Build the curve")
    expect(reveal(page, page.get_by_text("Every die is used."))).to_be_visible(timeout=T)
    tap(page, "button", "End Ann's turn")

    # The shipping phase: Berlin's red is crossed out.
    expect(reveal(page, ident(page, "whose-turn"))).to_have_text("Shipping: Ann's turn", timeout=T)
    expect(reveal(page, ident(page, "ship-city-goods"))).to_have_text(
        "Starting goods left: Berlin: green, yellow", timeout=T)
    refused = ("Berlin has no red goods left: its starting goods were red, green, yellow, and the shipped ones "
               "(red) are crossed out.")
    choose(page, "Good: red")
    choose(page, "The good leaves Berlin")  # said as soon as the city is picked, before any connection
    expect(reveal(page, ident(page, "transport-points"))).to_have_text(f"Transport points: none: {refused}",
                                                                      timeout=T)
    route(page, "red", "Berlin", "Kiel")
    expect(reveal(page, ident(page, "transport-points"))).to_have_text(f"Transport points: none: {refused}",
                                                                      timeout=T)
    shot(page, tmp_path / "rr-goods-crossed-out.png")
    for take in ("VP", "$"):  # the rules refuse this shipment: Ship does not invite a tap that would be refused
        expect(reveal(page, page.get_by_role("button", name=f"Ship: points as {take}"))).to_be_disabled()
    expect(ident(page, "vp-Ann")).to_have_text("1")
    tap(page, "button", "Remove the last one")
    route(page, "green", "Berlin", "Kiel")
    expect(reveal(page, ident(page, "transport-points"))).to_have_text("Transport points: Ann 1", timeout=T)
    tap(page, "button", "Ship: points as VP")
    expect(reveal(page, ident(page, "round"))).to_have_text("Round 2 of 2", timeout=T)
    expect(reveal(page, ident(page, "vp-Ann"))).to_have_text("2", timeout=T)


def test_the_urban_planner_fills_the_new_city_with_a_set_tapped_in(browser, phone, serve, data_dir, tmp_path):  # noqa: F811
    """Urban planner: "the player chooses a set available from the Goods table and fills them into the new city" —
    the rulebook's example, "red town D with blue, green and yellow goods", tapped in on Ann's own phone (360 px):
    a slip taken back, the set recorded, History on the banker's phone naming it."""
    store = Store(data_dir)
    hub = TableHub(store)
    sid = hub.create(make_setup("roll-and-rails", "Rails night", ["Ann", "Bob"], "Kim"))
    for command in (lambda log: edit_rails_board(log, "banker", "starting_money", 5),
                    lambda log: configure(log, "banker", rounds=3, first_player="Ann"),
                    lambda log: enter_draft(log, "banker", [6, 6, 5, 5, 4, 3, 3, 2, 1])):
        hub.act(sid, command)
    for value in (6, 6, 5, 5, 3, 4, 3, 2):  # snake order Ann, Bob, Bob, Ann, Ann, Bob, Bob, Ann
        hub.act(sid, lambda log, v=value: pick_die(log, f"seat:{whose_pick(state_of(log))}", v))
    hub.act(sid, lambda log: assign_dice(log, "seat:Ann", ["urban_planner", "sharp", "upgrade", "curve"]))
    ann_path = f"/seat/{Access(store, None).seat_token(sid, 'Ann')}"
    server = serve()
    ann, _ = seat_phone(browser, server, ann_path)
    expect(reveal(ann, ann.get_by_text("The 6: Urban planner"))).to_be_visible(timeout=T)
    enter(ann, "Town with a connection", "Erfurt")
    choose(ann, "City D (red)")
    for colour in ("blue", "green", "grey"):
        tap(ann, "button", colour, exact=True)
    expect(reveal(ann, ident(ann, "planner-Ann-set-chosen"))).to_have_text("The set: blue green grey", timeout=T)
    tap(ann, "button", "Take back the last good")
    tap(ann, "button", "yellow", exact=True)
    expect(reveal(ann, ident(ann, "planner-Ann-set-chosen"))).to_have_text("The set: blue green yellow",
                                                                          timeout=T)
    shot(ann, tmp_path / "rr-urban-planner-set.png")
    tap(ann, "button", "Make the town a city (3$)")
    expect(reveal(ann, ident(ann, "money-Ann"))).to_have_text("2$", timeout=T)
    erfurt = state_of(TableHub(Store(data_dir)).get(sid).log).city_goods("Erfurt")
    assert erfurt.added == ("blue", "green", "yellow")  # on disk when the screen says so
    banker = phone(server.host(f"/table/{sid}/history"), ready_text="History")
    expect(reveal(banker, banker.get_by_text(
        "Ann used the 6 for the Urban planner: founded city D at Erfurt with blue, green, yellow goods for 3$"))
    ).to_be_visible(timeout=T)
