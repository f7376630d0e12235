"""The one money mover (companies and the Bank are accounts), the share register, and meter moves."""
from __future__ import annotations

from calculators.core.actors import is_banker, seat_actor
from calculators.core.ledger import move
from calculators.core.model import RuleError
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
    """A refusal because a player's cash is short. `quiet` is the same refusal naming no amount, for a
    phone that may not see that cash: it then learns the rules' yes or no, and not one number more."""

    def __init__(self, message: str, quiet: str, player: str, field: str | None = None):
        super().__init__(message, field)
        self.quiet = quiet
        self.player = player

    def told_to(self, state: RolloutState, actor: str) -> RuleError:
        """This refusal as `actor` may read it."""
        return self if sees_cash(state, actor, self.player) else CashShort(self.quiet, self.quiet, self.player, self.field)


def can_pay(state: RolloutState, account: str, amount: int) -> bool:
    """True when the account can pay `amount` now (the Bank always can: it issues money)."""
    return account == BANK or (state.company(account).cash or 0) >= amount


def pay(state: RolloutState, payer: str, payee: str, amount: int, what: str = "") -> RolloutState:
    """Move `amount` ($M) between accounts (company names or BANK); a company's cash never goes below zero.

    The refusal never says how much the payer holds (cash is hidden, Stock Call), and `commit` drops the
    amount asked for too when the acting phone may not see the payer's cash."""
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise RuleError(f"An amount of money is a whole number of $ millions, not {amount!r}.")
    if amount == 0 or payer == payee:
        return state
    if not can_pay(state, payer, amount):
        who = state.company(payer).ceo
        what = f" {what}" if what else ""
        advice = "" if ":" in what else ": borrow first, or sell"  # some say what to do themselves
        raise CashShort(f"{who} cannot pay {money(amount)}{what}{advice}.", f"{who} cannot pay{what}{advice}.", who)
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
