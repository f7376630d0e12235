"""History: every event of a table, newest first; undone ones stay, marked; the banker's Undo and Redo."""
from __future__ import annotations

from datetime import datetime

import flet as ft

from calculators.core.log import Event, can_redo, can_undo, redo, undo, undone_seqs
from companion.views.table import _act, error_view
from companion.storage import StorageError


def describe(event: Event, by_seq: dict[int, Event]) -> str:
    """One line a player reads in the history."""
    d = event.data
    match event.kind:
        case "table.created":
            return f"Table created: {', '.join(d.get('players', []))}; banker {d.get('banker')}"
        case "dice.rolled":
            faces = " + ".join(str(f) for f in d.get("faces", []))
            how = " (real dice)" if d.get("source") == "physical" else ""
            return f"{d.get('purpose', 'Roll')}: {faces}{how}"
        case "undo" | "redo":
            target = by_seq.get(event.target or 0)
            what = describe(target, by_seq) if target else f"event {event.target}"
            return f"{'Undid' if event.kind == 'undo' else 'Redid'}: {what}"
        case _:
            return event.kind


def _when(at: str) -> str:
    try:
        return datetime.fromisoformat(at).astimezone().strftime("%H:%M")
    except ValueError:
        return at


def view(ctx, sid: str) -> ft.View:
    try:
        snap = ctx.services.hub.get(sid)
    except StorageError as err:
        return error_view(ctx, sid, str(err))
    log = snap.log
    by_seq = {e.seq: e for e in log.events}
    gone = undone_seqs(log)
    rows = []
    for e in reversed(log.events):
        is_undone = e.seq in gone
        text = describe(e, by_seq)
        who = e.actor + (f", for {e.on_behalf_of}" if e.on_behalf_of else "")
        rows.append(ft.Semantics(
            identifier=f"event-{e.seq}",
            content=ft.ListTile(
                leading=ft.Text(f"#{e.seq}", width=40),
                title=ft.Text(text, style=ft.TextStyle(decoration=ft.TextDecoration.LINE_THROUGH) if is_undone else None,
                              color=ft.Colors.OUTLINE if is_undone else None),
                subtitle=ft.Text(f"{_when(e.at)} · {who}" + (" · undone" if is_undone else "")),
                dense=True,
            ),
        ))
    return ft.View(
        route=f"/table/{sid}/history",
        scroll=ft.ScrollMode.AUTO,
        appbar=ft.AppBar(title=ft.Text(f"History · {snap.setup.name}")),
        controls=[
            ft.Row([
                ft.FilledTonalButton("Undo", icon=ft.Icons.UNDO, disabled=not can_undo(log),
                                     on_click=lambda e: _act(ctx, sid, lambda lg: undo(lg, "banker"))),
                ft.FilledTonalButton("Redo", icon=ft.Icons.REDO, disabled=not can_redo(log),
                                     on_click=lambda e: _act(ctx, sid, lambda lg: redo(lg, "banker"))),
            ]),
            ft.Text("Undo takes back the table's last action; it stays listed here, marked undone. "
                    "An undone dice roll comes back with the same dice.", size=13),
            *rows,
        ],
    )
