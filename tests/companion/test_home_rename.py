"""Renaming a saved table on Home (a walk found two tables both called "Freitag" and no rename anywhere): the dialog
offers the name to change, refuses on its field what New table refuses and saves nothing then, and a saved rename
shows on Home, on the table's screens on every phone, in History, and after a restart."""
from __future__ import annotations

import flet as ft
import pytest

from calculators.core.actors import BANKER, undo_last
from companion import i18n
from companion.context import TOPIC, Ctx
from companion.live import ScreenState
from companion.routes import views_for
from companion.seat_claims import new_device_key
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import all_text, press, walk
from tests.support.phone import Phone
from tests.support.sessions import HOST, session_at, world  # noqa: F401 (world: a fixture)


def _home(world):  # noqa: F811
    session, told = session_at(world, f"/?host={HOST}")
    return Phone(session, lambda s: views_for(s, s.route)), told


def _open_rename(home: Phone) -> ft.AlertDialog:
    button = next(b for b in walk(home.draw()) if isinstance(b, ft.IconButton) and b.tooltip.startswith("Rename"))
    button.on_click(None)
    return home.page.dialogs[-1]


def _field(dialog: ft.AlertDialog) -> ft.TextField:
    return next(c for c in walk([dialog.content]) if isinstance(c, ft.TextField))


def _screen(session) -> str:
    """The screen's title bar, then everything else it says."""
    views = [shown.build(Ctx(session, ScreenState())) for shown in views_for(session, session.route)]
    return f"{views[-1].appbar.title.value} | {all_text(views[-1].controls)}"


def _rows(home: Phone) -> list[str]:
    return [c.title.value for c in walk(home.draw()) if isinstance(c, ft.ListTile) and c.title is not None
            and c.subtitle is not None and "Rollout" in (c.subtitle.value or "")]


def test_the_rename_button_names_its_table_and_the_dialog_offers_the_name_to_change(world):  # noqa: F811
    home, _told = _home(world)
    button = next(b for b in walk(home.draw()) if isinstance(b, ft.IconButton) and b.tooltip.startswith("Rename"))
    assert button.tooltip.startswith("Rename Friday (Rollout · 2 players · 1 event · ")
    button.on_click(None)
    dialog = home.page.dialogs[-1]
    assert dialog.title.value == "Rename Friday"
    field = _field(dialog)
    assert (field.label, field.value, field.max_length) == ("Table name", "Friday", 40)
    assert [a.content for a in dialog.actions] == ["Cancel", "Save"]
    press(dialog.actions, "Cancel")
    assert not home.page.dialogs and world.services.store.load(world.sid).meta["name"] == "Friday"


@pytest.mark.parametrize(("typed", "said"), [
    ("", "A table name has 1 to 40 characters"),
    ("x" * 41, "A table name has 1 to 40 characters"),
    ("Fri\x07day", "The table's name has a control character (from a paste): type the name again "
                   "without it."),
    (" Friday ", "The table is already called Friday"),
])
def test_a_refused_name_is_said_on_the_field_and_nothing_is_saved(world, typed, said):  # noqa: F811
    home, told = _home(world)
    dialog = _open_rename(home)
    _field(dialog).value = typed
    press(dialog.actions, "Save")
    assert home.page.dialogs == [dialog]  # still open, to mend the name
    assert _field(dialog).error == said
    stored = world.services.store.load(world.sid)
    assert (stored.meta["name"], len(stored.events)) == ("Friday", 1)
    assert world.services.hub.get(world.sid).setup.name == "Friday" and told.sent == []


def test_a_saved_rename_shows_on_home_on_every_phone_in_history_and_after_a_restart(world, tmp_path):  # noqa: F811
    hub = world.services.hub
    ann, _ = session_at(world, f"/seat/{world.access.seat_token(world.sid, 'Ann')}", device_key=new_device_key())
    hub.get(world.sid)
    assert _screen(ann).startswith("Ann · Friday |")
    home, told = _home(world)
    dialog = _open_rename(home)
    _field(dialog).value = "  Friday   2 "
    press(dialog.actions, "Save")
    assert home.page.dialogs == [] and home.page.toasts[-1] == "Renamed to Friday 2"
    # On disk before the dialog closed: the event and the name Home lists the table by.
    stored = world.services.store.load(world.sid)
    assert stored.meta["name"] == "Friday 2" and stored.events[-1]["data"] == {"from": "Friday", "to": "Friday 2"}
    assert _rows(home) == ["Friday 2"]
    assert (TOPIC, world.sid) in told.sent  # every phone at the table draws again
    banker, _ = session_at(world, f"/table/{world.sid}?host={HOST}")
    assert _screen(banker).startswith("Friday 2 |")  # the title bar
    assert _screen(ann).startswith("Ann · Friday 2 |")
    history, _ = session_at(world, f"/table/{world.sid}/history?host={HOST}")
    shown = _screen(history)
    assert shown.startswith("History · Friday 2 |") and "Table renamed from “Friday” to “Friday 2”" in shown
    history.lang = "de"  # the phone set to German in Settings
    with i18n.using("de"):
        assert "Tisch umbenannt von „Friday“ in „Friday 2“" in _screen(history)
    again = TableHub(Store(tmp_path))  # a restart
    assert again.get(world.sid).setup.name == "Friday 2"
    assert [i.meta["name"] for i in again.store.list_tables()[0]] == ["Friday 2"]


def test_undo_gives_the_old_name_back_on_home_too(world):  # noqa: F811
    home, _told = _home(world)
    dialog = _open_rename(home)
    _field(dialog).value = "Freitag"
    press(dialog.actions, "Save")
    world.services.hub.act(world.sid, lambda log: undo_last(log, BANKER))
    assert world.services.hub.get(world.sid).setup.name == "Friday"
    assert _rows(home) == ["Friday"]
    assert world.services.store.load(world.sid).meta["name"] == "Friday"
