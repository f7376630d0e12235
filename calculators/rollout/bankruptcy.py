"""Bankruptcy: unpaid interest or an unpayable Stage 5 plan; the Bank takes all and auctions the items."""
from __future__ import annotations

from typing import Any, Literal

from calculators.core.actors import require_banker
from calculators.core.log import Event, Log
from calculators.core.model import RuleError, Term
from calculators.rollout.fold import commit, state_of
from calculators.rollout.ledger import money, move_shares, pay, sees_cash
from calculators.rollout.stage1_pay import interest_payable
from calculators.rollout.state import BANK, RolloutState
from calculators.rollout.stage5_stores import beside_a_store, build_cost, checked_kinds, next_planner
from calculators.rollout.tables import PRODUCTS
from calculators.rollout.takeover import leave_play

BANKRUPT = "rollout.bankrupt"
ESTATE_SOLD = "rollout.estate_item_sold"
ITEMS = (*PRODUCTS, "store", "gold_coast")
ITEM_TERMS = {"radio": Term("radio"), "television": Term("television"), "computer": Term("computer"),
              "store": Term("store"), "gold_coast": Term("gold coast")}


def go_bankrupt(log: Log, actor: str, player: str, reason: Literal["interest", "stores"],
                expansion: int = 0, branch: int = 0, joint: int = 0) -> tuple[Log, Event]:
    """The banker puts out a player who cannot pay the interest (Stage 1) or his Stage 5 plan, even borrowing."""
    require_banker(actor, "declare a bankruptcy")
    state = state_of(log)
    c = state.company_of(player)
    borrowable = (c.loan_cap - c.loans) * state.tables.loan_step
    if reason == "interest":
        if state.stage != 1 or c.paid:
            raise RuleError("Interest is paid in Stage 1.")
        if interest_payable(state, c.name):
            raise RuleError("{player} can pay the interest, borrowing if need be: not bankrupt.", player=player)
    elif reason == "stores":
        if state.stage != 5 or next_planner(state) != player or state.plans is None:
            raise RuleError("{player} is not carrying out a Stage 5 plan now.", player=player)
        kinds = checked_kinds(state.plans[player], expansion, branch, joint)
        beside_a_store(state, player, kinds)
        cost = build_cost(state, kinds)
        if (c.cash or 0) + borrowable >= cost:
            if sees_cash(state, actor, player):
                raise RuleError("{player} can pay {amount} for the Stores, borrowing if need be: not bankrupt.",
                                player=player, amount=money(cost))
            raise RuleError("{player} can pay for the Stores, borrowing if need be: not bankrupt.", player=player)
    else:
        raise RuleError("Bankruptcy comes from unpaid interest or an unpayable Stage 5 plan.", field="reason")
    return commit(log, actor, BANKRUPT, {"player": player, "reason": reason})


def _bankrupt(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    p = d["player"]
    c = state.company_of(p)
    state = pay(state, c.name, BANK, c.cash or 0)  # the Bank keeps his cash
    for other, held in state.holdings.items():  # ... and his shares in other companies
        if other != c.name and held.get(p):
            state = move_shares(state, other, p, BANK, held[p])
    estate = dict(state.estate)
    for k, n in (*zip(PRODUCTS, c.cards), ("store", c.stores), ("gold_coast", c.gold_coast)):
        if n:
            estate[k] = estate.get(k, 0) + n
    if state.plans is not None and state.play is not None and p not in state.play.done:
        state = state.model_copy(update={"play": state.play.model_copy(update={"done": (*state.play.done, p)})})
    # His company's shares vanish unpaid (leave_play clears the register).
    return leave_play(state.model_copy(update={"estate": estate}), c.name, "bankrupt")


def sell_estate_item(log: Log, actor: str, item: str, buyer: str | None, price: int = 0) -> tuple[Log, Event]:
    """The Bank auctions a bankrupt's items one by one (open bids in any amount); unsold (buyer None) leave play."""
    require_banker(actor, "auction a bankrupt's items")
    state = state_of(log)
    if state.estate.get(item, 0) < 1:
        raise RuleError("No {item} is waiting for the Bank's auction.", field="item",
                        item=ITEM_TERMS.get(item, item))
    if buyer is not None:
        state.company_of(buyer)
        if isinstance(price, bool) or not isinstance(price, int) or price < 1:
            raise RuleError("The highest bid is a whole number of $ millions, at least $1M.", field="price")
    return commit(log, actor, ESTATE_SOLD, {"item": item, "buyer": buyer, "price": price if buyer else 0})


def _estate_sold(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    item, buyer = d["item"], d["buyer"]
    left = state.estate[item] - 1
    estate = {k: v for k, v in {**state.estate, item: left}.items() if v}
    state = state.model_copy(update={"estate": estate})
    if buyer is None:
        return state
    c = state.company_of(buyer)
    state = pay(state, c.name, BANK, d["price"], "for the item")
    c = state.company(c.name)
    if item in PRODUCTS:
        i = PRODUCTS.index(item)
        c = c.model_copy(update={"cards": tuple(n + (k == i) for k, n in enumerate(c.cards))})
    elif item == "store":
        c = c.model_copy(update={"stores": c.stores + 1})
    else:
        c = c.model_copy(update={"gold_coast": c.gold_coast + 1})
    return state.with_company(c)
