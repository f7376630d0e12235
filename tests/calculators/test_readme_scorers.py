"""The README's "## Usage" documents every game's scorer input with an example: each example scores
as the README says (issue 14, item 16)."""
import json
import re
from pathlib import Path

import pytest

from calculators.cli import SCORERS

README = Path(__file__).resolve().parents[2] / "README.md"
GAMES = {"Rollout": "rollout", "Roll and Rails": "roll-and-rails", "Owner's Choice": "owners-choice",
         "Fortune": "fortune"}


def usage_bullets() -> dict[str, str]:
    """Each game's bullet of the Usage section, by game name."""
    text = README.read_text(encoding="utf-8")
    usage = text[text.index("## Usage"):]
    usage = usage[:usage.index("\n## ", 1)]
    bullets = re.findall(r"^- \*\*(.+?)\*\*(.*?)(?=^- |^\S|\Z)", usage, flags=re.M | re.S)
    return {name: body for name, body in bullets}


def json_spans(body: str) -> list:
    """The inline code spans of a bullet that are whole JSON objects (a span may wrap lines)."""
    out = []
    for span in re.findall(r"`([^`]+)`", body):
        try:
            value = json.loads(" ".join(span.split()))
        except ValueError:
            continue
        if isinstance(value, dict):
            out.append(value)
    return out


def test_every_game_has_its_scorer_documented():
    assert set(usage_bullets()) == set(GAMES) and set(GAMES.values()) == set(SCORERS)


@pytest.mark.parametrize("name", list(GAMES))
def test_each_documented_example_scores_as_documented(name):
    spans = json_spans(usage_bullets()[name])
    assert spans, f"{name}: no JSON example"
    example, *shown = spans
    result = json.loads(json.dumps(SCORERS[GAMES[name]](example), default=float))
    for out in shown:
        if "winners" in out:
            assert result == out
    assert result["winners"]
