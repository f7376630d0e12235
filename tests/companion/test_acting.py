"""The one way a screen acts on the rules (`Ctx.act`, `Ctx.act_async`): a refusal on the field the rules name, or
as a message; nothing refused is saved; on success the phone re-renders, the other phones are told, and the
action is on disk before either."""
from __future__ import annotations

import types

import pytest

from calculators.core.model import RuleError
from calculators.core.tray import roll_tray
from calculators.core.table import make_setup
from companion.access import Identity
from companion.context import TOPIC, Ctx
from companion.live import ScreenState
from companion.session import Session
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import Page
from tests.support.aio import run_async


def note(text: str):
    """A table roll with a purpose, refused without one on its field "text" (a stand-in for a game's command)."""
    def command(log, actor):
        if not text:
            raise RuleError("Write something first", "text")
        return roll_tray(log, actor, 1, text)
    return command


@pytest.fixture
def screen(tmp_path):
    store = Store(tmp_path)
    hub = TableHub(store)
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob"], "Kim"))
    page = Page(f"/table/{sid}")
    told: list = []
    page.pubsub = types.SimpleNamespace(send_others_on_topic=lambda *a: told.append(a),
                                        send_all_on_topic=lambda *a: told.append(a))
    access = types.SimpleNamespace(actor_for=lambda ident, table: "banker" if ident.kind == "host" else None)
    renders: list = []
    session = Session(page=page, services=types.SimpleNamespace(hub=hub, store=store, access=access),
                      identity=Identity("host"), showing_table=sid, rerender=lambda: renders.append("app"))
    ctx = Ctx(session, ScreenState(lambda: renders.append("screen")))
    return types.SimpleNamespace(ctx=ctx, sid=sid, hub=hub, path=tmp_path, page=page, told=told, renders=renders)


def saved(s) -> list[str]:
    return [e.kind for e in TableHub(Store(s.path)).get(s.sid).log.events]


def test_a_refusal_shows_on_the_field_the_rules_name_and_saves_nothing(screen):
    before = saved(screen)
    assert screen.ctx.act(screen.sid, note(""), fields={"text": "note-field"}) is False
    assert screen.ctx.error("note-field") == "Write something first"
    assert saved(screen) == before and screen.told == [] and screen.page.toasts == []


def test_a_refusal_for_a_field_not_on_the_screen_is_a_message(screen):
    assert screen.ctx.act(screen.sid, note(""), fields={"amount": "amount-field"}) is False
    assert screen.page.toasts == ["Write something first"] and screen.ctx.error("amount-field") is None


def test_success_clears_the_screens_refusals_redraws_this_phone_and_tells_the_others(screen):
    screen.ctx.fail("note-field", "old message")
    assert screen.ctx.act(screen.sid, note("hello")) is True
    assert screen.ctx.error("note-field") is None
    assert saved(screen)[-1] == "dice.rolled" and screen.told == [(TOPIC, screen.sid)] and "app" in screen.renders


def test_act_async_writes_off_the_loop_and_is_on_disk_before_the_phone_redraws(screen):
    seen_on_disk: list = []
    screen.ctx.session.rerender = lambda: seen_on_disk.append(saved(screen)[-1])

    async def tap():
        return await screen.ctx.act_async(screen.sid, note("off the loop"))

    assert run_async(tap()) is True
    assert seen_on_disk == ["dice.rolled"]  # the redraw found the action already saved


def test_a_device_without_rights_is_refused_and_nothing_is_saved(screen):
    screen.ctx.session.identity = Identity()
    before = saved(screen)
    assert screen.ctx.act(screen.sid, note("sneaky")) is False
    assert screen.page.toasts == ["This device cannot act at that table."] and saved(screen) == before


def refused_on(field: str):
    """A command the rules refuse, naming `field` (e.g. "buys.RED", a company's line of a form)."""
    def command(log, actor):
        raise RuleError("Not that one", field)
    return command


def test_a_refusal_is_shown_beside_the_tapped_controls_with_the_field_it_names(screen):
    ctx = screen.ctx
    assert ctx.act(screen.sid, refused_on("buys.RED"), where="s4") is False
    assert ctx.error("s4") == "Not that one" and ctx.refused_field("s4") == "buys.RED"
    assert screen.page.toasts == []


def test_a_field_named_with_a_part_finds_the_screens_field_and_the_place_shows_it_too(screen):
    ctx = screen.ctx
    assert ctx.act(screen.sid, refused_on("dice[2]"), fields={"dice": "dice-field"}, where="draft") is False
    assert ctx.error("dice-field") == ctx.error("draft") == "Not that one"


def test_one_refusal_at_a_time_a_new_try_takes_the_earlier_away(screen):
    ctx = screen.ctx
    ctx.act(screen.sid, refused_on("x"), where="ro-msg-s1", clears="ro-msg-")
    ctx.fail("elsewhere", "kept")  # another part of the screen, not of this kind
    ctx.act(screen.sid, refused_on("y"), where="ro-msg-s2", clears="ro-msg-")
    assert ctx.error("ro-msg-s1") is None and ctx.error("ro-msg-s2") == "Not that one"
    assert ctx.error("elsewhere") == "kept"
    assert ctx.refused_field("ro-msg-s1") is None  # no refusal shown there any more: no field named


def test_the_games_words_are_used_and_a_failed_save_takes_the_old_refusal_away(screen, monkeypatch):
    ctx = screen.ctx
    ctx.act(screen.sid, refused_on("x"), where="form", words=lambda err: f"Nein: {err}")
    assert ctx.error("form") == "Nein: Not that one"

    def full_disk(*a, **k):
        from companion.storage import StorageError
        raise StorageError("The disk is full")
    monkeypatch.setattr(screen.hub.store, "append", full_disk)
    before = len(screen.renders)
    assert ctx.act(screen.sid, note("hello"), where="form") is False
    assert ctx.error("form") is None and "screen" in screen.renders[before:]  # the old refusal is gone from sight
    assert screen.page.toasts and screen.page.toasts[-1].startswith("Not saved")
