"""New sets of goods (Manufacturer, Urban planner): the set tapped from the New Goods table is recorded, so the app
knows what the city holds and checks the goods shipped from it, as it does the starting goods.

Rulebook, Specialists: "Manufacturer … The player selects one of the sets of goods from the New Goods table and fills
them into a chosen city"; "Urban planner … Next, the player chooses a set available from the Goods table and fills
them into the new city." Example: "He chose to build red town D with blue, green and yellow goods." Goods Delivery:
"The shipped goods must be crossed out from the original city"; once crossed out they "cannot be used a second
time"."""
import pytest

from calculators.core.model import RuleError
from calculators.roll_and_rails import (
    Hop, Shipment, add_goods, assign_dice, check_city_goods, end_turn, enter_city_goods, found_city, pack, ship_goods, state_of,
    unpack,
)
from calculators.roll_and_rails.state import RailsState
from calculators.roll_and_rails.replay_commands import COMMANDS
from calculators.roll_and_rails.words import describe
from tests.support.roll_and_rails import rich, seat, step
from tests.support.roll_and_rails.money import turn

ANN, BOB = seat("Ann"), seat("Bob")
JACKS_SET = ["blue", "green", "yellow"]  # the Urban planner example's set


def ship(good, origin, starting):
    return Shipment(good=good, origin=origin, hops=(Hop(owner="Ann", to="Ulm", colour=good),), starting=starting)


def planner_hand():
    """Ann's first die (a 6) matched to the Urban planner, with 3$ to pay."""
    return turn(rich(["Ann", "Bob"], 3), [6, 5, 4, 1], ["urban_planner", "sharp", "straight", "curve"],
                bob=[1, 6, 4, 2])


def planner_built_erfurt():
    """Ann's Urban planner makes Erfurt red city D, filled with the example's blue, green and yellow goods."""
    return step(planner_hand(), found_city, ANN, "Erfurt", "D", die=0, goods=JACKS_SET)


def test_the_urban_planners_set_fills_the_new_city_and_ships_once_each():
    log = planner_built_erfurt()
    erfurt = state_of(log).city_goods("erfurt")
    assert (erfurt.goods, erfurt.added, erfurt.remaining_new()) == ((), tuple(JACKS_SET), tuple(JACKS_SET))
    # A new city has no starting goods: a good of its set is shipped with "A starting good" unticked.
    with pytest.raises(RuleError, match="Erfurt's blue good came with a new set: untick “A starting good”"):
        check_city_goods(state_of(log), ship("blue", "Erfurt", starting=True))
    with pytest.raises(RuleError, match="Erfurt's starting goods are no goods: it has no red good"):
        check_city_goods(state_of(log), ship("red", "Erfurt", starting=True))
    with pytest.raises(RuleError, match="Erfurt's new sets brought blue, green, yellow: no red good"):
        check_city_goods(state_of(log), ship("red", "Erfurt", starting=False))
    # The shipping phase: Ann ships the blue good; it is crossed out, and a second blue is refused.
    log = step(step(step(log, end_turn, ANN), end_turn, BOB), ship_goods, ANN, ship("blue", "Erfurt", False), "vp")
    erfurt = state_of(log).city_goods("Erfurt")
    assert erfurt.added_shipped == ("blue",) and erfurt.remaining_new() == ("green", "yellow")
    with pytest.raises(RuleError, match=r"Erfurt has no blue good of a new set left: its new sets brought blue, green, "
                                        r"yellow, and the shipped ones \(blue\) are crossed out"):
        check_city_goods(state_of(log), ship("blue", "Erfurt", starting=False))
    check_city_goods(state_of(log), ship("green", "Erfurt", starting=False))  # still there


