"""Each player's net worth over the turns, and which phones may see it.

A game that values a player's position in money describes it with a `Worth` on its definition: the
turn its state is in, each player's net worth now (as its own rules value it at the end of the
game), whether that is public, and how its money is printed. `worth_history` folds the log once
per log (kept on the log, like the state: a new action costs one step) and notes every player's
worth at the end of each turn and now. `visible_worth` gives only what a viewer may see: a game
whose rules hide money shows the lines to a viewer who sees everything (None) and, where a player's
own worth is made of their own hidden cash and public prices only, that player's own line.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from calculators.core.engine import Fold
from calculators.core.log import Event, Log, folded

Series = dict[str, tuple[tuple[int, int], ...]]  # player -> ((turn, worth), ...)


@dataclass(frozen=True)
class Worth:
    """How a game values each player's position over the turns (see the module docstring)."""

    fold: Fold  # the game's state fold (start, apply)
    turn: Callable[[Any], int]  # the turn a state is in (0 before the first)
    values: Callable[[Any], Mapping[str, int]]  # each player's net worth now, in `unit`s
    public: Callable[[Any], bool]  # every phone may see every player's worth
    own_visible: bool  # when not public: a seat may still see its own line
    format: Callable[[int, str], str]  # a worth as the game prints money: format(value, lang)
    rule: str = ""  # the rulebook's valuation, for the chart's caption (English)
    rule_de: str = ""  # the same in German
    gone: int | None = None  # the worth a player who left the game ends their line on (None: the line just stops)


def _noted(series: Series, values: Mapping[str, int], turn: int, gone: int | None = None) -> Series:
    """The series with each player's worth at `turn` (replacing a point of the same turn); a player no longer valued
    (who left the game) gets one last point at `gone`, unless `gone` is None or the line ends on it already."""
    out = dict(series)
    left = {name: gone for name, points in series.items() if name not in values and gone is not None
            and points[-1][1] != gone}
    for name, value in {**values, **left}.items():
        points = out.get(name, ())
        point = (turn, value)
        out[name] = (*points[:-1], point) if points and points[-1][0] == turn else (*points, point)
    return out


def worth_history(worth: Worth, log: Log) -> dict[str, list[tuple[int, int]]]:
    """Every player's net worth at the end of each turn played, and now: {player: [(turn, worth)]}."""

    def start(first: Event) -> tuple[Any, Series]:
        state = worth.fold.start(first)
        return state, _noted({}, worth.values(state), worth.turn(state))

    def step(acc: tuple[Any, Series], ev: Event) -> tuple[Any, Series]:
        state, series = acc
        before = worth.turn(state)
        state = worth.fold.apply(state, ev)
        if worth.turn(state) != before:
            series = _noted(series, worth.values(state), before, worth.gone)  # the worth the turn ended with
        return state, series

    if not log.events:
        return {}
    state, series = folded(log, f"{worth.fold.key}.worth", start, step)
    series = _noted(series, worth.values(state), worth.turn(state), worth.gone)
    return {name: list(points) for name, points in series.items()}


def visible_worth(worth: Worth, log: Log, state: Any, viewer: str | None) -> dict[str, list[tuple[int, int]]]:
    """The lines `viewer` may see (None: a viewer who sees everything); {} when none."""
    if not log.events:
        return {}
    history = worth_history(worth, log)
    if viewer is None or worth.public(state):
        return history
    if worth.own_visible and viewer in history:
        return {viewer: history[viewer]}
    return {}
