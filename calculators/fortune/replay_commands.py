"""Fortune: each recorded kind of action and the command that makes it, for imports.

`check_import` (calculators/core/replay.py) re-runs each imported action with the command below,
with the event's actor and data, so the command's checks run again (whose turn it is to roll, who
has rolled and may land), and requires the command to make the same event. Dice the app rolled are
re-made from their recorded faces. Kinds not listed keep the fold's checks.
"""
from __future__ import annotations

from typing import Any

from calculators.core.log import Event, Log
from calculators.core.replay_commands import Remakes, binding_dice
from calculators.fortune.turns import land, roll_for_start, roll_move


def _dice(log: Log, ev: Event) -> dict[str, Any]:
    roll = ev.data.get("roll")
    faces = roll.get("faces") if isinstance(roll, dict) else None
    return binding_dice(log, ev, faces if isinstance(faces, list) else [], roll.get("source") if roll else None)


def _start(log: Log, ev: Event):
    how = _dice(log, ev)
    if "values" in how:  # typed in a pair per contender
        faces = how["values"]
        how = {"values": [faces[i:i + 2] for i in range(0, len(faces), 2)]}
    return roll_for_start(log, ev.actor, **how)


COMMANDS: Remakes = {
    "fortune.start_rolled": _start,
    "fortune.rolled": lambda log, ev: roll_move(log, ev.actor, ev.data.get("player"), ev.data.get("dice"),
                                                **_dice(log, ev)),
    "fortune.landed": lambda log, ev: land(log, ev.actor, ev.data.get("player"), ev.data.get("space"),
                                           ev.data.get("passed_start", False)),
}
