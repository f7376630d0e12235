"""The Rollout state on the wire: the canonical state bit-packed, small enough for one QR code.

`pack(state) -> [VERSION, bytes]`; a table whose companies are not chosen yet is a plain table and
packs as one (`[[last roll faces]]`). Numbers that vary in size go in groups, each led by the bit
width of its largest member; the share register is one number per company (the rank of how its
10 shares split among the players and the Bank). `unpack` refuses anything `pack` would not write.
"""
from __future__ import annotations

from math import comb
from typing import Any

from calculators.core.snapshot import GENERIC_TABLE
from calculators.rollout.codec_canon import ESTATE, OPTION_NAMES, OUTS, PLANS
from calculators.rollout.companies import COMPANY_NAMES, SHARES_PER_COMPANY
from calculators.rollout.state import STEPS, Options

VERSION = 2  # 2: the settings of issue 14 and the loans repaid in Stage 1; version 1 codes still read
READS = (1, 2)
V1_OPTIONS = 4  # version 1 carried the first four settings; the later ones read as their defaults
MAX_PLAYERS = 6


def _rank(counts: list[int], total: int = SHARES_PER_COMPANY) -> int:
    r, left = 0, total
    for i, v in enumerate(counts):
        k = len(counts) - i - 1
        r += sum(comb(left - x + k, k) for x in range(v))
        left -= v
    return r


def _unrank(r: int, n: int, total: int = SHARES_PER_COMPANY) -> list[int]:
    out, left = [], total
    for i in range(n):
        k = n - i - 1
        x = 0
        while x <= left and r >= comb(left - x + k, k):
            r -= comb(left - x + k, k)
            x += 1
        out.append(x)
        left -= x
    return out


