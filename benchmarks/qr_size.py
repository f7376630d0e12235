"""How big a table's share code is: payload bytes, Base45 characters, QR version at M, and JSON for comparison.

Run: python benchmarks/qr_size.py

For a late-game table of each game, with six players (or the game's most, if fewer) named
with 12 and with 24 characters, it prints the payload (flags, body and checksum, in
bytes), the length of the share code, the smallest QR version holding it at error
correction M, the size of the same snapshot as plain compact JSON, and JSON : payload.
Goal (issue 4): a six-player Rollout late game fits version 10 with 12-character names
and version 15 with 24-character names.

The first blocks measure a table of each game with 200 dice-tray rolls in its history (the
history never travels); the last block measures each game IN FULL SWING, built by the game's
own codec tests: a six-player Rollout late game (every share sold, loans out), a five-player
Owner's Choice late game, a six-player Fortune late game, a five-player Roll and Rails mid-game.
"""
from __future__ import annotations

import json
import os
import platform
import random
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from calculators.games import GAMES, PLAYER_RANGE  # noqa: E402
from calculators.core.snapshot import Snapshot  # noqa: E402
from calculators.core.table import make_setup  # noqa: E402
from calculators.core.tray import roll_tray  # noqa: E402
from companion.share import codec, encode, qr_png, qr_version, read_qr_image, snapshot_of  # noqa: E402
from companion.share.base45 import b45encode  # noqa: E402
from companion.storage import Store  # noqa: E402
from companion.table import TableHub  # noqa: E402

V10_M, V15_M = 311, 558  # alphanumeric characters a QR code holds at error correction M
# Distinct, realistic names, cut to the length measured (so deflate finds little to share).
FULL_NAMES = ["Alexandria Montgomery-Li", "Bartholomew Okonkwo Reyes", "Constantine Vasquez-Hale",
              "Dorothea Fitzpatrick-Ng", "Evangeline Abernathy Cruz", "Maximilian Sørensen-Park"]
TABLE_NAME = "Friday night at Quentin's flat"


def names(length: int, n: int) -> list[str]:
    """n distinct player names of exactly `length` characters."""
    return [name[:length].strip().ljust(length, "x") for name in FULL_NAMES[:n]]


def table_name(length: int) -> str:
    return TABLE_NAME[:length].strip().ljust(length, "x")


def late_game(hub: TableHub, game: str, length: int) -> Snapshot:
    """A table of `game` after 200 tray rolls, the last of four dice; names of `length` characters."""
    low, high = PLAYER_RANGE[game]
    players = names(length, min(6, high))
    sid = hub.create(make_setup(game, table_name(length), players, players[1]))
    rng = random.Random(4)
    for i in range(200):
        hub.act(sid, lambda log: roll_tray(log, "banker", 4 if i == 199 else 2, "Table roll", rng=rng))
    return snapshot_of(hub, sid)


def measure(label: str, code: str, plain_json: int) -> str:
    payload = codec.payload_size(code)
    compressed = "deflate" if codec.b45decode(code[len(codec.PREFIX):])[0] & codec.COMPRESSED else "plain"
    return (f"{label:<34} {payload:>7} {len(code):>6} {qr_version(code):>4} {compressed:>8}"
            f" {plain_json:>6} {plain_json / payload:>6.2f}")


def json_size(snapshot: Snapshot) -> int:
    doc = snapshot.model_dump(mode="json")
    return len(json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))


# Bit widths of the packed estimate: Hex product, cycle, stage, Chairman's seat, turns left;
# per company cash ($M, up to $131B), loans, Sales Track, Gold Coast, Stock Market, stores,
# product cards, then the six players' share counts (0..10); the last roll (count, faces).
def largest_payload(chars: int) -> int:
    """The most payload bytes whose share code fits in `chars` alphanumeric characters."""
    n = 0
    while len(codec.PREFIX + b45encode(bytes(n + 1))) <= chars:
        n += 1
    return n


def main() -> None:
    print("Share code sizes (benchmarks/qr_size.py)")
    print(f"machine: {platform.platform()}, {platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}")
    print(f"date:    {datetime.now(timezone.utc).isoformat(timespec='seconds')}")
    print(f"format:  {codec.PREFIX} + Base45(flags, CBOR body, CRC-32); deflate only when shorter")
    print()
    header = f"{'table':<34} {'payload':>7} {'chars':>6} {'QR v':>4} {'body':>8} {'JSON':>6} {'JSON:p':>6}"
    with tempfile.TemporaryDirectory() as tmp:
        hub = TableHub(Store(tmp))
        for length in (12, 24):
            print(f"names of {length} characters (table name too), late game: 200 rolls, the last of four dice")
            print(header)
            for game in sorted(GAMES):
                s = late_game(hub, game, length)
                print(measure(f"{GAMES[game]} ({len(s.players)} players)", encode(s), json_size(s)))
            print()

        s = late_game(hub, "rollout", 12)
        code = encode(s)
        t = time.perf_counter()
        for _ in range(200):
            codec.decode(encode(s))
        round_trip = (time.perf_counter() - t) / 200
        t = time.perf_counter()
        png = qr_png(code)
        drawn = time.perf_counter() - t
        t = time.perf_counter()
        assert read_qr_image(png) == code
        scanned = time.perf_counter() - t
        print(f"encode + decode: {round_trip * 1e6:.0f} µs; QR PNG: {drawn * 1e3:.1f} ms "
              f"({len(png):,} bytes); read back with zxing-cpp: {scanned * 1e3:.1f} ms")
        print()

    fit10, fit15 = largest_payload(V10_M), largest_payload(V15_M)
    print(f"capacity at M: version 10 holds {V10_M} characters = {fit10} payload bytes; "
          f"version 15 holds {V15_M} = {fit15} bytes")
    print("REAL games in full swing, built by each game's own codec tests (late game; Roll and Rails mid-game):")
    print(header)
    for game, (snap, longest) in real_games().items():
        label = f"{GAMES[game]} ({len(snap.players)} pl., names <= {longest})"
        print(measure(label, encode(snap), json_size(snap)))


def real_games() -> dict[str, tuple[Snapshot, int]]:
    """Snapshots of a game in full swing for every game, from the builders the games' tests use."""
    import importlib

    from calculators.core.boards import board_edits, starting_board
    from calculators.core.log import Log
    from calculators.core.snapshot import snapshot_from_table
    from calculators.core.table import TableSetup

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "calculators"))
    builders = {"rollout": ("test_rollout_codec", "late_game"), "owners-choice": ("test_owners_choice_codec", "late_game"),
                "fortune": ("test_fortune_codec", "late_game"), "roll-and-rails": ("test_roll_and_rails_codec", "mid_game")}
    out = {}
    for game, (module, name) in builders.items():
        build = getattr(importlib.import_module(module), name)
        built = getattr(build, "__wrapped__", build)()
        log = built if isinstance(built, Log) else built.log
        first = log.events[0].data
        setup = TableSetup.model_validate({k: first[k] for k in ("game", "name", "players", "banker")})
        board = starting_board(log)
        snap = snapshot_from_table(setup, log, "ab" * 16, board.version if board else "", board_edits(log))
        out[game] = (snap, max(len(p) for p in setup.players))
    return out


if __name__ == "__main__":
    main()
