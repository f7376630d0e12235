"""Roll and Rails rules as pure functions: draft order, what a die can do, costs, the delivery check."""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from calculators.core.boards import Board
from calculators.core.model import Frozen, RuleError
from calculators.roll_and_rails.state import RailsState, Sheet
from calculators.roll_and_rails.terms import term, terms
from calculators.roll_and_rails.tables import (
    ACTIONS, DOLLAR, MAX_STOCK, SHAPES, SPECIALISTS, action_dice, action_max, specialists_for,
)

DICE_PER_PLAYER = 4
TRACK_LIMIT = 3  # Available Actions: each track piece "can be done three times"
UPGRADE_DICE = ("upgrade", "mechanic")  # a die matched to either upgrades the rolling stock (the action, the specialist)


def dice_count(players: int) -> int:
    """What You Need: 4 x players + 1 dice (1 player: 5, 2: 9, 3: 13, 4: 17, 5: 21)."""
    return DICE_PER_PLAYER * players + 1


def draft_order(clockwise: Sequence[str]) -> tuple[str, ...]:
    """Dice Selection Phase: picks 1 and 3 clockwise from the first player, 2 and 4 back from the last."""
    cw = tuple(clockwise)
    return cw + cw[::-1] + cw + cw[::-1]


def whose_pick(state: RailsState) -> str | None:
    """The player whose pick it is in the draft, or None outside the draft."""
    if state.phase != "draft":
        return None
    return draft_order(state.clockwise())[state.picks]


def whose_turn(state: RailsState) -> str | None:
    """The player whose turn it is in the action or shipping phase (clockwise from the first player)."""
    if state.phase not in ("actions", "shipping") or state.turn >= len(state.players):
        return None
    return state.clockwise()[state.turn]


def dice_returned(state: RailsState, player: str) -> bool:
    """The player's action turn of this round is over: "After a die is activated it must be returned to the middle
    of the table" — the dice on their sheet are spent (the next round drafts anew)."""
    if state.phase in ("shipping", "over", "roll"):
        return True
    return state.phase == "actions" and state.clockwise().index(player) < state.turn


def die_options(board: Board, value: int, solo: bool, uses: Mapping[str, int] | None = None) -> tuple[str, ...]:
    """Everything a die of `value` can do: the actions that take it, the specialists it calls (solo: those
    with uses left in `uses`), solo's 1$."""
    actions = tuple(a for a in ACTIONS if value in action_dice(board, a))
    wheel = specialists_for(board, value, solo)
    if solo and uses is not None:
        wheel = tuple(w for w in wheel if uses.get(w, 0) > 0)
    return actions + wheel + ((DOLLAR,) if solo else ())


def track_cost(terrain: Sequence[str], costs: dict[str, int]) -> int:
    """The cost of track building: the terrains crossed summed (a river listed once, when it is reached)."""
    total = 0
    for i, t in enumerate(terrain):
        if t not in costs:
            where = f"terrain[{i}]"
            raise RuleError("{terrain} is not a terrain; choose from {terrains}.", field=where,
                            terrain=repr(t), terrains=terms(costs))
        total += costs[t]
    return total


def more_than_one_hex(terrain: Sequence[str]) -> bool:
    """Whether `terrain`, the taps for one track piece, names more than one hex's worth: a piece is "a fragment" drawn
    in one hex of the map (its plains, forest, swamp, mountain or town) and a river "paid once when reached the
    river" (Rules for Railway Network development). The cost still sums every tap (Jack's example adds "mountain (A),
    town (B), forest (C) and river (D)": 5$); this only asks the table to check a double or stray tap."""
    hexes = [t for t in terrain if t != "river"]
    return len(hexes) > 1 or len(terrain) - len(hexes) > 1


def upgrade_cost(level: int, costs: Sequence[int]) -> int:
    """What raising rolling stock from `level` to the next costs (level 2 costs 1$ ... level 6 5$)."""
    if not 1 <= level < MAX_STOCK:
        raise RuleError("Rolling stock is at level {level}; the track ends at {top}.", level=level, top=MAX_STOCK)
    return costs[level - 1]


