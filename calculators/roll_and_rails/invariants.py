"""What always holds at a Roll and Rails table, checked after every action (the engine refuses one that breaks it)."""
from __future__ import annotations

from calculators.roll_and_rails.rules import TRACK_LIMIT
from calculators.roll_and_rails.state import RailsState
from calculators.roll_and_rails.tables import MANIPULATORS, MAX_STOCK


def invariant_errors(state: RailsState) -> list[str]:
    """What breaks the game's invariants ([] when all hold):

    1. All money accounted for: the Bank's account plus every sheet's $ is 0; no sheet below 0$.
    2. Each dice manipulator is crossed out at most once per game.
    3. Track pieces: at most 4 in one turn (three action dice; the Engineer's one more, of any shape).
    4. Dice conservation in the draft: the pool plus the drafted dice are the roll in force; once the
       draft is over, one die is left over.
    5. Rolling stock 1-6; delivery table rows never negative; solo specialist uses 0-3.
    6. Connections are counted for the final score only after the last round, once per player at the table.
    """
    errors: list[str] = []
    if state.bank + sum(s.money for s in state.sheets) != 0:
        errors.append("money is not accounted for")
    for s in state.sheets:
        if s.money < 0:
            errors.append(f"{s.name} has {s.money}$")
        if len(set(s.manipulators)) != len(s.manipulators) or not set(s.manipulators) <= set(MANIPULATORS):
            errors.append(f"{s.name} used a manipulator twice")
        if any(k < 0 for k in s.pieces) or sum(s.pieces) > TRACK_LIMIT + 1:
            errors.append(f"{s.name} built {s.pieces} pieces this turn")
        if not 1 <= s.stock <= MAX_STOCK or any(v < 0 for r in s.vp for v in r):
            errors.append(f"{s.name}'s stock or delivery table is out of range")
        if any(not 0 <= u <= 3 for u in s.solo_uses.values()):
            errors.append(f"{s.name}'s solo specialist uses are out of range")
        if len(s.drafted) != len(s.dice):
            errors.append(f"{s.name} holds {len(s.dice)} dice but drafted {len(s.drafted)}")
    drafted = [v for s in state.sheets for v in s.drafted]
    if state.phase in ("draft", "actions", "shipping"):
        if sorted([*state.pool, *drafted]) != sorted(state.roll) or len(drafted) != state.picks:
            errors.append("the pool and the drafted dice are not the roll")
        if state.phase != "draft" and len(state.pool) != 1:
            errors.append(f"{len(state.pool)} dice are left over after the draft")
    elif state.pool or drafted:
        errors.append("dice are out outside the draft")
    if (state.counted and state.phase != "over") or len(set(state.counted)) != len(state.counted) \
            or not set(state.counted) <= set(state.players):
        errors.append("connections counted for the final score before the end, or by no player")
    return errors
