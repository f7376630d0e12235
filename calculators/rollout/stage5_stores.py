"""Stage 5 — Build or Sell Stores: a sealed plan each, carried out in die order; stores traded after."""
from __future__ import annotations

from typing import Any

from calculators.core import bids
from calculators.core.actors import may_act_for, require_banker, seat_of
from calculators.core.log import Event, Log
from calculators.core.model import N_, RuleError
from calculators.rollout.fold import commit, state_of
from calculators.rollout.ledger import cash_short, money, pay
from calculators.rollout.state import BANK, RolloutState
from calculators.rollout.tables import STORE_KINDS

STORES = "rollout:stores:"
CARRIED = "rollout.plan_carried_out"
STORES_TRADED = "rollout.stores_traded"
PLANS = ("build", "sell", "none")
MAX_PLAN = 999


def stores_round(state: RolloutState) -> str:
    """The id of this turn's Stage 5 round."""
    return f"{STORES}{state.turn}"


def _stage5(state: RolloutState) -> None:
    if state.stage != 5 or state.play is None:
        raise RuleError("Stores are built and sold in Stage 5, once its players are known.")


def open_store_plans(log: Log, actor: str) -> tuple[Log, Event]:
    """The banker opens the sealed round: each Stage 5 player writes build or sell, and how many."""
    require_banker(actor, "open the Stage 5 plans")
    state = state_of(log)
    _stage5(state)
    if not state.play.order or state.plans is not None:  # type: ignore[union-attr]
        raise RuleError("There are no Stage 5 plans to write now.")
    spec = bids.RoundSpec(
        purpose=f"Turn {state.turn}, Stage 5 — build or sell Stores, and how many",
        participants=state.play.order,  # type: ignore[union-attr]
        fields=(bids.FieldSpec(name="plan", label="Build or sell", kind="choice", options=PLANS),
                bids.FieldSpec(name="stores", label="Stores", kind="int", min=0, max=MAX_PLAN)),
        resolve="reveal", allow_pass=True,
    )
    return bids.open_round(log, actor, spec, round_id=stores_round(state))


def enter_store_plan(log: Log, actor: str, plan: str, stores: int) -> tuple[Log, Event]:
    """A player writes their plan on their own phone (Stage 5: build or sell, not both; up to 10 built)."""
    seat = seat_of(actor)
    if seat is None or not may_act_for(actor, banker=False):
        raise RuleError("Each player writes their own plan on their own phone.")
    state = state_of(log)
    _stage5(state)
    if stores_round(state) not in bids.rounds(log):
        raise RuleError("The Stage 5 plans are not open yet: wait for the banker.")
    check_plan(state, seat, plan, stores)
    return bids.enter(log, actor, stores_round(state), settled_plan({"plan": plan, "stores": stores}))


def plan_choices(state: RolloutState, seat: str) -> tuple[str, ...]:
    """The plans this player may write (Stage 5: build or sell, or neither; Missed Dividends: "he cannot build any
    Stores, although he is still allowed to sell them"; nobody sells a Store they do not have)."""
    c = state.company_of(seat)
    return tuple(p for p in PLANS if not (p == "build" and c.skipped_dividends) and not (p == "sell" and not c.stores))


def plan_most(state: RolloutState, seat: str) -> int:
    """The most Stores this player's plan may name: up to the turn's limit built ("Up to 10 Stores may be built on
    each turn"), or the Stores they have, sold."""
    choices = plan_choices(state, seat)
    return max(state.tables.max_stores_built if "build" in choices else 0,
               state.company_of(seat).stores if "sell" in choices else 0)


def settled_plan(values: dict[str, Any]) -> dict[str, Any]:
    """A plan as the pad holds it: "neither" is a zero on the pad, whatever was typed in the number before."""
    return {**values, "stores": 0} if values.get("plan") == "none" else values


