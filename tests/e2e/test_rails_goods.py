"""Roll and Rails: a city's starting goods, drawn by the app, are crossed out as they ship (on a real page).

Goods Delivery: "The shipped goods must be crossed out from the original city"; "Once the element is crossed
out (goods or resources), it cannot be used a second time." Solo, Berlin drawn red, green, yellow: Ann ships
Berlin's red with her delivery die; in the shipping phase the form shows what Berlin still holds, a second red
is refused before and on the tap, and the green ships.
"""
import pytest
from playwright.sync_api import expect

from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.rails_kit import T, choose, enter, shot, solo_dice_matched

pytestmark = pytest.mark.e2e


def route(page, good: str, city: str, to: str) -> None:
    """A one-connection route of Ann's, from `city` to a city of the good's colour."""
    choose(page, f"Good: {good}")
    enter(page, "City the good leaves", city)
    enter(page, "Where this connection reaches", to)
    choose(page, f"Reaches a {good} city")
    tap(page, "button", "Add this connection")


def test_a_shipped_good_is_crossed_out_of_its_city(server, phone, tmp_path):
    page = phone(server.host("/"), ready_text="New table")
    solo_dice_matched(page, 2, "2 4 6 6 1", ("Curve", "Goods delivery", "Curve", "Take 1$"))  # solo: the 6 again

    tap(page, "button", "Use die 2: Goods delivery")
    expect(reveal(page, ident(page, "ship-city-goods"))).to_have_text(
        "Starting goods left: Berlin: red, green, yellow", timeout=T)
    route(page, "red", "Berlin", "Hamburg")
    expect(reveal(page, ident(page, "transport-points"))).to_have_text("Transport points: Ann 1", timeout=T)
    tap(page, "button", "Ship: points as VP")
    expect(reveal(page, ident(page, "vp-Ann"))).to_have_text("1", timeout=T)
    tap(page, "button", "Use die 4: Take 1$")
    tap(page, "button", "Take 1$", exact=True)
    for die in (1, 3):
        expect(reveal(page, page.get_by_text(f"Die {die} (", exact=False).first)).to_be_visible(timeout=T)
        tap(page, "button", "Plains 0$")
        expect(reveal(page, ident(page, "track-crossed"))).to_have_text("Crossed: Plains", timeout=T)
        tap(page, "button", "Build the curve")
    expect(reveal(page, page.get_by_text("Every die is used."))).to_be_visible(timeout=T)
    tap(page, "button", "End Ann's turn")

    # The shipping phase: Berlin's red is crossed out.
    expect(reveal(page, ident(page, "whose-turn"))).to_have_text("Shipping: Ann's turn", timeout=T)
    expect(reveal(page, ident(page, "ship-city-goods"))).to_have_text(
        "Starting goods left: Berlin: green, yellow", timeout=T)
    route(page, "red", "Berlin", "Kiel")
    refused = ("Berlin has no red goods left: its starting goods were red, green, yellow, and the shipped ones "
               "(red) are crossed out.")
    expect(reveal(page, ident(page, "transport-points"))).to_have_text(f"Transport points: none: {refused}",
                                                                      timeout=T)
    shot(page, tmp_path / "rr-goods-crossed-out.png")
    tap(page, "button", "Ship: points as VP")
    expect(reveal(page, page.get_by_text(f"City the good leaves: {refused}").first)).to_be_visible(timeout=T)
    expect(ident(page, "vp-Ann")).to_have_text("1")
    tap(page, "button", "Remove the last one")
    route(page, "green", "Berlin", "Kiel")
    expect(reveal(page, ident(page, "transport-points"))).to_have_text("Transport points: Ann 1", timeout=T)
    tap(page, "button", "Ship: points as VP")
    expect(reveal(page, ident(page, "round"))).to_have_text("Round 2 of 2", timeout=T)
    expect(reveal(page, ident(page, "vp-Ann"))).to_have_text("2", timeout=T)
