"""Board tables as rows a person checks against the printed board: "Price Index, square 21: $500M · dividend
$50M", never a raw list or an internal key. Each game names its tables in `calculators/<game>/board_words.py`:

    TABLES = {"price_index": Words(en="Price Index", de="Kursleiste", row=("square", "Feld"), first=0,
                                   unit="money", beside="dividends_due", beside_en="dividend")}
    NAMES = {"factory": ("Factory", "Fabrik")}          # dictionary keys and text values, in English and German

A row is one printed cell (a square, a face, a named entry); editing one cell makes the table's new value
(`with_cell`), which the game's board editor checks as before."""
from __future__ import annotations

import re
from typing import Any, Literal

from calculators.core.boards import Board
from calculators.core.model import Frozen, RuleError, Worded


class Words(Frozen):
    """How one board table reads: its title, what one row is, the unit of its numbers."""

    en: str
    de: str
    row: tuple[str, str] | None = None  # what one numbered row is, ("square", "Feld"); None: "1.", "2.", …
    # numbered rows that count something, (("loan", "loans"), ("Kredit", "Kredite")): "1 loan", "2 loans"
    row_counted: tuple[tuple[str, str], tuple[str, str]] | None = None
    first: int = 1  # the number of the first square or face as the board counts
    open_lists: bool = False  # a list inside an entry is one row per item (a die's faces), not one row
    counts: tuple[str, ...] = ()  # entries that count things although the table's unit is money
    # "faces": a die's faces as flags, one row of the faces that count ("Dice values: 1, 2, 3", as the rulebook)
    unit: Literal["money", "dollars", "count", "text", "yes_no", "percent", "minutes", "dice", "faces"] = "count"
    # what a count is of, after the number, one and many, in English and German: ((" point", " points"),
    # (" Punkt", " Punkte")) reads "2 points"; typed back with or without it
    suffix: tuple[tuple[str, str], tuple[str, str]] | None = None
    beside: str | None = None  # another table shown on the same rows (the dividend beside its price)
    beside_en: str = ""
    beside_de: str = ""
    # how the beside table's own rows name this table's value beside them ("space 8 $40 · price $140": a walk read
    # "space 8 $40" and could not find it on a board that prints the dividend beside its price)
    back_en: str = ""
    back_de: str = ""
    # rows the board names by their value, (English, German): Owner's Choice's chart prints "Bankruptcy" at $0 and
    # "START" at $100 (a walk compared "space 0 $0" and "space 4 $100" with a board that names them)
    marks: dict[int, tuple[str, str]] = {}


class BoardRow(Frozen):
    """One cell: where it is (`path` inside the table's value), what it says, and its raw value."""

    key: str
    path: tuple[str | int, ...]
    label: str
    text: str
    value: Any
    typed: str = ""  # the value as the banker types it, the field's first text ("10000, 12000"; "1, 2, 3")


class BoardTable(Frozen):
    """One table: its title, whether its values are assumed (not printed in the rulebook), its rows."""

    key: str
    title: str
    assumed: bool
    note: str = ""
    rows: tuple[BoardRow, ...]


_YES_NO = {"en": ("yes", "no"), "de": ("ja", "nein")}
# The one row of a die's faces, as the rulebook lists them: "Building the railway track (curve). Dice values: 1, 2, 3."
DICE_VALUES = {"en": "Dice values", "de": "Würfelwerte"}


def _words_of(game: str):
    from calculators.games import find  # on use: the registry imports the games

    found = find(game)
    return found.board_words if found is not None else None


def name_in(game: str | None, text: str, lang: str) -> str:
    """A value the game's board prints by name (a die face, a company) in `lang`, where the game's board words give
    one: Owner's Choice's "Exchange a stock" is "Aktie tauschen" in German; anything else stays as it is."""
    if lang != "de" or not game:
        return text
    module = _words_of(game)
    return next((de for en, de in getattr(module, "NAMES", {}).values() if en == text), text)


def words_of_table(game: str | None, key: str) -> Words:
    """How board table `key` of `game` reads (its title, rows and unit), or its key made readable."""
    module = _words_of(game) if game else None
    words = getattr(module, "TABLES", {}).get(key) if module else None
    return words or Words(en=humane(key), de=humane(key))


