"""Goods Delivery: the delivery check, transport points, VP rows, the shipping phase and the Logistician."""
import pytest

from calculators.core.model import RuleError
from calculators.roll_and_rails import (
    Hop, Shipment, assign_dice, check_shipment, end_turn, enter_city_goods, pass_shipping, ship_goods, shipment_refusal,
    state_of, take_points, transport_points, upgrade_stock,
)
from tests.support.roll_and_rails import dealt, rich, seat, started, step

COLOURS = ["yellow", "red", "blue", "green", "grey"]
JACK, MARY = seat("Jack"), seat("Mary")


def route(good, origin, *hops):
    return Shipment(good=good, origin=origin, hops=tuple(Hop(owner=o, to=t, colour=c) for o, t, c in hops))


# Delivery example: yellow goods from Stuttgart to Nurnberg over two red (Jack's) and one blue (Mary's) connection.
JACKS = route("yellow", "Stuttgart", ("Jack", "Karlsruhe", "blue"), ("Jack", "Wurzburg", None),
              ("Mary", "Nurnberg", "yellow"))


def test_jacks_delivery_example():
    check_shipment("Jack", 3, JACKS, ["Jack", "Mary"], COLOURS)
    assert transport_points("Jack", JACKS.hops, ["Mary", "Jack"]) == {"Jack": 2, "Mary": 1}


@pytest.mark.parametrize("stock, s, match", [
    (2, JACKS, "level 2: at most 2 connections, not 3"),
    (3, route("yellow", "A", ("Mary", "B", "yellow")), "at least one of Jack's own"),
    (3, route("yellow", "A", ("Jack", "B", None), ("Mary", "C", None), ("Mary", "D", "yellow")),
     "At least half the connections must be Jack's own; 1 of 3"),
    (3, route("yellow", "A", ("Jack", "B", "yellow"), ("Jack", "C", "yellow")),
     "B is the first yellow city on the way and the good is delivered there: end the route at B"),
    (3, route("yellow", "A", ("Jack", "B", None), ("Jack", "a", "red")), "cannot go back to A"),
    (3, route("yellow", "Berlin", ("Jack", "B", None), ("Jack", " berlin ", "red")), "cannot go back to Berlin"),
    (3, route("yellow", "A", ("Jack", "B", "red")), "B is a red city"),
    (3, route("yellow", "A", ("Jack", "B", None)), "B is a town"),
    (3, route("yellow", "A"), "at least one completed connection"),
    (3, route("pink", "A", ("Jack", "B", "yellow")), "not 'pink'"),
    (3, route("yellow", "A", ("Zed", "B", "yellow")), "'Zed' is not at the table"),
])
def test_the_delivery_check_refuses(stock, s, match):
    with pytest.raises(RuleError, match=match):
        check_shipment("Jack", stock, s, ["Jack", "Mary"], COLOURS)


def test_half_own_is_enough():
    check_shipment("Jack", 2, route("yellow", "A", ("Mary", "B", None), ("Jack", "C", "yellow")), ["Jack", "Mary"],
                   COLOURS)


@pytest.fixture
def jack_on_turn():
    # Jack raises his rolling stock to 3 (upgrade action and Mechanic), then delivers.
    log = dealt(rich(["Jack", "Mary"], 3), {"Jack": [6, 5, 3, 1], "Mary": [6, 5, 4, 2]})
    log = step(log, assign_dice, JACK, ["upgrade", "mechanic", "deliver", "curve"])
    return step(step(log, upgrade_stock, JACK, 0), upgrade_stock, JACK, 1)


def test_jack_ships_for_vp_and_mary_takes_hers_as_resources(jack_on_turn):
    log = step(jack_on_turn, ship_goods, JACK, JACKS, "vp", die=2)
    s = state_of(log)
    assert s.sheet("Jack").vp[0] == (2, 0, 0)  # first row: points for the shipping action, round 1 column
    assert [(p.player, p.points) for p in s.pending] == [("Mary", 1)]
    with pytest.raises(RuleError, match="Waiting for Mary to take 1 transport point"):
        end_turn(log, JACK)
    with pytest.raises(RuleError, match="Jack has no transport points waiting"):
        take_points(log, JACK, "vp")
    with pytest.raises(RuleError, match="victory points \\(vp\\) or resources"):
        take_points(log, MARY, "both")
    log = step(log, take_points, MARY, "money")
    assert state_of(log).sheet("Mary").money == 4 and not state_of(log).pending
    mary_vp = step(step(jack_on_turn, ship_goods, JACK, JACKS, "money", die=2), take_points, MARY, "vp")
    s = state_of(mary_vp)
    assert s.sheet("Mary").vp[0] == (0, 0, 1)  # third row: others shipping through her connections
    assert s.sheet("Jack").money == 2  # $3 - $1 - $2 for the upgrades + $2 transport points


