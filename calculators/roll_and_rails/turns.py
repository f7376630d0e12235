"""The action phase and the shipping phase: matching dice, then activating them one by one."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from calculators.core.actors import seat_actor
from calculators.core.log import Event, Log
from calculators.core.model import RuleError, Term
from calculators.core.money import format_roll_and_rails as dollars
from calculators.roll_and_rails.fold import (
    commit,
    CONNECTIONS_COUNTED, DICE_ASSIGNED, GOODS_SHIPPED, POINTS_TAKEN, SHIPPING_PASSED, STOCK_UPGRADED, TRACK_BUILT,
    TURN_ENDED,
)
from calculators.roll_and_rails.checks import die_for, on_turn, player_of, table, whole
from calculators.roll_and_rails.rules import (
    Shipment, check_city_goods, check_good, check_plan, check_shipment, check_stops, track_cost, transport_points,
    UPGRADE_DICE, upgrade_cost,
)
from calculators.roll_and_rails.tables import MAX_STOCK, SHAPES
from calculators.roll_and_rails.terms import term, terms

TAKES = ("vp", "money")


def assign_dice(log: Log, actor: str, plan: Sequence[str]) -> tuple[Log, Event]:
    """Player's Turn: match one die to the specialist wheel and three to the action table; `plan[i]`
    names what die i does (an action, a specialist, or "dollar" in the solo variant)."""
    state, board = table(log)
    player = on_turn(state, actor, "actions")
    sheet = state.sheet(player)
    if sheet.plan:
        raise RuleError("{player}'s dice are already matched.", player=player)
    if isinstance(plan, (str, bytes)) or not isinstance(plan, Sequence):
        raise RuleError("Say what each die does.", field="plan")
    check_plan(board, sheet, plan, state.solo)
    return commit(log, DICE_ASSIGNED, actor, {"player": player, "plan": list(plan), "dice": list(sheet.dice)})


def _afford(money: int, cost: int, player: str, *, shape: str | None = None, level: int | None = None) -> None:
    # Resources: a player who cannot afford an action cannot perform it.
    if cost <= money:
        return
    if shape is not None:
        raise RuleError("{player} has {money}; this {shape} costs {cost}.", player=player, money=dollars(money),
                        shape=term(shape), cost=dollars(cost))
    raise RuleError("{player} has {money}; level {level} costs {cost}.", player=player, money=dollars(money),
                    level=level, cost=dollars(cost))


def build_track(log: Log, actor: str, die: int, terrain: Sequence[str], shape: str | None = None) -> tuple[Log, Event]:
    """Railway Network Development: draw one track piece and pay for the terrain it crosses; the
    Engineer's die builds one more piece of any `shape` (a fourth of one shape too)."""
    state, board = table(log)
    player = on_turn(state, actor, "actions")
    what = die_for(state, player, die, (*SHAPES, "engineer"), Term("build track"))
    engineer = what == "engineer"
    if engineer and shape not in SHAPES:
        raise RuleError("Choose the Engineer's piece: {shapes}.", field="shape", shapes=terms(SHAPES))
    if not engineer and shape not in (None, what):
        raise RuleError("That die builds a {what}, not a {shape}.", field="shape", what=term(what), shape=term(shape))
    shape = shape or what
    sheet = state.sheet(player)
    limit = board.value("track_max")
    # Each track action "can be done three times"; the Engineer's piece is one more "than building
    # limit this round (4 tracks total)" and "can be of any given shape" — a fourth curve too, whether it is
    # drawn before or after the action dice ("activates them in any selected order"): only the pieces of this
    # shape's action dice count towards the limit, never the Engineer's.
    by_dice = sum(1 for plan, spent in zip(sheet.plan, sheet.spent) if spent and plan == shape)
    if not engineer and by_dice >= limit:
        raise RuleError("{player} has built {limit} {shape} pieces this turn; that is the most.", field="shape",
                        player=player, limit=limit, shape=term(shape))
    if isinstance(terrain, (str, bytes)) or not isinstance(terrain, Sequence) or not terrain:
        raise RuleError("Tap the terrain the piece crosses (plains, forest, ..., river).", field="terrain")
    if list(terrain).count("river") > 1:  # "Building through river (paid once when reached the river): 1$"
        raise RuleError("A river is paid once, when the track reaches it: tap River once for this piece.",
                        field="terrain")
    cost = track_cost(terrain, board.value("terrain_costs"))
    _afford(sheet.money, cost, player, shape=shape)
    data = {"player": player, "die": die, "shape": shape, "terrain": list(terrain), "cost": cost,
            "engineer": engineer}
    return commit(log, TRACK_BUILT, actor, data)


def upgrade_stock(log: Log, actor: str, die: int) -> tuple[Log, Event]:
    """Upgrade Action (once a turn) or the Mechanic: rolling stock one level up, paying the printed cost."""
    state, board = table(log)
    player = on_turn(state, actor, "actions")
    what = die_for(state, player, die, UPGRADE_DICE, Term("upgrade rolling stock"))
    sheet = state.sheet(player)
    if sheet.stock >= MAX_STOCK:
        raise RuleError("{player}'s rolling stock is at level {top}, the top.", player=player, top=MAX_STOCK)
    cost = upgrade_cost(sheet.stock, board.value("upgrade_costs"))
    _afford(sheet.money, cost, player, level=sheet.stock + 1)
    data = {"player": player, "die": die, "level": sheet.stock + 1, "cost": cost,
            "specialist": "mechanic" if what == "mechanic" else None}
    return commit(log, STOCK_UPGRADED, actor, data)


