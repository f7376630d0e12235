"""Roll and Rails rules as pure functions: draft order, what a die can do, costs, the delivery check."""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from calculators.core.boards import Board
from calculators.core.model import Frozen, RuleError
from calculators.roll_and_rails.state import RailsState, Sheet
from calculators.roll_and_rails.tables import (
    ACTIONS, DOLLAR, MAX_STOCK, SHAPES, SPECIALISTS, action_dice, action_max, specialists_for,
)

DICE_PER_PLAYER = 4
TRACK_LIMIT = 3  # Available Actions: each track piece "can be done three times"


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


def die_options(board: Board, value: int, solo: bool, uses: Mapping[str, int] | None = None) -> tuple[str, ...]:
    """Everything a die of `value` can do: the actions that take it, the specialists it calls (solo: those
    with uses left in `uses`), solo's $1."""
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
            raise RuleError(f"{t!r} is not a terrain; choose from {', '.join(costs)}.", field=f"terrain[{i}]")
        total += costs[t]
    return total


def upgrade_cost(level: int, costs: Sequence[int]) -> int:
    """What raising rolling stock from `level` to the next costs (level 2 costs $1 ... level 6 $5)."""
    if not 1 <= level < MAX_STOCK:
        raise RuleError(f"Rolling stock is at level {level}; the track ends at {MAX_STOCK}.")
    return costs[level - 1]


def check_plan(board: Board, sheet: Sheet, plan: Sequence[str], solo: bool) -> None:
    """Player's Turn: one die to the specialist wheel, three to the action table, each on a space it fits."""
    if len(plan) != len(sheet.dice):
        raise RuleError(f"Say what each of {sheet.name}'s {len(sheet.dice)} dice does.", field="plan")
    wheel = [i for i, p in enumerate(plan) if p not in ACTIONS]
    if len(wheel) != 1:
        raise RuleError("Match exactly one die to the specialist wheel and three to the action table.", field="plan")
    for i, (what, value) in enumerate(zip(plan, sheet.dice)):
        if what not in (*ACTIONS, *SPECIALISTS, *((DOLLAR,) if solo else ())):
            raise RuleError(f"{what!r} is not an action or a specialist.", field=f"plan[{i}]")
        if what in ACTIONS and value not in action_dice(board, what):
            raise RuleError(f"A {value} does not fit the {what} action (dice {action_dice(board, what)}).",
                            field=f"plan[{i}]")
    for action, n in Counter(p for p in plan if p in ACTIONS).items():
        if n > action_max(board, action):
            raise RuleError(f"The {action} action takes at most {action_max(board, action)} dice a turn.", field="plan")
    i = wheel[0]
    who, value = plan[i], sheet.dice[i]
    if who != DOLLAR:
        if who not in specialists_for(board, value, solo):
            raise RuleError(f"A {value} calls {' or '.join(specialists_for(board, value, solo))}, not the {who}.",
                            field=f"plan[{i}]")
        if solo and sheet.solo_uses.get(who, 0) <= 0:
            raise RuleError(f"The {who} is crossed out three times; take $1 instead.", field=f"plan[{i}]")
    others = [p for j, p in enumerate(plan) if j != i]
    # Engineer: all other dice on track building; Logistician: one die on the shipping action.
    if who == "engineer" and any(p not in SHAPES for p in others):
        raise RuleError("The Engineer needs all three other dice on track building.", field="plan")
    if who == "logistician" and "deliver" not in others:
        raise RuleError("The Logistician needs another die on the goods delivery action.", field="plan")


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


def check_shipment(shipper: str, stock: int, s: Shipment, players: Sequence[str], colours: Sequence[str]) -> None:
    """Goods Delivery Action: at most `stock` connections, at least one and at least half the shipper's own,
    to the first city of the good's colour, never back to the city it left."""
    n = len(s.hops)
    if s.good not in colours:
        raise RuleError(f"Goods are {', '.join(colours)}; not {s.good!r}.", field="good")
    if n == 0:
        raise RuleError("A shipment uses at least one completed connection.", field="hops")
    if n > stock:
        raise RuleError(f"{shipper}'s rolling stock is level {stock}: at most {stock} connection"
                        f"{'s' if stock != 1 else ''}, not {n}.",
                        field="hops")
    for i, hop in enumerate(s.hops):
        if hop.owner not in players:
            raise RuleError(f"{hop.owner!r} is not at the table.", field=f"hops[{i}].owner")
        if hop.colour is not None and hop.colour not in colours:
            raise RuleError(f"{hop.colour!r} is not a city colour.", field=f"hops[{i}].colour")
        if hop.to.casefold() == s.origin.casefold():
            raise RuleError(f"The goods cannot go back to {s.origin}, the city they left.", field=f"hops[{i}].to")
        if hop.colour == s.good and i < n - 1:
            raise RuleError(f"The shipment stops in {hop.to}, the first {s.good} city on the way.",
                            field=f"hops[{i}]")
    last = s.hops[-1]
    if last.colour != s.good:
        raise RuleError(f"{s.good.capitalize()} goods go to a {s.good} city; {last.to} is "
                        f"{'a town' if last.colour is None else 'a ' + last.colour + ' city'}.", field="hops")
    own = sum(h.owner == shipper for h in s.hops)
    if own == 0:
        raise RuleError(f"A shipment uses at least one of {shipper}'s own connections.", field="hops")
    if 2 * own < n:
        raise RuleError(f"At least half the connections must be {shipper}'s own; {own} of {n} are.", field="hops")


def transport_points(shipper: str, hops: Sequence[Hop], players: Sequence[str]) -> dict[str, int]:
    """Transport points: 1 per used connection to its owner; the shipper first, then clockwise from them."""
    counts = Counter(h.owner for h in hops)
    n = len(players)
    start = players.index(shipper)
    order = [players[(start + k) % n] for k in range(n)]
    return {p: counts[p] for p in order if counts[p]}