def test_the_manufacturers_set_joins_the_starting_goods_and_each_kind_is_told_apart():
    # Stuttgart drew yellow and blue (dice 1 6 3); Ann's Manufacturer fills in red and yellow.
    log = step(rich(["Ann", "Bob"], 3), enter_city_goods, "banker", "Stuttgart", [1, 6, 3])
    log = turn(log, [2, 6, 4, 1], ["manufacturer", "sharp", "straight", "curve"])
    log = step(log, add_goods, ANN, 0, "stuttgart", ["red", "yellow"])
    s = state_of(log)
    city = s.city_goods("Stuttgart")
    assert (city.goods, city.added, city.topped_up) == (("yellow", "blue"), ("red", "yellow"), False)
    assert log.events[-1].data["city"] == "Stuttgart"  # History names the city as the app knows it
    check_city_goods(s, ship("yellow", "Stuttgart", starting=True))  # a starting yellow
    check_city_goods(s, ship("yellow", "Stuttgart", starting=False))  # the new set's yellow
    with pytest.raises(RuleError, match="Stuttgart's blue good is a starting good: tick “A starting good”"):
        check_city_goods(s, ship("blue", "Stuttgart", starting=False))
    with pytest.raises(RuleError, match="Stuttgart's red good came with a new set: untick"):
        check_city_goods(s, ship("red", "Stuttgart", starting=True))
    # What the city holds travels in the share code.
    back = RailsState.model_validate(unpack(pack(s)))
    assert back == s and back.city_goods("Stuttgart").added == ("red", "yellow")


def test_a_city_with_no_set_ships_only_its_starting_goods():
    log = step(rich(["Ann", "Bob"], 3), enter_city_goods, "banker", "Stuttgart", [1, 6, 3])
    s = state_of(log)
    with pytest.raises(RuleError, match="No set from the New Goods table was filled into Stuttgart: its goods are its "
                                        "starting goods"):
        check_city_goods(s, ship("red", "Stuttgart", starting=False))
    with pytest.raises(RuleError, match="Munich is not one of the cities the app knows: Stuttgart"):
        check_city_goods(s, ship("red", "Munich", starting=False))  # the app drew the cities: it knows them


def test_a_set_in_a_city_drawn_on_paper_checks_only_the_set():
    log = turn(rich(["Ann", "Bob"], 3), [2, 6, 4, 1], ["manufacturer", "sharp", "straight", "curve"])
    s = state_of(step(log, add_goods, ANN, 0, "Munich", ["grey"]))
    munich = s.city_goods("Munich")
    assert (munich.drawn, munich.added) == (False, ("grey",))
    check_city_goods(s, ship("red", "Munich", starting=True))  # its starting goods are on paper only
    with pytest.raises(RuleError, match="Munich's new sets brought grey: no red good"):
        check_city_goods(s, ship("red", "Munich", starting=False))
    assert RailsState.model_validate(unpack(pack(s))) == s


@pytest.mark.parametrize("goods, match", [
    ([], "Tap the goods of the set chosen from the New Goods table"),
    (["pink"], "Goods are yellow, red, blue, green, grey; not 'pink'"),
    (["red"] * 7, "A set from the New Goods table has at most 6 goods; these are 7"),
])
def test_a_set_must_be_goods_of_the_table(goods, match):
    log = turn(rich(["Ann", "Bob"], 3), [2, 6, 4, 1], ["manufacturer", "sharp", "straight", "curve"])
    with pytest.raises(RuleError, match=match):
        add_goods(log, ANN, 0, "Berlin", goods)
    with pytest.raises(RuleError, match=match):
        found_city(planner_hand(), ANN, "Erfurt", "D", die=0, goods=goods)


def test_history_names_the_set_in_both_languages():
    before = state_of(planner_hand())
    founded = planner_built_erfurt().events[-1]
    assert describe(founded, "en", before) == ("Ann used the 6 for the Urban planner: founded city D at Erfurt with "
                                               "blue, green, yellow goods for 3$")
    assert describe(founded, "de", before) == ("Ann nutzt die 6 für den Stadtplaner: Stadt D in Erfurt gegründet, "
                                               "mit den Gütern blau, grün, gelb, für 3$")