class _Writer:
    def __init__(self) -> None:
        self.bits: list[tuple[int, int]] = []

    def u(self, v: int, w: int) -> None:
        """One whole number in `w` bits."""
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 1 << w:
            raise ValueError(f"{v!r} does not fit in {w} bits")
        self.bits.append((v, w))

    def group(self, values: list[int], hdr: int = 5) -> None:
        """Numbers led by the bit width of the largest."""
        w = max((v.bit_length() for v in values), default=0)
        self.u(w, hdr)
        for v in values:
            self.u(v, w)

    def seq(self, values: list[int], hdr: int = 5) -> None:
        """A group led by its length."""
        self.group([len(values)], 4)
        self.group(values, hdr)

    def data(self) -> bytes:
        """The bits written, zero-padded to a byte."""
        acc, n = 0, 0
        for v, w in self.bits:
            acc, n = acc << w | v, n + w
        pad = -n % 8
        return (acc << pad).to_bytes((n + pad) // 8, "big")


class _Reader:
    def __init__(self, data: bytes) -> None:
        if not isinstance(data, (bytes, bytearray)):
            raise ValueError("the packed state is not bytes")
        self.acc, self.left = int.from_bytes(data, "big"), len(data) * 8

    def u(self, w: int, below: int | None = None) -> int:
        """The next `w` bits as a number (below `below`, if given)."""
        if w > self.left:
            raise ValueError("the packed state is cut short")
        self.left -= w
        v = self.acc >> self.left & ((1 << w) - 1)
        if below is not None and v >= below:
            raise ValueError(f"a packed value {v} is out of range")
        return v

    def group(self, n: int, hdr: int = 5, below: int | None = None) -> list[int]:
        """`n` numbers of a group; its width must be the largest's."""
        w = self.u(hdr)
        out = [self.u(w, below) for _ in range(n)]
        if max((v.bit_length() for v in out), default=0) != w:
            raise ValueError("a packed group is wider than its values")
        return out

    def seq(self, hdr: int = 5, below: int | None = None) -> list[int]:
        """A group led by its length."""
        return self.group(self.group(1, 4)[0], hdr, below)

    def end(self) -> None:
        """Refuse bytes left over or padding that is not zero."""
        if self.left >= 8 or self.acc & ((1 << self.left) - 1):
            raise ValueError("the packed state has bytes or bits left over")


def pack(state: dict[str, Any]) -> list[Any]:
    """The canonical state as [VERSION, bit-packed bytes] (a plain table's state as the generic table's)."""
    if "last_roll" in state:
        return GENERIC_TABLE.pack(state)
    w = _Writer()
    n = state["n"]
    w.u(VERSION, 4), w.u(n, 3), w.u(state["stage"], 3), w.group([state["turn"], state["last"]], 4)
    w.u(state["chair"], 3), w.u(state["hex"], 2), w.u(state["hex_due"], 1)
    for v in state["opts"]:
        w.u(v, 1)
    cos = state["co"]
    for row in cos:
        w.u(row[0], 3), w.u(row[1], 2)
    for col in range(2, 8):  # cash, loans, cap, price, sales, stores
        w.group([row[col] for row in cos], 5 if col == 2 else 4)
    w.group([x for row in cos for x in row[8:11]], 4)  # cards
    w.group([row[11] for row in cos], 4)  # Gold Coast meters
    w.group([row[18] for row in cos], 4)  # loans repaid in this Stage 1
    for row in cos:
        for col in range(12, 16):
            w.u(row[col], 1)
        w.u(int(bool(row[16] or row[17])), 1)
        if row[16] or row[17]:
            w.u(row[16], n), w.u(row[17], n)
    for held in state["sh"]:
        w.u(_rank(held), comb(SHARES_PER_COMPANY + n, n).bit_length())
    w.group(state["sold"], 4)
    w.u(int(any(state["estate"])), 1)
    if any(state["estate"]):
        w.group(state["estate"], 5)
    _pack_sections(w, state)
    return [VERSION, w.data()]


def _pack_sections(w: _Writer, s: dict[str, Any]) -> None:
    for key in ("r2", "play", "auc", "plans"):
        w.u(int(s[key] is not None), 1)
    if s["r2"] is not None:
        r = s["r2"]
        w.u(r["step"], 3), w.seq(r["players"], 3)
        w.seq([x for b in r["budgets"] for x in b], 5)
        w.seq([x for b in r["shown"] for x in b], 5)
        w.seq(r["rolled"], 3)
    if s["play"] is not None:
        stage, order, rolls, done = s["play"]
        w.u(stage, 3), w.seq(order, 3), w.seq(rolls, 3), w.seq(done, 3)
    if s["auc"] is not None:
        a = s["auc"]
        w.seq(a["queue"], 3)
        w.u(int(a["lot"] is not None), 1)
        if a["lot"] is not None:
            co, shares, raid, bids = a["lot"]
            w.u(co, 3), w.group([shares], 4), w.u(raid, 1), w.seq([x for b in bids for x in b], 5)
    if s["plans"] is not None:
        w.seq([x for p in s["plans"] for x in p], 4)


def _pairs(flat: list[int], k: int) -> list[list[int]]:
    if len(flat) % k:
        raise ValueError("a packed list is cut short")
    return [flat[i:i + k] for i in range(0, len(flat), k)]


def unpack(values: list[Any]) -> dict[str, Any]:
    """The canonical state packed by `pack`; ValueError for anything `pack` would not have written."""
    if not isinstance(values, list):
        raise ValueError("a Rollout state is a list")
    if len(values) == 1:
        return GENERIC_TABLE.unpack(values)
    if len(values) != 2 or values[0] not in READS or isinstance(values[0], bool):
        raise ValueError("this Rollout state comes from another version of the app")
    version = values[0]
    r = _Reader(values[1])
    if r.u(4) != version:
        raise ValueError("the packed state names another version")
    n = r.u(3)
    if not 2 <= n <= MAX_PLAYERS:
        raise ValueError("a Rollout table has 2 to 6 players")
    stage = r.u(3)
    if stage == 0:
        raise ValueError("a table being set up is shared as a plain table")
    turn, last = r.group(2, 4)
    s: dict[str, Any] = {"n": n, "stage": stage, "turn": turn, "chair": r.u(3, n), "hex": r.u(2, 3),
                         "hex_due": r.u(1), "opts": _options(r, version), "last": last}
    heads = [[r.u(3, len(COMPANY_NAMES)), r.u(2, len(OUTS))] for _ in range(n)]
    if len({h[0] for h in heads}) != n:
        raise ValueError("two players own the same company")
    cols = [r.group(n, 5 if col == 2 else 4) for col in range(2, 8)]
    cards = r.group(3 * n, 4)
    gold = r.group(n, 4)
    repaid = r.group(n, 4) if version >= 2 else [0] * n
    cos = []
    for i in range(n):
        flags = [r.u(1) for _ in range(4)]
        marks = [r.u(n), r.u(n)] if r.u(1) else None
        if marks == [0, 0]:
            raise ValueError("empty marks are not written")
        marks = marks or [0, 0]
        cos.append([*heads[i], *(c[i] for c in cols), *cards[3 * i:3 * i + 3], gold[i], *flags, *marks, repaid[i]])
    s["co"] = cos
    bits = comb(SHARES_PER_COMPANY + n, n).bit_length()
    s["sh"] = [_unrank(r.u(bits, comb(SHARES_PER_COMPANY + n, n)), n) for _ in range(n)]
    s["sold"] = r.group(n, 4, SHARES_PER_COMPANY + 1)
    has_estate = r.u(1)
    s["estate"] = r.group(len(ESTATE), 5) if has_estate else [0] * len(ESTATE)
    if has_estate and not any(s["estate"]):
        raise ValueError("an empty estate is not written")
    _unpack_sections(r, s, n)
    r.end()
    return s


def _options(r: _Reader, version: int) -> list[int]:
    """The settings' bits; a version 1 code holds the first four, the later ones take their defaults."""
    if version >= 2:
        return [r.u(1) for _ in OPTION_NAMES]
    return [r.u(1) for _ in OPTION_NAMES[:V1_OPTIONS]] + [int(bool(Options.model_fields[k].default))
                                                          for k in OPTION_NAMES[V1_OPTIONS:]]


def _seats(r: _Reader, n: int) -> list[int]:
    return r.seq(3, n)


def _unpack_sections(r: _Reader, s: dict[str, Any], n: int) -> None:
    present = {key: r.u(1) for key in ("r2", "play", "auc", "plans")}
    allowed = {"r2": (2,), "play": (3, 4, 5, 6), "auc": (4,), "plans": (5,)}
    for key, there in present.items():
        if there and s["stage"] not in allowed[key]:
            raise ValueError(f"a {key} section does not belong to stage {s['stage']}")
    s.update({"r2": None, "play": None, "auc": None, "plans": None})
    if present["r2"]:
        step = r.u(3, len(STEPS))
        players = _seats(r, n)
        budgets = _pairs(r.seq(), 3)
        shown = _pairs(r.seq(), 3)
        if any(b[0] >= n for b in budgets) or any(x[0] >= n or x[2] > 1 for x in shown):
            raise ValueError("a Stage 2 entry names no player")
        s["r2"] = {"step": step, "players": players, "budgets": budgets, "shown": shown, "rolled": _seats(r, n)}
    if present["play"]:
        s["play"] = [r.u(3), _seats(r, n), r.seq(3), _seats(r, n)]
        if s["play"][0] != s["stage"] or not all(1 <= f <= 6 for f in s["play"][2]):
            raise ValueError("the order of play does not fit the stage")
    if present["auc"]:
        queue = r.seq(3, n)
        lot = None
        if r.u(1):
            co = r.u(3, n)
            shares = r.group(1, 4)[0]
            raid = r.u(1)
            bids = _pairs(r.seq(), 2)
            if any(b[0] >= n for b in bids):
                raise ValueError("a bid names no player")
            lot = [co, shares, raid, bids]
        s["auc"] = {"queue": queue, "lot": lot}
    if present["plans"]:
        plans = _pairs(r.seq(4), 3)
        if any(p[0] >= n or p[1] >= len(PLANS) for p in plans):
            raise ValueError("a Stage 5 plan names no player")
        s["plans"] = plans
