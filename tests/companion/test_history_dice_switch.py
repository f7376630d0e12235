"""History three hours in: the dice tray's rolls can be left out of the list, so the game's own actions are found (a
walk: 400 of 864 entries were tray rolls; the first screens held nothing else, and Turn 8's payments were four
"older" taps and 400 rolls down). The rolls stay in the table's history; the switch only filters what is listed."""
import random

import flet as ft

import calculators.rollout as ro
from calculators.core.actors import BANKER
from calculators.core.tray import roll_tray
from tests.support.controls import walk
from tests.support.rollout import started
from tests.support.screens import Table


def listed(controls) -> list[str]:
    return [c.identifier for c in walk(controls) if isinstance(c, ft.Semantics) and (c.identifier or "").startswith(
        "event-")]


def test_the_tray_rolls_can_be_left_out_of_the_list(tmp_path):
    t = Table(tmp_path, "rollout")
    sid = t.create(started().log)
    rng = random.Random(3)
    t.hub.act(sid, lambda log: ro.pay_stage1(log, BANKER, "Ann"))
    for i in range(3):
        t.hub.act(sid, lambda log, i=i: roll_tray(log, BANKER, 2, f"roll {i}", rng=rng))
    t.hub.act(sid, lambda log: ro.pay_stage1(log, BANKER, "Bob"))
    phone = t.phone(sid, "history")
    every = listed(phone.draw())
    switch = next(c for c in walk(phone.draw()) if getattr(c, "key", None) == "history-dice")
    assert switch.content.title.value == "Show the dice tray's rolls (3)"
    toggle = switch.content.trailing
    assert toggle.value is True and len(every) == len(t.hub.get(sid).log.events)
    toggle.value = False
    toggle.on_change(type("E", (), {"control": toggle})())
    kept = listed(phone.draw())
    rolls = {f"event-{e.seq}" for e in t.hub.get(sid).log.events if e.kind == "dice.rolled"}
    assert len(rolls) == 3 and not rolls & set(kept) and set(kept) == set(every) - rolls
    assert len(t.hub.get(sid).log.events) == len(every)  # nothing taken out of the table's history