def board_title(game: str | None, key: str) -> Worded:
    """Board table `key` by the title its screen shows, for a message ("Secret bid step", "Schrittweite der
    verdeckten Gebote"), never its key."""
    words = words_of_table(game, key)
    return Worded(words.en, words.de)


def is_money(game: str | None, key: str, path: tuple = ()) -> bool:
    """True when the cell at `path` of board table `key` is an amount of the game's money."""
    words = words_of_table(game, key)
    return words.unit == "money" and not (path and path[-1] in words.counts)


def humane(key: str) -> str:
    """A key no game named, made readable: 'urban_planner' -> 'Urban planner'."""
    if not re.fullmatch(r"[a-z][a-z0-9_]*", str(key)):
        return str(key)  # printed words ("-10 %", "ÖKA mißlingt") stay as printed
    text = str(key).replace("_", " ")
    return text[:1].upper() + text[1:]


def _name(names: dict, key: Any, lang: str) -> str:
    found = names.get(str(key))
    if found:
        return found[0] if lang == "en" else found[1]
    return humane(str(key))


def _cell(value: Any, words: Words, names: dict, game: str, lang: str, path: tuple = ()) -> str:
    from calculators.games import get

    if words.unit == "faces" and isinstance(value, list):
        return _faces(value)
    if isinstance(value, bool):
        return _YES_NO[lang][0 if value else 1]
    if isinstance(value, int) and words.suffix:
        one, many = words.suffix[0 if lang == "en" else 1]
        return f"{value:,}".replace(",", "." if lang == "de" else ",") + (one if value == 1 else many)
    if isinstance(value, int):
        if words.unit == "money" and not (path and path[-1] in words.counts):
            return get(game).format_money(value, lang)
        if words.unit == "dollars":
            return f"${value:,}".replace(",", "." if lang == "de" else ",")
        if words.unit == "percent":
            return f"{value} %"
        if words.unit == "minutes":
            return f"{value} min"
        return f"{value:,}".replace(",", "." if lang == "de" else ",")
    if isinstance(value, str):
        return _name(names, value, lang)
    if isinstance(value, list):
        return ", ".join(_cell(v, words, names, game, lang) for v in value)
    return humane(str(value))


def _faces(value: list) -> str:
    """The faces a die's flags mark, as the rulebook lists them: [True, True, True, False, …] -> "1, 2, 3"."""
    return ", ".join(str(n) for n, on in enumerate(value, start=1) if on)


def _cells(value: Any, words: Words):
    """(path, value) of every row of a table: a die's faces one row, else every cell (`_leaves`)."""
    if words.unit == "faces" and isinstance(value, list):
        return iter([((), value)])
    return _leaves(value, open_lists=words.open_lists)


def _typed(value: Any, words: Words) -> str:
    """A cell's value as the banker types it: plain numbers (the field says the unit), "yes"/"no", a die's faces."""
    if words.unit == "faces" and isinstance(value, list):
        return _faces(value)
    if isinstance(value, list):
        return ", ".join(_typed(v, words) for v in value)
    return str(value).lower() if isinstance(value, bool) else str(value)


def _leaves(value: Any, path: tuple = (), open_lists: bool = False):
    """(path, value) of every cell: lists and dictionaries opened, down to numbers, texts and flags; a list of
    plain values inside a dictionary (a die's two prices, a wheel's two numbers) stays one cell unless
    `open_lists` (a die's six faces, one row each)."""
    if isinstance(value, dict):
        for k, v in value.items():
            if isinstance(v, (dict, list)) and (isinstance(v, dict) or open_lists
                                                or any(isinstance(x, (dict, list)) for x in v)):
                yield from _leaves(v, (*path, k), open_lists)
            else:
                yield (*path, k), v
    elif isinstance(value, list) and path == ():
        for i, v in enumerate(value):
            if isinstance(v, dict):
                yield from _leaves(v, (*path, i))
            else:
                yield (*path, i), v
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, (*path, i)) if isinstance(v, (dict, list)) else iter([((*path, i), v)])
    else:
        yield path, value


