"""Roll and Rails events folded into the state: `apply` is pure and reads only the event's data."""
from __future__ import annotations

from typing import Any

from calculators.core import engine
from calculators.core.ledger import move
from calculators.core.log import Event, Log
from calculators.core.snapshot import TABLE_IMPORTED
from calculators.roll_and_rails.invariants import invariant_errors
from calculators.roll_and_rails.state import CityGoods, NewCity, Pending, RailsState, initial_state
from calculators.roll_and_rails.tables import MANIPULATORS, SHAPES

CONFIGURED = "rails.configured"
GOODS_DRAWN = "rails.goods_drawn"
DICE_ROLLED = "rails.dice_rolled"
DIE_PICKED = "rails.die_picked"
DICE_CHANGED = "rails.dice_changed"
DICE_ASSIGNED = "rails.dice_assigned"
TRACK_BUILT = "rails.track_built"
STOCK_UPGRADED = "rails.stock_upgraded"
GOODS_SHIPPED = "rails.goods_shipped"
POINTS_TAKEN = "rails.points_taken"
MONEY_TAKEN = "rails.money_taken"
GOODS_ADDED = "rails.goods_added"
CITY_FOUNDED = "rails.city_founded"
TURN_ENDED = "rails.turn_ended"
SHIPPING_PASSED = "rails.shipping_passed"
CONNECTIONS_COUNTED = "rails.connections_counted"
ROW = {"action": 0, "phase": 1, "others": 2}
BANK = "\x00bank"  # the Bank's account in the ledger (no seat can be named so)


def _pay(state: RailsState, player: str, amount: int) -> RailsState:
    """The ledger: `amount` $ from the Bank to `player` (negative: the player pays the Bank)."""
    s = state.sheet(player)
    payer, payee = (BANK, player) if amount >= 0 else (player, BANK)
    # The one money mover (calculators.core.ledger); the Bank issues money, a sheet's $ never goes below 0.
    after = move({BANK: state.bank, player: s.money}, payer, payee, abs(amount), unlimited=(BANK,))
    return state.with_sheet(s.model_copy(update={"money": after[player]})).model_copy(update={"bank": after[BANK]})


def _score(state: RailsState, player: str, points: int, row: str) -> RailsState:
    s = state.sheet(player)
    r = state.round - 1
    cells = list(s.vp[r])
    cells[ROW[row]] += points
    vp = (*s.vp[:r], tuple(cells), *s.vp[r + 1:])
    return state.with_sheet(s.model_copy(update={"vp": vp}))


def _take(state: RailsState, player: str, points: int, take: str, row: str) -> RailsState:
    """Transport points all as victory points in `row` or all as $ resources."""
    return _score(state, player, points, row) if take == "vp" else _pay(state, player, points)


def _spend(state: RailsState, player: str, die: int | None, specialist: str | None = None) -> RailsState:
    """Mark a die activated; a solo specialist is crossed out once used."""
    if die is None:
        return state
    s = state.sheet(player)
    spent = tuple(True if i == die else x for i, x in enumerate(s.spent))
    uses = dict(s.solo_uses)
    if specialist in uses:
        uses[specialist] -= 1
    return state.with_sheet(s.model_copy(update={"spent": spent, "solo_uses": uses}))


def _end_round(state: RailsState) -> RailsState:
    """End of the Round: after the shipping phase the first player marker moves left."""
    if state.phase != "shipping" or state.turn < len(state.players) or state.pending:
        return state
    blank = {"drafted": (), "dice": (), "plan": (), "spent": (), "pieces": (0, 0, 0)}
    sheets = tuple(s.model_copy(update=blank) for s in state.sheets)
    base = {"sheets": sheets, "roll": (), "pool": (), "picks": 0, "turn": 0}
    if state.round >= state.rounds:
        return state.model_copy(update={**base, "phase": "over"})
    first = (state.first + 1) % len(state.players)
    return state.model_copy(update={**base, "phase": "roll", "round": state.round + 1, "first": first})


def _configured(state: RailsState, d: dict) -> RailsState:
    sheets = tuple(
        s.model_copy(update={"vp": ((0, 0, 0),) * d["rounds"], "solo_uses": dict(d["solo_uses"])})
        for s in state.sheets)
    state = state.model_copy(update={
        "phase": "roll", "rounds": d["rounds"], "round": 1, "first": d["first"], "sheets": sheets,
        "supply": dict(d["supply"]), "awards": d["awards"], "starting_goods": d["starting_goods"]})
    for p in state.players:
        state = _pay(state, p, d["starting_money"])
    return state


