"""Every roll at the table, on every phone: the game's own dice (the Hex, the Step D rolls with their reasons,
the die that orders a stage, a tie-break, Owner's Choice's throws…) and the tray's, newest first.

Each roll is the rules' own sentence for its event (`calculators.core.words.history`, worded for this viewer:
nothing hidden) with its dice drawn as pip faces. Dice are public at a table; a sealed entry never is, and the
sentence of a reveal is the one the rules give after the reveal.
"""
from __future__ import annotations

from typing import Any

import flet as ft

from calculators.core.board_rows import name_in
from calculators.core.log import BINDING_KEY, Event, Log, active_actions
from companion.i18n import N_, _
from companion.widgets.dice import dice_row, face_chip

SHOWN = 4
ROLLS_TITLE = N_("Rolls at the table, newest first")


def _ints(values: Any) -> list[int]:
    out: list[int] = []
    for v in values if isinstance(values, (list, tuple)) else []:
        if isinstance(v, dict):
            out += [x for x in v.values() if isinstance(x, int) and not isinstance(x, bool)]
        elif isinstance(v, int) and not isinstance(v, bool):
            out.append(v)
        elif isinstance(v, (list, tuple)):
            out += _ints(v)
    return out


def dice_of(event: Event) -> tuple[list[int], list[str]]:
    """(faces to draw as pips, labels of dice that are not numbers) of a rolled event; both empty when none."""
    d = event.data
    if BINDING_KEY not in d:
        return [], []
    roll = d.get("roll") if isinstance(d.get("roll"), dict) else d if "faces" in d and "labels" in d else None
    if roll is not None:
        # A throw of two different dice keeps the second beside the first (Fortune's ÖKA: "roll", then "light").
        more = [v for k, v in d.items() if k != "roll" and isinstance(v, dict) and "die" in v and "labels" in v]
        labels = [str(x) for r in (roll, *more) for x in r.get("labels", ())]
        if labels and all(x.isdigit() for x in labels):
            return [int(x) for x in labels], []
        return ([], labels) if labels else (_ints(roll.get("faces")), [])
    if "rolls" in d:
        return _ints(d["rolls"]), []
    result = d.get("result")
    if isinstance(result, dict) and isinstance(result.get("tie_break"), dict):
        return _ints(result["tie_break"].get("rolls")), []
    return [], []


def sentences(game: str, log: Log, lang: str, viewer: str | None, events: list[Event],
              before: dict | None = None) -> dict[int, str]:
    """The rules' sentence for each of `events` (seq -> sentence), as `history` words it for `viewer`, without
    wording the whole log (a redraw stays quick in a long game). `before`: `befores(game, log)` if at hand."""
    from calculators.core.table import solo_of
    from calculators.core.words import befores, describe

    if not events:
        return {}
    before = befores(game, log) if before is None else before
    purposes = {e.data["round_id"]: e.data.get("spec", {}).get("purpose", "")
                for e in log.events if e.kind == "bids.opened" and "round_id" in e.data}
    solo = solo_of(log)  # a solo table's banker is its player
    return {e.seq: describe(e, lang, game=game, before=before.get(e.seq), viewer=viewer, purposes=purposes,
                            solo=solo) for e in events}


def rolled_events(log: Log, limit: int = SHOWN) -> list[Event]:
    """The latest actions in force that rolled dice, newest first."""
    out = []
    for e in reversed(active_actions(log)):
        faces, labels = dice_of(e)
        if faces or labels:
            out.append(e)
            if len(out) == limit:
                break
    return out


def recent(log: Log, game: str, lang: str, viewer: str | None, *, skip: int | None = None,
           shown: int = SHOWN) -> list[ft.Control]:
    """The latest rolls (at most `shown`) as sentences with their dice, newest first (`skip`: an event shown
    elsewhere)."""
    events = [e for e in rolled_events(log, shown + 1) if e.seq != skip][:shown]
    if not events:
        return []
    lines = sentences(game, log, lang, viewer, events)
    out: list[ft.Control] = [ft.Text(_(ROLLS_TITLE, lang), size=13, italic=True, key="rolls-title")]
    for i, e in enumerate(events):
        faces, labels = dice_of(e)
        size = 40 if i == 0 else 28
        drawn = dice_row(faces, size=size, prefix=f"roll-{e.seq}") if faces else \
            ft.Row([face_chip(name_in(game, x, lang), size=14) for x in labels], wrap=True, spacing=6, run_spacing=6)
        out.append(ft.Container(ft.Column([
            ft.Semantics(identifier=f"roll-{i}", content=ft.Text(lines.get(e.seq, ""), size=15 if i == 0 else 13,
                                                                  weight=ft.FontWeight.BOLD if i == 0 else None)),
            drawn], spacing=4), padding=ft.Padding.only(bottom=6), key=f"rolled-{e.seq}"))
    return out
