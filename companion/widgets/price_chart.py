"""A compact price chart drawn on a canvas: one labelled sparkline per series, on a shared scale.

flet-charts is not installed; a line per series on `flet.canvas` is enough for a phone: every
row shows the name, the line over the turns and the current value, and carries the whole series
as its screen-reader label.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

import flet as ft
import flet.canvas as cv

WIDTH, HEIGHT = 190, 48  # fits a 360 px phone beside a name and a price
MAX_POINTS = 60  # a long game shows its latest turns


def _points(values: Sequence[int], low: int, high: int, width: float, height: float) -> list[tuple[float, float]]:
    span = max(high - low, 1)
    n = len(values)
    step = width / (n - 1) if n > 1 else 0
    pad = 3
    return [(i * step if n > 1 else width / 2,
             pad + (height - 2 * pad) * (1 - (v - low) / span)) for i, v in enumerate(values)]


def sparkline(values: Sequence[int], color: str, *, low: int = 0, high: int = 300, baseline: int | None = None,
              width: float = WIDTH, height: float = HEIGHT) -> cv.Canvas:
    """The values as a line (the last point marked), with a faint line at `baseline` (e.g. START)."""
    values = list(values)[-MAX_POINTS:] or [low]
    shapes: list[cv.Shape] = [cv.Rect(0, 0, width, height, paint=ft.Paint(
        color=ft.Colors.SURFACE_CONTAINER_HIGHEST, style=ft.PaintingStyle.FILL), border_radius=4)]
    if baseline is not None:
        (_, y), = _points([baseline], low, high, width, height)
        shapes.append(cv.Line(0, y, width, y, paint=ft.Paint(color=ft.Colors.OUTLINE_VARIANT, stroke_width=1)))
    pts = _points(values, low, high, width, height)
    if len(pts) > 1:
        path = [cv.Path.MoveTo(*pts[0]), *(cv.Path.LineTo(x, y) for x, y in pts[1:])]
        shapes.append(cv.Path(path, paint=ft.Paint(color=color, stroke_width=2.5, style=ft.PaintingStyle.STROKE,
                                                   stroke_join=ft.StrokeJoin.ROUND)))
    x, y = pts[-1]
    shapes.append(cv.Circle(x, y, 3.5, paint=ft.Paint(color=color, style=ft.PaintingStyle.FILL)))
    return cv.Canvas(shapes=shapes, width=width, height=height)


def scale(series: Mapping[str, Sequence[int]], *, pad: int = 20, floor: int = 0) -> tuple[int, int]:
    """One shared scale for every series (so their lines compare): the values seen, padded a little."""
    seen = [v for values in series.values() for v in list(values)[-MAX_POINTS:]] or [floor]
    return max(floor, min(seen) - pad), max(seen) + pad


def price_chart(series: Mapping[str, Sequence[int]], colors: Mapping[str, str], *, fmt=str,
                low: int | None = None, high: int | None = None, baseline: int | None = None,
                prefix: str = "chart") -> ft.Column:
    """One row per series: its name, its sparkline and its latest value (`fmt` formats the numbers).

    All rows share one scale (`low`..`high`, by default the values seen, padded). Each row is
    labelled for screen readers with the whole series, and identified `{prefix}-{name}`."""
    auto_low, auto_high = scale(series)
    low = auto_low if low is None else low
    high = auto_high if high is None else high
    if baseline is not None and not low <= baseline <= high:
        baseline = None
    rows = []
    for name, values in series.items():
        values = list(values)
        now = values[-1] if values else None
        spoken = ", ".join(fmt(v) for v in values[-MAX_POINTS:])
        rows.append(ft.Semantics(
            identifier=f"{prefix}-{name}",
            label=f"{name} over {max(len(values) - 1, 0)} turns: {spoken}",
            content=ft.Row([
                ft.Text(name, width=64, weight=ft.FontWeight.BOLD, color=colors.get(name)),
                sparkline(values, colors.get(name, ft.Colors.PRIMARY), low=low, high=high, baseline=baseline),
                ft.Text(fmt(now) if now is not None else "", size=16, weight=ft.FontWeight.BOLD,
                        text_align=ft.TextAlign.RIGHT, expand=True),
            ], spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER),
        ))
    return ft.Column(rows, spacing=6)
