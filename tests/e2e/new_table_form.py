"""Starting a table from New table as a player would: its players typed in and added, the banker chosen, Start."""
from __future__ import annotations

from playwright.sync_api import expect

from tests.e2e.flutter import tap, type_into


def start_from_the_form(page, players, banker: str, timeout: float = 30_000) -> None:
    """On New table: add `players`, choose `banker` (a player's "… (plays)" radio), start, and wait for the table."""
    for name in players:
        type_into(page, "Player's name", name)
        tap(page, "button", "Add player")
    tap(page, "radio", f"{banker} (plays)")
    tap(page, "button", "Start the table")
    expect(page.get_by_text("Seats, clockwise")).to_be_visible(timeout=timeout)
