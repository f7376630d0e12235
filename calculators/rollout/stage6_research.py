"""Stage 6 — Research and Develop New Products, and the product card and Gold Coast trades after it."""
from __future__ import annotations

from typing import Any

from calculators.core.actors import require_banker
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.rollout.fold import commit, require_turn_of, state_of
from calculators.rollout.ledger import pay
from calculators.rollout.state import BANK, RolloutState
from calculators.rollout.stage5_stores import check_trade
from calculators.rollout.tables import PRODUCT_NAMES, PRODUCTS

RESEARCHED = "rollout.researched"
CARDS_TRADED = "rollout.cards_traded"
METERS_TRADED = "rollout.gold_coast_traded"


def in_deck(state: RolloutState, product: str) -> int:
    """Cards of a product still in the deck: 18 less those in hands and awaiting a bankrupt's auction."""
    i = PRODUCTS.index(product)
    held = sum(c.cards[i] for c in state.active()) + state.estate.get(product, 0)
    return state.tables.cards_per_product - held


def deck_left(state: RolloutState) -> int:
    """Cards still in the deck, all products."""
    return sum(in_deck(state, p) for p in PRODUCTS)


def most_turned(state: RolloutState, product: str) -> int:
    """The most cards a search for `product` can turn over: every card of the other products still in the deck,
    then the one kept (the deck: 55 cards, 18 of each product and a trademark card out of play; the cards in
    hands and awaiting a bankrupt's auction are not in it)."""
    return sum(in_deck(state, p) for p in PRODUCTS if p != product) + 1


def research(log: Log, actor: str, player: str, product: str, turned: int) -> tuple[Log, Event]:
    """Turn cards over until the product wanted shows: $100M for each card turned, the kept one included; once a turn."""
    require_turn_of(actor, player, "research")
    state = state_of(log)
    if state.stage != 6 or state.play is None or player not in state.play.order:
        raise RuleError("{player} is not playing Stage 6 now.", player=player)
    c = state.company_of(player)
    if c.researched:
        raise RuleError("{player} has researched this turn already (once per turn).", player=player)
    if product not in PRODUCTS:
        raise RuleError("Look for one of: radio, television, computer.", field="product")
    if in_deck(state, product) < 1:
        raise RuleError("No {product} card is left in the deck.", field="product", product=PRODUCT_NAMES[product])
    if isinstance(turned, bool) or not isinstance(turned, int) or turned < 1:
        raise RuleError("Count the cards turned over, the kept one included: 1 or more.", field="turned")
    most = most_turned(state, product)
    if turned > most:
        raise RuleError("The deck holds {n} cards, {k} of them {product}: at most {most} are turned over before one "
                        "shows (the kept one included).", field="turned", n=deck_left(state), k=in_deck(state, product),
                        product=PRODUCT_NAMES[product], most=most)
    return commit(log, actor, RESEARCHED, {"player": player, "product": product, "turned": turned})


def _researched(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    c = state.company_of(d["player"])
    state = pay(state, c.name, BANK, d["turned"] * state.tables.research_per_card, "for the cards turned: borrow first")
    i = PRODUCTS.index(d["product"])
    cards = tuple(n + (k == i) for k, n in enumerate(c.cards))
    state = state.with_company(state.company(c.name).model_copy(update={"cards": cards, "researched": True}))
    return state.model_copy(update={"play": state.play.model_copy(update={"done": (*state.play.done, d["player"])})})  # type: ignore[union-attr]


def _end_of_stage6(state: RolloutState) -> None:
    if state.stage != 6:
        raise RuleError("Product cards and Gold Coast meters change hands at the end of Stage 6.")


def trade_cards(log: Log, actor: str, seller: str, buyer: str, product: str, n: int, total: int) -> tuple[Log, Event]:
    """Buying and Selling Product Cards: at the end of Stage 6, on agreed terms."""
    require_banker(actor, "record a trade")
    state = state_of(log)
    _end_of_stage6(state)
    check_trade(state, seller, buyer, n, total)
    if product not in PRODUCTS:
        raise RuleError("Trade one of: radio, television, computer.", field="product")
    if state.company_of(seller).cards[PRODUCTS.index(product)] < n:
        raise RuleError("{player} has {n} such cards.", field="n", player=seller,
                        n=state.company_of(seller).cards[PRODUCTS.index(product)])
    return commit(log, actor, CARDS_TRADED, {"seller": seller, "buyer": buyer, "product": product, "n": n,
                                             "total": total})


def _cards_traded(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    s, b = state.company_of(d["seller"]), state.company_of(d["buyer"])
    state = pay(state, b.name, s.name, d["total"], "for the cards")
    i = PRODUCTS.index(d["product"])
    for name, sign in ((s.name, -1), (b.name, 1)):
        c = state.company(name)
        cards = tuple(n + sign * d["n"] * (k == i) for k, n in enumerate(c.cards))
        state = state.with_company(c.model_copy(update={"cards": cards}))
    return state


def trade_gold_coast(log: Log, actor: str, seller: str, buyer: str, n: int, total: int) -> tuple[Log, Event]:
    """Products on the Gold Coast sold to another player: the buyer collects for them from the next Stage 2."""
    require_banker(actor, "record a trade")
    state = state_of(log)
    _end_of_stage6(state)
    check_trade(state, seller, buyer, n, total)
    if state.company_of(seller).gold_coast < n:
        raise RuleError("{player} has {n} meters on the Gold Coast.", field="n", player=seller,
                        n=state.company_of(seller).gold_coast)
    return commit(log, actor, METERS_TRADED, {"seller": seller, "buyer": buyer, "n": n, "total": total})


def _meters_traded(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    s, b = state.company_of(d["seller"]), state.company_of(d["buyer"])
    state = pay(state, b.name, s.name, d["total"], "for the Gold Coast meters")
    state = state.with_company(state.company(s.name).model_copy(update={"gold_coast": s.gold_coast - d["n"]}))
    return state.with_company(state.company(b.name).model_copy(update={"gold_coast": b.gold_coast + d["n"]}))
