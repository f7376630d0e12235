"""Borrowing Money: $1 billion at a time, up to $5 billion (another $5 billion per takeover); repaid in Stage 1.

Interest (Borrowing Money: "Interest is paid to the Bank during every Stage 1 as long as the loan is
outstanding"): a Stage 1's interest is due on every loan outstanding when that Stage 1 began (and any
borrowed in it before paying). Repaying in Stage 1 stops interest from the next Stage 1 on, never this one's:
the repaid $1B loans are kept in `Company.repaid` until the player pays, so a short loan is never free."""
from __future__ import annotations

from typing import Any

from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.rollout.fold import commit, require_turn_of, state_of
from calculators.rollout.ledger import money, pay, shift_price
from calculators.rollout.state import BANK, GAME_OVER, SETUP, RolloutState

BORROWED = "rollout.borrowed"
REPAID = "rollout.repaid"


def _billions(n: Any) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise RuleError("Loans are whole $1 billion amounts: 1, 2, 3 …", field="billions")
    return n


def borrow(log: Log, actor: str, player: str, billions: int = 1) -> tuple[Log, Event]:
    """Borrow $1 billion amounts from the Bank, any time; the share price drops a square per $1 billion."""
    require_turn_of(actor, player, "borrow for their company")
    state = state_of(log)
    if state.stage in (SETUP, GAME_OVER):
        raise RuleError("Loans are taken during the game (Borrowing Money).")
    c = state.company_of(player)
    n = _billions(billions)
    if c.loans + n > c.loan_cap:
        left = c.loan_cap - c.loans
        if not left:
            raise RuleError("{player} may borrow up to {cap} in all; nothing more (Borrowing Money).",
                            field="billions", player=player, cap=money(c.loan_cap * 1000))
        raise RuleError("{player} may borrow up to {cap} in all; {left} more (Borrowing Money).", field="billions",
                        player=player, cap=money(c.loan_cap * 1000), left=money(left * 1000))
    return commit(log, actor, BORROWED, {"company": c.name, "billions": n})


def borrow_preview(state: RolloutState, player: str) -> tuple[int, int, int]:
    """What one more $1B loan does to `player`'s company (Borrowing Money: "his share price drops one square";
    "Interest is paid to the Bank during every Stage 1 as long as the loan is outstanding"): the market price now and
    after, and the interest (in $M) every Stage 1 on all its loans then."""
    c = state.company_of(player)
    after = _borrowed(state, {"company": c.name, "billions": 1})
    return (state.tables.price(c.price), after.tables.price(after.company(c.name).price),
            state.tables.interest(c.loans + 1))


def repay_dividend(state: RolloutState, player: str) -> tuple[int, int] | None:
    """Stage 1, before `player` pays: the Dividends Due a share now and after repaying $1B first, which moves the
    price a square up ("Each time he pays back $1 billion, his share price rises one square"; Stage 1 pays "the
    Dividend opposite the current Stock Market price"). None when repaying would not change it, or it is paid."""
    c = state.company_of(player)
    if state.stage != 1 or c.paid or not c.loans:
        return None
    up = state.tables.moved(c.price, 1)
    now, after = state.tables.dividend(c.price), state.tables.dividend(up)
    return (now, after) if now != after else None


def _borrowed(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    n = d["billions"]
    state = pay(state, BANK, d["company"], n * state.tables.loan_step)
    c = state.company(d["company"])
    state = state.with_company(c.model_copy(update={"loans": c.loans + n}))
    return shift_price(state, d["company"], -n)  # a square down per $1 billion borrowed


def repay(log: Log, actor: str, player: str, billions: int = 1) -> tuple[Log, Event]:
    """Repay principal in $1 billion amounts during Stage 1; the share price rises a square per $1 billion."""
    require_turn_of(actor, player, "repay their company's loans")
    state = state_of(log)
    if state.stage != 1:
        raise RuleError("Loans are repaid during Stage 1 (Borrowing Money).")
    c = state.company_of(player)
    n = _billions(billions)
    if n > c.loans:
        raise RuleError("{player} owes {amount}.", field="billions", player=player, amount=money(c.loans * 1000))
    return commit(log, actor, REPAID, {"company": c.name, "billions": n})


def _repaid(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    n = d["billions"]
    state = pay(state, d["company"], BANK, n * state.tables.loan_step, "to repay the loan")
    c = state.company(d["company"])
    repaid = c.repaid + n if state.stage == 1 and not c.paid else c.repaid
    state = state.with_company(c.model_copy(update={"loans": c.loans - n, "repaid": repaid}))
    return shift_price(state, d["company"], n)
