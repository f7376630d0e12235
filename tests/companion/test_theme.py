"""The page's look (companion/widgets/theme.py): one theme for light and dark with thumb-sized buttons, following
the system until the phone's choice is read, and no cross-fade from one theme to another (Flet's client builds the
themes anew on every update of the page's own properties; with button styles they never compare equal, so each
such update would fade the whole screen for 200 ms, the first table screen's layout included)."""
from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion.widgets.theme import TARGET, dress


def dressed() -> SimpleNamespace:
    page = SimpleNamespace()
    dress(page)
    return page


def test_a_theme_change_snaps_instead_of_fading():
    style = dressed().theme_animation_style
    assert isinstance(style, ft.AnimationStyle)
    assert style.duration == ft.Duration()
    assert style.reverse_duration == ft.Duration()


def test_light_and_dark_alike_with_48_px_buttons_following_the_system():
    page = dressed()
    assert page.theme == page.dark_theme and page.theme is not page.dark_theme
    assert page.theme_mode == ft.ThemeMode.SYSTEM
    padding = page.theme.filled_button_theme.style.padding
    assert padding.top + padding.bottom + 20 == TARGET  # a 20 px line of button text between them
