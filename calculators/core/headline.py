"""A History sentence's head: what an Undo button or a list of undone actions names, without the details."""
from __future__ import annotations


def headline(sentence: str) -> str:
    """The sentence up to its details: "Cy paid Stage 1: $100M salaries…" -> "Cy paid Stage 1"
    (a one-word head such as "Correction" keeps the part after it)."""
    parts = _outside_brackets(sentence, ": ")
    head = parts[0]
    if len(parts) > 1 and " " not in head:
        head = f"{head}: {parts[1]}"
    return _outside_brackets(head, "; ")[0]


def _outside_brackets(sentence: str, sep: str) -> list[str]:
    """`sentence` split at each `sep` outside brackets and quotes: "Card payment (Geschäfte-Karte: Strafe): Bob pays"
    is headed "Card payment (Geschäfte-Karte: Strafe)", not cut at the card's own colon (a walk's Undo read
    "Undo: Card payment (Geschäfte-Karte")."""
    closer = {"(": ")", "[": "]", "„": "“", "“": "”", "«": "»", "\"": "\""}
    parts, open_, start, i = [], [], 0, 0
    while i < len(sentence):
        c = sentence[i]
        if open_ and c == open_[-1]:  # the bracket or quote open last closes (German „…“, English “…”)
            open_.pop()
        elif c in closer:
            open_.append(closer[c])
        elif not open_ and sentence.startswith(sep, i):
            parts.append(sentence[start:i])
            start = i = i + len(sep)
            continue
        i += 1
    return [*parts, sentence[start:]]
