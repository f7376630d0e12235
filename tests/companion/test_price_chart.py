"""The price chart (issue 17 item 6) shows every series: a company with a single turn recorded (a table early in its
game) gets a dot, since a line needs two points; longer series are lines without dots."""
from __future__ import annotations

import re

import flet_charts as fc

from companion.widgets.price_chart import line_chart
from tests.support.controls import walk


def lines_of(drawn) -> list[fc.LineChartData]:
    chart = [c for c in walk([drawn]) if isinstance(c, fc.LineChart)]
    assert len(chart) == 1
    return chart[0].data_series


def test_a_series_of_one_turn_is_a_dot_and_longer_ones_are_lines():
    drawn = line_chart({"Simcor": [(1, 100)], "Camcon": [(1, 180), (2, 200)]}, {"Simcor": "blue", "Camcon": "green"})
    one, two = lines_of(drawn)
    assert [p.y for p in one.points] == [100] and one.point is True
    assert [p.y for p in two.points] == [180, 200] and not two.point


def axis_and_tips(drawn) -> tuple[str, list[str]]:
    chart = [c for c in walk([drawn]) if isinstance(c, fc.LineChart)][0]
    tips = [p.tooltip for s in chart.data_series for p in s.points]
    return chart.bottom_axis.title.value, tips


def test_rollouts_charts_count_rounds_and_owners_choices_turns_in_german():
    """A Rollout turn is every player's six stages, German "Runde" (its header reads "Runde 3 · Phase 2"); an Owner's
    Choice turn is one player's, "Zug". The net-worth chart's axis and its touch values follow the game."""
    from companion.widgets.worth_chart import worth_section
    from tests.support.tables import PLAYERS, game_log

    rollout = worth_section("rollout", game_log("rollout"), PLAYERS, None, "de")
    axis, tips = axis_and_tips(rollout[-1])
    assert axis == "Runde" and tips and all(" · Runde " in t for t in tips)
    axis, _tips = axis_and_tips(worth_section("rollout", game_log("rollout"), PLAYERS, None, "en")[-1])
    assert axis == "Turn"
    axis, tips = axis_and_tips(worth_section("owners-choice", game_log("owners-choice"), PLAYERS, None, "de")[-1])
    assert axis == "Zug" and all(" · Zug " in t for t in tips)



def test_fortunes_net_worth_chart_names_its_turns_with_one_word():
    """Fortune's chart counted its x-axis in "Move" while its heading and its spoken lines said "turns 0 to 19": one
    word for the same count, on the axis, the touch values, the heading and what a screen reader says."""
    import flet as ft

    from companion.widgets.worth_chart import worth_section
    from tests.support.tables import PLAYERS, game_log

    for lang, word, over in (("en", "turn", "Net worth over the turns"), ("de", "zug", "Vermögen im Spielverlauf")):
        drawn = worth_section("fortune", game_log("fortune"), PLAYERS, None, lang)
        axis, tips = axis_and_tips(drawn[-1])
        assert axis.casefold() == word and tips and all(f" · {axis} " in t for t in tips)
        assert over in [c.value for c in walk(drawn) if isinstance(c, ft.Text)]
        spoken = [c.label for c in walk(drawn) if isinstance(c, ft.Semantics) and (c.identifier or "").startswith(
            "worth-") and c.label]
        assert spoken and all(re.search(rf"\b{word}s? \d+ (to|bis) \d+: ", s.casefold()) for s in spoken), spoken

def test_lines_that_do_not_move_get_round_marks_not_one_either_side():
    # Fortune's balances at the start: every line flat at 150,000 DM. The axis read "149.999 DM / 150.001 DM".
    from companion.widgets.price_chart import scale
    low, high = scale({"Anna": [(0, 150_000), (1, 150_000)], "Bernd": [(0, 150_000), (1, 150_000)]})
    assert (low, high) == (145_000, 155_000)
    assert scale({"RED": [(0, 100), (1, 300)]}) == (50, 350)  # a line that moves keeps its range


