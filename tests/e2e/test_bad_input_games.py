"""Bad input on the game screens (proof issue): negative, zero, enormous (10^30), not a number, empty, emoji and
10,000 characters typed into the banker's money fields of every game and into the board-tables editor.

Each value ends in a clear message on the screen (the field's error or the screen's refusal) or is a valid value,
and the saved table is checked on disk, not only on the screen: a refused value adds no event. Tables are seeded
on disk before the server starts (a game in full swing, or a fresh table moved on by its own commands), so each
test goes straight to its screen and types its values in a loop on one page.

Settings has no field to type into (one switch), so it has no test here.
"""
from __future__ import annotations

import re
import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from calculators.core.boards import board_edits, starting_board
from calculators.core.snapshot import snapshot_from_table
from calculators.core.table import TableSetup, make_setup
from companion.share import import_snapshot
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.browser import Server, open_phone
from tests.e2e.conftest import enable_semantics
from tests.e2e.flutter import ident, reveal, tap, type_into

pytestmark = pytest.mark.e2e
BAD = ["-5", "0", "1" + "0" * 30, "abc", "", "🎲💰", "9" * 10_000]
T = 20_000


def not_crashed(page) -> None:
    assert page.get_by_text("Something went wrong").count() == 0
    assert page.get_by_text("Error running app").count() == 0


def events(data: Path, sid: str) -> list[dict]:
    """The table's saved log, read from disk (what a restart would replay)."""
    return list(Store(data).load(sid).events)


def late_game(hub: TableHub, game: str) -> str:
    """A game in full swing, built by that game's own codec tests, saved as a table of `hub`."""
    calc = str(Path(__file__).resolve().parents[1] / "calculators")
    if calc not in sys.path:
        sys.path.insert(0, calc)
    from tests.support.tables import game_log

    log = game_log(game)
    first = log.events[0].data
    setup = TableSetup.model_validate({k: first[k] for k in ("game", "name", "players", "banker")})
    board = starting_board(log)
    return import_snapshot(hub, snapshot_from_table(setup, log, "0" * 32, board.version if board else "",
                                                    board_edits(log)))


@pytest.fixture
def phone(browser):
    """A tall phone (412×1600), so each screen here fits and nothing needs scrolling between values."""
    contexts = []

    def open_page(url: str, ready_text: str | None = None):
        ctx, page = open_phone(browser, url, {"width": 412, "height": 1600})
        contexts.append(ctx)
        if ready_text:
            page.get_by_text(ready_text).first.wait_for(timeout=30_000)
        return page
    yield open_page
    for c in contexts:
        c.close()


@pytest.fixture
def seeded(tmp_path):
    """seeded(make) -> (server, sid): `make(hub)` saves a table before the server starts on the same folder."""
    servers = []

    def start(make):
        data = tmp_path / "data"
        sid = make(TableHub(Store(data)))
        servers.append(Server(data).start())
        return servers[-1], sid
    yield start
    for s in servers:
        s.stop()


def attempt(page, data, sid, value, *, type_in, press, refusal, valid=()) -> None:
    """Type `value`, press the action; a refusal must show and nothing be saved, or the value is valid and saved."""
    before = len(events(data, sid))
    type_in(value)
    press()
    not_crashed(page)
    if value in valid:
        deadline = time.monotonic() + T / 1000
        while len(events(data, sid)) == before and time.monotonic() < deadline:
            time.sleep(0.1)  # the one valid value is saved (waited for, not timed)
        assert len(events(data, sid)) == before + 1, f"{value[:20]!r} was not saved exactly once"
        return
    # The tall phone has the whole screen in its semantics tree: no scrolling to find the message.
    expect(refusal(value) if callable(refusal) else refusal).to_be_attached(timeout=T)
    assert len(events(data, sid)) == before, f"{value[:20]!r} was saved"  # (each test re-checks at its end)


