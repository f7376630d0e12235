"""Rollout, what a seat (or the banker) may do now (`GAME.allowed`): the Stage 4 open-bid ladder and who may
bid, borrowing, and the setup roll-off — each impossible action with its reason, agreeing with the commands."""
import pytest

import calculators.rollout as ro
from calculators.core.model import RuleError
from calculators.games import get
from calculators.rollout.allowed import next_bids, roll_off
from tests.support.rollout import B, PLAYERS, new_table, seat, stage1, stage2, started

ALLOWED = get("rollout").allowed


def to_stage4(players=("Ann", "Bob", "Cy"), face=3):
    t = started()
    stage1(t)
    stage2(t)
    for c in t.state.active():  # every meter back to $500M, so the examples read plainly
        t.do(ro.correct, B, c.ceo, "price", value=t.state.tables.opening_square, reason="test")
    while t.state.stage < 4:
        t.do(ro.start_stage, B, [])
        t.do(ro.end_stage, B)
    t.do(ro.start_stage, B, list(players), faces=[face])
    return t


def accepted(log, *args) -> bool:
    try:
        ro.bid(log, *args)
    except RuleError:
        return False
    return True


def test_the_first_bid_is_the_market_price_then_price_index_values():
    # Open Bid: "he must offer the current market price for each share. Other players who also want the shares
    # must bid a higher price. Players may only bid prices appearing on the Price Index".
    t = to_stage4()
    a = ALLOWED(t.log, None)
    assert a.may("bid") and a.bids == (500,) and set(a.bidders) == {"Ann", "Bob", "Cy"}
    t.do(ro.bid, seat("Ann"), "Ann", 500)
    a = ALLOWED(t.log, None)
    index = t.state.tables.price_index
    assert a.bids == tuple(p for p in index if p > 500)[:4]
    assert "Ann" not in a.bidders and a.bidder_why["Ann"] == "Ann already has the highest bid."
    # Every bid offered is one the command takes, for every bidder offered.
    for p in a.bidders:
        for price in a.bids:
            assert accepted(t.log, B, p, price)
    assert not accepted(t.log, B, "Ann", a.bids[0])


def test_above_blue_chip_the_ladder_climbs_in_100m_steps():
    # "If the bidding goes higher than $2.5 billion, players must bid in $100 million increments."
    t = to_stage4(("Ann", "Bob"), face=1)
    t.do(ro.bid, B, "Bob", 500)
    t.do(ro.bid, B, "Ann", 2500)
    assert next_bids(t.state) == (2600, 2700, 2800, 2900)
    assert all(accepted(t.log, B, "Bob", p) for p in next_bids(t.state))
    assert not accepted(t.log, B, "Bob", 2550)


def test_a_seat_bids_only_for_itself_and_the_reason_names_who_may():
    t = to_stage4()
    bob = ALLOWED(t.log, "Bob")
    assert bob.bidders == ("Bob",)
    assert bob.bidder_why["Ann"] == "Only Ann (or the banker) can bid for Ann."
    assert ALLOWED(t.log, "Bob", "de").bidder_why["Ann"] == "Für Ann bietet nur Ann selbst (oder die Bank)."
    assert not accepted(t.log, seat("Bob"), "Ann", 500)


def test_no_lot_no_bid():
    t = started()
    a = ALLOWED(t.log, None)
    assert not a.may("bid") and a.why("bid") == "No shares are on offer now." and a.bids == ()


def test_borrowing_up_to_the_cap():
    # Borrowing Money: "$1 billion at a time, up to $5 billion".
    t = started()
    a = ALLOWED(t.log, "Bob")
    assert a.may("borrow") and a.borrow_most == {"Bob": 5}
    t.do(ro.borrow, seat("Bob"), "Bob", 5)
    a = ALLOWED(t.log, "Bob")
    assert not a.may("borrow") and a.borrow_most == {"Bob": 0} and "the most" in a.why("borrow")
    with pytest.raises(RuleError):
        ro.borrow(t.log, seat("Bob"), "Bob", 1)
    assert ALLOWED(t.log, None).borrow_most == {"Ann": 5, "Bob": 0, "Cy": 5, "Dee": 5}