def test_delivery_needs_the_die_and_the_stock(jack_on_turn):
    with pytest.raises(RuleError, match="matched to curve, which does not ship"):
        ship_goods(jack_on_turn, JACK, JACKS, "vp", die=3)
    with pytest.raises(RuleError, match="in the shipping phase"):
        ship_goods(jack_on_turn, JACK, JACKS, "vp")
    with pytest.raises(RuleError, match="The route is not complete"):
        ship_goods(jack_on_turn, JACK, {"good": "yellow"}, "vp", die=2)
    log = step(jack_on_turn, ship_goods, JACK, JACKS.model_dump(), "vp", die=2)
    with pytest.raises(RuleError, match="already used"):
        ship_goods(step(log, take_points, MARY, "vp"), JACK, JACKS, "vp", die=2)


def test_shipping_phase_one_good_each_from_the_first_player():
    log = dealt(started(["Jack", "Mary"], rounds=2), {"Jack": [6, 5, 3, 1], "Mary": [6, 5, 4, 2]})
    log = step(step(log, end_turn, JACK), end_turn, MARY)
    s = state_of(log)
    assert s.phase == "shipping"
    with pytest.raises(RuleError, match="It is Jack's turn, not Mary's"):
        pass_shipping(log, MARY)
    log = step(log, ship_goods, JACK, route("red", "Hamburg", ("Jack", "Bremen", "red")), "vp")
    assert state_of(log).sheet("Jack").vp[0] == (0, 1, 0)  # second row: the shipping phase
    log = step(log, ship_goods, MARY, route("red", "Hamburg", ("Mary", "Kiel", "red")), "money")
    s = state_of(log)
    assert (s.round, s.phase, s.players[s.first]) == (2, "roll", "Mary")
    assert s.sheet("Mary").money == 1


def test_the_round_waits_for_the_last_transport_points():
    log = dealt(rich(["Jack", "Mary"], 1, rounds=1), {"Jack": [6, 5, 3, 1], "Mary": [6, 5, 4, 2]})
    log = step(step(log, end_turn, JACK), assign_dice, MARY, ["upgrade", "banker", "straight", "straight"])
    log = step(step(step(log, upgrade_stock, MARY, 0), end_turn, MARY), pass_shipping, JACK)
    log = step(log, ship_goods, MARY, route("red", "A", ("Jack", "B", None), ("Mary", "C", "red")), "vp")
    assert state_of(log).phase == "shipping"
    log = step(log, take_points, JACK, "vp")
    assert state_of(log).phase == "over"


def test_the_logistician_ships_a_second_good():
    # Logistician: one more piece of goods this round (two in all) with a die on the delivery action.
    log = dealt(started(["Jack", "Mary"]), {"Jack": [1, 5, 3, 6], "Mary": [6, 5, 4, 2]})
    log = step(log, assign_dice, JACK, ["logistician", "deliver", "curve", "sharp"])
    log = step(log, ship_goods, JACK, route("red", "A", ("Jack", "B", "red")), "vp", die=1)
    log = step(log, ship_goods, JACK, route("blue", "B", ("Jack", "C", "blue")), "vp", die=0)
    assert state_of(log).sheet("Jack").vp[0] == (2, 0, 0)


def test_starting_goods_cannot_be_shipped_more_often_than_they_were_drawn():
    log = dealt(started(["Jack", "Mary"], starting_goods=1), {"Jack": [1, 5, 3, 6], "Mary": [6, 5, 4, 2]})
    log = step(log, assign_dice, JACK, ["logistician", "deliver", "curve", "sharp"])
    log = step(log, ship_goods, JACK, route("red", "A", ("Jack", "B", "red")), "vp", die=1)
    with pytest.raises(RuleError, match="All 1 starting goods are already shipped"):
        ship_goods(log, JACK, route("blue", "B", ("Jack", "C", "blue")), "vp", die=0)
    later = route("blue", "B", ("Jack", "C", "blue")).model_copy(update={"starting": False})
    log = step(log, ship_goods, JACK, later, "vp", die=0)
    assert state_of(log).sheet("Jack").shipped_starting == 1


def stuttgart_shipped_once():
    """Stuttgart's goods drawn by the app (dice 1 6 3: yellow, a space crossed out, blue); Jack ships its yellow."""
    from calculators.roll_and_rails import enter_city_goods
    log = step(rich(["Jack", "Mary"], 3), enter_city_goods, "banker", "Stuttgart", [1, 6, 3])
    log = dealt(log, {"Jack": [6, 5, 3, 1], "Mary": [6, 5, 4, 2]})
    log = step(log, assign_dice, JACK, ["upgrade", "mechanic", "deliver", "curve"])
    log = step(step(log, upgrade_stock, JACK, 0), upgrade_stock, JACK, 1)
    log = step(log, ship_goods, JACK, JACKS, "vp", die=2)
    log = step(log, take_points, MARY, "vp")
    return step(step(log, end_turn, JACK), end_turn, MARY)


