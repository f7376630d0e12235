"""Stage 2, Step C: two players stating the same Q of the product in demand is a slip — "The 55 card deck consists
of 18 Radio, 18 Television and 18 Computer Product Cards … Q1 is the lowest and Q18 is the highest rating": each card
is in the deck once. The banker's and every seat's screen says so under the cards shown (not refused: a table's own
deck decides, and tables saved with such a slip keep replaying)."""
import flet as ft

import calculators.rollout as ro
from calculators.rollout.stage2_budgets import same_cards
from tests.e2e.rollout_seed import Seed
from tests.support.controls import walk
from tests.support.rollout_screens import Screen


def test_same_cards_names_each_q_shown_twice():
    assert same_cards({"Ann": 7, "Bob": 7, "Cy": 3, "Dee": None}) == {7: ("Ann", "Bob")}
    assert same_cards({"Ann": None, "Bob": None}) == {} and same_cards({"Ann": 7, "Bob": 8}) == {}


def warned(controls) -> list[str]:
    return [c.content.value for c in walk(controls) if isinstance(c, ft.Semantics)
            and (c.identifier or "").startswith("s2-same-card-")]


def test_the_screens_say_when_two_players_showed_the_same_card(tmp_path):
    from calculators.core import bids
    from calculators.rollout.stage2_budgets import budgets_round
    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    seed.stage1()
    if seed.state.rollout.step == "hex":
        seed.do(ro.check_hex)
    seed.do(ro.open_budgets)
    rid = budgets_round(seed.state)
    for p in seed.state.rollout.players:
        seed.do(bids.enter, rid, {"advertising": "100", "price": "30"}, actor=f"seat:{p}")
    seed.do(ro.reveal_budgets)
    seed.do(ro.show_card, "Ann", 7, True)
    banker = Screen(seed.hub, seed.sid)
    assert warned(banker.draw()) == []
    seed.do(ro.show_card, "Bob", 7, True)
    said = "Ann and Bob showed the same card, Q7: the deck holds each card once, so check the cards"
    assert [w[:len(said)] for w in warned(banker.draw())] == [said]
    assert [w[:len(said)] for w in warned(Screen(seed.hub, seed.sid, seat="Cy").draw())] == [said]
