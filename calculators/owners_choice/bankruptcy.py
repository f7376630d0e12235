"""Bankruptcy: whose chance to declare bankruptcy a company's fall opened, and whose End turn closed it.

Bankruptcy: "The player who had owned stock in the bankrupted company can declare bankruptcy himself." The rulebook
sets no time limit; the app keeps the chance open until a player ends a turn (`fold._leave`, interpretation). A
refusal then says truly why a holder may no longer leave."""
from __future__ import annotations

from calculators.core.log import Log, active_actions
from calculators.owners_choice.fold import PLAYER_LEFT, TURN_ENDED, apply, initial_state
from calculators.owners_choice.state import OCState
from calculators.owners_choice.tables import COMPANIES
from calculators.owners_choice.words import describe


def fallen(before: OCState, after: OCState, seat: str) -> tuple[str, ...]:
    """The companies whose bankruptcy just took `seat`'s stocks: returned unpaid, the marker back on START."""
    return tuple(c for c in COMPANIES if before.player(seat).stocks[c] and not after.player(seat).stocks[c]
                 and after.positions[c] == after.tables.start != before.positions[c])


def closed_chance(log: Log, seat: str) -> tuple[tuple[str, ...], str] | None:
    """(the companies whose fall gave `seat` the chance, the player whose End turn closed it), or None when `seat`
    never had the chance. Folds the log in force once: only a refusal asks."""
    events = active_actions(log)
    state = initial_state(events[0])
    companies: tuple[str, ...] = ()
    closed: tuple[tuple[str, ...], str] | None = None
    for e in events[1:]:
        after = apply(state, e)
        if seat in after.may_leave:
            fell = fallen(state, after, seat)
            companies = (*(c for c in companies if c not in fell), *fell) if seat in state.may_leave else fell
        elif seat in state.may_leave and e.kind == TURN_ENDED:
            closed = (companies, e.data["seat"])
        state = after
    return closed


def departure(log: Log, seat: str, lang: str = "en", viewer: str | None = None) -> tuple[int, str] | None:
    """When and why `seat` left the game, in the log's own words: (the turn, the History sentence of the bankruptcy
    as `viewer` may read it), or None while `seat` is in the game. Bankruptcy: "that player must return all stocks
    owned to the Stock Company area and all money to the Bank, then quit the game." """
    events = active_actions(log)
    state = initial_state(events[0])
    for e in events[1:]:
        if e.kind == PLAYER_LEFT and e.data.get("seat") == seat:
            return state.turn, describe(e, lang, state, viewer) or ""
        state = apply(state, e)
    return None
