"""Each imported action re-made by the command that makes it at the table (issue 13, item 4).

A game lists, in its own `replay_commands.py`, a `Remake` for each event kind a command records:
`remake(log_before, event)` calls that command — the same function the screens call, so the same
checks run (whose turn it is, the draft order, the bounds) — with the event's actor and data, and
returns what the command returns. `check_remade` then requires the event the command made to match
the imported one: the same kind, actor, on_behalf_of and data. A command that rolls dice in the app
is re-run with the recorded faces (`recorded_dice`): the command's own path draws them from a
`Replayed` source that hands back those faces, so no rule is copied here.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from calculators.core.log import Event, Log
from calculators.core.model import RuleError

# remake(log before the event, the imported event) -> the command's (log, event)
# (or None for a form of the kind no command makes, which keeps the fold's checks)
Remake = Callable[[Log, Event], "tuple[Log, Event] | None"]
Remakes = Mapping[str, Remake]


class Replayed(random.Random):
    """A die source that hands back recorded faces (1-based) in order, for an app roll re-made on import."""

    def __init__(self, faces: Sequence[int]) -> None:
        super().__init__(0)
        self._faces = list(faces)

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:  # type: ignore[override]
        sides = start if stop is None else stop - start
        low = 0 if stop is None else start
        if not self._faces:
            raise RuleError("the recorded roll has fewer dice than the rules roll here.")
        face = self._faces.pop(0)
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= sides:
            raise RuleError("the recorded roll shows a face ({face!r}) the die does not have.", face=face)
        return low + face - 1

    def random(self) -> float:  # any other draw is not a die roll the log can hold
        raise RuleError("this roll cannot be re-made from the recorded faces.")


def recorded_dice(data: Mapping[str, Any], field: str = "roll") -> dict[str, Any]:
    """How to re-make a recorded roll: {"values": faces} for real dice typed in, {"rng": Replayed} for the app's."""
    got = data.get(field)
    if not isinstance(got, Mapping) or not isinstance(got.get("faces"), (list, tuple)):
        raise RuleError("it holds no roll of dice.")
    faces = list(got["faces"])
    if got.get("source") == "physical":
        return {"values": faces}
    return {"rng": Replayed(faces)}


def binding_dice(log: Log, ev: Event, faces: Sequence[int], source: Any, owner: str | None = None) -> dict[str, Any]:
    """How to re-make a binding roll (`binding_key` in its data): with nothing when the log already holds
    that step's roll (an undone roll the app made, which the command brings back; dice typed in and undone do not
    come back, `pinned_outcome`, for `owner` as the command asks), the faces typed in for real dice,
    or a `Replayed` source for the app's roll."""
    from calculators.core.log import pinned_outcome

    key = ev.data.get("binding_key")
    if isinstance(key, str) and pinned_outcome(log, key, owner) is not None:  # the app's undone roll: brought back
        return {}
    # Nothing undone, or dice typed in and undone: typed in again, or rolled afresh by the app.
    return {"values": list(faces)} if source == "physical" else {"rng": Replayed(faces)}


def seat_player(ev: Event) -> str | None:
    """The player a seat acts as (its own), or the player the event acts for."""
    return ev.on_behalf_of if ev.on_behalf_of is not None else _seat(ev.actor)


def _seat(actor: str) -> str | None:
    return actor.split(":", 1)[1] if actor.startswith("seat:") else None


def _plain(value: Any) -> Any:
    """Data as JSON holds it (tuples as lists), so a command's data compares with an imported one."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def same_data(made: Event, ev: Event) -> bool:
    """True when a command's event holds the imported event's data (as JSON holds it)."""
    return _plain(made.data) == _plain(ev.data)


def check_remade(made: Event, ev: Event) -> None:
    """RuleError unless the command made the imported event: same kind, actor, on_behalf_of and data."""
    # The words name no event kind or data field: a player reads them (the action's number says which one).
    if made.kind != ev.kind:
        raise RuleError("the rules record another action here.")
    if made.actor != ev.actor or made.on_behalf_of != ev.on_behalf_of:
        raise RuleError("the rules record a different seat acting here.")
    if _plain(made.data) != _plain(ev.data):
        raise RuleError("what it records is not what the rules make of it (a player, an amount or a die differs, "
                        "or it holds more).")


def remake(remakes: Remakes | None, before: Log, ev: Event) -> bool:
    """Re-make `ev` with its command when the game lists one for its kind; False when it lists none."""
    if not remakes or ev.kind not in remakes:
        return False
    got = remakes[ev.kind](before, ev)
    if got is None:  # a form of this kind the table has no command for: today's checks stand
        return False
    check_remade(got[1], ev)
    return True
