"""The banker's taps and long scrolls for one Rollout turn with three players, Stages 1, 3 and 4, on the
banker's phone (412×915) in Chromium, and whether each outcome shows without scrolling.

    python benchmarks/rollout_turn.py

A tap is a click on a control; a long scroll is reaching the next control (or the outcome of the last tap)
only after scrolling more than one screen height. Stage 2 (the Hex, budgets, sealed entries, dice) is played by
the rules core between Stages 1 and 3 (the server restarted on the saved table): driving it by hand needs the
players' phones. Issue 16 counted ~45 taps and 10 long scrolls for Stages 1–4 by hand."""
from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright

from tests.e2e.browser import CHROMIUM_ARGS, PHONE, Server, find_chromium, open_phone
from tests.e2e.flutter import _in_view, ident
from tests.e2e.rollout_seed import Seed

STEP = 350  # px per wheel notch, as tests/e2e/flutter.reveal


class Banker:
    """The banker's phone, counting taps and scrolling."""

    def __init__(self, page):
        self.page, self.taps, self.long_scrolls, self.scrolled, self.outcomes_off_screen = page, 0, 0, 0, 0
        self.missed: list[str] = []
        self.last_tap = ""

    def _reach(self, locator) -> None:
        page, moved = self.page, 0
        page.mouse.move(206, 500)
        for direction in (1, -1):
            for _ in range(30 if direction == 1 else 60):
                if _in_view(page, locator):
                    self.scrolled += moved
                    if moved > PHONE["height"]:
                        self.long_scrolls += 1
                    return
                page.mouse.wheel(0, direction * STEP)
                moved += STEP
                time.sleep(0.15)
        raise AssertionError(f"not found: {locator}")

    def tap(self, role: str, name: str) -> None:
        loc = self.page.get_by_role(role, name=name)
        loc.first.wait_for(state="attached", timeout=20_000)
        self._reach(loc)
        loc.first.click()
        self.taps += 1
        self.last_tap = name
        time.sleep(0.6)

    def outcome(self) -> None:
        """The last action's outcome: counted off screen when the banker has to scroll to read it."""
        last = ident(self.page, "ro-last")
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
            ctx.close()
            server.stop()
            seed = Seed.__new__(Seed)  # the same saved table, moved on through Stage 2 by the rules core
            import random

            from companion.storage import Store
            from companion.table import TableHub
            seed.store = Store(data)
            seed.hub = TableHub(seed.store)
            seed.sid, seed.rng = sid, random.Random(7)
            seed.stage2()
            server.start()
            ctx, page = open_phone(browser, server.host(f"/table/{sid}"))
            b.page = page
            play_3_4(b)
            b.stage_is("Stage 5")
            ctx.close()
            browser.close()
        server.stop()
        print(f"Rollout, three players, Stages 1, 3 and 4 on the banker's phone ({PHONE['width']}x{PHONE['height']}):")
        print(f"  taps {b.taps}, long scrolls {b.long_scrolls}, scrolled {b.scrolled} px, "
              f"outcomes not on screen after the tap {b.outcomes_off_screen} of 10 {b.missed or ''}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
