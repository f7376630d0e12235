"""How long saving one action takes as a table's history grows.

Run: python benchmarks/storage.py [--reps 50] [--dir PATH] [--skip-50k]

For tables already holding 50, 500, 5,000 and 50,000 events it measures, in a temporary
folder: persisting one action (`Store.append`, durable on return), undoing one (also one
appended event, {"kind": "undo", "target": ...}) — medians over --reps — and reopening the
table (a fresh `Store` + `load`). The ratio 5,000 : 50 shows whether an action's cost is
flat in the history length (goal: at most 2).
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.storage import SEGMENT_SIZE, Store  # noqa: E402

SIZES = (50, 500, 5_000, 50_000)


def action(seq: int) -> dict:
    """An event of typical size (~150 bytes): money moved by the banker."""
    return {
        "seq": seq,
        "kind": "cash_moved",
        "at": "2026-05-01T20:15:00.000Z",
        "by": "seat-1",
        "from": "bank",
        "to": f"seat-{seq % 5}",
        "amount": 10 * (seq % 37),
        "note": "dividend",
    }


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


class Table:
    """One stored table under test and the figures measured on it."""

    def __init__(self, root: Path, n: int):
        t0 = time.perf_counter()
        events = [action(s) for s in range(1, n + 1)]
        self.id = Store(root).import_session({"name": f"{n} events"}, events)
        self.build = time.perf_counter() - t0
        self.root = root
        self.store = Store(root)
        self.count = len(self.store.load(self.id).events)  # the app opens a table first
        self.samples: dict[str, list[float]] = {"persist": [], "undo": [], "cpu": [], "reopen": []}

    def timed_append(self, event: dict, what: str) -> None:
        c0, t0 = time.process_time(), time.perf_counter()
        self.count = self.store.append(self.id, event)
        self.samples[what].append(time.perf_counter() - t0)
        self.samples["cpu"].append(time.process_time() - c0)

    def persist(self) -> None:
        self.timed_append(action(self.count + 1), "persist")

    def undo(self) -> None:
        event = {"seq": self.count + 1, "kind": "undo", "target": self.count, "by": "seat-1"}
        self.timed_append(event, "undo")

    def reopen(self) -> None:
        t0 = time.perf_counter()
        loaded = Store(self.root).load(self.id)
        self.samples["reopen"].append(time.perf_counter() - t0)
        assert len(loaded.events) == self.count

    def ms(self, what: str) -> float:
        return median_ms(self.samples[what])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=50, help="repetitions per figure (median)")
    parser.add_argument("--dir", help="folder to create the temporary data folder in")
    parser.add_argument("--skip-50k", action="store_true", help="leave out the 50,000-event table")
    args = parser.parse_args()

    print("Table Companion storage benchmark")
    print(f"date     {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC")
    cpus = os.cpu_count()
    print(f"machine  {platform.platform()}, {cpus} CPUs, Python {platform.python_version()}")
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        print(f"folder   {tmp} (segments of {SEGMENT_SIZE} events, fsync on every write)")
        print()
        print(
            f"{'events':>8}  {'persist ms':>10}  {'undo ms':>8}  {'cpu ms':>7}  {'reopen ms':>9}  "
            f"{'built in s':>10}"
        )
        tables: dict[int, Table] = {}
        for n in SIZES:
            if n == 50_000 and args.skip_50k:
                continue
            if n == 50_000 and tables[5_000].build * 10 > 60:
                print(f"{n:>8,}  skipped: building it would take over 60 s")
                continue
            tables[n] = Table(Path(tmp), n)
        # Round-robin over the tables so that disk hiccups hit every size alike.
        for step in ("persist", "undo"):
            for _ in range(args.reps):
                for table in tables.values():
                    getattr(table, step)()
        for _ in range(max(3, args.reps // 10)):
            for table in tables.values():
                table.reopen()
        for n, t in tables.items():
            print(
                f"{n:>8,}  {t.ms('persist'):>10.2f}  {t.ms('undo'):>8.2f}  {t.ms('cpu'):>7.2f}  "
                f"{t.ms('reopen'):>9.1f}  {t.build:>10.2f}"
            )
    print()
    print("persist/undo: wall time of one durable append; cpu: process CPU time of one append")
    print("(persist and undo together), i.e. without waiting for the disk.")
    for what in ("persist", "undo", "cpu"):
        ratio = tables[5_000].ms(what) / tables[50].ms(what)
        verdict = "flat: goal met" if ratio <= 2 else "NOT flat: goal (<= 2) missed"
        line = f"{what:<8} 5,000 : 50 = {ratio:.2f}  ({verdict})"
        if 50_000 in tables:
            line += f";  50,000 : 50 = {tables[50_000].ms(what) / tables[50].ms(what):.2f}"
        print(line)


if __name__ == "__main__":
    main()
