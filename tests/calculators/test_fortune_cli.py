"""`python -m calculators score fortune FILE`, run as a real subprocess (End of the Game: the balance)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable


def run(text, *args):
    p = subprocess.run([PYTHON, "-m", "calculators", "score", "fortune", *(args or ("-",))],
                       input=text.encode("utf-8"), capture_output=True, cwd=ROOT, timeout=60)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


def player(name, cash=0, finished_products=0, shares=(), bonds=0, loans=0):
    return {"name": name, "cash": cash, "finished_products": finished_products,
            "shares": [{"company": c, "purchase_price": p} for c, p in shares], "bonds": bonds, "loans": loans}


def score(raw):
    return run(json.dumps(raw))


def test_the_issues_example_exact_stdout():
    # Balance: 210.000 cash + 2 × 15.000 + Commerzbank 60.000 + 3 × 10.000 − 1 × 50.000 = 280.000 DM.
    raw = {"starting_capital": 150_000, "players": [
        player("A", 210_000, 2, [("Commerzbank", 60_000)], 3, 1), player("B", 100_000)]}
    code, out, err = score(raw)
    assert (code, err) == (0, "")
    assert out == ('{"players": [{"name": "A", "balance": 280000, "tripled": false, "rank": 1}, '
                   '{"name": "B", "balance": 100000, "tripled": false, "rank": 2}], "winners": ["A"]}\n')


def test_first_to_triple_wins_even_below_a_richer_player_and_ranks_first():
    # End of the Game: "The winner is whoever first tripled the invested capital, or whose financial
    # position is best at the end of the game." The winner ranks 1st (issue 14, item 15: rank and
    # winners agree; this test pinned Bob at rank 1 before).
    raw = {"starting_capital": 100_000, "players": [player("Ann", 300_000), player("Bob", 320_000)],
           "first_to_triple": "Ann"}
    code, out, err = score(raw)
    assert (code, err) == (0, "")
    assert json.loads(out) == {"players": [
        {"name": "Ann", "balance": 300_000, "tripled": True, "rank": 1},
        {"name": "Bob", "balance": 320_000, "tripled": True, "rank": 2}], "winners": ["Ann"]}


def test_after_the_first_to_triple_the_others_rank_by_balance_and_share_ties():
    # End of the Game: "You can now determine the ranking in comparison with your fellow players."
    raw = {"starting_capital": 100_000, "players": [
        player("Cy", 90_000), player("Ann", 310_000), player("Bob", 320_000), player("Dora", 90_000)],
        "first_to_triple": "Ann"}
    code, out, _ = score(raw)
    assert code == 0
    got = json.loads(out)
    assert [(p["name"], p["rank"]) for p in got["players"]] == [("Ann", 1), ("Bob", 2), ("Cy", 3), ("Dora", 3)]
    assert [p["name"] for p in got["players"] if p["rank"] == 1] == got["winners"] == ["Ann"]


def test_ties_share_rank_and_keep_input_order():
    raw = {"starting_capital": 200_000, "players": [
        player("Cy", 50_000), player("Ann", 100_000, bonds=5, loans=1), player("Bob", 100_000), player("Dora", 10_000)]}
    code, out, _ = score(raw)
    assert code == 0
    got = json.loads(out)
    assert [(p["name"], p["balance"], p["rank"]) for p in got["players"]] == [
        ("Ann", 100_000, 1), ("Bob", 100_000, 1), ("Cy", 50_000, 3), ("Dora", 10_000, 4)]
    assert got["winners"] == ["Ann", "Bob"]


def test_a_file_argument_works_like_stdin(tmp_path):
    f = tmp_path / "end.json"
    f.write_text(json.dumps({"starting_capital": 150_000, "players": [player("Ann", 1)]}), "utf-8")
    assert run("", str(f))[0] == 0


def test_negative_balances_are_printed_as_they_are():
    code, out, _ = score({"starting_capital": 100_000, "players": [player("Ann", 0, loans=2)]})
    assert code == 0 and json.loads(out)["players"][0]["balance"] == -100_000


P0 = "players[0]"
INVALID = []  # filled below; every case runs as its own process, all at once


@pytest.fixture(scope="module")
def invalid_runs():
    texts = [json.dumps(raw) for raw, _ in INVALID]
    procs = [subprocess.Popen([PYTHON, "-m", "calculators", "score", "fortune", "-"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT) for _ in texts]
    results = {}
    for text, p in zip(texts, procs):
        out, err = p.communicate(text.encode("utf-8"), timeout=120)
        results[text] = (p.returncode, out.decode("utf-8"), err.decode("utf-8"))
    return results


INVALID += [
    ({"starting_capital": 120_000, "players": [player("A")]},
     "starting_capital: must be 100000, 150000 or 200000 (Setup)"),
    ({"starting_capital": True, "players": [player("A")]}, "starting_capital: must be 100000, 150000 or 200000 (Setup)"),
    ({"players": [player("A")]}, "starting_capital: is missing"),
    ({"starting_capital": 150_000, "players": []}, "players: must list at least one player"),
    ({"starting_capital": 150_000}, "players: is missing"),
    ({"starting_capital": 150_000, "players": {}}, "players: must be a list of players"),
    ({"starting_capital": 150_000, "players": [player("A", -1)]}, f"{P0}.cash: must be a whole number ≥ 0"),
    ({"starting_capital": 150_000, "players": [player("A", 1.5)]}, f"{P0}.cash: must be a whole number ≥ 0"),
    ({"starting_capital": 150_000, "players": [player("A", finished_products=-2)]},
     f"{P0}.finished_products: must be a whole number ≥ 0"),
    ({"starting_capital": 150_000, "players": [player("A", bonds=6)]}, f"{P0}.bonds: must be a whole number from 0 to 5"),
    ({"starting_capital": 150_000, "players": [player("A", loans=3)]},
     f"{P0}.loans: must be a whole number from 0 to 2 (one per bank)"),
    ({"starting_capital": 150_000, "players": [player("A", shares=[("BASF", -1)])]},
     f"{P0}.shares[0].purchase_price: must be a whole number ≥ 0"),
    ({"starting_capital": 150_000, "players": [player("A", shares=[("OTTO", 1)]), player("B", shares=[("OTTO", 2)])]},
     "players[1].shares[0].company: OTTO is already held by A"),
    ({"starting_capital": 150_000, "players": [player("A"), player("A")]}, "players[1].name: A is listed twice"),
    ({"starting_capital": 150_000, "players": [player("")]}, f"{P0}.name: a player needs a name"),
    ({"starting_capital": 150_000, "players": [{"name": "A"}]}, f"{P0}.cash: is missing"),
    ({"starting_capital": 150_000, "players": [{**player("A"), "chips": 3}]}, f"{P0}.chips: is not a known field"),
    ({"starting_capital": 150_000, "players": [player("A")], "first_to_triple": "Z"},
     "first_to_triple: must be the name of a listed player"),
    ({"starting_capital": 150_000, "players": [player("A", 449_999)], "first_to_triple": "A"},
     "first_to_triple: A has a balance of 449999, less than three times the starting capital (450000)"),
    ({"starting_capital": 150_000, "players": [player("A")], "winner": "A"},
     "winner: is not a known key; expected starting_capital, players, first_to_triple"),
    ([], "<input>: must be an object with starting_capital and players"),
]


@pytest.mark.parametrize("raw, line", INVALID)
def test_invalid_input_exit_2_one_line_nothing_on_stdout(raw, line, invalid_runs):
    code, out, err = invalid_runs[json.dumps(raw)]
    assert (code, out, err) == (2, "", f"error: {line}\n")


def test_duplicate_keys_and_broken_json_are_refused():
    code, out, err = run('{"starting_capital": 150000, "starting_capital": 100000, "players": []}')
    assert (code, out, err) == (2, "", "error: starting_capital: is given twice\n")
    code, out, err = run("{")
    assert code == 2 and out == "" and err.startswith("error: <input>: is not valid JSON") and err.count("\n") == 1
