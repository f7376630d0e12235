"""A table's screen: who sits where, the dice tray, and the way to the history."""
from __future__ import annotations

import flet as ft

from calculators.core.games import GAMES
from calculators.core.model import RuleError
from calculators.core.tray import enter_tray, last_roll, roll_tray
from companion.storage import StorageError
from companion.widgets.dice import dice_row
from companion.widgets.fields import parse_whole, section, text_field

NOT_BUILT = (
    "Tracking a whole game of {game} is not built yet in this version. "
    "This table already keeps its players, the banker, the dice and the history; "
    "money, shares and scoring for {game} come in a later version."
)


def error_view(ctx, sid: str, message: str) -> ft.View:
    return ft.View(
        route=f"/table/{sid}",
        appbar=ft.AppBar(title=ft.Text("Table unavailable")),
        controls=[ft.Text(message, size=16), ft.TextButton("Back to Home", on_click=lambda e: ctx.go("/"))],
    )


def _act(ctx, sid: str, action) -> bool:
    try:
        ctx.services.hub.act(sid, action)
    except RuleError as err:
        ctx.toast(err.message)
        return False
    except StorageError as err:
        ctx.toast(f"Not saved: {err}")
        return False
    ctx.refresh()
    return True


def _real_dice_dialog(ctx, sid: str, n: int) -> None:
    field = text_field(f"The {n} dice you rolled, e.g. {' '.join(['4', '2'][:n])}")

    def save(e) -> None:
        values = [parse_whole(v, None) for v in (field.value or "").replace(",", " ").split()]
        if len(values) != n:
            field.error = f"Type exactly {n} value{'s' if n > 1 else ''}, 1 to 6"
            field.update()
            return
        try:
            ctx.services.hub.act(sid, lambda log: enter_tray(log, "banker", values, "Table roll (real dice)"))
        except RuleError as err:
            field.error = err.message
            field.update()
            return
        ctx.page.pop_dialog()
        ctx.refresh()

    ctx.page.show_dialog(
        ft.AlertDialog(
            title=ft.Text("We rolled real dice"),
            content=field,
            actions=[ft.TextButton("Cancel", on_click=lambda e: ctx.page.pop_dialog()),
                     ft.FilledButton("Record these dice", on_click=save)],
        )
    )


def view(ctx, sid: str) -> ft.View:
    try:
        snap = ctx.services.hub.get(sid)
    except StorageError as err:
        return error_view(ctx, sid, err.message if hasattr(err, "message") else str(err))
    setup = snap.setup
    game = GAMES[setup.game]
    roll = last_roll(snap.log)
    seats = [
        ft.Semantics(identifier=f"seat-{i + 1}", content=ft.ListTile(
            leading=ft.CircleAvatar(content=ft.Text(str(i + 1))),
            title=ft.Text(p),
            subtitle=ft.Text("Banker" if p == setup.banker else ""),
            dense=True,
        ))
        for i, p in enumerate(setup.players)
    ]
    if not setup.banker_plays:
        seats.append(ft.ListTile(leading=ft.Icon(ft.Icons.ACCOUNT_BALANCE), title=ft.Text(setup.banker),
                                 subtitle=ft.Text("Banker, does not play"), dense=True))
    tray = [
        ft.Text(f"{roll.purpose}: {' + '.join(map(str, roll.faces))} = {roll.total}"
                f"{' (real dice)' if roll.source == 'physical' else ''}", size=16,
                semantics_label=None) if roll else ft.Text("No dice rolled yet.", italic=True),
        dice_row(roll.faces) if roll else ft.Container(),
        ft.Row([
            ft.FilledTonalButton("Roll 1 die", icon=ft.Icons.CASINO,
                                 on_click=lambda e: _act(ctx, sid, lambda log: roll_tray(log, "banker", 1, "Table roll"))),
            ft.FilledTonalButton("Roll 2 dice", icon=ft.Icons.CASINO,
                                 on_click=lambda e: _act(ctx, sid, lambda log: roll_tray(log, "banker", 2, "Table roll"))),
        ], wrap=True),
        ft.TextButton("We rolled real dice", icon=ft.Icons.EDIT, on_click=lambda e: _real_dice_dialog(ctx, sid, 2)),
    ]
    return ft.View(
        route=f"/table/{sid}",
        scroll=ft.ScrollMode.AUTO,
        appbar=ft.AppBar(
            title=ft.Text(setup.name),
            actions=[ft.IconButton(ft.Icons.HISTORY, tooltip="History", on_click=lambda e: ctx.go(f"/table/{sid}/history"))],
        ),
        controls=[
            ft.Text(game, theme_style=ft.TextThemeStyle.HEADLINE_SMALL),
            ft.Container(ft.Text(NOT_BUILT.format(game=game)), bgcolor=ft.Colors.SECONDARY_CONTAINER, padding=12,
                         border_radius=8),
            section("Seats, clockwise"),
            *seats,
            section("Dice"),
            *tray,
            ft.OutlinedButton("History and undo", icon=ft.Icons.HISTORY, width=float("inf"),
                              on_click=lambda e: ctx.go(f"/table/{sid}/history")),
        ],
    )
