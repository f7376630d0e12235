"""Control ids that a restarted server never hands out again.

Flet numbers the controls of a process from 3 upwards. When the server restarts (a crash, a
SIGKILL, the host closing the laptop), a phone's page reconnects to the new process and may still
deliver a tap it made before: the tap names the id of the control it hit in the old process. With
numbering restarted at 3, that id names some other control of the new screen ("Roll" became
"We rolled real dice" in the SIGKILL test), and the stale tap would run its handler. Starting each
process at a random point of a wide range makes such an id name nothing, so Flet ignores the tap.

The range stays far below 2**32 even after billions of controls, so ids remain small integers for
the browser's msgpack decoder.
"""
from __future__ import annotations

import itertools
import secrets

from flet.controls.id_counter import ControlId

FIRST = 1 << 20
SPAN = 1 << 30


def start_fresh() -> int:
    """Number this process's controls from a random start; returns the start."""
    start = FIRST + secrets.randbelow(SPAN)
    with ControlId._lock:
        ControlId._counter = itertools.count(start)
    return start
