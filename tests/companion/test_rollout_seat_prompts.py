"""Rollout: what a player's own phone asks of them follows the table. A walk found Dee's phone reading "Dee:
choosing…" with no control (only the banker records a company), and "Enter your advertising budget and price
under Sealed entries…" after Dee had confirmed hers."""
from __future__ import annotations

import calculators.rollout as ro
from calculators.core import bids
from calculators.rollout.stage2_budgets import budgets_round
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.rollout_seed import Seed
from tests.support.controls import all_text, walk
from tests.support.rollout_screens import Screen, dice_for_choice, tap, words

PLAYERS = ("Ann", "Bob", "Cy")
TELL = "Your turn to choose a company: tell the banker which company you choose; the banker records it."
ENTER = "Enter your advertising budget and price under Sealed entries"


def test_the_player_choosing_a_company_is_told_to_tell_the_banker(tmp_path):
    """Choose a Company: "The player with the highest number has first choice … Continue clockwise" — the banker
    records each choice (a seat has no control for it), so the phone of the player choosing says so; the others'
    do not."""
    hub = TableHub(Store(tmp_path))
    sid = dice_for_choice(hub, PLAYERS, ("2", "6", "3"))
    bob, cy = all_text(Screen(hub, sid, seat="Bob").draw()), all_text(Screen(hub, sid, seat="Cy").draw())
    assert TELL in bob and "Bob: choosing…" in bob
    assert TELL not in cy and "Cy: not their turn to choose yet" in cy
    assert not [c for c in walk(Screen(hub, sid, seat="Bob").draw()) if " takes " in words(c)]  # no control of his own
    tap(Screen(hub, sid).draw(), "Bob takes Camcon")  # the banker records it
    assert TELL not in all_text(Screen(hub, sid, seat="Bob").draw())
    assert TELL in all_text(Screen(hub, sid, seat="Cy").draw())


def test_a_confirmed_budget_is_said_confirmed_and_waiting(tmp_path):
    """Step B: "each player secretly writes down his Advertising Blitz budget and his price … then all are revealed
    at the same time" — once a player confirmed theirs, the phone says so and whom the reveal waits for."""
    seed = Seed(tmp_path, PLAYERS)
    seed.stage1()
    seed.do(ro.check_hex, faces=[1])
    # Before the banker opens Step B there is no Sealed entries section to enter them under (a walk looked for it).
    before = all_text(Screen(seed.hub, seed.sid, seat="Cy").draw())
    assert ("The banker opens Step B next; then enter your advertising budget and price under Sealed entries: nobody "
            "sees them before the reveal.") in before
    assert f"| {ENTER}" not in before  # not the prompt that sends the player to the section
    seed.do(ro.open_budgets)
    assert ENTER in all_text(Screen(seed.hub, seed.sid, seat="Cy").draw())
    rid = budgets_round(seed.state)
    seed.do(bids.enter, rid, {"advertising": "100", "price": "30"}, actor="seat:Cy")
    cy = all_text(Screen(seed.hub, seed.sid, seat="Cy").draw())
    assert ENTER not in cy
    assert ("Your budget and price are confirmed (sealed). Waiting for Ann and Bob to confirm; then the banker reveals "
            "every budget.") in cy
    assert ENTER in all_text(Screen(seed.hub, seed.sid, seat="Ann").draw())
    for p in ("Ann", "Bob"):
        seed.do(bids.enter, rid, {"advertising": "100", "price": "30"}, actor=f"seat:{p}")
    assert ("Your budget and price are confirmed (sealed). Everyone has confirmed: the banker reveals every budget "
            "next.") in all_text(Screen(seed.hub, seed.sid, seat="Cy").draw())


def test_a_player_left_out_of_a_stage_is_told_so_and_why(tmp_path):
    """Missed Dividends: "He may not play Stage 4." A walk found Cy's phone, during the Stage 4 sale, saying only
    what the others may bid: no form and no reason (only the bank phone named her). Her phone says why; a player who
    chose not to play a stage is told they are not playing it."""
    seed = Seed(tmp_path, PLAYERS)
    seed.do(ro.pay_stage1, "Cy", pay_dividends=False)
    seed.to(4)
    assert seed.state.company_of("Cy").skipped_dividends
    before = all_text(Screen(seed.hub, seed.sid, seat="Cy").draw())  # before the Chairman asks who plays
    assert "No dividends paid this turn: you may not play Stage 4 (Missed Dividends)." in before
    seed.do(ro.start_stage, ["Ann"], faces=[1])
    cy, bob, ann = (all_text(Screen(seed.hub, seed.sid, seat=p).draw()) for p in ("Cy", "Bob", "Ann"))
    assert "No dividends paid this turn: you may not play Stage 4 (Missed Dividends)." in cy
    assert "You are not playing Stage 4." in bob and "Missed Dividends" not in bob
    assert "You are not playing" not in ann and "Missed Dividends" not in ann


def test_a_player_without_stores_is_told_they_sit_out_stage_2(tmp_path):
    """Stage 1: "Those players without Stores cannot play Stage 2." A walk: Cy had sold his only Store, and at Step B
    his phone read "Your budget and price are confirmed (sealed)", though he never entered one."""
    seed = Seed(tmp_path, PLAYERS)
    seed.fix("Cy", "stores", 0)
    seed.stage1()
    seed.do(ro.check_hex, faces=[1])
    seed.do(ro.open_budgets)
    cy = all_text(Screen(seed.hub, seed.sid, seat="Cy").draw())
    assert "You have no Stores, so you sit out Stage 2 this turn" in cy
    assert "confirmed (sealed)" not in cy and ENTER not in cy
    assert ENTER in all_text(Screen(seed.hub, seed.sid, seat="Ann").draw())
