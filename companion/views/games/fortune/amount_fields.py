"""Fields for amounts of Deutsche Mark: what was typed is shown again under the field in the game's money format
("= 48.000 DM"), and read as the phone's language writes numbers (`calculators.fortune.amounts`): an ambiguous
"48,000" on a German phone is refused on the field, never guessed.

Everything is drawn from the screen's state on each render: the line under the field from the text typed, a
refusal from `ctx.error(key)`; typing re-renders the screen (never a change to a control already drawn)."""
from __future__ import annotations

import flet as ft

from calculators.core.model import RuleError
from calculators.fortune.amounts import read_amount, shown
from companion.i18n.refusals import refusal


def money_field(ctx, key: str, field: ft.TextField, lang: str, also=None) -> ft.TextField:
    """`field` (built by this render) as the screen's amount field `key`: what is typed is shown under it in the
    game's format; while typing, a refusal of how the number is written is shown at once (an older one cleared).
    `also(e)` runs after each change too."""
    field = ctx.field(key, field)
    field.helper = shown(field.value, lang) or None

    def changed(e) -> None:
        try:
            read_amount(ctx.text(key), lang)
            ctx.state.errors.pop(key, None)
        except RuleError as err:
            ctx.state.errors[key] = refusal(err, lang)
        if also is not None:
            also(e)
        ctx.state.rerender()  # the "= 48.000 DM" line follows the text
    field.on_change = changed
    return field


def amounts(ctx, lang: str, **keys: str) -> dict | None:
    """Each field's amount (`keys`: the rules' name -> the field's key; None when empty, the text as typed when it
    is no number: the rules refuse it), or None when one is written ambiguously or with decimals (its refusal is
    then on that field)."""
    out, bad = {}, False
    for name, key in keys.items():
        try:
            out[name] = read_amount(ctx.text(key), lang, field=name)
        except RuleError as err:
            ctx.fail(key, refusal(err, lang))
            bad = True
    return None if bad else out
