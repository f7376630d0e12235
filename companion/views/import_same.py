"""Import, the table coming in already here (the same secret and game): what the screen says and offers, by how the
two stand (`companion.share.same_table`). Nothing is saved until a button is tapped:
- the one coming in holds nothing newer: it says so, and offers to open the one here (no copy is made);
- it is a table file of the one here further on: it offers to bring the one here up to date, after a question that
  names what changes ("3 actions newer"); a file at the very point of a table that came here by code (nothing played
  since) offers the History and Undo the code could not carry, the same way;
- the two were played on apart: it says so plainly, and offers a separate copy named "Friday (copy)".
"""
from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable, NamedTuple

import flet as ft

from calculators.core.model import RuleError
from companion.context import TOPIC
from companion.i18n import _, ngettext
from companion.i18n.refusals import refusal
from companion.share import ShareError
from companion.share.importing import replace_with_file
from companion.share.same_table import APART, NEWER, OLDER, Standing
from companion.storage import StorageError
from companion.views.home import table_details
from companion.widgets.dialogs import put_up

log = logging.getLogger(__name__)


class Found(NamedTuple):
    """A table coming in that is saved here already: the saved one, how the two stand, the name a copy would take,
    `make(name)` saving the one coming in as a new table, and a file's checked details and events (None: a code)."""

    saved: Any
    standing: Standing
    copy: str
    make: Callable[[str | None], str]
    details: dict | None = None
    events: list | None = None


def _words(found: Found) -> str:
    saved, how, n = found.saved, found.standing.how, found.standing.actions
    name, details = saved.meta.get("name", _("Table")), table_details(saved)
    if how == APART:
        if found.events is None:
            return _("This table is already here as “{name}” ({details}), but this code holds a point of the game the "
                     "table here never reached: the two were played on apart (a code carries no history to tell "
                     "more). Nothing was saved: it can be saved beside it as a separate table, “{copy}”.").format(
                         name=name, details=details, copy=found.copy)
        return _("This table is already here as “{name}” ({details}), but the two were played on apart: each holds "
                 "actions the other does not. Nothing was saved: it can be saved beside it as a separate table, "
                 "“{copy}”.").format(name=name, details=details, copy=found.copy)
    here = _("This table is already here: “{name}” ({details}).").format(name=name, details=details)
    if how == NEWER and found.standing.history:
        more = _("This file is the same table at the same point, with its History and Undo, which the table here "
                 "(from a code) does not hold.")
    elif how == NEWER:
        more = ngettext("This file is the same table further on: {n} action newer.",
                        "This file is the same table further on: {n} actions newer.", n)
    elif how == OLDER:
        more = ngettext("The table here is {n} action further on; nothing was added.",
                        "The table here is {n} actions further on; nothing was added.", n)
    else:
        more = _("It holds nothing newer; nothing was added.")
    return f"{here} {more.format(n=n)}"


SHOWN = "import-view"  # the screen's state: the Import view last drawn (what `bring_into_view` scrolls)


def bring_into_view(ctx, way: str, target: str | None = None) -> None:
    """Scroll the screen to the answer under the way in (`panel`), once it is drawn: a table file's way in is the last
    on the screen, and a walk saw only the answer's first line at the phone's bottom edge, its buttons below it.
    At once, without an animation: Flutter ignores a tap on a page while it glides (a scroll animation takes no
    taps), and a quick thumb on the answer's button lost its tap (the browser test, 2 runs in 16 under load).
    `target`: another control's scroll key (a refusal under the way in)."""
    async def scroll() -> None:
        await asyncio.sleep(0.3)  # the redraw that brings the answer goes out first
        view = ctx.state.values.get(SHOWN)
        try:
            if view is not None:
                await view.scroll_to(scroll_key=target or f"already-{way}")
        except Exception:  # a page gone, a screen left meanwhile: the answer is still there to scroll to
            log.debug("scrolling to the import's answer failed", exc_info=True)
    ctx.page.run_task(scroll)


