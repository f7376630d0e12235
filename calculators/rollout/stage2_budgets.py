"""Stage 2 — Rollout, Steps A to C: check the Hex, set budgets (a sealed round), show cards and pay."""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from calculators.core import bids
from calculators.core.actors import may_act_for, require_banker
from calculators.core.log import Event, Log
from calculators.core.model import N_, RuleError, Term
from calculators.rollout.fold import commit, require_turn_of, state_of
from calculators.rollout.ledger import pay, shift_price
from calculators.rollout.cycle import advance
from calculators.rollout.dice import faces_of, roll_data, roll_dice
from calculators.rollout.state import BANK, Rollout, RolloutState
from calculators.rollout.tables import PRODUCT_NAMES, PRODUCTS

HEX_CHECKED = "rollout.hex_checked"
CARD_SHOWN = "rollout.card_shown"
BUDGETS = "rollout:budgets:"


def hex_product(face: int) -> str:
    """Step A: 1 or 2 Radios, 3 or 4 Televisions, 5 or 6 Computers."""
    return PRODUCTS[(face - 1) // 2]


def in_demand(state: RolloutState) -> str | None:
    """The product in demand, or None while the Hex is still to be checked (Step A: at the first Stage 2 and the
    first after someone reached the Gold Coast, nobody may announce a product before the die is rolled)."""
    return None if state.hex_due and state.stage <= 2 else state.hex


def rollout_at(state: RolloutState, step: str) -> Rollout:
    """This turn's Stage 2, which must be at `step`."""
    r = state.rollout
    if state.stage != 2 or r is None:
        raise RuleError("That is done in Stage 2 — Rollout.")
    if r.step != step:
        raise RuleError("Stage 2 is at {now}, not {step}.", now=STEP_NAMES[r.step], step=STEP_NAMES[step])
    return r


STEP_NAMES = {"hex": Term("Step A (Check the Hex)"), "budgets": Term("Step B (Set Budgets)"),
              "cards": Term("Step C (Show Product Cards)"), "dice": Term("Step D (Roll the Dice)"),
              "profits": Term("Step E (Collect Profits)"), "prices": Term("Step F (Adjust Stock Market Prices)"),
              "done": Term("its end")}


def check_hex(log: Log, actor: str, rng: random.Random | None = None,
              faces: Sequence[int] | None = None) -> tuple[Log, Event]:
    """Step A: one player (any) rolls a die for the product in demand; only at the first Stage 2 and after a Gold Coast."""
    if not may_act_for(actor):
        raise RuleError("A player or the banker rolls for the Hex.")
    state = state_of(log)
    rollout_at(state, "hex")
    key = f"turn {state.turn} / check the hex"
    r = roll_dice(log, key, 1, "Step A — Check the Hex", rng, faces, step=Term("Step A — Check the Hex"))
    return commit(log, actor, HEX_CHECKED, roll_data(r, key))


def _hex(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    r = state.rollout.model_copy(update={"step": "budgets"})  # type: ignore[union-attr]
    return state.model_copy(update={"hex": hex_product(faces_of(d)[0]), "hex_due": False, "rollout": r})


def budgets_round(state: RolloutState) -> str:
    """The id of this turn's Step B round."""
    return f"{BUDGETS}{state.turn}"


def budgets_waiting(log: Log) -> tuple[str, ...] | None:
    """Step B: who has still to confirm a budget and price before the reveal (None: the round is not open, or this
    is not Step B)."""
    state = state_of(log)
    if state.stage != 2 or state.rollout is None or state.rollout.step != "budgets":
        return None
    rid = budgets_round(state)
    if rid not in bids.rounds(log):
        return None
    return bids.reveal_waits_for(log, rid)


def budgets_spec(state: RolloutState) -> bids.RoundSpec:
    """Step B: each player circles an Advertising Blitz budget and a price on the Boardroom Pad."""
    t = state.tables
    return bids.RoundSpec(
        purpose=f"Turn {state.turn}, Step B — advertising budget and price for {PRODUCT_NAMES[state.hex]}",
        participants=state.rollout.players,  # type: ignore[union-attr]
        fields=(
            bids.FieldSpec(name="advertising", label=N_("Advertising Blitz ($M)"), kind="choice",
                           options=tuple(str(x) for x in t.advertising_choices)),
            bids.FieldSpec(name="price", label=N_("Price ($)"), kind="choice",
                           options=tuple(str(x) for x in t.price_choices)),
        ),
        resolve="reveal", allow_pass=False,
    )


def open_budgets(log: Log, actor: str) -> tuple[Log, Event]:
    """The banker opens Step B's sealed round for every player in Stage 2."""
    require_banker(actor, "open Step B")
    state = state_of(log)
    rollout_at(state, "budgets")
    return bids.open_round(log, actor, budgets_spec(state), round_id=budgets_round(state))


def reveal_budgets(log: Log, actor: str) -> tuple[Log, Event]:
    """Step C begins: every budget is shown at once."""
    require_banker(actor, "reveal the budgets")
    state = state_of(log)
    rollout_at(state, "budgets")
    return bids.reveal(log, actor, budgets_round(state))


def budgets_revealed(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    """The effect of Step B's reveal: the budgets are public."""
    r = state.rollout
    if state.stage != 2 or r is None or r.step != "budgets" or d["round_id"] != budgets_round(state):
        return state
    budgets = {e["seat"]: (int(e["values"]["advertising"]), int(e["values"]["price"]))
               for e in d["result"]["entries"] if e["values"] is not None}
    return state.model_copy(update={"rollout": r.model_copy(update={"step": "cards", "budgets": budgets})})


def show_card(log: Log, actor: str, player: str, q: int | None, pay_advertising: bool = True) -> tuple[Log, Event]:
    """Step C: a player states the Q of their card of the product in demand (None: no card) and pays the Blitz or not."""
    require_turn_of(actor, player, "show their card")
    state = state_of(log)
    r = rollout_at(state, "cards")
    c = state.company_of(player)
    if player not in r.players:
        raise RuleError("{player} has no Stores and does not play Stage 2.", player=player)
    if player in r.shown:
        raise RuleError("{player} has already shown their card.", player=player)
    if q is not None:
        if isinstance(q, bool) or not isinstance(q, int) or not 1 <= q <= state.tables.cards_per_product:
            raise RuleError("A card's Q is 1 to {most}.", field="q", most=state.tables.cards_per_product)
        if c.cards[PRODUCTS.index(state.hex)] == 0:
            raise RuleError("{player} holds no {product} card.", field="q", player=player,
                            product=PRODUCT_NAMES[state.hex])
    return commit(log, actor, CARD_SHOWN, {"player": player, "q": q, "pay": bool(pay_advertising)})


def same_cards(shown: dict[str, int | None]) -> dict[int, tuple[str, ...]]:
    """Qs shown by more than one player this Step C (Q -> who): "18 Radio, 18 Television and 18 Computer Product
    Cards … Q1 is the lowest and Q18 is the highest rating" — each card is in the deck once, so one of them is a
    slip. Not refused (a table may have mixed a deck; saved tables keep replaying): the screens say it."""
    by_q: dict[int, tuple[str, ...]] = {}
    for player, q in shown.items():
        if q is not None:
            by_q[q] = (*by_q.get(q, ()), player)
    return {q: who for q, who in by_q.items() if len(who) > 1}


def _shown(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    p = d["player"]
    r = state.rollout
    c = state.company_of(p)
    budget = r.budgets.get(p, (0, 0))[0]  # type: ignore[union-attr]
    paid = d["pay"] or budget == 0
    if d["pay"]:
        state = pay(state, c.name, BANK, budget, "for the Advertising Blitz: borrow first, or do not pay")
    failings = (d["q"] is None) + (not paid)
    if failings:  # Step C, Note: no dice, back to Square One, five squares down per failing
        state = state.with_company(state.company(c.name).model_copy(update={"sales": 0}))
        state = shift_price(state, c.name, -failings * state.tables.meter_move)
    r = r.model_copy(update={"shown": {**r.shown, p: d["q"]}, "paid": {**r.paid, p: paid}})  # type: ignore[union-attr]
    return advance(state.model_copy(update={"rollout": r}))

