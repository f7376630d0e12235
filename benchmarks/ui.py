"""Cold start, tap latency and bytes per tap of Table Companion on each game's table screen, against a bare Flet app.

    python benchmarks/ui.py [--runs 3] [--taps 30] [--colds 3] [--games rollout,owners-choice,fortune,roll-and-rails]
                            [--pad 0] [--watchers 0]

For each game a table in full swing (the codec tests' game, tests/support/tables.py: a real mid-game screen with its
forms, lists and tray; `--pad N` adds N tray rolls to its history) is opened on the banker's table screen. Each run,
for each game:
- cold start: from starting the server process to that table screen being interactive in Chromium (semantics on,
  its Roll button in the page's accessibility tree, on the page's own clock; the time Playwright's wait saw it is
  printed beside, "waited"), against the bare app (benchmarks/bare_app.py) to its first button, one after the other,
  `--colds` times (the medians count); the app's modules are compiled to bytecode first, as an installed app's are;
- tap latency: from a click on Roll (the roll's purpose typed before, outside the timing) to the roll's purpose
  shown on the tray, against a click on the bare app's counter to its new number; the two apps' taps interleaved,
  so a busy moment hits both alike. Each page is let settle before its timed click (nothing on it changed for
  150 ms, as a person looks before the thumb comes down, `tests.e2e.flutter.settled`): a click straight after the
  typing also timed the browser catching up with the keystrokes (medians 108 ms against 71 ms settled, the bare
  app 64-70 ms, 20 interleaved taps each on Owner's Choice, 2026-12-04), which no bare counter tap has.
  `--watchers N` opens N more phones on the table, each redrawn by every tap;
  A tap whose roll never shows on the tray within 20 s is not timed: it is printed as LOST with what the page
  showed instead (the tray, the purpose field, a screenshot), and counted in the summary;
- bytes: the websocket frames the tapping page received from its click until 0.3 s after the result showed.
Three runs by default; the spread (lowest-highest ratio over the runs) is printed per game. Goals (issue 15):
tap median and p95 at most 1.5x the bare app, cold start at most 1.3x, on a quiet machine. A benchmark only:
nothing here is asserted. Needs Chromium (see the README); all traffic stays on 127.0.0.1.
"""
from __future__ import annotations

import argparse
import compileall
import json
import os
import platform
import random
import shutil
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
from tests.e2e.flutter import reveal, settled, type_into  # noqa: E402
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402

GAMES = ("rollout", "owners-choice", "fortune", "roll-and-rails")
TRAY = ("n => { const e = document.querySelector('[flt-semantics-identifier=\"tray-roll\"]');"
        " return e && e.textContent.includes('tap ' + n + ':'); }")
LOST = ("() => ({tray: (document.querySelector('[flt-semantics-identifier=\"tray-roll\"]') || {}).textContent,"
        " fields: Array.from(document.querySelectorAll('input, textarea')).map(e => [e.getAttribute('aria-label'),"
        " e.value])})")
COUNT = "n => { const e = document.querySelector('[flt-semantics-identifier=\"count\"]');" \
        " return e && e.textContent.trim() === String(n); }"


class Frames:
    """Sizes of the websocket frames a page receives (server -> browser), with their arrival times."""

    def __init__(self, page):
        self.got: list[tuple[float, int]] = []
        page.on("websocket", lambda ws: ws.on("framereceived", self._on))

    def _on(self, payload) -> None:
        self.got.append((time.perf_counter(), len(payload)))

    def since(self, t0: float) -> int:
        return sum(n for t, n in self.got if t >= t0)


def wait_port(port: int, proc: subprocess.Popen, timeout: float = 60) -> None:
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


