"""Clean names: what a player, a banker or a table may be called, and when two names look alike.

A name is shown on every phone at the table, read aloud and compared by eye, so it must be
visible, one line, and unlike every other name at the table:

- NFC-normalised and trimmed; a run of spaces of any kind becomes one ordinary space.
- Refused: control characters (NUL, escape, newline, tab), format characters (zero-width
  space and joiners, bidi overrides and marks), unassigned, private-use and surrogate code
  points, and the letters that draw nothing (Hangul fillers, the braille blank).
- Limits in characters and in display width (a wide East Asian character takes two columns,
  a combining mark none), so a name fits its place on a phone.
- Two names at one table are the same name when they are equal case-folded, or when their
  *skeletons* match: folded by Unicode's confusables (UTS #39, via the `confusable_homoglyphs` data), then
  case-folded again, so "Ann", "ANN", "Аnn" (Cyrillic А), "B0b" and "Bob", "Ian" and "lan"
  count as one name. Marks that change how a name looks are kept: "Jo" and "Jö" differ.

Any visible character may be in a name, emoji included ("🎲💰"); no invisible one may, and a family
emoji built with zero-width joiners holds some. Messages never echo a refused character (it may be
invisible or reorder the text) nor name its code point or position (a walk's "U+200D ZERO WIDTH JOINER
at position 4" ran off a German phone): they say what kind of character it is, where it may come from,
and to type the name again without it.
"""
from __future__ import annotations

import json
import unicodedata
from importlib import resources
from typing import Any

from calculators.core.model import RuleError, Term

# Letters (category Lo/So/Mn) that draw nothing: a name of them looks empty or like its neighbour.
INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5\u180b\u180c\u180d\u180f")
MAX_MARKS = 3  # combining marks on one letter; more stack into an unreadable tower


def _refusal(ch: str) -> Term | None:
    """Why `ch` may not be in a name, or None."""
    cat = unicodedata.category(ch)
    if cat == "Cc":
        return Term("a control character (from a paste)") if ch not in "\n\r\u2028\u2029" else Term("a line break")
    if cat == "Cf":  # zero-width joiners (inside a family emoji), zero-width spaces, bidi marks, tags
        return Term("an invisible character (from an emoji or a paste)")
    if cat in ("Zl", "Zp"):
        return Term("a line break")
    if cat == "Cn":
        return Term("a character this app does not know")
    if cat in ("Co", "Cs"):
        return Term("a private or broken character")
    if ch in INVISIBLE:
        return Term("a character that draws nothing")
    return None


def display_width(text: str) -> int:
    """Columns `text` takes: two for a wide or full-width East Asian character, none for a combining mark."""
    width = 0
    for ch in text:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me"):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def clean_name(value: Any, *, who: Term, field: str, max_chars: int, max_width: int | None = None,
               table: bool = False) -> str:
    """`value` as a clean name (NFC, trimmed, one space between words); RuleError(field=...) naming what is wrong.

    `who` names the name's owner in messages (`Term("Seat {n}", n=2)`, `Term("The banker")`, `Term("The table")`).
    `table`: the table's name, whose refusal over `max_chars` characters says how long a table name may be."""
    if not isinstance(value, str):
        raise RuleError("{who} needs a name", field=field, who=who)
    text = unicodedata.normalize("NFC", value)
    for ch in text:
        why = _refusal(ch)
        if why is not None:
            raise RuleError("{who}'s name has {why}: type the name again without it.", field=field, who=who, why=why)
    name = " ".join(text.split())  # every kind of space, trimmed, runs become one ordinary space
    if not name:
        raise RuleError("{who} needs a name", field=field, who=who)
    if unicodedata.category(name[0]) in ("Mn", "Me"):
        raise RuleError("{who}'s name starts with a mark that belongs on a letter: type the letter first.",
                        field=field, who=who)
    run = 0
    for ch in name:
        run = run + 1 if unicodedata.category(ch) in ("Mn", "Me") else 0
        if run > MAX_MARKS:
            raise RuleError("{who}'s name stacks more than {most} marks on one letter", field=field, who=who,
                            most=MAX_MARKS)
    if len(name) > max_chars:
        if table:
            raise RuleError("A table name has 1 to {most} characters", field=field, most=max_chars)
        raise RuleError("Names are at most {most} characters; {name} is {length}", field=field, most=max_chars,
                        name=name, length=len(name))
    width = display_width(name)
    if max_width is not None and width > max_width:
        # Characters, as the field's counter counts them, an emoji as two (a walk: "columns" meant nothing)
        raise RuleError("{name} is too wide to show: {width} characters wide, at most {most} (an emoji or a wide "
                        "letter counts as two)", field=field, name=name, width=width, most=max_width)
    return name


def build_prototypes() -> dict[str, str]:
    """Each confusable character -> one representative of its class of look-alikes, from Unicode's data.

    Slow (the whole confusables table); `PROTOTYPES` is its result shipped as data/confusables.json
    (`python -m calculators.core.names` writes it; a test checks it matches the installed data)."""
    from confusable_homoglyphs.confusables import confusables_data  # pure Python: Unicode's confusables.txt

    def plain(s: str) -> str:
        return s.replace("\u200e", "").replace("\u200f", "")  # the data wraps right-to-left text in marks

    parent: dict[str, str] = {}

    def find(x: str) -> str:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    neighbours: dict[str, set[str]] = {}
    for key, entries in confusables_data.items():
        for entry in entries:
            a, b = plain(key), plain(entry["c"])
            neighbours.setdefault(a, set()).add(b)
            neighbours.setdefault(b, set()).add(a)
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
    classes: dict[str, list[str]] = {}
    for member in parent:
        classes.setdefault(find(member), []).append(member)
    rep: dict[str, str] = {}
    for members in classes.values():
        # UTS #39 maps every source character to one prototype, which may be a sequence ("m" -> "rn"); the
        # data lists each pair both ways, so the prototype is the sequence, else the member linked to all the
        # others (ties, in a class of two: the ASCII one, else the lower code point).
        chosen = min(members, key=lambda m: (len(m) == 1, -len(neighbours.get(m, ())), not m.isascii(), m))
        for member in members:
            if len(member) == 1 and member != chosen:
                rep[member] = chosen
    return rep


DATA = "data/confusables.json"
# A constant, read once at import: each confusable character -> its class's representative.
PROTOTYPES: dict[str, str] = json.loads(resources.files("calculators.core").joinpath(DATA).read_text("utf-8"))


def skeleton(name: str) -> str:
    """What `name` looks like: case-folded and confusable-folded, so look-alike names have equal skeletons."""
    rep = PROTOTYPES
    text = unicodedata.normalize("NFD", name)
    for _ in range(4):  # a prototype may fold further once case-folded; a few rounds reach the fixed point
        folded = unicodedata.normalize("NFD", "".join(rep.get(ch, ch) for ch in text).casefold())
        folded = " ".join(folded.split())
        if folded == text:
            break
        text = folded
    return text


def same_name(a: str, b: str) -> bool:
    """True when two clean names are one name at a table: equal when case-folded, or alike to the eye."""
    return a.casefold() == b.casefold() or skeleton(a) == skeleton(b)


if __name__ == "__main__":  # regenerate the shipped table after upgrading confusable_homoglyphs
    out = resources.files("calculators.core").joinpath(DATA)
    with resources.as_file(out) as path:
        path.write_text(json.dumps(build_prototypes(), ensure_ascii=False, sort_keys=True, indent=0) + "\n", "utf-8")
