"""The app's look: Material 3 in teal, with every tappable control at least 48 px high, as on a phone.

A desktop browser gets Flutter's compact density (32 px buttons, chips and radio rows); a thumb needs 48 px
(Material's minimum touch target). Standard density plus padding brings each kind of control there."""
from __future__ import annotations

import flet as ft

SEED = ft.Colors.TEAL
TARGET = 48  # px: the smallest touch target

# A 20 px line of button text plus 14 px above and below is 48 px.
_BUTTON = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=20, vertical=14),
                         visual_density=ft.VisualDensity.STANDARD)
# A 24 px icon plus 12 px around it is 48 px.
_ICON = ft.ButtonStyle(padding=ft.Padding.all(12), visual_density=ft.VisualDensity.STANDARD)


def app_theme() -> ft.Theme:
    """The theme for light and dark alike (the seed colour makes both schemes)."""
    return ft.Theme(
        color_scheme_seed=SEED,
        visual_density=ft.VisualDensity.STANDARD,
        button_theme=ft.ButtonTheme(style=_BUTTON),
        filled_button_theme=ft.FilledButtonTheme(style=_BUTTON),
        outlined_button_theme=ft.OutlinedButtonTheme(style=_BUTTON),
        text_button_theme=ft.TextButtonTheme(style=_BUTTON),
        icon_button_theme=ft.IconButtonTheme(style=_ICON),
        # A chip's label row is 20 px; 14 px above and below makes the chip 48 px.
        chip_theme=ft.ChipTheme(padding=ft.Padding.symmetric(horizontal=8, vertical=13)),
        segmented_button_theme=ft.SegmentedButtonTheme(style=_BUTTON),
        radio_theme=ft.RadioTheme(visual_density=ft.VisualDensity.STANDARD),
        checkbox_theme=ft.CheckboxTheme(visual_density=ft.VisualDensity.STANDARD),
        switch_theme=ft.SwitchTheme(padding=ft.Padding.symmetric(horizontal=4, vertical=4)),
        list_tile_theme=ft.ListTileTheme(visual_density=ft.VisualDensity.STANDARD, min_height=TARGET),
    )


app_theme()  # Once, before the server listens: Flet imports its theme classes on first use (0.12 s here), which the
# first phone would otherwise wait for.


def dress(page) -> None:
    """The page's look before its first screen: one theme for light and dark, following the system until the
    phone's own choice is read from its storage, and no animation from one theme to another.

    Flet's client builds the page's themes anew whenever the page's own properties change, and a theme with button
    styles never compares equal to the one before: Flutter would cross-fade the whole screen for 200 ms each time,
    the first table screen's layout included (0.13-0.17 s slower to be usable, medians of 5-10 cold starts of
    Owner's Choice, 2026-12-03). A Light/Dark choice in Settings snaps at once instead of fading."""
    page.theme = app_theme()
    page.dark_theme = app_theme()
    page.theme_animation_style = ft.AnimationStyle.no_animation()
    page.theme_mode = ft.ThemeMode.SYSTEM
