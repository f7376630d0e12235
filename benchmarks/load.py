"""Load on one table: a banker page and six seat pages in Chromium act at random; server memory and propagation.

    python benchmarks/load.py [--seconds 60] [--warmup 10]

Prints the actions issued, acknowledged and saved; how long a roll takes to show on the other pages
(median, p95, max; goal: about a second at most); the server's RSS after the warm-up against after the
run (goal: within 20 %); and whether every page ended on the server's fingerprint. Needs Chromium (see
the README); all traffic stays on 127.0.0.1. tests/e2e/test_load.py runs the same driver as a test.
"""
from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.browser import CHROMIUM_ARGS, find_chromium  # noqa: E402
from tests.e2e.load import check, run_load  # noqa: E402
from tests.e2e.typing import watch  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--warmup", type=float, default=10)
    args = ap.parse_args()
    chromium = find_chromium()
    if not chromium:
        sys.exit("no Chromium found: see the README")
    from playwright.sync_api import sync_playwright

    print(f"# load.py — {date.today()} — {platform.platform()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}; banker + 6 seat pages, {args.seconds:.0f} s")
    with tempfile.TemporaryDirectory() as d, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        watch(browser)  # the driver fails on typed text a page never sent (tests/e2e/typing.py)
        result = run_load(browser, Path(d) / "data", args.seconds, warmup=args.warmup)
        browser.close()
    print(result.summary())
    problems = check(result)
    print("consistency  " + ("no lost or doubled update; every page on the server's fingerprint" if not problems
                             else "; ".join(problems)))


if __name__ == "__main__":
    main()
