"""Stage 3 — Sell Shares (to the Bank at market, or to a player on agreed terms) and buying from players."""
from __future__ import annotations

from typing import Any

from calculators.core.actors import require_banker
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.rollout.fold import commit, require_turn_of, state_of
from calculators.rollout.ledger import market, move_shares, pay, price_to
from calculators.rollout.state import BANK, Company, RolloutState

SOLD_TO_BANK = "rollout.shares_sold_to_bank"
TRADED = "rollout.shares_traded"


def _too_many(player: str, company: str, have: int, n: int) -> None:
    """Selling Shares: a player sells shares he holds — refused with how many he holds and how many were asked."""
    if have == 1:
        raise RuleError("{player} holds 1 {company} share, not {n}.", field="n", player=player, company=company, n=n)
    raise RuleError("{player} holds {have} {company} shares, not {n}.", field="n", player=player, have=have,
                    company=company, n=n)


def _count(n: Any, field: str = "n") -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise RuleError("Give a number of shares: 1 or more.", field=field)
    return n


def _plays(state: RolloutState, player: str, stage: int) -> None:
    if state.stage != stage or state.play is None or player not in state.play.order:
        raise RuleError("{player} is not playing Stage {stage} now.", player=player, stage=stage)


def mark(c: Company, sold: str | None = None, bought: str | None = None) -> Company:
    """Note that a CEO sold or bought a company's shares this turn (they cannot do both)."""
    if sold and sold not in c.sold:
        c = c.model_copy(update={"sold": (*c.sold, sold)})
    if bought and bought not in c.bought:
        c = c.model_copy(update={"bought": (*c.bought, bought)})
    return c


def may_buy(state: RolloutState, player: str, company: str) -> None:
    """Stage 4, Note: players cannot sell and buy shares in the same company on the same turn."""
    if company in state.company_of(player).sold:
        raise RuleError("{player} sold {company} shares this turn and cannot buy them back (Stage 4, Note).",
                        player=player, company=company)


def may_sell(state: RolloutState, player: str, company: str) -> None:
    """Stage 4, Note, from the seller's side."""
    if company in state.company_of(player).bought:
        raise RuleError("{player} bought {company} shares this turn and cannot sell them (Stage 4, Note).",
                        player=player, company=company)


def _in_play(state: RolloutState, company: str) -> None:
    if not state.company(company).in_play:
        raise RuleError("{company} is out of play.", company=company)


def sell_to_bank(log: Log, actor: str, player: str, company: str, n: int) -> tuple[Log, Event]:
    """Stage 3: sell shares back to the Bank at the current price; they become the Bank's sold-back shares."""
    require_turn_of(actor, player, "sell their shares")
    state = state_of(log)
    _plays(state, player, 3)
    _in_play(state, company)
    n = _count(n)
    may_sell(state, player, company)
    if state.held(player, company) < n:
        _too_many(player, company, state.held(player, company), n)
    return commit(log, actor, SOLD_TO_BANK, {"player": player, "company": company, "n": n,
                                             "price": market(state, company)})


def _sold_to_bank(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    p, company, n = d["player"], d["company"], d["n"]
    state = move_shares(state, company, p, BANK, n)
    state = pay(state, BANK, state.company_of(p).name, n * d["price"])
    return state.with_company(mark(state.company_of(p), sold=company))


def sell_shares(log: Log, actor: str, seller: str, buyer: str, company: str, n: int, total: int) -> tuple[Log, Event]:
    """Shares change hands between players on agreed terms (Stage 3 for the seller, Stage 4 for the buyer);
    the company's meter moves to the square of the price per share, or the nearest below it."""
    require_banker(actor, "record a sale between players")
    state = state_of(log)
    if seller == buyer:
        raise RuleError("A sale is between two players.", field="buyer")
    state.company_of(buyer)
    if state.stage == 3:
        _plays(state, seller, 3)
    elif state.stage == 4:
        _plays(state, buyer, 4)
    else:
        raise RuleError("Players sell each other shares in Stage 3 or buy them in Stage 4.")
    _in_play(state, company)
    n = _count(n)
    if isinstance(total, bool) or not isinstance(total, int) or total < 0:
        raise RuleError("The agreed price is a whole number of $ millions, 0 or more.", field="total")
    if state.held(seller, company) < n:
        _too_many(seller, company, state.held(seller, company), n)
    may_sell(state, seller, company)
    may_buy(state, buyer, company)
    return commit(log, actor, TRADED, {"seller": seller, "buyer": buyer, "company": company, "n": n, "total": total})


def traded_price(state: RolloutState, n: Any, total: Any) -> int | None:
    """Where a sale between players puts the company's price meter, for a form to say before it is recorded: "moved
    to the square opposite the price for which its shares were sold" (Stage 3) — the square of the price a share, or
    the nearest below (an agreed $0 is the High Flyer). None while `n` and `total` are not a sale's numbers."""
    if isinstance(n, bool) or isinstance(total, bool) or not isinstance(n, int) or not isinstance(total, int) \
            or n < 1 or total < 0:
        return None
    return state.tables.price(state.tables.square_at_or_below(total // n))


def _traded(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    s, b, company, n, total = d["seller"], d["buyer"], d["company"], d["n"], d["total"]
    state = pay(state, state.company_of(b).name, state.company_of(s).name, total, "for the shares")
    state = move_shares(state, company, s, b, n)
    state = price_to(state, company, total // n)  # the square `traded_price` tells the form
    state = state.with_company(mark(state.company_of(s), sold=company))
    return state.with_company(mark(state.company_of(b), bought=company))
