"""'Pass this phone around' is the table's choice, kept in its details: a walk set a Roll and Rails table up on one
phone, opened it again in a fresh browser mid-game, and found the switch off (the picks then waited for phones the
table does not have)."""
from __future__ import annotations

import types

import flet as ft

from companion import pass_phone
from companion.context import Ctx
from companion.live import ScreenState
from companion.session import Session
from tests.support.controls import Page, walk
from tests.support.rails_screens import Phone, configured, hub, rolled, table  # noqa: F401 (hub: a fixture)


def fresh_ctx(hub, sid: str) -> Ctx:
    """Another browser's session on the table (a new bank phone, a reconnect, a restart): nothing chosen yet."""
    services = types.SimpleNamespace(hub=hub, store=hub.store, access=None)
    return Ctx(Session(page=Page(f"/table/{sid}"), services=services), ScreenState())


def test_the_switch_turned_on_is_on_for_the_next_phone_that_opens_the_table(hub):
    sid = table(hub, configured, rolled)
    assert pass_phone.passing(fresh_ctx(hub, sid), sid) is False  # off at first, as the rulebook plays it
    phone = Phone(hub, sid, "banker")
    phone.session.services.store = hub.store
    switch = next(c for c in walk(phone.draw()) if isinstance(c, ft.Switch))
    switch.value = True  # the browser flips it, then its handler runs
    phone.tap(switch)
    assert phone.session.pass_phone == {sid: True}
    assert pass_phone.passing(fresh_ctx(hub, sid), sid) is True  # kept on disk: another phone finds it on
    switch = next(c for c in walk(phone.draw()) if isinstance(c, ft.Switch))
    switch.value = False
    phone.tap(switch)
    assert pass_phone.passing(fresh_ctx(hub, sid), sid) is False
