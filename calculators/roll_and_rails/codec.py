"""The Roll and Rails state on the wire (QR sharing): positional values, dice and plans bit-packed.

Layout: [players, [phase, rounds, round, first, picks, turn, bank, starting_goods], roll, pool, sheets,
supply colours, supply counts, goods, new cities, awards or None, pending], then the seats whose connections are
counted for the final score once any is; a city's goods are [city, colours,
spaces crossed out], then [shipped colours, set added] once either is so, then [new sets' colours, those shipped,
starting goods drawn here] once a set is recorded; a sheet is [money, stock,
manipulators mask, drafted, dice, plan, spent mask, pieces, delivery table (flat), completed, abandoned,
solo uses (6 x 0-3, or None), shipped starting goods]. Dice are 3 bits and plans 4 bits each, never 0,
so trailing zero groups are padding. `unpack` refuses anything `pack` would not have produced.
"""
from __future__ import annotations

from typing import Any

from calculators.core.log import Log
from calculators.core.snapshot import pack_uints, unpack_uints
from calculators.roll_and_rails.fold import state_of
from calculators.roll_and_rails.invariants import invariant_errors
from calculators.roll_and_rails.state import PHASES, RailsState, Sheet
from calculators.roll_and_rails.tables import ACTIONS, DOLLAR, MANIPULATORS, SPECIALISTS

PLAN_CODES = (*ACTIONS, *SPECIALISTS, DOLLAR)  # coded 1..12


def _pack_nonzero(values: list[int], width: int) -> bytes:
    return pack_uints(values, [width] * len(values))


def _unpack_nonzero(data: Any, width: int) -> list[int]:
    if not isinstance(data, (bytes, bytearray)):
        raise ValueError("expected packed bytes")
    n = len(data) * 8 // width
    values = unpack_uints(bytes(data), [width] * n) if n else []
    if len(data) * 8 % width and int.from_bytes(data, "big") & ((1 << (len(data) * 8 % width)) - 1):
        raise ValueError("the padding bits are not zero")
    while values and values[-1] == 0:
        values.pop()
    if 0 in values:
        raise ValueError("a packed value is missing")
    return values


def _mask(flags: list[bool]) -> int:
    return sum(1 << i for i, f in enumerate(flags) if f)


def _flags(mask: Any, n: int) -> list[bool]:
    if isinstance(mask, bool) or not isinstance(mask, int) or not 0 <= mask < 1 << n:
        raise ValueError("a flag mask is out of range")
    return [bool(mask >> i & 1) for i in range(n)]


def _pack_pieces(pieces: tuple[int, ...]) -> bytes:
    """Pieces built this turn: 2 bits a shape (one byte, as codes always were), 3 bits when the
    Engineer's fourth piece makes one shape 4 (two bytes)."""
    return pack_uints(list(pieces), [2, 2, 2] if max(pieces) <= 3 else [3, 3, 3])


def _unpack_pieces(data: Any) -> list[int]:
    if not isinstance(data, (bytes, bytearray)) or len(data) not in (1, 2):
        raise ValueError("the pieces built are damaged")
    return unpack_uints(bytes(data), [2, 2, 2] if len(data) == 1 else [3, 3, 3])


def _pack_sheet(s: Sheet) -> list[Any]:
    uses = None if not s.solo_uses else pack_uints(
        [s.solo_uses.get(x, 0) + (x in s.solo_uses) for x in SPECIALISTS], [3] * len(SPECIALISTS))
    return [s.money, s.stock, _mask([m in s.manipulators for m in MANIPULATORS]), _pack_nonzero(list(s.drafted), 3),
            _pack_nonzero(list(s.dice), 3), _pack_nonzero([PLAN_CODES.index(p) + 1 for p in s.plan], 4),
            _mask(list(s.spent)), _pack_pieces(s.pieces), [v for r in s.vp for v in r],
            s.completed, s.abandoned, uses, s.shipped_starting]


def _unpack_sheet(name: str, v: list[Any]) -> dict[str, Any]:
    (money, stock, manips, drafted, dice, plan, spent, pieces, vp, completed, abandoned, uses, shipped) = v
    plan_codes = _unpack_nonzero(plan, 4)
    if any(c > len(PLAN_CODES) for c in plan_codes) or not isinstance(vp, list) or len(vp) % 3:
        raise ValueError("a sheet's plan or delivery table is damaged")
    solo: dict[str, int] = {}
    if uses is not None:
        for x, u in zip(SPECIALISTS, unpack_uints(uses, [3] * len(SPECIALISTS))):
            if u:
                solo[x] = u - 1
    return {
        "name": name, "money": money, "stock": stock,
        "manipulators": [m for m, f in zip(MANIPULATORS, _flags(manips, 4)) if f],
        "drafted": _unpack_nonzero(drafted, 3), "dice": _unpack_nonzero(dice, 3),
        "plan": [PLAN_CODES[c - 1] for c in plan_codes], "spent": _flags(spent, len(plan_codes)),
        "pieces": _unpack_pieces(pieces), "vp": [vp[i:i + 3] for i in range(0, len(vp), 3)],
        "completed": completed, "abandoned": abandoned, "solo_uses": solo, "shipped_starting": shipped,
    }


