"""The Owner's Choice state for sharing by QR code: a canonical JSON-able dict and its compact packing.

The canonical state names players by seat index (the snapshot carries the names) and leaves out
the Bank, which is always -(Fund + every player's cash), and the board tables (carried as the
snapshot's board version and edits). Packed: [1, header bits, turn, fund, [cash...], number of
history rows, history bits]; the header holds the seats, phase, setting, flags, 4-bit stock counts,
5-bit chart positions, 3-bit Presidents and the pending decision.
"""
from __future__ import annotations

from typing import Any

from calculators.core.log import Log
from calculators.core.snapshot import pack_uints, unpack_uints
from calculators.owners_choice.invariants import problems
from calculators.owners_choice.state import OCState, Pending, Player
from calculators.owners_choice.tables import COMPANIES, Tables

FORMAT = 1
PHASES = ("setup", "pregame", "play", "over")
OVERSHOOT = ("stop", "ignore")
KINDS = (None, "company", "other_company", "event", "exchange", "event_company")
FACES = (None, "other_up1", "other_down1", "other_down2")
NONE = 7  # "nobody" in a 3-bit seat field
MAX_HELD = 12  # Stock Trade: at most 12 stocks a player, so 4 bits a holding
MAX_POSITION = 31  # 5 bits: a chart of up to 32 spaces


def _seat(names: tuple[str, ...], name: str | None) -> int | None:
    return None if name is None else names.index(name)


def to_canonical(state: OCState) -> dict[str, Any]:
    """The state as plain JSON data (seat indexes for names; no Bank, no board tables)."""
    names = state.names
    pending = None
    if state.pending is not None:
        p = state.pending
        pending = {"kind": p.kind, "seat": names.index(p.seat), "company": p.company, "face": p.face}
    return {
        "phase": state.phase, "overshoot": state.overshoot,
        "start": _seat(names, state.start_player), "current": _seat(names, state.current),
        "turn": state.turn, "traded": state.traded, "moved": state.moved, "fund": state.fund,
        "cash": [p.cash for p in state.players],
        "stocks": [[p.stocks[c] for c in COMPANIES] for p in state.players],
        "in_game": [p.in_game for p in state.players],
        "positions": [state.positions[c] for c in COMPANIES],
        "presidents": [_seat(names, state.presidents[c]) for c in COMPANIES],
        "pending": pending,
        "may_leave": [names.index(n) for n in state.may_leave],
        "history": [[row[c] for c in COMPANIES] for row in state.history],
    }


def from_canonical(d: dict[str, Any], players: tuple[str, ...], tables: Tables) -> OCState:
    """The state a canonical dict describes, for the seats `players` and the board `tables`."""
    d = unpack(pack(d))  # refuses anything malformed
    if len(players) != len(d["cash"]):
        raise ValueError("the state has a different number of seats than the table")

    def name(i: int | None) -> str | None:
        """The name seated at index `i` (None for nobody)."""
        return None if i is None else players[i]

    pending = None
    if d["pending"] is not None:
        p = d["pending"]
        pending = Pending(kind=p["kind"], seat=players[p["seat"]], company=p["company"], face=p["face"])
    state = OCState(
        players=tuple(Player(name=n, cash=d["cash"][i], stocks=dict(zip(COMPANIES, d["stocks"][i])),
                             in_game=d["in_game"][i]) for i, n in enumerate(players)),
        bank=-(d["fund"] + sum(d["cash"])), fund=d["fund"],
        positions=dict(zip(COMPANIES, d["positions"])),
        presidents={c: name(i) for c, i in zip(COMPANIES, d["presidents"])},
        phase=d["phase"], overshoot=d["overshoot"], start_player=name(d["start"]), current=name(d["current"]),
        turn=d["turn"], traded=d["traded"], moved=d["moved"], pending=pending,
        may_leave=tuple(players[i] for i in d["may_leave"]),
        history=tuple(dict(zip(COMPANIES, row)) for row in d["history"]), tables=tables,
    )
    found = problems(state)
    if found:
        raise ValueError(f"the shared state breaks the rules: {found[0]}")
    return state


def _opt(i: int | None) -> int:
    return NONE if i is None else i


def _seat_or_none(v: int) -> int | None:
    return None if v == NONE else v


def _widths(n: int) -> list[int]:
    return [3, 2, 1, 3, 3, 1, 1] + [1, 1, 4, 4, 4, 4] * n + [5] * 4 + [3] * 4 + [3, 3, 3, 2]


