"""Rollout, Stage 5 — Build or Sell Stores, Stage 6 — Research and Develop, and the trades after them."""
import calculators.rollout as ro
from calculators.core import bids
from calculators.rollout.stage5_stores import stores_round
from tests.support.rollout import B, seat, started
from tests.support.rollout.stores import (
    plans_are_sealed_then_carried_out_in_die_order, research_costs_100m_a_card_turned_once_a_turn, to_stage,
)


def test_a_player_who_missed_dividends_may_only_sell_and_an_unpayable_plan_is_bankruptcy():
    t = started()
    to_stage(t, 5, Cy={"pay_dividends": False})
    t.do(ro.start_stage, B, ["Cy", "Dee"], faces=[3])
    t.do(ro.open_store_plans, B)
    t.refused(ro.enter_store_plan, seat("Cy"), "build", 1, match="Missed Dividends")
    t.do(ro.enter_store_plan, seat("Cy"), "sell", 1)
    t.do(ro.enter_store_plan, seat("Dee"), "build", 10)
    t.do(ro.reveal_store_plans, B)
    t.do(ro.carry_out_plan, B, "Cy")
    t.do(ro.borrow, B, "Dee", 2)
    t.do(ro.correct, B, "Dee", "cash", delta=-t.cash("Dee") + 100, reason="test")
    t.refused(ro.carry_out_plan, B, "Dee", joint=10, match="bankrupt")
    t.refused(ro.go_bankrupt, B, "Dee", "stores", expansion=10, match="not bankrupt")  # $1B: borrowing covers it
    t.do(ro.go_bankrupt, B, "Dee", "stores", joint=10)
    assert t.state.company("Bermax").out == "bankrupt"
    t.do(ro.end_stage, B)


def test_the_phones_sealed_entry_form_obeys_the_same_plan_rules_as_it_is_written():
    """Stage 5 — Build or Sell Stores: the phones send plans through the generic sealed entry; a plan the
    rules forbid is refused there too, at once, and nothing is recorded (not turned into "none" at the reveal)."""
    t = started()
    to_stage(t, 5, Cy={"pay_dividends": False})
    t.do(ro.start_stage, B, ["Ann", "Cy"], faces=[3])
    t.do(ro.open_store_plans, B)
    rid = stores_round(t.state)
    t.refused(bids.enter, seat("Cy"), rid, {"plan": "build", "stores": 1}, match="Missed Dividends")
    t.refused(bids.enter, seat("Ann"), rid, {"plan": "build", "stores": 11}, match="1 to 10")
    t.refused(bids.enter, seat("Ann"), rid, {"plan": "sell", "stores": 2}, match="You have 1 Store to sell.")
    assert not bids.rounds(t.log)[rid].entries
    t.do(bids.enter, seat("Cy"), rid, {"plan": "sell", "stores": 1})
    t.do(bids.enter, seat("Ann"), rid, {"plan": "build", "stores": 10})
    t.do(ro.reveal_store_plans, B)
    assert t.state.plans == {"Ann": ("build", 10), "Cy": ("sell", 1)}


def test_a_plan_offers_only_what_the_rules_allow_this_player():
    """Stage 5: "Up to 10 Stores may be built on each turn"; Missed Dividends: "he cannot build any Stores, although
    he is still allowed to sell them"; "If a player does not want to build or to sell Stores, he puts a zero on his
    Boardroom Pad" — a walk saw "0 to 999" on the form, "Build" offered to Cy who missed his dividends, and "Neither"
    after a typed 1 refused."""
    from calculators.rollout.entries import offers_pass, seat_field, seat_note, settled
    from calculators.rollout.stage5_stores import plan_choices, plan_most
    t = started()
    to_stage(t, 5, Cy={"pay_dividends": False})
    t.do(ro.start_stage, B, ["Ann", "Cy"], faces=[3])
    t.do(ro.open_store_plans, B)
    rid = stores_round(t.state)
    s = t.state
    assert plan_choices(s, "Ann") == ("build", "sell", "none") and plan_most(s, "Ann") == 10
    assert plan_choices(s, "Cy") == ("sell", "none") and plan_most(s, "Cy") == s.company_of("Cy").stores == 1
    spec = bids.rounds(t.log)[rid].spec
    plan, stores = spec.fields
    assert seat_field(s, rid, "Cy", plan).options == ("sell", "none") and seat_field(s, rid, "Ann", stores).max == 10
    assert seat_note(s, rid, "Cy") == "No dividends paid this turn: you may sell Stores, not build (Missed Dividends)."
    assert seat_note(s, rid, "Ann") is None
    assert not offers_pass(rid) and offers_pass("rollout:budgets:1")
    assert settled(rid, {"plan": "none", "stores": 1}) == {"plan": "none", "stores": 0}
    t.do(ro.enter_store_plan, seat("Ann"), "none", 1)  # neither, after a typed 1: a zero on the pad
    assert bids.view_for(bids.rounds(t.log)[rid], "Ann").entries["Ann"].values == {"plan": "none", "stores": 0}


