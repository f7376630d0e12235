"""Settings for this device: house rules, and where the tables are kept."""
from __future__ import annotations

import flet as ft

from companion.widgets.appearance import theme_choice
from companion.widgets.fields import section

FLOOR_LABEL = "House rule: a negative share value counts as $0"


def floor_switch(ctx, on_change=None) -> ft.Switch:
    """The Cash Out house rule, saved before the switch shows it."""
    def changed(e) -> None:
        try:
            ctx.services.settings.update(floor_negative_share_values=bool(e.control.value))
        except OSError as err:
            e.control.value = ctx.services.settings.value.floor_negative_share_values
            ctx.toast(f"Setting not saved: {err}")
        if on_change:
            on_change()

    return ft.Switch(label=FLOOR_LABEL, value=ctx.services.settings.value.floor_negative_share_values,
                     on_change=changed)


def view(ctx) -> ft.View:
    problem = ctx.services.settings.problem
    return ft.View(
        route="/settings",
        scroll=ft.ScrollMode.AUTO,
        appbar=ft.AppBar(title=ft.Text("Settings")),
        controls=[
            *([ft.Text(problem, color=ft.Colors.ERROR)] if problem else []),
            section("Light or dark (this phone)"),
            theme_choice(ctx),
            section("Rollout Cash Out"),
            floor_switch(ctx),
            ft.Text("The rulebook does not floor a negative net worth, so by default a company worth less than "
                    "nothing has a negative share value. This house rule is off unless your table agrees.", size=13),
            section("Saved tables"),
            ft.Text(f"Kept in {ctx.services.config.data_dir}", selectable=True, size=13),
        ],
    )
