"""History: every event of a table, newest first; undone ones stay, marked; the banker's Undo and Redo.

Sealed entries are listed as "Ann entered", never with their values: those show through the reveal.
"""
from __future__ import annotations

from datetime import datetime

import flet as ft

from calculators.core.actors import BANKER, redo_last, seat_of, undo_last
from calculators.core.bids import history_data, rounds
from calculators.core.log import Event, can_redo, can_undo, undone_seqs
from companion.context import PASSED
from companion.views.table import load


def _who(actor: str) -> str:
    return seat_of(actor) or actor


def game_line(event: Event, game: str) -> str | None:
    """The game's own words for its events (a game screen module may offer `describe`)."""
    from companion.views import games

    mod = games.module_for(game) if game else None
    draw = getattr(mod, "describe", None) if mod else None
    if draw is None:
        return None
    try:
        line = draw(event)
    except Exception:  # a describer must never take the history away
        return None
    return " ".join(line) if isinstance(line, (list, tuple)) else line


def describe(event: Event, by_seq: dict[int, Event], purposes: dict[str, str], game: str = "") -> str:
    """One line a player reads in the history."""
    d = history_data(event) if event.kind.startswith("bids.") else event.data
    match event.kind:
        case "table.created":
            return f"Table created: {', '.join(d.get('players', []))}; banker {d.get('banker')}"
        case "table.imported":
            return f"Table imported from {d.get('source', 'another device')}"
        case "dice.rolled":
            how = " (real dice)" if d.get("source") == "physical" else ""
            return f"{d.get('purpose', 'Roll')}: {' + '.join(str(x) for x in d.get('labels', d.get('faces', [])))}{how}"
        case "bids.opened":
            return f"Sealed round opened: {d.get('spec', {}).get('purpose', '')}"
        case "bids.entered":
            return f"{d['seat']} entered a sealed entry ({purposes.get(d['round_id'], '')})"
        case "bids.passed":
            return f"{d['seat']} marked as passing ({purposes.get(d['round_id'], '')})"
        case "bids.revealed":
            return f"Sealed entries revealed ({purposes.get(d.get('round_id', ''), '')})"
        case "bids.cancelled":
            return f"Sealed round cancelled ({purposes.get(d.get('round_id', ''), '')})"
        case "undo" | "redo":
            target = by_seq.get(event.target or 0)
            what = describe(target, by_seq, purposes, game) if target else f"event {event.target}"
            return f"{'Undid' if event.kind == 'undo' else 'Redid'}: {what}"
        case _:
            return game_line(event, game) or event.kind


def _when(at: str) -> str:
    try:
        return datetime.fromisoformat(at).astimezone().strftime("%H:%M")
    except ValueError:
        return at


def view(ctx, sid: str, base: str) -> ft.View:
    route = f"{base}/history"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    log = snap.log
    by_seq = {e.seq: e for e in log.events}
    purposes = {rid: r.spec.purpose for rid, r in rounds(log).items()}
    gone = undone_seqs(log)
    is_banker = ctx.actor(sid) == BANKER
    rows = []
    for e in reversed(log.events):
        undone = e.seq in gone
        who = _who(e.actor) + (f", for {e.on_behalf_of}" if e.on_behalf_of else "")
        if e.data.get("via") == PASSED:
            who += ", on the banker's phone"
        rows.append(ft.Semantics(identifier=f"event-{e.seq}", content=ft.ListTile(
            leading=ft.Text(f"#{e.seq}", width=40),
            title=ft.Text(describe(e, by_seq, purposes, snap.setup.game), color=ft.Colors.OUTLINE if undone else None,
                          style=ft.TextStyle(decoration=ft.TextDecoration.LINE_THROUGH) if undone else None),
            subtitle=ft.Text(f"{_when(e.at)} · {who}" + (" · undone" if undone else "")),
            dense=True)))
    return ft.View(
        route=route,
        scroll=ft.ScrollMode.AUTO,
        appbar=ft.AppBar(title=ft.Text(f"History · {snap.setup.name}")),
        controls=[
            ft.Row([
                ft.FilledTonalButton("Undo", icon=ft.Icons.UNDO, disabled=not (is_banker and can_undo(log)),
                                     on_click=lambda e: ctx.act(sid, undo_last)),
                ft.FilledTonalButton("Redo", icon=ft.Icons.REDO, disabled=not (is_banker and can_redo(log)),
                                     on_click=lambda e: ctx.act(sid, redo_last)),
            ]),
            ft.Text("Undo takes back the table's last action; it stays listed here, marked undone. "
                    "An undone dice roll or reveal comes back the same when done again.", size=13),
            *rows,
        ],
    )
