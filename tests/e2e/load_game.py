"""Three phones on a game's screen (issue 15, item 4): taps and typing that cross other phones' updates.

A Rollout table past its setup (Ann and Bob play, Kim is the banker). The banker's phone is on Rollout's own
banker screen ("Rollout: more", /table/<id>/game/more) and records cash corrections over and over: it types a
reason (a unique text) a few keys at a time and an amount of money, then taps "Record the correction". Meanwhile
the two seat phones type a roll's purpose and tap Roll on their tray. Every seat roll re-renders the banker's
screen while the banker is in the middle of typing, and the banker's tap goes out right after a seat's roll (the
screen it lands on is being re-rendered); each correction re-renders the seats' screens while they type.

Everything is read back from disk afterwards and every tap must be found exactly once, as typed:
- each correction saved once, for Ann's company's cash (the screen's default choices, never changed by the
  driver: a tap that landed on a choice or another button shows as another player, field or event), with the
  reason and the amount exactly as typed;
- each seat roll saved once, two six-sided dice rolled by the app, under the purpose typed on that phone;
- nothing else saved (any other event is a tap that ran another control's handler), no dialog left open.
"""
from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from calculators.core.tray import ROLLED
from calculators.rollout.corrections import CORRECTED
from companion.access import Access
from tests.e2e import typing
from tests.e2e.browser import Server, open_phone
from tests.e2e.flutter import focus, ident, reveal
from tests.e2e.load import OBSERVER, dialog_open, enter, held, pct, saved_log, seen
from tests.e2e.rollout_seed import Seed

VIEWPORT = {"width": 412, "height": 1400}
REASON, AMOUNT, RECORD = "Reason (kept in the history)", "Correction amount", "Record the correction"


@dataclass
class GameLoad:
    seconds: float
    company: str = ""  # Ann's company: whose cash every correction is for
    corrections: list[tuple[str, int]] = field(default_factory=list)  # (reason, amount) tapped, in order
    rolls: list[str] = field(default_factory=list)  # seat purposes tapped
    acked_rolls: list[str] = field(default_factory=list)
    unfocused: int = 0  # the banker's amount field had lost the focus before the tap (typed again)
    unsent: list[str] = field(default_factory=list)  # typed into a ready field, never sent to the app: text lost
    text_lost: list[str] = field(default_factory=list)  # a field held something else than typed before the tap
    saved_corrections: list[tuple[str, int, str, str]] = field(default_factory=list)  # (reason, delta, company, field)
    saved_rolls: list[str] = field(default_factory=list)
    other_events: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    tap_ms: list[float] = field(default_factory=list)  # banker's tap -> the correction on disk
    unsaved: list[str] = field(default_factory=list)  # corrections not on disk 15 s after the tap: what the screen said

    def summary(self) -> str:
        return "\n".join([
            f"banker       {len(self.corrections)} corrections tapped, {len(self.saved_corrections)} saved; "
            f"tap -> saved median {pct(self.tap_ms, 50):.0f} ms, p95 {pct(self.tap_ms, 95):.0f} ms",
            f"seats        {len(self.rolls)} rolls tapped, {len(self.acked_rolls)} acknowledged, "
            f"{len(self.saved_rolls)} saved in {self.seconds:.0f} s",
            f"typing       {len(self.text_lost)} fields not holding what was typed; {self.unfocused} fields had lost "
            f"the focus before the tap (typed again); {len(self.unsent)} typed into a ready field and never sent "
            "by the page (each a failure)",
            f"misdirected  {len(self.other_events)} events no tap of the test makes; dialogs open on {self.dialogs}",
            *(f"  not saved after 15 s: {u}" for u in self.unsaved),
            *(f"  other event: {o}" for o in self.other_events[:10]),
        ])


def seed(data: Path) -> tuple[str, dict[str, str], str, int]:
    """The table past its setup, each seat's link, Ann's company, and how many events the seeded table has."""
    s = Seed(data, players=("Ann", "Bob"), name="Crossing")
    assert s.state.stage not in (0, 7), s.state.stage  # corrections are offered
    access = Access(s.store, None)
    return s.sid, {p: f"/seat/{access.seat_token(s.sid, p)}" for p in ("Ann", "Bob")}, \
        s.state.company_of("Ann").name, len(s.hub.get(s.sid).log.events)


def type_slowly(page, text: str) -> None:
    page.keyboard.type(text, delay=30)


def start_typing(page, label: str, text: str, unsent: list[str]) -> None:
    """Empty the ready field `label` and type `text` into it; `text` goes into `unsent` if the page does not send
    it to the app."""
    since = typing.mark(page)
    fresh(page, label)
    type_slowly(page, text)
    if typing.taken(page, text, since) is False:
        unsent.append(f"{label}: {text}")


def fresh(page, label: str):
    """Focus the field `label` and empty it."""
    box = focus(page, label)
    page.keyboard.press("Control+A")
    page.keyboard.press("Backspace")
    return box


def corrections_on_disk(data: Path, sid: str) -> list[tuple[str, int, str, str]]:
    return [(e.data.get("reason"), e.data.get("delta"), e.data.get("company"), e.data.get("field"))
            for e in saved_log(data, sid).events if e.kind == CORRECTED]