def test_rollout_correction_amount_and_reason(seeded, phone):
    server, sid = seeded(lambda hub: late_game(hub, "rollout"))
    data = server.data_dir
    page = phone(server.host(f"/table/{sid}/game/more"), ready_text="Correct a number")
    refused = ident(page, "ro-refused")
    type_into(page, "Reason (kept in the history)", "a miscount")
    for value in BAD:
        attempt(page, data, sid, value, type_in=lambda v: type_into(page, "Correction amount", v),
                press=lambda: tap(page, "button", "Record the correction"), refusal=refused, valid={"-5"})
    saved = events(data, sid)[-1]["data"]
    assert saved.get("delta") == -5 or "-5" in str(saved)  # the one valid value, saved as typed
    # A correction needs its reason.
    attempt(page, data, sid, "", type_in=lambda v: type_into(page, "Reason (kept in the history)", v),
            press=lambda: tap(page, "button", "Record the correction"), refusal=refused)
    expect(refused).to_contain_text(re.compile("reason", re.I))
    assert len(events(data, sid)) == 2  # the imported table and the one valid correction


def test_owners_choice_money_correction(seeded, phone):
    server, sid = seeded(lambda hub: late_game(hub, "owners-choice"))
    data = server.data_dir
    page = phone(server.host(f"/table/{sid}"), ready_text="Seats, clockwise")
    tap(page, "button", "Correct a player's money")
    page.get_by_role("textbox", name="Amount to correct").wait_for(timeout=T)
    # Nobody is chosen at first (a walk's tired banker typed an amount and corrected Ann's money, unchosen).
    attempt(page, data, sid, "5", type_in=lambda v: type_into(page, "Amount to correct", v),
            press=lambda: tap(page, "button", "Add", exact=True),
            refusal=page.locator("flt-semantics").get_by_text("Choose whose money this corrects."))
    tap(page, "radio", "Bob")
    # Each says what is wrong with it (a walk read "Type a whole number of dollars" under "-50", "0" and a
    # 20-digit number alike): the sign, zero, too much, or not a number.
    said = {"-5": "Type the amount without a sign", "0": "Type an amount above $0.",
            "1" + "0" * 30: "A correction is at most $10,000 at a time", "9" * 10_000: "at most $10,000"}
    for value, press in zip(BAD, ["Add", "Take away"] * 4):
        message = page.locator("flt-semantics").get_by_text(said.get(value, "Type a whole number of dollars"))
        attempt(page, data, sid, value, type_in=lambda v: type_into(page, "Amount to correct", v),
                press=lambda: tap(page, "button", press, exact=True), refusal=message)
    # An amount past the bound the rules set is refused by them, and nothing is saved.
    attempt(page, data, sid, "1000000000", type_in=lambda v: type_into(page, "Amount to correct", v),
            press=lambda: tap(page, "button", "Add", exact=True),
            refusal=page.locator("flt-semantics").get_by_text("A correction is at most $10,000 at a time"))
    # Taking away more than a player has, on a phone that sees that money (the banker's own, here Bob's): a typo
    # ("1000" for "100" zeroed a player in a walk) is refused with the amount there is, and nothing is saved.
    from calculators.owners_choice.fold import state_of
    from companion.table import TableHub
    has = next(p.cash for p in state_of(TableHub(Store(data)).get(sid).log).players if p.name == "Bob")
    attempt(page, data, sid, str(has + 1), type_in=lambda v: type_into(page, "Amount to correct", v),
            press=lambda: tap(page, "button", "Take away", exact=True),
            refusal=page.locator("flt-semantics").get_by_text(f"Bob has ${has:,}: take away at most ${has:,}."))
    # Only this try's refusal stands: a walk read "at most $10,000" of the try before under it, both at once.
    expect(page.locator("flt-semantics").get_by_text("A correction is at most $10,000 at a time")).to_have_count(0)
    other = next(p.name for p in state_of(TableHub(Store(data)).get(sid).log).players if p.in_game and p.name != "Bob")
    tap(page, "radio", other)  # another player chosen: what was said of Bob's money goes (a walk read it under Ann)
    expect(page.locator("flt-semantics").get_by_text(f"Bob has ${has:,}")).to_have_count(0)
    assert len(events(data, sid)) == 1  # nothing but the imported table


