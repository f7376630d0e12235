"""Takeovers: six shares of an opponent's company put him out of the game; and what leaving play means."""
from __future__ import annotations

from typing import Any

from calculators.core.actors import require_banker
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.rollout.stage4_buy import close_lot
from calculators.rollout.fold import commit, state_of
from calculators.rollout.ledger import market, move_shares, pay
from calculators.rollout.cycle import advance, check_end, pass_chair
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
    return advance(check_end(pass_chair(_leave_lists(state, c.ceo))))


def _leave_lists(state: RolloutState, player: str) -> RolloutState:
    """A player out of the game leaves every open list at once: the stage's order of play (so he is no longer
    a bidder, Stock Caller or planner) and this Stage 2's players. His open sealed entries leave with him
    (`departed`), so the round completes with the players left."""
    if state.play is not None and player in (*state.play.order, *state.play.done):
        play = state.play.model_copy(update={"order": tuple(p for p in state.play.order if p != player),
                                             "done": tuple(p for p in state.play.done if p != player)})
        state = state.model_copy(update={"play": play})
    r = state.rollout
    if r is not None and player in r.players:
        state = state.model_copy(update={"rollout": r.model_copy(update={
            "players": tuple(p for p in r.players if p != player)})})
    return state


def departed(log: Log) -> frozenset[str]:
    """Players out of the game (taken over or bankrupt): they leave every sealed round still open."""
    if not log.events:
        return frozenset()
    try:
        state = state_of(log)
    except RuleError:  # not a Rollout table that has started (e.g. a bare log): nobody has left
        return frozenset()
    return frozenset(c.ceo for c in state.companies if not c.in_play)


def put_out(log: Log, player: str) -> Event | None:
    """The action in force that put `player` out of the game: a takeover of their company (Takeovers) or their
    bankruptcy (Bankruptcy), or None while they play."""
    from calculators.core.log import active_actions
    from calculators.rollout.bankruptcy import BANKRUPT

    state = state_of(log)
    company = next((c.name for c in state.companies if c.ceo == player), None)
    return next((e for e in reversed(active_actions(log))
                 if (e.kind == BANKRUPT and e.data.get("player") == player)
                 or (e.kind == TAKEN_OVER and e.data.get("company") == company)), None)


def take_over(log: Log, actor: str, taker: str, company: str) -> tuple[Log, Event]:
    """The banker records a takeover by a player holding six shares of an opponent's company (any time)."""
    require_banker(actor, "record a takeover")
    state = state_of(log)
    if state.stage in (SETUP, GAME_OVER):
        raise RuleError("Takeovers happen during the game.")
    own = state.company_of(taker)
    target = state.company(company)
    if not target.in_play:
        raise RuleError("{company} is already out of play.", field="company", company=company)
    if target.name == own.name:
        raise RuleError("A player takes over an opponent's company, not his own.", field="company")
    if state.held(taker, company) < CONTROL:
        raise RuleError("{player} holds {n} {company} shares; a takeover needs six (Takeovers).", field="company",
                        player=taker, n=state.held(taker, company), company=company)
    return commit(log, actor, TAKEN_OVER, {"taker": taker, "company": company})


def raised_loan_cap(state: RolloutState, cap: int) -> int:
    """The taker's loan limit after a takeover (Takeovers: "He can borrow up to another $5 billion from the
    Bank"). Reading: "another" is counted from his limit at the time, so each takeover adds $5 billion
    ($10B after one, $15B after two); the rulebook says nothing that stops a second. Setting
    `loan_cap_raised_once` keeps the earlier reading: the limit rises once, to $10 billion."""
    t = state.tables
    if state.options.loan_cap_raised_once:
        return max(cap, t.loan_cap_after_takeover)
    return cap + t.loan_cap_after_takeover - t.loan_cap


def _taken_over(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    taker, company = d["taker"], d["company"]
    own = state.company_of(taker).name
    lost = state.company(company)
    loser = lost.ceo
    # The taker keeps the loser's cash, product cards, Gold Coast meters and other shareholdings.
    state = pay(state, company, own, lost.cash or 0)
    c = state.company(own)
    state = state.with_company(c.model_copy(update={
        "cards": tuple(a + b for a, b in zip(c.cards, lost.cards)), "gold_coast": c.gold_coast + lost.gold_coast,
        "loan_cap": raised_loan_cap(state, c.loan_cap), "extra_roll": True,
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
