"""Two saved tables of one name: Home's Delete and its question name the table meant, and importing a table that
is saved here already says so instead of saving a silent second copy (the walk found five tables named "Friday",
every Delete button labelled "Delete Friday" and a question saying only "Delete Friday?")."""
from __future__ import annotations

import random
import re

import flet as ft

from calculators.core.actors import BANKER
from calculators.core.table import make_setup
from calculators.core.tray import roll_tray
from companion.routes import views_for
from companion.share import encode, export_session, snapshot_of
from tests.support.controls import all_text, find, press, type_in, walk
from tests.support.phone import Phone
from tests.support.sessions import HOST, session_at, world  # noqa: F401 (world: a fixture)

WHEN = r"(today|yesterday) \d\d:\d\d"


def _phone(world, route: str) -> Phone:  # noqa: F811
    session, _told = session_at(world, f"{route}?host={HOST}")
    session.page.url, session.page.web = "http://127.0.0.1:8550", True  # Import asks whether a camera may be used
    return Phone(session, lambda s: views_for(s, s.route))


def _deletes(controls) -> dict[str, ft.IconButton]:
    return {b.tooltip: b for b in walk(controls) if isinstance(b, ft.IconButton) and b.tooltip.startswith("Delete")}


def _names(world) -> list[str]:  # noqa: F811
    return sorted(info.meta["name"] for info in world.services.store.list_tables()[0])


def test_each_delete_names_its_table_and_the_question_says_which_one_goes(world):  # noqa: F811
    other = world.services.hub.create(make_setup("owners-choice", "Friday", ["Ann", "Bob", "Cy"], "Ann"))
    world.services.hub.act(other, lambda log: roll_tray(log, BANKER, 1, "Table roll", rng=random.Random(1)))
    home = _phone(world, "/")
    deletes = _deletes(home.draw())
    assert len(deletes) == 2, deletes  # two labels, one per table
    label = next(t for t in deletes if "Owner's Choice" in t)
    assert re.fullmatch(rf"Delete Friday \(Owner's Choice · 3 players · 2 events · {WHEN}\)", label), label
    deletes[label].on_click(None)
    question = home.page.dialogs[-1]
    assert question.title.value == "Delete Friday?"
    said = all_text([question.content])
    assert re.search(rf"Owner's Choice · 3 players · 2 events · {WHEN} \| The table and its whole history",
                     said), said
    press(question.actions, "Delete for good")
    left = world.services.store.list_tables()[0]
    assert [(i.meta["game"], i.meta["name"]) for i in left] == [("rollout", "Friday")]


def test_a_code_of_a_table_saved_here_says_so_and_saves_nothing(world):  # noqa: F811
    code = encode(snapshot_of(world.services.hub, world.sid))
    screen = _phone(world, "/import")
    type_in(screen.draw(), "Paste the share code here", code)
    press(screen.draw(), "Import this code")
    shown = screen.draw()
    assert _names(world) == ["Friday"]  # nothing saved
    said = all_text(shown)
    assert re.search(rf"This table is already here: “Friday” \(Rollout · 2 players · 1 event · {WHEN}\)\. It holds "
                     rf"nothing newer; nothing was added\.", said), said
    press(shown, "Open the saved table")
    assert screen.page.went[-1] == f"/table/{world.sid}" and _names(world) == ["Friday"]


def test_a_table_file_played_on_apart_is_saved_as_a_copy_named_so_throughout(world, tmp_path):  # noqa: F811
    from companion.share import import_session_file
    from companion.share.importing import checked_session_file, save_session_file
    from companion.views.importing import _offer
    from tests.support.sessions import new_world

    hub = world.services.hub
    other = new_world(tmp_path / "other")  # the device the table was shared to: it plays on apart
    there = import_session_file(other.services.store, export_session(world.services.store.load(world.sid)))
    other.services.hub.act(there, lambda log: roll_tray(log, BANKER, 2, "Table roll", rng=random.Random(7)))
    hub.act(world.sid, lambda log: roll_tray(log, BANKER, 2, "Table roll", rng=random.Random(2)))
    data = export_session(other.services.store.load(there))
    screen = _phone(world, "/import")
    screen.draw()
    ctx = _ctx_of(screen)
    details, events = checked_session_file(data)
    _offer(ctx, "file", lambda name: save_session_file(world.services.store, details, events, name),
           lambda text: None, table_secret=details["table_secret"], game=details["game"], name="Friday",
           details=details, events=events)
    shown = screen.draw()
    assert re.search(rf"already here as “Friday” \(Rollout · 2 players · 2 events · {WHEN}\), but the two were "
                     rf"played on apart", all_text(shown)), all_text(shown)
    press(shown, "Import as a copy named “Friday (copy)”")
    copy = next(i for i in world.services.store.list_tables()[0] if i.meta["name"] == "Friday (copy)")
    assert hub.get(copy.id).setup.name == "Friday (copy)" and len(hub.get(copy.id).log.events) == 2
    assert hub.get(copy.id).log.events[0].data["name"] == "Friday (copy)"


def test_an_imported_table_counts_what_was_played_since_the_import(world):  # noqa: F811
    from companion.share import decode, import_snapshot

    sid = import_snapshot(world.services.hub, decode(encode(snapshot_of(world.services.hub, world.sid))), "Saturday")
    world.services.hub.act(sid, lambda log: roll_tray(log, BANKER, 1, "Table roll", rng=random.Random(3)))
    home = _phone(world, "/")
    label = next(t for t in _deletes(home.draw()) if "Saturday" in t)
    assert re.fullmatch(rf"Delete Saturday \(Rollout · 2 players · imported from a code, 1 event since · {WHEN}\)",
                        label), label


def _ctx_of(screen: Phone):
    from companion.context import Ctx

    return Ctx(screen.session, screen.state)


def test_a_new_try_by_another_way_in_clears_the_last_tries_message(world):  # noqa: F811
    """A walk pasted an invite link (refused under the paste box), then chose a table file: the paste box's red
    message stayed, read as the file's failure. A try by any way in clears what every earlier try said."""
    import types

    from tests.support.aio import run_async

    screen = _phone(world, "/import")
    link = f"http://127.0.0.1:8550/seat/{world.services.access.seat_token(world.sid, 'Ann')}"
    type_in(screen.draw(), "Paste the share code here", link)
    press(screen.draw(), "Import this code")
    assert "That is an invite link to a seat" in all_text(screen.draw())

    async def nothing_picked(**kw):  # the phone's file picker, closed without a file
        return None
    screen.session.device = types.SimpleNamespace(file_picker=lambda: types.SimpleNamespace(pick_files=nothing_picked))
    run_async(find(screen.draw(), "Choose a table file (.json)").on_click(None))
    assert "That is an invite link to a seat" not in all_text(screen.draw())


def test_a_paste_longer_than_the_box_takes_is_not_called_cut_off(world):  # noqa: F811
    # A walk pasted far more than a code: the box stopped at its limit and the app said the code was "cut off".
    screen = _phone(world, "/import")
    type_in(screen.draw(), "Paste the share code here", "TC1:" + "A" * 8188)
    press(screen.draw(), "Import this code")
    said = all_text(screen.draw())
    assert "This is longer than any table's code (the field takes 8192 characters)" in said and "cut off" not in said
