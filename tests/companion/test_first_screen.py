"""The first screen of a phone is drawn once its language is known (the browser test: tests/e2e/test_first_draw.py)."""
from __future__ import annotations

from companion.session import Session


def test_the_first_screen_waits_for_the_phones_language_but_not_for_ever():
    """Session.language_known: the stored choice read and the device's language answered, or waited long enough."""
    s = Session(page=None, services=None, restored=False)
    assert not s.language_known()
    s.device_lang = "en"
    assert not s.language_known()  # the stored choice (Settings) may still say German
    s.restored = True
    assert s.language_known()
    late = Session(page=None, services=None, restored=False)
    late.waited = True  # the app's timer: the screen is drawn in the default rather than not at all
    assert late.language_known()