def test_the_roll_off_for_the_choice_of_companies():
    # Choose a Company: "Each player now rolls a die. The player with the highest number has first choice ...
    # Continue clockwise"; tied highest roll again (interpretation).
    assert roll_off(PLAYERS, []).rolling == PLAYERS
    tie = roll_off(PLAYERS, [{"Ann": 6, "Bob": 6, "Cy": 2, "Dee": 1}])
    assert tie.tie and tie.rolling == ("Ann", "Bob") and tie.first is None
    done = roll_off(PLAYERS, [{"Ann": 6, "Bob": 6, "Cy": 2, "Dee": 1}, {"Ann": 2, "Bob": 5}])
    assert done.first == "Bob" and done.order == ("Bob", "Cy", "Dee", "Ann") and done.rolling is None
    # The setup command, given the same dice, records the same first chooser and order.
    rounds = [{"Ann": 6, "Bob": 6, "Cy": 2, "Dee": 1}, {"Ann": 2, "Bob": 5}]
    companies = {p: c for p, c in zip(PLAYERS, ("Simcor", "Camcon", "Pedrasca", "Bermax"))}
    _, ev = ro.set_up(new_table(), B, companies, rolls=rounds)
    assert ev.data["first"] == done.first and tuple(ev.data["order"]) == done.order
    # One chooses at a time, in that order: Bob first, then Cy (Bob's left), whatever was picked out of turn.
    assert done.choosing({}) == "Bob"
    assert done.choosing({"Bob": "Razno"}) == "Cy"
    assert done.choosing({"Bob": "Razno", "Dee": "Ibuki"}) == "Cy"
    assert done.choosing(companies) is None
    assert tie.choosing({}) is None  # still rolling: nobody chooses yet


def test_a_die_that_is_not_1_to_6_is_refused_by_the_roll_off():
    # A die shows 1 to 6: a typed 7 is refused with the player's name, not taken for a tie.
    with pytest.raises(RuleError, match="Bob's die shows 1 to 6"):
        roll_off(PLAYERS, [{"Ann": 6, "Bob": 7, "Cy": 2, "Dee": 1}])
    with pytest.raises(RuleError, match="one die each"):
        roll_off(PLAYERS, [{"Ann": 6, "Bob": 6, "Cy": 2, "Dee": 1}, {"Ann": 2, "Cy": 5}])


def test_stage5_the_most_stores_built_and_sold_and_missed_dividends():
    # Stage 5: "Up to 10 Stores may be built on each turn." Missed Dividends: "During Stage 5, he cannot build
    # any Stores, although he is still allowed to sell them."
    t = started()
    stage1(t, Cy={"pay_dividends": False})
    stage2(t)
    while t.state.stage < 5:
        t.do(ro.start_stage, B, [])
        t.do(ro.end_stage, B)
    assert not ALLOWED(t.log, None).may("stores")  # its players are not known yet
    t.do(ro.start_stage, B, ["Cy", "Dee"], faces=[3])
    t.do(ro.open_store_plans, B)
    a = ALLOWED(t.log, None)
    assert a.may("stores") and a.stores_build_most == {"Cy": 0, "Dee": 10}
    assert a.stores_sell_most == {"Cy": 1, "Dee": 1}
    assert a.stores_why == {"Cy": "No dividends paid this turn: Cy may sell Stores, not build (Missed Dividends)."}
    dee = ALLOWED(t.log, "Dee")
    assert dee.stores_build_most == {"Dee": 10} and "Cy" not in dee.stores_sell_most
    # The command agrees at the bounds.
    t.refused(ro.enter_store_plan, seat("Cy"), "build", 1, match="Missed Dividends")
    t.refused(ro.enter_store_plan, seat("Dee"), "build", 11, match="1 to 10")
    t.refused(ro.enter_store_plan, seat("Dee"), "sell", 2, match="You have 1 Store to sell.")
    t.do(ro.enter_store_plan, seat("Dee"), "build", 10)
    t.do(ro.enter_store_plan, seat("Cy"), "sell", 1)
    # Revealed, each plan is carried out as written ("he can't do both"): nobody is offered a plan any more (a walk's
    # player read "Your plan: build 1 to 10 Stores" on her phone after her plan had been carried out).
    t.do(ro.reveal_store_plans, B)
    after = ALLOWED(t.log, "Dee")
    assert not after.may("stores") and after.stores_build_most == {} and ALLOWED(t.log, None).stores_sell_most == {}


