"""A wrong address shows "Not found" with the address it was given, without the secrets a link carries: a walk
found the host secret in clear on the screen ("There is no screen at /nosuch?host=5B1N…"), where a screenshot or a
look over the host's shoulder takes it."""
from __future__ import annotations

import types

import flet as ft

from companion import redact
from companion.i18n import using
from companion.views.home import not_found_view
from tests.support.controls import walk


def _said(route: str) -> str:
    with using("en"):
        view = not_found_view(types.SimpleNamespace(go=lambda r: None), route)
    return " ".join(c.value for c in walk(view.controls) if isinstance(c, ft.Text) and isinstance(c.value, str))


def test_the_host_secret_of_a_wrong_address_is_not_shown():
    secret = "5B1N29jjs0gPYsMGa4QyRji7ubOSxNZO"
    said = _said(f"/nosuch?host={secret}")
    assert "There is no screen at /nosuch." in said
    assert secret not in said and "host=" not in said


def test_a_seat_links_token_in_a_wrong_address_is_masked():
    token = "seat-token-Qm9iJ3Mgc2VhdCBsaW5r"
    redact.remember(token)
    said = _said(f"/seat/{token}/nosuch")
    assert token not in said and "/seat/" in said and "/nosuch" in said
