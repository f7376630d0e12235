"""`python -m calculators score rollout FILE`, run as a real subprocess."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WHOLE = "must be a whole number ≥ 0"


def run(*args, stdin=""):
    p = subprocess.run(
        [sys.executable, "-m", "calculators", *args],
        input=stdin.encode("utf-8"), capture_output=True, cwd=ROOT, timeout=60,
    )
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


def score(text):
    return run("score", "rollout", "-", stdin=text)


def company(name, money=0, stores=0, product_cards=0, gold_coast=0, loans=0):
    return {"name": name, "money": money, "stores": stores, "product_cards": product_cards,
            "gold_coast": gold_coast, "loans": loans}


def assert_error(result, line):
    code, out, err = result
    assert code == 2
    assert out == ""
    assert err == line + "\n"


def test_rulebook_example_exact_stdout():
    # Rollout, Cash Out: five Simcor at $800 million and two Bermax at $500 million make $5 billion.
    raw = {
        "companies": [
            {"name": "Simcor", "money": 6500, "stores": 10, "product_cards": 0, "gold_coast": 2, "loans": 1000},
            company("Bermax", money=4000, stores=15, product_cards=5),
        ],
        "holdings": {"Ann": {"Simcor": 5, "Bermax": 2}, "Bob": {"Bermax": 3}},
    }
    code, out, err = score(json.dumps(raw))
    assert (code, err) == (0, "")
    assert out == (
        '{"share_values": {"Simcor": 800, "Bermax": 500}, '
        '"players": [{"name": "Ann", "cash_out": 5000, "rank": 1}, {"name": "Bob", "cash_out": 1500, "rank": 2}], '
        '"winners": ["Ann"]}\n'
    )


def test_tenths_print_exactly():
    # 3 x 735.3 is 2205.8999999999996 in floating point; the scorer works in tenths.
    raw = {"companies": [company("Razno", money=7353), company("Ibuki", money=999, loans=1000)],
           "holdings": {"Ann": {"Razno": 3}, "Bob": {"Ibuki": 5}}}
    code, out, _ = score(json.dumps(raw))
    assert code == 0
    assert out == (
        '{"share_values": {"Razno": 735.3, "Ibuki": -0.1}, '
        '"players": [{"name": "Ann", "cash_out": 2205.9, "rank": 1}, {"name": "Bob", "cash_out": -0.5, "rank": 2}], '
        '"winners": ["Ann"]}\n'
    )
    assert json.loads(out)["share_values"]["Razno"] == 735.3


def test_huge_amounts_stay_exact():
    raw = {"companies": [company("Simcor", money=10**20 + 3)], "holdings": {"Ann": {"Simcor": 1}}}
    code, out, _ = score(json.dumps(raw))
    assert code == 0
    assert '"Simcor": 10000000000000000000.3' in out


def test_ties_share_a_rank_and_keep_input_order_and_all_winners_listed():
    raw = {"companies": [company("Simcor", money=1000), company("Camcon", money=500)],
           "holdings": {"Dee": {"Camcon": 1}, "Bob": {"Simcor": 1}, "Ann": {"Camcon": 2}}}
    code, out, _ = score(json.dumps(raw))
    assert code == 0
    assert json.loads(out) == {
        "share_values": {"Simcor": 100, "Camcon": 50},
        "players": [{"name": "Bob", "cash_out": 100, "rank": 1}, {"name": "Ann", "cash_out": 100, "rank": 1},
                    {"name": "Dee", "cash_out": 50, "rank": 3}],
        "winners": ["Bob", "Ann"],
    }


def test_reads_a_file(tmp_path):
    f = tmp_path / "game.json"
    f.write_text(json.dumps({"companies": [company("Simcor", money=5000)], "holdings": {"Ann": {"Simcor": 2}}}))
    code, out, _ = run("score", "rollout", str(f))
    assert code == 0
    assert json.loads(out)["players"] == [{"name": "Ann", "cash_out": 1000, "rank": 1}]


def test_missing_file():
    assert_error(run("score", "rollout", "/no/such/game.json"),
                 "error: <input>: cannot read /no/such/game.json: No such file or directory")


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("", "error: <input>: is not valid JSON (line 1, column 1: Expecting value)"),
        ("{", "error: <input>: is not valid JSON (line 1, column 2: Expecting property name enclosed in double quotes)"),
        ("[]", "error: <input>: must be an object with companies and holdings"),
        ('{"holdings": {"Ann": {}}}', "error: companies: is missing"),
        ('{"companies": [], "holdings": {"Ann": {}}, "turn": 9}',
         "error: turn: is not a known key; expected companies and holdings"),
        ('{"companies": [{"name": "Simcor", "money": 1, "stores": 1.0, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {"Ann": {}}}', f"error: companies[0].stores: {WHOLE}"),
        ('{"companies": [{"name": "Simcor", "money": 1, "stores": -1, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {"Ann": {}}}', f"error: companies[0].stores: {WHOLE}"),
        ('{"companies": [{"name": "Simcor", "money": 1, "stores": 1, "product_cards": 0, "gold_coast": true, '
         '"loans": 0}], "holdings": {"Ann": {}}}', f"error: companies[0].gold_coast: {WHOLE}"),
        ('{"companies": [{"name": "Simcor", "money": "1", "stores": 1, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {"Ann": {}}}', f"error: companies[0].money: {WHOLE}"),
        ('{"companies": [{"name": "Simcor", "money": 1, "stores": 1, "product_cards": 0, "gold_coast": 0, '
         '"loans": -1000}], "holdings": {"Ann": {}}}', f"error: companies[0].loans: {WHOLE}"),
        ('{"companies": [{"name": "SIMCOR", "money": 1, "stores": 1, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {"Ann": {}}}',
         "error: companies[0].name: must be one of Simcor, Camcon, Pedrasca, Bermax, Razno, Ibuki, spelled exactly"),
        ('{"companies": [{"name": "Simcor", "money": 1, "stores": 1, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {}}', "error: holdings: needs at least one player"),
        ('{"companies": [{"name": "Simcor", "money": 1, "stores": 1, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {"Ann": {"Foo": 1}}}', "error: holdings.Ann.Foo: is not one of the companies listed"),
        ('{"companies": [{"name": "Simcor", "money": 1, "stores": 1, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {"Ann": {"Simcor": 6}, "Bob": {"Simcor": 5}}}',
         "error: holdings: players hold 11 Simcor shares; a company has only 10"),
        ('{"companies": [{"name": "Simcor", "money": 1, "stores": 1, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {"Ann": {"Simcor": -1}}}', f"error: holdings.Ann.Simcor: {WHOLE}"),
        ('{"companies": [{"name": "Simcor", "money": 1, "stores": 1, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {"Ann": {"Simcor": 2.5}}}', f"error: holdings.Ann.Simcor: {WHOLE}"),
        ('{"companies": [{"name": "Simcor", "money": 1e400, "stores": 1, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {"Ann": {}}}', f"error: companies[0].money: {WHOLE}"),
        ('{"companies": [{"name": "Simcor", "money": NaN, "stores": 1, "product_cards": 0, "gold_coast": 0, '
         '"loans": 0}], "holdings": {"Ann": {}}}', f"error: companies[0].money: {WHOLE}"),
    ],
    ids=["empty", "truncated", "array", "missing key", "unknown key", "float 1.0", "negative count", "boolean",
         "text number", "negative loan", "misspelled", "no players", "unknown company", "over 10 shares",
         "negative shares", "fractional shares", "overflowing float", "NaN"],
)
def test_invalid_input_one_line_on_stderr_nothing_on_stdout(text, line):
    assert_error(score(text), line)


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ('{"companies": [], "holdings": {"Ann": {}, "Bob": {}, "Ann": {}}}', "error: holdings.Ann: is given twice"),
        ('{"companies": [{"name": "Simcor", "name": "Camcon"}], "holdings": {}}',
         "error: companies[0].name: is given twice"),
        ('{"companies": [], "companies": [], "holdings": {}}', "error: companies: is given twice"),
        ('{"companies": [], "holdings": {"Ann": {"Simcor": 1, "Simcor": 2}}}',
         "error: holdings.Ann.Simcor: is given twice"),
    ],
    ids=["player", "company field", "top key", "share count"],
)
def test_duplicate_keys_are_refused_with_their_path(text, line):
    assert_error(score(text), line)


def test_two_companies_of_the_same_name():
    raw = {"companies": [company("Simcor"), company("Simcor")], "holdings": {"Ann": {}}}
    assert_error(score(json.dumps(raw)), "error: companies[1].name: Simcor is listed twice")


def test_two_players_differing_only_in_case():
    raw = {"companies": [company("Simcor")], "holdings": {"Ann": {}, "ANN": {}}}
    assert_error(score(json.dumps(raw)), "error: holdings.ANN: Ann is listed twice")


def test_error_line_stays_one_line_whatever_the_names():
    raw = {"companies": [company("Simcor")], "holdings": {"Ann\nBob": {"Foo\u2028": 1}}}
    assert_error(score(json.dumps(raw)), "error: holdings.Ann\\nBob.Foo\\u2028: is not one of the companies listed")


@pytest.mark.parametrize("args", [(), ("play", "rollout", "-"), ("score", "rollout"), ("score", "a", "b", "c")])
def test_usage_errors(args):
    code, out, err = run(*args)
    assert (code, out) == (2, "")
    assert err.startswith("error: expected 'score GAME FILE'; usage: python -m calculators score GAME FILE")
    assert "rollout" in err and err.count("\n") == 1


def test_unknown_game():
    code, out, err = run("score", "chess", "-")
    assert (code, out) == (2, "")
    assert err.startswith("error: 'chess' is not a game; scorers: ") and "rollout" in err
    assert err.count("\n") == 1


def test_help():
    code, out, err = run("--help")
    assert code == 0 and err == "" and out.startswith("usage: python -m calculators score GAME FILE")
