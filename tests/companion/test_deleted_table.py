"""A table deleted on the banker's phone: every phone still showing it says so at once (the delete is told to the
other phones as any change is), on its next draw, and when it tries to act (the walk found seat phones showing the
deleted table on, and a roll answered only "This device cannot act at that table.")."""
from __future__ import annotations

import random

import flet as ft

from calculators.core.actors import BANKER
from calculators.core.tray import roll_tray
from companion.context import TOPIC, Ctx
from companion.live import ScreenState
from companion.routes import settle, views_for
from companion.seat_claims import new_device_key
from tests.support.controls import all_text, press, walk
from tests.support.sessions import HOST, session_at, world  # noqa: F401 (world: a fixture)

GONE = ("The table “Friday” was deleted on the banker's phone, with its whole history. Your link no longer opens "
        "it; ask the banker for a new one if you play on.")


def _screen(session) -> str:
    views = [shown.build(Ctx(session, ScreenState())) for shown in views_for(session, session.route)]
    return all_text([views[-1].appbar, *views[-1].controls])


def _delete_on_home(world) -> list:  # noqa: F811
    home, told = session_at(world, f"/?host={HOST}")
    views = [shown.build(Ctx(home, ScreenState())) for shown in views_for(home, home.route)]
    delete = next(b for b in walk(views[-1].controls) if isinstance(b, ft.IconButton)
                  and b.tooltip.startswith("Delete Friday"))
    delete.on_click(None)
    press(home.page.dialogs[-1].actions, "Delete for good")
    return told.sent


def test_a_seat_phone_is_told_at_once_and_says_its_table_was_deleted(world):  # noqa: F811
    ann, _told = session_at(world, f"/seat/{world.access.seat_token(world.sid, 'Ann')}", device_key=new_device_key())
    world.services.hub.get(world.sid)  # the table is open: its phones show it
    assert "You are Ann" in _screen(ann)
    sent = _delete_on_home(world)
    assert (TOPIC, world.sid) in sent  # every phone showing the table draws again
    assert ann.showing_table == world.sid  # … this one among them (root.App redraws on the table it shows)
    shown = _screen(ann)
    assert GONE in shown and "You are Ann" not in shown and "Join with a code" in shown
    settle(ann, ann.route)  # a reload of the old link says so too
    assert GONE in _screen(ann)


def test_acting_at_a_deleted_table_says_it_was_deleted(world):  # noqa: F811
    ann, told = session_at(world, f"/seat/{world.access.seat_token(world.sid, 'Ann')}", device_key=new_device_key())
    world.services.hub.get(world.sid)
    redrawn = []
    ann.rerender = lambda: redrawn.append(True)
    # The table goes while Ann's phone missed the news: her roll is refused with the reason, and her screen redraws.
    world.services.hub.delete(world.sid)
    world.services.access.forget_table(world.sid)
    assert not Ctx(ann).act(world.sid, lambda log, actor: roll_tray(log, actor, 1, "Table roll",
                                                                    rng=random.Random(1)))
    assert told.page.toasts == [GONE] and redrawn


def test_a_banker_link_and_the_hosts_other_browser_say_so_too(world):  # noqa: F811
    bank, _ = session_at(world, f"/bank/{world.access.banker_token(world.sid)}")
    other, _ = session_at(world, f"/table/{world.sid}?host={HOST}")
    world.services.hub.act(world.sid, lambda log: roll_tray(log, BANKER, 1, "Table roll", rng=random.Random(1)))
    _delete_on_home(world)
    assert GONE in _screen(bank) and GONE in _screen(other)
