"""Who acts: the banker, the host, or a seat — and the checks every command makes on it.

Actors are strings in the log: "banker" (whoever holds the banker role), "host" (the device
that serves the table, when it does not hold the role) and "seat:<name>" (a player's phone).
"""
from __future__ import annotations

from collections.abc import Collection

from calculators.core.log import (UNDO, Event, Log, active_actions, can_redo, now_iso, redo, redo_count, undo,
                                  undone_seqs)
from calculators.core.model import RuleError, Term

BANKER = "banker"
HOST = "host"
SEAT_PREFIX = "seat:"
# A viewer who is no seat and not the banker: sees only what the whole table sees (a bank phone covered while it
# changes hands). Never a seat's name: names refuse control characters (calculators.core.names).
ONLOOKER = "\x00"


def seat_actor(name: str) -> str:
    """The actor string of a player's seat."""
    return f"{SEAT_PREFIX}{name}"


def seat_of(actor: str) -> str | None:
    """The seat an actor speaks for, or None for the banker and the host."""
    return actor[len(SEAT_PREFIX):] if actor.startswith(SEAT_PREFIX) else None


def may_act_for(actor: str, seat: str | None = None, *, banker: bool = True,
                players: Collection[str] | None = None) -> bool:
    """THE rule of who acts, decided here and nowhere else.

    For a `seat`: that seat's own phone, or the banker on its behalf (where the game lets the banker act
    for a player, `banker`). For no seat (None): anyone at the table — the banker (`banker`) or any seat
    (one of `players`, when given). A device without the banker role and without a seat never acts."""
    if actor == BANKER:
        return banker
    mine = seat_of(actor)
    if mine is None:
        return False
    if seat is None:
        return players is None or mine in players
    return mine == seat


def is_banker(actor: str) -> bool:
    """The banker's role, and only it (`may_act_for` with no seat among no players)."""
    return may_act_for(actor, players=())


def on_behalf_of(actor: str, seat: str) -> str | None:
    """What the log records: None when the seat acts itself, the seat when someone (the banker) acts for it."""
    return None if actor == seat_actor(seat) else seat


def require_banker(actor: str, what: str) -> None:
    """Refuse anyone but the banker: a seat's token can never do the bank's work. `what` is a literal at each call
    (the catalog extracts it: RULE_KEYWORDS), an infinitive phrase shown in the reader's language."""
    if not is_banker(actor):
        raise RuleError("Only the banker can {what}.", what=Term(what))


def undo_last(log: Log, actor: str, expect: int | None = None) -> tuple[Log, Event]:
    """The banker takes back the table's last action (it stays in the history, marked undone).

    `expect`: the action the banker's Undo named (its number). Another phone's action may reach the table between
    the button being drawn and tapped (a walk: a player borrowed as the banker tapped "Undo: Ann paid Stage 1", and
    the loan was undone); then nothing is undone, and the refusal says what came in."""
    require_banker(actor, "undo")
    if expect is not None:
        _still_last(log, expect)
    return undo(log, actor)


def redo_last(log: Log, actor: str, expect: int | None = None) -> tuple[Log, Event]:
    """The banker puts back the action undone last, if nothing was done since; `expect`: the action the banker's Redo
    named (two phones tapping Redo together put back two actions, the second one never named)."""
    require_banker(actor, "redo")
    if expect is not None and redo_target(log) != expect:
        raise RuleError("Redo was for #{seq}, which is no longer the action to put back: nothing was put back. Look "
                        "at the History again.", seq=expect)
    return redo(log, actor)


def redo_all(log: Log, actor: str, expect: int | None = None) -> tuple[Log, list[Event]]:
    """The banker puts back every action undone since the last action, oldest first, in one tap (a walk took back
    21 actions by mistake and needed 21 taps on Redo); `expect`, as `redo_last`'s: the first one the button named.
    One redo event each, all with one time (the seats' "Just now" names them together)."""
    require_banker(actor, "redo")
    if expect is not None and redo_target(log) != expect:
        raise RuleError("Redo was for #{seq}, which is no longer the action to put back: nothing was put back. Look "
                        "at the History again.", seq=expect)
    if not can_redo(log):
        raise RuleError("Nothing to redo")
    events, stamp = [], now_iso()
    for _ in range(redo_count(log)):
        log, ev = redo(log, actor, at=stamp)
        events.append(ev)
    return log, events


def redo_target(log: Log) -> int | None:
    """The action Redo would put back now (its number), if any."""
    if not can_redo(log):
        return None
    undone = undone_seqs(log)
    return next((e.target for e in reversed(log.events) if e.kind == UNDO and e.target in undone), None)


def _still_last(log: Log, expect: int) -> None:
    """Refuse when the last action in force is no longer action `expect`: it was undone meanwhile (another phone's
    Undo), or another phone's action came in after it."""
    active = active_actions(log)
    if not any(e.seq == expect for e in active):
        raise RuleError("#{seq} was already taken back (on another phone): nothing more was undone.", seq=expect)
    if active[-1].seq != expect:
        raise RuleError("#{seq} came in from another phone since this Undo was shown: nothing was undone. Look at it "
                        "first, then undo again if you still want to.", seq=active[-1].seq)


def undo_back_to(log: Log, actor: str, seq: int, newest: int | None = None) -> tuple[Log, list[Event]]:
    """The banker takes back action `seq` and every action in force after it, newest first: one undo
    event each (nothing else is recorded). Refused, recording nothing, when `seq` is not an action in
    force or one of them may not be undone, or (`newest`: the last action the banker was shown asking) when another
    phone's action came in since (it would be taken back unseen)."""
    require_banker(actor, "undo")
    active = active_actions(log)
    at = next((i for i, e in enumerate(active) if e.seq == seq), None)
    if at is None:
        raise RuleError("#{seq} is not an action in force: nothing to undo back to.", seq=seq)
    if newest is not None:
        _still_last(log, newest)
    if not all(e.undoable for e in active[at:]):
        raise RuleError("#{seq} cannot be undone (the table's start stays).", seq=seq)
    events = []
    stamp = now_iso()  # one tap, one time: the seats' "Just now" names them together (`core.words.latest`)
    for _ in range(len(active) - at):
        log, ev = undo(log, actor, at=stamp)
        events.append(ev)
    return log, events
