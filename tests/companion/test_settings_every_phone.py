"""A house rule switched in Settings redraws every phone at once.

Rollout's Cash Out, Share Value: "Divide this number by 10" (the rulebook floors nothing); the Settings house rule
counts a negative share value as $0 "at once for every Rollout table kept here, finished ones too". A walk switched it
on the host's phone after the game: a reload named Ann the winner, the banker's and Cy's open phones still named Bob.
The switch now tells every other phone to redraw (the pub/sub message every page takes)."""
from __future__ import annotations

import types

import flet as ft

from companion.context import EVERY_TABLE, TOPIC
from companion.root import redraws_on
from companion.views import settings
from tests.support.controls import walk
from tests.support.drawn import Phone


def _switch(screen) -> ft.Switch:
    return next(c for c in walk(screen) if isinstance(c, ft.Switch))


def test_the_house_rule_switch_tells_every_other_phone_to_redraw(tmp_path):
    (tmp_path / "settings").mkdir()
    phone = Phone(tmp_path, "/settings")
    sent = []
    phone.session.page.pubsub = types.SimpleNamespace(send_others_on_topic=lambda *a: sent.append(a),
                                                      send_all_on_topic=lambda *a: sent.append(a))
    phone.session.services.config = types.SimpleNamespace(data_dir=tmp_path)
    switch = _switch(phone.draw(settings.view))
    switch.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value=True)))
    assert phone.session.services.settings.value.floor_negative_share_values  # saved before anyone is told
    assert sent == [(TOPIC, EVERY_TABLE)]


def test_every_page_redraws_on_it_and_a_table_only_where_it_is_shown():
    at_table = types.SimpleNamespace(showing_table="t1")
    at_home = types.SimpleNamespace(showing_table=None)
    assert redraws_on(at_table, EVERY_TABLE) and redraws_on(at_home, EVERY_TABLE)
    assert redraws_on(at_table, "t1") and not redraws_on(at_table, "t2") and not redraws_on(at_home, "t1")
