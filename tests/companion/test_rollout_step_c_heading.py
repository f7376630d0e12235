"""Rollout, Step C on the bank phone: the heading over a player's card says whether they hold one.

Step C, Note: "If a player does not have a Product Card for the product in demand ... he cannot roll any dice." A
walk read "Ann shows a Computer card" above the red "Ann holds no Computers card."."""
import calculators.rollout as ro
from tests.support.controls import all_text
from tests.support.rollout import B
from tests.support.rollout.step_c import bob_without_televisions
from tests.support.rollout_screens import Screen
from tests.support.screens import Table


def test_a_player_without_the_product_in_demand_is_headed_as_holding_none(tmp_path):
    t = bob_without_televisions()  # Step A: "3 or 4 Televisions"
    table = Table(tmp_path, "rollout")
    sid = table.create(t.log)
    first = all_text(Screen(table.hub, sid).draw())
    assert "Ann shows a Television card" in first and "holds no Television card" not in first
    table.hub.act(sid, lambda log: ro.show_card(log, B, "Ann", 5))
    second = all_text(Screen(table.hub, sid).draw())
    assert "Bob holds no Television card: no dice" in second and "Bob shows a Television card" not in second
