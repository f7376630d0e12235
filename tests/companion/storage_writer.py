"""Child process for the kill test: append events to one table as fast as it can.

Usage: python storage_writer.py ROOT SESSION_ID

Prints `ready <count>` once the table is open, then the seq of each event right after
`append` returns (so a printed seq is an acknowledged, durable action). Every 40th event it
also changes the metadata, so kills land in session.json writes too. Runs until killed.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from companion.storage import Store  # noqa: E402


def event(seq: int) -> dict:
    """The event the writer stores as `seq` (the test checks stored events against this)."""
    return {"seq": seq, "kind": "tick", "pad": "x" * (seq % 97), "by": "writer"}


def main() -> None:
    root, session_id = sys.argv[1], sys.argv[2]
    store = Store(root)
    count = len(store.load(session_id).events)
    print(f"ready {count}", flush=True)
    while True:
        count = store.append(session_id, event(count + 1))
        print(count, flush=True)
        if count % 40 == 0:
            store.update_meta(session_id, {"note": f"reached {count}"})


if __name__ == "__main__":
    main()
