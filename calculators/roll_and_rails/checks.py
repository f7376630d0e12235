"""Checks every Roll and Rails command shares: who acts, whose turn it is, which die is meant."""
from __future__ import annotations

from typing import Any

from calculators.core.actors import may_act_for, seat_of
from calculators.core.boards import Board
from calculators.core.log import Log
from calculators.core.model import RuleError
from calculators.roll_and_rails.fold import state_of
from calculators.roll_and_rails.rules import whose_turn
from calculators.roll_and_rails.state import RailsState
from calculators.roll_and_rails.tables import board_for

MAX_ROUNDS = 30
MAX_COUNT = 99  # connections, goods per colour: far above any map


def table(log: Log) -> tuple[RailsState, Board]:
    """The state and the board in force."""
    if not log.events:
        raise RuleError("Create the table first.")
    return state_of(log), board_for(log)


def player_of(state: RailsState, actor: str) -> str:
    """The player an actor's seat speaks for; a sheet is marked only from its own seat."""
    if not may_act_for(actor, banker=False, players=state.players):
        raise RuleError("Only a player at the table can do this, from their own seat.")
    return seat_of(actor)  # type: ignore[return-value]


def no_pending(state: RailsState) -> None:
    """Refuse while transport points wait for their owner's choice (the game goes on after)."""
    if state.pending:
        p = state.pending[0]
        raise RuleError(f"Waiting for {p.player} to take {p.points} transport point"
                        f"{'s' if p.points != 1 else ''} as victory points or $.")


def on_turn(state: RailsState, actor: str, phase: str) -> str:
    """The acting player, checked to hold the turn in `phase` with nothing pending."""
    player = player_of(state, actor)
    no_pending(state)
    if state.phase != phase:
        raise RuleError(f"This is done in the {phase} phase; the table is in the {state.phase} phase.")
    now = whose_turn(state)
    if now != player:
        raise RuleError(f"It is {now}'s turn, not {player}'s.")
    return player


def die_for(state: RailsState, player: str, die: Any, allowed: tuple[str, ...], what: str) -> str:
    """The plan entry of an assigned, unused die of `player` that may do `what` (one of `allowed`)."""
    sheet = state.sheet(player)
    if not sheet.plan:
        raise RuleError(f"{player} first matches the dice to the action table and the specialist wheel.")
    if isinstance(die, bool) or not isinstance(die, int) or not 0 <= die < len(sheet.plan):
        raise RuleError(f"Choose one of {player}'s dice (1 to {len(sheet.plan)}).", field="die")
    if sheet.spent[die]:
        raise RuleError(f"That {sheet.dice[die]} was already used this turn.", field="die")
    if sheet.plan[die] not in allowed:
        raise RuleError(f"That {sheet.dice[die]} is matched to {sheet.plan[die]}, which does not {what}.", field="die")
    return sheet.plan[die]


def whole(value: Any, field: str, low: int = 0, high: int = MAX_COUNT) -> int:
    """A whole number in [low, high] or a RuleError naming `field`."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RuleError(f"Enter a whole number from {low} to {high}.", field=field)
    return value


def name(value: Any, field: str, what: str) -> str:
    """A place name typed in, stripped; RuleError if blank."""
    if not isinstance(value, str) or not value.strip() or len(value.strip()) > 40:
        raise RuleError(f"Name the {what} (1 to 40 characters).", field=field)
    return value.strip()