def test_companies_at_the_same_prices_both_show_their_lines():
    """Owner's Choice: companies start level and can move alike for turns (Setup: "Place the 4 stock price markers on
    the Start field on the stock price chart (all stocks are priced at $100)."). Drawn solid, a later line hid the
    earlier one on such a stretch; now that stretch of the later line is dashed (a third on it has longer gaps), so
    every colour shows, and the rest of each line stays solid. A point where two stretches meet tells its value once."""
    drawn = line_chart({"RED": [(0, 100), (1, 120), (2, 120), (3, 150)],
                        "BLUE": [(0, 100), (1, 120), (2, 120), (3, 90)],
                        "GREEN": [(0, 100), (1, 120), (2, 120)],
                        "YELLOW": [(0, 100), (1, 80), (2, 60)]},
                       {"RED": "red", "BLUE": "blue", "GREEN": "green", "YELLOW": "yellow"})
    stretches = [([(p.x, p.y) for p in line.points], line.dash_pattern) for line in lines_of(drawn)]
    assert stretches == [
        ([(0, 100), (1, 120), (2, 120), (3, 150)], None),  # RED: drawn first, solid
        ([(0, 100), (1, 120), (2, 120)], [6, 6]), ([(2, 120), (3, 90)], None),  # BLUE on RED, then its own way
        ([(0, 100), (1, 120), (2, 120)], [6, 12]),  # GREEN: the third line on that stretch
        ([(0, 100), (1, 80), (2, 60)], None),  # YELLOW: its own way from the start
    ]
    blue_tips = [p.show_tooltip for line in lines_of(drawn)[1:3] for p in line.points]
    assert blue_tips == [True, True, True, False, True]  # turn 2 ends one stretch and starts the next


def test_lines_all_at_zero_are_marked_at_zero_only_and_the_last_turn_has_room():
    """The walk's Rollout net-worth chart at 360 px, everyone still at $0: the y-axis read "$0M" and "$0.1M" (one
    tenth of a million above nothing), and the last turn's "3", centred on the chart's right edge, was cut in half."""
    from calculators.core.money import format_rollout_tenths

    drawn = line_chart({"Ann": [(0, 0), (3, 0)], "Bob": [(0, 0), (3, 0)]}, {"Ann": "blue", "Bob": "red"},
                       fmt=format_rollout_tenths)
    chart = [c for c in walk([drawn]) if isinstance(c, fc.LineChart)][0]
    assert [m.label.value for m in chart.left_axis.labels] == ["$0M"]
    assert [m.label.value for m in chart.bottom_axis.labels][-1] == "3"
    room = chart.right_axis
    assert room.label_size >= 10 and all(not m.label.value for m in room.labels)  # room, and nothing shown in it
    moving = line_chart({"Ann": [(0, 0), (3, 7000)]}, {"Ann": "blue"}, fmt=format_rollout_tenths)
    marks = [m.label.value for c in walk([moving]) if isinstance(c, fc.LineChart) for m in c.left_axis.labels]
    assert len(marks) > 2 and "$0.1M" not in marks, marks


def test_a_long_games_chart_says_the_turns_it_shows():
    """A chart shows the last turns of a long game (MAX_POINTS): what a screen reader says of each line names those
    turns ("turns 206 to 265"), as the axis does, not a count from 0 ("turns 0 to 59")."""
    import flet as ft

    from companion.i18n import using
    from companion.widgets.price_chart import MAX_POINTS

    long = {"RED": [(t, 100 + t) for t in range(266)]}
    with using("en"):
        drawn = line_chart(long, {"RED": "red"})
    said = [c.label for c in walk([drawn]) if isinstance(c, ft.Semantics) and c.identifier == "chart-RED"]
    first = 266 - MAX_POINTS
    assert said and said[0].startswith(f"RED, turns {first} to 265: {first}: ")
    with using("de"):
        drawn = line_chart({"RED": [(3, 100), (4, 120)]}, {"RED": "red"})
    said = [c.label for c in walk([drawn]) if isinstance(c, ft.Semantics) and c.identifier == "chart-RED"]
    assert said[0].startswith("RED, Zug 3 bis 4: ")


def drawn_turns(chart: fc.LineChart) -> list[str]:
    """The turn numbers the chart shows: flet-charts draws a bottom label only on a multiple of the axis's
    `label_spacing` (counted from 0), and at either end of the axis where a label stands there."""
    axis = chart.bottom_axis
    return [m.label.value for m in axis.labels
            if m.value % axis.label_spacing == 0 or m.value in (chart.min_x, chart.max_x)]


def the_chart(drawn) -> fc.LineChart:
    return [c for c in walk([drawn]) if isinstance(c, fc.LineChart)][0]


def test_the_turn_axis_numbers_several_turns_wherever_the_chart_starts():
    """The walk at 360 px: Rollout's price chart of turns 1 to 12 read only "1" under "Turn", Owner's Choice's net
    worth of 61 turns only "1", Fortune's latest 60 of 266 turns only "206": the labels stood every 2nd/10th turn
    counted from the first turn, and the chart draws labels only on multiples of that step. A player must be able to
    tell which turn a jump happened in."""
    for first, last in ((1, 12), (1, 61), (0, 19), (3, 4)):
        chart = the_chart(line_chart({"RED": [(t, 100 + t) for t in range(first, last + 1)]}, {"RED": "red"}))
        shown = drawn_turns(chart)
        assert len(shown) >= min(5, last - first + 1), (first, last, shown)
        spacing = int(chart.bottom_axis.label_spacing)
        numbers = [int(t) for t in shown]  # from near the first turn to near the latest, with no gap
        assert numbers[0] - chart.min_x < spacing and chart.max_x - numbers[-1] <= spacing / 2, shown
        assert all(b - a <= spacing for a, b in zip(numbers, numbers[1:])), shown
    long = the_chart(line_chart({"Ann": [(t, 150_000 + 10 * t) for t in range(267)]}, {"Ann": "blue"}))
    shown = drawn_turns(long)
    assert long.min_x == 207 and len(shown) >= 5 and shown[-1] == "266", shown


