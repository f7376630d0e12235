"""The bank phone passed to a player for a sealed entry stays covered until the banker has it back. A walk (one
phone, Rollout, Ann the playing banker): Ann confirmed her Step B entry ("Each player sets the budget … secretly
circling one number"), the phone went to Bob, Bob tapped "Close: give the phone back to the banker" — and on the
banker's table screen "Show my entry" showed Ann's budget to him; a reload in Cy's hands did the same. Given back
(Close, or Not now), the phone asks for the banker's own tap; the cover is kept with the table, so a reload or a new
tab of the bank phone finds it still covered."""
from __future__ import annotations

import types

import flet as ft

from calculators.core.bids import enter
from calculators.core.table import make_setup
from companion.access import Identity
from companion.context import Ctx
from companion.live import ScreenState
from companion.session import Session
from companion.storage import Store
from companion.table import TableHub
from companion.views import table as table_screen
from tests.support.controls import Page, walk
from tests.support.tray_screens import amount_round, click, keyed


def bank_phone(hub: TableHub, sid: str) -> Ctx:
    """A bank phone's session on the table screen (a reload is a new one)."""
    services = types.SimpleNamespace(hub=hub, store=hub.store, claims=None,
                                     access=types.SimpleNamespace(actor_for=lambda ident, t: "banker"))
    session = Session(page=Page(f"/table/{sid}"), services=services, identity=Identity("host"), showing_table=sid)
    return Ctx(session, ScreenState())


def draw(ctx: Ctx, sid: str) -> list[ft.Control]:
    view = table_screen.view(ctx, sid, f"/table/{sid}")
    return [view.appbar, view] if view.appbar else [view]


def words(drawn: list[ft.Control]) -> list[str]:
    """Every text and button's words, in order."""
    return [c.value if isinstance(c, ft.Text) else c.content for c in walk(drawn)
            if isinstance(c, ft.Text) and c.value or isinstance(getattr(c, "content", None), str)]


def test_given_back_the_phone_waits_for_the_bankers_tap_and_a_reload_keeps_it_covered(tmp_path):
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("rollout", "T", ["Ann", "Bob"], "Ann"))  # Ann banks and plays
    amount_round(hub, sid)
    hub.act(sid, lambda log: enter(log, "seat:Ann", "r1", {"amount": 70}))
    ctx = bank_phone(hub, sid)
    shown = draw(ctx, sid)
    assert "Show my entry" in words(shown)  # the banker's own entry, behind a tap on the banker's screen
    for way in ("cover-close", "cover-not-now"):
        click(next(c for c in walk(shown) if getattr(c, "content", None) == "Show my entry"))  # Ann checks hers
        assert "70" in " ".join(words(draw(ctx, sid)))
        click(keyed(draw(ctx, sid), "pass-phone-Bob"))  # and passes the phone: hers closes (a walk found it open)
        if way == "cover-close":
            click(keyed(draw(ctx, sid), "cover-open"))
        click(keyed(draw(ctx, sid), way))  # Bob gives the phone back
        for phone in (ctx, bank_phone(hub, sid)):  # this page, and the same phone reloaded
            covered = words(draw(phone, sid))
            assert covered[0] == "Pass the phone back to Ann, the banker", covered
            assert "The banker's screen shows once Ann taps below." in covered
            assert "Bob's entry is not confirmed: nothing Bob chose was kept." in covered  # his still to make
            assert "Show my entry" not in covered and "70" not in " ".join(covered)
        click(keyed(draw(ctx, sid), "cover-back"))  # Ann has it
        shown = draw(ctx, sid)
        assert "Show my entry" in words(shown) and "70" not in " ".join(words(shown))
        assert "Show my entry" in words(draw(bank_phone(hub, sid), sid))
