"""Stage 2 — Rollout, Steps D to F: the free and bonus rolls, profits, stock prices and the Gold Coast."""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, NamedTuple

from calculators.core.actors import require_banker
from calculators.core.log import Event, Log, state_before
from calculators.core.model import RuleError, Term
from calculators.rollout.fold import commit, require_turn_of, state_of
from calculators.rollout.ledger import pay, shift_price
from calculators.rollout.cycle import advance, may_roll
from calculators.rollout.dice import faces_of, roll_data, roll_dice
from calculators.rollout.stage2_budgets import rollout_at
from calculators.rollout.state import BANK, RolloutState
from calculators.rollout.tables import PRODUCTS

ROLLED = "rollout.sales_rolled"
PROFITS = "rollout.profits_collected"
PRICES = "rollout.prices_adjusted"


def _leaders(values: dict[str, int], best) -> set[str]:
    top = best(values.values())
    return {p for p, v in values.items() if v == top}


def dice_for(state: RolloutState, player: str) -> list[tuple[str, int]]:
    """Step D: the Free Roll and each bonus roll a player has, decided among the players who may roll."""
    r = state.rollout
    if r is None or not may_roll(r, player):
        return []
    rollers = [p for p in r.players if may_roll(r, p) and p in state.active_players()]
    out = [("Free Roll", 1)]
    c = state.company_of(player)
    if c.extra_roll:  # Takeovers: an extra free roll
        out.append(("Extra free roll (takeover)", 1))
    # Step D, The Bonus Roll: ties all roll.
    if player in _leaders({p: r.shown[p] for p in rollers}, max):  # type: ignore[misc]
        out.append(("Best product (highest Q)", 1))
    if player in _leaders({p: r.budgets[p][0] for p in rollers}, max):
        out.append(("Largest Advertising Blitz", 1))
    if player in _leaders({p: r.budgets[p][1] for p in rollers}, min):
        out.append(("Lowest price", 1))
    if player in _leaders({p: state.company_of(p).stores for p in rollers}, max):
        out.append(("Most Stores", 2))
    return out


def roll_sales(log: Log, actor: str, player: str, rng: random.Random | None = None,
               faces: Sequence[int] | None = None) -> tuple[Log, Event]:
    """Step D: roll all of a player's dice (or enter real ones) and move the sales meter a square per pip."""
    require_turn_of(actor, player, "roll their dice")
    state = state_of(log)
    r = rollout_at(state, "dice")
    state.company_of(player)
    if player in r.dice:
        raise RuleError("{player} has already rolled this turn.", player=player)
    groups = dice_for(state, player)
    if not groups:
        raise RuleError("{player} rolls no dice this turn (Step C: no card shown, or the Blitz not paid).",
                        player=player)
    n = sum(k for _, k in groups)
    key = f"turn {state.turn} / step D / {player}"
    got = roll_dice(log, key, n, f"Step D — {player}: " + ", ".join(g for g, _ in groups), rng, faces,
                    step=Term("Step D — Roll the Dice"))
    return commit(log, actor, ROLLED, roll_data(got, key, player=player, groups=[list(g) for g in groups]))


def squares_up(log: Log, event: Event, now: RolloutState) -> int:
    """Step D: the squares a player's roll (`event`) moved their sales meter: its pips, or fewer where the meter
    stopped at the Gold Coast (a walk's phone read "30 squares up" of a meter that moved 17). `now`: the state in
    force, the roll in it."""
    pips = sum(faces_of(event.data))
    if now.company_of(event.data["player"]).sales < now.tables.gold_coast_square:
        return pips  # not at the Gold Coast: every pip moved it (the state before is read only when it matters)
    before = state_before(log, event, state_of).company_of(event.data["player"]).sales
    return min(pips, now.tables.gold_coast_square - before)


