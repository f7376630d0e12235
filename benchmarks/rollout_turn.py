"""The banker's taps and long scrolls for one Rollout turn with three players, Stages 1 to 4, on the
banker's phone (412×915) in Chromium, and whether each outcome shows without scrolling.

    python benchmarks/rollout_turn.py

A tap is a click on a control (typing a card's Q counts as one); a long scroll is reaching the next control (or
the outcome of the last tap) only after scrolling more than one screen height. Stage 2 is played on the banker's
phone too: the Hex, Step B's sealed budgets by passing the phone to each player (open the entry, a Blitz chip, a
price chip, Confirm, back to the table), the reveal, each card, each player's dice, profits and prices.
Issue 16 counted ~45 taps and 10 long scrolls for Stages 1–4 by hand."""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright

from tests.e2e.browser import CHROMIUM_ARGS, PHONE, Server, find_chromium, open_phone
from tests.e2e.flutter import _in_view, ident, type_into
from tests.e2e.rollout_seed import Seed

STEP = 350  # px per wheel notch, as tests/e2e/flutter.reveal


class Banker:
    """The banker's phone, counting taps and scrolling."""

    def __init__(self, page):
        self.page, self.taps, self.long_scrolls, self.scrolled, self.outcomes_off_screen = page, 0, 0, 0, 0
        self.missed: list[str] = []
        self.outcomes = 0
        self.last_tap = ""

    def _reach(self, locator) -> None:
        """Scroll to `locator` as a banker who knows the screen would: up (to the stage banner, the top of the
        page) first, then down. The distance counted is from where the banker was to where the control is,
        not the search's wheel travel; more than one screen height is a long scroll."""
        page = self.page
        page.mouse.move(206, 500)
        up = down = 0
        while not _in_view(page, locator) and not _in_view(page, ident(page, "ro-stage")) and up < 60 * STEP:
            page.mouse.wheel(0, -STEP)
            up += STEP
            time.sleep(0.15)
        while not _in_view(page, locator) and down < 60 * STEP:
            page.mouse.wheel(0, STEP)
            down += STEP
            time.sleep(0.15)
        if not _in_view(page, locator):
            raise AssertionError(f"not found: {locator}")
        moved = abs(down - up)
        if moved and os.environ.get("ROLLOUT_TURN_VERBOSE"):
            print(f"  scrolled {moved} px to {locator}")
        self.scrolled += moved
        if moved > PHONE["height"]:
            self.long_scrolls += 1

    def tap(self, role: str, name: str, exact: bool = False) -> None:
        loc = self.page.get_by_role(role, name=name, exact=exact)
        loc.first.wait_for(state="attached", timeout=20_000)
        self._reach(loc)
        loc.first.click()
        self.taps += 1
        self.last_tap = name
        time.sleep(0.6)

    def tap_here(self, role: str, name: str) -> None:
        """A tap on a screen that fits the phone (no scrolling): Flutter's semantics nodes of a new, short
        screen can sit for a while where the old, scrolled layout had them, so they are not looked for on
        screen."""
        loc = self.page.get_by_role(role, name=name, exact=True)
        loc.first.wait_for(state="attached", timeout=20_000)
        loc.first.click()
        self.taps += 1
        self.last_tap = name
        time.sleep(0.6)

    def type(self, label: str, text: str) -> None:
        """Reach a field, tap it and type (one tap)."""
        self._reach(self.page.get_by_role("textbox", name=label))
        type_into(self.page, label, text)
        self.taps += 1
        self.last_tap = label

    def outcome(self) -> None:
        """The last action's outcome: counted off screen when the banker has to scroll to read it."""
        last = ident(self.page, "ro-last")
        self.outcomes += 1
        deadline = time.monotonic() + 3  # a loaded machine may still be drawing the new screen
        while (last.count() == 0 or not _in_view(self.page, last)) and time.monotonic() < deadline:
            time.sleep(0.2)
        if last.count() == 0 or not _in_view(self.page, last):
            self.outcomes_off_screen += 1
            self.missed.append(self.last_tap)

    def stage_is(self, text: str) -> None:
        ident(self.page, "ro-stage").first.wait_for(state="attached", timeout=20_000)
        deadline = time.monotonic() + 20
        while text not in (ident(self.page, "ro-stage").first.inner_text() or "") and time.monotonic() < deadline:
            time.sleep(0.2)