def _label(path: tuple, words: Words, names: dict, lang: str) -> str:
    if words.unit == "faces" and not path:
        return DICE_VALUES[lang]
    parts = []
    for depth, step in enumerate(path):
        if isinstance(step, int):
            if words.row_counted and depth == 0:
                one, many = words.row_counted[0 if lang == "en" else 1]
                parts.append(f"{step + words.first} {one if step + words.first == 1 else many}")
            elif words.row:
                parts.append(f"{words.row[0 if lang == 'en' else 1]} {step + (words.first if depth == 0 else 1)}")
            else:
                parts.append(f"{step + 1}.")
        else:
            parts.append(_name(names, step, lang))
    return " · ".join(parts)


def board_tables(board: Board, lang: str = "en") -> list[BoardTable]:
    """Every table of `board` as labelled rows in `lang` ("en" or "de"), in the order the game lists them."""
    module = _words_of(board.game)
    tables: dict[str, Words] = getattr(module, "TABLES", {}) if module else {}
    names: dict = getattr(module, "NAMES", {}) if module else {}
    shown_beside = {w.beside for w in tables.values() if w.beside}
    out = []
    for key, value in board.values.items():
        if key in shown_beside:
            continue
        words = tables.get(key) or Words(en=humane(key), de=humane(key))
        rows = []
        beside = board.values.get(words.beside) if words.beside else None
        other = tables.get(words.beside) if words.beside else None
        for path, cell in _cells(value, words):
            text = _cell(cell, words, names, board.game, lang, path)
            if isinstance(beside, list) and path and isinstance(path[0], int) and path[0] < len(beside):
                name = words.beside_en if lang == "en" else words.beside_de
                text += f" · {name} {_cell(beside[path[0]], other or words, names, board.game, lang)}"
            label = _label(path, words, names, lang)
            mark = words.marks.get(cell) if isinstance(cell, int) and not isinstance(cell, bool) else None
            if mark:
                label += f" ({mark[0 if lang == 'en' else 1]})"
            rows.append(BoardRow(key=key, path=path, label=label, text=text, value=cell, typed=_typed(cell, words)))
        assumed = board.sources.get(key, "assumed") == "assumed" or (
            bool(words.beside) and board.sources.get(words.beside, "assumed") == "assumed")
        out.append(BoardTable(key=key, title=words.en if lang == "en" else words.de, assumed=assumed,
                              note=board.notes.get(key, ""), rows=tuple(rows)))
        if words.beside and words.beside in board.values:  # its own rows too, so each can be edited
            ow = other or Words(en=humane(words.beside), de=humane(words.beside))
            back = words.back_en if lang == "en" else words.back_de
            brow = [BoardRow(key=words.beside, path=p, label=_label(p, ow, names, lang),
                             text=_cell(c, ow, names, board.game, lang) + (
                                 f" · {back} {_cell(value[p[0]], words, names, board.game, lang)}"
                                 if back and isinstance(value, list) and p and isinstance(p[0], int)
                                 and p[0] < len(value) else ""),
                             value=c, typed=_typed(c, ow))
                    for p, c in _leaves(board.values[words.beside])]
            out.append(BoardTable(key=words.beside, title=ow.en if lang == "en" else ow.de,
                                  assumed=board.sources.get(words.beside, "assumed") == "assumed",
                                  note=board.notes.get(words.beside, ""), rows=tuple(brow)))
    return out


def parse_cell(old: Any, typed: str, game: str | None = None, key: str | None = None, path: tuple = ()) -> Any:
    """What was typed for one cell, read as the kind of value it replaces; RuleError if it cannot be.
    Whatever the row shows is read back as typed: a name shown for a text value ("Status quo", "Fabrik") as the
    value it names; with the cell named (`key`, `path`), an amount as the game prints money ("10,000 DM",
    "10.000 DM", "$1.5B") or plain ("10000"), a count with its unit ("2 points"), a die's faces ("1, 2, 3")."""
    words = words_of_table(game, key) if key else Words(en="", de="")
    s = (typed or "").strip()
    if words.unit == "faces" and isinstance(old, list) and all(isinstance(v, bool) for v in old):
        return _read_faces(s, len(old))
    if isinstance(old, bool):
        low = s.lower()
        if low in ("yes", "ja", "true", "1"):
            return True
        if low in ("no", "nein", "false", "0"):
            return False
        raise RuleError("Type yes or no", field="cell")
    if isinstance(old, int):
        number = _read_number(s, game, words, money=bool(key) and is_money(game, key, path))
        if number is None:
            raise RuleError("Type a whole number", field="cell")
        return number
    if isinstance(old, list):
        return _read_list(old, s, game, key, path)
    if not s:
        raise RuleError("Type a value", field="cell")
    module = _words_of(game) if game else None
    for name, shown in (getattr(module, "NAMES", {}) if module else {}).items():
        if _hyphens(s).casefold() in (_hyphens(shown[0]).casefold(), _hyphens(shown[1]).casefold()):
            return name
    if isinstance(old, str) and s.casefold() == humane(old).casefold():
        return old
    return s