def _rolled(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    p = d["player"]
    faces = faces_of(d)
    c = state.company_of(p)
    gc = state.tables.gold_coast_square
    state = state.with_company(c.model_copy(update={"sales": min(gc, c.sales + sum(faces))}))
    r = state.rollout.model_copy(update={"dice": {**state.rollout.dice, p: faces}})  # type: ignore[union-attr]
    return advance(state.model_copy(update={"rollout": r}))


def profit_parts(state: RolloutState) -> dict[str, tuple[int, int, int]]:
    """Step E's working for each player: (units on the Sales Index, the price, Gold Coast meters already there) —
    "the number of units on the Sales Index × the price", plus $500M a meter (the table checks each sum)."""
    r = state.rollout
    t = state.tables
    out = {}
    for c in state.active():
        units = price = 0
        if r is not None and c.ceo in r.players and c.ceo in r.budgets:
            units, price = t.units(c.sales), r.budgets[c.ceo][1]
        # Interpretation: Gold Coast meters pay even a company without Stores this turn.
        out[c.ceo] = (units, price, c.gold_coast)
    return out


def profits(state: RolloutState) -> dict[str, int]:
    """Step E for each player: units on the Sales Index × price, plus $500M per Gold Coast meter already there."""
    income = state.tables.gold_coast_income
    return {p: units * price + income * meters for p, (units, price, meters) in profit_parts(state).items()}


def collect_profits(log: Log, actor: str) -> tuple[Log, Event]:
    """Step E: the Bank pays every player's profits."""
    require_banker(actor, "pay the profits")
    state = state_of(log)
    rollout_at(state, "profits")
    return commit(log, actor, PROFITS, {"profits": profits(state)})


def _profits(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    for p, amount in d["profits"].items():
        state = pay(state, BANK, state.company_of(p).name, amount)
    return state.model_copy(update={"rollout": state.rollout.model_copy(update={"step": "prices"})})  # type: ignore[union-attr]


def adjust_prices(log: Log, actor: str) -> tuple[Log, Event]:
    """Step F and Reaching the Gold Coast: leaders up five, last down five; the Gold Coast's moves; on to Stage 3."""
    require_banker(actor, "adjust the stock prices")
    state = state_of(log)
    rollout_at(state, "prices")
    return commit(log, actor, PRICES, {})


def _sales_move(state: RolloutState, player: str, squares: int, sales: int | None = None) -> RolloutState:
    c = state.company_of(player)
    state = shift_price(state, c.name, squares)
    if sales is not None:
        state = state.with_company(state.company(c.name).model_copy(update={"sales": sales}))
    return state


def gold_coast_movers(state: RolloutState, players: list[str]) -> list[str]:
    """Whose meters move when someone reaches the Gold Coast. Reaching the Gold Coast: "Players who do not
    reach the Gold Coast must move their Stock Market meters down (five squares to the left) and their Sales
    Track meters back to Square One" — every player still in the game, those without Stores (who did not play
    this Stage 2) too. Setting `gold_coast_spares_storeless` keeps the earlier reading: only this Stage 2's players."""
    if state.options.gold_coast_spares_storeless:
        return players
    return list(state.active_players())


class StepF(NamedTuple):
    """Step F's moves, before they are made: the Sales Track's leaders (up) and last (down), and on a Gold Coast
    turn who reached it (up) and whose meters it moves (the others: down)."""

    players: list[str]
    leaders: set[str]
    last: set[str]
    reached: tuple[str, ...]
    movers: list[str]


def step_f(state: RolloutState) -> StepF:
    """Step F — Adjust Stock Market Prices, and Reaching the Gold Coast: who moves, and why (the fold makes the
    moves; History names the reasons)."""
    r = state.rollout
    players = [p for p in r.players if p in state.active_players()]  # type: ignore[union-attr]
    sales = {p: state.company_of(p).sales for p in players}
    reached = tuple(p for p in players if sales[p] >= state.tables.gold_coast_square)
    ranked = bool(sales) and (state.options.gold_coast_with_step_f or not reached) and len(set(sales.values())) > 1
    return StepF(players, _leaders(sales, max) if ranked else set(), _leaders(sales, min) if ranked else set(),
                 reached, gold_coast_movers(state, players) if reached else [])


def _prices(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    r = state.rollout
    t = state.tables
    f = step_f(state)
    reached = f.reached
    for p in f.leaders:
        state = _sales_move(state, p, t.meter_move)
    for p in f.last:
        state = _sales_move(state, p, -t.meter_move)
    if reached:  # Reaching the Gold Coast
        h = PRODUCTS.index(state.hex)
        for p in f.movers:
            if p in reached:
                c = state.company_of(p)
                state = state.with_company(c.model_copy(update={"gold_coast": c.gold_coast + 1}))
            state = _sales_move(state, p, t.meter_move if p in reached else -t.meter_move, sales=0)
            if r.shown.get(p) is not None:  # type: ignore[union-attr]
                c = state.company_of(p)  # the card used returns to the deck
                cards = tuple(n - 1 if i == h and n > 0 else n for i, n in enumerate(c.cards))
                state = state.with_company(c.model_copy(update={"cards": cards}))
    if not state.options.extra_roll_every_turn:
        state = state.model_copy(update={"companies": tuple(
            c.model_copy(update={"extra_roll": False}) for c in state.companies)})
    r = r.model_copy(update={"step": "done", "reached": reached})  # type: ignore[union-attr]
    return state.model_copy(update={"rollout": r, "hex_due": state.hex_due or bool(reached), "stage": 3, "play": None})