def _picked(state: RailsState, d: dict) -> RailsState:
    pool = list(state.pool)
    pool.remove(d["value"])
    s = state.sheet(d["player"])
    state = state.with_sheet(s.model_copy(update={"drafted": (*s.drafted, d["value"]), "dice": (*s.dice, d["value"])}))
    picks = state.picks + 1
    done = picks == 4 * len(state.players)
    return state.model_copy(update={"pool": tuple(pool), "picks": picks, "phase": "actions" if done else "draft",
                                    "turn": 0})


def _changed(state: RailsState, d: dict) -> RailsState:
    s = state.sheet(d["player"])
    dice = list(s.dice)
    for i, v in zip(d["dice"], d["after"]):
        dice[i] = v
    used = tuple(m for m in MANIPULATORS if m in s.manipulators or m == d["manipulator"])  # kept in sheet order
    return state.with_sheet(s.model_copy(update={"dice": tuple(dice), "manipulators": used}))


def _built(state: RailsState, d: dict) -> RailsState:
    state = _spend(_pay(state, d["player"], -d["cost"]), d["player"], d["die"], "engineer" if d["engineer"] else None)
    s = state.sheet(d["player"])
    k = SHAPES.index(d["shape"])
    pieces = tuple(n + (i == k) for i, n in enumerate(s.pieces))
    return state.with_sheet(s.model_copy(update={"pieces": pieces}))


def _upgraded(state: RailsState, d: dict) -> RailsState:
    state = _spend(_pay(state, d["player"], -d["cost"]), d["player"], d["die"], d.get("specialist"))
    return state.with_sheet(state.sheet(d["player"]).model_copy(update={"stock": d["level"]}))


def _shipped(state: RailsState, d: dict) -> RailsState:
    shipper = d["player"]
    points = d["points"]
    state = _take(state, shipper, points.get(shipper, 0), d["take"], d["row"])
    state = _spend(state, shipper, d["die"], d.get("specialist"))
    s = state.sheet(shipper)
    state = state.with_sheet(s.model_copy(update={"shipped_starting": s.shipped_starting + d["starting"]}))
    origin, good = state.city_goods(d["shipment"]["origin"]), d["shipment"]["good"]
    # Goods Delivery: "crossed out from the original city" (a table saved before this check may have shipped a good
    # its city did not hold: only what the city holds is crossed out, so such a table still opens)
    if origin is not None and d["starting"] and origin.left(good):
        state = _with_city(state, origin.model_copy(update={"shipped": (*origin.shipped, good)}))
    elif origin is not None and not d["starting"] and origin.new_left(good):
        state = _with_city(state, origin.model_copy(update={"added_shipped": (*origin.added_shipped, good)}))
    pending = tuple(Pending(player=p, points=n) for p, n in points.items() if p != shipper)
    state = state.model_copy(update={"pending": (*state.pending, *pending)})
    if d["die"] is None:  # Shipping the Goods Phase: one good each, then the next player
        state = state.model_copy(update={"turn": state.turn + 1})
    return _end_round(state)


def _with_city(state: RailsState, city: CityGoods) -> RailsState:
    return state.model_copy(update={"goods": tuple(city if g.city == city.city else g for g in state.goods)})


def _filled(state: RailsState, place: str, goods: list[str] | None, founded: bool) -> RailsState:
    """A set from the New Goods table filled into `place`: its goods recorded (`goods`), or, in a table saved before
    they were, only that the city now holds goods the app does not know. A new city holds no starting goods."""
    city = state.city_goods(place)
    if goods is None:
        return state if city is None else _with_city(state, city.model_copy(update={"topped_up": True}))
    if city is None:
        city = CityGoods(city=place, goods=(), drawn=founded, added=tuple(goods))
        return state.model_copy(update={"goods": (*state.goods, city)})
    return _with_city(state, city.model_copy(update={"added": (*city.added, *goods)}))


def _points_taken(state: RailsState, d: dict) -> RailsState:
    state = _take(state, d["player"], d["points"], d["take"], "others")
    pending = list(state.pending)
    pending.remove(Pending(player=d["player"], points=d["points"]))
    return _end_round(state.model_copy(update={"pending": tuple(pending)}))


