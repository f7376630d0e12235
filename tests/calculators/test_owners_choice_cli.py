"""`python -m calculators score owners-choice FILE` run as a real subprocess (rulebook: Game End)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PRICES = {"RED": 140, "BLUE": 100, "GREEN": 60, "YELLOW": 300}


def run(*args, stdin=""):
    p = subprocess.run([sys.executable, "-m", "calculators", *args], input=stdin.encode("utf-8"),
                       capture_output=True, cwd=ROOT, timeout=60)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


def score(raw):
    return run("score", "owners-choice", "-", stdin=raw if isinstance(raw, str) else json.dumps(raw))


def test_the_issue_example_exact_stdout(tmp_path):
    # Game End: every player sells all stock at the final prices; the most money wins.
    raw = {"prices": PRICES, "players": [
        {"name": "A", "money": 420, "stocks": {"RED": 2}},
        {"name": "B", "money": 100, "stocks": {"YELLOW": 2, "GREEN": 1}},
        {"name": "C", "money": 690, "stocks": {}},
    ]}
    code, out, err = score(raw)
    assert (code, err) == (0, "")
    assert out == ('{"players": [{"name": "B", "final_money": 760, "rank": 1}, '
                   '{"name": "A", "final_money": 700, "rank": 2}, {"name": "C", "final_money": 690, "rank": 3}], '
                   '"winners": ["B"]}\n')
    path = tmp_path / "end.json"
    path.write_text(json.dumps(raw))
    assert run("score", "owners-choice", str(path)) == (code, out, err)


def test_ties_all_win_keep_input_order_and_ranks_skip():
    raw = {"prices": {"RED": 100}, "players": [
        {"name": "Cy", "money": 500, "stocks": {}},
        {"name": "Ann", "money": 600, "stocks": {"RED": 1}},
        {"name": "Bob", "money": 700, "stocks": {"RED": 0, "BLUE": 0}},
        {"name": "Dee", "money": 700, "stocks": {}},
    ]}
    code, out, _ = score(raw)
    assert code == 0
    assert json.loads(out) == {"players": [
        {"name": "Ann", "final_money": 700, "rank": 1}, {"name": "Bob", "final_money": 700, "rank": 1},
        {"name": "Dee", "final_money": 700, "rank": 1}, {"name": "Cy", "final_money": 500, "rank": 4},
    ], "winners": ["Ann", "Bob", "Dee"]}


def player(name="A", money=100, stocks=None):
    return {"name": name, "money": money, "stocks": {"RED": 1} if stocks is None else stocks}


CHART = [0, 40, 60, 80, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 220, 240, 260, 280, 300]
PRICE_RANGE = "must be a price on the stock price chart: " + ", ".join(f"${p}" for p in CHART[1:])
WHOLE = "must be a whole number ≥ 0"


@pytest.mark.parametrize("raw, line", [
    ("{", "error: <input>: is not valid JSON (line 1, column 2: Expecting property name enclosed in double quotes)"),
    ('{"prices": {}, "prices": {}}', "error: prices: is given twice"),
    ([], "error: <input>: must be an object with prices and players"),
    ({"players": [player()]}, "error: prices: is missing"),
    ({"prices": PRICES}, "error: players: is missing"),
    ({"prices": PRICES, "players": [], "x": 1}, "error: x: is not a known key; expected prices and players (and optionally price_chart)"),
    ({"prices": PRICES, "players": []}, "error: players: must list at least one player"),
    ({"prices": PRICES, "players": {}}, "error: players: must be a list of players"),
    ({"prices": [], "players": [player()]}, "error: prices: must map companies to their final prices"),
    ({"prices": {**PRICES, "PURPLE": 100}, "players": [player()]},
     "error: prices.PURPLE: is not a company; the companies are RED, BLUE, GREEN, YELLOW"),
    ({"prices": {"RED": 0}, "players": [player()]}, f"error: prices.RED: {PRICE_RANGE}"),
    ({"prices": {"RED": 301}, "players": [player()]}, f"error: prices.RED: {PRICE_RANGE}"),
    ({"prices": {"RED": 100.5}, "players": [player()]}, f"error: prices.RED: {PRICE_RANGE}"),
    # Issue 14, item 14 — Game End: "The selling price of each company stock is equal to the position
    # of its stock price marker on the stock price chart": $135 is no space of it.
    ({"prices": {"RED": 135}, "players": [player()]}, f"error: prices.RED: {PRICE_RANGE}"),
    # Stock Trade: "The maximum number of total stocks a player can own is 12."
    ({"prices": PRICES, "players": [player(stocks={"RED": 5, "BLUE": 4, "GREEN": 4})]},
     "error: players[0].stocks: A holds 13 stocks; a player can own at most 12"),
    ({"prices": PRICES, "players": [player(), player("B", stocks={"YELLOW": 13})]},
     "error: players[1].stocks: B holds 13 stocks; a player can own at most 12"),
    ({"prices": PRICES, "players": [player()], "price_chart": [0, 40, 80, 100, 250]},
     "error: price_chart: The chart runs from $40 (just above Bankruptcy) to $300."),
    ({"prices": {"RED": 60}, "players": [player()], "price_chart": [0, 40, 80, 100, 140, 300]},
     "error: prices.RED: must be a price on the stock price chart: $40, $80, $100, $140, $300"),
    ({"prices": {"RED": True}, "players": [player()]}, f"error: prices.RED: {PRICE_RANGE}"),
    ({"prices": {"BLUE": 100}, "players": [player()]}, "error: prices.RED: is missing; A holds RED"),
    ({"prices": PRICES, "players": [player(stocks={"PURPLE": 1})]},
     "error: players[0].stocks.PURPLE: is not a company; the companies are RED, BLUE, GREEN, YELLOW"),
    ({"prices": PRICES, "players": [player(money=-1)]}, f"error: players[0].money: {WHOLE}"),
    ({"prices": PRICES, "players": [player(money=1.5)]}, f"error: players[0].money: {WHOLE}"),
    ({"prices": PRICES, "players": [player(money="5")]}, f"error: players[0].money: {WHOLE}"),
    ({"prices": PRICES, "players": [player(stocks={"RED": -1})]}, f"error: players[0].stocks.RED: {WHOLE}"),
    ({"prices": PRICES, "players": [player(stocks={"RED": 0.5})]}, f"error: players[0].stocks.RED: {WHOLE}"),
    ({"prices": PRICES, "players": [player(stocks=[])]}, "error: players[0].stocks: must map companies to stock counts"),
    ({"prices": PRICES, "players": [player(), player()]}, "error: players[1].name: A is listed twice"),
    ({"prices": PRICES, "players": [player(name="")]}, "error: players[0].name: must be a player's name"),
    ({"prices": PRICES, "players": ["A"]}, "error: players[0]: must be an object with name, money and stocks"),
    ({"prices": PRICES, "players": [{"name": "A", "money": 1}]}, "error: players[0].stocks: is missing"),
    ({"prices": PRICES, "players": [{**player(), "cash": 1}]},
     "error: players[0].cash: is not a known key; expected name, money and stocks"),
])
def test_invalid_input_exits_2_with_one_line_and_no_stdout(raw, line):
    code, out, err = score(raw)
    assert (code, out, err) == (2, "", line + "\n")


def test_twelve_stocks_and_every_chart_price_are_accepted():
    # Stock Trade: at most 12 stocks; Game End: prices are spaces of the chart, $40 to the $300 limit.
    raw = {"prices": {"RED": 40, "BLUE": 300, "GREEN": 110, "YELLOW": 260},
           "players": [player(money=0, stocks={"RED": 3, "BLUE": 3, "GREEN": 3, "YELLOW": 3})]}
    code, out, _ = score(raw)
    assert code == 0 and json.loads(out)["players"][0]["final_money"] == 3 * (40 + 300 + 110 + 260)


def test_a_tables_own_chart_may_be_given():
    # The chart this release ships is assumed; a table whose printed chart differs names its own.
    raw = {"prices": {"RED": 135}, "players": [player(money=0)], "price_chart": [0, 40, 80, 100, 135, 300]}
    code, out, _ = score(raw)
    assert code == 0 and json.loads(out)["players"][0]["final_money"] == 135


def test_the_price_of_a_company_nobody_holds_may_be_missing():
    code, out, _ = score({"prices": {}, "players": [player(stocks={"RED": 0})]})
    assert code == 0 and json.loads(out)["winners"] == ["A"]
