"""The load driver shared by tests/e2e/test_load.py and benchmarks/load.py.

A banker page and six seat pages (each its own Chromium context, as separate phones) on one Rollout table
act at random for a while: each step one to three pages type a roll's purpose (unique: page and number)
and tap Roll on the shared tray, close together. Every page records, in the browser, when each purpose
first shows on its screen (a MutationObserver on the tray's latest roll), so the driver knows which
actions were acknowledged (the acting page showed its own roll) and how long each took to reach the
other pages. Afterwards the saved log is read from disk and every page's fingerprint compared with the
server's. Rolls change a Rollout table's fingerprint, so a page left behind shows a different one.

Lost input is a failure (issue 15, item 4): a tap not saved, a tap that ran another control's handler (anything
saved but a two-dice app roll for the table, or a page left with another control's dialog open), and typed text
that did not arrive as typed (a purpose gone from its field before the tap, or a roll saved under the tray's
default label or any purpose not typed) — `check` lists each.
"""
from __future__ import annotations

import random
import re
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from calculators.core.log import Event, Log
from calculators.core.table import make_setup
from calculators.core.tray import ROLLED, tray_rolls
from companion.access import Access
from companion.share import table_fingerprint
from companion.storage import Store
from companion.table import TableHub
from tests.e2e import typing
from tests.e2e.browser import Server, open_phone
from tests.e2e.flutter import ident

SEATS = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
VIEWPORT = {"width": 412, "height": 1400}  # a tall phone: the tray and the fingerprint stay on screen
OBSERVER = """() => {
  window.__seen = {};
  const note = () => {
    const el = document.querySelector('[flt-semantics-identifier="tray-roll"]');
    if (!el) return;
    const text = el.textContent || '';
    const i = text.indexOf(':');
    if (i > 0) { const p = text.slice(0, i).trim(); if (!(p in window.__seen)) window.__seen[p] = Date.now(); }
  };
  new MutationObserver(note).observe(document.body, {subtree: true, childList: true, characterData: true,
                                                      attributes: true});
  note();
}"""


@dataclass
class LoadResult:
    seconds: float
    issued: list[str] = field(default_factory=list)
    acked: list[str] = field(default_factory=list)
    saved: list[str] = field(default_factory=list)
    latencies_ms: list[float] = field(default_factory=list)  # action -> another page shows it
    own_ms: list[float] = field(default_factory=list)  # action -> the acting page shows it
    retyped: list[str] = field(default_factory=list)  # the field did not hold the typed purpose: text lost
    unfocused: list[str] = field(default_factory=list)  # the field had lost the focus before the tap (typed again)
    unsent: list[str] = field(default_factory=list)  # typed into the ready field, never sent to the app: text lost
    misdirected: list[str] = field(default_factory=list)  # saved events no Roll tap makes (another handler ran)
    dialogs: list[str] = field(default_factory=list)  # pages left with another control's dialog open
    rss_warm_kb: int = 0
    rss_end_kb: int = 0
    server_fingerprint: str = ""
    page_fingerprints: dict[str, str] = field(default_factory=dict)

    def summary(self) -> str:
        lat, own = sorted(self.latencies_ms), sorted(self.own_ms)
        return "\n".join([
            f"actions      {len(self.issued)} issued, {len(self.acked)} acknowledged, {len(self.saved)} saved "
            f"in {self.seconds:.0f} s ({len(self.issued) / max(self.seconds, 1):.1f} per s)",
            f"propagation  to the other pages: median {pct(lat, 50):.0f} ms, p95 {pct(lat, 95):.0f} ms, "
            f"max {max(lat, default=0):.0f} ms ({len(lat)} observations; goal: about 1 s at most)",
            f"own page     median {pct(own, 50):.0f} ms, p95 {pct(own, 95):.0f} ms",
            f"typing       {len(self.retyped)} purposes gone from their field before the tap"
            f"{': ' + ', '.join(self.retyped[:5]) if self.retyped else ''}; {unlabelled(self)} rolls saved under "
            f"{DEFAULT_PURPOSE!r} (each a failure: text lost); {len(self.unfocused)} fields had lost the focus "
            "before the tap (typed again; counted, the saved purpose is checked)",
            f"not sent     {len(self.unsent)} purposes typed into the ready field that the page never sent to the "
            "app (each a failure: text lost)",
            f"misdirected  {len(self.misdirected)} saved events no Roll tap makes; "
            f"{len(self.dialogs)} pages with another control's dialog open (each a failure)",
            f"server RSS   after warm-up {self.rss_warm_kb / 1024:.1f} MiB, after the run "
            f"{self.rss_end_kb / 1024:.1f} MiB, growth {growth(self):+.1f} % (goal: within 20 %)",
            f"fingerprint  server {self.server_fingerprint}; pages "
            f"{', '.join(f'{k} {v}' for k, v in self.page_fingerprints.items())}",
        ])