def _turn_ended(state: RailsState, d: dict) -> RailsState:
    s = state.sheet(d["player"])
    state = state.with_sheet(s.model_copy(update={"plan": (), "spent": (), "pieces": (0, 0, 0)}))
    turn = state.turn + 1
    if turn == len(state.players):
        return state.model_copy(update={"turn": 0, "phase": "shipping"})
    return state.model_copy(update={"turn": turn})


def apply(state: RailsState, event: Event) -> RailsState:
    """The state after one Roll and Rails event (other kinds leave it unchanged)."""
    d, k = event.data, event.kind
    if k == CONFIGURED:
        return _configured(state, d)
    if k == GOODS_DRAWN:
        city = CityGoods(city=d["city"], goods=tuple(d["goods"]), crossed=d["crossed"])
        return state.model_copy(update={"goods": (*state.goods, city), "starting_goods": state.starting_goods
                                        + len(city.goods)})
    if k == DICE_ROLLED:
        roll = tuple(d["rolls"][-1])
        return state.model_copy(update={"roll": roll, "pool": tuple(sorted(roll)), "picks": 0, "phase": "draft"})
    if k == DIE_PICKED:
        return _picked(state, d)
    if k == DICE_CHANGED:
        return _changed(state, d)
    if k == DICE_ASSIGNED:
        s = state.sheet(d["player"])
        n = len(d["plan"])
        return state.with_sheet(s.model_copy(update={"plan": tuple(d["plan"]), "spent": (False,) * n,
                                                     "pieces": (0, 0, 0)}))
    if k == TRACK_BUILT:
        return _built(state, d)
    if k == STOCK_UPGRADED:
        return _upgraded(state, d)
    if k == GOODS_SHIPPED:
        return _shipped(state, d)
    if k == POINTS_TAKEN:
        return _points_taken(state, d)
    if k == MONEY_TAKEN:
        return _spend(_pay(state, d["player"], d["amount"]), d["player"], d["die"], d["specialist"])
    if k == GOODS_ADDED:  # Manufacturer: a new set of goods filled into a city
        state = _filled(state, d["city"] or "", d.get("goods"), founded=False)
        return _spend(_pay(state, d["player"], -d["cost"]), d["player"], d["die"], "manufacturer")
    if k == CITY_FOUNDED:
        city = NewCity(town=d["town"], letter=d["letter"], round=state.round, player=d["player"])
        state = state.model_copy(update={"new_cities": (*state.new_cities, city)})
        if d.get("goods") is not None:  # Urban planner: "a set available from the Goods table" fills the new city
            state = _filled(state, d["town"], d["goods"], founded=True)
        return _spend(_pay(state, d["player"], -d["cost"]), d["player"], d["die"], "urban_planner")
    if k == TURN_ENDED:
        return _turn_ended(state, d)
    if k == SHIPPING_PASSED:
        return _end_round(state.model_copy(update={"turn": state.turn + 1}))
    if k == CONNECTIONS_COUNTED:
        s = state.sheet(d["player"])
        state = state.with_sheet(s.model_copy(update={"completed": d["completed"], "abandoned": d["abandoned"]}))
        if state.phase == "over" and d["player"] not in state.counted:  # End of the Game: counted for the final score
            state = state.model_copy(update={"counted": tuple(p for p in state.players
                                                              if p in (*state.counted, d["player"]))})
        return state
    return state


def start(first: Event) -> RailsState:
    """The state a table's first event sets up: blank sheets for its seats, or the state it was imported with."""
    if first.kind == TABLE_IMPORTED:
        return RailsState.model_validate(first.data["state"])
    return initial_state(tuple(first.data["players"]))


def start_of(log: Log) -> RailsState:
    """The state a table starts from: blank sheets for its seats, or the state it was imported with."""
    return start(log.events[0])


FOLD = engine.Fold("roll-and-rails", start, apply, invariant_errors)


def state_of(log: Log) -> RailsState:
    """The Roll and Rails state in force after `log` (the actions in force, folded once per log)."""
    return FOLD.state(log)


def commit(log: Log, kind: str, actor: str, data: dict[str, Any]) -> tuple[Log, Event]:
    """Apply the event's effect to the state in force, check the invariants, then record it (RuleError: nothing recorded)."""
    return engine.commit(log, FOLD, kind, actor, data)
