"""Home: start a table, resume or delete a saved one, import, and the quick calculators."""
from __future__ import annotations

from datetime import date, datetime, timedelta

import flet as ft
from babel.dates import format_skeleton

from calculators.core.model import RuleError
from calculators.core.table import MAX_TABLE_NAME, rename_table
from calculators.games import GAMES
from companion.context import TOPIC
from companion.storage import SessionSetAside, StorageError
from companion.widgets.dialogs import put_up, send
from companion.widgets.fields import section, text_field
from companion.widgets.icon_button import icon_button
from companion.i18n import _, current, ngettext
from companion.redact import redact
from companion.i18n.refusals import refusal
from companion.widgets.title_bar import title_bar


def last_played(updated: str, today: date | None = None) -> str:
    """When a saved table last changed, short, in the phone's language: "today 19:53", "yesterday 08:05",
    "Dec 4 19:53" ("4. Dez. 19:53"), with the year when it is not this year. Two copies of one table differ by it."""
    try:
        when = datetime.fromisoformat(updated.replace("Z", "+00:00")).astimezone()
    except (ValueError, AttributeError):
        return ""
    today = today or datetime.now().astimezone().date()
    time = when.strftime("%H:%M")
    if when.date() == today:
        return _("today {time}").format(time=time)
    if when.date() == today - timedelta(days=1):
        return _("yesterday {time}").format(time=time)
    day = format_skeleton("MMMd" if when.year == today.year else "yMMMd", when.date(), locale=current())
    return f"{day} {time}"


def table_details(info) -> str:
    """What tells a saved table from another of the same name, in one line: its game, players, how much was
    played and when it was last played ("Fortune · 6 players · 26 events · today 01:28"). A table imported from a
    share code starts from the state the code held (a code carries no history): it says so, and counts what was
    played since."""
    game = GAMES.get(info.meta.get("game", ""), info.meta.get("game", "?"))
    players = info.meta.get("setup", {}).get("players", [])
    if info.meta.get("imported"):
        since = info.event_count - 1  # the first event is the import itself
        played = _("imported from a code, nothing played since") if since < 1 else ngettext(
            "imported from a code, {n} event since", "imported from a code, {n} events since", since).format(n=since)
    else:
        played = ngettext("{n} event", "{n} events", info.event_count).format(n=info.event_count)
    return " · ".join(part for part in (
        game, ngettext("{n} player", "{n} players", len(players)).format(n=len(players)), played,
        last_played(info.updated)) if part)


def _saved_tables(ctx) -> list[ft.Control]:
    infos, problems = ctx.services.store.list_tables()
    # Keyed by what each row shows (a table, a problem): the list changes as tables come and go.
    rows: list[ft.Control] = [_problem(ctx, problem, i) for i, problem in enumerate(problems)]
    if not infos:
        rows.append(ft.Text(_("No saved tables yet."), italic=True, key="no-tables"))
    for info in infos:
        name = info.meta.get("name", _("Table"))
        # The game, players, events and when it was last played tell apart two tables of one name; the Rename and
        # Delete buttons and their dialogs name them too, so the table renamed or deleted is the one meant.
        details = table_details(info)
        rows.append(
            ft.Card(
                semantic_container=False,
                key=f"table-{info.id}",
                content=ft.ListTile(
                    title=ft.Text(name, weight=ft.FontWeight.BOLD),
                    subtitle=ft.Text(details),
                    on_click=lambda e, sid=info.id: ctx.go(f"/table/{sid}"),
                    # Each its own node: the tile's name is the table's, not "Rename …" first (a tooltip merges upward).
                    trailing=ft.Row([
                        ft.Semantics(container=True, content=icon_button(
                            ft.Icons.EDIT_OUTLINED,
                            _("Rename {name} ({details})").format(name=name, details=details),
                            on_click=lambda e, sid=info.id, n=name, d=details: _rename(ctx, sid, n, d),
                        )),
                        ft.Semantics(container=True, content=icon_button(
                            ft.Icons.DELETE_OUTLINE,
                            _("Delete {name} ({details})").format(name=name, details=details),
                            on_click=lambda e, sid=info.id, n=name, d=details: _confirm_delete(ctx, sid, n, d),
                        )),
                    ], tight=True, spacing=0),
                ),
            )
        )
    return rows


def _problem(ctx, problem: StorageError, i: int) -> ft.Control:
    """What is wrong with a saved table, in the phone's language; a table set aside can be dismissed once read."""
    text = ft.Text(refusal(problem), color=ft.Colors.ON_ERROR_CONTAINER)
    content: ft.Control = text
    if isinstance(problem, SessionSetAside):
        def dismiss(e, folder=problem.moved_to.name) -> None:
            try:
                ctx.services.store.dismiss_set_aside(folder)
            except StorageError as err:
                ctx.toast(refusal(err))
                return
            ctx.session.rerender()  # the saved tables, read again

        content = ft.Column([text, ft.Row([ft.TextButton(_("Dismiss notice"), on_click=dismiss, style=ft.ButtonStyle(
            color=ft.Colors.ON_ERROR_CONTAINER))], alignment=ft.MainAxisAlignment.END)], spacing=4)
    key = f"set-aside-{problem.moved_to.name}" if isinstance(problem, SessionSetAside) else f"problem-{i}"
    return ft.Container(content, bgcolor=ft.Colors.ERROR_CONTAINER, padding=10, border_radius=8, key=key)


