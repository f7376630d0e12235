"""Takeovers: six shares of an opponent's company put him out of the game; and what leaving play means."""
from __future__ import annotations

from typing import Any

from calculators.core.actors import require_banker
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.rollout.auction import close_lot
from calculators.rollout.fold import commit, effect, state_of
from calculators.rollout.ledger import market, move_shares, pay
from calculators.rollout.progress import advance, check_end, pass_chair
from calculators.rollout.state import BANK, GAME_OVER, SETUP, RolloutState

TAKEN_OVER = "rollout.taken_over"
CONTROL = 6


def leave_play(state: RolloutState, company: str, how: str) -> RolloutState:
    """A company out of play: its meters, loans, stores and shares removed; its lot and bids withdrawn."""
    c = state.company(company)
    gone = c.model_copy(update={"out": how, "loans": 0, "stores": 0, "sales": 0, "cards": (0, 0, 0),
                                "gold_coast": 0, "extra_roll": False})
    state = state.with_company(gone).model_copy(update={"holdings": {**state.holdings, company: {}}})
    a = state.auction
    if a is not None and a.lot is not None:
        lot = a.lot
        if lot.company == company:
            state = close_lot(state)
        elif any(b.player == c.ceo for b in lot.bids):
            # Interpretation: a player leaving the game withdraws his bids.
            lot = lot.model_copy(update={"bids": tuple(b for b in lot.bids if b.player != c.ceo)})
            state = state.model_copy(update={"auction": a.model_copy(update={"lot": lot})})
            if lot.raid and not lot.bids:
                state = close_lot(state)
    return advance(check_end(pass_chair(state)))


def take_over(log: Log, actor: str, taker: str, company: str) -> tuple[Log, Event]:
    """The banker records a takeover by a player holding six shares of an opponent's company (any time)."""
    require_banker(actor, "record a takeover")
    state = state_of(log)
    if state.stage in (SETUP, GAME_OVER):
        raise RuleError("Takeovers happen during the game.")
    own = state.company_of(taker)
    target = state.company(company)
    if not target.in_play:
        raise RuleError(f"{company} is already out of play.", field="company")
    if target.name == own.name:
        raise RuleError("A player takes over an opponent's company, not his own.", field="company")
    if state.held(taker, company) < CONTROL:
        raise RuleError(f"{taker} holds {state.held(taker, company)} {company} shares; a takeover needs six "
                        "(Takeovers).", field="company")
    return commit(log, actor, TAKEN_OVER, {"taker": taker, "company": company})


@effect(TAKEN_OVER)
def _taken_over(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    taker, company = d["taker"], d["company"]
    t = state.tables
    own = state.company_of(taker).name
    lost = state.company(company)
    loser = lost.ceo
    # The taker keeps the loser's cash, product cards, Gold Coast meters and other shareholdings.
    state = pay(state, company, own, lost.cash or 0)
    c = state.company(own)
    state = state.with_company(c.model_copy(update={
        "cards": tuple(a + b for a, b in zip(c.cards, lost.cards)), "gold_coast": c.gold_coast + lost.gold_coast,
        "loan_cap": max(c.loan_cap, t.loan_cap_after_takeover), "extra_roll": True,
    }))
    for other, held in state.holdings.items():
        if other != company and held.get(loser):
            state = move_shares(state, other, loser, taker, held[loser])
    # Holders of fewer than six sell to the Bank at market; the losing CEO gets nothing for his own.
    price = market(state, company)
    for holder, n in list(state.holdings.get(company, {}).items()):
        if holder not in (taker, loser):
            state = pay(state, BANK, state.company_of(holder).name, n * price)
    return leave_play(state, company, "takeover")
