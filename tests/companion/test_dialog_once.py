"""A second tap on what opens a dialog, before the phone drew the first, opens no second dialog (CI, two workers: a
quick Cash Out's Remove tapped twice stacked two "Remove Bob?" dialogs; answering the top one left the other up over
the screen, hiding every field, and its Remove would have run again). `companion.widgets.dialogs.put_up`."""
from __future__ import annotations

import flet as ft

from companion.routes import views_for
from companion.settings import SettingsStore
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import walk
from tests.support.drawn import keyed, tap, typed
from tests.support.phone import Phone, fake_services, session


def quick_cash_out(tmp_path, names: list[str]) -> Phone:
    hub = TableHub(Store(tmp_path / "tables"))
    services = fake_services(hub, store=hub.store, settings=SettingsStore(tmp_path / "settings"))
    phone = Phone(session("/cash-out", services, device_lang="en"), lambda s: views_for(s, s.route))
    for name in names:
        screen = phone.draw()
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
    return phone


def remove_button(phone: Phone, name: str) -> ft.IconButton:
    found = [c for c in walk(phone.draw()) if isinstance(c, ft.IconButton) and c.tooltip == f"Remove {name}"]
    assert len(found) == 1, name
    return found[0]


def players(phone: Phone) -> list[str]:
    return sorted(c.tooltip.removeprefix("Remove ") for c in walk(phone.draw())
                  if isinstance(c, ft.IconButton) and (c.tooltip or "").startswith("Remove "))


def titles(phone: Phone) -> list[str]:
    return [d.title.value for d in phone.page.dialogs]


def test_remove_tapped_twice_asks_once_and_removes_once_then_asks_again(tmp_path):
    phone = quick_cash_out(tmp_path, ["Ann", "Bob", "Cy"])
    assert players(phone) == ["Ann", "Bob", "Cy"]

    button = remove_button(phone, "Bob")
    tap(button)
    tap(button)  # the phone had not drawn the question yet
    assert titles(phone) == ["Remove Bob?"]
    yes = phone.page.dialogs[-1].actions[-1]
    assert yes.content == "Remove Bob"
    tap(yes)
    assert titles(phone) == [] and players(phone) == ["Ann", "Cy"]  # nothing left standing over the screen

    tap(remove_button(phone, "Cy"))  # the question was answered: the next tap asks again
    assert titles(phone) == ["Remove Cy?"]
    tap(phone.page.dialogs[-1].actions[0])  # Keep it
    assert titles(phone) == [] and players(phone) == ["Ann", "Cy"]
    tap(remove_button(phone, "Ann"))
    assert titles(phone) == ["Remove Ann?"]
