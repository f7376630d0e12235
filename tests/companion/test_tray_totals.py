"""The dice tray's latest roll reads as the game reads its dice: two plain dice added up where the rules add them
(Fortune: "The player with the highest total begins"; Rollout's Step D dice move the Sales Track by their sum), each
on its own where they are read one by one (Roll and Rails, Dice Selection Phase: "players choose 1 die result and
take it"), a game's own dice by name, never added. A real-dice entry the rules refuse is said on the field typed."""
from __future__ import annotations

import random

import flet as ft

from calculators.core.actors import BANKER
from calculators.core.game import dice_for
from calculators.core.table import make_setup
from calculators.core.tray import roll_tray, tray_rolls
from calculators.core.words import history
from companion.storage import Store
from companion.table import TableHub
from companion.widgets import tray
from tests.support.controls import all_text, find, texts
from tests.support.phone import ctx_for, fake_services, session


def _rolled(tmp_path, game: str, players: list[str], n: int = 2, die=None):
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup(game, "T", players, "Kim"))
    hub.act(sid, lambda log: roll_tray(log, BANKER, n, "Who starts", rng=random.Random(5),
                                       **({"die": die(log)} if die else {})))
    log = hub.get(sid).log
    return hub, sid, log, tray_rolls(log)[-1]


def test_two_plain_dice_show_their_total_where_the_game_adds_them(tmp_path):
    for game, players in (("fortune", ["Ann", "Bob"]), ("rollout", ["Ann", "Bob", "Cy"])):
        hub, sid, log, ev = _rolled(tmp_path / game, game, players)
        a, b = ev.data["faces"]
        line = all_text(tray.latest(log, game, "en"))
        assert f"Who starts: {a} + {b} = {a + b} — rolled by Banker" in line, line
        assert history(game, log, "en")[ev.seq].endswith(f"{a} + {b} = {a + b} for Who starts")


def test_roll_and_rails_dice_are_read_each_on_its_own(tmp_path):
    hub, sid, log, ev = _rolled(tmp_path, "roll-and-rails", ["Ann", "Bob"])
    a, b = ev.data["faces"]
    line = all_text(tray.latest(log, "roll-and-rails", "en"))
    assert f"Who starts: {a}, {b} — " in line and "=" not in line and "+" not in line, line


def test_a_games_own_dice_are_named_never_added(tmp_path):
    event = lambda log: next(d for d in dice_for("owners-choice", log) if d.name == "Event")  # noqa: E731
    hub, sid, log, ev = _rolled(tmp_path, "owners-choice", ["Ann", "Bob"], die=event)
    first, second = ev.data["labels"]
    line = all_text(tray.latest(log, "owners-choice", "en"))
    assert f"Who starts: {first}, {second} — " in line and "=" not in line, line


def test_a_real_dice_entry_the_rules_refuse_is_said_on_its_field(tmp_path):
    """The walk's "a die shows 1 to 6; 7 is not a face" came up as a snack bar at the foot of the screen."""
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("rollout", "T", ["Ann", "Bob", "Cy"], "Kim"))
    s = session(f"/table/{sid}", fake_services(hub, hub.store))
    ctx = ctx_for(s)
    find(tray.controls(ctx, sid, hub.get(sid).log, "tray", game="rollout"), "We rolled real dice",
         tappable=True).on_click(None)
    dialog = s.page.dialogs[-1]
    field = dialog.content
    field.value = "7 2"
    next(b for b in dialog.actions if texts(b) == "Record these dice").on_click(None)
    assert field.error == "A die shows 1 to 6; 7 is not a face" and s.page.toasts == []
    assert s.page.dialogs == [dialog] and tray_rolls(hub.get(sid).log) == []  # still open, nothing recorded
    field.value = "6 2"
    next(b for b in dialog.actions if texts(b) == "Record these dice").on_click(None)
    assert s.page.dialogs == [] and tray_rolls(hub.get(sid).log)[-1].data["faces"] == [6, 2]
    assert isinstance(field, ft.TextField)


def test_a_second_tap_held_while_offline_records_the_dice_once(tmp_path):
    """A phone offline for a moment holds its taps and sends them together once back: a walk's second tap on a
    dialog's button, sent after the first had closed the dialog, ran the action again. A dialog's buttons do
    nothing once it is closed."""
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("rollout", "T", ["Ann", "Bob", "Cy"], "Kim"))
    s = session(f"/table/{sid}", fake_services(hub, hub.store))
    find(tray.controls(ctx_for(s), sid, hub.get(sid).log, "tray", game="rollout"), "We rolled real dice",
         tappable=True).on_click(None)
    dialog = s.page.dialogs[-1]
    dialog.content.value = "6 2"
    record = next(b for b in dialog.actions if texts(b) == "Record these dice")
    record.on_click(None)
    record.on_click(None)  # the held tap, after the first closed the dialog
    assert s.page.dialogs == [] and [e.data["faces"] for e in tray_rolls(hub.get(sid).log)] == [[6, 2]]