def check_plan(board: Board, sheet: Sheet, plan: Sequence[str], solo: bool) -> None:
    """Player's Turn: one die to the specialist wheel, three to the action table, each on a space it fits."""
    if len(plan) != len(sheet.dice):
        raise RuleError("Say what each of {player}'s {n} dice does.", field="plan", player=sheet.name,
                        n=len(sheet.dice))
    wheel = [i for i, p in enumerate(plan) if p not in ACTIONS]
    if len(wheel) != 1:
        raise RuleError("Match exactly one die to the specialist wheel and three to the action table.", field="plan")
    for i, (what, value) in enumerate(zip(plan, sheet.dice)):
        if what not in (*ACTIONS, *SPECIALISTS, *((DOLLAR,) if solo else ())):
            where = f"plan[{i}]"
            raise RuleError("{what} is not an action or a specialist.", field=where, what=repr(what))
        if what in ACTIONS and value not in action_dice(board, what):
            where = f"plan[{i}]"
            raise RuleError("A {value} does not fit the {action} action (dice {dice}).", field=where,
                            value=value, action=term(what), dice=tuple(action_dice(board, what)))
    for action, n in Counter(p for p in plan if p in ACTIONS).items():
        most = action_max(board, action)
        if n > most and most == 1:
            raise RuleError("The {action} action takes one die a turn, not {n}.", field="plan", action=term(action), n=n)
        if n > most:
            raise RuleError("The {action} action takes at most {most} dice a turn, not {n}.", field="plan",
                            action=term(action), most=most, n=n)
    i = wheel[0]
    who, value = plan[i], sheet.dice[i]
    if who != DOLLAR:
        called = specialists_for(board, value, solo)
        if who not in called:
            _not_called(value, called, who, f"plan[{i}]")
        if solo and sheet.solo_uses.get(who, 0) <= 0:
            where = f"plan[{i}]"
            raise RuleError("The {who} is crossed out three times; take 1$ instead.", field=where,
                            who=term(who))
    others = [p for j, p in enumerate(plan) if j != i]
    # Engineer: all other dice on track building; Logistician: one die on the shipping action.
    if who == "engineer" and any(p not in SHAPES for p in others):
        raise RuleError("The Engineer needs all three other dice on track building.", field="plan")
    if who == "logistician" and "deliver" not in others:
        raise RuleError("The Logistician needs another die on the goods delivery action.", field="plan")


def _not_called(value: int, called: Sequence[str], who: str, field: str) -> None:
    """Specialist Wheel: a die calls the specialists printed beside its value (two on each board's wheel)."""
    if len(called) == 2:
        raise RuleError("A {value} calls the {first} or the {second}, not the {who}.", field=field, value=value,
                        first=term(called[0]), second=term(called[1]), who=term(who))
    raise RuleError("A {value} calls {called}, not the {who}.", field=field, value=value, called=terms(called),
                    who=term(who))


class Hop(Frozen):
    """One completed connection on a shipment's route: its owner and the place it reaches (colour if a city)."""

    owner: str
    to: str
    colour: str | None = None  # None: a town


class Shipment(Frozen):
    """A good shipped from `origin` along `hops` (as the players read them off the map)."""

    good: str
    origin: str
    hops: tuple[Hop, ...]
    starting: bool = True  # a starting good (solo: unshipped ones cost 2 points)


def check_good(s: Shipment, colours: Sequence[str]) -> None:
    """The shipment names a good of one of the setup table's colours, and the city it leaves."""
    if not s.good:
        raise RuleError("Choose the good to ship.", field="good")
    if s.good not in colours:
        raise RuleError("Goods are {colours}; not {good}.", field="good", colours=terms(colours), good=repr(s.good))
    if not s.origin.strip():
        raise RuleError("Name the city the good leaves.", field="origin")


def check_shipment(shipper: str, stock: int, s: Shipment, players: Sequence[str], colours: Sequence[str]) -> None:
    """Goods Delivery Action: at most `stock` connections, at least one and at least half the shipper's own,
    to the first city of the good's colour, never back to the city it left."""
    n = len(s.hops)
    check_good(s, colours)
    if n == 0:
        raise RuleError("A shipment uses at least one completed connection.", field="hops")
    if n > stock:
        if stock == 1:
            raise RuleError("{player}'s rolling stock is level {stock}: at most {stock} connection, not {n}.",
                            field="hops", player=shipper, stock=stock, n=n)
        raise RuleError("{player}'s rolling stock is level {stock}: at most {stock} connections, not {n}.",
                        field="hops", player=shipper, stock=stock, n=n)
    for i, hop in enumerate(s.hops):
        if hop.owner not in players:
            where = f"hops[{i}].owner"
            raise RuleError("{name} is not at the table.", field=where, name=repr(hop.owner))
        if hop.colour is not None and hop.colour not in colours:
            where = f"hops[{i}].colour"
            raise RuleError("{colour} is not a city colour.", field=where, colour=repr(hop.colour))
        if " ".join(hop.to.split()).casefold() == " ".join(s.origin.split()).casefold():  # "Berlin " too (an audit)
            where = f"hops[{i}].to"
            raise RuleError("The goods cannot go back to {city}, the city they left.", field=where,
                            city=s.origin)
        if hop.colour == s.good and i < n - 1:
            # "the shipment will stop in the first city of that color and it will be delivered"
            where = f"hops[{i}]"
            raise RuleError("{city} is the first {good} city on the way and the good is delivered there: end the "
                            "route at {city}.", field=where, city=hop.to, good=term(s.good))
    last = s.hops[-1]
    if last.colour is None:
        raise RuleError("A {good} good goes to a {good} city; {place} is a town.", field="hops", good=term(s.good),
                        place=last.to)
    if last.colour != s.good:
        raise RuleError("A {good} good goes to a {good} city; {place} is a {colour} city.", field="hops",
                        good=term(s.good), place=last.to, colour=term(last.colour))
    own = sum(h.owner == shipper for h in s.hops)
    if own == 0:
        raise RuleError("A shipment uses at least one of {player}'s own connections.", field="hops", player=shipper)
    if 2 * own < n:
        raise RuleError("At least half the connections must be {player}'s own; {own} of {n} are.", field="hops",
                        player=shipper, own=own, n=n)