def pack(state: dict[str, Any]) -> list[Any]:
    """The canonical state as [1, header bytes, turn, fund, [cash...], history rows, history bytes]."""
    d = state
    n = len(d["cash"])
    pending = d["pending"] or {"kind": None, "seat": NONE, "company": None, "face": None}
    company = 0 if pending["company"] is None else COMPANIES.index(pending["company"]) + 1
    values = [n, PHASES.index(d["phase"]), OVERSHOOT.index(d["overshoot"]), _opt(d["start"]),
              _opt(d["current"]), int(d["traded"]), int(d["moved"])]
    for i in range(n):
        values += [int(d["in_game"][i]), int(i in d["may_leave"]), *d["stocks"][i]]
    values += [*d["positions"], *map(_opt, d["presidents"]),
               KINDS.index(pending["kind"]), pending["seat"], company, FACES.index(pending["face"])]
    rows = [v for row in d["history"] for v in row]
    return [FORMAT, pack_uints(values, _widths(n)), d["turn"], d["fund"], list(d["cash"]),
            len(d["history"]), pack_uints(rows, [5] * len(rows))]


def _uint(v: Any, what: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 2**32:
        raise ValueError(f"{what} must be a whole number")
    return v


def _check(d: dict[str, Any]) -> None:
    n = len(d["cash"])
    seats = [d["start"], d["current"], *d["presidents"], *d["may_leave"]]
    if d["pending"] is not None:
        seats.append(d["pending"]["seat"])
    if any(s is not None and s >= n for s in seats):
        raise ValueError("a seat index is out of range")
    if any(not 1 <= v <= MAX_POSITION for v in d["positions"] + [v for r in d["history"] for v in r]):
        raise ValueError("a price is off the chart")
    if any(sum(s) > MAX_HELD for s in d["stocks"]):
        raise ValueError("a player holds more than 12 stocks")
    phase, turn, rows = d["phase"], d["turn"], len(d["history"])
    # Rows of price history: START, then one after each turn (and the final prices at the end).
    expected = {"setup": (0, 0), "pregame": (0, 1), "play": (turn, turn), "over": (turn, turn + 1)}[phase]
    if turn != expected[0] or rows != expected[1] or (phase == "play" and turn < 1):
        raise ValueError("the turn and the price history do not match")
    if (phase == "setup") != (d["start"] is None) or (phase == "setup") != (d["current"] is None):
        raise ValueError("the start player or the current player is missing")
    if phase in ("setup", "pregame") and (d["traded"] or d["moved"] or d["may_leave"]):
        raise ValueError("a turn's flags are set before play")
    p = d["pending"]
    if p is not None and (phase != "play" or (p["kind"] in ("company", "other_company")) != (p["company"] is not None)
                          or (p["kind"] == "other_company") != (p["face"] is not None)):
        raise ValueError("the pending decision is malformed")


def unpack(values: list[Any]) -> dict[str, Any]:
    """The canonical state `pack` packed; ValueError for anything `pack` would not have produced."""
    if not isinstance(values, list) or len(values) != 7 or values[0] != FORMAT:
        raise ValueError("not an Owner's Choice state")
    _, head, turn, fund, cash, rows, hist = values
    if not isinstance(cash, list) or not isinstance(head, bytes) or not isinstance(hist, bytes) or not head:
        raise ValueError("not an Owner's Choice state")
    n = head[0] >> 5
    if not 2 <= n <= 5 or len(cash) != n:
        raise ValueError("the number of seats does not match")
    h = unpack_uints(head, _widths(n))
    rows = _uint(rows, "the history length")
    flat = unpack_uints(hist, [5] * (4 * rows))
    if h[1] >= len(PHASES) or h[2] >= len(OVERSHOOT):
        raise ValueError("not an Owner's Choice state")
    per, tail = h[7:7 + 6 * n], h[7 + 6 * n:]
    kind, pseat, pcompany, pface = tail[8:]
    if kind >= len(KINDS) or pcompany > len(COMPANIES) or (kind == 0) != (pseat == NONE):
        raise ValueError("the pending decision is malformed")
    pending = None if kind == 0 else {"kind": KINDS[kind], "seat": pseat,
                                      "company": COMPANIES[pcompany - 1] if pcompany else None, "face": FACES[pface]}
    d = {
        "phase": PHASES[h[1]], "overshoot": OVERSHOOT[h[2]], "start": _seat_or_none(h[3]),
        "current": _seat_or_none(h[4]), "turn": _uint(turn, "the turn"), "traded": bool(h[5]), "moved": bool(h[6]),
        "fund": _uint(fund, "the Fund"), "cash": [_uint(c, "cash") for c in cash],
        "stocks": [per[6 * i + 2:6 * i + 6] for i in range(n)],
        "in_game": [bool(per[6 * i]) for i in range(n)],
        "positions": tail[:4], "presidents": [_seat_or_none(v) for v in tail[4:8]], "pending": pending,
        "may_leave": [i for i in range(n) if per[6 * i + 1]],
        "history": [flat[4 * r:4 * r + 4] for r in range(rows)],
    }
    _check(d)
    if pack(d) != values:
        raise ValueError("not the canonical packing of an Owner's Choice state")
    return d


def fold(log: Log) -> dict[str, Any]:
    """The canonical state in force after `log`."""
    from calculators.owners_choice.fold import state_of
    return to_canonical(state_of(log))
