"""Rollout, Stages 3 to 6: "The Chairman asks who wants to play Stage 3 — Sell Shares. If two or more players choose
this Stage, the Chairman rolls a die to see who plays first." A walk tapped the big "Start Stage 4" with nobody
ticked: the stage was skipped as quietly as "Nobody plays: skip this stage" skips it, the Bank's share sale with it
("Each turn, the Bank sells two shares in each player's Company"). Start waits for a tick, and says so."""
import types

import flet as ft

import calculators.rollout as ro
from tests.support.controls import all_text
from tests.support.drawn import keyed, tap
from tests.support.rollout import B, started
from tests.support.rollout.stores import to_stage
from tests.support.screens import Table


def test_start_waits_for_a_player_ticked_and_says_so(tmp_path):
    t = started()
    to_stage(t, 4)
    table = Table(tmp_path, "rollout")
    sid = table.create(t.log)
    phone = table.phone(sid, "")
    screen = phone.draw()
    key = f"ro-plays-{ro.state_of(t.log).turn}-4"
    start, real = keyed(screen, f"{key}-start"), keyed(screen, f"{key}-real")
    assert start.disabled and real.disabled
    assert "Tick who plays Stage 4 to start it; if nobody does, skip it below." in all_text(screen)
    assert not keyed(screen, f"{key}-skip").disabled  # skipping stays one tap

    box = keyed(screen, f"{key}-Ann")
    row = keyed(screen, f"{key}-Ann-row").content  # labelled: the whole 48 px row ticks it (40 px before, a walk)
    assert isinstance(box, ft.Checkbox) and row.leading is box and row.title.value == "Ann plays"
    assert row.min_height == 48
    box.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value=True)))
    screen = phone.draw()
    assert not keyed(screen, f"{key}-start").disabled and not keyed(screen, f"{key}-real").disabled
    assert "Tick who plays Stage 4" not in all_text(screen)
    tap(keyed(screen, f"{key}-start"))
    assert ro.state_of(table.hub.get(sid).log).play.order == ("Ann",)