def play(b: Banker, server: Server, seed_dir: Path, sid: str) -> None:
    for p in ("Ann", "Bob", "Cy"):  # Stage 1: the next player's preview, Confirm
        b.tap("button", f"Confirm {p}'s Stage 1")
        b.outcome()


def play_2(b: Banker) -> None:
    """Stage 2 on the banker's phone, Step B's budgets entered by passing the phone."""
    b.tap("button", "Roll for the Hex")
    b.outcome()
    b.tap("button", "Open Step B (sealed budgets)")
    b.outcome()
    for p in ("Ann", "Bob", "Cy"):
        b.tap("button", f"Pass the phone to {p}")
        b.tap("button", f"I am {p}: open my entry")
        # The passed phone's form fits one screen (Step B's chips, issue 16): tapped where it stands.
        b.tap_here("button", "Advertising Blitz: $100M")
        b.tap_here("button", "Price of your product: $30")
        b.tap_here("button", "Confirm my entry")
        b.tap_here("button", "Back to the table")
    b.tap("button", "Reveal the budgets (Step C)")
    b.outcome()
    for p in ("Ann", "Bob", "Cy"):
        b.type(f"{p}'s card Q", "5")
        b.tap("button", f"Confirm {p}'s card")
        b.outcome()
    for p in ("Ann", "Bob", "Cy"):
        b.tap("button", f"Roll {p}'s dice")
        b.outcome()
    b.tap("button", "Collect profits from the Bank (Step E)")
    b.outcome()
    b.tap("button", "Adjust the stock prices (Step F)")
    b.outcome()


def play_3_4(b: Banker) -> None:
    for stage in (3, 4):
        b.stage_is(f"Stage {stage}")
        for p in ("Ann", "Bob", "Cy"):
            b.tap("checkbox", f"{p} plays")
        b.tap("button", f"Start Stage {stage} with the app's die")
        b.outcome()
        if stage == 4:
            for _ in range(6):  # each lot the Bank offers: one bid at the first quick price, sold
                page = b.page
                time.sleep(0.5)
                quick = page.get_by_role("button", name=__import__("re").compile(r"bids \$"))
                if quick.count() == 0:
                    break
                b._reach(quick)
                quick.first.click()
                b.taps += 1
                time.sleep(0.6)
                b.tap("button", "Sell to the top bidder")
                b.outcome()
        b.tap("button", f"End Stage {stage}")
        b.outcome()


def main() -> None:
    chromium = find_chromium()
    tmp = Path(tempfile.mkdtemp(prefix="rollout-turn-"))
    try:
        data = tmp / "data"
        seed = Seed(data, players=("Ann", "Bob", "Cy"))
        sid = seed.sid
        server = Server(data).start()
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            ctx, page = open_phone(browser, server.host(f"/table/{sid}"))
            b = Banker(page)
            b.stage_is("Stage 1")
            play(b, server, data, sid)
            b.stage_is("Stage 2")
            play_2(b)
            play_3_4(b)
            b.stage_is("Stage 5")
            ctx.close()
            browser.close()
        server.stop()
        print(f"Rollout, three players, Stages 1 to 4 on the banker's phone ({PHONE['width']}x{PHONE['height']}):")
        print(f"  taps {b.taps}, long scrolls {b.long_scrolls}, scrolled {b.scrolled} px, "
              f"outcomes not on screen after the tap {b.outcomes_off_screen} of {b.outcomes} {b.missed or ''}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
