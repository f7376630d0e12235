"""Home, a new table, and a table that survives the server stopping: create → stop → restart → resume."""
import re
import time

import pytest
from playwright.sync_api import expect

from tests.e2e.flutter import ident, reveal, tap, tap_icon, type_into

pytestmark = pytest.mark.e2e


def dice_shown(page) -> list[str]:
    """The faces the tray draws, read from each die's label ("Die showing 4")."""
    reveal(page, ident(page, "die-0"))
    dice = page.locator("[flt-semantics-identifier^='die-']")

    def read() -> list[str]:
        return [t.strip() for t in dice.all_inner_texts()]  # one reading of the page, not one per die
    # The tray animates a new roll in (450 ms): while it does, the old faces may stand beside the new.
    # Read until two readings 0.6 s apart agree.
    deadline = time.monotonic() + 5
    seen = read()
    while True:
        time.sleep(0.6)
        again = read()
        if again == seen or time.monotonic() > deadline:
            return again
        seen = again


def test_home_screen_offers_every_start(server, phone):
    page = phone(server.host("/"), ready_text="Table Companion")
    expect(page.get_by_role("button", name="New table")).to_be_visible()
    expect(page.get_by_role("button", name="Import a shared table")).to_be_visible()
    expect(page.get_by_role("button", name="Quick Cash Out")).to_be_visible()
    expect(page.get_by_text("No saved tables yet.")).to_be_visible()
    page.get_by_label("Settings").get_by_role("button").click()
    expect(page.get_by_role("switch", name=re.compile("negative share value"))).to_be_visible()


def test_new_table_refuses_bad_setup_then_creates(server, phone):
    page = phone(server.host("/new"), ready_text="Players, clockwise")
    tap(page, "radio", "Owner's Choice")
    type_into(page, "Player's name", "Ann")
    tap(page, "button", "Add player")
    tap(page, "button", "Start the table")
    expect(reveal(page, page.get_by_text("Choose who runs the bank.", exact=True))).to_be_visible()
    tap(page, "radio", "Ann (plays)")
    tap(page, "button", "Start the table")
    # Owner's Choice is for 2 to 5 players: one player is refused with the rule, and nothing is saved.
    expect(reveal(page, page.get_by_text(re.compile("2 to 5 players")).last)).to_be_visible()
    type_into(page, "Player's name", "ann")
    tap(page, "button", "Add player")
    expect(reveal(page, page.get_by_text("ann is already at the table"))).to_be_visible()
    type_into(page, "Player's name", "Bob", replace=True)
    tap(page, "button", "Add player")
    tap(page, "button", "Start the table")
    expect(page.get_by_text("Seats, clockwise")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/table/[0-9a-f]+$"))


def test_create_stop_restart_resume_same_state(tmp_path, phone, servers):
    data = tmp_path / "data"
    first = servers(data)
    page = phone(first.host("/"), ready_text="New table")
    page.get_by_role("button", name="New table").click()
    type_into(page, "Table name", "Friday Rollout")
    for name in ("Ann", "Bob", "Cy"):
        type_into(page, "Player's name", name)
        tap(page, "button", "Add player")
    tap_icon(page, "Move Cy up")   # seats: Ann, Cy, Bob
    tap(page, "radio", "Bob (plays)")
    tap(page, "button", "Start the table")
    expect(page.get_by_text("Seats, clockwise")).to_be_visible()
    table_url = page.url
    tap(page, "button", "Roll", exact=True)
    rolled = dice_shown(page)
    assert len(rolled) == 2 and all(re.fullmatch(r"Die showing [1-6]", d) for d in rolled)
    first.stop()

    second = servers(data)  # a new process, a new port, the same data folder
    page = phone(second.host("/"), ready_text="Saved tables")
    tile = page.get_by_role("button", name=re.compile("^Friday Rollout"))
    expect(tile).to_be_visible()
    tile.click()
    expect(page.get_by_text("Seats, clockwise")).to_be_visible()
    assert page.url.rsplit("/", 1)[-1] == table_url.rsplit("/", 1)[-1]
    for seat, name in enumerate(("Ann", "Cy", "Bob"), start=1):
        expect(reveal(page, ident(page, f"seat-{seat}"))).to_contain_text(name)
    expect(ident(page, "seat-3")).to_contain_text("Banker")
    assert dice_shown(page) == rolled
    # History keeps every event; Undo marks the roll undone, and rolling again brings the same dice back.
    page.get_by_label("History").get_by_role("button").click()
    # (issue 16, "History speaks the game": each entry a sentence with who and what; Undo names what it undoes)
    # Two plain dice read with their total ("4 + 2 = 6"): a generic table adds its dice.
    faces = " + ".join(d[-1] for d in rolled) + f" = {sum(int(d[-1]) for d in rolled)}"
    expect(reveal(page, ident(page, "event-2"))).to_contain_text(f"The banker rolled {faces}")
    expect(reveal(page, ident(page, "event-1"))).to_contain_text(
        "Table “Friday Rollout” created for Ann, Cy and Bob; banker Bob")
    tap(page, "button", f"Undo: The banker rolled {faces}")
    expect(reveal(page, ident(page, "event-3"))).to_contain_text(f"Undid: The banker rolled {faces}")
    expect(reveal(page, ident(page, "event-2"))).to_contain_text("undone")
    page.go_back()
    expect(page.get_by_text("No dice rolled yet.")).to_be_visible()
    tap(page, "button", "Roll", exact=True)
    assert dice_shown(page) == rolled
