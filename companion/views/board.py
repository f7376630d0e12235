"""Board tables for this session: every scale and face the game uses, printed or assumed, editable by the
banker to match their printing (the rules keep the rulebook's known points; the edit is in the history)."""
from __future__ import annotations

import flet as ft

from calculators.core.actors import BANKER
from calculators.core.boards import board_in_force
from calculators.core.game import board_editor
from companion.i18n import _
from companion.views.phone_lang import phone_lang
from companion.views.table import load
from companion.widgets.board_rows import board_rows
from companion.widgets.title_bar import title_bar


def view(ctx, sid: str, base: str) -> ft.View:
    route = f"{base}/board"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    board = board_in_force(snap.log)
    title = title_bar(_("Board tables"))
    if board is None:
        return ft.View(route=route, appbar=title, controls=[ft.Text(_("This table has no board tables."))])
    may_edit = ctx.actor(sid) == BANKER
    lang = phone_lang(ctx, snap.setup.game)
    # (no release's version id, "rollout-1": no word of a player)
    intro = _("Each table row by row, as on the board. Tables marked assumed are not printed in the rulebook: tap "
              "a row to change it to match your printing. The change applies to this table only and is recorded in "
              "its history.", lang)
    rows: list[ft.Control] = [ft.Text(intro, size=13),
                              *board_rows(ctx, sid, board, board_editor(snap.setup.game), may_edit=may_edit,
                                          lang=lang)]
    return ft.View(route=route, scroll=ft.ScrollMode.AUTO, appbar=title, controls=rows)
