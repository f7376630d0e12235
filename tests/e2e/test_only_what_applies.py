"""Only what applies (issue 16): "A section appears when it can be used: no sealed-entries section without a
round, no Invite on a solo table, no bank question for a game without a bank ... Setup typed on a screen
survives a visit to Invite and back. Browser/Android Back from a table goes Home."

Roll and Rails' rulebook has no bank ("Roll and Rails has no bank: the banker just runs the app")."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.new_table_form import start_from_the_form

pytestmark = pytest.mark.e2e
T = 20_000


def _seed(server, *tables):
    server.stop()
    hub = TableHub(Store(server.data_dir))
    sids = [hub.create(make_setup(game, name, players, banker)) for game, name, players, banker in tables]
    server.start()
    return sids


def test_sections_appear_only_when_they_can_be_used(server, phone):
    solo, rails, ro = _seed(server, ("roll-and-rails", "Solo", ["Ann"], "Ann"),
                            ("roll-and-rails", "Rails", ["Ann", "Bob"], "Ann"),
                            ("rollout", "Rollout", ["Ann", "Bob", "Cy"], "Ann"))
    page = phone(server.host(f"/table/{solo}"), ready_text="Seats, clockwise")
    expect(reveal(page, page.get_by_role("button", name="History and undo"))).to_be_visible()
    assert page.get_by_role("button", name="Invite phones").count() == 0  # a solo table: nobody to invite
    assert page.get_by_role("button", name="New sealed round").count() == 0

    page = phone(server.host(f"/table/{ro}"), ready_text="Seats, clockwise")
    expect(reveal(page, page.get_by_role("button", name="New sealed round"))).to_be_visible()
    assert page.locator("flt-semantics").get_by_text("Sealed entries", exact=True).count() == 0  # no round yet
    tap(page, "button", "New sealed round")
    type_into(page, "Highest", "100", replace=True)
    page.get_by_role("button", name="Open the round").click()
    expect(reveal(page, page.locator("flt-semantics").get_by_text("Sealed entries", exact=True))).to_be_visible()

    # Setup typed on the table survives a visit to Invite and back (the app bar's Back and the browser's).
    page = phone(server.host(f"/table/{rails}"), ready_text="Seats, clockwise")
    type_into(page, "Rounds in this game", "8")
    tap(page, "switch", "The app rolls the starting goods")  # a multiplayer game: the setup table only for that
    type_into(page, "Red goods in the setup table", "5")
    tap(page, "button", "Invite phones")
    # Invite's own title (the table's "Invite phones" button has the same words: waiting on those let Back run
    # before Invite had opened, leaving the table instead — the test's race, seen under CI load)
    expect(page.get_by_role("heading", name="Invite phones")).to_be_visible(timeout=T)
    page.go_back()
    # the table's screen is drawn again after Back (about a second under load): wait for it, then scroll to it
    page.get_by_role("textbox", name="Rounds in this game").first.wait_for(state="attached", timeout=T)
    field = reveal(page, page.get_by_role("textbox", name="Rounds in this game"))
    field.click()
    expect(field).to_have_value("8")
    red = reveal(page, page.get_by_role("textbox", name="Red goods in the setup table"))
    red.click()
    expect(red).to_have_value("5")


def test_new_table_asks_about_a_bank_only_for_a_game_with_one_and_back_from_the_table_goes_home(server, phone):
    page = phone(server.host("/new"), ready_text="Players, clockwise")
    expect(reveal(page, ident(page, "banker-question"))).to_have_text("Who runs the bank?")
    tap(page, "radio", "Roll and Rails")
    expect(reveal(page, ident(page, "banker-question"))).to_have_text("Who runs the app?")
    assert page.locator("flt-semantics").get_by_text("Who runs the bank?").count() == 0
    tap(page, "radio", "Rollout")
    expect(reveal(page, ident(page, "banker-question"))).to_have_text("Who runs the bank?")
    start_from_the_form(page, ("Ann", "Bob"), "Ann")
    page.go_back()  # the browser's Back: Home, not the New table form that made the table
    expect(page.locator("flt-semantics").get_by_text("Saved tables")).to_be_visible(timeout=T)
    # The saved table, counted in words ("1 event", not "1 events").
    expect(page.get_by_role("button", name=re.compile(r"Rollout · 2 players · 1 event · today \d\d:\d\d$"))).to_be_visible()
    assert page.locator("flt-semantics").get_by_text("Players, clockwise").count() == 0