def check_stops(state: RailsState, board: Board, s: Shipment) -> None:
    """Goods Delivery: "The shipment can be transported only when it will be delivered to the city of the same
    color." A town made a city is a city of its New City letter's colour (the app knows it; the map's own cities'
    colours are the sheet's to say, and a stop the app does not know may be one of them)."""
    letters = board.value("new_city_colors")
    for i, hop in enumerate(s.hops):
        where = f"hops[{i}].to"
        new = state.founded(hop.to)
        colour = letters.get(new.letter) if new is not None else None
        if new is not None and colour is not None and hop.colour != colour:
            raise RuleError("{city} is city {letter} now, a {colour} city: choose {colour} for it.", field=where,
                            city=new.town, letter=new.letter, colour=term(colour))


def check_city_goods(state: RailsState, s: Shipment) -> None:
    """Goods Delivery: "The shipped goods must be crossed out from the original city"; once crossed out they
    "cannot be used a second time". A starting good is checked where the app drew the city's starting goods (a new
    city has none); a good of a new set where its sets were recorded (Manufacturer, Urban planner). A city with a set
    filled in whose goods were not recorded (a table saved before they were) is its sheet's to check. When the app
    drew the starting goods it knows the cities, and a good leaves one of them (a typo would dodge the crossing out,
    and solo's "For every unshipped good you receive -2 points")."""
    unknown_city(state, s.origin, "origin")
    city = state.city_goods(s.origin)
    if city is None:
        return
    if not s.starting:
        _check_new_goods(city, s.good)
        return
    if city.left(s.good) is None or city.left(s.good) > 0:
        return
    if city.new_left(s.good):
        raise RuleError("{city}'s {good} good came with a new set: untick “A starting good”.", field="starting",
                        city=city.city, good=term(s.good))
    goods = terms(city.goods) or (term("no_goods"),)
    if s.good not in city.goods:
        raise RuleError("{city}'s starting goods are {goods}: it has no {good} good.", field="origin",
                        city=city.city, goods=goods, good=term(s.good))
    raise RuleError("{city} has no {good} goods left: its starting goods were {goods}, and the shipped ones "
                    "({shipped}) are crossed out.", field="origin", city=city.city, good=term(s.good), goods=goods,
                    shipped=terms(city.shipped))


def unknown_city(state: RailsState, place: str, field: str) -> None:
    """Refuse `place` when the app knows the table's cities and it is not one of them."""
    if not state.is_known(place):
        raise RuleError("{city} is not one of the cities the app knows: {cities}.", field=field, city=place.strip(),
                        cities=tuple(state.known_cities() or ()))


def _check_new_goods(city, good: str) -> None:
    """A good that is not a starting one: from a set filled into `city` from the New Goods table, not yet shipped."""
    left = city.new_left(good)
    if left is None or left > 0:
        return
    if city.left(good):
        raise RuleError("{city}'s {good} good is a starting good: tick “A starting good”.", field="starting",
                        city=city.city, good=term(good))
    if not city.added:
        raise RuleError("No set from the New Goods table was filled into {city}: its goods are its starting goods.",
                        field="origin", city=city.city)
    if good not in city.added:
        raise RuleError("{city}'s new sets brought {goods}: no {good} good.", field="origin", city=city.city,
                        goods=terms(city.added), good=term(good))
    raise RuleError("{city} has no {good} good of a new set left: its new sets brought {goods}, and the shipped ones "
                    "({shipped}) are crossed out.", field="origin", city=city.city, good=term(good),
                    goods=terms(city.added), shipped=terms(city.added_shipped))


def transport_points(shipper: str, hops: Sequence[Hop], players: Sequence[str]) -> dict[str, int]:
    """Transport points: 1 per used connection to its owner; the shipper first, then clockwise from them."""
    counts = Counter(h.owner for h in hops)
    n = len(players)
    start = players.index(shipper)
    order = [players[(start + k) % n] for k in range(n)]
    return {p: counts[p] for p in order if counts[p]}
