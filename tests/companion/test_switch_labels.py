"""A switch's (or a checkbox's, or a radio's) label wraps on a narrow phone. Flet's own `Switch(label=...)` lays its
label out in a row that never wraps: Settings' "House rule: a negative share value counts as $0" showed "…counts as"
on a 360 px phone and the rest ran off the screen (seen, 2026-12-03). Every labelled switch, and each checkbox or
radio whose label can be long, goes through `companion.widgets.fields.labelled` (the label a wrapping title, the
control at the row's end or start, the whole row tappable, one node named by the label)."""
from __future__ import annotations

import ast
from pathlib import Path

import flet as ft
import pytest

import companion
from companion.widgets.fields import labelled

SOURCES = Path(companion.__file__).parent


def _switches_with_their_own_label(root: Path = SOURCES) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "Switch" \
                    and any(k.arg == "label" for k in node.keywords):
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_no_switch_sets_flets_own_label():
    assert _switches_with_their_own_label() == []


def test_the_scan_finds_a_switch_with_its_own_label(tmp_path):
    """The scan above can fail: a file with Flet's own label is reported."""
    (tmp_path / "screen.py").write_text('import flet as ft\nft.Switch(label="Pay dividends", value=True)\n')
    assert _switches_with_their_own_label(tmp_path) == ["screen.py:2"]


def test_a_labelled_switch_is_one_tappable_row_named_by_its_label():
    flips = []
    sw = ft.Switch(value=False, on_change=lambda e: flips.append(e))
    row = labelled(sw, "House rule: a negative share value counts as $0", key="floor")
    assert isinstance(row, ft.MergeSemantics) and row.key == "floor"  # one node for a screen reader and a test
    tile = row.content
    assert isinstance(tile, ft.ListTile) and tile.toggle_inputs  # a tap anywhere on the row flips the switch
    assert tile.trailing is sw and sw.label is None
    assert isinstance(tile.title, ft.Text) and tile.title.value == "House rule: a negative share value counts as $0"
    assert tile.min_height >= 48
    assert not tile.disabled
    off = ft.Switch(value=True, disabled=True)
    assert labelled(off, "Pay dividends").content.disabled  # a switch that may not be flipped: nor may its row


@pytest.mark.parametrize("kind", [ft.Checkbox, ft.Radio])
def test_a_checkbox_or_radio_stands_at_the_start_of_its_row(kind):
    """Material's order: the box or the radio before its label (a switch after it)."""
    toggle = kind(value="stop") if kind is ft.Radio else kind(value=False)
    tile = labelled(toggle, "Stops at $300 (house rule)").content
    assert tile.leading is toggle and tile.trailing is None and tile.toggle_inputs
    assert tile.title.value == "Stops at $300 (house rule)"
