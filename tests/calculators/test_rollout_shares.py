"""Rollout, the Order of Play, Stage 3 — Sell Shares, Stage 4 — Buy Shares, Stock Call, Stock Raids."""
import random

import calculators.rollout as ro
from calculators.core.actors import undo_last
from calculators.rollout.stage4_buy import raiders
from calculators.rollout.state import BANK
from tests.support.rollout import B, PLAYERS, seat, started
from tests.support.rollout.shares import (
    buy_two, secret_bids_below_market_in_steps_ties_by_die,
    stage_3_sales_to_the_bank_and_to_players_and_no_buying_back_the_same_turn, to_stage,
)


def test_the_chairmans_die_and_clockwise_keep_rolling_until_a_players_number():
    t = started()
    to_stage(t, 3)
    # Starting the Game: the Chairman is number one, the player on his left two...; four players:
    # a 5 or a 6 names nobody, so the die is rolled again.
    assert ro.numbered(t.state) == PLAYERS
    t.refused(ro.start_stage, B, ["Bob", "Dee"], faces=[5, 3, 1], match="Enter every roll")
    ev = t.do(ro.start_stage, B, ["Bob", "Dee"], faces=[6, 5, 3])
    # 3 names Cy, who does not play this stage: the next player to his left who does goes first.
    assert ev.data["rolls"] == [6, 5, 3] and t.state.play.order == ("Dee", "Bob")


def test_one_player_needs_no_die_and_app_rolls_are_binding():
    t = started()
    to_stage(t, 3)
    t.do(ro.start_stage, B, ["Cy"])
    assert t.state.play.order == ("Cy",) and t.state.play.rolls == ()
    t.log = undo_last(t.log, B)[0]
    t.do(ro.start_stage, B, PLAYERS, rng=random.Random(4))
    order = t.state.play.order
    t.log = undo_last(t.log, B)[0]
    t.do(ro.start_stage, B, PLAYERS, rng=random.Random(77))
    assert t.state.play.order == order


def test_stage_4_lots_from_the_die_picked_company_clockwise_first_bid_at_market_winner_pays_twice():
    t = started()
    to_stage(t, 4)
    t.do(ro.start_stage, B, ["Ann", "Bob", "Cy"], faces=[3])
    a = t.state.auction
    # Stage 4: a 3 names Cy (the Chairman Ann is one): Cy's Pedrasca first, then clockwise.
    assert a.lot.company == "Pedrasca" and a.queue == ("Bermax", "Simcor", "Camcon") and a.lot.shares == 2
    t.refused(ro.bid, B, "Ann", 450, match="first bid is the market price, $500M")
    t.refused(ro.bid, B, "Dee", 500, match="not playing Stage 4")
    t.do(ro.bid, seat("Ann"), "Ann", 500)
    t.refused(ro.bid, B, "Ann", 550, match="already has the highest")
    t.refused(ro.bid, B, "Bob", 500, match="Bid more than $500M")
    t.refused(ro.bid, B, "Bob", 525, match="Price Index value")
    t.do(ro.bid, B, "Bob", 700)
    cash = t.cash("Bob")
    t.do(ro.sell_lot, B)
    s = t.state
    assert s.held("Bob", "Pedrasca") == 2 and t.cash("Bob") == cash - 1400
    assert s.tables.price(s.company("Pedrasca").price) == 700 and s.bank_sold["Pedrasca"] == 2
    assert s.auction.lot.company == "Bermax"


def test_bids_above_blue_chip_in_100m_steps_and_the_meter_stops_at_blue_chip():
    t = started()
    to_stage(t, 4)
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    t.do(ro.bid, B, "Bob", 500)
    t.do(ro.bid, B, "Ann", 2500)
    t.refused(ro.bid, B, "Bob", 2550, match="$100M steps")
    t.do(ro.bid, B, "Bob", 2600)
    cash = t.cash("Bob")
    t.do(ro.sell_lot, B)
    c = t.state.company("Simcor")
    assert c.price == t.state.tables.top and t.cash("Bob") == cash - 5200


