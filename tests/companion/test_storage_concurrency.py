"""Storage under threads and kills: racing appends save each action once; a writer killed at any instant loses
no acknowledged action."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from companion.storage import (
    SEGMENT_SIZE,
    StorageError,
    Store,
)
from tests.support.storage import ev

WRITER = Path(__file__).with_name("storage_writer.py")


# -- threads --------------------------------------------------------------------------------


def test_threads_appending_to_different_tables_and_to_one(store: Store):
    N = 120  # appends per thread (each one fsynced)
    own = [store.create({"name": f"T{i}"}) for i in range(8)]
    shared = store.create({"name": "Shared"})
    shared_lock = threading.Lock()  # the caller's lock: it picks the next seq
    shared_next = [1]
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            for seq in range(1, N + 1):  # the shared table crosses three 256-event segment boundaries
                store.append(own[i], ev(seq, thread=i))
                with shared_lock:
                    store.append(shared, ev(shared_next[0], thread=i))
                    shared_next[0] += 1
                if seq % 40 == 0:
                    store.list_sessions()
                    store.load(own[(i + 1) % 8])
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    fresh = Store(store.root)
    for i, sid in enumerate(own):
        assert fresh.load(sid).events == [ev(s, thread=i) for s in range(1, N + 1)]
    events = fresh.load(shared).events
    assert [e["seq"] for e in events] == list(range(1, 8 * N + 1))
    assert sorted(e["thread"] for e in events) == sorted(list(range(8)) * N)


def test_racing_appends_with_the_same_seq_save_each_exactly_once(store: Store):
    sid = store.create({"name": "Race"})
    won: list[list[int]] = [[] for _ in range(8)]

    def race(i: int) -> None:
        for seq in range(1, 401):  # every thread tries every seq: one wins, the rest are refused
            try:
                store.append(sid, ev(seq, thread=i))
                won[i].append(seq)
            except StorageError:
                pass

    threads = [threading.Thread(target=race, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    events = Store(store.root).load(sid).events
    assert [e["seq"] for e in events] == list(range(1, 401))
    assert sorted(s for w in won for s in w) == list(range(1, 401))
    assert all(events[s - 1]["thread"] == i for i, w in enumerate(won) for s in w)


# -- the kill test --------------------------------------------------------------------------


def writer_event(seq: int) -> dict:
    return {"seq": seq, "kind": "tick", "pad": "x" * (seq % 97), "by": "writer"}


def test_kill_at_any_instant_loses_no_acknowledged_action(tmp_path: Path):
    """SIGKILL a writer at random instants; every acknowledged append survives, no gap."""
    kills = 200 if os.environ.get("COMPANION_LONG") == "1" else 25
    rng = random.Random(20240501)
    root = tmp_path / "data"
    # Start just short of a segment boundary, so kills land around the rollover even on a slow machine.
    start = SEGMENT_SIZE - 20
    sid = Store(root).create({"name": "Kill test"}, [writer_event(s) for s in range(1, start + 1)])
    acked = start
    stored = start
    for round_ in range(kills):
        child = subprocess.Popen(
            [sys.executable, str(WRITER), str(root), sid],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        ready = child.stdout.readline().split()
        assert ready[:1] == ["ready"], child.stderr.read()
        assert int(ready[1]) == stored  # the writer continues from the stored count
        lines: list[str] = []
        reader = threading.Thread(target=lambda: lines.extend(child.stdout))
        reader.start()
        time.sleep(rng.uniform(0.005, 0.080))
        child.send_signal(signal.SIGKILL)
        child.wait()
        reader.join()
        child.stdout.close()
        errors = child.stderr.read()
        child.stderr.close()
        assert child.returncode == -signal.SIGKILL, errors  # it died by our hand, not a bug
        acks = [int(line) for line in lines if line.strip()]
        assert acks == list(range(stored + 1, stored + 1 + len(acks)))
        acked = acks[-1] if acks else stored
        loaded = Store(root).load(sid)  # a damaged table would raise SessionSetAside here
        stored = len(loaded.events)
        assert acked <= stored <= acked + 1, f"round {round_}: acked {acked}, stored {stored}"
        assert loaded.events == [writer_event(s) for s in range(1, stored + 1)]
        assert loaded.meta["id"] == sid
    assert stored > SEGMENT_SIZE or kills < 25, "the writer should have crossed a segment"