def test_takeovers_need_six_shares_of_an_opponents_company_and_the_banker_records_them():
    # Takeovers: a player holding six shares of an opponent's company may take it over; the banker records it.
    t = started()
    a = ALLOWED(t.log, None)
    assert a.takeovers == () and a.why("take_over") == "Nobody holds six shares of an opponent's company."
    t.do(ro.correct_shares, B, "Camcon", "Bank", "Ann", 6, reason="test")
    a = ALLOWED(t.log, None)
    assert a.takeovers == (("Ann", "Camcon"),) and a.may("take_over")
    assert ALLOWED(t.log, "Ann").why("take_over") == "Only the banker can record a takeover."
    t.do(ro.take_over, B, "Ann", "Camcon")
    assert ("Ann", "Camcon") not in ALLOWED(t.log, None).takeovers


def test_who_may_be_asked_to_play_a_stage_leaves_out_a_player_who_missed_dividends_in_stage4_only():
    # Missed Dividends: "He may play Stages 2, 3 and 6. He may not play Stage 4."
    t = started()
    stage1(t, Bob={"pay_dividends": False})
    stage2(t)
    assert t.state.stage == 3 and ALLOWED(t.log, None).stage_players == tuple(t.state.active_players())
    t.do(ro.start_stage, B, [])
    assert ALLOWED(t.log, None).stage_players == ()  # the stage has started: nobody is asked any more
    t.do(ro.end_stage, B)
    assert t.state.stage == 4
    assert "Bob" not in ALLOWED(t.log, None).stage_players
    assert set(ALLOWED(t.log, None).stage_players) == set(t.state.active_players()) - {"Bob"}
    with pytest.raises(RuleError):  # the command agrees
        ro.start_stage(t.log, B, ["Bob"], faces=[1])
    t.do(ro.start_stage, B, [])
    t.do(ro.end_stage, B)
    assert t.state.stage == 5 and "Bob" in ALLOWED(t.log, None).stage_players  # Stage 5: selling only, but plays


def test_what_one_more_loan_costs_is_said_before_it_is_taken():
    # Borrowing Money: "Each time a player borrows $1 billion from the Bank his share price drops one square";
    # "Interest is paid to the Bank during every Stage 1 as long as the loan is outstanding" (in millions).
    from calculators.rollout.loans import borrow_preview

    t = started()
    st = t.state
    c = st.company_of("Ann")
    now, after, interest = borrow_preview(st, "Ann")
    assert now == st.tables.price(c.price) and interest == st.tables.interest(c.loans + 1)
    t.do(ro.borrow, B, "Ann", 1)
    st = t.state
    assert st.tables.price(st.company_of("Ann").price) == after < now
    assert borrow_preview(st, "Ann")[2] == st.tables.interest(2) > interest


def test_repaying_before_paying_stage1_is_said_to_raise_the_dividend():
    # Borrowing Money: "Each time he pays back $1 billion, his share price rises one square"; Stage 1: "You must pay
    # the Dividend opposite the current Stock Market price": a walk's banker repaid first and the dividends rose,
    # unsaid.
    from calculators.rollout.loans import repay_dividend

    t = started()
    assert t.state.stage == 1 and repay_dividend(t.state, "Ann") is None  # no loan to repay
    t.do(ro.borrow, B, "Ann", 1)  # the price a square down
    st = t.state
    c = st.company_of("Ann")
    now, up = st.tables.dividend(c.price), st.tables.dividend(st.tables.moved(c.price, 1))
    assert now != up and repay_dividend(st, "Ann") == (now, up)
    t.do(ro.pay_stage1, B, "Ann")
    assert repay_dividend(t.state, "Ann") is None  # paid: a repayment now changes nothing this Stage 1


def test_at_the_high_flyer_one_more_loan_leaves_the_price_where_it_is():
    # Game Board: the High Flyer is the lowest square; "drops one square" has nowhere to go (a walk read "drops a
    # square, $1M to $1M").
    from calculators.rollout.loans import borrow_preview

    t = started()
    t.do(ro.correct, B, "Ann", "price", value=0, reason="the meter at the High Flyer")
    now, after, _interest = borrow_preview(t.state, "Ann")
    assert now == after == t.state.tables.price(0)
