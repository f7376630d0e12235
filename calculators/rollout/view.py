"""Hidden cash: what each phone may see of the table."""
from __future__ import annotations

from calculators.rollout.state import GAME_OVER, RolloutState


def view_for(state: RolloutState, viewer: str | None) -> RolloutState:
    """The table as `viewer` sees it: a seat sees only its own company's cash (a seated banker too);
    None (a banker who does not play) sees everything; the setting "cash open to all" shows it all, and so does the
    game's end (Cash Out: every share value is told at the table, and with the Stores, cards, Gold Coast and loans
    public it gives each company's money away; shown, the table can check every share value by hand)."""
    if viewer is None or state.options.cash_open or state.stage == GAME_OVER:
        return state
    companies = tuple(c if c.ceo == viewer else c.model_copy(update={"cash": None}) for c in state.companies)
    # The Bank's balance would give away the sum of everyone's cash.
    return state.model_copy(update={"companies": companies, "bank": None})
