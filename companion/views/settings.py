"""Settings for this device: house rules, and where the tables are kept."""
from __future__ import annotations

import flet as ft

from companion.context import EVERY_TABLE, TOPIC
from companion.i18n import N_, _
from companion.widgets.appearance import theme_choice
from companion.widgets.language import language_choice
from companion.widgets.fields import labelled, section
from companion.widgets.title_bar import title_bar

FLOOR_LABEL = N_("House rule: a negative share value counts as $0")
FLOOR_SCOPE = N_("The rulebook does not floor a negative net worth, so by default a company worth less than nothing "
                 "has a negative share value. This house rule is off unless your table agrees. It counts at once for "
                 "every Rollout table kept here, finished ones too, and for Quick Cash Out: not for one table only.")


def floor_switch(ctx) -> ft.Control:
    """The Cash Out house rule, saved before the switch shows it; the screen is drawn again with it (Quick Cash Out's
    share values and ranking follow at once)."""
    def changed(e) -> None:
        try:
            ctx.services.settings.update(floor_negative_share_values=bool(e.control.value))
        except OSError as err:  # not saved: the redraw shows the switch as the setting still is
            ctx.toast(_("Setting not saved: {err}").format(err=err))
        else:  # every other phone redraws with it (a finished Rollout's winner named two ways at one table)
            ctx.page.pubsub.send_others_on_topic(TOPIC, EVERY_TABLE)
        ctx.state.rerender()

    return labelled(ft.Switch(value=ctx.services.settings.value.floor_negative_share_values, on_change=changed),
                    _(FLOOR_LABEL))


def view(ctx) -> ft.View:
    problem = ctx.services.settings.problem
    if ctx.services.settings.damaged_as:
        problem = _("The settings file was damaged; it was kept as {name} and the defaults are in use.").format(
            name=ctx.services.settings.damaged_as)
    return ft.View(
        route="/settings",
        scroll=ft.ScrollMode.AUTO,
        appbar=title_bar(_("Settings")),
        controls=[
            ft.Text(problem or "", color=ft.Colors.ERROR, visible=bool(problem)),
            section(_("Language (this phone)")),
            language_choice(ctx),
            section(_("Light or dark (this phone)")),
            theme_choice(ctx),
            section(_("Rollout Cash Out (every table on this server)")),
            floor_switch(ctx),
            ft.Text(_(FLOOR_SCOPE), size=13, key="floor-scope"),
            section(_("Saved tables")),
            # Selectable (to copy the folder), and read out as the words it shows: Flutter exposed selectable text as a
            # blank, disabled text field to a screen reader (a walk).
            ft.Semantics(label=_("Kept in {folder}").format(folder=ctx.services.config.data_dir), exclude_semantics=True,
                         content=ft.Text(_("Kept in {folder}").format(folder=ctx.services.config.data_dir),
                                         selectable=True, size=13)),
        ],
    )
