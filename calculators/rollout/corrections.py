"""Manual corrections: the banker sets any number the physical table ruled otherwise, with a reason."""
from __future__ import annotations

from typing import Any

from calculators.core.actors import require_banker
from calculators.core.log import Event, Log
from calculators.core.model import RuleError, Term
from calculators.rollout.fold import commit, state_of
from calculators.rollout.companies import SHARES_PER_COMPANY
from calculators.rollout.ledger import money, move_shares, pay, sees_cash
from calculators.rollout.cycle import check_end
from calculators.rollout.state import BANK, GAME_OVER, SETUP, RolloutState
from calculators.rollout.tables import PRODUCTS

CORRECTED = "rollout.corrected"
SHARES_CORRECTED = "rollout.shares_corrected"
FIELDS = ("cash", "loans", "price", "sales", "stores", "gold_coast", *PRODUCTS)
# Each number as a refusal names it ("Loans must be 0 to 5.").
FIELD_TERMS = {"cash": Term("Cash"), "loans": Term("Loans ($ billions)"), "price": Term("Price Index square"),
               "sales": Term("Sales Track square"), "stores": Term("Stores"), "gold_coast": Term("Gold Coast meters"),
               "radio": Term("Radio cards"), "television": Term("Television cards"), "computer": Term("Computer cards")}


# Several times what a company holds late in a game: a typo guard on an amount added or taken away (the rulebook
# sets no bound; a walk's banker typed 99999999 and Cy's cash grew by $99,999.999B, saved with no word).
MAX_CORRECTION = 100_000  # $ millions: $100B


def _reason(reason: Any) -> str:
    if not isinstance(reason, str) or not reason.strip():
        raise RuleError("Say why the number is corrected; the history keeps the reason.", field="reason")
    return reason.strip()


def _whole(v: Any, field: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise RuleError("Give a whole number.", field=field)
    return v


def _limit(state: RolloutState, player: str, field: str) -> int:
    c = state.company_of(player)
    t = state.tables
    if field == "loans":
        return c.loan_cap
    if field == "price":
        return t.top
    if field == "sales":
        return t.gold_coast_square
    if field in PRODUCTS:
        i = PRODUCTS.index(field)
        others = sum(x.cards[i] for x in state.active() if x.name != c.name) + state.estate.get(field, 0)
        return t.cards_per_product - others
    return 10**6


def correct(log: Log, actor: str, player: str, field: str, *, value: int | None = None, delta: int | None = None,
            reason: str) -> tuple[Log, Event]:
    """Set a company's number (or, for hidden cash, add or take away an amount through the Bank).

    Interpretation (corrections are the app's, not the rulebook's): a banker who may not see the player's
    cash is never refused for taking away more than the player holds: the player's cash goes to $0 and the
    banker is not told how much was taken. A refusal there answered "does Ann hold at least $X?", which
    narrowed hidden cash down in a few tries. A banker who sees the cash is refused, with the cash named."""
    require_banker(actor, "correct the numbers")
    why = _reason(reason)
    state = state_of(log)
    if state.stage in (SETUP, GAME_OVER):
        raise RuleError("Numbers are corrected during the game.")
    c = state.company_of(player)
    if field not in FIELDS:
        raise RuleError("Correct one of: cash, loans, price, sales, stores, gold_coast, radio, television, computer.",
                        field="field")
    if field == "cash":
        if value is not None or delta is None or delta == 0:
            raise RuleError("Cash is corrected by an amount added or taken away, not set.", field="delta")
        d = _whole(delta, "delta")
        if abs(d) > MAX_CORRECTION:
            raise RuleError("A correction is at most {most} at a time: type a smaller amount.", field="delta",
                            most=money(MAX_CORRECTION))
        if (c.cash or 0) + d < 0 and sees_cash(state, actor, player):
            raise RuleError("{player} has {cash}: take away at most that.", field="delta", player=player,
                            cash=money(c.cash or 0))
        return commit(log, actor, CORRECTED, {"company": c.name, "field": field, "delta": d, "reason": why})
    v = _whole(value, "value")
    if not 0 <= v <= _limit(state, player, field):
        raise RuleError("{what} must be 0 to {most}.", field="value", what=FIELD_TERMS[field],
                        most=_limit(state, player, field))
    return commit(log, actor, CORRECTED, {"company": c.name, "field": field, "value": v, "reason": why})


def _corrected(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    name, field = d["company"], d["field"]
    if field == "cash":
        delta = d["delta"]
        if delta > 0:
            return pay(state, BANK, name, delta)
        return pay(state, name, BANK, min(-delta, state.company(name).cash or 0))  # never below $0
    c = state.company(name)
    if field in PRODUCTS:
        i = PRODUCTS.index(field)
        return state.with_company(c.model_copy(update={"cards": tuple(d["value"] if k == i else n
                                                                       for k, n in enumerate(c.cards))}))
    return state.with_company(c.model_copy(update={field: d["value"]}))


def correct_shares(log: Log, actor: str, company: str, giver: str, taker: str, n: int, *,
                   reason: str) -> tuple[Log, Event]:
    """Move shares on the Share Register between holders (players or the Bank) with no money paid."""
    require_banker(actor, "correct the Share Register")
    why = _reason(reason)
    state = state_of(log)
    if state.stage in (SETUP, GAME_OVER):
        raise RuleError("The register is corrected during the game.")
    if not state.company(company).in_play:
        raise RuleError("{company} is out of play.", field="company", company=company)
    if state.auction is not None and state.auction.lot is not None and state.auction.lot.company == company:
        raise RuleError("{company} shares are under the hammer: finish that sale first.", field="company",
                        company=company)
    for who in (giver, taker):
        if who != BANK:
            state.company_of(who)
    k = _whole(n, "n")
    if k < 1 or giver == taker:
        raise RuleError("Move one or more shares from one holder to another.", field="n")
    move_shares(state, company, giver, taker, k)
    return commit(log, actor, SHARES_CORRECTED, {"company": company, "giver": giver, "taker": taker, "n": k,
                                                 "reason": why})


def _shares_corrected(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    state = move_shares(state, d["company"], d["giver"], d["taker"], d["n"])
    if state.returned(d["company"]) < 0:
        # Bank shares given out by correction count among the Bank's own sold.
        sold = SHARES_PER_COMPANY - state.bank_shares(d["company"])
        state = state.model_copy(update={"bank_sold": {**state.bank_sold, d["company"]: sold}})
    return check_end(state)
