"""Line charts over the turns (flet-charts): prices, and net worth where a phone may see it.

One chart per topic: a line per series on one scale, the turn on the x-axis, values on the y-axis
formatted the way the game prints money, and a touch (or a hover) on a point shows its series,
turn and value. Where a line runs along one drawn before it, that stretch is dashed, so both show. Below the chart a
legend names each line with its colour and latest value; a long game shows its latest turns (`MAX_POINTS`) and says
which above the lines; each legend row carries the whole series as its screen-reader label, identified `{prefix}-{name}`.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

import flet as ft

if TYPE_CHECKING:
    import flet_charts as fc

from companion.i18n import _

# flet_charts is imported where a chart is drawn, not here: its import takes 0.2-0.3 s, and a table's first screen
# (its charts folded shut) does not pay it.

Point = tuple[int, int]  # (turn, value)
HEIGHT = 230  # chart area on a phone; fits 360 px wide with the value labels on the left
MAX_POINTS = 60  # a long game shows its latest turns
TICKS = 5  # about this many values on the y-axis
RIGHT_ROOM = 12  # px right of the plot: the last turn's number is centred on its edge


def nice_step(span: float, ticks: int = TICKS) -> int:
    """A round step (1, 2, 2.5 or 5 × 10^k, at least 1) giving about `ticks` marks over `span`."""
    raw = max(span / max(ticks - 1, 1), 1)
    power = 10 ** math.floor(math.log10(raw))
    for mult in (1, 2, 2.5, 5, 10):
        if raw <= mult * power:
            return max(int(mult * power), 1)
    return int(10 * power)


def scale(series: Mapping[str, Sequence[Point]], *, floor: int | None = 0) -> tuple[int, int]:
    """One shared y-range for every series (so their lines compare), from round marks around the values."""
    seen = [v for pts in series.values() for _, v in list(pts)[-MAX_POINTS:]] or [0]
    low, high = min(seen), max(seen)
    # Lines that barely move still get round marks: a span of a tenth of the values at least (flat lines at 150,000
    # read "149,999 / 150,001" on a span of 1).
    step = nice_step(max(high - low, max(abs(low), abs(high)) // 10, 1))
    low = math.floor(low / step) * step - (step if low % step == 0 and low != 0 else 0)
    if floor is not None:
        low = max(floor, low)
    return low, math.ceil(high / step) * step + step


def mark_step(low: int, high: int) -> int:
    """The y-axis's step: a round one (`nice_step`) that lands on the top of the axis where a slightly smaller round
    step does (an axis to $2.5B is marked every $500M, not at $1B and $2B under an unmarked top)."""
    for ticks in (TICKS, TICKS + 1, TICKS + 2):
        if (high - low) % nice_step(high - low, ticks) == 0:
            return nice_step(high - low, ticks)
    return nice_step(high - low)


def _axis_marks(low: int, high: int, fmt: Callable[[int], str]) -> list[fc.ChartAxisLabel]:
    import flet_charts as fc
    step = mark_step(low, high)
    first = math.ceil(low / step) * step
    return [fc.ChartAxisLabel(value=v, label=ft.Text(fmt(v), size=11))
            for v in range(first, high + 1, step)]


def turn_step(first: int, last: int) -> int:
    """A round step (1, 2 or 5 × 10^k) giving at most about seven turn numbers from `first` to `last`."""
    span = max(last - first, 1)
    power = 1
    while True:
        for mult in (1, 2, 5):
            if span <= 6 * mult * power:
                return mult * power
        power *= 10


def turn_marks(first: int, last: int) -> list[int]:
    """The turns numbered under the chart. The chart draws a label only on a multiple of the step (and at either
    end), so the marks are the multiples of the step between the ends; an end that is not one is numbered too where it
    stands at least half a step from the nearest mark (turns 206 to 266: 210, 220 … 260 and 266)."""
    step = turn_step(first, last)
    marks = list(range(math.ceil(first / step) * step, last + 1, step))
    if not marks or 2 * (marks[0] - first) > step:
        marks.insert(0, first)
    if 2 * (last - marks[-1]) > step:
        marks.append(last)
    return marks


def _turn_marks(first: int, last: int) -> list[fc.ChartAxisLabel]:
    import flet_charts as fc
    return [fc.ChartAxisLabel(value=t, label=ft.Text(str(t), size=11)) for t in turn_marks(first, last)]


def runs(series: Mapping[str, Sequence[Point]]) -> list[tuple[str, list[Point], list[int] | None]]:
    """Each series cut into stretches to draw: a stretch that runs along a line drawn before it (two companies at the
    same prices) is dashed, so the line beneath shows in its gaps — the k-th line on one stretch gets gaps k times as
    long, so three lines on one stretch all show; the rest of a line stays solid. Returns (name, points, dashes)."""
    drawn: dict[tuple[Point, Point], int] = {}
    out = []
    for name, pts in series.items():
        pts = list(pts)
        if len(pts) < 2:
            out.append((name, pts, None))
            continue
        start, under_before = 0, None
        for i, seg in enumerate(zip(pts, pts[1:])):
            under = drawn.get(seg, 0)
            drawn[seg] = under + 1
            if under_before is not None and under != under_before:
                out.append((name, pts[start:i + 1], [6, 6 * under_before] if under_before else None))
                start = i
            under_before = under
        out.append((name, pts[start:], [6, 6 * under_before] if under_before else None))
    return out


def line_chart(series: Mapping[str, Sequence[Point]], colors: Mapping[str, str], *, fmt: Callable[[int], str] = str,
               low: int | None = None, high: int | None = None, baseline: int | None = None,
               prefix: str = "chart", turn_word: str | None = None, spoken: str | None = None,
               clipped: str | None = None, top: int | None = None, label_width: int = 56) -> ft.Column:
    """The series as lines over the turns, with axes and touch values, then a legend (see the module). `top`: the
    highest value the game allows (the axis stops there rather than a round step above it); `clipped`: the words
    for a long game's latest turns, shown instead of all of them."""
    import flet_charts as fc
    turn_word = turn_word or _("Turn")  # the phone's language (a game's own screen may word its turns)
    spoken = spoken or _("{name}, turns {first} to {last}: {values}")
    clipped = clipped or _("Showing turns {first} to {last} (the latest {shown}); earlier turns are left out.")
    every = {name: list(pts) for name, pts in series.items() if pts}
    series = {name: pts[-MAX_POINTS:] for name, pts in every.items()}
    auto_low, auto_high = scale(series)
    if top is not None:
        auto_high = min(auto_high, max([top, *(v for pts in series.values() for _, v in pts)]))
    low = auto_low if low is None else low
    high = auto_high if high is None else high
    turns = [t for pts in series.values() for t, _ in pts] or [0]
    first, last = min(turns), max(max(turns), min(turns) + 1)
    shown: set[tuple[str, int]] = set()  # a point where two stretches of a line meet shows its value once

    def point(name: str, t: int, v: int) -> fc.LineChartDataPoint:
        first = (name, t) not in shown
        shown.add((name, t))
        return fc.LineChartDataPoint(t, v, tooltip=f"{name} · {turn_word} {t}: {fmt(v)}", show_tooltip=first)

    lines = [fc.LineChartData(
        points=[point(name, t, v) for t, v in pts],
        color=colors.get(name, ft.Colors.PRIMARY), stroke_width=3, rounded_stroke_join=True, curved=False,
        dash_pattern=dashes, point=True if len(pts) == 1 else None)  # one turn recorded: a dot (a line needs two)
        for name, pts, dashes in runs(series)]
    if baseline is not None and low <= baseline <= high:
        lines.insert(0, fc.LineChartData(
            points=[fc.LineChartDataPoint(first, baseline, show_tooltip=False),
                    fc.LineChartDataPoint(last, baseline, show_tooltip=False)],
            color=ft.Colors.OUTLINE, stroke_width=1, dash_pattern=[4, 4]))
    values = {v for pts in series.values() for _, v in pts}
    # Lines that never move (everyone still at $0) are marked at their value only: the round mark above them is one
    # unit of the game's money ("$0.1M"), which means nothing.
    marks = _axis_marks(low, high, fmt) if len(values) > 1 else \
        [fc.ChartAxisLabel(value=v, label=ft.Text(fmt(v), size=11)) for v in values]
    chart = fc.LineChart(
        data_series=lines, min_x=first, max_x=last, min_y=low, max_y=high, height=HEIGHT,
        left_axis=fc.ChartAxis(labels=marks, label_size=label_width, label_spacing=mark_step(low, high)),
        # Room on the right for half the last turn's number, which is centred on the chart's edge (cut off at 360 px):
        # a column of labels that are never shown (none is at a drawn value).
        right_axis=fc.ChartAxis(labels=[fc.ChartAxisLabel(value=high + 1, label=ft.Text(""))],
                                label_size=RIGHT_ROOM, show_min=False, show_max=False),
        bottom_axis=fc.ChartAxis(labels=_turn_marks(first, last), label_size=22, label_spacing=turn_step(first, last),
                                 title=ft.Text(turn_word, size=12), title_size=18),
        horizontal_grid_lines=fc.ChartGridLines(interval=mark_step(low, high), color=ft.Colors.OUTLINE_VARIANT,
                                                width=1),
        tooltip=fc.LineChartTooltip(bgcolor=ft.Colors.INVERSE_SURFACE, fit_inside_horizontally=True,
                                    fit_inside_vertically=True),
        interactive=True)
    legend, newest = [], max(turns)
    for name, pts in series.items():
        values = ", ".join(f"{t}: {fmt(v)}" for t, v in pts)
        # A line that stops before the others (a player who left the game, a company gone) shows its last value with
        # its turn: a walk read "Bob $1,030" beside "Bob left the game $0" as what Bob is worth now.
        latest = fmt(pts[-1][1])
        if pts[-1][0] != newest:
            latest = f"{latest} ({turn_word} {pts[-1][0]})"
        legend.append(ft.Semantics(
            identifier=f"{prefix}-{name}",
            label=spoken.format(name=name, first=pts[0][0], last=pts[-1][0], values=values),
            content=ft.Row([
                ft.Container(width=14, height=14, border_radius=7, bgcolor=colors.get(name, ft.Colors.PRIMARY)),
                ft.Text(name, expand=True, weight=ft.FontWeight.BOLD),
                ft.Text(latest, size=16, weight=ft.FontWeight.BOLD),
            ], spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER)))
    # A long game shows its latest turns: said above the lines, so no one reads turn 206 as the game's first.
    shown = sorted({t for pts in series.values() for t, _ in pts})
    cut = [ft.Text(clipped.format(first=shown[0], last=shown[-1], shown=len(shown)), size=12, key=f"{prefix}-clipped")
           ] if any(len(every[name]) > len(series[name]) for name in series) else []
    # Room above the plot: the top value's label is centred on its top edge and would run into a note above it.
    return ft.Column([*cut, ft.Semantics(identifier=f"{prefix}-lines", container=True,
                                         content=ft.Container(chart, padding=ft.Padding.only(top=10))), *legend],
                     spacing=6)


def price_chart(series: Mapping[str, Sequence[Point]], colors: Mapping[str, str], **kw) -> ft.Column:
    """Prices over the turns (see `line_chart`)."""
    return line_chart(series, colors, **kw)
