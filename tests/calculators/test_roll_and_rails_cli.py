"""`python -m calculators score roll-and-rails FILE`, run as a real subprocess."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
WHOLE = "must be a whole number ≥ 0"
AWARDS = {"bronze": 20, "silver": 30, "gold": 40, "platinum": 50}


def run(*args, stdin=""):
    p = subprocess.run([PY, "-m", "calculators", *args], input=stdin.encode("utf-8"), capture_output=True,
                       cwd=ROOT, timeout=60)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


def score(raw):
    return run("score", "roll-and-rails", "-", stdin=raw if isinstance(raw, str) else json.dumps(raw))


def player(name, vp=0, conn=0, res=0):
    return {"name": name, "shipping_points": vp, "completed_connections": conn, "unused_resources": res}


def test_jacks_37_exact_stdout():
    # Final Scoring Example: 29 + 8 = 37.
    code, out, err = score({"players": [player("Jack", 29, 8, 2), player("Mary", 30, 5, 0)]})
    assert (code, err) == (0, "")
    assert out == ('{"players": [{"name": "Jack", "score": 37, "rank": 1}, {"name": "Mary", "score": 35, "rank": 2}], '
                   '"winners": ["Jack"]}\n')


def test_solo_form_exact_stdout():
    raw = {"players": [player("Jack", 29, 8, 2)], "solo": {"unshipped_goods": 3, "awards": AWARDS}}
    code, out, err = score(raw)
    assert (code, err) == (0, "")
    assert out == '{"players": [{"name": "Jack", "score": 31, "rank": 1}], "winners": ["Jack"], "award": "silver"}\n'


def test_solo_below_bronze_and_negative():
    raw = {"players": [player("Jack", 1, 0, 0)], "solo": {"unshipped_goods": 5, "awards": AWARDS}}
    code, out, _ = score(raw)
    assert code == 0 and json.loads(out) == {"players": [{"name": "Jack", "score": -9, "rank": 1}],
                                             "winners": ["Jack"], "award": None}


def test_ties_through_every_tie_break_keep_input_order():
    raw = {"players": [player("Dee", 9, 3, 0), player("Ann", 10, 2, 4), player("Bob", 10, 2, 4),
                       player("Cy", 10, 2, 1)]}
    code, out, _ = score(raw)
    assert code == 0
    assert json.loads(out) == {"players": [
        {"name": "Dee", "score": 12, "rank": 1}, {"name": "Ann", "score": 12, "rank": 2},
        {"name": "Bob", "score": 12, "rank": 2}, {"name": "Cy", "score": 12, "rank": 4}], "winners": ["Dee"]}
    code, out, _ = score({"players": [player("Ann", 10, 2, 4), player("Bob", 10, 2, 4)]})
    assert json.loads(out)["winners"] == ["Ann", "Bob"]


INVALID = [
    ({"players": []}, "players: must list at least one player"),
    ({}, "players: is missing"),
    ([], "<input>: must be an object with players (and solo for the solo variant)"),
    ({"players": {}}, "players: must be a list of players"),
    ({"players": [player("Ann")], "extra": 1}, "extra: is not a known key; expected players, solo"),
    ({"players": [7]}, "players[0]: must be an object"),
    ({"players": [player("Ann", vp=-1)]}, f"players[0].shipping_points: {WHOLE}"),
    ({"players": [player("Ann", conn=2.5)]}, f"players[0].completed_connections: {WHOLE}"),
    ({"players": [player("Ann", res=True)]}, f"players[0].unused_resources: {WHOLE}"),
    ({"players": [player("Ann", res="3")]}, f"players[0].unused_resources: {WHOLE}"),
    ({"players": [{"name": "Ann", "shipping_points": 1, "completed_connections": 1}]},
     "players[0].unused_resources: is missing"),
    ({"players": [{**player("Ann"), "bonus": 1}]},
     "players[0].bonus: is not a known key; expected name, shipping_points, completed_connections, unused_resources"),
    ({"players": [player("Ann"), player("ann")]}, "players[1].name: Ann is listed twice"),
    ({"players": [player("")]}, "players[0].name: a player needs a name"),
    ({"players": [player("Ann"), player("Bob")], "solo": {"unshipped_goods": 0, "awards": AWARDS}},
     "players: the solo variant has exactly one player, not 2"),
    # Issue 14, item 12: one player and no solo block is refused, never scored as a multiplayer game.
    ({"players": [player("Ann", 29, 8, 2)]},
     'solo: is missing: one player is the solo variant — add "solo": {"unshipped_goods": n, '
     '"awards": {"bronze", "silver", "gold", "platinum"}}, or list 2 to 5 players'),
    ({"players": [player("Ann")], "solo": {"unshipped_goods": -1, "awards": AWARDS}},
     f"solo.unshipped_goods: {WHOLE}"),
    ({"players": [player("Ann")], "solo": {"unshipped_goods": 1.5, "awards": AWARDS}},
     f"solo.unshipped_goods: {WHOLE}"),
    ({"players": [player("Ann")], "solo": {"awards": AWARDS}}, "solo.unshipped_goods: is missing"),
    ({"players": [player("Ann")], "solo": {"unshipped_goods": 0}}, "solo.awards: is missing"),
    ({"players": [player("Ann")], "solo": []}, "solo: must be an object with unshipped_goods and awards"),
    ({"players": [player("Ann")], "solo": {"unshipped_goods": 0, "awards": {**AWARDS, "silver": 20}}},
     "solo.awards: thresholds must rise: bronze < silver < gold < platinum"),
    ({"players": [player("Ann")], "solo": {"unshipped_goods": 0, "awards": {**AWARDS, "gold": 60}}},
     "solo.awards: thresholds must rise: bronze < silver < gold < platinum"),
    ({"players": [player("Ann")], "solo": {"unshipped_goods": 0, "awards": {"bronze": 1}}},
     "solo.awards.silver: is missing"),
    ({"players": [player("Ann")], "solo": {"unshipped_goods": 0, "awards": {**AWARDS, "tin": 1}}},
     "solo.awards.tin: is not a known key; expected bronze, silver, gold, platinum"),
    # What You Need: dice for 1 to 5 players ("5 players – 21 dice"); an audit scored six.
    ({"players": [player(n) for n in ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")]},
     "players: lists 6 players: a game has 2 to 5 players (the solo variant one)"),
]


@pytest.fixture(scope="module")
def invalid_runs():
    """Every invalid case as its own real process, started together so the suite stays quick."""
    procs = [subprocess.Popen([PY, "-m", "calculators", "score", "roll-and-rails", "-"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT) for _ in INVALID]
    runs = []
    for p, (raw, _) in zip(procs, INVALID):
        out, err = p.communicate(json.dumps(raw).encode("utf-8"), timeout=60)
        runs.append((p.returncode, out.decode("utf-8"), err.decode("utf-8")))
    return runs


@pytest.mark.parametrize("case", range(len(INVALID)))
def test_invalid_input_exit_2_one_line(invalid_runs, case):
    assert invalid_runs[case] == (2, "", f"error: {INVALID[case][1]}\n")


def test_one_player_without_the_solo_block_is_refused_not_scored_as_multiplayer():
    # Solo Variant, The End of the Game (Solo): "For every unshipped good you receive -2 points" —
    # a lone player's score needs the solo block; the same player scores as solo once it is given.
    code, out, err = score({"players": [player("Ann", 29, 8, 2)]})
    assert (code, out) == (2, "") and err.startswith("error: solo: is missing") and err.count("\n") == 1
    code, out, _ = score({"players": [player("Ann", 29, 8, 2)], "solo": {"unshipped_goods": 1, "awards": AWARDS}})
    assert code == 0 and json.loads(out)["players"][0]["score"] == 29 + 8 - 2


def test_malformed_json_and_duplicate_keys():
    code, out, err = score('{"players": [')
    assert code == 2 and out == "" and err.startswith("error: <input>: is not valid JSON") and err.count("\n") == 1
    code, out, err = score('{"players": [], "players": []}')
    assert (code, out, err) == (2, "", "error: players: is given twice\n")


def test_reads_a_file(tmp_path):
    f = tmp_path / "game.json"
    f.write_text(json.dumps({"players": [player("Jack", 29, 8, 2), player("Mary", 30, 5, 0)]}), encoding="utf-8")
    code, out, _ = run("score", "roll-and-rails", str(f))
    assert code == 0 and json.loads(out)["players"][0]["score"] == 37
