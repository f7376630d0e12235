"""A stranger's join screens, drawn without a browser: what they promise is what they have."""
from __future__ import annotations

import types

import flet as ft

from companion.views import join
from tests.support.controls import all_text, walk
from tests.support.phone import Phone, one_screen, session


def test_the_landing_says_the_phones_camera_scans_the_code_as_it_has_no_scan_button():
    phone = Phone(session("/", services=types.SimpleNamespace()), one_screen("/", join.landing_view))
    controls = phone.draw()
    words = all_text(controls)
    assert "Scan your seat's QR code with your phone's camera" in words
    assert "Open the camera app" in words and "I have a code" in words
    buttons = [c for c in walk(controls) if isinstance(c, ft.FilledButton)]
    assert [b.content for b in buttons] == ["I have a code"]  # the only button: the words promise no scanner
