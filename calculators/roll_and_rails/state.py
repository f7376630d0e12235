"""Roll and Rails state: the table's round and dice, and each player's sheet numbers (all public)."""
from __future__ import annotations

from typing import Literal

from pydantic import model_serializer

from calculators.core.model import Frozen

# Phases of a round (Gameplay): roll (solo Step 1 happens here), draft, actions, shipping.
# "setup" comes before the game is configured and the first dice are rolled; "over" after the last round.
Phase = Literal["setup", "roll", "draft", "actions", "shipping", "over"]
PHASES = ("setup", "roll", "draft", "actions", "shipping", "over")
CITY_SPACES = 6  # Setup: "In every city, there are 6 spaces available for filling."
SETUP_SPACES = 3  # "In the setup phase players use 3 spaces. The remaining 3 spaces will be used later in the game."
VP_ROWS = ("action", "phase", "others")  # Delivery table rows: own action, shipping phase, others' shipments


class Sheet(Frozen):
    """One player's sheet: resources, rolling stock, manipulators, this round's dice, the delivery table."""

    name: str
    money: int = 0
    stock: int = 1
    manipulators: tuple[str, ...] = ()  # crossed out, in the sheet's order
    drafted: tuple[int, ...] = ()  # dice as picked this round
    dice: tuple[int, ...] = ()  # the same dice after manipulators
    plan: tuple[str, ...] = ()  # per die once assigned: an action, a specialist, or "dollar"
    spent: tuple[bool, ...] = ()  # per die: activated this turn
    pieces: tuple[int, int, int] = (0, 0, 0)  # curve, straight, sharp built this turn
    vp: tuple[tuple[int, int, int], ...] = ()  # per round: VP_ROWS
    completed: int = 0
    abandoned: int = 0
    solo_uses: dict[str, int] = {}  # solo: uses left per specialist
    shipped_starting: int = 0  # starting goods this player shipped (solo scoring)

    @property
    def total_vp(self) -> int:
        """Victory points from shipping: the delivery table's sum."""
        return sum(sum(r) for r in self.vp)


class CityGoods(Frozen):
    """Starting goods drawn into one city by the setup helper, and the spaces crossed out; the goods of the new sets
    filled in since (Manufacturer, Urban planner), as the banker tapped them from the New Goods table."""

    city: str
    goods: tuple[str, ...]
    crossed: int = 0
    shipped: tuple[str, ...] = ()  # starting goods shipped from here, crossed out ("cannot be used a second time")
    topped_up: bool = False  # a new set filled in whose goods were not recorded: what it holds is the sheet's to say
    added: tuple[str, ...] = ()  # the goods of the new sets recorded here, in the order filled in
    added_shipped: tuple[str, ...] = ()  # of those, the ones shipped (crossed out)
    drawn: bool = True  # False: a set was recorded in a city whose starting goods were drawn on paper, not here

    @model_serializer(mode="wrap")
    def _lean(self, handler):
        """Without a recorded set a city is written as before the sets were recorded: a saved table's state, and so
        its table check code (the fingerprint over it), stay what they were."""
        data = handler(self)
        for field, default in (("added", ()), ("added_shipped", ()), ("drawn", True)):
            if getattr(self, field) == default:
                data.pop(field, None)
        return data

    def remaining(self) -> tuple[str, ...]:
        """The starting goods not yet shipped (crossed out), in the order drawn."""
        return _less(self.goods, self.shipped)

    def left(self, good: str) -> int | None:
        """How many `good` starting goods the city still holds, or None when the app cannot tell (its starting goods
        were drawn on paper, or a set was filled in without its goods)."""
        return None if self.topped_up or not self.drawn else self.goods.count(good) - self.shipped.count(good)

    def new_left(self, good: str) -> int | None:
        """How many `good` goods of its new sets the city still holds, or None when the app cannot tell."""
        return None if self.topped_up else self.added.count(good) - self.added_shipped.count(good)

    def remaining_new(self) -> tuple[str, ...]:
        """The goods of its new sets not yet shipped, in the order filled in."""
        return _less(self.added, self.added_shipped)


def _less(goods: tuple[str, ...], shipped: tuple[str, ...]) -> tuple[str, ...]:
    """`goods` without one of each of `shipped` (crossed out), the rest in order."""
    left = list(goods)
    for g in shipped:
        if g in left:
            left.remove(g)
    return tuple(left)


class NewCity(Frozen):
    """A town made a city (Urban planner, or solo Step 1), with its New City table letter."""

    town: str
    letter: str
    round: int
    player: str


class Pending(Frozen):
    """Transport points an owner of a used connection still has to take as VP or $."""

    player: str
    points: int


