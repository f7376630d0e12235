"""Folding states from many threads at once (issue 13, item 3): Flet runs every handler on a thread pool, so
the folded state may hold no module-level cache that two threads can tear (one such cache raised KeyError
7 times in 160,000 calls). Eight threads fold and read the states of every game's recorded tables — logs
shared between the threads and freshly read ones, the live table acting and redrawing — for a bounded
time (12 s; a minute with COMPANION_LONG=1); nothing may raise, and every state must be the serial fold's.
"""
from __future__ import annotations

import os
import random
import threading
import time

from calculators.core.actors import BANKER
from calculators.core.game import rules_for
from calculators.core.log import Event, Log, _append
from calculators.core.table import TableSetup
from calculators.core.tray import roll_tray
from companion.storage import Store
from companion.table import TableHub
from tests.support.golden import GAMES, FIXTURES, load

THREADS = 8
SECONDS = 60 if os.environ.get("COMPANION_LONG") else 12


def chain(events: tuple[Event, ...]) -> list[Log]:
    """The log after each event, each built from the one before (as commands build them), nothing folded yet."""
    logs, log = [], Log()
    for ev in events:
        log = _append(log, ev)
        logs.append(log)
    return logs


def test_eight_threads_folding_at_once_raise_nothing_and_agree_with_a_serial_fold(tmp_path):
    games = {}
    for game in GAMES:
        fixture = load(FIXTURES / game / "whole.json")
        events = tuple(Event.model_validate(e) for e in fixture["events"])
        rules = rules_for(game)
        serial = [rules.state_of(Log(events=events[:k])) for k in range(1, len(events) + 1)]  # each folded alone
        games[game] = {"events": events, "serial": serial, "rules": rules, "shared": chain(events),
                       "setup": TableSetup.model_validate(fixture["setup"])}
    hub = TableHub(Store(tmp_path))
    tables = {g: hub.create(d["setup"]) for g, d in games.items()}
    errors: list[str] = []
    counts = [0] * THREADS
    stop = time.monotonic() + SECONDS

    def work(n: int) -> None:
        rng = random.Random(n)
        while time.monotonic() < stop and len(errors) < 5:
            game = rng.choice(GAMES)
            d = games[game]
            try:
                k = rng.randrange(len(d["events"]))
                choice = rng.random()
                if choice < 0.02:
                    d["shared"] = chain(d["events"])  # fresh shared logs: the threads race to fold them again
                elif choice < 0.05:
                    hub.act(tables[game], lambda log: roll_tray(log, BANKER, 1, f"thread {n}", rng=rng))
                    snap = hub.get(tables[game])
                    if snap.state != d["rules"].state_of(Log(events=snap.log.events)):
                        errors.append(f"{game}: the live table's state is not its log's")
                elif choice < 0.15:
                    got = d["rules"].state_of(Log(events=d["events"][: k + 1]))  # a log read afresh
                    if got != d["serial"][k]:
                        errors.append(f"{game}: a fresh fold of {k + 1} events differs")
                else:
                    state = d["rules"].state_of(d["shared"][k])
                    if state != d["serial"][k]:
                        errors.append(f"{game}: the shared log of {k + 1} events folds differently")
                    d["rules"].view_for(state, rng.choice([None, *d["setup"].players]))
                counts[n] += 1
            except Exception as exc:  # noqa: BLE001 - every exception is the failure this test looks for
                errors.append(f"{game}: {type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=work, args=(n,)) for n in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert min(counts) > 10, counts  # every thread did real work