def panel(ctx, way: str, found: Found, save: Callable[..., bool], say: Callable[[str], None]) -> list[ft.Control]:
    """What the screen shows under the way in that brought a table saved here already, with its buttons."""
    saved, how = found.saved, found.standing.how

    def open_saved(e) -> None:
        ctx.state.drop(f"same-{way}")
        ctx.go(f"/table/{saved.id}")

    def as_copy(e) -> None:
        ctx.state.drop(f"same-{way}")
        if save(lambda: found.make(found.copy)):
            ctx.toast(_("Imported as {name}: a new saved table.").format(name=found.copy))

    buttons = [ft.FilledButton(_("Open the saved table"), icon=ft.Icons.OPEN_IN_NEW, on_click=open_saved,
                               width=float("inf"), key=f"open-{way}")]
    if how == NEWER:
        buttons.insert(0, ft.FilledButton(_("Take the file's History and Undo") if found.standing.history else
                                          _("Bring the table here up to date"), icon=ft.Icons.UPDATE,
                                          on_click=lambda e: _ask_update(ctx, way, found, say), width=float("inf"),
                                          key=f"update-{way}"))
        buttons[1] = ft.OutlinedButton(_("Open the saved table"), icon=ft.Icons.OPEN_IN_NEW, on_click=open_saved,
                                       width=float("inf"), key=f"open-{way}")
    elif how == APART:
        buttons.append(ft.OutlinedButton(_("Import as a copy named “{name}”").format(name=found.copy),
                                         icon=ft.Icons.COPY_ALL, on_click=as_copy, width=float("inf"),
                                         key=f"copy-{way}"))
    return [ft.Container(ft.Column([
        ft.Semantics(identifier=f"already-{way}", live_region=True, content=ft.Text(
            _words(found), color=ft.Colors.ON_SECONDARY_CONTAINER)),
        *buttons,
    ], spacing=8, tight=True), bgcolor=ft.Colors.SECONDARY_CONTAINER, padding=10, border_radius=8,
        key=ft.ScrollKey(f"already-{way}"))]  # scrolled to when it comes (`bring_into_view`)


def _ask_update(ctx, way: str, found: Found, say: Callable[[str], None]) -> None:
    """The question before a table here is brought up to date: what changes, in so many actions."""
    saved, n = found.saved, found.standing.actions
    name = saved.meta.get("name", _("Table"))
    if found.standing.history:
        change = _("The table here, imported from a code, is replaced by the file's table at the same point, with its "
                   "History and Undo. Links to the table here stop working; share the table again.")
    elif found.standing.appends:
        change = ngettext("The file's {n} newer action is added to the table here; everything it holds stays.",
                          "The file's {n} newer actions are added to the table here; everything it holds stays.", n)
    else:
        change = ngettext("The table here, imported from a code, is replaced by the file's table with its whole "
                          "history: {n} action newer. Links to the table here stop working; share the table again.",
                          "The table here, imported from a code, is replaced by the file's table with its whole "
                          "history: {n} actions newer. Links to the table here stop working; share the table again.",
                          n)

    def really(e) -> None:
        ctx.page.pop_dialog()
        ctx.state.drop(f"same-{way}")
        try:
            sid = replace_with_file(ctx.services.hub, saved.id, found.details, found.events)
        except (ShareError, RuleError) as err:
            say(refusal(err))
            return
        except StorageError as err:
            say(_("Not saved: {err}").format(err=refusal(err)))
            return
        if sid != saved.id:  # the one here went: its phones say so, its links and seats are let go
            for keeper in (getattr(ctx.services, "access", None), getattr(ctx.services, "claims", None)):
                if keeper is not None:
                    keeper.forget_table(saved.id)
            ctx.page.pubsub.send_others_on_topic(TOPIC, saved.id)
        ctx.toast(_("“{name}” now has its History and Undo.").format(name=name) if found.standing.history else
                  ngettext("“{name}” is up to date: {n} newer action added.",
                           "“{name}” is up to date: {n} newer actions added.", n).format(name=name, n=n))
        ctx.go(f"/table/{sid}")

    put_up(ctx, ft.AlertDialog(
        title=ft.Text(_("Bring “{name}” up to date?").format(name=name)),
        content=ft.Text(change.format(n=n)),
        actions=[ft.OutlinedButton(_("Keep it as it is"), on_click=lambda e: ctx.page.pop_dialog()),
                 ft.FilledButton(_("Update it"), icon=ft.Icons.UPDATE, on_click=really)],
    ))
