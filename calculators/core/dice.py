"""Dice with faces, rolls from the app's RNG or typed in from real dice, binding re-use."""
from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import field_validator, model_validator

from calculators.core.log import BINDING_KEY, Log, pinned_outcome
from calculators.core.model import Frozen, RuleError, Term

MAX_DICE = 30

# Never seeded and never handed out: the app's dice come from the operating system.
_SYSTEM_RNG = secrets.SystemRandom()


class Die(Frozen):
    """A die: a name and the label of each face (face number = position + 1)."""

    name: str
    faces: tuple[str, ...]

    @field_validator("name")
    @classmethod
    def _named(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("a die needs a name")
        return v

    @field_validator("faces")
    @classmethod
    def _labelled(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        if not v or any(not label.strip() for label in v):
            raise ValueError("a die needs at least one face, each with a label")
        return v

    @property
    def is_numeric(self) -> bool:
        """True when every face label is a whole number (so rolls have a total)."""
        return all(_as_int(label) is not None for label in self.faces)


D6 = Die(name="d6", faces=("1", "2", "3", "4", "5", "6"))


def _as_int(label: str) -> int | None:
    try:
        return int(label)
    except ValueError:
        return None


class DiceRoll(Frozen):
    """A recorded roll: which faces came up (1-based), their labels, why, and from where."""

    die: str
    faces: tuple[int, ...]
    labels: tuple[str, ...]
    purpose: str
    source: Literal["app", "physical"]

    @model_validator(mode="after")
    def _consistent(self) -> DiceRoll:
        if not 1 <= len(self.faces) <= MAX_DICE:
            raise ValueError(f"a roll has 1 to {MAX_DICE} dice")
        if len(self.labels) != len(self.faces) or min(self.faces) < 1:
            raise ValueError("each die needs a face number from 1 and its label")
        return self

    @property
    def total(self) -> int:
        """Sum of the face values (the labels read as numbers; for a d6 the pips)."""
        values = [_as_int(label) for label in self.labels]
        if any(v is None for v in values):
            raise RuleError("A {die} roll has no total; its faces are not numbers", die=Term(self.die))
        return sum(values)  # type: ignore[arg-type]


def _check_count(n: Any) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_DICE:
        raise RuleError("Roll 1 to {most} dice at a time, not {n}", field="n", most=MAX_DICE, n=n)


def _make(die: Die, faces: list[int], purpose: str, source: str) -> DiceRoll:
    return DiceRoll(
        die=die.name,
        faces=tuple(faces),
        labels=tuple(die.faces[f - 1] for f in faces),
        purpose=purpose,
        source=source,
    )


def roll(die: Die, n: int, purpose: str, rng: random.Random | None = None) -> DiceRoll:
    """Roll `n` (1..30) of `die` with the system's RNG, or with `rng` in tests."""
    _check_count(n)
    r = rng if rng is not None else _SYSTEM_RNG
    k = len(die.faces)
    return _make(die, [r.randrange(k) + 1 for _ in range(n)], purpose, "app")


def _is_plain(die: Die) -> bool:
    return die.faces == tuple(str(i) for i in range(1, len(die.faces) + 1))


def _face_of(die: Die, value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 1 <= value <= len(die.faces) else None
    if isinstance(value, str) and value in die.faces:
        return die.faces.index(value) + 1
    return None


def enter_physical(die: Die, values: Sequence[int | str], purpose: str) -> DiceRoll:
    """Record real dice typed in: face numbers 1..len(faces), or a face's exact label."""
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence):
        raise RuleError("Enter each die's face separately", field="values")
    if not 1 <= len(values) <= MAX_DICE:
        raise RuleError("Enter 1 to {most} dice", field="values", most=MAX_DICE)
    faces = []
    for i, value in enumerate(values):
        face = _face_of(die, value)
        if face is None:
            shown = value if isinstance(value, (int, float)) else repr(value)
            if _is_plain(die):
                raise RuleError("A die shows 1 to {k}; {value} is not a face", field=f"values[{i}]",
                                k=len(die.faces), value=shown)
            raise RuleError("A {die} die shows 1 to {k} or one of {faces}; {value} is not a face",
                            field=f"values[{i}]", die=Term(die.name), k=len(die.faces),
                            faces=[Term(f) for f in die.faces], value=shown)
        faces.append(face)
    return _make(die, faces, purpose, "physical")


def binding_roll_data(roll_: DiceRoll, key: str, **extra: Any) -> dict[str, Any]:
    """Event data for a binding roll: {"binding_key": key, "roll": <the roll as JSON>, **extra}."""
    return {**extra, BINDING_KEY: key, "roll": roll_.model_dump(mode="json")}


def roll_for(
    log: Log, key: str, die: Die, n: int, purpose: str, rng: random.Random | None = None, owner: str | None = None
) -> DiceRoll:
    """The roll for binding step `key`: the recorded one if that step was undone, else a fresh roll.

    The recorded roll is reused when `pinned_outcome(log, key)` holds one (the app made it) of the same die and
    count, either under "roll" (as `binding_roll_data` writes it) or as DiceRoll fields at the
    top level of the event data; otherwise this is `roll(die, n, purpose, rng)`.
    """
    _check_count(n)
    # An undone roll the app made comes back; dice typed in and undone do not (`pinned_outcome`): the app rolls
    # afresh (a walk's Kasse undid mistyped dice, tapped Roll, and got the mistyped dice back as the app's roll).
    kept = pinned_roll(log, key, owner)
    if kept is not None and kept.die == die.name and len(kept.faces) == n:
        return kept
    return roll(die, n, purpose, rng)


def pinned_roll(log: Log, key: str, owner: str | None = None) -> DiceRoll | None:
    """The app's roll for binding step `key`, made and undone: it stands (`pinned_outcome`, for `owner` when the
    step is a player's); None when nothing binds the step or it was dice typed in."""
    return _recorded_roll(pinned_outcome(log, key, owner))


def _recorded_roll(outcome: dict[str, Any] | None) -> DiceRoll | None:
    if outcome is None:
        return None
    if "roll" in outcome:
        return DiceRoll.model_validate(outcome["roll"])
    fields = {k: outcome[k] for k in DiceRoll.model_fields if k in outcome}
    return DiceRoll.model_validate(fields) if len(fields) == len(DiceRoll.model_fields) else None