def pct(xs: list[float], p: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, int(round(p / 100 * len(xs))) - 1))] if p != 50 else statistics.median(xs)


def growth(r: LoadResult) -> float:
    return 100.0 * (r.rss_end_kb - r.rss_warm_kb) / max(r.rss_warm_kb, 1)


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def saved_log(data: Path, sid: str) -> Log:
    stored = Store(data).load(sid)
    return Log(events=tuple(Event.model_validate(e) for e in stored.events))


def saved_purposes(data: Path, sid: str) -> list[str]:
    return [e.data["purpose"] for e in tray_rolls(saved_log(data, sid))]


def not_a_roll_tap(log: Log) -> list[str]:
    """Saved events that a tap on Roll (two six-sided dice, rolled by the app, for the table) does not make: the
    trace of a tap that ran another control's handler (the dice count, the die, "rolling for", real dice…)."""
    out = []
    for e in log.events[1:]:  # after the table's creation
        d = e.data
        if e.kind != ROLLED or d.get("source") != "app" or d.get("die") != "d6" \
                or len(d.get("faces", ())) != 2 or e.on_behalf_of:
            out.append(f"#{e.seq} {e.kind} {d.get('purpose', '')!r} {d.get('die')} x{len(d.get('faces', ()))} "
                       f"{d.get('source')}{' for ' + e.on_behalf_of if e.on_behalf_of else ''}")
    return out


def seed(data: Path) -> tuple[str, dict[str, str]]:
    """A six-seat Rollout table and each seat's link path, saved before the server starts."""
    store = Store(data)
    sid = TableHub(store).create(make_setup("rollout", "Load", list(SEATS), "Kim"))
    access = Access(store, None)
    return sid, {seat: f"/seat/{access.seat_token(sid, seat)}" for seat in SEATS}


def open_page(browser, url: str, ready: str):
    ctx, page = open_phone(browser, url, VIEWPORT, timeout=60_000)
    page.get_by_role("button", name="Roll", exact=True).wait_for(timeout=60_000)
    page.get_by_text(ready).first.wait_for(timeout=60_000)
    page.evaluate(OBSERVER)
    return ctx, page


def enter(page, purpose: str, unsent: list[str]) -> None:
    """The roll's purpose typed as one input event (a paste) into the ready field, replacing the last one; a
    purpose the page then does not send to the app within 4 s goes into `unsent` (typed text lost)."""
    since = typing.mark(page)
    typing.focus_field(page, page.get_by_role("textbox", name="What is the roll for?"))
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(purpose)
    if typing.taken(page, purpose, since) is False:
        unsent.append(purpose)


def held(page, label: str = "What is the roll for?") -> str | None:
    """What the page's field holds now, or None when it has no DOM input (Flutter keeps one while the field has
    the focus: None means the focus left the field, not that its text is gone)."""
    try:
        return page.get_by_role("textbox", name=label).input_value(timeout=5_000)
    except Exception:
        return None


def dialog_open(page) -> bool:
    """A dialog on the page: Flutter's dialog route, or the real-dice dialog's own field (its words are the
    tray's; Rollout's setup has a "Record these dice" button of its own on the screen, so that is not asked)."""
    return bool(page.get_by_role("dialog").count()
                or page.get_by_role("textbox", name=re.compile(r"dice? you rolled")).count())


def seen(page) -> dict[str, float]:
    return page.evaluate("() => window.__seen")


