"""The banker opens, reveals and cancels rounds; each seat enters its own sealed entry."""
from __future__ import annotations

import random
from typing import Any

from calculators.core.bids.resolve import resolve
from calculators.core.bids.spec import RoundResult, RoundSpec, RoundState, checked_values
from calculators.core.bids.state import (
    CANCELLED, ENTERED, OPENED, PASSED, REVEALED, pinned_entry, reveal_key, rounds,
)
from calculators.core.actors import BANKER, may_act_for
from calculators.core.log import BINDING_KEY, Event, Log, record, recorded_outcome
from calculators.core.model import RuleError, Term

# Only whoever holds the banker role acts as the bank; the host watching while a banker link holds it does not.
BANKER_ACTORS = (BANKER,)
SEAT_PREFIX = "seat:"

def _game_id(log: Log) -> str:
    """The table's game (its id), as its first event sets it up; "" for a log without one."""
    game = log.events[0].data.get("game") if log.events else None
    return game if isinstance(game, str) else ""


def money_fields(game: str, round_id: str, spec: RoundSpec) -> tuple[str, ...]:
    """The fields of round `round_id` that hold money: a round's `amount` (`FieldSpec.is_money`), and those its game's
    entries module calls money (`money_field`: Rollout's secret bid per share, in $M)."""
    from calculators.games import find  # on use: the registry imports the games, which import this package

    found = find(game)
    says = getattr(found.entries, "money_field", None) if found is not None else None
    return tuple(f.name for f in spec.fields
                 if f.kind == "int" and (f.is_money or (says is not None and says(round_id, f.name))))


def _game_check(log: Log, seat: str, round_id: str, values: dict[str, Any] | None) -> None:
    """The table's game checks the entry (its definition's `entry_check`), whatever was imported before."""
    from calculators.games import find  # on use: the registry imports the games, which import this package

    found = find(_game_id(log))
    if found is not None and found.entry_check is not None:
        found.entry_check(log, seat, round_id, values)


def is_banker(actor: str) -> bool:
    """True for the banker; a seat token (or the host without the role) is never the banker."""
    return actor in BANKER_ACTORS


def _require_banker(actor: str, doing: str) -> None:
    """`doing` is a literal the catalog extracts (RULE_KEYWORDS), shown in the reader's language."""
    if not is_banker(actor):
        raise RuleError("Only the banker can {doing}", doing=Term(doing))


def _round(log: Log, round_id: str) -> RoundState:
    st = rounds(log).get(round_id)
    if st is None:
        raise RuleError("There is no round {round_id!r} at this table", round_id=round_id)
    return st


def _collecting(st: RoundState) -> RoundState:
    if st.status == "revealed":
        raise RuleError("The entries for {purpose} are already revealed", purpose=Term(st.spec.purpose))
    if st.status == "cancelled":
        raise RuleError("The round for {purpose} was cancelled", purpose=Term(st.spec.purpose))
    return st


def _opened_ids(log: Log) -> set[str]:
    # Every id ever opened, undone or not: a default id is never reused.
    return {e.data["round_id"] for e in log.events if e.is_action and e.kind == OPENED}


def open_round(log: Log, actor: str, spec: RoundSpec, *, round_id: str | None = None) -> tuple[Log, Event]:
    """Open a sealed entry round (banker only); its id defaults to "r1", "r2", ..."""
    _require_banker(actor, "open a round of sealed entries")
    if not isinstance(spec, RoundSpec):
        raise RuleError("Say who takes part, what each entry holds and how the round resolves")
    used = _opened_ids(log)
    if round_id is None:
        n = len(used) + 1
        while f"r{n}" in used:
            n += 1
        round_id = f"r{n}"
    elif not isinstance(round_id, str) or not round_id.strip() or round_id != round_id.strip():
        raise RuleError("A round id is a name without surrounding spaces", field="round_id")
    known = rounds(log).get(round_id)
    if known is not None and known.status != "cancelled":  # a cancelled round may be opened again
        raise RuleError("There is already a round {round_id!r} at this table", field="round_id", round_id=round_id)
    kept = recorded_outcome(log, reveal_key(round_id))
    if kept is not None:
        if kept.get("spec") != spec.model_dump(mode="json"):
            raise RuleError(
                "A round {round_id!r} was already revealed once with other settings; give this one another id",
                field="round_id", round_id=round_id,
            )
    return record(log, OPENED, actor, {"round_id": round_id, "spec": spec.model_dump(mode="json")})


