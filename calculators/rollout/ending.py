"""Ending, and Winning the Game: the last turn, and Cash Out on the tracked numbers."""
from __future__ import annotations

from calculators.rollout.scoring import CashOutInput, CashOutResult, CompanyAssets, cash_out
from calculators.rollout.companies import SHARES_PER_COMPANY
from calculators.rollout.state import GAME_OVER, RolloutState


def is_over(state: RolloutState) -> bool:
    """True once Stage 4 of the last turn is over (or the Ten Block's tenth share is sold and that Stage 4 ends)."""
    return state.stage == GAME_OVER


def turns_left(state: RolloutState) -> int | None:
    """Turns after this one before the game closes, once the last turn is announced; else None."""
    return None if state.last_turn is None else max(0, state.last_turn - state.turn)


def left_to_sell(state: RolloutState) -> dict[str, int]:
    """Ending: the shares of each company in play the Bank has still to sell before the end is set ("the fifth turn
    after the Bank has sold the ninth and tenth shares in each Company"; Ten Block Play: "The game ends after 10
    turns when the Bank has sold the tenth share in each Company"). Shares sold back to the Bank do not count."""
    return {c.name: SHARES_PER_COMPANY - state.bank_sold.get(c.name, 0) for c in state.active()}


def cash_out_input(state: RolloutState) -> CashOutInput:
    """The Cash Out form filled in from the table: each company's assets, each player's shares."""
    companies = tuple(
        CompanyAssets(name=c.name, money=c.cash or 0, stores=c.stores, product_cards=sum(c.cards),
                      gold_coast=c.gold_coast, loans=c.loans * state.tables.loan_step)
        for c in state.active()
    )
    holdings = {p: {c.name: state.held(p, c.name) for c in state.active() if state.held(p, c.name)}
                for p in state.active_players()}
    return CashOutInput(companies=companies, holdings=holdings)


def final_score(state: RolloutState, floor_negative: bool = False) -> CashOutResult:
    """Cash Out: share values, each player's Cash Out value (tenths of $1M) and rank, the winners."""
    return cash_out(cash_out_input(state), floor_negative)
