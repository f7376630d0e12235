"""Rollout's dice: rolled by the app, or typed in from real dice, and binding (an undone roll comes back)."""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from calculators.core.dice import D6, DiceRoll, binding_roll_data, enter_physical, roll, roll_for
from calculators.core.log import BINDING_KEY, Log, pinned_outcome, recorded_outcome
from calculators.core.model import RuleError, Term

MAX_ROLLS = 200


def again() -> RuleError:
    """Real dice typed in for a roll that was made and undone: the undone roll is binding."""
    return RuleError("This roll was already made and then undone: roll in the app to bring back the same dice.")


def roll_dice(log: Log, key: str, n: int, purpose: str, rng: random.Random | None = None,
              faces: Sequence[int] | None = None, *, step: Term) -> DiceRoll:
    """`n` dice for binding step `key`: real dice typed in, the undone roll of that step, or a fresh roll.
    `step` names the step in a refusal (a word of the game; `purpose`, recorded with the roll, may hold names)."""
    if faces is not None:
        if pinned_outcome(log, key) is not None:
            raise again()
        got = enter_physical(D6, faces, purpose)
        if len(got.faces) != n:
            raise RuleError("Enter {n} dice for {step}, not {got}.", field="faces", n=n, step=step,
                            got=len(got.faces))
        return got
    return roll_for(log, key, D6, n, purpose, rng)


def roll_data(r: DiceRoll, key: str, **extra: Any) -> dict[str, Any]:
    """Event data for a binding roll."""
    return binding_roll_data(r, key, **extra)


def faces_of(data: dict[str, Any]) -> tuple[int, ...]:
    """The faces of the roll recorded in an event's data."""
    return tuple(data["roll"]["faces"])


def roll_until(log: Log, key: str, ok: Callable[[int], bool], purpose: str,
               rng: random.Random | None = None, faces: Sequence[int] | None = None) -> tuple[int, ...]:
    """One die rolled until `ok(face)` (Starting the Game: keep rolling until a player's number turns up)."""
    kept = recorded_outcome(log, key)
    if faces is not None:
        if kept is not None:
            raise again()
        got = enter_physical(D6, faces, purpose).faces if faces else ()
        if not got or not ok(got[-1]) or any(ok(f) for f in got[:-1]):
            raise RuleError("Enter every roll of the die, up to the first number that names a player.", field="faces")
        return tuple(got)
    if kept is not None and "rolls" in kept:
        return tuple(kept["rolls"])
    out: list[int] = []
    for _ in range(MAX_ROLLS):
        out.append(roll(D6, 1, purpose, rng).faces[0])
        if ok(out[-1]):
            return tuple(out)
    raise RuleError("The die never named a player; roll again.")


def until_data(rolls: tuple[int, ...], key: str, **extra: Any) -> dict[str, Any]:
    """Event data for a binding run of rolls."""
    return {**extra, BINDING_KEY: key, "rolls": list(rolls)}