def _shipment(raw: Any) -> Shipment:
    if isinstance(raw, Shipment):
        return raw
    try:
        return Shipment.model_validate(raw)
    except ValidationError as e:
        err = e.errors(include_url=False)[0]
        # pydantic's own words are English: the field at fault is named instead (the form marks it)
        where = ".".join(str(p) for p in err["loc"]) or "shipment"
        raise RuleError("The route is not complete.", field=where) from None


def ship_goods(log: Log, actor: str, shipment: Shipment | Mapping[str, Any], take: str,
               die: int | None = None) -> tuple[Log, Event]:
    """Goods Delivery: with a die on the action (or the Logistician) in the action phase, or without a die
    in the shipping phase. The shipper takes their transport points first, as VP or $ (`take`); every other
    owner of a used connection then takes theirs (`take_points`)."""
    return commit(log, GOODS_SHIPPED, actor, _shipped(log, actor, shipment, take, die))


def shipment_refusal(log: Log, player: str, shipment: Shipment | Mapping[str, Any],
                     die: int | None = None) -> RuleError | None:
    """What may this seat ship now: the refusal `ship_goods` would give `player`'s seat for `shipment` (a form half
    filled in: no good, no city or no connection yet), or None when it may be shipped (as VP or as $). The screen's
    Ship buttons stand disabled with this reason instead of inviting a tap that is refused."""
    try:
        _shipped(log, seat_actor(player), shipment, TAKES[0], die)
    except RuleError as err:
        return err
    return None


def _shipped(log: Log, actor: str, shipment: Shipment | Mapping[str, Any], take: str, die: int | None) -> dict:
    """The checks of Goods Delivery, in the order a player fills in the form (the good, the city it leaves and what
    that city still holds, then the route); the event's data when all pass."""
    state, board = table(log)
    phase = "shipping" if die is None else "actions"
    player = on_turn(state, actor, phase)
    specialist = None
    if die is not None:
        what = die_for(state, player, die, ("deliver", "logistician"), Term("ship goods"))
        specialist = "logistician" if what == "logistician" else None
    if take not in TAKES:
        raise RuleError("Take the transport points as victory points (vp) or resources (money).", field="take")
    s = _shipment(shipment)
    colours = board.value("setup_colors")
    check_good(s, colours)
    if s.starting and state.starting_goods and sum(x.shipped_starting for x in state.sheets) >= state.starting_goods:
        raise RuleError("All {n} starting goods are already shipped.", field="starting", n=state.starting_goods)
    check_city_goods(state, s)  # said as soon as the city is chosen, before the route is drawn
    check_stops(state, board, s)
    check_shipment(player, state.sheet(player).stock, s, state.players, colours)
    return {"player": player, "die": die, "specialist": specialist, "row": "action" if die is not None else "phase",
            "shipment": s.model_dump(mode="json"), "points": transport_points(player, s.hops, state.players),
            "take": take, "starting": s.starting}


def take_points(log: Log, actor: str, take: str) -> tuple[Log, Event]:
    """Transport points from another player's shipment through this player's connections: all as VP or all as $."""
    state, _ = table(log)
    player = player_of(state, actor)
    mine = [p for p in state.pending if p.player == player]
    if not mine:
        raise RuleError("{player} has no transport points waiting.", player=player)
    if take not in TAKES:
        raise RuleError("Take the transport points as victory points (vp) or resources (money).", field="take")
    return commit(log, POINTS_TAKEN, actor, {"player": player, "points": mine[0].points, "take": take})


def end_turn(log: Log, actor: str) -> tuple[Log, Event]:
    """End of Player's Turn: dice not activated go unused; the player on the left takes the turn."""
    state, _ = table(log)
    player = on_turn(state, actor, "actions")
    sheet = state.sheet(player)
    unused = [sheet.dice[i] for i, x in enumerate(sheet.spent) if not x]
    return commit(log, TURN_ENDED, actor, {"player": player, "unused": unused, "assigned": bool(sheet.plan)})


def pass_shipping(log: Log, actor: str) -> tuple[Log, Event]:
    """Shipping the Goods Phase: the player ships nothing this round."""
    state, _ = table(log)
    player = on_turn(state, actor, "shipping")
    return commit(log, SHIPPING_PASSED, actor, {"player": player})


def count_connections(log: Log, actor: str, completed: int, abandoned: int) -> tuple[Log, Event]:
    """The player's completed and abandoned connections, as counted on the map (any time)."""
    state, _ = table(log)
    player = player_of(state, actor)
    if state.phase == "setup":
        raise RuleError("Set up the game first.")
    data = {"player": player, "completed": whole(completed, "completed"), "abandoned": whole(abandoned, "abandoned")}
    return commit(log, CONNECTIONS_COUNTED, actor, data)


__all__ = ["assign_dice", "build_track", "upgrade_stock", "ship_goods", "shipment_refusal", "take_points", "end_turn",
           "pass_shipping", "count_connections"]
