"""Setting up a Roll and Rails table: game length, first player, setup table, solo awards, starting goods."""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from calculators.core.actors import may_act_for, require_banker
from calculators.core.dice import D6, Die, binding_roll_data, roll, roll_for
from calculators.core.log import Event, Log, pinned_outcome
from calculators.core.model import RuleError
from calculators.roll_and_rails.fold import commit, CONFIGURED, GOODS_DRAWN
from calculators.roll_and_rails.checks import MAX_COUNT, MAX_ROUNDS, name, table, whole
from calculators.roll_and_rails.setup_goods import goods_left, resolve_city, rng_drawer, values_drawer
from calculators.roll_and_rails.tables import solo_specialists
from calculators.roll_and_rails.terms import terms

AWARDS = ("bronze", "silver", "gold", "platinum")
FIRST_PLAYER_KEY = "first player"
MAX_AWARD = 999


def _awards(raw: Any, solo: bool) -> dict[str, int] | None:
    if raw is None:
        return None
    if not solo:
        raise RuleError("Award thresholds belong to the solo variant.", field="awards")
    if not isinstance(raw, Mapping) or set(raw) != set(AWARDS):
        raise RuleError("Enter the four thresholds: bronze, silver, gold and platinum.", field="awards")
    values = [whole(raw[a], f"awards.{a}", 0, MAX_AWARD) for a in AWARDS]
    if any(a >= b for a, b in zip(values, values[1:])):
        raise RuleError("Thresholds rise: bronze < silver < gold < platinum.", field="awards")
    return dict(zip(AWARDS, values))


def _supply(raw: Any, colours, solo: bool) -> dict[str, int]:
    """The setup table's goods per colour; {} for a multiplayer game whose starting goods are drawn by hand.

    The solo game needs it (its starting goods are scored: -2 per unshipped good); a multiplayer game reads the
    table only when the app rolls the starting goods (Setup: "Every outcome must be matched to the setup table")."""
    if not solo and (raw is None or (isinstance(raw, Mapping) and not raw)):
        return {}
    if not isinstance(raw, Mapping) or set(raw) != set(colours):
        raise RuleError("Enter the setup table's goods for each colour: {colours}.", field="supply",
                        colours=terms(colours))
    return {c: whole(raw[c], f"supply.{c}") for c in colours}


def setup_faults(values: Mapping[str, Any]) -> dict[str, RuleError]:
    """Every field of the setup form the rules refuse, each with its own refusal, all at once: `values` maps the
    fields given ("rounds", "supply.<colour>", "awards.<award>", "starting_goods") to what was typed (None: blank).
    A threshold not above the one before it is refused at itself: the awards rise, bronze to platinum ("You receive
    a reward based on your score: bronze, silver, gold, and platinum (shown on every map)")."""
    faults: dict[str, RuleError] = {}
    checked: dict[str, int] = {}
    for field, value in values.items():
        low, high = (1, MAX_ROUNDS) if field == "rounds" else (0, MAX_AWARD) if field.startswith("awards.") else \
            (0, MAX_COUNT)
        try:
            checked[field] = whole(value, field, low, high)
        except RuleError as e:
            faults[field] = e
    for lower, higher in zip(AWARDS, AWARDS[1:]):
        a, b = checked.get(f"awards.{lower}"), checked.get(f"awards.{higher}")
        if a is not None and b is not None and b <= a:
            faults[f"awards.{higher}"] = RuleError("Thresholds rise: bronze < silver < gold < platinum.",
                                                   field=f"awards.{higher}")
    return faults


