"""Specialists that move money or change the map: Banker, solo 1$, Manufacturer, Urban planner, solo Step 1."""
from __future__ import annotations

from collections.abc import Sequence

from calculators.core.log import Event, Log
from calculators.core.model import RuleError, Term
from calculators.core.money import format_roll_and_rails as dollars
from calculators.roll_and_rails.fold import commit, CITY_FOUNDED, GOODS_ADDED, MONEY_TAKEN
from calculators.roll_and_rails.checks import die_for, name, no_pending, not_over, on_turn, player_of, table
from calculators.roll_and_rails.rules import unknown_city
from calculators.roll_and_rails.tables import DOLLAR
from calculators.roll_and_rails.terms import term, terms


def take_money(log: Log, actor: str, die: int) -> tuple[Log, Event]:
    """Banker: +3$; solo: 1$ instead of a specialist (nothing crossed out)."""
    state, board = table(log)
    player = on_turn(state, actor, "actions")
    what = die_for(state, player, die, ("banker", DOLLAR), Term("pay out money"))
    amount = board.value("specialist_money")["solo_dollar" if what == DOLLAR else "banker"]
    return commit(log, MONEY_TAKEN, actor, {"player": player, "die": die, "specialist": what, "amount": amount})


MAX_SET = 6  # goods in one set of the New Goods table: the rulebook's example has 3; a bound against a slip


def goods_set(board, goods: Sequence[str] | None) -> list[str] | None:
    """The goods of a set from the New Goods table, as tapped (None: not recorded, as in a table saved before)."""
    if goods is None:
        return None
    colours = board.value("setup_colors")
    goods = list(goods)
    for g in goods:
        if g not in colours:
            raise RuleError("Goods are {colours}; not {good}.", field="goods", colours=terms(colours), good=repr(g))
    if not goods:
        raise RuleError("Tap the goods of the set chosen from the New Goods table.", field="goods")
    if len(goods) > MAX_SET:
        raise RuleError("A set from the New Goods table has at most {n} goods; these are {m}.", field="goods",
                        n=MAX_SET, m=len(goods))
    return goods


def add_goods(log: Log, actor: str, die: int, city: str, goods: Sequence[str] | None = None) -> tuple[Log, Event]:
    """Manufacturer (-1$): a new set from the New Goods table (`goods`, its colours) filled into `city`'s empty
    spaces; the app then knows what the city holds and checks the goods shipped from it."""
    state, board = table(log)
    player = on_turn(state, actor, "actions")
    die_for(state, player, die, ("manufacturer",), Term("add goods"))
    city = name(city, "city", "city")
    unknown_city(state, city, "city")
    known = state.city_goods(city)
    city = known.city if known else city  # as the app first wrote it ("erfurt" is Erfurt)
    goods = goods_set(board, goods)
    _fits(state, city, goods)
    cost = -board.value("specialist_money")["manufacturer"]
    money = state.sheet(player).money
    if cost > money:
        raise RuleError("{player} has {money}; the Manufacturer costs {cost}.", player=player, money=dollars(money),
                        cost=dollars(cost))
    data = {"player": player, "die": die, "city": city, "cost": cost}
    return commit(log, GOODS_ADDED, actor, data if goods is None else {**data, "goods": goods})


def _fits(state, city: str, goods: list[str] | None) -> None:
    """Manufacturer: a new set is filled in "on the condition that there are empty spaces available"."""
    free = state.free_spaces(city)
    if free is None:
        return
    if free == 0:
        raise RuleError("{city} has no empty space left: its 6 spaces are filled or crossed out.", field="city",
                        city=city)
    if goods is not None and len(goods) > free:
        if free == 1:
            raise RuleError("{city} has 1 empty space; this set has {n} goods.", field="goods", city=city,
                            n=len(goods))
        raise RuleError("{city} has {free} empty spaces; this set has {n} goods.", field="goods", city=city,
                        free=free, n=len(goods))


def _letter(state, board, town: str, letter: str) -> None:
    letters = board.value("new_city_colors")
    if not letter:  # nothing tapped yet (a walk read "…; not ''.")
        raise RuleError("Tap the new city's letter first: {letters}.", field="letter", letters=tuple(letters))
    if letter not in letters:
        raise RuleError("The New City table has letters {letters}; not {letter}.", field="letter",
                        letters=tuple(letters), letter=repr(letter))
    if sum(c.letter == letter for c in state.new_cities) >= board.value("new_city_copies"):
        raise RuleError("City {letter} ({colour}) is crossed out in the New City table.", field="letter", letter=letter,
                        colour=term(letters[letter]))
    for c in state.new_cities:
        if c.town.casefold() == town.casefold():
            raise RuleError("{town} is already a city.", field="town", town=c.town)
    city = state.city_goods(town)
    if city is not None:  # "the player can change one town into a city": a city of the map is not a town
        raise RuleError("{town} is already a city: the Urban planner changes a town into a city.", field="town", town=city.city)


def found_city(log: Log, actor: str, town: str, letter: str, die: int | None = None,
               goods: Sequence[str] | None = None, *, saved: bool = False) -> tuple[Log, Event]:
    """A town with a connection becomes a city of a New City letter: the Urban planner's die (-3$), filled with a
    set from the Goods table (`goods`, its colours), or without a die at solo Step 1 (from the second round, once a
    round, free; no goods: "colouring the town into one of the available colors"). `saved`: an Urban planner
    recorded before its goods were (an imported table's event), taken without them."""
    state, board = table(log)
    town = name(town, "town", "town")
    if die is None:
        player = player_of(state, actor)
        no_pending(state)
        not_over(state)
        if not state.solo:
            raise RuleError("Towns become cities through the Urban planner (solo: at Step 1).")
        if goods:
            raise RuleError("At solo Step 1 the new city gets its colour only: the solo rules fill no goods into it.",
                            field="goods")
        goods = None
        if state.phase != "roll" or state.round < 2:
            raise RuleError("Solo Step 1 comes at the start of a round, before the dice; never in the first round.")
        if any(c.round == state.round for c in state.new_cities):
            raise RuleError("One town becomes a city at Step 1 each round.")
        cost = 0
    else:
        player = on_turn(state, actor, "actions")
        die_for(state, player, die, ("urban_planner",), Term("build a city"))
        cost = -board.value("specialist_money")["urban_planner"]
        money = state.sheet(player).money
        if cost > money:
            raise RuleError("{player} has {money}; the Urban planner costs {cost}.", player=player,
                            money=dollars(money), cost=dollars(cost))
    _letter(state, board, town, letter)
    if die is not None and goods is None and not saved:
        # "Next, the player chooses a set available from the Goods table and fills them into the new city."
        raise RuleError("Tap the goods of the set chosen from the Goods table for the new city.", field="goods")
    goods = goods_set(board, goods) if die is not None else None
    data = {"player": player, "die": die, "town": town, "letter": letter, "cost": cost}
    return commit(log, CITY_FOUNDED, actor, data if goods is None else {**data, "goods": goods})
