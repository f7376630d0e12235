"""The one money mover (companies and the Bank are accounts), the share register, and meter moves."""
from __future__ import annotations

from calculators.core.ledger import move
from calculators.core.model import RuleError
from calculators.core.money import format_rollout
from calculators.rollout.state import BANK, RolloutState


def money(amount: int) -> str:
    """Rollout money as players say it: $500M, $2.5B."""
    return format_rollout(amount)


def can_pay(state: RolloutState, account: str, amount: int) -> bool:
    """True when the account can pay `amount` now (the Bank always can: it issues money)."""
    return account == BANK or (state.company(account).cash or 0) >= amount


def pay(state: RolloutState, payer: str, payee: str, amount: int, what: str = "") -> RolloutState:
    """Move `amount` ($M) between accounts (company names or BANK); a company's cash never goes below zero.

    The refusal does not say how much the payer holds: cash is hidden (Stock Call)."""
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise RuleError(f"An amount of money is a whole number of $ millions, not {amount!r}.")
    if amount == 0 or payer == payee:
        return state
    if not can_pay(state, payer, amount):
        who = state.company(payer).ceo
        raise RuleError(f"{who} cannot pay {money(amount)}{' ' + what if what else ''}: borrow first, or sell.")
    accounts = {BANK: state.bank or 0, **{c.name: c.cash or 0 for c in state.companies if c.name in (payer, payee)}}
    after = move(accounts, payer, payee, amount, unlimited=(BANK,))  # the one money mover (calculators.core.ledger)
    companies = tuple(c.model_copy(update={"cash": after[c.name]}) if c.name in (payer, payee) else c
                      for c in state.companies)
    return state.model_copy(update={"companies": companies, "bank": after[BANK]})


def move_shares(state: RolloutState, company: str, giver: str, taker: str, n: int) -> RolloutState:
    """Move `n` shares of `company` between holders (players or BANK) on the Share Register."""
    if n <= 0 or giver == taker:
        return state
    have = state.bank_shares(company) if giver == BANK else state.held(giver, company)
    if have < n:
        who = "The Bank" if giver == BANK else giver
        raise RuleError(f"{who} holds {have} {company} share{'s' if have != 1 else ''}, not {n}.")
    held = dict(state.holdings.get(company, {}))
    if giver != BANK:
        held[giver] -= n
    if taker != BANK:
        held[taker] = held.get(taker, 0) + n
    held = {p: k for p, k in held.items() if k}
    return state.model_copy(update={"holdings": {**state.holdings, company: held}})


def shift_price(state: RolloutState, company: str, squares: int) -> RolloutState:
    """Move a price meter; it stops at High Flyer and Blue Chip."""
    c = state.company(company)
    return state.with_company(c.model_copy(update={"price": state.tables.moved(c.price, squares)}))


def price_to(state: RolloutState, company: str, price: int) -> RolloutState:
    """Put a price meter on the square of `price`, or the nearest below it (Stage 3, Stage 4)."""
    c = state.company(company)
    return state.with_company(c.model_copy(update={"price": state.tables.square_at_or_below(price)}))


def market(state: RolloutState, company: str) -> int:
    """A company's current market price per share."""
    return state.tables.price(state.company(company).price)
