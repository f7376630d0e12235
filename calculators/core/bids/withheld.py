"""Sealed entries nobody ever saw, withheld from a history that leaves the table (a table file).

A seat's sealed entry is seen by the table only at the reveal, and only as it stands then. An entry made in a round
the banker cancelled, one the seat changed before the reveal, one the banker's Undo took back: nobody saw those,
and a file of the whole table must not show them either (a walk's cancelled round left Ann's 6789 in the file, one
text editor away from anyone who got it). Such an entry keeps its place in the history (the History still says
"Ann confirmed her entry", the numbering and Undo stand), with values anyone may see in their stead: the seat's
entry as the round revealed it, else a pass where the round allows one, else each field's lowest value.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calculators.core.bids.spec import RoundSpec
from calculators.core.bids.state import ENTERED, OPENED, REVEALED
from calculators.core.log import Event


def _shown(events: Sequence[Event]) -> dict[tuple[str, str], list[Any]]:
    """Every entry a reveal showed the table, by (round, seat): its values (a reveal undone and made again shows the
    same ones; a round's id may be opened again after a cancel)."""
    shown: dict[tuple[str, str], list[Any]] = {}
    for ev in events:
        if ev.kind == REVEALED:
            for entry in ev.data.get("result", {}).get("entries", ()):
                shown.setdefault((ev.data.get("round_id"), entry.get("seat")), []).append(entry.get("values"))
    return shown


def _stand_in(spec: RoundSpec | None, shown: list[Any]) -> Any:
    """Values anyone may see, in place of an entry nobody saw."""
    if shown:
        return shown[-1]
    if spec is None or spec.allow_pass:
        return None
    return {f.name: (f.min if f.kind == "int" else f.options[0]) for f in spec.fields}


def never_seen(events: Sequence[Event]) -> list[int]:
    """The seqs of the sealed entries in `events` whose values no reveal showed."""
    shown = _shown(events)
    return [ev.seq for ev in events if ev.kind == ENTERED
            and ev.data.get("values") not in shown.get((ev.data.get("round_id"), ev.data.get("seat")), [])]


def withheld(events: Sequence[Event]) -> list[Event]:
    """`events` with the values of every sealed entry nobody saw replaced by a stand-in (see the module)."""
    hidden = set(never_seen(events))
    if not hidden:
        return list(events)
    shown, specs, out = _shown(events), {}, []
    for ev in events:
        if ev.kind == OPENED:
            try:
                specs[ev.data.get("round_id")] = RoundSpec.model_validate(ev.data.get("spec"))
            except ValueError:
                specs.pop(ev.data.get("round_id"), None)
        if ev.seq in hidden:
            key = (ev.data.get("round_id"), ev.data.get("seat"))
            ev = ev.model_copy(update={"data": {**ev.data, "values": _stand_in(specs.get(key[0]), shown.get(key, []))}})
        out.append(ev)
    return out
