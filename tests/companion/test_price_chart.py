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