def _pack_city(g: Any, colours: list[str]) -> list[Any]:
    """[city, goods, crossed], then the goods shipped from it and whether a set was added unrecorded, then the
    recorded sets' goods, those shipped and whether its starting goods were drawn here, each once needed."""
    packed = [g.city, [colours.index(c) for c in g.goods], g.crossed]
    if g.added or g.added_shipped or not g.drawn:
        return packed + [[colours.index(c) for c in g.shipped], int(g.topped_up), [colours.index(c) for c in g.added],
                         [colours.index(c) for c in g.added_shipped], int(g.drawn)]
    return packed + [[colours.index(c) for c in g.shipped], int(g.topped_up)] if g.shipped or g.topped_up else packed


def _unpack_city(g: Any, colours: list[str]) -> dict[str, Any]:
    if not isinstance(g, list) or len(g) not in (3, 5, 8) or not all(isinstance(x, list)
                                                                      for x in g[1:2] + g[3:4] + g[5:7]):
        raise ValueError("a city's goods are damaged")
    city = {"city": g[0], "goods": [colours[i] for i in g[1]], "crossed": g[2]}
    if len(g) >= 5:
        city.update(shipped=[colours[i] for i in g[3]], topped_up=bool(g[4]))
    if len(g) == 8:
        city.update(added=[colours[i] for i in g[5]], added_shipped=[colours[i] for i in g[6]], drawn=bool(g[7]))
    return city


def pack(state: dict[str, Any]) -> list[Any]:
    """The state as compact positional values."""
    s = RailsState.model_validate(state)
    players = list(s.players)
    colours = list(s.supply)
    return [
        players,
        [PHASES.index(s.phase), s.rounds, s.round, s.first, s.picks, s.turn, s.bank, s.starting_goods],
        _pack_nonzero(list(s.roll), 3), _pack_nonzero(list(s.pool), 3),
        [_pack_sheet(x) for x in s.sheets],
        colours, [s.supply[c] for c in colours],
        [_pack_city(g, colours) for g in s.goods],
        [[c.town, c.letter, c.round, players.index(c.player)] for c in s.new_cities],
        None if s.awards is None else [s.awards[a] for a in ("bronze", "silver", "gold", "platinum")],
        [[players.index(p.player), p.points] for p in s.pending],
        *([[players.index(p) for p in s.counted]] if s.counted else []),
    ]


def unpack(values: list[Any]) -> dict[str, Any]:
    """The state from `pack`'s values; ValueError for anything `pack` would not produce."""
    if not isinstance(values, list) or len(values) not in (11, 12):
        raise ValueError("a Roll and Rails state has 11 or 12 parts")
    players, head, roll, pool, sheets, colours, counts, goods, cities, awards, pending = values[:11]
    if not isinstance(head, list) or len(head) != 8 or not isinstance(head[0], int) or not 0 <= head[0] < len(PHASES):
        raise ValueError("the state's header is damaged")
    if not isinstance(sheets, list) or not isinstance(players, list) or len(sheets) != len(players):
        raise ValueError("one sheet per player")
    if any(not isinstance(x, list) or len(x) != 13 for x in sheets) or not isinstance(colours, list):
        raise ValueError("a sheet has 13 parts")
    counted = values[11] if len(values) == 12 else []
    if not isinstance(counted, list) or not all(type(i) is int and 0 <= i < len(players) for i in counted):
        raise ValueError("the seats counted at the end are damaged")
    state = {
        "players": players, "phase": PHASES[head[0]], "rounds": head[1], "round": head[2], "first": head[3],
        "picks": head[4], "turn": head[5], "bank": head[6], "starting_goods": head[7],
        "roll": _unpack_nonzero(roll, 3), "pool": _unpack_nonzero(pool, 3),
        "sheets": [_unpack_sheet(p, x) for p, x in zip(players, sheets)],
        "supply": dict(zip(colours, counts)),
        "goods": [_unpack_city(g, colours) for g in goods],
        "new_cities": [{"town": t, "letter": ltr, "round": r, "player": players[i]} for t, ltr, r, i in cities],
        "awards": None if awards is None else dict(zip(("bronze", "silver", "gold", "platinum"), awards)),
        "pending": [{"player": players[i], "points": n} for i, n in pending],
        "counted": [players[i] for i in counted],
    }
    model = RailsState.model_validate(state)
    errors = invariant_errors(model) + structure_errors(model)
    if errors:
        raise ValueError(f"not a Roll and Rails state: {errors[0]}")
    out = model.model_dump(mode="json")
    if pack(out) != values:
        raise ValueError("not a Roll and Rails state as this app writes it")
    return out


def structure_errors(s: RailsState) -> list[str]:
    """Shape checks beyond the invariants: one sheet per seat, a delivery column per round, indices in range."""
    n = len(s.players)
    errors = []
    if not 1 <= n <= 5 or len(set(s.players)) != n or [x.name for x in s.sheets] != list(s.players):
        errors.append("the seats and sheets do not match")
    if not 0 <= s.round <= s.rounds or not 0 <= s.first < n or any(len(x.vp) != s.rounds for x in s.sheets):
        errors.append("the round counter is out of range")
    if any(len(x.plan) not in (0, len(x.dice)) or len(x.spent) != len(x.plan) for x in s.sheets):
        errors.append("a plan does not match the dice")
    if any(v < 0 for v in s.supply.values()) or any(p.points < 1 for p in s.pending):
        errors.append("a count is negative")
    return errors


def fold(log: Log) -> dict[str, Any]:
    """The canonical state in force after `log`."""
    return state_of(log).model_dump(mode="json")
