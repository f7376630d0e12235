"""Cold start and tap latency of Table Companion against a bare Flet app, measured side by side.

    python benchmarks/ui.py [--runs 5] [--taps 30] [--history 1000]

Cold start: from starting the server process to the first screen being interactive in Chromium
(semantics on, the first button found). Tap latency: from a click on a banker button (Roll on a
table with --history events already in its log) to the updated number on screen, against the
bare app's counter. Goals (proof issue): cold start at most 1.3x the bare app, tap at most 1.5x.
Needs Chromium (see the README); all traffic stays on 127.0.0.1.
"""
from __future__ import annotations

import argparse
import platform
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.browser import CHROMIUM_ARGS, Server, find_chromium, free_port, open_phone  # noqa: E402
from tests.e2e.flutter import type_into  # noqa: E402


def wait_port(port: int, proc: subprocess.Popen, timeout: float = 40) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), 0.1).close()
            return
        except OSError:
            if proc.poll() is not None:
                raise RuntimeError("server died")
            time.sleep(0.02)
    raise RuntimeError("server did not start")


def interactive(browser, url: str, button: str):
    ctx, page = open_phone(browser, url, timeout=60_000)
    page.get_by_role("button", name=button).first.wait_for(timeout=60_000)
    return ctx, page


def cold_bare(browser) -> float:
    port = free_port()
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, str(ROOT / "benchmarks" / "bare_app.py"), str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_port(port, proc)
        ctx, _ = interactive(browser, f"http://127.0.0.1:{port}/", "Add one")
        took = time.perf_counter() - t0
        ctx.close()
        return took
    finally:
        proc.kill()
        proc.wait()


def cold_companion(browser, tmp: Path) -> float:
    server = Server(tmp / f"cold-{random.random()}")
    t0 = time.perf_counter()
    server.start()
    try:
        ctx, _ = interactive(browser, server.host("/"), "New table")
        took = time.perf_counter() - t0
        ctx.close()
        return took
    finally:
        server.stop()


def seed_table(data: Path, history: int) -> str:
    from calculators.core.table import make_setup
    from calculators.core.tray import roll_tray
    from companion.storage import Store
    from companion.table import TableHub

    hub = TableHub(Store(data))
    sid = hub.create(make_setup("rollout", "Benchmark", ["Ann", "Bob", "Cy", "Dee"], "Kim"))
    rng = random.Random(7)
    for i in range(history - 1):
        hub.act(sid, lambda log, i=i: roll_tray(log, "banker", 2, f"seed {i}", rng=rng))
    return sid


def taps_bare(browser, taps: int) -> list[float]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, str(ROOT / "benchmarks" / "bare_app.py"), str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_port(port, proc)
        ctx, page = interactive(browser, f"http://127.0.0.1:{port}/", "Add one")
        out = []
        button = page.get_by_role("button", name="Add one")
        shown = page.locator('[flt-semantics-identifier="count"]')
        for i in range(1, taps + 1):
            t0 = time.perf_counter()
            button.click()
            page.wait_for_function("([el, n]) => el && el.textContent.trim() === String(n)",
                                   arg=[shown.element_handle(), i], timeout=10_000)
            out.append(time.perf_counter() - t0)
        ctx.close()
        return out
    finally:
        proc.kill()
        proc.wait()


def taps_companion(browser, tmp: Path, taps: int, history: int) -> list[float]:
    data = tmp / "taps"
    sid = seed_table(data, history)
    server = Server(data).start()
    try:
        ctx, page = interactive(browser, server.host(f"/table/{sid}"), "Roll")
        roll = page.get_by_role("button", name="Roll", exact=True)
        roll.scroll_into_view_if_needed()
        out = []
        for i in range(taps):
            # Each roll gets its own purpose: two rolls with the same faces would otherwise look unchanged.
            type_into(page, "What is the roll for?", f"tap {i}")
            roll.scroll_into_view_if_needed()
            t0 = time.perf_counter()
            roll.click()
            page.wait_for_function(
                "([want]) => { const el = document.querySelector('[flt-semantics-identifier=\"tray-roll\"]');"
                " return el && el.textContent.includes(want); }", arg=[f"tap {i}:"], timeout=10_000)
            out.append(time.perf_counter() - t0)
        ctx.close()
        return out
    finally:
        server.stop()


def p95(xs: list[float]) -> float:
    return sorted(xs)[max(0, int(round(0.95 * len(xs))) - 1)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--taps", type=int, default=30)
    ap.add_argument("--history", type=int, default=1000)
    args = ap.parse_args()
    chromium = find_chromium()
    if not chromium:
        sys.exit("no Chromium found: see the README")
    from playwright.sync_api import sync_playwright

    print(f"# ui.py — {date.today()} — {platform.platform()}, {platform.machine()}, "
          f"{__import__('os').cpu_count()} CPUs, Python {platform.python_version()}")
    with tempfile.TemporaryDirectory() as d, sync_playwright() as p:
        tmp = Path(d)
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        bare, comp = [], []
        for _ in range(args.runs):  # alternate, so a busy moment hits both alike
            bare.append(cold_bare(browser))
            comp.append(cold_companion(browser, tmp))
        mb, mc = statistics.median(bare), statistics.median(comp)
        print(f"cold start   bare Flet {mb:.2f} s   Companion {mc:.2f} s   ratio {mc / mb:.2f}  (goal <= 1.3; "
              f"median of {args.runs})")
        tb = taps_bare(browser, args.taps)
        tc = taps_companion(browser, tmp, args.taps, args.history)
        print(f"tap latency  bare Flet median {statistics.median(tb) * 1000:.0f} ms p95 {p95(tb) * 1000:.0f} ms   "
              f"Companion ({args.history} events) median {statistics.median(tc) * 1000:.0f} ms "
              f"p95 {p95(tc) * 1000:.0f} ms   ratio median {statistics.median(tc) / statistics.median(tb):.2f} "
              f"p95 {p95(tc) / p95(tb):.2f}  (goal <= 1.5)")
        browser.close()


if __name__ == "__main__":
    main()