def run_game_load(browser, data: Path, seconds: float, *, seed_value: int = 20261202, log=print) -> GameLoad:
    rng = random.Random(seed_value)
    sid, links, company, seeded = seed(data)
    server = Server(data).start()
    contexts = []
    result = GameLoad(seconds=seconds, company=company)
    try:
        ctx, banker = open_phone(browser, server.host(f"/table/{sid}/game/more"), VIEWPORT, timeout=60_000)
        contexts.append(ctx)
        banker.get_by_text("Correct a number").first.wait_for(timeout=60_000)
        seats = {}
        for seat, path in links.items():
            ctx, seats[seat] = open_phone(browser, server.url + path, VIEWPORT, timeout=60_000)
            contexts.append(ctx)
            seats[seat].get_by_role("button", name="Roll", exact=True).wait_for(timeout=60_000)
            seats[seat].get_by_text(f"You are {seat}").first.wait_for(timeout=60_000)
            seats[seat].evaluate(OBSERVER)
        log(f"3 pages open; crossing for {seconds:.0f} s")
        n, start = 0, time.monotonic()

        def seat_roll(seat: str) -> None:
            page, purpose = seats[seat], f"{seat}-{n}"
            enter(page, purpose, result.unsent)
            now = held(page)
            if now is None:
                result.unfocused += 1
            elif now != purpose:
                result.text_lost.append(f"{purpose}: field held {now!r}")
            page.get_by_role("button", name="Roll", exact=True).click()
            result.rolls.append(purpose)

        while time.monotonic() - start < seconds:
            n += 1
            first, second = rng.sample(["Ann", "Bob"], 2)
            reason, amount = f"count {n} fixed", rng.randint(1, 9)
            start_typing(banker, REASON, reason[: len(reason) // 2], result.unsent)
            seat_roll(first)  # its update reaches the banker mid-word
            type_slowly(banker, reason[len(reason) // 2:])
            now = held(banker, REASON)
            if now != reason:  # the reason's field still has the focus here: its text must be as typed
                result.text_lost.append(f"reason {reason!r}: field held {now!r}")
            start_typing(banker, AMOUNT, str(amount), result.unsent)
            now = held(banker, AMOUNT)
            if now is None:
                result.unfocused += 1
            elif now != str(amount):
                result.text_lost.append(f"amount {amount}: field held {now!r}")
            seat_roll(second)  # and the banker taps while that update is on its way
            t0 = time.monotonic()
            reveal(banker, banker.get_by_role("button", name=RECORD)).click()
            result.corrections.append((reason, amount))
            while time.monotonic() - t0 < 15:  # acknowledged: on disk (judged at the end in any case)
                if any(c[0] == reason for c in corrections_on_disk(data, sid)):
                    result.tap_ms.append((time.monotonic() - t0) * 1000)
                    break
                time.sleep(0.05)
            else:  # what the banker's screen says (a refusal shows under "ro-refused"), for the report
                said = ident(banker, "ro-refused")
                result.unsaved.append(f"{reason!r} {amount}: " + (said.first.inner_text()[:120] if said.count()
                                                                  else "no refusal shown"))
            for seat in (first, second):
                try:
                    seats[seat].wait_for_function("p => p in window.__seen", arg=f"{seat}-{n}", timeout=5_000)
                    result.acked_rolls.append(f"{seat}-{n}")
                except Exception:  # judged on disk below
                    pass
        result.seconds = time.monotonic() - start
        time.sleep(2)
        saved = saved_log(data, sid)
        for e in saved.events[seeded:]:  # after the table as seeded
            d = e.data
            if e.kind == CORRECTED:
                result.saved_corrections.append((d.get("reason"), d.get("delta"), d.get("company"), d.get("field")))
            elif e.kind == ROLLED and e.actor in ("seat:Ann", "seat:Bob") and d.get("source") == "app" \
                    and d.get("die") == "d6" and len(d.get("faces", ())) == 2 and not e.on_behalf_of:
                result.saved_rolls.append(d.get("purpose"))
            else:
                result.other_events.append(f"#{e.seq} {e.kind} by {e.actor}: {str(d)[:80]}")
        for name, page in (("banker", banker), *seats.items()):
            if dialog_open(page):
                result.dialogs.append(name)
        return result
    finally:
        for c in contexts:
            c.close()
        server.stop()


def check_game(r: GameLoad) -> list[str]:
    """Every tap found once, as typed; nothing else saved (empty: all well)."""
    problems = []
    want = Counter((reason, amount, r.company, "cash") for reason, amount in r.corrections)
    got = Counter(r.saved_corrections)
    missing = [c for c in want if got[c] < want[c]]
    extra = [c for c in got if got[c] > want[c]]
    if missing:
        problems.append(f"corrections tapped but not saved as typed: {missing[:10]}")
    if extra:  # another reason, amount, player or field: text not as typed, or a tap on another choice
        problems.append(f"corrections saved that were not tapped as such: {extra[:10]}")
    rolls = Counter(r.saved_rolls)
    lost = [p for p in r.rolls if rolls[p] == 0]
    doubled = [p for p, c in rolls.items() if c > 1]
    strange = [p for p in rolls if p not in set(r.rolls)]
    if lost:
        problems.append(f"seat rolls tapped but never saved: {lost[:10]}")
    if doubled:
        problems.append(f"seat rolls saved more than once: {doubled[:10]}")
    if strange:
        problems.append(f"seat rolls saved under a purpose never typed: {strange[:10]}")
    if r.text_lost:
        problems.append(f"typed text lost: {r.text_lost[:10]}")
    if r.unsent:
        problems.append(f"typed text lost: never sent by the page: {r.unsent[:10]}")
    if r.other_events:
        problems.append(f"taps that ran another control's handler: {r.other_events[:10]}")
    if r.dialogs:
        problems.append(f"pages with a dialog no tap of the test opens: {r.dialogs}")
    return problems
