"""The one money mover (companies and the Bank are accounts), the share register, and meter moves."""
from __future__ import annotations

from typing import Any

from calculators.core.actors import is_banker, seat_actor
from calculators.core.ledger import move
from calculators.core.model import N_, RuleError
from calculators.core.money import format_rollout
from calculators.rollout.state import BANK, RolloutState


def money(amount: int) -> str:
    """Rollout money as players say it: $500M, $2.5B."""
    return format_rollout(amount)


def sees_cash(state: RolloutState, actor: str, player: str) -> bool:
    """True when `actor`'s phone may see `player`'s cash: the player's own phone, the banker's for a
    banker who does not play (or for the banker's own seat), every phone when cash is open (see `view_for`)."""
    if state.options.cash_open or actor == seat_actor(player):
        return True
    return is_banker(actor) and (state.banker not in state.players or player == state.banker)


class CashShort(RuleError):
    """A refusal because a player's cash is short. `quiet` is the same refusal naming no amount (its own template
    and values, none of them an amount), for a phone that may not see that cash: it then learns the rules' yes or
    no, and not one number more. The quiet one is a CashShort too, and is its own quiet version."""

    def __init__(self, message: str, field: str | None = None, *, player: str, quiet: CashShort | None = None,
                 **params: Any):
        super().__init__(message, field, player=player, **params)
        self.player = player
        self.quiet = self if quiet is None else quiet

    def hushed(self, quiet: CashShort) -> CashShort:
        """This refusal with another quiet version (a caller that knows what to say without the amount)."""
        err = type(self).__new__(type(self), *self.args)
        err.__dict__.update(self.__dict__)
        err.quiet = quiet
        return err

    def told_to(self, state: RolloutState, actor: str) -> CashShort:
        """This refusal as `actor` may read it."""
        return self if sees_cash(state, actor, self.player) else self.quiet


def cash_short(message: str, quiet: str, player: str, field: str | None = None, **params: Any) -> CashShort:
    """A CashShort from two literal templates: `message` may name amounts, `quiet` (marked `N_`) names none and
    gets only the values it shows (never an amount)."""
    hushed = CashShort(quiet, field, player=player, **{k: v for k, v in params.items() if "{" + k + "}" in quiet})
    return CashShort(message, field, player=player, quiet=hushed, **params)


# What a payment is for -> its refusal when the payer's cash is short (whole sentences, each in the catalog).
SHORT = {
    "": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount}: borrow first, or sell.",
        N_("{player} cannot pay: borrow first, or sell."), p, amount=a),
    "for the item": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount} for the item: borrow first, or sell.",
        N_("{player} cannot pay for the item: borrow first, or sell."), p, amount=a),
    "to repay the loan": lambda p, a, **kw: cash_short(
        # Stage 1 only, where nothing is sold, and borrowing to repay moves nothing: no advice but the rule's.
        "{player} cannot pay {amount} to repay the loan: a loan is repaid from cash.",
        N_("{player} cannot pay to repay the loan: a loan is repaid from cash."), p, amount=a),
    "for the Advertising Blitz: borrow first, or do not pay": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount} for the Advertising Blitz: borrow first, or do not pay.",
        N_("{player} cannot pay for the Advertising Blitz: borrow first, or do not pay."), p, amount=a),
    "for the Stores": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount} for the Stores: borrow first, or sell.",
        N_("{player} cannot pay for the Stores: borrow first, or sell."), p, amount=a),
    "for the cards turned: borrow first": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount} for the cards turned: borrow first.",
        N_("{player} cannot pay for the cards turned: borrow first."), p, amount=a),
    "for the cards": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount} for the cards: borrow first, or sell.",
        N_("{player} cannot pay for the cards: borrow first, or sell."), p, amount=a),
    "for the Gold Coast meters": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount} for the Gold Coast meters: borrow first, or sell.",
        N_("{player} cannot pay for the Gold Coast meters: borrow first, or sell."), p, amount=a),
    "for the shares": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount} for the shares: borrow first, or sell.",
        N_("{player} cannot pay for the shares: borrow first, or sell."), p, amount=a),
    "for the {company} shares": lambda p, a, company="", **kw: cash_short(
        "{player} cannot pay {amount} for the {company} shares: borrow first, or sell.",
        N_("{player} cannot pay for the {company} shares: borrow first, or sell."), p, amount=a, company=company),
    "for salaries": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount} for salaries: borrow first, or sell.",
        N_("{player} cannot pay for salaries: borrow first, or sell."), p, amount=a),
    "for interest": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount} for interest: borrow first, or sell.",
        N_("{player} cannot pay for interest: borrow first, or sell."), p, amount=a),
    "for dividends: borrow first, or skip them": lambda p, a, **kw: cash_short(
        "{player} cannot pay {amount} for dividends: borrow first, or skip them.",
        N_("{player} cannot pay for dividends: borrow first, or skip them."), p, amount=a),
}


def can_pay(state: RolloutState, account: str, amount: int) -> bool:
    """True when the account can pay `amount` now (the Bank always can: it issues money)."""
    return account == BANK or (state.company(account).cash or 0) >= amount


def pay(state: RolloutState, payer: str, payee: str, amount: int, what: str = "", **values: str) -> RolloutState:
    """Move `amount` ($M) between accounts (company names or BANK); a company's cash never goes below zero.
    `what` (a key of SHORT, with its `values`) says what the payment is for when the payer's cash is short.

    The refusal never says how much the payer holds (cash is hidden, Stock Call), and `commit` drops the
    amount asked for too when the acting phone may not see the payer's cash."""
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise RuleError("An amount of money is a whole number of $ millions, not {amount}.", amount=repr(amount))
    if amount == 0 or payer == payee:
        return state
    if not can_pay(state, payer, amount):
        raise SHORT[what](state.company(payer).ceo, money(amount), **values)
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
        if giver == BANK and have == 1:
            raise RuleError("The Bank holds 1 {company} share, not {n}.", company=company, n=n)
        if giver == BANK:
            raise RuleError("The Bank holds {have} {company} shares, not {n}.", have=have, company=company, n=n)
        if have == 1:
            raise RuleError("{player} holds 1 {company} share, not {n}.", player=giver, company=company, n=n)
        raise RuleError("{player} holds {have} {company} shares, not {n}.", player=giver, have=have, company=company,
                        n=n)
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