def check_plan(state: RolloutState, seat: str, plan: Any, stores: Any) -> None:
    """A plan the rules allow (Stage 5: build or sell, not both; up to the turn's limit built; no building
    after missed dividends; no more sold than owned) — checked as it is written, on every screen."""
    c = state.company_of(seat)
    if plan not in PLANS:
        raise RuleError("Write build, sell or none.", field="plan")
    if isinstance(stores, bool) or not isinstance(stores, int) or stores < 0:
        raise RuleError("Write a number of Stores.", field="stores")
    if plan == "build":
        if c.skipped_dividends:
            raise RuleError("No dividends paid this turn: you may sell Stores, not build (Missed Dividends).",
                            field="plan")
        if not 1 <= stores <= state.tables.max_stores_built:
            raise RuleError("Build 1 to {most} Stores a turn.", field="stores", most=state.tables.max_stores_built)
    elif plan == "sell" and not 1 <= stores <= c.stores:
        if c.stores == 1:
            raise RuleError("You have 1 Store to sell.", field="stores")
        raise RuleError("You have {n} Stores to sell.", field="stores", n=c.stores)


def reveal_store_plans(log: Log, actor: str) -> tuple[Log, Event]:
    """Everyone's plan is shown at once."""
    require_banker(actor, "reveal the Stage 5 plans")
    state = state_of(log)
    _stage5(state)
    return bids.reveal(log, actor, stores_round(state))


def plans_revealed(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    """The plans in force; a plan the rules forbid counts as none (interpretation)."""
    if state.stage != 5 or state.play is None or d["round_id"] != stores_round(state):
        return state
    plans = {}
    for e in d["result"]["entries"]:
        if e["seat"] not in state.active_players():
            continue  # out of the game since the plans were written
        v = e["values"] or {"plan": "none", "stores": 0}
        c = state.company_of(e["seat"])
        n = v["stores"]
        ok = (v["plan"] == "build" and not c.skipped_dividends and 1 <= n <= state.tables.max_stores_built) or \
             (v["plan"] == "sell" and 1 <= n <= c.stores)
        plans[e["seat"]] = (v["plan"], n) if ok else ("none", 0)
    return state.model_copy(update={"plans": plans})


def next_planner(state: RolloutState) -> str | None:
    """Who carries out their plan next, in the order of play."""
    if state.play is None or state.plans is None:
        return None
    for p in state.play.order:
        if p not in state.play.done and p in state.active_players():
            return p
    return None


def build_cost(state: RolloutState, kinds: dict[str, int]) -> int:
    """Stage 5, The Cost: Expansion $100M, Branch $200M, Joint $500M a Store."""
    return sum(state.tables.store_costs[k] * n for k, n in kinds.items())


def checked_kinds(plan: tuple[str, int], expansion: int, branch: int, joint: int) -> dict[str, int]:
    """The kinds declared for a build plan: they add up to the Stores planned."""
    kinds = dict(zip(STORE_KINDS, (expansion, branch, joint)))
    if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in kinds.values()):
        raise RuleError("Give how many Stores of each kind.", field="expansion")
    want = plan[1] if plan[0] == "build" else 0
    if sum(kinds.values()) != want:
        told = {"given": sum(kinds.values()), **kinds}
        if want == 1:
            raise RuleError("The plan builds 1 Store, but these add up to {given} (Expansion {expansion}, Branch "
                            "{branch}, Joint {joint}): make them add up to 1.", field="expansion", **told)
        raise RuleError("The plan builds {n} Stores, but these add up to {given} (Expansion {expansion}, Branch "
                        "{branch}, Joint {joint}): make them add up to {n}.", field="expansion", n=want, **told)
    return kinds


def expansion_open(state: RolloutState, player: str) -> bool:
    """The Cost: Expansion Stores "are built next to a player's own Stores (which must have been on the board for at
    least one turn)": only a player with a Store on the board builds any (an audit's Bob, with none, built three
    Expansion Stores for $300M, not $600M as Branch Stores)."""
    return state.company_of(player).stores >= 1


def beside_a_store(state: RolloutState, player: str, kinds: dict[str, int]) -> None:
    """RuleError for Expansion Stores a player may not build (`expansion_open`)."""
    if kinds.get("expansion") and not expansion_open(state, player):
        raise RuleError("{player} has no Store on the board to build next to: Expansion Stores go beside one that has "
                        "been there a turn, so these are Branch or Joint Stores.", field="expansion", player=player)