def test_the_deck_holds_eighteen_of_each_product():
    t = started()
    to_stage(t, 6)
    t.do(ro.correct, B, "Ann", "radio", value=15, reason="test")
    assert ro.in_deck(t.state, "radio") == 0
    t.do(ro.start_stage, B, ["Ann"])
    t.refused(ro.research, B, "Ann", "radio", 1, match="No Radios card")
    t.refused(ro.correct, B, "Bob", "radio", value=2, reason="x", match="0 to 1")


def test_research_turns_over_at_most_the_cards_left_in_the_deck():
    """Game Board and Playing Equipment: "The 55 card deck consists of 18 Radio, 18 Television and 18 Computer
    Product Cards and a trademark card which is out of play." Stage 6: "The cards are turned over one-by-one
    until a card with the wanted product is found" — so at most every card of the other products still in the
    deck (not in hands, not awaiting the Bank's auction), then the one kept."""
    t = started()  # four players, one card of each product each: 14 of each left in the deck
    to_stage(t, 6)
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    cash = t.cash("Ann")
    t.refused(ro.research, B, "Ann", "radio", 60, match="The deck holds 42 cards, 14 of them Radios: at most 29")
    t.refused(ro.research, B, "Ann", "radio", 30, match="at most 29 are turned over")
    assert t.cash("Ann") == cash  # nothing charged
    t.do(ro.research, seat("Ann"), "Ann", "radio", 29)
    assert t.cash("Ann") == cash - 2900 and ro.in_deck(t.state, "radio") == 13
    t.do(ro.correct, B, "Bob", "television", value=15, reason="a ruling at the table")  # 0 Televisions left
    t.refused(ro.research, B, "Bob", "radio", 16, match="The deck holds 27 cards, 13 of them Radios: at most 15")


def test_plans_are_sealed_then_carried_out_in_die_order():
    plans_are_sealed_then_carried_out_in_die_order()


def test_research_costs_100m_a_card_turned_once_a_turn():
    research_costs_100m_a_card_turned_once_a_turn()


def test_stores_change_hands_only_at_the_end_of_stage_5():
    """Buying Stores: "This deal must take place at the end of Stage 5." An audit traded Ann's Store to Bob while her
    sealed plan to sell it was still open; at the reveal her plan quietly became none."""
    t = started()
    to_stage(t, 5)
    end = "at the end of Stage 5, after every plan"
    t.refused(ro.trade_stores, B, "Ann", "Bob", 1, 300, match=end)  # the Chairman has not asked who plays yet
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    t.refused(ro.trade_stores, B, "Ann", "Bob", 1, 300, match=end)  # the plans are still to be written
    t.do(ro.open_store_plans, B)
    t.do(ro.enter_store_plan, seat("Ann"), "sell", 1)
    t.refused(ro.trade_stores, B, "Ann", "Bob", 1, 300, match=end)  # sealed
    t.do(ro.enter_store_plan, seat("Bob"), "none", 0)
    t.do(ro.reveal_store_plans, B)
    t.refused(ro.trade_stores, B, "Ann", "Bob", 1, 300, match=end)  # revealed, not yet carried out
    while ro.next_planner(t.state) is not None:
        t.do(ro.carry_out_plan, B, ro.next_planner(t.state))
    t.do(ro.trade_stores, B, "Bob", "Ann", 1, 300)  # every plan carried out: the end of Stage 5


def test_no_expansion_store_without_a_store_on_the_board():
    """The Cost: Expansion Stores "are built next to a player's own Stores (which must have been on the board for at
    least one turn)". An audit's Bob, with no Store, built three Expansion Stores for $300M."""
    t = started()
    to_stage(t, 5)
    t.do(ro.correct, B, "Bob", "stores", value=0, reason="test")
    t.do(ro.start_stage, B, ["Bob"])
    t.do(ro.open_store_plans, B)
    t.do(ro.enter_store_plan, seat("Bob"), "build", 3)
    t.do(ro.reveal_store_plans, B)
    t.refused(ro.carry_out_plan, B, "Bob", 3, 0, 0, match="no Store on the board to build next to")
    t.refused(ro.carry_out_plan, B, "Bob", 1, 2, 0, match="no Store on the board to build next to")
    cash = t.cash("Bob")
    t.do(ro.carry_out_plan, B, "Bob", 0, 3, 0)  # Branch Stores: $200M each
    assert cash - t.cash("Bob") == 600
