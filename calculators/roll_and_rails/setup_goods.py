"""Setup goods helper: three dice per city read against the setup table (Setup; Game Setup (Solo))."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from calculators.core.model import RuleError
from calculators.roll_and_rails.terms import term

DICE_PER_CITY = 3
MAX_DRAWS = 200  # a setup table that keeps refusing every face is reported, not rolled for ever


def goods_left(supply: Mapping[str, int], drawn: Sequence[Sequence[str]]) -> dict[str, int]:
    """The setup table's supply per colour after the goods already drawn into cities."""
    left = dict(supply)
    for goods in drawn:
        for g in goods:
            left[g] -= 1
    return left


def resolve_city(draw: Callable[..., int], left: Mapping[str, int], colours: Sequence[str],
                 solo: bool) -> tuple[tuple[str, ...], int]:
    """Goods for one city and the spaces crossed out; `draw(reason, value, colour)` gives the next die's value
    (`reason`: "three" dice for the city, the "six" rerolled in the solo game, a colour "used_up").

    Setup: three dice; all three equal -> all rerolled at once; a 6 crosses out a space (solo:
    a 6 is rerolled); a colour used up in the setup table is rerolled.
    """
    remaining = dict(left)
    if sum(remaining.values()) == 0 or (solo and sum(remaining.values()) < DICE_PER_CITY):
        raise RuleError("The setup table has {n} goods left; not enough for another city.", n=sum(remaining.values()))
    reason = "three"
    while True:
        dice = [draw(reason) for _ in range(DICE_PER_CITY)]
        if len(set(dice)) > 1:
            break
        reason = "same"
        # Setup, Important: when all dice show the same result, all three are rerolled at once.
    goods: list[str] = []
    crossed = 0
    for value in dice:
        while True:
            if value == 6 and not solo:
                crossed += 1  # Setup: a 6 crosses out one space in the city
                break
            if value == 6:
                value = draw("six")
                continue
            colour = colours[value - 1]
            if remaining[colour] <= 0:
                value = draw("used_up", value, colour)
                continue
            remaining[colour] -= 1
            goods.append(colour)
            break
    return tuple(goods), crossed


def _another_roll(reason: str, value: int | None, colour: str | None) -> RuleError:
    """Why one more die is needed for the city, as the player reads it on the setup table."""
    if reason == "six":
        return RuleError("Roll again and add the value: reroll the 6 (solo: every city gets three goods).",
                         field="values")
    if reason == "used_up":
        return RuleError("Roll again and add the value: reroll the {value}: {colour} is used up in the setup table.",
                         field="values", value=value, colour=term(colour))
    if reason == "same":
        return RuleError("All three dice show the same: roll all three again and enter the new values.", field="values")
    return RuleError("Roll again and add the value: roll three dice.", field="values")


def values_drawer(values: Sequence[int]) -> tuple[Callable[..., int], list[int]]:
    """A `draw` that reads dice typed in from real dice, in order; RuleError when another roll is needed."""
    used: list[int] = []

    def draw(reason: str, value: int | None = None, colour: str | None = None) -> int:
        if len(used) == len(values):
            raise _another_roll(reason, value, colour)
        v = values[len(used)]
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
            where = f"values[{len(used)}]"
            raise RuleError("A die shows 1 to 6; {value} is not a face.", field=where, value=repr(v))
        used.append(v)
        return v

    return draw, used


def rng_drawer(roll_one: Callable[[], int]) -> tuple[Callable[..., int], list[int]]:
    """A `draw` that rolls the app's die, remembering every value (so replay and undo never re-roll)."""
    used: list[int] = []

    def draw(reason: str, value: int | None = None, colour: str | None = None) -> int:
        if len(used) >= MAX_DRAWS:
            raise RuleError("The setup table refuses every face; check the supply entered for this map.")
        used.append(roll_one())
        return used[-1]

    return draw, used
