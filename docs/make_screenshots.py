"""Make the README's phone-size screenshots of each game from the recorded tables.

    python docs/make_screenshots.py [--chromium PATH]

Each game's mid-game fixture (tests/fixtures/<game>/midgame.json) is imported into a temporary data
folder with `companion import`, the real server is started on it, and the table screen is
photographed at 412×915 (a common Android phone) in light and dark, as the host sees it. Writes
docs/game-<game>.png and docs/game-<game>-dark.png; and Fortune's finished game (its whole-game fixture) as
docs/screenshot-light.png and docs/screenshot-dark.png (the results a table reads at the end).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.browser import PHONE, Server, enable_semantics, find_chromium  # noqa: E402
from tests.support.golden import FIXTURES, GAMES  # noqa: E402

ARGS = ["--no-sandbox", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def imported(data: Path, game: str, fixture: str = "midgame") -> str:
    raw = json.loads((FIXTURES / game / f"{fixture}.json").read_text(encoding="utf-8"))
    path = data.parent / f"{game}.txt"
    table_file = raw["table_file"]
    path.write_text(table_file if isinstance(table_file, str) else json.dumps(table_file), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "companion", "import", str(path), "--data-dir", str(data)],
                         capture_output=True, text=True, check=True).stdout
    return out.split()[0]


def photograph(browser, url: str, scheme: str, ready: str, name: str) -> None:
    """docs/`name`: the screen at `url` on a phone in `scheme`, once `ready` shows."""
    ctx = browser.new_context(viewport=PHONE, color_scheme=scheme, locale="en-US")
    page = ctx.new_page()
    page.goto(url)
    enable_semantics(page)
    page.get_by_text(ready).first.wait_for(timeout=60_000)
    page.wait_for_timeout(1500)
    out = ROOT / "docs" / name
    page.screenshot(path=str(out))
    print(out.relative_to(ROOT))
    ctx.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", default=None)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    chromium = args.chromium or find_chromium()
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        tables = {game: imported(data, game) for game in GAMES}
        finished = imported(data, "fortune", "whole")
        server = Server(data).start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=chromium, args=ARGS)
                for game, sid in tables.items():
                    for scheme in ("light", "dark"):
                        photograph(browser, server.host(f"/table/{sid}"), scheme, "Seats, clockwise",
                                   f"game-{game}{'-dark' if scheme == 'dark' else ''}.png")
                for scheme in ("light", "dark"):
                    photograph(browser, server.host(f"/table/{finished}"), scheme, "Final balance",
                               f"screenshot-{scheme}.png")
                browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