def fortune_in_play(hub: TableHub) -> str:
    """A fresh Fortune table moved into play by its own commands (capital dealt, Ann rolled highest)."""
    from calculators.fortune import actions as A
    from calculators.fortune.tables import PLAYER_COMPANIES

    sid = hub.create(make_setup("fortune", "Bad input", ["Ann", "Bob"], "Kim"))
    hub.act(sid, lambda log: A.set_up(log, "banker", dict(zip(["Ann", "Bob"], PLAYER_COMPANIES)), 120))
    hub.act(sid, lambda log: A.roll_for_start(log, "banker", [[6, 5], [1, 1]]))
    return sid


def test_fortune_card_payment_amount(seeded, phone):
    server, sid = seeded(fortune_in_play)
    data = server.data_dir
    page = phone(server.host(f"/table/{sid}/game/cards"), ready_text=None)
    amount = re.compile(r"^(Amount|Betrag) \(DM\)")
    page.get_by_role("textbox", name=amount).wait_for(timeout=T)
    reveal(page, page.get_by_role("radio", name="Ann")).wait_for()
    page.get_by_role("radio", name="Ann").nth(1).click()  # receives: the Kasse pays Ann
    type_into(page, re.compile(r"^(Reason|Grund)"), "Lottery win")
    message = page.locator("flt-semantics").get_by_text(re.compile("whole number|ganze Zahl|an amount from|einen Betrag von", re.I))
    go = re.compile("^(Book the payment|Zahlung buchen)$")
    for value in BAD:
        attempt(page, data, sid, value, type_in=lambda v: type_into(page, amount, v),
                press=lambda: tap(page, "button", go), refusal=message.first)
    assert len(events(data, sid)) == 3  # created, capital dealt, starter rolled: no payment


def test_roll_and_rails_setup_numbers_and_the_board_tables_editor(seeded, phone):
    server, sid = seeded(lambda hub: hub.create(make_setup("roll-and-rails", "Bad input", ["Ann", "Bob"], "Kim")))
    data = server.data_dir
    page = phone(server.host(f"/table/{sid}"), ready_text="Seats, clockwise")
    tap(page, "switch", "The app rolls the starting goods")  # a multiplayer game: the setup table only for that
    for colour in ("Yellow", "Red", "Blue", "Green", "Grey"):
        type_into(page, f"{colour} goods in the setup table", "6")
    message = page.locator("flt-semantics").get_by_text("Enter a whole number from 1 to 30.")
    for value in BAD:
        attempt(page, data, sid, value, type_in=lambda v: type_into(page, "Rounds in this game", v),
                press=lambda: tap(page, "button", "Start the game"), refusal=message.first)
    type_into(page, "Rounds in this game", "8")
    for value in ("-5", "1" + "0" * 30, "🎲💰"):
        attempt(page, data, sid, value, type_in=lambda v: type_into(page, "Red goods in the setup table", v),
                press=lambda: tap(page, "button", "Start the game"),
                refusal=page.locator("flt-semantics").get_by_text("Enter a whole number from 0 to 99.").first)
    assert len(events(data, sid)) == 1  # nothing but the table's creation was saved
    # The board-tables editor (every game's), on the same table.
    page.goto(server.host(f"/table/{sid}/board"))
    enable_semantics(page)
    page.get_by_text("Board tables").first.wait_for(timeout=T)
    said = {"-5": "is at least 1", "0": "is at least 1", BAD[2]: "^At most 1,000,000 in “New cities of each colour”"}

    def message(value):
        return page.locator("flt-semantics").get_by_text(re.compile(said.get(value, "^Type a whole number"))).first
    # The table as rows (issue 16): its section opens, its one row opens a field for that value.
    tap(page, "button", re.compile("^New cities of each colour"))
    tap(page, "button", re.compile("^Change: New cities of each colour"))
    for value in BAD:
        attempt(page, data, sid, value, type_in=lambda v: type_into(page, "New value: New cities of each colour", v),
                press=lambda: tap(page, "button", "Save"), refusal=message)
    assert len(events(data, sid)) == 1
