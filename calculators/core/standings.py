"""A finished play as its rules score it: each seat's score, how the game prints it, rank, winner, start player.

Each game answers with its own scorer (`Game.standings`, in `calculators/<game>/standings.py`); the app turns
the answer into BG Stats' link, the copied ranking and the CSV without knowing which game it was."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Standing:
    """One seat at the end: `score` is the number a play log records, `shown` how the game prints it (in English).
    For the words of another language: `amount`, the money when the score is an amount the game prints per
    language; `out`, why a player left the game; `note`, a word on how the player ended (English words of the
    catalog)."""

    name: str
    score: int | float
    shown: str
    rank: int
    winner: bool
    start: bool = False
    amount: int | None = None
    out: str = ""
    note: str = ""


# standings(log, seats in seat order, house=the app's house rules) -> every seat's standing in seat order, or None
# while the game is not over. `house` holds the app's own settings a game's count may follow (Rollout: a negative
# share value counts as $0), so the results a table copies are the figures its end screen shows.
Standings = Callable[..., "tuple[Standing, ...] | None"]


def in_seat_order(players: Iterable[str], rows: Mapping[str, tuple[int | float, str, int]],
                  winners: Iterable[str], start: str | None,
                  more: Mapping[str, Mapping[str, object]] | None = None) -> tuple[Standing, ...]:
    """Standings in seat order from `rows` (name -> score, shown, rank) and `more` (name -> `amount`, `out`,
    `note`); seats without a row are left out."""
    won, more = set(winners), more or {}
    return tuple(Standing(name=p, score=rows[p][0], shown=rows[p][1], rank=rows[p][2], winner=p in won,
                          start=p == start, **more.get(p, {})) for p in players if p in rows)
