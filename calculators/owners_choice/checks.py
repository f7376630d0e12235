"""Checks every Owner's Choice command makes: who may act, in which phase, and binding dice rolls."""
from __future__ import annotations

import random
from typing import Any

from calculators.core.actors import may_act_for, on_behalf_of
from calculators.core.dice import DiceRoll, Die, binding_roll_data, enter_physical, roll_for
from calculators.core.log import Log, actions_backwards, pinned_outcome, recorded_outcome
from calculators.core.model import RuleError, Term
from calculators.owners_choice.state import OCState
from calculators.owners_choice.tables import CODES, COMPANIES


def acting(state: OCState, actor: str, seat: str, what: str) -> str | None:
    """`seat`'s own phone or the banker on their behalf may act; returns on_behalf_of for the log.
    `what` is a literal at each call (the catalog extracts it: RULE_KEYWORDS), an infinitive phrase."""
    if seat not in state.names:
        raise RuleError("{seat} is not at this table.", field="seat", seat=seat)
    if not state.player(seat).in_game:
        raise RuleError("{seat} has left the game.", field="seat", seat=seat)
    if not may_act_for(actor, seat):
        raise RuleError("Only {seat} or the banker can {what}.", seat=seat, what=Term(what))
    return on_behalf_of(actor, seat)


def require_phase(state: OCState, phase: str) -> None:
    """Refuse a command outside its phase of the game."""
    if state.phase == phase:
        return
    if state.phase == "setup":
        raise RuleError("The game has not started yet.")
    if state.phase == "pregame":
        raise RuleError("The pre-game stock purchases are not over.")
    if state.phase == "play":
        raise RuleError("The game is under way.")
    raise RuleError("The game is over.")


def require_turn(state: OCState, seat: str) -> None:
    """Refuse anyone but the player whose turn it is."""
    require_phase(state, "play")
    if state.current != seat:
        raise RuleError("It is {current}'s turn, not {seat}'s.", field="seat", current=state.current, seat=seat)


def require_pending(state: OCState, kind: str, seat: str, ask: str) -> None:
    """Refuse unless the table waits for `seat` to make the decision `kind`; `ask` is a literal at each call (the
    catalog extracts it: RULE_KEYWORDS), an infinitive phrase."""
    require_phase(state, "play")
    p = state.pending
    if p is None or p.kind != kind:
        raise RuleError("Nobody needs to {ask} now.", ask=Term(ask))
    if p.seat != seat:
        raise RuleError("{seat} is the one to {ask}.", field="seat", seat=p.seat, ask=Term(ask))


def company(value: Any, field: str = "company") -> str:
    """A company name checked against the four."""
    if value not in COMPANIES:
        raise RuleError("Choose one of {companies}.", field=field, companies=COMPANIES)
    return value


def die_term(name: str) -> Term:
    """A die's name as a word of the game ("RED President", "Fund", "Event", "start player")."""
    if name.endswith(" President"):
        return Term("{company} President", company=name[:-len(" President")])
    return Term(name)


def can_see_cash(actor: str, seat: str) -> bool:
    """True when the message may name the seat's cash (only to the seat's own phone)."""
    return may_act_for(actor, seat, banker=False)


def _roll_key(log: Log, state: OCState) -> str:
    # The k-th roll of a turn is one step however often it is undone; its faces are pinned.
    k = 1
    for e in actions_backwards(log):  # back to the last roll of an earlier turn, not the whole game
        if "roll" in e.data:
            turn = e.data.get("turn")
            if turn == state.turn:
                k += 1
            elif isinstance(turn, int) and turn < state.turn:
                break
    return f"turn {state.turn} / roll {k}"


def undone_throw(log: Log, state: OCState) -> DiceRoll | None:
    """The app's throw of the step the table waits on, made and then undone: it stands, with its die (`roll_data`
    brings it back and refuses the other die). None when nothing was undone there, or it was a real die typed in."""
    kept = pinned_outcome(log, _roll_key(log, state))
    return DiceRoll.model_validate(kept["roll"]) if kept is not None and "roll" in kept else None


def roll_data(log: Log, state: OCState, die: Die, purpose: str, rng: random.Random | None,
              face: int | str | None, context: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
    """(effect code, event data) of a binding roll: the app's roll, or a real die typed in (`face`).

    An undone roll of this step comes back as it was. When it was thrown for the same `context`
    (e.g. the same company square) with another die, the choice of die is pinned too: a President
    who saw the President's die cannot switch to the Fund die by undoing."""
    key = _roll_key(log, state)
    context = context or {}
    kept = recorded_outcome(log, key)
    if kept is not None and all(kept.get(k) == v for k, v in context.items()):
        if kept["roll"]["die"] != die.name:
            raise RuleError("This step was already thrown with the {die} die and undone: the banker's Redo (in "
                            "History) brings it back, or throw that die again.", die=die_term(kept["roll"]["die"]))
        if face is not None and pinned_outcome(log, key) is not None:
            raise RuleError("This die was already thrown and then undone: the banker's Redo (in History) brings it "
                            "back, or throw to bring back the same face.")
    if face is None:
        result: DiceRoll = roll_for(log, key, die, 1, purpose, rng)
    else:
        result = enter_physical(die, [face], purpose)
    effect = CODES[result.labels[0]]
    return effect, binding_roll_data(result, key, turn=state.turn, effect=effect, **context)
