"""A game's board tables as rows to check against the printed board, one folded section per table; assumed
values stand out; the banker changes one cell at a time (the rules check the table's new value)."""
from __future__ import annotations

import flet as ft

from calculators.core.board_changes import cell_changes
from calculators.core.board_rows import board_tables, cell_unit, parse_cell, with_cell
from calculators.core.boards import Board
from calculators.core.game import Later, rules_for
from calculators.core.model import RuleError
from companion.context import Ctx
from companion.i18n import _
from companion.live import use_screen_state
from companion.widgets.dialogs import close_dialog, open_dialog, open_for
from companion.widgets.fields import text_field
from companion.widgets.fold import fold

EDITING = "board-editing"  # the screen's state: the cell being changed, (table key, row number) (`open_dialog`)
VALUE = "board-new-value"  # the dialog's state: the typed value, and the refusal of it
WARNED = "board-warned"  # the dialog's state: (the text typed, what saving it changes in play), said before saving


def _words(lang: str) -> dict[str, str]:
    return {"assumed": _("Assumed: not printed in the rulebook. Check it against your board.", lang),
            "printed": _("As the rulebook prints it", lang), "change": _("Change", lang), "keep": _("Keep it", lang),
            "fixed": _("As the rulebook prints it: the rules keep it as it is", lang),
            "save": _("Save", lang), "new": _("New value", lang), "changed": _("{t}: {l} is now {v}", lang),
            "new_in": _("New value in {unit}", lang), "now": _("Now {value}", lang),
            "in_play": _("This changes the game in play now:", lang), "anyway": _("Save all the same", lang),
            "new_game": _("This counts for a new game only:", lang), "for_new": _("Save for a new game", lang),
            "later": _("Nothing in play changes now:", lang), "for_later": _("Save for later", lang),
            "lang": lang}


def _warning_words(changes: list[str], w: dict[str, str]) -> tuple[str, str]:
    """The heading over what the rules say a new value does in play, and the Save button's words: the rules mark a
    sentence that changes nothing in play now (`Later`), and then neither says it changes the game in play (a walk's
    Roll and Rails starting money read "This changes the game in play now:" over "nobody's money changes now")."""
    if not all(isinstance(line, Later) for line in changes):
        return w["in_play"], w["anyway"]
    if all(line.new_game for line in changes):
        return w["new_game"], w["for_new"]
    return w["later"], w["for_later"]


def board_rows(ctx, sid: str, board: Board, editor, *, may_edit: bool, lang: str) -> list[ft.Control]:
    """One ExpansionTile per table, each row 'label: value'; a banker's tap on a row opens a dialog that changes
    that cell (drawn while the screen's state says it is open, after the tables). `lang` is the phone's language
    (`phone_lang`), never a default: the More screen drew its tables in English on a German phone."""
    w = _words(lang)
    out: list[ft.Control] = []
    editing = open_for(ctx, EDITING) if may_edit else None
    opened = None
    found = rules_for(board.game)
    locked = (found.board_locked if found is not None else None) or (lambda key: False)
    for table in board_tables(board, lang):
        rows = []
        # A table the rules never let change is read, not tapped (a walk typed a new salary into a dialog that could
        # only refuse it: "printed in the rulebook and cannot be changed").
        editable = may_edit and not locked(table.key)
        for n, row in enumerate(table.rows):
            label = row.label or table.title
            if editing and editing[0] == (table.key, n):
                opened = (table, row, label)

            def change(e, key=table.key, n=n) -> None:
                open_dialog(ctx, EDITING, (key, n))

            rows.append(ft.ListTile(
                title=ft.Text(label), trailing=ft.Text(row.text, weight=ft.FontWeight.BOLD, size=15),
                dense=False, on_click=change if editable else None,
                tooltip=f"{w['change']}: {table.title}" + (f", {label}" if row.label else "") if editable else None))
        out.append(ft.Semantics(identifier=f"board-{table.key}", content=fold(
            ctx, f"board-{sid}-{table.key}", table.title, rows,
            subtitle=ft.Text(w["assumed"] if table.assumed else w["fixed"] if may_edit and not editable else
                             w["printed"], size=12,
                             color=ft.Colors.ON_TERTIARY_CONTAINER if table.assumed else None),
            bgcolor=ft.Colors.TERTIARY_CONTAINER if table.assumed else None,
            collapsed_bgcolor=ft.Colors.TERTIARY_CONTAINER if table.assumed else None,
            leading=ft.Icon(ft.Icons.HELP_OUTLINE if table.assumed else ft.Icons.MENU_BOOK))))
    if opened:
        out.append(CellDialog(ctx, sid, board, editor, *opened, w, key=f"board-edit-{editing[1]}"))
    return out