def _seat_of(actor: str) -> str | None:
    return actor[len(SEAT_PREFIX):] if actor.startswith(SEAT_PREFIX) else None


def enter(log: Log, actor: str, round_id: str, values: dict[str, Any] | None) -> tuple[Log, Event]:
    """Enter (or change) the actor's own sealed entry and confirm it; None (or PASS) passes."""
    seat = _seat_of(actor)
    if seat is None or not may_act_for(actor, banker=False):
        raise RuleError("Only a player can enter their own entry, on their own phone")
    st = _collecting(_round(log, round_id))
    if seat not in st.spec.participants:
        raise RuleError("You are not taking part in this round")
    pinned = recorded_outcome(log, reveal_key(round_id)) is not None
    if pinned and seat in st.confirmed:
        raise RuleError("The entries were already revealed once; they cannot change")
    if st.locked and not pinned:
        raise RuleError("Everyone has confirmed; the entries can no longer change")
    clean = checked_values(st.spec, seat, values, _game_id(log), money_fields(_game_id(log), round_id, st.spec))
    if pinned:
        _as_revealed(log, st.id, seat, clean)
    _game_check(log, seat, round_id, clean)
    return record(log, ENTERED, actor, {"round_id": round_id, "seat": seat, "values": clean})


def _as_revealed(log: Log, round_id: str, seat: str, values: dict[str, Any] | None) -> None:
    """A round whose reveal was undone keeps the entries the whole table saw (a binding reveal: nobody bids again
    after seeing the others). Its entries stand; one the banker's Undo took back may be made again, exactly as it
    was revealed, and only so (the seat's phone says so and offers just that)."""
    shown = pinned_entry(log, round_id, seat)
    if shown is None or shown.values != values:
        raise RuleError("The entries were already revealed once: yours can only be confirmed again as it was revealed")


def mark_passing(log: Log, actor: str, round_id: str, seat: str) -> tuple[Log, Event]:
    """Mark a seat that has not confirmed as passing (banker only)."""
    _require_banker(actor, "mark a player as passing")
    st = _collecting(_round(log, round_id))
    if seat not in st.spec.participants:
        raise RuleError("{seat} is not taking part in this round", field="seat", seat=seat)
    if seat in st.confirmed:
        raise RuleError("{seat} has already confirmed", field="seat", seat=seat)
    if recorded_outcome(log, reveal_key(round_id)) is not None:
        shown = pinned_entry(log, round_id, seat)  # revealed once: only a pass the table saw may be marked again
        if shown is None or not shown.is_pass:
            raise RuleError("The entries were already revealed once; they cannot change")
    elif not st.spec.allow_pass:
        raise RuleError("This round has no pass: wait for {seat}, or cancel the round", field="seat", seat=seat)
    return record(log, PASSED, actor, {"round_id": round_id, "seat": seat})


def reveal(log: Log, actor: str, round_id: str, rng: random.Random | None = None) -> tuple[Log, Event]:
    """Reveal every entry at once with the winner (banker only), once everyone has confirmed.

    Binding: if a reveal of this round was undone, this shows the same entries, winner and dice.
    """
    _require_banker(actor, "reveal the bids")
    st = _collecting(_round(log, round_id))
    key = reveal_key(round_id)
    kept = recorded_outcome(log, key)
    if kept is not None:
        result = RoundResult.model_validate(kept["result"])
    else:
        waiting = [s for s in st.spec.participants if s not in st.confirmed]
        if waiting:
            if len(waiting) == 1:
                raise RuleError("{seat} has not confirmed yet: wait, or mark {seat} as passing", seat=waiting[0])
            raise RuleError("{seats} and {last} have not confirmed yet: wait, or mark them as passing",
                            seats=waiting[:-1], last=waiting[-1])
        result = resolve(st.spec, st.entries, rng)
    data = {
        "round_id": round_id,
        BINDING_KEY: key,
        "spec": st.spec.model_dump(mode="json"),
        "result": result.model_dump(mode="json"),
    }
    return record(log, REVEALED, actor, data)


def cancel_round(log: Log, actor: str, round_id: str) -> tuple[Log, Event]:
    """Cancel a round before its reveal (banker only); its entries are never shown."""
    _require_banker(actor, "cancel a round")
    _collecting(_round(log, round_id))
    if recorded_outcome(log, reveal_key(round_id)) is not None:
        raise RuleError("The entries were already revealed once; they cannot change: reveal them again instead")
    return record(log, CANCELLED, actor, {"round_id": round_id})
