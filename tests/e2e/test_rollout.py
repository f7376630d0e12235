"""Rollout screens (issue 5), in Chromium at phone size: setup and Stage 1 on the banker page, a sealed
Step B with two player pages that never receive each other's budget or cash, Step D's free and bonus
rolls, a Stage 4 auction with secret bids, and Cash Out."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import PHONE, enable_semantics
from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.frames import FrameLog

pytestmark = pytest.mark.e2e
T = 20_000


def new_table(page, players, banker="Kim"):
    page.get_by_role("button", name="New table").click()
    type_into(page, "Table name", "Rollout night")
    for name in players:
        type_into(page, "Player's name", name)
        tap(page, "button", "Add player")
    field = page.get_by_role("textbox", name="Banker's name (does not play)")
    for _ in range(3):
        tap(page, "radio", "Someone who does not play")
        try:
            field.wait_for(timeout=5_000)
            break
        except Exception:
            continue
    type_into(page, "Banker's name (does not play)", banker)
    tap(page, "button", "Start the table")
    expect(page.get_by_text("Seats, clockwise")).to_be_visible(timeout=T)


def set_up_game(page, dice=("5", "2"), picks=(("Ann", "Simcor"), ("Bob", "Camcon"))):
    """Real dice typed in (Ann 5, Bob 2: Ann chooses first), companies, Start."""
    for seat, face in zip(("Ann", "Bob"), dice):
        type_into(page, f"{seat}'s die for the choice", face)
    tap(page, "button", "Record these dice")
    expect(reveal(page, ident(page, "ro-choice-order"))).to_contain_text("Ann chooses first", timeout=T)
    for seat, company in picks:
        tap(page, "button", f"{seat} takes {company}")
        page.wait_for_timeout(300)
    tap(page, "button", "Start the game")
    expect(reveal(page, ident(page, "ro-stage"))).to_contain_text("Turn 1 · Stage 1", timeout=T)


def text_of(page, identifier: str) -> str:
    return reveal(page, ident(page, identifier)).inner_text()


def shot(page, path, name: str, identifier: str | None = None) -> None:
    if identifier:
        reveal(page, ident(page, identifier))
    page.wait_for_timeout(400)
    page.screenshot(path=str(path / f"{name}.png"))


def page_text(page) -> str:
    return page.locator("flt-semantics-host").inner_text()


def pay_stage1_all(page):
    for seat in ("Ann", "Bob"):
        tap(page, "button", f"Confirm {seat}'s Stage 1")
        expect(reveal(page, ident(page, "ro-s1-done"))).to_contain_text(seat, timeout=T)


def test_setup_and_stage1_on_the_banker_page(server, phone, tmp_path):
    page = phone(server.host("/"), ready_text="New table")
    new_table(page, ["Ann", "Bob"])
    expect(reveal(page, ident(page, "ro-stage"))).to_contain_text("Setting Up", timeout=T)
    shot(page, tmp_path, "ro-setup")
    set_up_game(page)
    # Setting Up: $7 billion each, price $500M, Square One, every share the Bank's.
    expect(reveal(page, ident(page, "cash-Simcor"))).to_have_text("Cash $7B")
    expect(reveal(page, ident(page, "price-Simcor"))).to_contain_text("Price $500M")
    shot(page, tmp_path, "ro-overview", "register-Simcor")
    # Stage 1, line by line (Ann first): salaries $100M, then dividends 10 × $50M to the Bank.
    expect(reveal(page, ident(page, "s1-line-0"))).to_contain_text("Salaries: 1 Store × $100M")
    expect(reveal(page, ident(page, "s1-line-1"))).to_contain_text("10 × $50M")
    expect(reveal(page, ident(page, "s1-total"))).to_have_text("Total $600M")
    shot(page, tmp_path, "ro-stage1", "s1-total")
    tap(page, "button", "Confirm Ann's Stage 1")
    expect(reveal(page, ident(page, "cash-Simcor"))).to_have_text("Cash $6.4B", timeout=T)
    # Bob skips his dividends: salaries only, the meter five squares left.
    page.get_by_role("switch", name="Pay dividends").click()
    expect(reveal(page, ident(page, "s1-total"))).to_have_text("Total $100M", timeout=T)
    tap(page, "button", "Confirm Bob's Stage 1")
    expect(reveal(page, ident(page, "ro-stage"))).to_contain_text("Stage 2", timeout=T)
    expect(reveal(page, ident(page, "cash-Camcon"))).to_have_text("Cash $6.9B")
    expect(reveal(page, ident(page, "price-Camcon"))).to_contain_text("Price $250M")
