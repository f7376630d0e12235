"""Rollout: a player out of the game (Takeovers: "This puts the other player out of business, and out of the
game"; Bankruptcy: "he is Bankrupt and out of the game") leaves every open list and sealed round at once —
the stage's order of play, the bidders and Stock Callers, Step B's budgets, the Stage 5 plans, a secret-bid
round — and each round completes with the players left. A cancelled round can be opened again."""
import calculators.rollout as ro
from calculators.core import bids
from calculators.rollout.stage2_budgets import budgets_round
from calculators.rollout.state import BANK
from calculators.rollout.stage5_stores import stores_round
from tests.support.rollout import B, seat, skip_stage, stage1, stage2, started


def at_stage4_with_ann_holding_six_camcon():
    t = started()
    t.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="bought in earlier turns")
    stage1(t)
    stage2(t)
    for c in t.state.active():
        t.do(ro.correct, B, c.ceo, "price", value=t.state.tables.opening_square, reason="test")
    skip_stage(t)
    t.do(ro.start_stage, B, ["Ann", "Bob", "Cy", "Dee"], faces=[1])  # the die names Ann: Simcor first
    return t


def test_after_a_takeover_in_stage_4_secret_bids_go_on_without_the_player_who_is_out():
    t = at_stage4_with_ann_holding_six_camcon()
    t.do(ro.take_over, B, "Ann", "Camcon")
    s = t.state
    # Bob leaves the stage's order at once: he is no longer a bidder or a Stock Caller.
    assert "Bob" not in s.play.order and s.play.order == ("Ann", "Cy", "Dee")
    t.refused(ro.bid, B, "Bob", t.state.tables.price(s.company("Simcor").price), match="not playing Stage 4")
    # Secret Bids: "If no one bids for shares being offered by the Bank, players may make Secret Bids".
    t.do(ro.call_secret_bids, B)
    rid = t.state.auction.lot.secret_round
    assert bids.rounds(t.log)[rid].spec.participants == ("Ann", "Cy", "Dee")
    t.do(bids.enter, seat("Cy"), rid, {"bid": 300})
    t.do(bids.enter, seat("Dee"), rid, None)
    t.do(bids.enter, seat("Ann"), rid, {"bid": 200})
    t.do(ro.reveal_secret_bids, B)
    assert t.state.held("Cy", "Simcor") == 2


def test_a_player_out_while_secret_bids_are_written_leaves_the_round_which_completes_without_him():
    t = at_stage4_with_ann_holding_six_camcon()
    t.do(ro.call_secret_bids, B)
    rid = t.state.auction.lot.secret_round
    t.do(bids.enter, seat("Bob"), rid, {"bid": 490})  # the highest bid, about to leave with him
    t.do(bids.enter, seat("Cy"), rid, {"bid": 300})
    t.do(ro.take_over, B, "Ann", "Camcon")
    rnd = bids.rounds(t.log)[rid]
    assert rnd.spec.participants == ("Ann", "Cy", "Dee") and "Bob" not in rnd.entries
    t.refused(bids.enter, seat("Bob"), rid, {"bid": 100}, match="not taking part")
    t.do(bids.enter, seat("Ann"), rid, None)
    t.do(bids.enter, seat("Dee"), rid, {"bid": 100})
    t.do(ro.reveal_secret_bids, B)
    assert t.state.held("Cy", "Simcor") == 2 and t.state.held("Bob", "Simcor") == 0


def test_step_b_budgets_complete_with_the_players_left_after_a_bankruptcy():
    t = started()
    stage1(t)
    t.do(ro.check_hex, B, faces=[1])
    t.do(ro.open_budgets, B)
    rid = budgets_round(t.state)
    for p in ("Ann", "Bob", "Cy"):
        t.do(bids.enter, seat(p), rid, {"advertising": "100", "price": "30"})
    # Dee has not written hers and goes out (a takeover at any time).
    t.do(ro.correct_shares, B, "Bermax", BANK, "Ann", 6, reason="bought in earlier turns")
    t.do(ro.take_over, B, "Ann", "Bermax")
    assert t.state.rollout.players == ("Ann", "Bob", "Cy")
    assert bids.rounds(t.log)[rid].locked  # everyone left has confirmed
    t.do(ro.reveal_budgets, B)
    assert set(t.state.rollout.budgets) == {"Ann", "Bob", "Cy"} and t.state.rollout.step == "cards"


def test_stage_5_plans_complete_with_the_players_left():
    t = started()
    stage1(t)
    stage2(t)
    skip_stage(t)
    skip_stage(t)
    t.do(ro.start_stage, B, ["Ann", "Bob", "Cy"], faces=[1])
    t.do(ro.open_store_plans, B)
    rid = stores_round(t.state)
    t.do(bids.enter, seat("Ann"), rid, {"plan": "build", "stores": 1})
    t.do(bids.enter, seat("Cy"), rid, {"plan": "none", "stores": 0})
    t.do(ro.correct_shares, B, "Camcon", BANK, "Cy", 6, reason="bought in earlier turns")
    t.do(ro.take_over, B, "Cy", "Camcon")
    assert t.state.play.order == ("Ann", "Cy")
    t.do(ro.reveal_store_plans, B)
    assert t.state.plans == {"Ann": ("build", 1), "Cy": ("none", 0)}


def test_a_cancelled_round_can_be_opened_again():
    t = started()
    stage1(t)
    t.do(ro.check_hex, B, faces=[1])
    t.do(ro.open_budgets, B)
    rid = budgets_round(t.state)
    t.do(bids.enter, seat("Ann"), rid, {"advertising": "900", "price": "10"})
    t.do(bids.cancel_round, B, rid)
    t.do(ro.open_budgets, B)  # refused before: "There is already a round 'rollout:budgets:1'"
    rnd = bids.rounds(t.log)[rid]
    assert rnd.status == "collecting" and rnd.entries == {}  # the cancelled entries are gone
    t.refused(ro.open_budgets, B, match="There is already a round")  # an open round is not opened twice


def test_when_every_player_of_a_stage_2_leaves_the_game_play_goes_on_to_stage_3():
    """Stage 1: "Those players without Stores cannot play Stage 2"; here the only one with Stores is taken over
    during Step B, so nobody is left to play it (found by the random-play laws)."""
    t = started(("Ann", "Bob"))
    t.do(ro.pay_stage1, B, "Ann", remove_stores=1)
    t.do(ro.pay_stage1, B, "Bob")
    t.do(ro.check_hex, B, faces=[1])
    assert t.state.rollout.players == ("Bob",)
    t.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="bought in earlier turns")
    t.do(ro.take_over, B, "Ann", "Camcon")
    assert t.state.stage == 3 and t.state.rollout is None
