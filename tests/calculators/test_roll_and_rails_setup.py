"""Setup: configuring the map's numbers and the goods helper (three dice per city against the setup table)."""
import pytest

from calculators.core.log import Log, undo
from calculators.core.model import RuleError
from calculators.roll_and_rails import configure, draw_city_goods, enter_city_goods, roll_draft, state_of
from tests.support.roll_and_rails import SUPPLY, new_table, rng, seat, started, step


def goods(log):
    return [(c.city, c.goods, c.crossed) for c in state_of(log).goods]


def test_berlin_two_four_six():
    # Setup example: 2, 4 and 6 fill Berlin with one red and one green good; the 6 crosses out a space.
    log = step(started(["Ann", "Bob"]), enter_city_goods, "banker", "Berlin", [2, 4, 6])
    assert goods(log) == [("Berlin", ("red", "green"), 1)]
    assert state_of(log).starting_goods == 2


def test_a_colour_used_up_is_rerolled():
    # Setup: a result showing goods entirely crossed out of the setup table is rerolled.
    log = started(["Ann", "Bob"], supply={**SUPPLY, "red": 1})
    log = step(log, enter_city_goods, seat("Ann"), "Berlin", [2, 4, 5])
    with pytest.raises(RuleError, match="Roll again and add the value: reroll the 2: red is used up"):
        enter_city_goods(log, "banker", "Hamburg", [2, 3, 1])
    log = step(log, enter_city_goods, "banker", "Hamburg", [2, 3, 1, 2, 1])  # the 2 rerolled twice, then a 1
    assert goods(log)[1] == ("Hamburg", ("yellow", "blue", "yellow"), 0)


def test_three_equal_dice_are_all_rerolled():
    # Setup, Important: when all dice show the same result, all three are rerolled.
    log = step(started(["Ann", "Bob"]), enter_city_goods, "banker", "Berlin", [3, 3, 3, 1, 6, 6])
    assert goods(log) == [("Berlin", ("yellow",), 2)]
    # Three equal dice typed in alone: the refusal says why three more are needed (not "three dice a city").
    with pytest.raises(RuleError, match="All three dice show the same: roll all three again"):
        enter_city_goods(started(["Ann", "Bob"]), "banker", "Berlin", [2, 2, 2])
    with pytest.raises(RuleError, match="Roll again and add the value: roll three dice"):
        enter_city_goods(started(["Ann", "Bob"]), "banker", "Berlin", [2, 4])


def test_solo_rerolls_sixes():
    # Game Setup (Solo): a 6 is rerolled; every city has three goods.
    log = step(started(["Ann"]), enter_city_goods, seat("Ann"), "Berlin", [2, 4, 6, 6, 3])
    assert goods(log) == [("Berlin", ("red", "green", "blue"), 0)]
    with pytest.raises(RuleError, match="reroll the 6"):
        enter_city_goods(log, seat("Ann"), "Hamburg", [2, 4, 6])


def test_typed_in_values_are_checked():
    log = started(["Ann", "Bob"])
    with pytest.raises(RuleError, match="Only 3 values were needed"):
        enter_city_goods(log, "banker", "Berlin", [2, 4, 6, 1])
    with pytest.raises(RuleError, match="not a face"):
        enter_city_goods(log, "banker", "Berlin", [2, 0, 6])
    with pytest.raises(RuleError, match="Name the city"):
        enter_city_goods(log, "banker", "", [2, 4, 6])
    with pytest.raises(RuleError, match="banker or a player"):
        enter_city_goods(log, "host", "Berlin", [2, 4, 6])
    log = step(log, enter_city_goods, "banker", "Berlin", [2, 4, 6])
    with pytest.raises(RuleError, match="Berlin already has its starting goods"):
        enter_city_goods(log, "banker", "berlin", [1, 2, 3])


def test_app_rolls_are_recorded_and_come_back_after_undo():
    log, ev = draw_city_goods(started(["Ann", "Bob"]), "banker", "Berlin", rng=rng(4))
    assert len(ev.data["values"]) >= 3 and ev.data["source"] == "app"
    undone, _ = undo(log, "banker")
    for seed in range(3):
        _, again = draw_city_goods(undone, "banker", "Berlin", rng=rng(seed))
        assert (again.data["values"], again.data["goods"]) == (ev.data["values"], ev.data["goods"])
    with pytest.raises(RuleError, match="the banker.s Redo \\(in History\\)"):
        enter_city_goods(undone, "banker", "Berlin", [1, 2, 3])


def test_the_supply_runs_out():
    log = started(["Ann", "Bob"], supply={"yellow": 1, "red": 0, "blue": 0, "green": 0, "grey": 0})
    log = step(log, enter_city_goods, "banker", "Berlin", [1, 6, 5, 6])
    with pytest.raises(RuleError, match="0 goods left"):
        draw_city_goods(log, "banker", "Hamburg", rng=rng())
    solo = started(["Ann"], supply={"yellow": 2, "red": 0, "blue": 0, "green": 0, "grey": 0})
    with pytest.raises(RuleError, match="2 goods left"):
        draw_city_goods(solo, "banker", "Berlin", rng=rng())


