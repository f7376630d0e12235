"""A board table's edit in words, cell by cell, as its rows read ("Price Index, square 23: from $600M to $650M"):
what the change-this-value dialog and History say of it."""
from __future__ import annotations

from typing import Any

from calculators.core.board_rows import Words, _cell, _cells, _label, _words_of, humane


def cell_changes(game: str, key: str, old: Any, new: Any, lang: str = "en") -> list[str]:
    """Each cell of board table `key` that differs between `old` and `new`, in `lang`, as the rows read: "Price
    Index, square 23: from $600M to $650M" ("Kursindex, Feld 23: von $600M auf $650M"; no arrow: the phone's bundled
    font draws none); none when the two differ in shape (a scale of another length)."""
    module = _words_of(game)
    words = getattr(module, "TABLES", {}).get(key) if module else None
    words = words or Words(en=humane(key), de=humane(key))
    names: dict = getattr(module, "NAMES", {}) if module else {}
    before, after = list(_cells(old, words)), list(_cells(new, words))
    if [p for p, _ in before] != [p for p, _ in after]:
        return []
    title = words.en if lang == "en" else words.de
    out = []
    for (path, was), (_, now) in zip(before, after):
        if was != now:
            where = f"{title}, {_label(path, words, names, lang)}" if path else title
            came, to = ("from ", " to ") if lang == "en" else ("von ", " auf ")
            out.append(f"{where}: {came}{_cell(was, words, names, game, lang, path)}{to}"
                       f"{_cell(now, words, names, game, lang, path)}")
    return out


def readable_cell_changes(game: str, key: str, old: Any, new: Any, lang: str = "en") -> list[str]:
    """`cell_changes`, or none for a recorded value the board's words cannot read (History then says the table
    changed, without its cells)."""
    try:
        return cell_changes(game, key, old, new, lang)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError):
        return []
