"""Rounds folded from the log, each screen's view of a round, and what the history may print."""
from __future__ import annotations

from typing import Any

from calculators.core.bids.spec import Entry, RoundResult, RoundSpec, RoundState
from calculators.core.log import BINDING_KEY, Event, Log, folded, is_undone, latest_binding, recorded_outcome

OPENED = "bids.opened"
ENTERED = "bids.entered"
PASSED = "bids.passed"
REVEALED = "bids.revealed"
CANCELLED = "bids.cancelled"
KINDS = (OPENED, ENTERED, PASSED, REVEALED, CANCELLED)


# A game's seats that have left the game (taken over, bankrupt): they leave every round still collecting,
# which then completes with the seats left. departed(log) -> seats; registered by the game package.
def _departed(log: Log) -> frozenset[str]:
    """The seats that have left the game (its definition says; a game without `departed` loses nobody)."""
    from calculators import games  # on use: the registry imports the games, which import this module

    found = games.find(log.events[0].data.get("game")) if log.events else None
    return found.departed(log) if found is not None and found.departed is not None else frozenset()


def _without(st: RoundState, gone: frozenset[str]) -> RoundState:
    """A collecting round without the seats that left the game: their entries go with them."""
    seats = tuple(s for s in st.spec.participants if s not in gone)
    spec = st.spec.model_copy(update={"participants": seats, "cash_limit": None if st.spec.cash_limit is None else {
        s: v for s, v in st.spec.cash_limit.items() if s in seats}})
    confirmed = tuple(s for s in st.confirmed if s in seats)
    return st.model_copy(update={"spec": spec, "confirmed": confirmed,
                                 "entries": {s: e for s, e in st.entries.items() if s in seats},
                                 "locked": st.locked or len(confirmed) == len(seats)})


def reveal_key(round_id: str) -> str:
    """The binding key of a round's reveal: undone, it pins the entries and dice it showed."""
    return f"reveal {round_id}"


def _with_entry(st: RoundState, entry: Entry) -> RoundState:
    entries = {**st.entries, entry.seat: entry}
    order = st.spec.participants
    confirmed = tuple(s for s in order if s in entries)
    return st.model_copy(update={
        "entries": {s: entries[s] for s in confirmed},
        "confirmed": confirmed,
        "locked": len(confirmed) == len(order),
    })


def apply(states: dict[str, RoundState], ev: Event) -> dict[str, RoundState]:
    """The rounds after one action in force (other kinds leave them as they are)."""
    if ev.kind not in KINDS:
        return states
    d = ev.data
    rid = d["round_id"]
    if ev.kind == OPENED:
        spec = RoundSpec.model_validate(d["spec"])
        return {**states, rid: RoundState(id=rid, spec=spec, status="collecting", confirmed=(), entries={})}
    if rid not in states:
        raise ValueError(f"event {ev.seq} names round {rid}, which is not open")
    st = states[rid]
    if ev.kind == ENTERED:
        st = _with_entry(st, Entry(seat=d["seat"], values=d["values"]))
    elif ev.kind == PASSED:
        st = _with_entry(st, Entry(seat=d["seat"], values=None))
    elif ev.kind == REVEALED:
        result = RoundResult.model_validate(d["result"])
        # The reveal is the truth of what was entered (it may be a pinned one, re-done).
        st = st.model_copy(update={
            "status": "revealed", "result": result, "locked": True,
            "entries": {e.seat: e for e in result.entries},
            "confirmed": tuple(e.seat for e in result.entries),
        })
    else:
        st = st.model_copy(update={"status": "cancelled", "locked": True})
    return {**states, rid: st}


def pinned_reveals(log: Log) -> set[str]:
    """Ids of rounds (opened by an action in force) whose latest reveal is undone: their entries may no longer change."""
    return {rid for rid in _folded(log) if _reveal_undone(log, rid)}


def _reveal_undone(log: Log, rid: str) -> bool:
    seq = latest_binding(log, reveal_key(rid))  # a reveal records its round's binding key
    return seq is not None and is_undone(log, seq)


