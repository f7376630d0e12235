"""Fields for amounts of Deutsche Mark: what was typed is shown again under the field in the game's money format
("= 48.000 DM"), and read as the phone's language writes numbers (`calculators.fortune.amounts`): an ambiguous
"48,000" on a German phone is refused on the field, never guessed."""
from __future__ import annotations

import flet as ft

from calculators.core.model import RuleError
from calculators.fortune.amounts import read_amount, shown
from companion.i18n.refusals import refusal


def show_amount(field: ft.TextField, lang: str, *, typed: bool = False) -> None:
    """Under the field: the amount in the game's format. `typed`: the player is typing, so a refusal of how the
    number is written is shown at once (and an older refusal cleared)."""
    field.helper = shown(field.value, lang) or None
    if typed:
        try:
            read_amount(field.value, lang)
            field.error = None
        except RuleError as err:
            field.error = refusal(err, lang)


def money_field(field: ft.TextField, lang: str, also=None) -> ft.TextField:
    """Make a (kept) number field an amount field: shown in the game's format while typed; `also` runs too."""
    def changed(e) -> None:
        show_amount(field, lang, typed=True)
        if also is not None:
            also(e)
    field.on_change = changed
    show_amount(field, lang)
    return field


def amounts(lang: str, **fields: ft.TextField) -> dict | None:
    """Each field's amount (None when empty, the text as typed when it is no number: the rules refuse it), or
    None when one is written ambiguously or with decimals (its refusal is then on that field)."""
    out, bad = {}, False
    for name, f in fields.items():
        try:
            out[name] = read_amount(f.value, lang, field=name)
        except RuleError as err:
            f.error, bad = refusal(err, lang), True
    return None if bad else out
