"""Buttons several phones press at once survive a live redraw (load test finding): Flet drops an event whose control is no
longer on the page, so a Roll button rebuilt on every redraw lost the taps that crossed another phone's update."""
from __future__ import annotations

import tempfile
import types

import flet as ft

from calculators.core.table import make_setup
from calculators.core.tray import roll_tray, tray_rolls
from companion.context import Ctx
from companion.storage import Store
from companion.table import TableHub
from companion.widgets import tray


def buttons(controls) -> dict[str, ft.Control]:
    found = {}
    for c in controls:
        for b in getattr(c, "controls", None) or []:
            if isinstance(b, (ft.FilledTonalButton, ft.TextButton)):
                found[b.content if isinstance(b.content, str) else b.content.value] = b
    return found


def test_roll_is_the_same_button_after_a_live_redraw_and_still_rolls():
    hub = TableHub(Store(tempfile.mkdtemp()))
    sid = hub.create(make_setup("rollout", "T", ["Ann", "Bob"], "Kim"))
    page = types.SimpleNamespace(pubsub=types.SimpleNamespace(send_all_on_topic=lambda *a: None))
    access = types.SimpleNamespace(actor_for=lambda ident, t: "banker")
    ctx = Ctx(page=page, services=types.SimpleNamespace(hub=hub, access=access))
    first = buttons(tray.controls(ctx, sid, hub.get(sid).log, "tray", ("Ann", "Bob"), "rollout"))
    old_roll = first["Roll"]
    # Another phone rolls; this page redraws from the new log.
    hub.act(sid, lambda log: roll_tray(log, "banker", 2, "another phone"))
    again = buttons(tray.controls(ctx, sid, hub.get(sid).log, "tray", ("Ann", "Bob"), "rollout"))
    assert again["Roll"] is old_roll and again["We rolled real dice"] is first["We rolled real dice"]
    # The tap that was on its way reaches the same button, whose handler is the latest draw's.
    old_roll.on_click(None)
    assert len(tray_rolls(hub.get(sid).log)) == 2


def test_a_sealed_entrys_confirm_is_the_same_button_after_another_seat_confirms():
    """Every player confirms at about the same time, each confirmation redrawing every phone."""
    from calculators.core.bids import FieldSpec, RoundSpec, enter, open_round, rounds
    from companion.widgets.sealed import entry_form

    hub = TableHub(Store(tempfile.mkdtemp()))
    sid = hub.create(make_setup("rollout", "T", ["Ann", "Bob"], "Kim"))
    spec = RoundSpec(purpose="Blind bid", participants=("Ann", "Bob"),
                     fields=(FieldSpec(name="amount", label="Amount", kind="int", min=0, max=100),))
    hub.act(sid, lambda log: open_round(log, "banker", spec, round_id="r1"))
    page = types.SimpleNamespace(pubsub=types.SimpleNamespace(send_all_on_topic=lambda *a: None))
    access = types.SimpleNamespace(actor_for=lambda ident, t: "seat:Ann")
    ctx = Ctx(page=page, services=types.SimpleNamespace(hub=hub, access=access))

    def form():
        rnd = rounds(hub.get(sid).log)["r1"]
        controls = entry_form(ctx, sid, rnd, "Ann")
        # The number sits in a stepper row (−, the field, +) since issue 16; Confirm leads the last row.
        rows = [c for c in controls if isinstance(c, ft.Row)]
        field = next(c for r in rows for c in r.controls if isinstance(c, ft.TextField))
        return field, rows[-1].controls[0]

    field, confirm = form()
    hub.act(sid, lambda log: enter(log, "seat:Bob", "r1", {"amount": 40}))  # Bob confirms: Ann's phone redraws
    field_again, confirm_again = form()
    assert confirm_again is confirm and field_again is field
    field.value = "55"
    confirm.on_click(None)  # Ann's tap, sent before her phone had the redraw
    assert rounds(hub.get(sid).log)["r1"].entries["Ann"].values == {"amount": 55}


def test_the_kept_tray_follows_the_players_in_play_and_the_phones_language():
    """A kept control keeps its object, not its first draw's words: the roll-for choices drop a player who left the
    game (and a chosen one falls back to the table), and a phone whose language was read after the first draw sees
    the tray in that language (helpers found it English on a German phone)."""
    from companion.i18n import using

    hub = TableHub(Store(tempfile.mkdtemp()))
    sid = hub.create(make_setup("rollout", "T", ["Ann", "Bob", "Cy"], "Kim"))
    page = types.SimpleNamespace(pubsub=types.SimpleNamespace(send_all_on_topic=lambda *a: None))
    ctx = Ctx(page=page, services=types.SimpleNamespace(hub=hub, access=types.SimpleNamespace(
        actor_for=lambda ident, t: "banker")))
    log = hub.get(sid).log

    def radios(controls):
        group = next(c for c in controls if isinstance(c, ft.RadioGroup))
        return group, [r.label for r in group.content.controls]

    first = tray.controls(ctx, sid, log, "tray", ("Ann", "Bob", "Cy"), "rollout")
    group, labels = radios(first)
    assert labels == ["The table", "Ann", "Bob", "Cy"]
    group.value = "Bob"
    again = tray.controls(ctx, sid, log, "tray", ("Ann", "Cy"), "rollout")  # Bob is out of the game
    same, labels = radios(again)
    assert same is group and labels == ["The table", "Ann", "Cy"] and same.value == ""
    with using("de"):
        german = tray.controls(ctx, sid, log, "tray", ("Ann", "Cy"), "rollout")
    _, labels = radios(german)
    assert labels[0] != "The table" and labels[1:] == ["Ann", "Cy"]
    words = buttons(german)
    assert "Roll" not in words and "We rolled real dice" not in words and len(words) == 2
    assert german[0] is first[0] and german[0].label != "What is the roll for?"  # the purpose field, kept