def _folded(log: Log) -> dict[str, RoundState]:
    # Folded once per log and kept on it; one step from the log before.
    return folded(log, "bids.rounds", lambda first: apply({}, first), apply, empty={})


def rounds(log: Log) -> dict[str, RoundState]:
    """Every round opened by an action in force, by id, in the order they were opened."""
    states = dict(_folded(log))
    for rid, st in states.items():
        if st.status == "collecting" and _reveal_undone(log, rid):
            states[rid] = st.model_copy(update={"locked": True})
    gone = _departed(log) if any(st.status == "collecting" for st in states.values()) else frozenset()
    for rid, st in states.items():
        if st.status == "collecting" and gone & set(st.spec.participants):
            states[rid] = _without(st, gone)
    return states


def pinned_entry(log: Log, round_id: str, seat: str) -> Entry | None:
    """`seat`'s entry as the round's undone reveal showed it to the whole table, while that reveal stays undone
    (None otherwise): the only entry the seat may still make there, should the banker's Undo take its entry back."""
    seq = latest_binding(log, reveal_key(round_id))
    if seq is None or not is_undone(log, seq):
        return None
    shown = log.events[seq - 1].data.get("result", {}).get("entries", ())
    return next((Entry.model_validate(e) for e in shown if e.get("seat") == seat), None)


def reveal_waits_for(log: Log, round_id: str) -> tuple[str, ...]:
    """The seats whose confirmation the reveal still needs: none once a reveal of the round was recorded (undone,
    it is binding: revealing again shows the result the table saw), else every seat that has not confirmed."""
    st = rounds(log).get(round_id)
    if st is None or recorded_outcome(log, reveal_key(round_id)) is not None:
        return ()
    return tuple(s for s in st.spec.participants if s not in st.confirmed)


def may_mark_passing(log: Log, round_id: str, seat: str) -> bool:
    """Whether the banker may mark `seat`, not confirmed, as passing: where the round allows a pass, and after an
    undone reveal only a seat whose revealed entry was a pass (the entries the table saw stand)."""
    st = rounds(log).get(round_id)
    if st is None or seat not in st.spec.participants or seat in st.confirmed:
        return False
    if recorded_outcome(log, reveal_key(round_id)) is not None:
        shown = pinned_entry(log, round_id, seat)
        return shown is not None and shown.is_pass
    return st.spec.allow_pass


def entry_undone(log: Log, round_id: str, seat: str) -> bool:
    """True when `seat`'s latest entry in the round was taken back by an Undo and none stands in its place: the
    player must enter again (their phone says so)."""
    mine = [e for e in log.events if e.is_action and e.kind == ENTERED
            and e.data.get("round_id") == round_id and e.data.get("seat") == seat]
    return bool(mine) and is_undone(log, mine[-1].seq)


def unrevealed(log: Log) -> tuple[str, ...]:
    """Ids of the rounds still collecting that hold an entry: secrets nobody has seen yet, which must not leave the
    table (a file of the whole table would carry them)."""
    return tuple(rid for rid, st in rounds(log).items() if st.status == "collecting" and st.entries)


def view_for(state: RoundState, viewer: str | None) -> RoundState:
    """The round as `viewer` (a seat, or None for someone without one) may see it.

    Until the reveal only the viewer's own entry is shown; who has confirmed is public.
    """
    if state.status == "revealed":
        return state
    own = {viewer: state.entries[viewer]} if viewer is not None and viewer in state.entries else {}
    return state.model_copy(update={"entries": own, "result": None})


def history_data(event: Event) -> dict[str, Any]:
    """What the history screen may print for `event`: never the values of a stored entry."""
    d = event.data
    if event.kind == ENTERED:
        return {"round_id": d["round_id"], "seat": d["seat"], "entered": True}
    if event.kind == PASSED:
        return {"round_id": d["round_id"], "seat": d["seat"], "passed": True}
    if event.kind == REVEALED:
        return {k: v for k, v in d.items() if k != BINDING_KEY}
    return dict(d)