@ft.component
def CellDialog(ctx, sid: str, board: Board, editor, table, row, label: str, w: dict):
    """The dialog changing one cell: the typed value carried across renders, the rules' refusal on the field."""
    own = Ctx(ctx.session, use_screen_state())  # the dialog's own state, fresh at each opening
    where = f"{table.title}, {label}" if row.label else table.title
    default_text = row.typed  # as the banker types it (the rules read back what the row shows, too)

    def close(e=None) -> None:
        close_dialog(ctx, EDITING)

    def new_value(typed: str):  # the table's value with this cell as typed, read by the rules (RuleError if not)
        return with_cell(board.values[row.key], row.path, parse_cell(row.value, typed, board.game, row.key, row.path))

    lang = w["lang"]
    found = rules_for(board.game)
    effects = found.board_effects if found is not None else None  # the rules: what a new value changes in play
    warned = own.get(WARNED)  # (the text typed, what saving it changes in play) once Save was tapped

    opening = open_for(ctx, EDITING)  # this dialog's opening (a fresh dialog is another)

    def save(e) -> None:
        if open_for(ctx, EDITING) != opening:  # closed already: a tap held offline, sent after the one that saved
            return
        typed = own.text(VALUE, default_text)
        try:  # what the rules say saving it changes in play now: said first, saved at the second tap
            value = new_value(typed)
            changes = effects(ctx.session.services.hub.get(sid).log, row.key, value, lang) if effects else []
        except RuleError:  # refused below, by the one way to act, with the rules' reason
            changes = []
        if changes and (warned or ("", []))[0] != typed:
            own.put(WARNED, (typed, changes))
            return
        try:
            unchanged = new_value(typed) == board.values[row.key]
        except RuleError:
            unchanged = False
        if unchanged:  # nothing to record (a walk saved the same prices and History gained an entry for it)
            close()
            return

        def change(log, actor):  # the typed value read and checked by the rules, inside the one way to act
            return editor(log, actor, row.key, new_value(typed))

        if own.act(sid, change, where=VALUE):
            close()
            said = cell_changes(board.game, row.key, board.values[row.key], new_value(typed), lang)
            ctx.toast("; ".join([*said, *changes]) or (
                w["changed"].format(t=table.title, l=label, v=typed) if row.label else f"{table.title}: {typed}"))

    unit = cell_unit(board.game, row.key, row.path, lang)  # "New value in $M": the title says which cell
    short = w["new_in"].format(unit=unit) if unit else w["new"]
    typed_here = text_field(short, default_text)
    typed_here.label = ft.Text(short, semantics_label=f"{short}: {where}")  # the whole name, read out
    typed_here.helper = w["now"].format(value=row.text)

    def typed_again(e) -> None:  # what was said of the last text typed no longer stands (a walk read a refusal under
        # a good value, and the warning of a value typed before)
        if own.get(WARNED) is not None or own.state.errors.get(VALUE):
            own.state.errors.pop(VALUE, None)
            own.state.drop(WARNED)

    typed_here.on_change = typed_again
    field = own.field(VALUE, typed_here)
    heading, anyway = _warning_words(warned[1], w) if warned else ("", w["save"])
    said = [ft.Text(heading, weight=ft.FontWeight.BOLD, key="board-effect-heading"),
            *[ft.Text(line, key=f"board-effect-{i}") for i, line in enumerate(warned[1])]] if warned else []
    ft.use_dialog(ft.AlertDialog(
        title=ft.Text(where), content=ft.Column([field, *said], tight=True), scrollable=True,
        actions=[ft.TextButton(w["keep"], on_click=close),
                 ft.FilledButton(anyway, on_click=save)],
        on_dismiss=close))
    return ft.Container(visible=False)
