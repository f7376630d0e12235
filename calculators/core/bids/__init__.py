"""Sealed entries: collect one secret entry per seat, hide them, reveal all at once, rank, break ties.

A round is opened by the banker (`open_round`) with a `RoundSpec`; each seat enters and confirms on
its own phone (`enter`), and may change its entry until everyone has confirmed; the banker may mark
a silent seat as passing (`mark_passing`), then reveals (`reveal`) or cancels (`cancel_round`).
Entries live in the event log, so undo, replay and restart work; every screen is built from
`view_for`, and the history prints `history_data`, so no value is seen before the reveal.

A reveal is binding: undone, it pins the entries and any tie-break dice, no entry may change, and
revealing again shows exactly the same result (nobody bids again after seeing the others, nor
rolls again until lucky). An entry the banker's Undo takes back after that may be confirmed again,
exactly as it was revealed (`pinned_entry`), and only so.
"""
from calculators.core.bids.commands import (
    BANKER_ACTORS, cancel_round, enter, is_banker, mark_passing, open_round, reveal,
)
from calculators.core.bids.resolve import resolve, roll_off
from calculators.core.bids.spec import (
    BLIND_BID, DEFAULT_PURPOSES, MONEY_FIELD, PASS, SEALED_ENTRY, Entry, FieldSpec, RoundResult, RoundSpec,
    RoundState, TieBreak, checked_values,
)
from calculators.core.bids.state import (
    CANCELLED, ENTERED, KINDS, OPENED, PASSED, REVEALED, history_data, may_mark_passing, pinned_entry, reveal_key,
    reveal_waits_for, rounds, view_for,
)

__all__ = [
    "BANKER_ACTORS", "BLIND_BID", "CANCELLED", "DEFAULT_PURPOSES", "ENTERED", "KINDS", "MONEY_FIELD", "OPENED",
    "PASS", "PASSED", "REVEALED", "SEALED_ENTRY",
    "Entry", "FieldSpec", "RoundResult", "RoundSpec", "RoundState", "TieBreak",
    "cancel_round", "checked_values", "enter", "history_data", "is_banker", "mark_passing", "may_mark_passing",
    "open_round", "pinned_entry", "resolve", "reveal", "reveal_key", "reveal_waits_for", "roll_off", "rounds",
    "view_for",
]