def test_nobody_bids_the_shares_stay_with_the_bank():
    t = started()
    to_stage(t, 4)
    t.do(ro.start_stage, B, ["Ann"], faces=[1])
    for _ in range(4):
        t.do(ro.pass_lot, B)
    assert t.state.auction.lot is None and all(v == 0 for v in t.state.bank_sold.values())
    t.do(ro.end_stage, B)
    assert t.state.stage == 5


def test_stock_call_when_the_bidder_has_the_money_he_pays():
    t = started()
    to_stage(t, 4)
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    t.do(ro.bid, B, "Ann", 500)
    t.do(ro.bid, B, "Bob", 1000)
    t.refused(ro.stock_call, seat("Bob"), "Bob", match="opponent")
    t.do(ro.stock_call, seat("Ann"), "Ann")
    assert t.state.held("Bob", "Simcor") == 2 and t.state.auction.lot.company == "Camcon"


def test_stock_call_when_the_bidder_cannot_cover_the_caller_takes_them_for_his_cash():
    t = started()
    to_stage(t, 4)
    t.do(ro.correct, B, "Bob", "cash", delta=-5000, reason="spent")
    bob = t.cash("Bob")
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    t.do(ro.bid, B, "Ann", 500)
    t.do(ro.bid, B, "Bob", 1500)  # $3B for two shares; Bob has less
    ann = t.cash("Ann")
    t.do(ro.stock_call, B, "Ann")
    s = t.state
    assert s.held("Ann", "Simcor") == 2 and t.cash("Ann") == ann - bob and t.cash("Bob") == bob
    assert s.tables.price(s.company("Simcor").price) == s.tables.price(s.tables.square_at_or_below(bob // 2))
    # Bidding cannot resume for those shares: the Bank offers the next company.
    assert s.auction.lot.company == "Camcon"


def test_a_stock_raid_buys_every_sold_back_share_at_market_and_is_not_a_bank_sale():
    t = started()
    from calculators.rollout.corrections import correct_shares
    t.do(correct_shares, B, "Bermax", BANK, "Cy", 4, reason="bought earlier")
    to_stage(t, 3)
    t.do(ro.start_stage, B, ["Cy"])
    t.do(ro.sell_to_bank, B, "Cy", "Bermax", 3)
    t.do(ro.end_stage, B)
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    t.refused(ro.raid, B, "Ann", "Bermax", match="after the Bank's shares")
    while t.state.auction.lot:
        t.do(ro.pass_lot, B)
    t.refused(ro.raid, B, "Ann", "Simcor", match="no sold-back")
    t.do(ro.raid, seat("Ann"), "Ann", "Bermax")
    lot = t.state.auction.lot
    assert lot.raid and lot.shares == 3 and lot.bids[0].price == 500
    assert ro.share_register(t.state)["Bermax"] == ("Cy",) + (ro.SOLD_BACK,) * 3 + (BANK,) * 6
    t.do(ro.bid, B, "Bob", 550)
    t.do(ro.sell_lot, B)
    s = t.state
    assert s.held("Bob", "Bermax") == 3 and s.returned("Bermax") == 0 and s.bank_sold["Bermax"] == 4
    t.do(ro.end_stage, B)


def test_ten_block_sells_one_share_a_company_a_turn():
    t = started(options={"ten_block": True})
    to_stage(t, 4)
    t.do(ro.start_stage, B, ["Ann"], faces=[1])
    assert t.state.auction.lot.shares == 1


def test_the_end_is_announced_when_the_bank_has_sold_every_companys_tenth_share():
    t = started(("Ann", "Bob"))
    to_stage(t, 4)
    for company in ("Simcor", "Camcon"):
        t.do(ro.correct_shares, B, company, BANK, "Ann", 2, reason="sold earlier")
        t.do(ro.correct_shares, B, company, BANK, "Bob", 6, reason="sold earlier")
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    t.refused(ro.correct_shares, B, "Simcor", BANK, "Ann", 1, reason="x", match="under the hammer")
    assert t.state.last_turn is None
    buy_two(t, "Simcor", "Ann")
    assert t.state.last_turn is None  # Camcon's ninth and tenth are still the Bank's
    buy_two(t, "Camcon", "Ann")
    assert t.state.last_turn == t.state.turn + 5 and ro.turns_left(t.state) == 5


def test_ten_block_play_ends_with_the_turn_the_tenth_share_is_sold():
    # Optional Rule, Ten Block Play: one share a company a turn; the game ends when the tenth is sold.
    t = started(("Ann", "Bob"), options={"ten_block": True})
    for company in ("Simcor", "Camcon"):
        t.do(ro.correct_shares, B, company, BANK, "Bob", 9, reason="sold in earlier turns")
    to_stage(t, 4)
    t.do(ro.start_stage, B, ["Ann"], faces=[1])
    buy_two(t, "Simcor", "Ann")
    buy_two(t, "Camcon", "Ann")
    assert t.state.last_turn == t.state.turn
    t.do(ro.end_stage, B)
    assert ro.is_over(t.state)
    t.refused(ro.borrow, B, "Ann", 1, match="during the game")


def test_a_ceo_may_raid_his_own_companys_sold_back_shares():
    """Stock Raids: "Players are allowed to raid the shares of a particular Company (stock raid)" — no player is
    left out, the company's own C.E.O. included (one who sold its shares this turn may not buy: Stage 4, Note)."""
    t = started()
    t.do(ro.correct_shares, B, "Bermax", BANK, "Cy", 4, reason="bought earlier")
    to_stage(t, 3)
    t.do(ro.start_stage, B, ["Cy"])
    t.do(ro.sell_to_bank, B, "Cy", "Bermax", 3)
    t.do(ro.end_stage, B)
    t.do(ro.start_stage, B, ["Cy", "Dee"], faces=[1])
    while t.state.auction.lot:
        t.do(ro.pass_lot, B)
    assert raiders(t.state, "Bermax") == ("Dee",)  # Bermax is Dee's own; Cy sold Bermax this turn
    t.do(ro.raid, seat("Dee"), "Dee", "Bermax")
    t.do(ro.sell_lot, B)
    assert t.state.held("Dee", "Bermax") == 3


def test_stage_3_sales_to_the_bank_and_to_players_and_no_buying_back_the_same_turn():
    stage_3_sales_to_the_bank_and_to_players_and_no_buying_back_the_same_turn()


def test_secret_bids_below_market_in_steps_ties_by_die():
    secret_bids_below_market_in_steps_ties_by_die()


def _called_bid(bob_cash: int):
    """Stage 4: Bob bids $1.5B a share ($3B for two) holding `bob_cash`; Cy, who would call, holds $1B."""
    t = started()
    to_stage(t, 4)
    t.do(ro.correct, B, "Bob", "cash", delta=bob_cash - t.cash("Bob"), reason="spent")
    t.do(ro.correct, B, "Cy", "cash", delta=1000 - t.cash("Cy"), reason="spent")
    t.do(ro.start_stage, B, ["Ann", "Bob", "Cy"], faces=[1])
    t.do(ro.bid, B, "Ann", 500)
    t.do(ro.bid, B, "Bob", 1500)
    return t


def test_a_stock_call_is_refused_alike_whether_or_not_the_bidder_can_cover():
    """Stock Call: "a player may call an opponent's bid if he thinks the opponent does not have the money to cover
    it." The bidder's cash is hidden, so whether a call is refused may depend only on what the caller knows: the bid
    ($3B, public) and his own cash ($1B). Bob covering ($5B) or not ($1.2B, more than Cy holds) gives the same answer,
    naming neither of Bob's sums."""
    answers = []
    for bob in (5000, 1200):
        t = _called_bid(bob)
        for actor in (seat("Cy"), B):  # Cy's phone; the seated banker (Ann), who may not see Cy's cash
            err = t.refused(ro.stock_call, actor, "Cy", match="Cy cannot pay")
            assert "$5B" not in err.message and "$1.2B" not in err.message and "$1,200M" not in err.message
            answers.append((actor, err.message, err.params))
        assert t.state.held("Cy", "Simcor") == 0 and t.state.auction.lot.bids[-1].player == "Bob"
    assert answers[:2] == answers[2:]
    assert answers[0][1] == "Cy cannot pay $3B for the called shares: borrow first (a caller must be able to pay the bid)."
    assert answers[1][1] == "Cy cannot pay the called bid: borrow first (a caller must be able to pay the bid)."


def test_a_caller_who_borrows_to_the_bid_may_call_and_keeps_them_for_the_bidders_cash():
    """Borrowing Money: "Players may borrow up to $5 billion from the Bank at any time" — so a caller short of the
    bid borrows first; then "he keeps the shares for a sum equal to the cash in the opponent's hand"."""
    t = _called_bid(1200)
    t.do(ro.borrow, seat("Cy"), "Cy", 2)
    cy = t.cash("Cy")
    t.do(ro.stock_call, seat("Cy"), "Cy")
    assert t.state.held("Cy", "Simcor") == 2 and t.cash("Cy") == cy - 1200 and t.cash("Bob") == 1200


def test_a_player_who_sold_a_company_this_turn_may_not_call_a_bid_on_its_shares():
    """Stage 4, Note: "Players cannot sell and buy shares in the same Company on the same turn." A Stock Call can
    leave the caller holding the shares, so Cy, who sold Simcor in Stage 3, is not offered the call on Simcor's lot
    and is refused it (a walk found "Stock Call by Bob" offered on the company Bob had just sold)."""
    from calculators.rollout.stage4_buy import callers
    t = started()
    t.do(ro.correct_shares, B, "Simcor", BANK, "Cy", 2, reason="bought earlier")
    to_stage(t, 3)
    t.do(ro.start_stage, B, ["Cy"])
    t.do(ro.sell_to_bank, B, "Cy", "Simcor", 1)
    t.do(ro.end_stage, B)
    t.do(ro.start_stage, B, ["Ann", "Bob", "Cy"], faces=[1])
    assert t.state.auction.lot.company == "Simcor"
    t.do(ro.bid, B, "Ann", 500)
    assert callers(t.state) == ("Bob",)
    t.refused(ro.stock_call, seat("Cy"), "Cy", match="sold Simcor shares this turn")


def test_selling_more_shares_than_held_says_how_many_are_held_and_how_many_were_asked():
    """Stage 3, Selling Shares: a player sells shares he holds. A walk asked to sell 2 while holding 1 and read "Ann
    holds 1 Simcor shares." — a plural for one share, and not what was wrong with the entry."""
    t = started()
    t.do(ro.correct_shares, B, "Simcor", BANK, "Cy", 1, reason="bought earlier")
    to_stage(t, 3)
    t.do(ro.start_stage, B, ["Cy"])
    t.refused(ro.sell_to_bank, B, "Cy", "Simcor", 2, match="Cy holds 1 Simcor share, not 2.")
    t.refused(ro.sell_to_bank, B, "Cy", "Bermax", 1, match="Cy holds 0 Bermax shares, not 1.")
    t.refused(ro.sell_shares, B, "Cy", "Ann", "Simcor", 3, 300, match="Cy holds 1 Simcor share, not 3.")


def test_ten_block_lots_read_as_one_share_in_history():
    # Ten Block Play: "the Bank should auction only one share in each Company". A walk read "bought 1 Simcor share
    # at $140M each ($140M)" and "the Bank keeps the Bermax shares" for a lot of one share.
    from calculators.core.words import history
    t = started(options={"ten_block": True})
    to_stage(t, 4)
    t.do(ro.start_stage, B, ["Ann"], faces=[1])
    first = t.state.auction.lot.company
    price = t.state.tables.price(t.state.company(first).price)
    t.do(ro.bid, seat("Ann"), "Ann", price)
    t.do(ro.sell_lot, B)
    said = history("rollout", t.log, "en")
    assert said[t.log.events[-1].seq] == f"Ann bought 1 {first} share at {ro.ledger.money(price)}"
    assert history("rollout", t.log, "de")[t.log.events[-1].seq] == \
        f"Ann kauft 1 {first}-Aktie zu {ro.ledger.money(price)}"
    unsold = t.state.auction.lot.company
    t.do(ro.pass_lot, B)
    assert history("rollout", t.log, "en")[t.log.events[-1].seq] == \
        f"Nobody bid: the Bank keeps the {unsold} share this turn"