class RailsState(Frozen):
    """The state in force: seats clockwise, the round, the dice, and every sheet."""

    players: tuple[str, ...]
    phase: Phase = "setup"
    rounds: int = 0  # game length, entered at setup (0 until configured)
    round: int = 0
    first: int = 0  # seat index holding the first player marker
    roll: tuple[int, ...] = ()  # this round's draft roll in force (the one after any all-equal rerolls)
    pool: tuple[int, ...] = ()  # dice still in the middle, sorted
    picks: int = 0
    turn: int = 0  # actions/shipping: position in clockwise order from the first player
    sheets: tuple[Sheet, ...] = ()
    bank: int = 0  # the Bank's account: pays out and takes in every $
    supply: dict[str, int] = {}  # setup table: goods per colour on this map
    goods: tuple[CityGoods, ...] = ()
    new_cities: tuple[NewCity, ...] = ()
    awards: dict[str, int] | None = None  # solo: bronze/silver/gold/platinum thresholds
    starting_goods: int = 0
    pending: tuple[Pending, ...] = ()
    # End of the Game: "After the last round ends ... players check how many complete connections they managed to
    # create": the players whose completed connections were counted (or confirmed) since the last round ended
    counted: tuple[str, ...] = ()

    @model_serializer(mode="wrap")
    def _lean(self, handler):
        """Until a count at the end is recorded the state is written as before the end was a step: a saved table's
        state, and so its table check code, stay what they were."""
        data = handler(self)
        if not self.counted:
            data.pop("counted", None)
        return data

    @property
    def solo(self) -> bool:
        """One player means the solo rules."""
        return len(self.players) == 1

    def to_count(self) -> tuple[str, ...]:
        """End of the Game: the players (in seat order) whose completed connections are still to be counted before
        the final score; () before the last round ends and once everyone has counted."""
        return tuple(p for p in self.players if p not in self.counted) if self.phase == "over" else ()

    @property
    def final(self) -> bool:
        """The last round is over and every player's completed connections are counted: the score is final."""
        return self.phase == "over" and not self.to_count()

    def city_goods(self, city: str) -> CityGoods | None:
        """The goods the app knows of in `city` (its name as typed on the map, any case): drawn by the setup helper,
        or filled in from the New Goods table."""
        key = city.strip().casefold()
        return next((g for g in self.goods if g.city.strip().casefold() == key), None)

    def known_cities(self) -> tuple[str, ...] | None:
        """The cities the app knows, as first written: those whose starting goods it drew, those with a set filled in,
        the towns made cities; None when any starting goods were drawn on paper (the sheet knows the cities then: a
        table that drew some cities on paper and let the app draw the rest could not ship from the paper ones)."""
        if not any(g.goods or g.crossed for g in self.goods) or self.paper_goods() > 0:
            return None
        names: dict[str, str] = {}
        for place in (*(g.city for g in self.goods), *(c.town for c in self.new_cities)):
            names.setdefault(place.strip().casefold(), place)
        return tuple(names.values())

    def paper_goods(self) -> int:
        """The starting goods drawn on paper (the setup's count, beyond those the app drew)."""
        return self.starting_goods - sum(len(g.goods) for g in self.goods if g.drawn)

    def is_known(self, place: str) -> bool:
        """Whether `place` (any case) is a city the app knows, or the app does not know the cities."""
        known = self.known_cities()
        return known is None or place.strip().casefold() in {c.strip().casefold() for c in known}

    def founded(self, place: str) -> NewCity | None:
        """The town made a city at `place` (any case), if one was."""
        key = place.strip().casefold()
        return next((c for c in self.new_cities if c.town.strip().casefold() == key), None)

    def free_spaces(self, city: str) -> int | None:
        """Setup: "In every city, there are 6 spaces available for filling. In the setup phase players use 3
        spaces" (a space crossed out for a rolled 6 is one of those 3, and "cannot be used a second time"); the sets
        filled in since take the rest. None: the app cannot tell (a new city, or a set whose goods were not
        recorded)."""
        if self.founded(city) is not None:
            return None
        goods = self.city_goods(city)
        if goods is None:
            return CITY_SPACES - SETUP_SPACES
        if goods.topped_up:
            return None
        setup = len(goods.goods) + goods.crossed if goods.drawn else SETUP_SPACES
        return max(0, CITY_SPACES - setup - len(goods.added))

    def sheet(self, name: str) -> Sheet:
        """The sheet of player `name`."""
        return self.sheets[self.players.index(name)]

    def with_sheet(self, sheet: Sheet) -> RailsState:
        """This state with one sheet replaced."""
        i = self.players.index(sheet.name)
        return self.model_copy(update={"sheets": (*self.sheets[:i], sheet, *self.sheets[i + 1:])})

    def clockwise(self) -> tuple[str, ...]:
        """The players clockwise from the first player."""
        n = len(self.players)
        return tuple(self.players[(self.first + k) % n] for k in range(n))


def initial_state(players: tuple[str, ...]) -> RailsState:
    """A table just created: sheets blank, nothing configured."""
    return RailsState(players=players, sheets=tuple(Sheet(name=p) for p in players))
