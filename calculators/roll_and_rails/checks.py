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
from calculators.roll_and_rails.terms import term

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
        if p.points == 1:
            raise RuleError("Waiting for {player} to take {n} transport point as victory points or $.",
                            player=p.player, n=p.points)
        raise RuleError("Waiting for {player} to take {n} transport points as victory points or $.", player=p.player,
                        n=p.points)


def not_over(state: RailsState) -> None:
    """End of the Game: "After the last round ends, players calculate their final score" — nothing more is played."""
    if state.phase == "over":
        raise RuleError("The game is over after round {n}, the last.", n=state.rounds)


def on_turn(state: RailsState, actor: str, phase: str) -> str:
    """The acting player, checked to hold the turn in `phase` with nothing pending."""
    player = player_of(state, actor)
    no_pending(state)
    not_over(state)
    if state.phase != phase:
        raise RuleError("This is done in the {phase} phase; the table is in the {now} phase.", phase=term(phase),
                        now=term(state.phase))
    now = whose_turn(state)
    if now != player:
        raise RuleError("It is {now}'s turn, not {player}'s.", now=now, player=player)
    return player


def die_for(state: RailsState, player: str, die: Any, allowed: tuple[str, ...], what: str) -> str:
    """The plan entry of an assigned, unused die of `player` that may do `what` (one of `allowed`; `what` is a Term,
    "build track", shown in the refusal)."""
    sheet = state.sheet(player)
    if not sheet.plan:
        raise RuleError("{player} first matches the dice to the action table and the specialist wheel.", player=player)
    if isinstance(die, bool) or not isinstance(die, int) or not 0 <= die < len(sheet.plan):
        raise RuleError("Choose one of {player}'s dice (1 to {n}).", field="die", player=player, n=len(sheet.plan))
    if sheet.spent[die]:
        raise RuleError("That {value} was already used this turn.", field="die", value=sheet.dice[die])
    if sheet.plan[die] not in allowed:
        raise RuleError("That {value} is matched to {plan}, which does not {what}.", field="die", value=sheet.dice[die],
                        plan=term(sheet.plan[die]), what=what)
    return sheet.plan[die]


def whole(value: Any, field: str, low: int = 0, high: int = MAX_COUNT) -> int:
    """A whole number in [low, high] or a RuleError naming `field`."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RuleError("Enter a whole number from {low} to {high}.", field=field, low=low, high=high)
    return value


def name(value: Any, field: str, what: str) -> str:
    """A place name typed in (`what`: "city" or "town"), stripped; RuleError if blank."""
    if not isinstance(value, str) or not value.strip() or len(value.strip()) > 40:
        if what == "town":
            raise RuleError("Name the town (1 to 40 characters).", field=field)
        raise RuleError("Name the city (1 to 40 characters).", field=field)
    return value.strip()