def configure(log: Log, actor: str, *, rounds: int, supply: Mapping[str, int] | None = None,
              first_player: str | None = None, awards: Mapping[str, int] | None = None, starting_goods: int = 0,
              rng: random.Random | None = None) -> tuple[Log, Event]:
    """The banker enters the map's game length and, for the solo game or when the app is to roll the starting
    goods, the setup table (and solo awards); the first player is named or drawn at random (Gameplay: choose the
    starting player randomly)."""
    require_banker(actor, "set up the game")
    state, board = table(log)
    if state.phase != "setup":
        raise RuleError("The game is already set up; undo to change it.")
    whole(rounds, "rounds", 1, MAX_ROUNDS)
    counts = _supply(supply, board.value("setup_colors"), state.solo)
    data: dict[str, Any] = {}
    if first_player is None:
        seats = Die(name="seat", faces=state.players)
        drawn = roll_for(log, FIRST_PLAYER_KEY, seats, 1, "first player", rng)
        data = binding_roll_data(drawn, FIRST_PLAYER_KEY)
        first = drawn.faces[0] - 1
    elif first_player in state.players:
        first = state.players.index(first_player)
    else:
        raise RuleError("{name} is not at the table.", field="first_player", name=repr(first_player))
    uses = board.value("solo_uses")
    data.update({
        "rounds": rounds, "first": first, "supply": counts, "awards": _awards(awards, state.solo),
        "starting_money": board.value("starting_money"), "starting_goods": whole(starting_goods, "starting_goods"),
        "solo_uses": {s: uses for s in solo_specialists(board)} if state.solo else {},
    })
    return commit(log, CONFIGURED, actor, data)


def _goods_step(log: Log, actor: str, city: Any) -> tuple[Any, Any, str, str]:
    state, board = table(log)
    if not may_act_for(actor, players=state.players):
        raise RuleError("Only the banker or a player at the table fills in the starting goods.")
    if state.phase != "roll" or state.round != 1:
        raise RuleError("Starting goods are drawn after the game is set up and before the first dice are rolled.")
    if not state.supply:
        raise RuleError("No setup table was entered for this game: the starting goods are filled in on the map by "
                        "hand.")
    city = name(city, "city", "city")
    for c in state.goods:
        if c.city.casefold() == city.casefold():
            raise RuleError("{city} already has its starting goods.", field="city", city=c.city)
    return state, board, city, f"setup goods / {len(state.goods) + 1}"


def _record_goods(log, actor, state, board, city, key, draw, used, source):
    left = goods_left(state.supply, [c.goods for c in state.goods])
    goods, crossed = resolve_city(draw, left, board.value("setup_colors"), state.solo)
    data = {"binding_key": key, "city": city, "values": list(used), "goods": list(goods), "crossed": crossed,
            "source": source}
    return commit(log, GOODS_DRAWN, actor, data)


def draw_city_goods(log: Log, actor: str, city: str, rng: random.Random | None = None) -> tuple[Log, Event]:
    """Setup: roll three dice for the next city (top left first, row by row) and read the setup table;
    every reroll is recorded, and an undone draw comes back with the same dice."""
    state, board, city, key = _goods_step(log, actor, city)
    kept = list((pinned_outcome(log, key) or {}).get("values", []))  # the app's dice come back
    fresh: list[int] = []

    def roll_one() -> int:
        if kept:
            return kept.pop(0)
        fresh.append(roll(D6, 1, "setup goods", rng).faces[0])
        return fresh[-1]

    draw, used = rng_drawer(roll_one)
    return _record_goods(log, actor, state, board, city, key, draw, used, "app")


def enter_city_goods(log: Log, actor: str, city: str, values: Sequence[int]) -> tuple[Log, Event]:
    """Setup with real dice: the three values, then each reroll's value in the order they were needed."""
    state, board, city, key = _goods_step(log, actor, city)
    if pinned_outcome(log, key) is not None:
        raise RuleError("These goods were drawn and then undone: the banker's Redo (in History) puts them back, "
                        "or Roll brings back the same dice.")
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence):
        raise RuleError("Enter each die's value separately.", field="values")
    draw, used = values_drawer(values)
    if len(values) > 200:
        raise RuleError("That is more values than any city needs.", field="values")
    log2, ev = _record_goods(log, actor, state, board, city, key, draw, used, "physical")
    if len(used) != len(values):
        raise RuleError("Only {n} values were needed; the rest were not rolled for this city.", field="values",
                        n=len(used))
    return log2, ev
