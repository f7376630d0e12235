"""Roll and Rails' screens drawn in-process: one browser session's table screen (its session, its screen state, the
last render), scripted tables in each phase, and the taps of the tests that draw them
(tests/companion/test_rails_screens_live.py, test_rails_new_goods_screen.py)."""
from __future__ import annotations

import types

import flet as ft
import pytest

from calculators.core.table import make_setup
from calculators.roll_and_rails import (
    assign_dice, configure, end_turn, enter_draft, pick_die, state_of, take_money, whose_pick,
)
from companion.access import Identity
from companion.context import Ctx
from companion.live import ScreenState
from companion.session import Session
from companion.storage import Store
from companion.table import TableHub
from companion.views.games.roll_and_rails import panels
from tests.support.controls import Page, walk
from tests.support.scratch import scratch_dir

SUPPLY = {"yellow": 6, "red": 6, "blue": 6, "green": 6, "grey": 6}
PLAYERS = ["Ann", "Bob", "Cy"]
# The three players' dice in the scripted tables below: Ann 6 4 4 1, Bob 6 5 3 2, Cy 6 5 3 2, and a 1 left over.
ROLL = [6, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1]


class Phone:
    """One browser session showing one table screen: its session, the screen's state, the last render."""

    def __init__(self, hub, sid: str, actor: str, *, seat: str | None = None):
        access = types.SimpleNamespace(actor_for=lambda ident, table: actor)
        self.session = Session(page=Page(f"/table/{sid}"), services=types.SimpleNamespace(hub=hub, access=access),
                               identity=Identity(kind="seat" if seat else "banker", table=sid, seat=seat),
                               device_lang="en", lang="en")
        self.hub, self.sid, self.seat, self.renders = hub, sid, seat, 0
        self.new_screen()

    def new_screen(self) -> None:
        """The screen afresh, as after an undo (its key changes): its own state starts empty."""
        self.state = ScreenState(rerender=self._rerendered)

    def _rerendered(self) -> None:
        self.renders += 1

    def draw(self, kind: str = "banker_panel") -> list[ft.Control]:
        ctx = Ctx(self.session, self.state)
        snap = self.hub.get(self.sid)
        who = self.seat if kind == "seat_panel" else None
        self.controls = getattr(panels, kind)(ctx, self.sid, snap, who)
        return self.controls

    def find(self, kind, label: str) -> ft.Control:
        hits = [c for c in walk(self.controls) if isinstance(c, kind) and label in (_words(c))]
        assert hits, f"no {kind.__name__} {label!r}"
        return hits[0]

    def tap(self, control: ft.Control, value=None) -> None:
        event = types.SimpleNamespace(control=control, data=value)
        for handler in ("on_click", "on_select", "on_change"):
            if getattr(control, handler, None):
                getattr(control, handler)(event)
                return
        raise AssertionError(f"{control} has no handler")


def _words(c) -> list[str]:
    out = []
    for attr in ("label", "content", "value", "text"):
        v = getattr(c, attr, None)
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, ft.Text):
            out += [v.value or "", v.semantics_label or ""]
    return out


@pytest.fixture
def hub():
    return TableHub(Store(scratch_dir()))


def table(hub, *steps, players=PLAYERS) -> str:
    sid = hub.create(make_setup("roll-and-rails", "T", players, "Kim"))
    for command in steps:
        hub.act(sid, command)
    return sid


def configured(log):
    return configure(log, "banker", rounds=3, supply=SUPPLY, first_player="Ann")


def rolled(log):
    return enter_draft(log, "banker", ROLL)


def picks(*values):
    """Commands picking `values` in snake order, each by the player whose pick it is."""
    def one(v):
        return lambda log: pick_die(log, f"seat:{whose_pick(state_of(log))}", v)
    return [one(v) for v in values]


ALL_PICKS = picks(6, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1)  # Ann 6 4 4 1; Bob 6 5 3 2; Cy 6 5 3 2


def phases(hub):
    """A table in each phase the screens draw differently."""
    matched = lambda log: assign_dice(log, "seat:Ann", ["banker", "straight", "upgrade", "curve"])  # noqa: E731
    out = {
        "setup": table(hub),
        "roll": table(hub, configured),
        "draft": table(hub, configured, rolled, *picks(6, 6)),
        "manipulators": table(hub, configured, rolled, *ALL_PICKS),
        "dice in use": table(hub, configured, rolled, *ALL_PICKS, matched),
        "money taken": table(hub, configured, rolled, *ALL_PICKS, matched,
                             lambda log: take_money(log, "seat:Ann", 0)),
        "shipping": table(hub, configured, rolled, *ALL_PICKS, matched, *ended("Ann"),
                          *ended("Bob", ["banker", "sharp", "curve", "curve"]),
                          *ended("Cy", ["banker", "sharp", "curve", "curve"])),
        "solo setup": table(hub, players=["Ann"]),
    }
    assert state_of(hub.get(out["shipping"]).log).phase == "shipping"
    return out


def ended(player: str, plan=None):
    """`player` matches the dice to `plan` (if not yet) and ends the turn."""
    return [*([lambda log: assign_dice(log, f"seat:{player}", plan)] if plan else []),
            lambda log: end_turn(log, f"seat:{player}")]
