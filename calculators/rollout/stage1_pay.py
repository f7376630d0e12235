"""Stage 1 — Pay Salaries, Loans and Dividends: a preview line by line, then the confirmed payment."""
from __future__ import annotations

from typing import Any

from calculators.core.log import Event, Log
from calculators.core.model import Frozen, RuleError
from calculators.rollout.fold import commit, require_turn_of, state_of
from calculators.rollout.ledger import CashShort, can_pay, money, pay, shift_price
from calculators.rollout.cycle import advance
from calculators.rollout.state import BANK, Company, RolloutState

PAID = "rollout.stage1_paid"


class Line(Frozen):
    """One line of the Stage 1 screen: what is paid, to whom, how much."""

    what: str
    payee: str
    amount: int
    own: bool = False  # paid to the payer themselves (dividends on their own shares): no money moves


class Stage1Preview(Frozen):
    """What a company pays in Stage 1, in the rulebook's order, and whether it can."""

    player: str
    lines: tuple[Line, ...]
    total: int
    stores_removed: int
    dividends_skipped: bool
    can_pay: bool  # the cash covers every line now
    loans_needed: int | None  # $1B loans that would cover it (offered first); None: not even the limit would
    interest_payable: bool  # False: even with every store removed and the limit borrowed, bankrupt
    # Dividends the player's shares would still bring this Stage 1 from companies that have not paid it yet, if they
    # pay them (company, amount): a player short now may pay after them instead of borrowing (a walk borrowed $1B,
    # paid its interest, and repaid it once Bob's $500M came).
    to_come: tuple[tuple[str, int], ...] = ()


def _dividend_lines(state: RolloutState, company: str) -> list[Line]:
    """Stage 1: the Dividend Due for each of the 10 shares, to each owner (the Bank for its shares)."""
    c = state.company(company)
    due = state.tables.dividend(c.price)
    lines = []
    for holder, n in state.holdings.get(company, {}).items():
        lines.append(Line(what=f"Dividends: {n} × {money(due)}", payee=holder, amount=n * due))
    if state.bank_shares(company):
        k = state.bank_shares(company)
        lines.append(Line(what=f"Dividends: {k} × {money(due)}", payee=BANK, amount=k * due))
    return lines


def interest_on(c: Company) -> int:
    """The $1B loans this Stage 1's interest is due on: those outstanding, and those repaid in it before paying
    (Borrowing Money: "Interest is paid to the Bank during every Stage 1 as long as the loan is outstanding")."""
    return c.loans + (0 if c.paid else c.repaid)


def interest_payable(state: RolloutState, company: str) -> bool:
    """True when some number of further $1B loans lets the company pay its interest (Bankruptcy)."""
    c = state.company(company)
    t = state.tables
    due = interest_on(c)
    return any((c.cash or 0) + k * t.loan_step >= t.interest(due + k) for k in range(c.loan_cap - c.loans + 1))


def preview_stage1(state: RolloutState, player: str, remove_stores: int = 0,
                   pay_dividends: bool = True) -> Stage1Preview:
    """The Stage 1 lines for a player before they confirm: salaries, interest, dividends."""
    c = state.company_of(player)
    t = state.tables
    kept = c.stores - remove_stores
    lines = [Line(what=f"Salaries: {kept} Store{'s' if kept != 1 else ''} × {money(t.salary_per_store)}",
                  payee=BANK, amount=kept * t.salary_per_store)]
    due = interest_on(c)
    if due:
        what = f"Interest on {money(due * t.loan_step)}"
        if c.repaid:
            what += f" (including {money(c.repaid * t.loan_step)} repaid in this Stage 1)"
        lines.append(Line(what=what, payee=BANK, amount=t.interest(due)))
    if pay_dividends:
        lines += _dividend_lines(state, c.name)
    # Paying yourself moves no money.
    lines = [x.model_copy(update={"own": x.payee == player}) for x in lines]
    total = sum(x.amount for x in lines if not x.own)
    cash = c.cash or 0
    need = None
    for k in range(c.loan_cap - c.loans + 1):
        if cash + k * t.loan_step >= total + t.interest(due + k) - t.interest(due):
            need = k
            break
    to_come = tuple((o.name, amount) for o in state.active() if o.name != c.name and not o.paid
                    if (amount := sum(x.amount for x in _dividend_lines(state, o.name) if x.payee == player)))
    return Stage1Preview(player=player, lines=tuple(lines), total=total, stores_removed=remove_stores,
                         dividends_skipped=not pay_dividends, can_pay=can_pay(state, c.name, total),
                         loans_needed=need, interest_payable=interest_payable(state, c.name), to_come=to_come)


