"""A restarted server never reuses the control ids of the process before it (see companion/control_ids.py).

A phone may deliver, after a restart, a tap it made on the old process's screen; it names the old
control's id. The SIGKILL browser test once saw such a tap open "We rolled real dice" on the new
process, because both processes numbered their controls from 3."""
from __future__ import annotations

import subprocess
import sys

import flet as ft

from companion import control_ids

SCRIPT = """
from companion import control_ids
import flet as ft
control_ids.start_fresh()
ids = [ft.TextButton("Roll")._i for _ in range(2000)]
print(ids[0], ids[-1])
"""


def first_and_last_ids() -> tuple[int, int]:
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True).stdout
    first, last = out.split()
    return int(first), int(last)


def test_two_server_processes_hand_out_disjoint_control_ids():
    old = first_and_last_ids()
    new = first_and_last_ids()
    assert old[1] - old[0] == new[1] - new[0] == 1999  # each process counts up from its own start
    assert old[1] < new[0] or new[1] < old[0], (old, new)  # no id of the old process names a new control


def test_ids_start_inside_the_range_the_browser_decodes_as_small_integers():
    start = control_ids.start_fresh()
    first = ft.Text("x")._i
    assert first == start
    assert control_ids.FIRST <= first < control_ids.FIRST + control_ids.SPAN < 2**31