def carry_out_plan(log: Log, actor: str, player: str, expansion: int = 0, branch: int = 0,
                   joint: int = 0) -> tuple[Log, Event]:
    """Carry out the next plan in die order: build (paying per kind declared) or sell at $50M each."""
    require_banker(actor, "carry out a Stage 5 plan")
    state = state_of(log)
    _stage5(state)
    if state.plans is None:
        raise RuleError("Reveal the plans first.")
    nxt = next_planner(state)
    if nxt != player:
        if nxt is None:
            raise RuleError("Every plan is carried out.")
        raise RuleError("It is {player}'s turn to carry out their plan.", player=nxt)
    plan = state.plans[player]
    kinds = checked_kinds(plan, expansion, branch, joint)
    beside_a_store(state, player, kinds)
    c = state.company_of(player)
    if plan[0] == "build" and (c.cash or 0) < build_cost(state, kinds):
        raise cash_short(
            "{player} cannot pay {amount} for the Stores: borrow first, or go bankrupt (Stage 5: a plan must be "
            "followed through).",
            N_("{player} cannot pay for the Stores: borrow first, or go bankrupt (Stage 5: a plan must be followed "
               "through)."), player, amount=money(build_cost(state, kinds))).told_to(state, actor)
    return commit(log, actor, CARRIED, {"player": player, "plan": list(plan), "kinds": kinds})


def _carried(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    p = d["player"]
    what, n = d["plan"]
    c = state.company_of(p)
    if what == "build":
        state = pay(state, c.name, BANK, build_cost(state, d["kinds"]), "for the Stores")
        state = state.with_company(state.company(c.name).model_copy(update={"stores": c.stores + n}))
    elif what == "sell":
        state = pay(state, BANK, c.name, n * state.tables.store_sale)
        state = state.with_company(state.company(c.name).model_copy(update={"stores": c.stores - n}))
    return state.model_copy(update={"play": state.play.model_copy(update={"done": (*state.play.done, p)})})  # type: ignore[union-attr]


def trade_stores(log: Log, actor: str, seller: str, buyer: str, n: int, total: int) -> tuple[Log, Event]:
    """Buying Stores: at the end of Stage 5, players trade Stores on agreed terms."""
    require_banker(actor, "record a trade")
    state = state_of(log)
    # "This deal must take place at the end of Stage 5": once the Chairman has asked who plays, and every plan
    # written is revealed and carried out (an audit traded a Store away under a sealed plan to sell it).
    playing = state.play is not None and any(p in state.active_players() for p in state.play.order)
    if state.stage != 5 or state.play is None or (playing and state.plans is None) or next_planner(state) is not None:
        raise RuleError("Stores change hands at the end of Stage 5, after every plan.")
    check_trade(state, seller, buyer, n, total)
    if state.company_of(seller).stores < n:
        raise RuleError("{player} has {n} Stores.", field="n", player=seller, n=state.company_of(seller).stores)
    return commit(log, actor, STORES_TRADED, {"seller": seller, "buyer": buyer, "n": n, "total": total})


def check_trade(state: RolloutState, seller: str, buyer: str, n: Any, total: Any) -> None:
    """A trade between two players in the game: a count of 1 or more, a price of 0 or more."""
    if seller == buyer:
        raise RuleError("A trade is between two players.", field="buyer")
    state.company_of(seller)
    state.company_of(buyer)
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise RuleError("Trade 1 or more.", field="n")
    if isinstance(total, bool) or not isinstance(total, int) or total < 0:
        raise RuleError("The agreed price is a whole number of $ millions, 0 or more.", field="total")


def _stores_traded(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    s, b = state.company_of(d["seller"]), state.company_of(d["buyer"])
    state = pay(state, b.name, s.name, d["total"], "for the Stores")
    state = state.with_company(state.company(s.name).model_copy(update={"stores": s.stores - d["n"]}))
    return state.with_company(state.company(b.name).model_copy(update={"stores": b.stores + d["n"]}))
