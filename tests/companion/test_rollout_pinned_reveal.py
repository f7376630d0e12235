"""Rollout, Step B after the banker undid the reveal and Cy's entry: what the table saw stands ("secretly circling one
number for each budget on his Boardroom Pad" — ink the table has read), so the banker's Reveal is offered at once and
shows the same budgets; the screen asks the rules (`bids.reveal_waits_for`) instead of waiting for Cy's tap."""
import calculators.rollout as ro
from calculators.core import bids
from calculators.core.log import undo
from calculators.rollout.stage2_budgets import budgets_round
from tests.e2e.rollout_seed import Seed
from tests.support.controls import all_text
from tests.support.rollout_screens import Screen, tap


def test_the_budgets_reveal_is_offered_again_at_once_and_shows_what_the_table_saw(tmp_path):
    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    seed.stage1()
    seed.do(ro.check_hex, rng=seed.rng)
    seed.do(ro.open_budgets)
    rid = budgets_round(seed.state)
    for p, blitz in (("Ann", "100"), ("Bob", "200"), ("Cy", "300")):
        seed.do(bids.enter, rid, {"advertising": blitz, "price": "30"}, actor=f"seat:{p}")
    seed.do(ro.reveal_budgets)
    first = seed.state.rollout.budgets
    for _ in range(2):  # the reveal, then Cy's entry
        seed.hub.act(seed.sid, lambda log: undo(log, "banker"))
    assert bids.rounds(seed.hub.get(seed.sid).log)[rid].confirmed == ("Ann", "Bob")
    screen = Screen(seed.hub, seed.sid)
    drawn = screen.draw()
    assert "waiting for Cy" not in all_text(drawn)
    tap(drawn, "Reveal the budgets (Step C)")
    assert seed.state.rollout.step == "cards" and seed.state.rollout.budgets == first
