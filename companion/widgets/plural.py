"""Counts in words: "1 event", "2 events"; "1 die", "3 dice"."""
from __future__ import annotations

IRREGULAR = {"die": "dice"}


def counted(n: int, one: str, many: str | None = None) -> str:
    """`n` and the noun, singular for exactly one: counted(1, "player") == "1 player"."""
    if n == 1 or n == -1:
        return f"{n} {one}"
    return f"{n} {many or IRREGULAR.get(one) or one + 's'}"
