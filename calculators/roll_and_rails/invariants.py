"""What always holds at a Roll and Rails table, checked after every action (the engine refuses one that breaks it)."""
from __future__ import annotations

from calculators.core.model import Amount, Broken
from calculators.roll_and_rails.rules import TRACK_LIMIT
from calculators.roll_and_rails.state import RailsState
from calculators.roll_and_rails.tables import GAME, MANIPULATORS, MAX_STOCK


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
        errors.append(Broken("Resources are not accounted for: the resources tables do not match what was gained "
                             "and spent"))
    for s in state.sheets:
        if s.money < 0:
            errors.append(Broken("{player} has {money}", player=s.name, money=Amount(s.money, GAME)))
        if len(set(s.manipulators)) != len(s.manipulators) or not set(s.manipulators) <= set(MANIPULATORS):
            errors.append(Broken("{player} used a manipulator twice", player=s.name))
        if any(k < 0 for k in s.pieces) or sum(s.pieces) > TRACK_LIMIT + 1:
            errors.append(Broken("{player} built {n} track pieces this turn; at most {most}", player=s.name,
                                 n=sum(s.pieces), most=TRACK_LIMIT + 1))
        if not 1 <= s.stock <= MAX_STOCK or any(v < 0 for r in s.vp for v in r):
            errors.append(Broken("{player}'s rolling stock or delivery table is out of range", player=s.name))
        if any(not 0 <= u <= 3 for u in s.solo_uses.values()):
            errors.append(Broken("{player}'s solo specialist uses are out of range", player=s.name))
        if len(s.drafted) != len(s.dice):
            errors.append(Broken("{player} holds {n} dice but drafted {drafted}", player=s.name, n=len(s.dice),
                                 drafted=len(s.drafted)))
    drafted = [v for s in state.sheets for v in s.drafted]
    if state.phase in ("draft", "actions", "shipping"):
        if sorted([*state.pool, *drafted]) != sorted(state.roll) or len(drafted) != state.picks:
            errors.append(Broken("The pool and the drafted dice are not the roll"))
        if state.phase != "draft" and len(state.pool) != 1:
            errors.append(Broken("{n} dice are left over after the draft", n=len(state.pool)))
    elif state.pool or drafted:
        errors.append(Broken("Dice are out outside the draft"))
    if (state.counted and state.phase != "over") or len(set(state.counted)) != len(state.counted) \
            or not set(state.counted) <= set(state.players):
        errors.append(Broken("Connections counted for the final score before the end, or by no player"))
    return errors