def run_load(browser, data: Path, seconds: float, *, seed_value: int = 20261129, warmup: float = 10.0,
             groups=(1, 1, 2, 3), log=print) -> LoadResult:
    """Seven pages act at random on one table for `seconds`; returns what was issued, saved and measured."""
    rng = random.Random(seed_value)
    sid, links = seed(data)
    server = Server(data).start()
    contexts = []
    try:
        pages = {}
        ctx, pages["banker"] = open_page(browser, server.host(f"/table/{sid}"), "Seats, clockwise")
        contexts.append(ctx)
        for seat, path in links.items():
            ctx, pages[seat] = open_page(browser, server.url + path, f"You are {seat}")
            contexts.append(ctx)
        log(f"7 pages open; load for {seconds:.0f} s")
        result = LoadResult(seconds=seconds)
        clicked: dict[str, tuple[str, float]] = {}
        n = 0
        start = time.monotonic()
        warm_done = False
        while time.monotonic() - start < seconds:
            if not warm_done and time.monotonic() - start >= min(warmup, seconds / 2):
                result.rss_warm_kb, warm_done = rss_kb(server.proc.pid), True
            actors = rng.sample(list(pages), rng.choice(groups))
            for who in actors:  # type first, then tap all close together
                n += 1
                purpose = f"{who}-{n}"
                enter(pages[who], purpose, result.unsent)
                clicked[purpose] = (who, 0.0)
            for who, purpose in zip(actors, list(clicked)[-len(actors):]):
                for _ in range(2):  # the browser must hold the typed purpose when Roll is tapped
                    now = held(pages[who])
                    if now == purpose:
                        break
                    if now is None:  # the field lost the focus: its text cannot be read (the saved roll tells)
                        result.unfocused.append(purpose)
                    else:  # the field holds something else: what was typed did not stay as typed
                        result.retyped.append(f"{purpose} (field held {now!r})")
                    enter(pages[who], purpose, result.unsent)
                clicked[purpose] = (who, time.time() * 1000)
                pages[who].get_by_role("button", name="Roll", exact=True).click()
                result.issued.append(purpose)
            for who, purpose in zip(actors, result.issued[-len(actors):]):
                try:  # acknowledged: the acting page showed its own roll (a roll close after may cover it first)
                    pages[who].wait_for_function("p => p in window.__seen", arg=purpose,
                                                 timeout=15_000 if len(actors) == 1 else 3_000)
                    result.acked.append(purpose)
                except Exception:
                    pass
        result.seconds = time.monotonic() - start
        # Every page settles on the server's state.
        time.sleep(2)
        result.saved = saved_purposes(data, sid)
        result.misdirected = not_a_roll_tap(saved_log(data, sid))
        for name, page in pages.items():  # "We rolled real dice" opens a dialog: a Roll tap never does
            if dialog_open(page):
                result.dialogs.append(name)
        result.server_fingerprint = table_fingerprint(TableHub(Store(data)), sid)
        for name, page in pages.items():
            page.mouse.move(206, 400)
            page.mouse.wheel(0, -5000)
            try:
                page.wait_for_function(
                    "code => { const el = document.querySelector('[flt-semantics-identifier=\"fingerprint\"]');"
                    " return el && el.outerHTML.includes(code); }", arg=result.server_fingerprint, timeout=30_000)
            except Exception:
                pass
            badge = ident(page, "fingerprint")
            shown = badge.first.evaluate(
                "e => [e, ...e.querySelectorAll('*')].map(x => (x.getAttribute('aria-label') || '') + ' ' +"
                " (x.children.length ? '' : x.textContent)).join(' ')") if badge.count() else ""
            found = re.search(r"\b[0-9A-Z]{8}\b", shown)
            result.page_fingerprints[name] = found.group(0) if found else "(none)"
        for name, page in pages.items():
            times = seen(page)
            for purpose, (who, t0) in clicked.items():
                if purpose in times and t0:
                    (result.own_ms if who == name else result.latencies_ms).append(times[purpose] - t0)
        result.rss_end_kb = rss_kb(server.proc.pid)
        if not warm_done:
            result.rss_warm_kb = result.rss_end_kb
        return result
    finally:
        for c in contexts:
            c.close()
        server.stop()


DEFAULT_PURPOSE = "Table roll"  # what the tray saves when its purpose field is empty


def unlabelled(result: LoadResult) -> int:
    """Rolls saved under the default label although every tap typed its own purpose (typing lost in a page)."""
    return 0 if DEFAULT_PURPOSE in result.issued else Counter(result.saved)[DEFAULT_PURPOSE]


def check(result: LoadResult) -> list[str]:
    """What went wrong: lost, misdirected or doubled taps, typed text that did not arrive as typed, pages not on
    the server's state (empty: all well). Every tap is checked, not only acknowledged ones."""
    problems = []
    counts = Counter(result.saved)
    lost = [p for p in result.acked if counts[p] == 0]
    # A tap the page sent is an action the player took, acknowledged or covered by a roll close after it.
    dropped = [p for p in result.issued if counts[p] == 0 and p not in lost]
    doubled = [p for p, c in counts.items() if c > 1]
    strange = [p for p, c in counts.items() if c and p not in set(result.issued)]
    if lost:
        problems.append(f"acknowledged but not saved: {lost[:10]}")
    if dropped:
        problems.append(f"tapped but never saved: {dropped[:10]}")
    if doubled:
        problems.append(f"saved more than once: {doubled[:10]}")
    if strange:  # the tray's default label among them: the purpose typed for that roll was lost in the page
        problems.append(f"typed text lost: saved under a purpose never typed: {strange[:10]}")
    if result.unsent:
        problems.append(f"typed text lost: {len(result.unsent)} purposes never sent by the page: {result.unsent[:10]}")
    if result.retyped:
        problems.append(f"typed text lost: {len(result.retyped)} purposes gone from their field before the tap: "
                        f"{result.retyped[:10]}")
    if result.misdirected:
        problems.append(f"taps that ran another control's handler: {result.misdirected[:10]}")
    if result.dialogs:
        problems.append(f"pages with another control's dialog open: {result.dialogs}")
    behind = {k: v for k, v in result.page_fingerprints.items() if v != result.server_fingerprint}
    if behind:
        problems.append(f"pages not showing the server's fingerprint {result.server_fingerprint}: {behind}")
    return problems
