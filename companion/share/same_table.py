"""How a table coming in stands to the same table saved here already (the same secret and game).

Each copy of a table is a history: the table's events, or, for a table imported from a share code, the state the
code held and the events played since. A share code coming in is a state alone. The two stand:
- SAME: the one here is at the point the one coming in is at;
- OLDER: the one here went through that point and on (it holds everything the one coming in holds);
- NEWER: the one coming in is a table file that went through the point the one here is at and on: the one here
  can be brought up to date. When both start with the same first event the one here's events must be the first
  ones of the file (then the rest can be appended to it, `appends`); a table imported from a code meets the file
  where the file's game held the same state (the fingerprint's sense of "the same game").
  A file at the very point of a table here that was imported from a code, with nothing played since, is NEWER too
  (`history`): it holds the History and Undo the code could not carry (the Share screen sends for the file to take
  them along; a walk imported it after the code and was told "nothing newer", the History out of reach for good).
- APART: neither holds the other (the two were played on apart, or a code's point is not in the history here).
Points are compared as the game's canonical state (`calculators.core.snapshot.state_of`), as the fingerprint is.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, NamedTuple

from calculators.core.bids.withheld import withheld
from calculators.core.log import Event, Log, _append
from calculators.core.model import RuleError
from calculators.core.snapshot import state_of

SAME, OLDER, NEWER, APART = "same", "older", "newer", "apart"
_FAILURES = (RuleError, ValueError, TypeError, KeyError, IndexError, AttributeError)


class Standing(NamedTuple):
    """How the table coming in stands to the one here; `actions`: how many actions further on the one ahead is."""

    how: str
    actions: int = 0
    appends: bool = False  # NEWER: the file's first events are the one here's (the rest are appended to it)
    history: bool = False  # NEWER at the same point: the file brings the History of a table here from a code


def canonical(state: Any) -> str:
    """A game state as text that two equal states share (tuples and lists alike, keys sorted)."""
    return json.dumps(state, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def points(game: str, events: Sequence[Event]) -> list[str | None]:
    """The canonical state after each event of a history (folded once, event by event); None where it fails."""
    out: list[str | None] = []
    log = Log()
    for event in events:
        log = _append(log, event)
        try:
            out.append(canonical(state_of(game, log)))
        except _FAILURES:
            out.append(None)
    return out


def _dumped(events: Sequence[Event]) -> list[dict]:
    return [e.model_dump(mode="json") for e in events]


def standing(game: str, here: Sequence[Event], events: Sequence[Event] | None = None,
             state: Any = None) -> Standing:
    """How a table coming in (a file's `events`, or a share code's `state`) stands to the one here (`here`)."""
    ours = points(game, here)
    if not ours or ours[-1] is None:
        return Standing(APART)
    if events is None:  # a share code: a point, no history
        point = canonical(state)
        if point == ours[-1]:
            return Standing(SAME)
        if point in ours:
            return Standing(OLDER, len(ours) - 1 - max(i for i, p in enumerate(ours) if p == point))
        return Standing(APART)
    if not events:
        return Standing(APART)
    # A file withholds the sealed entries nobody saw (`export_session`): the one here is compared as a file holds it.
    mine, theirs = _dumped(withheld(here)), _dumped(events)
    if mine[0] == theirs[0]:  # one history from its start: one must be the other's first events
        n = min(len(mine), len(theirs))
        if mine[:n] != theirs[:n]:
            return Standing(APART)
        if len(mine) == len(theirs):
            return Standing(SAME)
        if len(mine) > len(theirs):
            return Standing(OLDER, len(mine) - len(theirs))
        return Standing(NEWER, len(theirs) - len(mine), appends=True)
    # Two histories that start apart (one of them from a share code's state): they meet where their states do. The
    # file is ahead when it holds actions past the last point it shares with the one here (a Rollout table in setup
    # shares its plain state across actions no code carries).
    incoming = points(game, events)
    if ours[-1] in incoming:
        met = max(i for i, p in enumerate(incoming) if p == ours[-1])
        if met < len(incoming) - 1:
            return Standing(NEWER, len(incoming) - 1 - met)
        # The same point: a table here that is a code's point alone (nothing played since) takes the file's History.
        return Standing(NEWER, history=True) if len(here) == 1 and len(events) > 1 else Standing(SAME)
    if incoming[-1] is not None and incoming[-1] in ours:
        return Standing(OLDER, len(ours) - 1 - max(i for i, p in enumerate(ours) if p == incoming[-1]))
    return Standing(APART)