def test_a_long_games_chart_says_on_it_which_turns_it_shows():
    """A long game's chart silently showed only its latest 60 turns (Fortune: 206 to 266) under "Net worth over the
    turns": it now says which, in the game's own word for a turn; a game short enough to show whole says nothing."""
    import flet as ft

    from companion.i18n import using
    from companion.widgets.price_chart import MAX_POINTS

    def said(drawn) -> list[str]:
        return [c.value for c in walk([drawn]) if isinstance(c, ft.Text) and "266" in str(c.value)]

    long = {"Ann": [(t, 100 + t) for t in range(267)], "Bob": [(t, 90 + t) for t in range(267)]}
    first = 267 - MAX_POINTS
    with using("en"):
        assert said(line_chart(long, {})) == [
            f"Showing turns {first} to 266 (the latest {MAX_POINTS}); earlier turns are left out."]
    with using("de"):
        assert said(line_chart(long, {})) == [
            f"Gezeigt: Zug {first} bis 266 (die letzten {MAX_POINTS}); frühere Züge sind ausgelassen."]
    short = line_chart({"Ann": [(t, 100 + t) for t in range(200, 267)][-MAX_POINTS:]}, {})
    assert not [c for c in walk([short]) if isinstance(c, ft.Text) and "Showing" in str(c.value)]


def test_rollouts_price_axis_stops_at_the_blue_chip_clear_of_the_note_above():
    """rollout.txt line 63: "The Blue Chip (at right) is the highest market price ($2.5 billion)"; line 230: "the
    price of the stock would not rise higher than the $2.5 billion point of the Price Index". The walk's chart of a
    company at the Blue Chip ran its axis to $4B (a third of it empty), its "$4B" drawn over the note above."""
    import flet as ft

    from calculators.core.game import rules_for
    from calculators.rollout import price_top
    from companion.views.games.rollout.overview import chart
    from tests.support.tables import game_log

    top = price_top(rules_for("rollout").state_of(game_log("rollout")))
    series = {"Simcor": [(1, 500), (2, 1000), (3, 1500), (4, top), (12, top)], "Pedrasca": [(1, 450), (12, 60)]}
    drawn = chart(series, top)
    lines = the_chart(drawn[-1])
    assert lines.max_y == top
    marks = {int(m.value): m.label.value for m in lines.left_axis.labels}
    assert marks[top] == "$2.5B" and top % lines.left_axis.label_spacing == 0  # the top is marked, and drawn
    assert len(marks) >= 4
    box = [c for c in walk([drawn[-1]]) if isinstance(c, ft.Container) and c.content is lines]
    assert box and box[0].padding.top >= 8  # room above the top label, which is centred on the plot's top edge
    low = the_chart(chart({"Simcor": [(1, 500), (2, 700)]}, top)[-1])
    assert low.max_y < top  # a game whose prices stay low keeps its lines tall


def test_a_line_that_stops_before_the_others_shows_the_turn_of_its_last_value():
    # A walk three hours into Owner's Choice: Bob left the game at turn 20 (Bankruptcy: he "must return all stocks ...
    # and all money to the Bank, then quit the game"); the net-worth legend read "Bob $1,030" beside "Bob left the
    # game $0", as if that were his worth now. A line that stops early says at which turn its value was.
    drawn = line_chart({"Ann": [(19, 900), (20, 1000), (21, 1100)], "Bob": [(19, 1000), (20, 1030)]},
                       {"Ann": "blue", "Bob": "green"}, fmt=lambda v: f"${v:,}", turn_word="Turn")
    shown = [str(getattr(c, "value", "")) for c in walk([drawn]) if getattr(c, "value", None)]
    assert "$1,100" in shown and "$1,030 (Turn 20)" in shown
    assert "$1,030" not in shown
    early = line_chart({"Ann": [(1, 900)], "Bob": [(1, 1000)]}, {"Ann": "blue", "Bob": "green"}, turn_word="Turn")
    assert not [c for c in walk([early]) if "(Turn" in str(getattr(c, "value", ""))]  # all at the same turn: no mark
