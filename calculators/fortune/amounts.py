"""Amounts of Deutsche Mark typed into a field, read as the game's language writes them.

Fortune prints money as "48.000 DM" (German) or "48,000 DM" (English): the same thousands separators are
accepted when typed, each as its language reads it. German: "48.000" is 48000 and the comma marks
decimals; English: "48,000" is 48000 and the point marks decimals. A number that the other language
would read differently ("48,000" on a German phone, "48.000" on an English one) is refused as ambiguous,
with the two ways to write it; an amount with decimals is refused (Fortune's money is whole DM). Anything
else that is not a number is handed on as typed, for the rules to say what is wrong.
"""
from __future__ import annotations

import re

from calculators.core.money import format_fortune
from calculators.fortune.texts import refuse

SEPARATORS = {"de": (".", ","), "en": (",", ".")}  # (thousands, decimals) as each language writes them
_SPACE_GROUPS = re.compile(r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+")
_DM = re.compile(r"^\s*(?:DM\s*)?(.*?)(?:\s*DM)?\s*$", re.IGNORECASE)


def read_amount(text: str | None, lang: str, field: str | None = None) -> int | str | None:
    """'' -> None; '48000', '48.000' (de), '48,000' (en), '48 000', '48.000 DM' -> 48000; a number the language
    reads otherwise or with decimals -> RuleError (`field`); anything else -> the text as typed."""
    typed = (text or "").strip()
    if not typed:
        return None
    body = _DM.match(typed).group(1).strip()
    sign = ""
    if body[:1] in ("-", "\u2212"):
        sign, body = "-", body[1:].strip()
    thousands, decimals = SEPARATORS.get(lang, SEPARATORS["de"])
    if body.isascii() and body.isdigit():
        return int(sign + body) if len(body) <= 16 else typed
    if _SPACE_GROUPS.fullmatch(body) or re.fullmatch(rf"\d{{1,3}}(?:{re.escape(thousands)}\d{{3}})+", body):
        return int(sign + re.sub(r"\D", "", body))
    if re.fullmatch(rf"\d{{1,3}}(?:{re.escape(decimals)}\d{{3}})+", body):
        whole = int(re.sub(r"\D", "", body))  # what the other language would read: name it, do not guess
        raise refuse("amount_ambiguous", field=field, typed=typed, amount=format_fortune(whole, lang),
                     grouped=format_fortune(whole, lang).replace("DM", "").strip(), plain=str(whole))
    if re.fullmatch(rf"[\d{re.escape(thousands)}]*\d{re.escape(decimals)}\d+", body):
        raise refuse("amount_whole", field=field, typed=typed)
    return typed


def shown(text: str | None, lang: str) -> str:
    """The amount typed, in the game's money format ("= 48.000 DM"), or '' when it is not (yet) an amount, or none
    the rules take (below 0 or above the most ever typed: a walk read "= -500 DM" and "= 999.999.999.999 DM" beside
    the refusal of it)."""
    try:
        value = read_amount(text, lang)
    except Exception:  # noqa: BLE001 — the refusal is shown on the field when it is used
        return ""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MOST_TYPED:
        return ""
    return f"= {format_fortune(value, lang)}"


MOST_TYPED = 10_000_000  # the highest amount any Fortune field takes (the bound of `checks.money` and `checks.whole`)