def _rename(ctx, sid: str, name: str, details: str) -> None:
    """Ask for the table's new name, prefilled; the rules check it as a new table's name and record the rename (on
    disk before the dialog closes). A refusal stands on the field and nothing is saved."""
    # A dialog is outside the screen's component tree: its own field is built (and refused on) here.
    field = text_field(_("Table name"), name, max_length=MAX_TABLE_NAME)

    def save(e) -> None:
        typed = field.value or ""
        try:
            done = ctx.act(sid, lambda log, actor: rename_table(log, actor, typed), raise_rule=True)
        except RuleError as err:
            field.error = refusal(err)
            send(field)
            return
        if done:  # Home and every phone at the table show the new name now (`ctx.act` redraws them)
            ctx.page.pop_dialog()
            ctx.toast(_("Renamed to {name}").format(name=ctx.services.hub.get(sid).setup.name))

    field.on_submit = save
    field.autofocus = True
    put_up(ctx, ft.AlertDialog(
        title=ft.Text(_("Rename {name}").format(name=name)),
        content=ft.Column([ft.Text(details, weight=ft.FontWeight.BOLD), field], tight=True, spacing=12),
        actions=[ft.TextButton(_("Cancel"), on_click=lambda e: ctx.page.pop_dialog()),
                 ft.FilledButton(_("Save"), on_click=save)],
    ))


def _confirm_delete(ctx, sid: str, name: str, details: str) -> None:
    def really(e) -> None:
        ctx.page.pop_dialog()
        try:
            ctx.services.hub.delete(sid)
            ctx.services.access.forget_table(sid)
            ctx.services.claims.forget_table(sid)
        except (StorageError, OSError) as err:
            ctx.toast(_("Could not delete {name}: {err}").format(name=name, err=refusal(err)))
            return
        ctx.toast(_("Deleted {name}").format(name=name))
        ctx.session.rerender()  # the saved tables, read again
        ctx.page.pubsub.send_others_on_topic(TOPIC, sid)  # every phone still showing it says it was deleted

    put_up(ctx,
        ft.AlertDialog(
            title=ft.Text(_("Delete {name}?").format(name=name)),
            content=ft.Column([
                ft.Text(details, weight=ft.FontWeight.BOLD),
                ft.Text(_("The table and its whole history are removed from this device. This cannot be undone.")),
            ], tight=True, spacing=8),
            actions=[
                # Keeping is the plain choice; deleting is drawn in the error colour (a walk: the filled, primary
                # "Delete for good" beside a bare "Keep it" made the one that cannot be undone the easy tap).
                ft.OutlinedButton(_("Keep it"), on_click=lambda e: ctx.page.pop_dialog()),
                ft.FilledButton(_("Delete for good"), on_click=really, icon=ft.Icons.DELETE_FOREVER,
                                style=ft.ButtonStyle(bgcolor=ft.Colors.ERROR, color=ft.Colors.ON_ERROR)),
            ],
        )
    )


def view(ctx) -> ft.View:
    return ft.View(
        route="/",
        scroll=ft.ScrollMode.AUTO,
        appbar=title_bar("Table Companion",
            actions=[icon_button(ft.Icons.SETTINGS, _("Settings"), on_click=lambda e: ctx.go("/settings"))],
        ),
        controls=[
            ft.Text(_("The banker, dice roller and scorer for your board game table."), size=16),
            ft.FilledButton(_("New table"), icon=ft.Icons.ADD, on_click=lambda e: ctx.go("/new"),
                            style=ft.ButtonStyle(padding=18), width=float("inf")),
            section(_("Saved tables")),
            *_saved_tables(ctx),
            ft.OutlinedButton(_("Import a shared table"), icon=ft.Icons.QR_CODE_SCANNER,
                              on_click=lambda e: ctx.go("/import"), width=float("inf")),
            section(_("Quick calculators")),
            *(_quick(ctx, title, subtitle, route) for title, subtitle, route in (
                (_("Rollout: Quick Cash Out"), _("Share values and the final ranking, no game tracked"), "/cash-out"),
                (_("Roll and Rails: final score"),
                 _("Victory points and completed connections, ranked with the tie-breaks"), "/quick-roll-and-rails"),
                (_("Owner's Choice: Game End"), _("Money plus stocks sold at the final prices, ranked"),
                 "/quick-owners-choice"),
                (_("Fortune: final balance"), _("Final balances, who tripled the capital first, ranked"),
                 "/quick-fortune"),
            )),
        ],
    )


def _quick(ctx, title: str, subtitle: str, route: str) -> ft.Control:
    """A quick calculator on Home: an end-of-game count without a table."""
    return ft.Card(semantic_container=False, key=f"quick-{route}", content=ft.ListTile(
        leading=ft.Icon(ft.Icons.CALCULATE), title=ft.Text(title), subtitle=ft.Text(subtitle),
        on_click=lambda e: ctx.go(route)))


def not_found_view(ctx, route: str) -> ft.View:
    # The address without its query (a host link carries the host secret there) and with any link's token masked:
    # a screenshot of this screen gives nothing away.
    shown = redact(route.partition("?")[0].partition("#")[0])
    return ft.View(
        route=route,
        appbar=title_bar(_("Not found")),
        controls=[ft.Text(_("There is no screen at {route}.").format(route=shown)),
                  ft.TextButton(_("Back to Home"), on_click=lambda e: ctx.go("/"))],
    )
