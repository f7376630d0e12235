"""Step E — Collect Profits: "multiply the number of units on the Sales Index by the price"; Gold Coast meters "collect
$500 million from the Bank on each subsequent Stage 2 during Step E". Each player's line shows the working, so the
table can check it (a walk read only "Ann: $1.8B (Sales Index × price, + $500M per Gold Coast meter)")."""
import calculators.rollout as ro
from calculators.core import bids
from calculators.core.money import format_rollout
from calculators.rollout.stage2_budgets import budgets_round
from tests.support.controls import texts, walk
from tests.support.rollout import B, seat, stage1, started
from tests.support.screens import Table


def test_each_players_profit_shows_units_times_price_and_the_meters(tmp_path):
    t = started(("Ann", "Bob"))
    stage1(t)
    t.do(ro.check_hex, B, faces=[1])
    t.do(ro.open_budgets, B)
    rid = budgets_round(t.state)
    for p, price in (("Ann", 60), ("Bob", 40)):
        t.do(bids.enter, seat(p), rid, {"advertising": "100", "price": str(price)})
    t.do(ro.reveal_budgets, B)
    t.do(ro.correct, B, "Bob", "gold_coast", value=1, reason="an earlier turn")
    for p in ("Ann", "Bob"):
        t.do(ro.show_card, B, p, 5 if p == "Ann" else 6)
    for p in ("Ann", "Bob"):
        n = sum(k for _, k in ro.dice_for(t.state, p))
        t.do(ro.roll_sales, B, p, faces=[3] * n)
    assert t.state.rollout.step == "profits"
    units = {p: t.state.tables.units(t.company(p).sales) for p in ("Ann", "Bob")}
    table = Table(tmp_path, "rollout")
    said = [texts(c) for c in walk(table.draw(table.create(t.log), "")) if texts(c)]
    got = ro.profits(t.state)
    assert got["Ann"] == units["Ann"] * 60 and got["Bob"] == units["Bob"] * 40 + 500
    ann = f"Ann: {format_rollout(got['Ann'])} ({units['Ann']}M units × $60)"
    bob = f"Bob: {format_rollout(got['Bob'])} ({units['Bob']}M units × $40 + 1 Gold Coast meter × $500M)"
    assert ann in said and bob in said, said