class Bare:
    """The bare Flet counter in its own process."""

    def __init__(self):
        self.port = free_port()
        self.proc = subprocess.Popen([sys.executable, str(ROOT / "benchmarks" / "bare_app.py"), str(self.port)],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_port(self.port, self.proc)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def stop(self) -> None:
        self.proc.kill()
        self.proc.wait()


def seed_game(data: Path, game: str, pad: int) -> str:
    """A table of `game` in full swing, saved into `data` before the server starts; its id."""
    from calculators.core.tray import roll_tray
    from tests.support.screens import Table
    from tests.support.tables import game_log

    t = Table(data, game)
    sid = t.create(game_log(game))
    rng = random.Random(7)
    for i in range(pad):
        t.hub.act(sid, lambda log, i=i: roll_tray(log, "banker", 2, f"seed {i}", rng=rng))
    return sid


def seed_table(data: Path, history: int) -> str:
    """A Rollout table whose log holds `history` events, mostly tray rolls (the earlier benchmark's table; the
    prototype harness in the shared examples seeds with it)."""
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


# The moment a button named `name` joins the page's accessibility tree, on the page's own clock: a MutationObserver
# on the document, set before the page loads. Playwright's wait for the same button returns later, by its polling
# (0.15-0.3 s on the app's table screen, 0.02-0.05 s on the bare counter, medians of 10 cold starts each, 2026-12-03):
# timed by that wait, the slower screen paid more for being looked at.
APPEARS = r"""
(name) => {
  const seen = () => {
    for (const e of document.querySelectorAll('[role="button"]')) {
      if ((e.getAttribute('aria-label') || e.textContent || '').trim() === name) return true;
    }
    return false;
  };
  const watch = new MutationObserver(() => {
    if (seen()) { window.__appeared = performance.timeOrigin + performance.now(); watch.disconnect(); }
  });
  watch.observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
}
"""


def interactive(browser, url: str, button: str, frames: bool = False):
    # The frames are watched from before the page loads: attached after, they missed the websocket whenever it
    # opened first (one run measured 0 bytes a tap, 2026-12-03).
    seen: list[Frames] = []
    ctx, page = open_phone(browser, url, viewport={"width": 412, "height": 1400}, timeout=90_000,
                           before=f"({APPEARS})({json.dumps(button)})",
                           on_page=(lambda p: seen.append(Frames(p))) if frames else None)
    page.get_by_role("button", name=button, exact=True).first.wait_for(timeout=90_000)
    return ctx, page, (seen[0] if seen else None)


def cold(browser, start, url, button: str) -> tuple[float, float]:
    """Seconds from starting a server (`start()`, returning it) to `button` on its page at `url(server)`: when the
    button joined the page (its own clock), and when Playwright's wait saw it."""
    t0, wall0 = time.perf_counter(), time.time()
    server = start()
    try:
        ctx, page, _ = interactive(browser, url(server), button)
        waited = time.perf_counter() - t0
        appeared = page.evaluate("window.__appeared")  # epoch ms
        ctx.close()
        return (appeared / 1000 - wall0 if appeared else waited), waited
    finally:
        server.stop()


def cold_bare(browser) -> tuple[float, float]:
    return cold(browser, Bare, lambda bare: bare.url, "Add one")


def cold_game(browser, data: Path, sid: str) -> tuple[float, float]:
    return cold(browser, lambda: Server(data).start(), lambda server: server.host(f"/table/{sid}"), "Roll")


def taps(browser, data: Path, sid: str, n: int, watchers: int) -> dict[str, list[float]]:
    """`n` taps on each app, interleaved: latency (ms) and bytes to the tapping page, per app."""
    bare, server = Bare(), Server(data).start()
    contexts = []
    out = {"bare": [], "app": [], "bare_bytes": [], "app_bytes": [], "lost": []}
    try:
        ctx, bpage, bframes = interactive(browser, bare.url, "Add one", frames=True)
        contexts.append(ctx)
        ctx, apage, aframes = interactive(browser, server.host(f"/table/{sid}"), "Roll", frames=True)
        contexts.append(ctx)
        for _ in range(watchers):
            contexts.append(interactive(browser, server.host(f"/table/{sid}"), "Roll")[0])
        add = bpage.get_by_role("button", name="Add one", exact=True)
        for i in range(1, n + 1):
            settled(bpage)
            t0 = time.perf_counter()
            add.click()
            bpage.wait_for_function(COUNT, arg=i, polling="raf", timeout=20_000)
            out["bare"].append((time.perf_counter() - t0) * 1000)
            time.sleep(0.3)
            out["bare_bytes"].append(bframes.since(t0))

            type_into(apage, "What is the roll for?", f"tap {i}")  # not timed
            roll = reveal(apage, apage.get_by_role("button", name="Roll", exact=True))
            settled(apage)  # the typing's tail is not the tap's (see the module's docstring)
            t0 = time.perf_counter()
            roll.click()
            try:
                apage.wait_for_function(TRAY, arg=i, polling="raf", timeout=20_000)
            except PlaywrightTimeout:
                out["lost"].append(lost_tap(apage, i))  # said, not timed; the run goes on
                continue
            out["app"].append((time.perf_counter() - t0) * 1000)
            time.sleep(0.3)
            out["app_bytes"].append(aframes.since(t0))
        return out
    finally:
        for c in contexts:
            c.close()
        server.stop()
        bare.stop()


def lost_tap(page, i: int) -> str:
    """What the page showed when tap `i`'s roll never came: the tray's last roll and the purpose field, as a
    reader reads them, and a screenshot beside the system's temporary files."""
    shot = Path(tempfile.gettempdir()) / f"ui-lost-tap-{os.getpid()}-{i}.png"
    page.screenshot(path=str(shot), full_page=True)
    seen = page.evaluate(LOST)
    return f"tap {i}: no roll 'tap {i}' on the tray after 20 s; tray {seen['tray']!r}, fields {seen['fields']!r}, " \
           f"screenshot {shot}"


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return statistics.median(xs) if p == 50 else xs[max(0, int(round(p / 100 * len(xs))) - 1)]


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def spread(xs: list[float]) -> str:
    return f"{min(xs):.2f}-{max(xs):.2f}" if len(xs) > 1 else f"{xs[0]:.2f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--taps", type=int, default=30)
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--colds", type=int, default=3, help="cold starts of each app per run (their median counts)")
    ap.add_argument("--pad", type=int, default=0, help="tray rolls added to each table's history")
    ap.add_argument("--watchers", type=int, default=0, help="more phones on the table, redrawn by every tap")
    args = ap.parse_args()
    chromium = find_chromium()
    if not chromium:
        sys.exit("no Chromium found: see the README")
    from playwright.sync_api import sync_playwright

    games = args.games.split(",")
    # The app's modules compiled to bytecode first, as an installed app has them (and as Flet, under the bare app,
    # has them in site-packages): a cold start is a server process starting, not a first run after a checkout.
    for package in ("calculators", "companion"):
        compileall.compile_dir(ROOT / package, quiet=1)
    print(f"# ui.py — {date.today()} — {platform.platform()}, {platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}; {args.runs} runs, {args.taps} taps, pad {args.pad}, "
          f"watchers {args.watchers}; load at start {load()}", flush=True)
    ratios: dict[str, dict[str, list[float]]] = {g: {"cold": [], "waited": [], "median": [], "p95": [], "bytes": [], "lost": []}
                                               for g in games}
    with tempfile.TemporaryDirectory() as d, sync_playwright() as p:
        tmp = Path(d)
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        seeded = {}
        for g in games:
            seeded[g] = (tmp / g, seed_game(tmp / g, g, args.pad))
        for run in range(1, args.runs + 1):
            for g in games:
                data, sid = seeded[g]
                work = tmp / f"{g}-run{run}"
                shutil.copytree(data, work)  # each run on the table as seeded
                colds = [(cold_bare(browser), cold_game(browser, work, sid)) for _ in range(args.colds)]
                cb, cg = (statistics.median(c[i][0] for c in colds) for i in (0, 1))  # on the page's clock
                wb, wg = (statistics.median(c[i][1] for c in colds) for i in (0, 1))  # as Playwright's wait saw
                r = ratios[g]
                r["cold"].append(cg / cb)
                r["waited"].append(wg / wb)
                t = taps(browser, work, sid, args.taps, args.watchers)
                r["median"].append(pct(t["app"], 50) / pct(t["bare"], 50))
                r["p95"].append(pct(t["app"], 95) / pct(t["bare"], 95))
                r["bytes"].append(statistics.median(t["app_bytes"]))
                print(f"run {run} {g:15s} cold {cg:5.2f} s vs bare {cb:5.2f} s = {cg / cb:4.2f}x (waited "
                      f"{wg:4.2f} vs {wb:4.2f} s = {wg / wb:4.2f}x) | tap median "
                      f"{pct(t['app'], 50):5.0f} ms p95 {pct(t['app'], 95):5.0f} ms vs bare {pct(t['bare'], 50):4.0f}/"
                      f"{pct(t['bare'], 95):4.0f} ms = {r['median'][-1]:4.2f}x / {r['p95'][-1]:4.2f}x | bytes to the "
                      f"tapping page per tap median {statistics.median(t['app_bytes']):6.0f} max "
                      f"{max(t['app_bytes'])} (bare {statistics.median(t['bare_bytes']):.0f}) | load {load()}",
                      flush=True)
                for line in t["lost"]:
                    print(f"run {run} {g:15s} LOST {line}", flush=True)
                r["lost"].append(len(t["lost"]))
        browser.close()
    print("# spread over the runs (lowest-highest ratio to the bare app; goals: tap <= 1.5, cold <= 1.3)")
    for g in games:
        r = ratios[g]
        print(f"{g:15s} tap median {spread(r['median'])}x  p95 {spread(r['p95'])}x  cold {spread(r['cold'])}x "
              f"(waited {spread(r['waited'])}x)  "
              f"bytes/tap {min(r['bytes']):.0f}-{max(r['bytes']):.0f}  taps never shown {sum(r['lost'])}")
    print(f"# load at end {load()}")


if __name__ == "__main__":
    main()
