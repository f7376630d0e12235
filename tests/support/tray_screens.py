"""The dice tray's and a sealed round's screens drawn in-process: one phone's screen (its session and its own state
kept across draws), a table, a sealed round, and the taps and typing the browser would send (the tests of
tests/companion/test_live_tray_sealed.py and test_sealed_form_after_undo.py)."""
from __future__ import annotations

import types

from calculators.core.bids import FieldSpec, RoundSpec, open_round
from calculators.core.table import make_setup
from companion.access import Identity
from companion.context import Ctx
from companion.live import ScreenState
from companion.session import Session
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import Page, walk


class Phone:
    """One phone's screen: its session, and the screen's own state kept across draws."""

    def __init__(self, hub: TableHub, sid: str, actor: str):
        access = types.SimpleNamespace(actor_for=lambda ident, t: actor)
        self.session = Session(page=Page(f"/table/{sid}"), services=types.SimpleNamespace(hub=hub, access=access),
                               identity=Identity("host"), showing_table=sid)
        self.state = ScreenState()

    @property
    def ctx(self) -> Ctx:
        return Ctx(self.session, self.state)


def table(tmp_path, players=("Ann", "Bob")) -> tuple[TableHub, str]:
    hub = TableHub(Store(tmp_path))
    return hub, hub.create(make_setup("rollout", "T", list(players), "Kim"))


def keyed(controls, key: str):
    hits = [c for c in walk(controls) if getattr(c, "key", None) == key]
    assert len(hits) == 1, f"{len(hits)} controls keyed {key!r}"
    return hits[0]


def click(control) -> None:
    control.on_click(types.SimpleNamespace(control=control, data=None))


def change(control, **typed) -> None:
    """What the browser does: the control's own instance takes the new value, then its on_change runs."""
    for name, value in typed.items():
        setattr(control, name, value)
    control.on_change(types.SimpleNamespace(control=control, data=None))


def amount_round(hub, sid) -> None:
    spec = RoundSpec(purpose="Blind bid", participants=("Ann", "Bob"),
                     fields=(FieldSpec(name="amount", label="Amount", kind="int", min=0, max=100, step=10),))
    hub.act(sid, lambda log: open_round(log, "banker", spec, round_id="r1"))