def test_a_citys_starting_goods_ship_once_each():
    # Goods Delivery: "The shipped goods must be crossed out from the original city"; "Once the element is crossed
    # out (goods or resources) … cannot be used a second time." One yellow ships, a second is refused; its blue
    # still ships, and a city the app does not know is refused (it drew the starting goods, so it knows the cities).
    log = stuttgart_shipped_once()
    assert state_of(log).city_goods("stuttgart").shipped == ("yellow",)
    again = route("yellow", "stuttgart ", ("Jack", "Ulm", "yellow"))
    with pytest.raises(RuleError, match=r"Stuttgart has no yellow goods left: its starting goods were yellow, blue, "
                                        r"and the shipped ones \(yellow\) are crossed out"):
        ship_goods(log, JACK, again, "vp")
    with pytest.raises(RuleError, match="Stuttgart's starting goods are yellow, blue: it has no red good"):
        ship_goods(log, JACK, route("red", "Stuttgart", ("Jack", "Ulm", "red")), "vp")
    blue = step(log, ship_goods, JACK, route("blue", "Stuttgart", ("Jack", "Ulm", "blue")), "vp")
    assert state_of(blue).city_goods("Stuttgart").shipped == ("yellow", "blue")
    with pytest.raises(RuleError, match="Munich is not one of the cities the app knows: Stuttgart"):
        ship_goods(log, JACK, route("yellow", "Munich", ("Jack", "Ulm", "yellow")), "vp")
    # A good that is not a starting one comes from a set filled in from the New Goods table; Stuttgart has none
    # (tests/calculators/test_roll_and_rails_new_goods.py has the sets).
    later = route("yellow", "Stuttgart", ("Jack", "Ulm", "yellow")).model_copy(update={"starting": False})
    with pytest.raises(RuleError, match="No set from the New Goods table was filled into Stuttgart"):
        ship_goods(log, JACK, later, "vp")


def test_what_a_city_has_shipped_travels_in_the_share_code():
    # A table shared by its code continues from the state alone: the crossed-out yellow must come along.
    from calculators.roll_and_rails import pack, unpack
    from calculators.roll_and_rails.state import RailsState
    s = state_of(stuttgart_shipped_once())
    back = RailsState.model_validate(unpack(pack(s)))
    assert back == s and back.city_goods("Stuttgart").left("yellow") == 0
    with pytest.raises(ValueError, match="goods are damaged"):
        unpack([*pack(s)[:7], [["Stuttgart", [0, 2], 1, [0]]], *pack(s)[8:]])


def test_a_manufacturers_set_not_recorded_leaves_the_city_to_the_sheet():
    # Manufacturer: "the player can fill in new set of goods to any city on the map". A table saved before the set's
    # goods were recorded (the command without them) no longer knows what Stuttgart holds and lets another yellow go.
    from calculators.roll_and_rails import add_goods, enter_city_goods
    log = step(rich(["Jack", "Mary"], 3), enter_city_goods, "banker", "Stuttgart", [1, 6, 3])
    log = dealt(log, {"Jack": [3, 3, 1, 1], "Mary": [6, 5, 4, 2]})
    log = step(log, assign_dice, JACK, ["manufacturer", "deliver", "curve", "curve"])
    yellow = route("yellow", "Stuttgart", ("Jack", "Ulm", "yellow"))
    log = step(log, ship_goods, JACK, yellow, "vp", die=1)
    log = step(log, add_goods, JACK, 0, "stuttgart")
    assert state_of(log).city_goods("Stuttgart").topped_up
    log = step(step(log, end_turn, JACK), end_turn, MARY)
    step(log, ship_goods, JACK, yellow, "vp")  # the shipping phase: one good each, no die


def test_a_table_saved_before_the_check_still_opens():
    # Tables saved before this check could hold a shipment of a good its city's drawn goods never held (Stuttgart
    # drew yellow, blue; a red left it): the fold crosses out only what the city holds, so such a table opens.
    from calculators.roll_and_rails import enter_city_goods, invariant_errors
    from calculators.roll_and_rails.fold import GOODS_SHIPPED, commit
    log = step(rich(["Jack", "Mary"], 3), enter_city_goods, "banker", "Stuttgart", [1, 6, 3])
    log = dealt(log, {"Jack": [6, 5, 3, 1], "Mary": [6, 5, 4, 2]})
    log = step(log, assign_dice, JACK, ["upgrade", "mechanic", "deliver", "curve"])
    red = route("red", "Stuttgart", ("Jack", "Ulm", "red"))
    data = {"player": "Jack", "die": 2, "specialist": None, "row": "action", "shipment": red.model_dump(mode="json"),
            "points": {"Jack": 1}, "take": "vp", "starting": True}
    log, _ = commit(log, GOODS_SHIPPED, JACK, data)
    s = state_of(log)
    assert s.city_goods("Stuttgart").remaining() == ("yellow", "blue") and invariant_errors(s) == []
    assert s.sheet("Jack").vp[0][0] == 1


