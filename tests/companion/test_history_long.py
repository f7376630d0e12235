"""History three hours in: a walk opened History on a Fortune table of 801 events and waited ~2 s (0.1-0.3 s on a
fresh table): every row, each with its own Undo button, was drawn at once. History draws the newest 50 and shows
older ones on a tap; an Undo far back names the newest 30 of what it takes back and counts the rest."""
from __future__ import annotations

import random

import flet as ft

from calculators.core.actors import BANKER
from calculators.core.tray import roll_tray
from tests.support.controls import texts, walk
from tests.support.rollout import started
from tests.support.screens import Table


def long_table(tmp_path, rolls: int):
    t = Table(tmp_path, "rollout")
    sid = t.create(started().log)
    rng = random.Random(7)
    for i in range(rolls):
        t.hub.act(sid, lambda log, i=i: roll_tray(log, BANKER, 2, f"roll {i}", rng=rng))
    return t, sid, t.phone(sid, "history")


def rows(screen) -> list[int]:
    return [int(c.identifier[6:]) for c in walk(screen) if isinstance(c, ft.Semantics)
            and (c.identifier or "").startswith("event-")]


def older(screen):
    found = [c for c in walk(screen) if isinstance(c, ft.Semantics) and c.identifier == "history-older"]
    return found[0].content if found else None


def test_history_draws_the_newest_fifty_and_older_ones_on_a_tap(tmp_path):
    t, sid, phone = long_table(tmp_path, 180)
    total = len(t.hub.get(sid).log.events)
    screen = phone.draw()
    assert rows(screen) == list(range(total, total - 50, -1))  # the newest first
    button = older(screen)
    assert texts(button) == f"Show 100 older actions ({total - 50} not shown)"
    button.on_click(None)
    screen = phone.draw()
    assert len(rows(screen)) == 150 and texts(older(screen)) == f"Show the {total - 150} older actions"
    older(screen).on_click(None)
    screen = phone.draw()
    assert rows(screen) == list(range(total, 0, -1)) and older(screen) is None  # all of it, down to #1


def test_an_undo_far_back_names_the_newest_thirty_and_counts_the_rest(tmp_path):
    t, sid, phone = long_table(tmp_path, 60)
    total = len(t.hub.get(sid).log.events)
    back_to = total - 44  # the oldest row drawn: 45 actions go
    button = [c for c in walk(phone.draw()) if getattr(c, "tooltip", None) == f"Undo #{back_to} and everything after it"]
    button[0].on_click(None)
    listed = [texts(c) for c in phone.page.dialogs[-1].content.controls]
    assert listed[0] == "This takes back 45 actions, newest first:"
    assert [line.split(" ")[0] for line in listed[1:31]] == [f"#{s}" for s in range(total, total - 30, -1)]
    assert listed[31:] == ["… and 15 older actions"]
