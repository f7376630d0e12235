"""JSON in and out for the command line, and the scorer registry, in process."""
import io
from decimal import Decimal

import pytest

from calculators.cli import SCORERS, main
from calculators.games import GAMES
from calculators.core.json_io import dumps_exact, load_strict, tenths_number
from calculators.core.model import RuleError


@pytest.mark.parametrize(
    ("tenths", "number", "text"),
    [(8000, 800, "800"), (7353, Decimal("735.3"), "735.3"), (-55, Decimal("-5.5"), "-5.5"),
     (-5, Decimal("-0.5"), "-0.5"), (0, 0, "0"), (-8000, -800, "-800"),
     (10**30 + 7, Decimal("100000000000000000000000000000.7"), "100000000000000000000000000000.7")],
)
def test_tenths_number(tenths, number, text):
    assert tenths_number(tenths) == number
    assert type(tenths_number(tenths)) is type(number)
    assert dumps_exact(tenths_number(tenths)) == text


def test_dumps_exact_matches_json_dumps_layout():
    obj = {"a": [1, "x\n", None, True], "é": {"b": Decimal("0.1")}}
    assert dumps_exact(obj) == '{"a": [1, "x\\n", null, true], "\\u00e9": {"b": 0.1}}'


def test_load_strict_paths_of_duplicate_keys():
    assert load_strict('{"a": [{"b": 1}]}') == {"a": [{"b": 1}]}
    with pytest.raises(RuleError) as e:
        load_strict('{"a": [{"b": 1}, {"b": 1, "b": 2}]}')
    assert (e.value.field, e.value.message) == ("a[1].b", "is given twice")
    with pytest.raises(RuleError) as e:
        load_strict('[{"k": 1, "k": 1}]')
    assert e.value.field == "[0].k"


def test_load_strict_refuses_absurd_input():
    with pytest.raises(RuleError) as e:
        load_strict("[" * 100_000 + "]" * 100_000)
    assert e.value.field == "<input>"
    with pytest.raises(RuleError) as e:
        load_strict("1" * 5000)
    assert e.value.field == "<input>"


def test_main_in_process_with_text_streams():
    out, err = io.StringIO(), io.StringIO()
    stdin = io.StringIO('{"companies": [{"name": "Ibuki", "money": 5, "stores": 0, "product_cards": 0, '
                        '"gold_coast": 0, "loans": 0}], "holdings": {"Ann": {"Ibuki": 1}}}')
    assert main(["score", "rollout", "-"], stdin=stdin, stdout=out, stderr=err) == 0
    assert out.getvalue() == ('{"share_values": {"Ibuki": 0.5}, "players": [{"name": "Ann", "cash_out": 0.5, '
                              '"rank": 1}], "winners": ["Ann"]}\n')
    assert err.getvalue() == ""


def test_every_game_has_a_scorer_and_an_unknown_game_is_refused():
    assert set(SCORERS) == set(GAMES)
    err = io.StringIO()
    assert main(["score", "monopoly", "-"], stdin=io.StringIO("{}"), stdout=io.StringIO(), stderr=err) == 2
    assert err.getvalue().startswith("error: 'monopoly' is not a game")
