"""Board tables for this session: every scale and face the game uses, printed or assumed, editable by the
banker to match their printing (the rules keep the rulebook's known points; the edit is in the history)."""
from __future__ import annotations

import json

import flet as ft

from calculators.core.actors import BANKER
from calculators.core.boards import board_in_force
from calculators.core.game import board_editor
from calculators.core.model import RuleError
from companion.views.table import load


def view(ctx, sid: str, base: str) -> ft.View:
    route = f"{base}/board"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    board = board_in_force(snap.log)
    title = ft.AppBar(title=ft.Text("Board tables"))
    if board is None:
        return ft.View(route=route, appbar=title, controls=[ft.Text("This table has no board tables.")])
    may_edit = ctx.actor(sid) == BANKER
    rows: list[ft.Control] = [ft.Text(
        f"Version {board.version}. Values marked assumed are not printed in the rulebook: change them to match "
        "your printing. The change applies to this table only and is recorded in its history.", size=13)]
    for key, value in board.values.items():
        source = board.sources.get(key, "assumed")
        # Keyed by the value in force: a table that changed with another (a Rollout scale's length) is drawn afresh.
        field = ctx.keep(f"board-{sid}-{key}-{json.dumps(value)}", lambda v=value: ft.TextField(
            value=json.dumps(v, ensure_ascii=False), multiline=True, min_lines=1, max_lines=4, dense=True,
            label=key, read_only=not may_edit))

        def save(e, key=key, field=field) -> None:
            try:
                new = json.loads(field.value or "")
            except ValueError:
                field.error = "Not a value this table can hold: keep the brackets, commas and quotes as shown."
                return
            field.error = None
            try:
                ctx.act(sid, lambda log, actor: board_editor(snap.setup.game)(log, actor, key, new), raise_rule=True)
            except RuleError as err:
                field.error = err.message
                return
            ctx.toast(f"{key} changed for this table.")

        rows.append(ft.Card(semantic_container=False, content=ft.Container(ft.Column([
            ft.Row([ft.Text(key, weight=ft.FontWeight.BOLD, expand=True),
                    ft.Container(ft.Text(source, size=12), padding=ft.Padding.symmetric(horizontal=8, vertical=2),
                                 border_radius=6, bgcolor=ft.Colors.TERTIARY_CONTAINER if source == "assumed"
                                 else ft.Colors.SECONDARY_CONTAINER)]),
            *([ft.Text(board.notes[key], size=12, italic=True)] if board.notes.get(key) else []),
            field,
            *([ft.TextButton(f"Save {key}", icon=ft.Icons.SAVE, on_click=save)] if may_edit else []),
        ]), padding=10)))
    return ft.View(route=route, scroll=ft.ScrollMode.AUTO, appbar=title, controls=rows)