def pay_stage1(log: Log, actor: str, player: str, remove_stores: int = 0,
               pay_dividends: bool = True) -> tuple[Log, Event]:
    """Confirm a player's Stage 1: pay salaries (removing the Stores not paid for), interest, then dividends or not."""
    require_turn_of(actor, player, "pay their Stage 1")
    state = state_of(log)
    if state.stage != 1:
        raise RuleError("Salaries, interest and dividends are paid in Stage 1.")
    c = state.company_of(player)
    if c.paid:
        raise RuleError("{player} has already done Stage 1 this turn.", player=player)
    if isinstance(remove_stores, bool) or not isinstance(remove_stores, int) or not 0 <= remove_stores <= c.stores:
        raise RuleError("{player} can remove 0 to {n} Stores.", field="remove_stores", player=player, n=c.stores)
    t = state.tables
    # Which payment falls short says something of the cash: a phone that may not see it reads one answer.
    quiet = CashShort("{player} cannot pay the salaries, interest and dividends: borrow, remove Stores, skip "
                      "dividends, or go bankrupt (Bankruptcy).", player=player)
    interest = t.interest(interest_on(c))
    if not can_pay(state, c.name, (c.stores - remove_stores) * t.salary_per_store + interest):
        if not can_pay(state, c.name, interest) and c.loans >= c.loan_cap:  # nothing left to borrow
            raise CashShort("{player} cannot pay the interest on the loans and has borrowed up to the limit: "
                            "{player} goes bankrupt (Bankruptcy).", player=player, quiet=quiet).told_to(state, actor)
        if not can_pay(state, c.name, interest):
            raise CashShort("{player} cannot pay the interest on the loans: borrow first, or go bankrupt "
                            "(Bankruptcy).", player=player, quiet=quiet).told_to(state, actor)
        raise CashShort("{player} cannot pay every Store's salary: borrow, or remove Stores (Stage 1).", player=player,
                        quiet=quiet).told_to(state, actor)
    try:
        return commit(log, actor, PAID, {"company": c.name, "remove_stores": remove_stores,
                                         "pay_dividends": bool(pay_dividends)})
    except CashShort as err:
        raise err.hushed(quiet).told_to(state, actor) from None


def _paid(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    name = d["company"]
    t = state.tables
    c = state.company(name)
    c = c.model_copy(update={"stores": c.stores - d["remove_stores"]})
    state = state.with_company(c)
    state = pay(state, name, BANK, c.stores * t.salary_per_store, "for salaries")
    state = pay(state, name, BANK, t.interest(interest_on(c)), "for interest")
    if d["pay_dividends"]:
        for line in _dividend_lines(state, name):
            payee = BANK if line.payee == BANK else state.company_of(line.payee).name
            state = pay(state, name, payee, line.amount, "for dividends: borrow first, or skip them")
    else:  # Missed Dividends: five squares left; no Stage 4, and in Stage 5 selling only
        state = shift_price(state, name, -t.meter_move)
    c = state.company(name)
    state = state.with_company(c.model_copy(update={"paid": True, "skipped_dividends": not d["pay_dividends"]}))
    return advance(state)
