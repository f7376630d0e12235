"""Rollout, Stage 4 on the players' own phones: how to bid, and the Stock Call ("a player may call an opponent's bid
if he thinks the opponent does not have the money to cover it"). A walk: only the bank phone said either."""
import calculators.rollout as ro
from tests.support.rollout import B
from tests.support.rollout.secret_bids import lot_at_market
from tests.support.rollout_screens import Screen
from tests.support.screens import Table
from tests.support.controls import walk
from companion.views.games.rollout.common import money


def said(controls, key: str) -> str | None:
    hits = [c for c in walk(controls) if getattr(c, "key", None) == key]
    return " ".join(x.value for x in walk(hits) if getattr(x, "value", None) and isinstance(x.value, str)) or None


def test_every_bidder_reads_how_to_bid_and_the_others_that_they_may_call_the_top_bid(tmp_path):
    t = lot_at_market(10)
    table = Table(tmp_path, "rollout")
    sid = table.create(t.log)
    assert said(Screen(table.hub, sid, seat="Cy").draw(), "ro-my-bid-how") == (
        "To bid, say your price a share aloud: the banker records each bid.")
    market = t.state.tables.price(t.state.company("Simcor").price)
    table.hub.act(sid, lambda log: ro.bid(log, B, "Bob", market))
    cy = said(Screen(table.hub, sid, seat="Cy").draw(), "ro-my-bid-how")
    assert cy.endswith("Stock Call: if you think Bob cannot pay this bid, call it (say so; the banker records it). If "
                       "Bob has the money, Bob pays; if not, you keep the shares for Bob's cash. Bidding ends.")
    # The app's reading, as the bank phone says it (the rulebook is silent on a caller who cannot pay): the caller
    # reads it where he decides, on his own phone.
    price = t.state.tables.price(t.state.company("Simcor").price)
    assert said(Screen(table.hub, sid, seat="Cy").draw(), "ro-my-bid-reading") == (
        f"Interpretation: a caller must be able to pay the bid ({money(price * t.state.auction.lot.shares)}); borrow "
        "first if not.")
    # Bob does not call his own bid.
    bob = Screen(table.hub, sid, seat="Bob").draw()
    assert "Stock Call" not in said(bob, "ro-my-bid-how") and said(bob, "ro-my-bid-reading") is None


def test_a_player_barred_from_stage_4_is_not_told_how_to_bid(tmp_path):
    # Missed Dividends: "He may play Stages 2, 3 and 6. He may not play Stage 4." A walk's Cy, who skipped his
    # dividends, read "To bid, say your price a share aloud" above "you may not play Stage 4".
    from tests.support.rollout import started
    from tests.support.rollout.stores import to_stage

    t = started()
    to_stage(t, 4, Cy={"pay_dividends": False})
    t.do(ro.start_stage, B, ["Ann", "Bob", "Dee"], faces=[1])
    table = Table(tmp_path, "rollout")
    sid = table.create(t.log)
    cy = Screen(table.hub, sid, seat="Cy").draw()
    assert said(cy, "ro-my-bid-how") is None
    assert said(cy, "ro-my-stage-out") == "No dividends paid this turn: you may not play Stage 4 (Missed Dividends)."
    assert said(Screen(table.hub, sid, seat="Bob").draw(), "ro-my-bid-how") == (
        "To bid, say your price a share aloud: the banker records each bid.")
