"""Import given an invite link (pasted, or a photo of a seat's QR code): a walk pasted a seat link and the screen said
the right thing for a moment, then the whole page became Flet's red "Error running app — 'Page' object has no
attribute 'launch_url'" (Flet 1.0 has no Page.launch_url; the unit tests' page had been given one). Now it says what
the link is, imports nothing, opens nothing (a seat link claims its seat for the browser that opens it: it belongs on
the player's phone) and the screen stays usable."""
from __future__ import annotations

import flet as ft
import pytest

from companion.access import Identity
from companion.app import make_services
from companion.config import AppConfig
from companion.i18n import using
from companion.routes import settle, views_for
from tests.support.controls import all_text, walk
from tests.support.phone import Phone, session
from tests.support.screens import call, label_of


@pytest.mark.parametrize("link, says", [
    ("http://192.168.1.20:8550/seat/Qm9iJ3Mgc2VhdCBsaW5r", "That is an invite link to a seat at a live table, not a "
                                                          "shared table: nothing was imported."),
    ("https://table.example:8550/bank/Qm9iJ3Mgc2VhdCBsaW5r", "That is an invite link to a seat at a live table, not a "
                                                            "shared table: nothing was imported."),
    # Nothing pasted yet: asked for the code (a walk tapped with an empty field and read "This is not a Table
    # Companion code.").
    ("  ", "Paste a shared table's code into the field first."),
])
def test_a_pasted_invite_link_is_named_and_nothing_is_imported_or_opened(tmp_path, link, says):
    services = make_services(AppConfig(data_dir=tmp_path))
    s = session("/import", services, Identity("host"))
    s.page.services, s.page.url, s.page.web = [], "http://127.0.0.1:8550/", False  # no camera here
    settle(s, "/import")
    phone = Phone(s, lambda s: views_for(s, "/import"))
    with using("en"):
        field = next(c for c in walk(phone.draw()) if isinstance(c, ft.TextField)
                     and label_of(c) == "Paste the share code here")
        field.value = link  # the browser writes the text into the rendered field
        button = next(c for c in walk(phone.draw()) if isinstance(c, ft.FilledTonalButton)
                      and c.content == "Import this code")
        call(button.on_click, button)
        said = all_text(phone.draw())
    assert says in said and "This is not a Table Companion code." not in said
    assert services.store.list_sessions()[0] == [] and s.page.went == []