def test_goods_are_drawn_only_before_the_first_roll():
    with pytest.raises(RuleError, match="after the game is set up"):
        enter_city_goods(new_table(["Ann", "Bob"]), "banker", "Berlin", [2, 4, 6])
    log = step(started(["Ann", "Bob"]), roll_draft, "banker", rng=rng())
    with pytest.raises(RuleError, match="before the first dice"):
        enter_city_goods(log, "banker", "Berlin", [2, 4, 6])


@pytest.mark.parametrize("kw, match", [
    ({"rounds": 0}, "from 1 to 30"),
    ({"rounds": 2.5}, "whole number"),
    ({"supply": {"yellow": 3}}, "for each colour: yellow, red, blue, green, grey"),
    ({"supply": {**SUPPLY, "red": -1}}, "whole number"),
    ({"first_player": "Zed"}, "'Zed' is not at the table"),
    ({"awards": {"bronze": 1, "silver": 2, "gold": 3, "platinum": 4}}, "belong to the solo variant"),
])
def test_configure_refuses(kw, match):
    args = {"rounds": 3, "supply": SUPPLY, "first_player": "Ann", **kw}
    with pytest.raises(RuleError, match=match):
        configure(new_table(["Ann", "Bob"]), "banker", **args)


def test_configure_is_the_bankers_and_happens_once():
    with pytest.raises(RuleError, match="Only the banker"):
        configure(new_table(["Ann"]), seat("Ann"), rounds=3, supply=SUPPLY)
    with pytest.raises(RuleError, match="already set up"):
        configure(started(["Ann"]), "banker", rounds=3, supply=SUPPLY)


@pytest.mark.parametrize("awards, match", [
    ({"bronze": 20, "silver": 20, "gold": 40, "platinum": 50}, "bronze < silver < gold < platinum"),
    ({"bronze": 20, "silver": 30, "gold": 40}, "four thresholds"),
    ({"bronze": -1, "silver": 30, "gold": 40, "platinum": 50}, "whole number"),
])
def test_solo_awards_rise(awards, match):
    with pytest.raises(RuleError, match=match):
        configure(new_table(["Ann"]), "banker", rounds=3, supply=SUPPLY, awards=awards)


def test_configured_numbers():
    awards = {"bronze": 20, "silver": 30, "gold": 40, "platinum": 50}
    s = state_of(started(["Ann"], rounds=8, awards=awards))
    assert (s.phase, s.round, s.rounds, s.awards, s.supply) == ("roll", 1, 8, awards, SUPPLY)
    assert s.sheet("Ann").vp == ((0, 0, 0),) * 8
    assert s.sheet("Ann").solo_uses == {"banker": 3, "logistician": 3, "mechanic": 3, "engineer": 3}


def test_a_multiplayer_game_needs_no_setup_table_unless_the_app_rolls_the_starting_goods():
    """Only what applies (issue 16). Setup: the starting goods are rolled "for each city" and "Every outcome must
    be matched to the setup table" — the table's counts matter when the app rolls them; a table filling the map
    by hand starts without them. The solo game always needs them: "For every unshipped good you receive -2
    points" (The End of the Game (Solo)) counts the starting goods drawn against the table."""
    for none in (None, {}):
        log = started(["Ann", "Bob"], supply=none)
        assert state_of(log).supply == {} and state_of(log).phase == "roll"
        with pytest.raises(RuleError, match="No setup table was entered"):
            enter_city_goods(log, "banker", "Berlin", [2, 4, 6])
        with pytest.raises(RuleError, match="No setup table was entered"):
            draw_city_goods(log, "banker", "Berlin", rng=rng())
        log = step(log, roll_draft, "banker", rng=rng())  # the game goes on: the goods are on the map
        assert state_of(log).phase == "draft"
    for none in (None, {}):
        with pytest.raises(RuleError, match="for each colour: yellow, red, blue, green, grey"):
            configure(new_table(["Ann"]), "banker", rounds=3, supply=none)
    # A multiplayer table that does enter it is read against it, as before (a used-up colour is rerolled).
    log = step(started(["Ann", "Bob"], supply={**SUPPLY, "red": 0}), enter_city_goods, "banker", "Berlin",
               [2, 1, 3, 4])
    assert goods(log) == [("Berlin", ("green", "yellow", "blue"), 0)]  # the 2 (red) rerolled: a 4


def test_the_configured_solo_awards_are_read_by_award_in_points():
    """Solo End of the Game: "You receive a reward based on your score: bronze, silver, gold, and platinum". History
    and "Just now" name each threshold by its award, in points (a walk read "solo awards 5, 10, 15, 20")."""
    from calculators.core.words import describe

    awards = {"bronze": 5, "silver": 10, "gold": 15, "platinum": 20}
    log = new_table(["Ann"])
    log, event = configure(log, "banker", rounds=3, supply=SUPPLY, awards=awards)
    before = state_of(Log(events=log.events[:-1]))
    en = describe(event, "en", game="roll-and-rails", before=before)
    de = describe(event, "de", game="roll-and-rails", before=before)
    assert en.endswith("; solo awards (points): bronze 5, silver 10, gold 15, platinum 20"), en
    assert en.startswith("Game set up: 3 rounds; Ann plays solo and starts with ") and "each player" not in en, en
    assert de.startswith("Spiel eingerichtet: 3 Runden; Ann spielt solo und startet mit "), de
    assert de.endswith("; Solo-Auszeichnungen (Punkte): Bronze 5, Silber 10, Gold 15, Platin 20"), de