def test_a_typo_origin_is_refused_where_the_app_knows_the_cities():
    """Solo End of the Game: "For every unshipped good you receive -2 points"; Goods Delivery: "The shipped goods
    must be crossed out from the original city." A city the app does not know ("Berlinn") would dodge both; where
    the app drew the starting goods it names the cities it knows. Where they were drawn on paper, the sheet checks."""
    log = step(started(["Solo"], rounds=1), enter_city_goods, "banker", "Berlin", [1, 2, 3])
    log = step(dealt(log, {"Solo": [1, 2, 3, 4]}, leftover=5), end_turn, seat("Solo"))
    typo = route("blue", "Berlinn", ("Solo", "Hamburg", "blue"))
    with pytest.raises(RuleError, match="Berlinn is not one of the cities the app knows: Berlin") as err:
        ship_goods(log, seat("Solo"), typo, "vp")
    assert err.value.field == "origin"
    step(log, ship_goods, seat("Solo"), route("blue", "berlin", ("Solo", "Hamburg", "blue")), "vp")
    paper = step(dealt(started(["Solo"], rounds=1), {"Solo": [1, 2, 3, 4]}, leftover=5), end_turn, seat("Solo"))
    step(paper, ship_goods, seat("Solo"), typo, "vp")  # no goods drawn in the app: the sheet's to check


def test_what_may_be_shipped_now_is_what_the_command_accepts(jack_on_turn):
    """Goods Delivery: "The player can transport the goods using completed connections only" — asked before the tap
    (`shipment_refusal`), a shipment without a good, a city or a connection yet is refused with a short reason, the
    same refusal `ship_goods` gives it; a complete route is not refused, and is shipped."""
    log = jack_on_turn
    for shipment, said in (({"good": "", "origin": "", "hops": []}, "Choose the good to ship."),
                           ({"good": "yellow", "origin": "", "hops": []}, "Name the city the good leaves."),
                           ({"good": "yellow", "origin": "Stuttgart", "hops": []},
                            "A shipment uses at least one completed connection.")):
        refused = shipment_refusal(log, "Jack", shipment, die=2)
        assert refused is not None and refused.message == said
        with pytest.raises(RuleError) as err:
            ship_goods(log, JACK, shipment, "vp", die=2)
        assert err.value.message == said
    assert shipment_refusal(log, "Jack", JACKS, die=2) is None
    assert shipment_refusal(log, "Mary", JACKS, die=2).message == "It is Jack's turn, not Mary's."
    assert state_of(step(log, ship_goods, JACK, JACKS, "vp", die=2)).sheet("Jack").vp[0] == (2, 0, 0)


def test_a_city_drawn_on_paper_beside_cities_the_app_drew_can_still_be_shipped_from():
    # Solo: "place the starting goods into all the cities"; Goods Delivery: "The player can transport one piece of
    # goods from one city to another". Setup says 3 goods were drawn on paper ("Starting goods already drawn") and the
    # app drew city X's: the app knew only X, so every good of the paper city was refused (a rules audit).
    from calculators.roll_and_rails import configure
    from tests.support.roll_and_rails import SUPPLY, new_table
    solo = seat("Solo")
    log = configure(new_table(["Solo"]), "banker", rounds=3, supply=SUPPLY, first_player="Solo",
                    starting_goods=3)[0]
    log = step(log, enter_city_goods, "banker", "X", [1, 2, 3])
    assert state_of(log).known_cities() is None
    log = dealt(log, {"Solo": [6, 1, 1, 3]})
    log = step(log, assign_dice, solo, ["deliver", "curve", "curve", "dollar"])
    assert shipment_refusal(log, "Solo", route("red", "Paper", ("Solo", "Y", "red")), die=0) is None
    step(log, ship_goods, solo, route("red", "Paper", ("Solo", "Y", "red")), "vp", die=0)
    # Every city drawn here: the app knows them, and a typo is refused (and names the cities).
    log = step(started(["Jack", "Mary"], rounds=3), enter_city_goods, "banker", "Berlin", [2, 4, 5])
    assert state_of(log).known_cities() == ("Berlin",)
