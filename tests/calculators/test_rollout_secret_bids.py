"""Rollout, Stage 4 — How to Bid for the Shares, Secret Bids: a bid its bidder cannot pay is refused as it is
written, on every path (the rules' own command and the generic sealed entry the phones use)."""
import re

import calculators.rollout as ro
from calculators.core import bids
from calculators.rollout.ledger import money
from tests.support.rollout import B, seat
from tests.support.rollout.secret_bids import at_secret_bids


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



