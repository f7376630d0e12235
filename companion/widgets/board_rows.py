"""A game's board tables as rows to check against the printed board, one folded section per table; assumed
values stand out; the banker changes one cell at a time (the rules check the table's new value)."""
from __future__ import annotations

import flet as ft

from calculators.core.board_rows import board_tables, parse_cell, with_cell
from calculators.core.boards import Board
from calculators.core.model import RuleError
from companion.i18n import _
from companion.widgets.dialogs import send
from companion.widgets.fields import text_field
from companion.widgets.fold import fold
from companion.i18n.refusals import refusal

def _words(lang: str) -> dict[str, str]:
    return {"assumed": _("Assumed: not printed in the rulebook. Check it against your board.", lang),
            "printed": _("As the rulebook prints it", lang), "change": _("Change", lang), "keep": _("Keep it", lang),
            "save": _("Save", lang), "new": _("New value", lang), "changed": _("{t}: {l} is now {v}", lang)}


def board_rows(ctx, sid: str, board: Board, editor, *, may_edit: bool, lang: str = "en") -> list[ft.Control]:
    """One ExpansionTile per table, each row 'label: value'; a banker's tap on a row changes that cell."""
    w = _words(lang)
    out: list[ft.Control] = []
    for table in board_tables(board, lang):
        rows = []
        for row in table.rows:
            label = row.label or table.title

            def change(e, table=table, row=row, label=label) -> None:
                _edit(ctx, sid, board, editor, table, row, label, w)

            rows.append(ft.ListTile(
                title=ft.Text(label), trailing=ft.Text(row.text, weight=ft.FontWeight.BOLD, size=15),
                dense=False, on_click=change if may_edit else None,
                tooltip=f"{w['change']}: {table.title}" + (f", {label}" if row.label else "") if may_edit else None))
        out.append(ft.Semantics(identifier=f"board-{table.key}", content=fold(
            ctx, f"board-{sid}-{table.key}", table.title, rows,
            subtitle=ft.Text(w["assumed"] if table.assumed else w["printed"], size=12,
                             color=ft.Colors.ON_TERTIARY_CONTAINER if table.assumed else None),
            bgcolor=ft.Colors.TERTIARY_CONTAINER if table.assumed else None,
            collapsed_bgcolor=ft.Colors.TERTIARY_CONTAINER if table.assumed else None,
            leading=ft.Icon(ft.Icons.HELP_OUTLINE if table.assumed else ft.Icons.MENU_BOOK))))
    return out


def _edit(ctx, sid: str, board: Board, editor, table, row, label: str, w: dict) -> None:
    shown = row.value if not isinstance(row.value, list) else ", ".join(str(v) for v in row.value)
    where = f"{table.title}, {label}" if row.label else table.title
    field = text_field(f"{w['new']}: {where}", str(shown).lower() if isinstance(row.value, bool)
                       else str(shown))

    def save(e) -> None:
        try:
            new = parse_cell(row.value, field.value or "", board.game)
            value = with_cell(board.values[row.key], row.path, new)
            ctx.act(sid, lambda log, actor: editor(log, actor, row.key, value), raise_rule=True)
        except RuleError as err:
            field.error = refusal(err)  # the dialog's own field: sent by the dialog (no render draws it)
            send(field)
            return
        ctx.page.pop_dialog()
        ctx.toast(w["changed"].format(t=table.title, l=label, v=field.value) if row.label
                  else f"{table.title}: {field.value}")

    ctx.page.show_dialog(ft.AlertDialog(
        title=ft.Text(where), content=field,
        actions=[ft.TextButton(w["keep"], on_click=lambda e: ctx.page.pop_dialog()),
                 ft.FilledButton(w["save"], on_click=save)]))
