"""The table's dice tray: rolls recorded in the log, so replay never re-rolls and undo never re-rolls either."""
from __future__ import annotations

import random
from typing import Sequence

from calculators.core.actors import is_banker, may_act_for
from calculators.core.dice import D6, DiceRoll, Die, enter_physical, roll_for
from calculators.core.log import Event, Log, folded, pinned_outcome, record
from calculators.core.model import RuleError

ROLLED = "dice.rolled"
PURPOSE_MAX = 60  # what the tray's field allows; the rule holds it too, whatever a client sends


def _purpose(purpose: str | None) -> str:
    purpose = (purpose or "").strip() or "Table roll"
    if len(purpose) > PURPOSE_MAX:
        raise RuleError("Say what the roll is for in at most {most} characters (this one has {length:,}).",
                        field="purpose", most=PURPOSE_MAX, length=len(purpose))
    return purpose


# The tray rolls in force as a persistent stack (latest, earlier…, count): a roll adds one link, nothing is copied.
_Rolls = tuple  # (Event, _Rolls | None, int) or None


def _rolls(log: Log) -> _Rolls | None:
    return folded(log, "tray.rolls", _first_rolls, _with_roll, empty=None)


def _first_rolls(first: Event) -> _Rolls | None:
    return (first, None, 1) if first.kind == ROLLED else None


def _with_roll(rolls: _Rolls | None, ev: Event) -> _Rolls | None:
    return (ev, rolls, 1 + (rolls[2] if rolls else 0)) if ev.kind == ROLLED else rolls


def tray_rolls(log: Log) -> list[Event]:
    """The tray rolls in force, oldest first."""
    out, node = [], _rolls(log)
    while node is not None:
        out.append(node[0])
        node = node[1]
    out.reverse()
    return out


def recent_tray_events(log: Log, n: int) -> list[Event]:
    """The `n` latest tray rolls in force, newest first (walked back from the latest, not from the start)."""
    out, node = [], _rolls(log)
    while node is not None and len(out) < n:
        out.append(node[0])
        node = node[1]
    return out


def roll_of(event: Event) -> DiceRoll:
    """The dice a tray roll's event recorded."""
    return DiceRoll.model_validate({k: v for k, v in event.data.items() if k != "binding_key"})


def last_tray_event(log: Log) -> Event | None:
    """The latest tray roll in force (its event), if any."""
    node = _rolls(log)
    return node[0] if node else None


def _check_roller(actor: str) -> None:
    # Anyone at the table rolls the shared dice; a device without a seat or the banker role only watches.
    if not may_act_for(actor):
        raise RuleError("Only the banker or a player at the table can roll the dice.")


def _next_key(log: Log) -> str:
    # The k-th roll of the tray is the same step however often it is undone: its dice are pinned.
    node = _rolls(log)
    return f"tray #{(node[2] if node else 0) + 1}"


def _check_behalf(actor: str, on_behalf_of: str | None) -> None:
    # Only the banker rolls for someone else, and it is recorded as such ("Ann's roll, by the banker").
    if on_behalf_of is not None and not is_banker(actor):
        raise RuleError("Only the banker can roll for another player.")


def roll_tray(log: Log, actor: str, n: int, purpose: str, *, die: Die = D6,
              rng: random.Random | None = None, on_behalf_of: str | None = None) -> tuple[Log, Event]:
    """Roll n dice for everyone to see; an undone roll of the same step comes back with the same faces."""
    _check_roller(actor)
    _check_behalf(actor, on_behalf_of)
    purpose = _purpose(purpose)
    key = _next_key(log)
    result = roll_for(log, key, die, n, purpose, rng)
    return record(log, ROLLED, actor, {"binding_key": key, **result.model_dump(mode="json")},
                  on_behalf_of=on_behalf_of)


def enter_tray(log: Log, actor: str, values: Sequence[int | str], purpose: str, *, die: Die = D6,
               on_behalf_of: str | None = None) -> tuple[Log, Event]:
    """Record dice rolled by hand at the table ('we rolled real dice')."""
    _check_roller(actor)
    _check_behalf(actor, on_behalf_of)
    purpose = _purpose(purpose)
    key = _next_key(log)
    if pinned_outcome(log, key) is not None:
        raise RuleError("This roll was already made and then undone: the banker's Redo (in History) puts it back, "
                        "or Roll brings back the same dice.")
    result = enter_physical(die, values, purpose)
    return record(log, ROLLED, actor, {"binding_key": key, **result.model_dump(mode="json")},
                  on_behalf_of=on_behalf_of)


def last_roll(log: Log) -> DiceRoll | None:
    """The latest tray roll in force, if any."""
    last = last_tray_event(log)
    return None if last is None else roll_of(last)