def _read_number(typed: str, game: str | None, words: Words, money: bool) -> int | None:
    """A whole number typed as a row shows it (its unit after it, thousands grouped the phone's way) or plain;
    an amount in any form the game prints money. None when it is no such number."""
    s = _hyphens(typed).replace("\u00a0", " ").strip()
    if words.unit == "dollars":
        s = s.removeprefix("$").strip()
    ends = [e.strip() for pair in (words.suffix or ()) for e in pair]
    ends += {"percent": ["%"], "minutes": ["min"]}.get(words.unit, [])
    for end in sorted(ends, key=len, reverse=True):
        if end and s.casefold().endswith(end.casefold()):
            s = s[:-len(end)].strip()
            break
    if money and game:
        from calculators.games import get

        amount = get(game).read_money(s)
        if amount is not None:
            return amount
    plain = re.sub(r"(?<=\d)[,. ](?=\d{3}\b)", "", s)
    # beyond a printed scale's size the rules say what the row takes
    return int(plain) if re.fullmatch(r"-?\d{1,40}", plain) else None


# How the values of a list cell may be typed apart, tried in turn: "10,000 DM; 12,000 DM", "10,000, 12,000" (a comma
# and a space between values, so "10,000" stays one number), "1,2" (a comma before three digits groups thousands),
# "10000 12000".
_SPLITS = (r"\s*;\s*", r",\s+", r"\s*,(?!\d{3}\b)\s*", r"\s+")


def _read_list(old: list, typed: str, game: str | None, key: str | None, path: tuple) -> list:
    """A list cell's values typed apart by commas (or semicolons, or spaces), each read as the one it replaces."""
    refused: RuleError | None = None
    for pattern in _SPLITS:
        parts = [p for p in re.split(pattern, typed) if p]
        if len(parts) != len(old):
            continue
        try:
            return [parse_cell(o, part, game, key, (*path, i)) for i, (o, part) in enumerate(zip(old, parts))]
        except RuleError as e:
            refused = refused or e
    if refused is not None:
        raise refused
    return _refuse(len(old))


def _read_faces(typed: str, n: int) -> list[bool]:
    """A die's faces typed as the rulebook lists them ("1, 2, 3") as its flags, one per face."""
    parts = [p for p in re.split(r"[\s,;]+", typed) if p]
    if not parts or any(not re.fullmatch(r"\d", p) or not 1 <= int(p) <= n for p in parts):
        raise RuleError("Type the dice values from 1 to {n}, separated by commas", field="cell", n=n)
    chosen = {int(p) for p in parts}
    return [face in chosen for face in range(1, n + 1)]


def _hyphens(text: str) -> str:
    """`text` with the minus sign a name or a number prints (U+2212) as the hyphen a keyboard types: "Kurs -1" typed
    names the face shown as "Kurs \u22121"."""
    return text.replace("\u2212", "-")


def _refuse(n: int):
    raise RuleError("Type {n} values, separated by commas", field="cell", n=n)


def with_cell(value: Any, path: tuple, new: Any) -> Any:
    """`value` (a table's whole value) with the cell at `path` replaced by `new`; the rest unchanged."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, list):
        copy = list(value)
        copy[head] = with_cell(copy[head], rest, new)
        return copy
    copy = dict(value)
    copy[head] = with_cell(copy[head], rest, new)
    return copy


def cell_unit(game: str, key: str, path: tuple, lang: str = "en") -> str:
    """The unit a cell of board table `key` is typed in, as the game names it ("$M" for Rollout's money, "$" for its
    dollars), or "" where the game names none."""
    if words_of_table(game, key).unit == "dollars":
        return "$"
    return (getattr(_words_of(game), "MONEY_UNIT", None) or {}).get(lang, "") if is_money(game, key, path) else ""
