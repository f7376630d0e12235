"""Rollout, Stage 4 — How to Bid for the Shares, Secret Bids: a bid its bidder cannot pay is refused as it is
written, on every path (the rules' own command and the generic sealed entry the phones use)."""
import re

import calculators.rollout as ro
from calculators.core import bids
from calculators.rollout.ledger import money
from tests.support.rollout import B, seat
from tests.support.rollout.secret_bids import at_secret_bids, lot_at_market


def test_a_secret_bid_the_bidder_cannot_pay_is_refused_at_entry_on_every_path():
    t = at_secret_bids()
    rid = t.state.auction.lot.secret_round
    # Secret Bids: "the player with the highest bid takes the shares" and pays for both; Bob's $260M a share
    # would cost $520M, and he holds $500M.
    for cmd, args in ((bids.enter, (seat("Bob"), rid, {"bid": 260})), (ro.enter_secret_bid, (seat("Bob"), 260))):
        err = t.refused(cmd, *args, match="You cannot pay $520M for 2 Simcor shares at $260M each")
        # Hidden cash: the refusal names the sum only, never Bob's cash nor anyone else's.
        others = {money(t.cash(p)) for p in ("Ann", "Cy")} | {str(t.cash(p)) for p in ("Ann", "Bob", "Cy")}
        assert not any(re.search(rf"(?<![\d.]){re.escape(v)}(?![\d.])", err.message) for v in others), err.message
    assert t.state.auction.lot.secret_round == rid and not bids.rounds(t.log)[rid].entries
    t.do(bids.enter, seat("Bob"), rid, {"bid": 250})  # $500M: exactly his cash
    t.do(bids.enter, seat("Ann"), rid, {"bid": 300})
    t.do(bids.enter, seat("Cy"), rid, None)  # no bid is always allowed
    t.do(ro.reveal_secret_bids, B)
    assert t.state.held("Ann", "Simcor") == 2


def test_the_check_is_for_the_bidders_own_cash_and_other_rounds_are_untouched():
    t = at_secret_bids()
    rid = t.state.auction.lot.secret_round
    t.do(ro.borrow, seat("Bob"), "Bob", 1)  # Borrowing Money: Bob now holds $1.5B
    t.do(bids.enter, seat("Bob"), rid, {"bid": 490})  # $980M
    t.refused(bids.enter, seat("Cy"), "no-such-round", {"bid": 1}, match="no round")





def test_secret_bids_below_10m_and_20m_are_the_price_indexs_lower_squares():
    """Secret Bids: "players may make Secret Bids, by writing on their Boardroom Pad a price lower than the current
    market price" — and the Price Index goes below $10M: "The High Flyer ... is the lowest market price ($1
    million)". At $10M the bid is $1M; at $20M it is $1M or $10M; at the High Flyer none is lower."""
    t = lot_at_market(1)  # $10M
    assert t.state.tables.price(t.state.company("Simcor").price) == 10
    t.do(ro.call_secret_bids, B)
    t.refused(ro.enter_secret_bid, seat("Bob"), 10, match="too high")
    t.do(ro.enter_secret_bid, seat("Bob"), 1)
    for p in ("Ann", "Cy"):
        t.do(ro.enter_secret_bid, seat(p), None)
    t.do(ro.reveal_secret_bids, B)
    assert t.state.held("Bob", "Simcor") == 2 and t.state.tables.price(t.state.company("Simcor").price) == 1

    t = lot_at_market(2)  # $20M
    t.do(ro.call_secret_bids, B)
    t.refused(ro.enter_secret_bid, seat("Bob"), 5, match="steps of")
    t.do(ro.enter_secret_bid, seat("Bob"), 1)
    t.do(ro.enter_secret_bid, seat("Cy"), 10)
    t.do(ro.enter_secret_bid, seat("Ann"), None)
    t.do(ro.reveal_secret_bids, B)
    assert t.state.held("Cy", "Simcor") == 2 and t.state.tables.price(t.state.company("Simcor").price) == 10


def test_at_the_high_flyer_no_secret_bid_is_possible_and_the_banker_is_told_to_close_the_lot():
    """Secret Bids: "a price lower than the current market price" — none is lower than the High Flyer ("the lowest
    market price ($1 million)"), so the banker closes the lot and the Bank keeps the shares."""
    t = lot_at_market(0)
    t.refused(ro.call_secret_bids, B, match="No price is below $1M (High Flyer): no secret bid is possible. "
                                            "Close the lot")
    t.do(ro.pass_lot, B)
    assert t.state.held("Bob", "Simcor") == 0
