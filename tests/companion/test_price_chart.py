"""The price chart (issue 17 item 6) shows every series: a company with a single turn recorded (a table early in its
game) gets a dot, since a line needs two points; longer series are lines without dots."""
from __future__ import annotations

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


def test_lines_that_do_not_move_get_round_marks_not_one_either_side():
    # Fortune's balances at the start: every line flat at 150,000 DM. The axis read "149.999 DM / 150.001 DM".
    from companion.widgets.price_chart import scale
    low, high = scale({"Anna": [(0, 150_000), (1, 150_000)], "Bernd": [(0, 150_000), (1, 150_000)]})
    assert (low, high) == (145_000, 155_000)
    assert scale({"RED": [(0, 100), (1, 300)]}) == (50, 350)  # a line that moves keeps its range
