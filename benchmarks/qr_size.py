"""How big a table's share code is: payload bytes, Base45 characters, QR version at M, and JSON for comparison.

Run: /work/venv/bin/python benchmarks/qr_size.py

For a late-game table of each game, with six players (or the game's most, if fewer) named
with 12 and with 24 characters, it prints the payload (flags, body and checksum, in
bytes), the length of the share code, the smallest QR version holding it at error
correction M, the size of the same snapshot as plain compact JSON, and JSON : payload.
Goal (issue 4): a six-player Rollout late game fits version 10 with 12-character names
and version 15 with 24-character names.

Today every game is a generic table (its state is the last dice-tray roll), so the Rollout
line at the end is an ESTIMATE: a hand-built state with the fields the rulebook has the
banker track, packed two ways: plain (CBOR ints and lists) and as one bit string. It shows
the budget the Rollout state has; the real figure arrives with the Rollout issue and its
state codec.
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

from calculators.core.games import GAMES, PLAYER_RANGE  # noqa: E402
from calculators.core.snapshot import Snapshot, pack_uints  # noqa: E402
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
GLOBAL_BITS = [2, 6, 3, 3, 3]
COMPANY_BITS = [17, 3, 6, 3, 5, 6, 3] + [4] * 6


def rollout_estimate(length: int, packed_bits: bool = False) -> tuple[str, int, int]:
    """(share code, JSON bytes, uncompressed payload bytes less the state) of a hand-built
    six-player Rollout late game (assumed fields). `packed_bits`: the state as one bit string."""
    players = names(length, 6)
    # Rulebook fields the banker tracks, per company: cash ($M), bank loans ($1B each), Sales Track
    # square, Gold Coast meters, Stock Market square, stores, product cards held, and the Share
    # Register (shares each of the six players holds; every share sold, so each row sums to 10).
    holdings = [[4, 2, 1, 0, 3, 0], [0, 6, 0, 2, 0, 2], [2, 0, 5, 0, 3, 0],
                [1, 1, 1, 5, 1, 1], [0, 3, 0, 0, 7, 0], [3, 0, 2, 0, 0, 5]]
    assert all(sum(row) == 10 for row in holdings)
    company_values = [(3450, 2, 17, 1, 22, 9, 3), (12800, 0, 31, 3, 30, 14, 2), (650, 5, 4, 0, 6, 3, 1),
                      (7200, 1, 25, 2, 27, 11, 4), (2100, 3, 12, 1, 15, 6, 2), (9950, 0, 28, 2, 29, 17, 3)]
    keys = ("cash", "loans", "sales", "gold_coast", "stock", "stores", "cards")
    companies = [{**dict(zip(keys, values)), "holders": held} for values, held in zip(company_values, holdings)]
    # Whole game: the product in demand (Hex), the cycle, the stage, the Chairman's seat and
    # the turns left after the Bank sold the last shares; the last roll of the dice tray.
    top = [2, 14, 4, 3, 2]
    last_roll = [5, 3, 6, 2]
    state = {**dict(zip(("hex", "cycle", "stage", "chairman", "turns_left"), top)),
             "companies": companies, "last_roll": last_roll}
    if packed_bits:
        values = top + [v for values, held in zip(company_values, holdings) for v in (*values, *held)]
        widths = GLOBAL_BITS + COMPANY_BITS * 6
        roll_bits = [5] + [3] * len(last_roll)
        packed: list = [pack_uints(values + [len(last_roll)] + last_roll, widths + roll_bits)]
    else:
        packed = [*top, [[*values, held] for values, held in zip(company_values, holdings)], last_roll]
    secret = bytes(range(16))
    body = [0, table_name(length), players, 1, "1", {}, secret, packed]
    doc = {"game": "rollout", "name": table_name(length), "players": players, "banker": players[1],
           "board_version": "1", "board_edits": {}, "table_secret": secret.hex(), "state": state, "source": ""}
    fixed = 1 + len(codec.cbor.dumps(body)) + 4 - len(codec.cbor.dumps(packed))
    return codec.encode_body(body), len(json.dumps(doc, separators=(",", ":")).encode("utf-8")), fixed


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
    print("ESTIMATE, six-player Rollout late game (hand-built state with assumed fields; the real")
    print("Rollout state and its codec arrive with the Rollout issue):")
    print(header)
    for packed_bits in (False, True):
        for length, limit in ((12, 10), (24, 15)):
            code, plain, _ = rollout_estimate(length, packed_bits)
            verdict = "fits" if qr_version(code) <= limit else "DOES NOT FIT"
            label = f"Rollout est., names {length}, {'bits' if packed_bits else 'plain'}"
            print(measure(label, code, plain) + f"  {verdict} v{limit}")
    for length, fit in ((12, fit10), (24, fit15)):
        code, _, fixed = rollout_estimate(length)
        plain_state = len(codec.cbor.dumps(codec.decode_body(code)[7]))
        bits_state = len(codec.cbor.dumps(codec.decode_body(rollout_estimate(length, True)[0])[7]))
        print(f"  names {length}: all but the state (names, secret, flags, checksum) takes {fixed} bytes, "
              f"leaving {fit - fixed} for the state; the estimated state is {plain_state} bytes plain, "
              f"{bits_state} bit-packed")
    print("  plain = CBOR ints and lists; bits = one bit string (calculators.core.snapshot.pack_uints),")
    print(f"  {sum(GLOBAL_BITS)} bits for the game + {sum(COMPANY_BITS)} per company + the last roll")


if __name__ == "__main__":
    main()
