"""An undo starts afresh only the forms of the phone that made it; every other phone keeps what is being typed on it
and where it stands (companion.routes.undo_epoch).

A walk: a player typed the roll's purpose into the dice tray on their own phone; the banker undid an entry in History
on another phone, and the player's page jumped to its top with the field empty ("0/60"). The phone that undid its
own mistake still sees its forms afresh (the form that made the mistake shows the state before it)."""
from __future__ import annotations

import random

import flet as ft

from calculators.core.tray import roll_tray
from tests.support.controls import walk
from tests.support.drawn import tap
from tests.support.screens import Table, label_of

PURPOSE = "What is the roll for?"


def purpose(drawn) -> ft.TextField:
    hits = [c for c in walk(drawn) if isinstance(c, ft.TextField) and label_of(c) == PURPOSE]
    assert len(hits) == 1, len(hits)
    return hits[0]


def undo_button(drawn):
    hits = [c for c in walk(drawn) if isinstance(c, ft.Semantics) and c.identifier == "undo-last"]
    assert len(hits) == 1, len(hits)
    return hits[0].content


def test_the_bankers_undo_leaves_another_phones_typing_and_screen_as_they_are(tmp_path):
    t = Table(tmp_path, "rollout")
    sid = t.create(None)
    t.hub.act(sid, lambda log: roll_tray(log, "banker", 2, "who starts", rng=random.Random(1)))
    player = t.phone(sid, "")  # another phone at the table, typing into its dice tray
    purpose(player.draw()).value = "Dice for the auction"
    key = player.key
    banker = t.phone(sid, "history")
    banker.draw()
    banker_key = banker.key
    tap(undo_button(banker.draw()))  # Undo: the tray roll
    assert [e.kind for e in t.saved(sid)][-1] == "undo"
    assert purpose(player.draw()).value == "Dice for the auction"  # still typed there
    assert player.key == key  # the same screen: not drawn afresh, so not scrolled back to its top
    banker.draw()
    assert banker.key != banker_key  # the phone that undid: its forms of the table start afresh


def test_the_phone_that_undid_finds_its_own_forms_afresh(tmp_path):
    t = Table(tmp_path, "rollout")
    sid = t.create(None)
    t.hub.act(sid, lambda log: roll_tray(log, "banker", 2, "who starts", rng=random.Random(1)))
    table = t.phone(sid, "")
    purpose(table.draw()).value = "typed before the undo"
    history = t.phone(sid, "history")
    history.session = table.session  # the same phone: its History over its table screen
    tap(undo_button(history.draw()))
    assert purpose(table.draw()).value in (None, "")
