"""Money as each game writes it; exact integer arithmetic, never float."""
from __future__ import annotations

import re

# Rollout money as typed: the game's own forms ("$1.5B", "1.5b", "$300M", "-$300M", "$10,000.035B") and plain
# millions with or without thousands commas ("1500", "1,500"). A fraction needs its unit: "1.5" alone is refused
# (millions or billions?), and "1.500" is left to the plain reader, where it is 1,500 written the German way.
_ROLLOUT_TYPED = re.compile(r"(-?)\$?(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([MB]?)", re.IGNORECASE)
_LONGEST_TYPED = 40


def _sign(amount: int) -> tuple[str, int]:
    return ("-", -amount) if amount < 0 else ("", amount)


def _scaled(whole: int, rest: int, digits: int) -> str:
    """`whole` plus `rest`/10**digits as a decimal with trailing zeros dropped; the whole part grouped by thousands
    (`10,000.035`)."""
    fraction = str(rest).rjust(digits, "0").rstrip("0")
    return f"{whole:,}.{fraction}" if fraction else f"{whole:,}"


def _grouped(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


def format_rollout(millions: int) -> str:
    """Rollout money in $ millions: `$500M` below $1B, else `$2.5B`; negatives `-$300M`; from $1,000B on the
    billions grouped by thousands, as the millions are (`$10,000.035B`, not `$10000.035B`)."""
    sign, m = _sign(millions)
    if m < 1000:
        return f"{sign}${m}M"
    return f"{sign}${_scaled(m // 1000, m % 1000, 3)}B"


def format_rollout_tenths(tenths: int) -> str:
    """Rollout amounts in tenths of $1M (share values): 7353 -> `$735.3M`; whole millions as `format_rollout`
    (80000 -> `$8B`); a part of a million stays in millions, grouped: 35666 -> `$3,566.6M` (never `$3.5666B`)."""
    sign, t = _sign(tenths)
    if t % 10 == 0:
        return format_rollout(tenths // 10)
    return f"{sign}${_grouped(t // 10, ',')}.{t % 10}M"


def format_rollout_column(tenths: list[int]) -> list[str]:
    """Rollout Cash Out values shown side by side (a ranking): as `format_rollout_tenths` when every value is whole
    millions (`$5B`, `$4.8B`, as the rulebook's "$5 billion"), else all in millions to $0.1M (`$17,438.6M` over
    `$6,047M`) — a column never mixes `$17,438.6M` with `$6.047B`, which do not compare at a glance."""
    if all(t % 10 == 0 for t in tenths):
        return [format_rollout_tenths(t) for t in tenths]
    out = []
    for t in tenths:
        sign, n = _sign(t)
        out.append(f"{sign}${_grouped(n // 10, ',')}{f'.{n % 10}' if n % 10 else ''}M")
    return out


# Between a Fortune amount and its unit: a no-break space, so a line never wraps between them ("1.200" at a line's end
# and "DM" alone on the next, as a 360 px phone drew it).
NBSP = "\u00a0"


def format_fortune(dm: int, lang: str = "de") -> str:
    """Fortune money in Deutsche Mark, the unit after the amount as the rulebook prints it ("loans of 50,000 DM"):
    de `150.000 DM`, en `150,000 DM`, the two joined by a no-break space (`NBSP`)."""
    sign, n = _sign(dm)
    if lang == "de":
        return f"{sign}{_grouped(n, '.')}{NBSP}DM"
    if lang == "en":
        return f"{sign}{_grouped(n, ',')}{NBSP}DM"
    raise ValueError(f"no Fortune money format for language {lang!r}")


def format_owners_choice(d: int) -> str:
    """Owner's Choice money in dollars: `$690`, `-$690`; from a thousand on grouped, `$1,040` (the rulebook prints
    no such amount; a final sale or a correction reaches it, and `$1000000340` was unreadable)."""
    sign, n = _sign(d)
    return f"{sign}${n:,}"


def format_roll_and_rails(r: int) -> str:
    """Roll and Rails money as its rulebook and sheets print it, the dollar after the number: `3$`, `-3$`
    ("He has to pay 5$", "Manufacturer … -1$")."""
    sign, n = _sign(r)
    return f"{sign}{n}$"


def format_money(game: str, amount: int, lang: str = "en") -> str:
    """Money in the unit and style of `game` (its definition's format); `lang` matters only for Fortune."""
    from calculators.games import get  # on use: the registry imports the games, which import this module

    return get(game).format_money(amount, lang)


def read_rollout(text: str | None) -> int | None:
    """A Rollout amount typed in $ millions, in any form the game prints it: "1500", "1,500", "1500M", "$1.5B",
    "1.5b", "-$300M" -> 1500, 1500, 1500, 1500, 1500, -300. None when the text is no such amount, or is not a whole
    number of millions ("$1.0005B", "300.5M")."""
    typed = "".join((text or "").split())
    found = _ROLLOUT_TYPED.fullmatch(typed) if len(typed) <= _LONGEST_TYPED else None
    if found is None:
        return None
    minus, minus_after_dollar, whole, fraction, unit = found.groups()
    fraction = fraction or ""
    if (minus and minus_after_dollar) or (fraction and not unit):
        return None
    scaled = int(whole.replace(",", "") + fraction) * (1000 if unit.upper() == "B" else 1)
    if scaled % 10 ** len(fraction):
        return None
    millions = scaled // 10 ** len(fraction)
    return -millions if minus or minus_after_dollar else millions


# A whole amount typed with or without the unit the game prints: "$600", "600$", "1.200 DM", "1,200", "-$50".
_AMOUNT_TYPED = re.compile(r"([+-]?)(?:\$|DM)?([+-]?)(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+|\d+)(?:\$|DM)?",
                           re.IGNORECASE)


def read_amount(text: str | None) -> int | None:
    """A whole amount of money typed as Owner's Choice, Roll and Rails or Fortune print it, or as a plain number:
    "$600", "600$", "1.200 DM", "1,200 DM", "1200", "-$50" -> 600, 600, 1200, 1200, 1200, -50. Thousands are grouped
    by commas or by dots (the German way), never both; None when the text is no such amount ("1.5", "$6o0")."""
    typed = "".join((text or "").replace(NBSP, " ").split())
    found = _AMOUNT_TYPED.fullmatch(typed) if len(typed) <= _LONGEST_TYPED else None
    if found is None:
        return None
    sign, sign_after_unit, digits = found.groups()
    if sign and sign_after_unit:
        return None
    n = int(digits.replace(",", "").replace(".", ""))
    return -n if "-" in (sign, sign_after_unit) else n