def test_a_set_fills_only_the_empty_spaces_of_a_city():
    """Setup: "In every city, there are 6 spaces available for filling. In the setup phase players use 3 spaces. The
    remaining 3 spaces will be used later in the game." A 6 "cross[es] out one space in the city": one of the 3
    setup spaces, so Berlin (dice 2, 4, 6: red, green, a space crossed out) still has 3 empty. Manufacturer: a new
    set fills a city "on the condition that there are empty spaces available"."""
    log = step(rich(["Ann", "Bob"], 10), enter_city_goods, "banker", "Berlin", [2, 4, 6])
    assert state_of(log).free_spaces("Berlin") == 3
    log = turn(log, [2, 6, 4, 1], ["manufacturer", "sharp", "straight", "curve"], bob=[3, 6, 4, 2])
    with pytest.raises(RuleError, match="Berlin has 3 empty spaces; this set has 4 goods") as err:
        add_goods(log, ANN, 0, "Berlin", ["blue"] * 4)
    assert err.value.field == "goods"
    log = step(log, add_goods, ANN, 0, "Berlin", ["blue", "blue", "blue"])
    log = step(step(log, end_turn, ANN), assign_dice, BOB, ["manufacturer", "sharp", "straight", "curve"])
    with pytest.raises(RuleError, match="Berlin has no empty space left: its 6 spaces are filled or crossed out"):
        add_goods(log, BOB, 0, "Berlin", ["red"])


def test_the_urban_planner_changes_a_town_not_a_city():
    """Urban planner: "the player can change one town into a city"; Berlin, whose starting goods were drawn, is a
    city already. The town keeps the name as typed."""
    log = step(rich(["Ann", "Bob"], 10), enter_city_goods, "banker", "Berlin", [2, 4, 6])
    log = turn(log, [6, 5, 4, 1], ["urban_planner", "sharp", "straight", "curve"], bob=[1, 6, 4, 2])
    with pytest.raises(RuleError, match="Berlin is already a city: the Urban planner changes a town into a city"):
        found_city(log, ANN, "berlin", "D", die=0, goods=JACKS_SET)
    log = step(log, found_city, ANN, "Erfurt", "D", die=0, goods=JACKS_SET)
    assert "founded city D at Erfurt" in describe(log.events[-1], "en")


def test_the_urban_planners_new_city_is_filled_with_a_set():
    """Urban planner: "Next, the player chooses a set available from the Goods table and fills them into the new
    city." A new record without its set is refused; a table saved before the sets were recorded still replays and
    imports (its event has no goods)."""
    log = planner_hand()
    with pytest.raises(RuleError, match="Tap the goods of the set chosen from the Goods table") as err:
        found_city(log, ANN, "Erfurt", "D", die=0)
    assert err.value.field == "goods"
    old, ev = found_city(log, ANN, "Erfurt", "D", die=0, saved=True)  # as an imported old table's event is made
    assert "goods" not in ev.data and state_of(old).new_cities[0].town == "Erfurt"
    assert COMMANDS[ev.kind](log, ev)[1].data == ev.data


def test_a_stop_at_a_town_made_a_city_has_its_letters_colour():
    # Goods Delivery: "The shipment can be transported only when it will be delivered to the city of the same
    # color." A walk sent a green good "to Erfurt (green city)" after the Urban planner made Erfurt red city D: it
    # scored. The app knows Erfurt's colour.
    from calculators.roll_and_rails.rules import check_stops
    from tests.support.roll_and_rails import board
    log = planner_built_erfurt()
    s, b = state_of(log), board(log)

    def to(place, colour, good="red"):
        return Shipment(good=good, origin="Kiel", hops=(Hop(owner="Ann", to=place, colour=colour),), starting=True)

    check_stops(s, b, to("Erfurt", "red"))
    check_stops(s, b, to("ERFURT", "red"))
    for colour in ("green", None):  # a red city, and no town any more
        with pytest.raises(RuleError, match="Erfurt is city D now, a red city: choose red for it"):
            check_stops(s, b, to("erfurt", colour, good="green"))
    check_stops(s, b, to("Atlantis", "green"))  # the map's cities' colours are the sheet's to say
