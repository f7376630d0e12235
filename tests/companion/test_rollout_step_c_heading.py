"""Rollout, Step C on the bank phone: the heading over a player's card says whether they hold one.

Step C, Note: "If a player does not have a Product Card for the product in demand ... he cannot roll any dice." A
walk read "Ann shows a Computer card" above the red "Ann holds no Computers card."."""
import calculators.rollout as ro
from calculators.core import bids
from calculators.rollout.stage2_budgets import budgets_round
from tests.support.controls import all_text
from tests.support.rollout import B, seat, stage1, started
from tests.support.rollout_screens import Screen
from tests.support.screens import Table


def test_a_player_without_the_product_in_demand_is_headed_as_holding_none(tmp_path):
    t = started()
    stage1(t)
    t.do(ro.check_hex, B, faces=[3])  # Step A: "3 or 4 Televisions"
    t.do(ro.correct, B, "Bob", "television", value=0, reason="the card was never dealt")
    t.do(ro.open_budgets, B)
    rid = budgets_round(t.state)
    for p in t.state.rollout.players:
        t.do(bids.enter, seat(p), rid, {"advertising": "100", "price": "30"})
    t.do(ro.reveal_budgets, B)
    table = Table(tmp_path, "rollout")
    sid = table.create(t.log)
    first = all_text(Screen(table.hub, sid).draw())
    assert "Ann shows a Television card" in first and "holds no Television card" not in first
    table.hub.act(sid, lambda log: ro.show_card(log, B, "Ann", 5))
    second = all_text(Screen(table.hub, sid).draw())
    assert "Bob holds no Television card: no dice" in second and "Bob shows a Television card" not in second
