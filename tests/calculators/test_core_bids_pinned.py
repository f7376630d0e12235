"""A reveal undone pins the entries the table saw; an entry the banker's Undo takes back after that is made again
exactly as it was revealed, and only so.

Rollout, Step B: each player "secretly circl[es] one number for each budget on his Boardroom Pad"; Stage 5: "When
all players have done this, they reveal their decisions". What is circled and shown is ink on the pad: a bank's Undo
can take back the app's record of it, not what the table saw. A walk found the phone telling Cy "The banker took
back your entry (Undo): enter it again." and then refusing every entry, his own revealed one too.
"""
from __future__ import annotations

import random

from calculators.core.bids import enter, mark_passing, pinned_entry, reveal, rounds
from calculators.core.log import undo
from tests.support.bids import entered, opened, refused

AGAIN = "The entries were already revealed once: yours can only be confirmed again as it was revealed"
STAND = "The entries were already revealed once; they cannot change"


def revealed_then_undone(bids: dict, undos: int):
    log, rid = opened(tie_break="die")
    log = entered(log, rid, bids)
    log, first = reveal(log, "banker", rid, rng=random.Random(4))
    for _ in range(undos):
        log, _ = undo(log, "banker")
    return log, rid, first


def test_an_entry_taken_back_after_an_undone_reveal_is_confirmed_again_as_revealed():
    log, rid, first = revealed_then_undone({"Ann": 500, "Bob": 300, "Cy": 100}, undos=2)  # the reveal, Cy's entry
    assert rounds(log)[rid].confirmed == ("Ann", "Bob")
    assert pinned_entry(log, rid, "Cy").values == {"bid": 100}
    refused(enter, log, "seat:Cy", rid, {"bid": 900}, match=AGAIN)  # nobody bids again after seeing the others
    refused(enter, log, "seat:Cy", rid, None, match=AGAIN)  # nor passes instead
    refused(enter, log, "seat:Ann", rid, {"bid": 500}, match=STAND)  # an entry that stands is not made twice
    log, ev = enter(log, "seat:Cy", rid, {"bid": "100"})  # his own revealed entry, as his phone sends it
    assert ev.data["values"] == {"bid": 100} and rounds(log)[rid].confirmed == ("Ann", "Bob", "Cy")
    refused(enter, log, "seat:Cy", rid, {"bid": 100}, match=STAND)
    log, again = reveal(log, "banker", rid, rng=random.Random(99))
    assert again.data["result"] == first.data["result"]


def test_a_revealed_pass_taken_back_may_be_marked_again_and_nothing_else():
    log, rid, _ = revealed_then_undone({"Ann": 500, "Bob": 300, "Cy": None}, undos=2)
    assert pinned_entry(log, rid, "Cy").is_pass
    refused(enter, log, "seat:Cy", rid, {"bid": 10}, match=AGAIN)
    refused(mark_passing, log, "banker", rid, "Ann", match="Ann has already confirmed")
    log, ev = mark_passing(log, "banker", rid, "Cy")
    assert ev.kind == "bids.passed" and rounds(log)[rid].entries["Cy"].is_pass


def test_no_entry_is_pinned_while_the_reveal_stands_or_before_one():
    log, rid = opened()
    log = entered(log, rid, {"Ann": 10})
    assert pinned_entry(log, rid, "Ann") is None  # nothing revealed yet
    log = entered(log, rid, {"Bob": 20, "Cy": 30})
    log, _ = reveal(log, "banker", rid)
    assert pinned_entry(log, rid, "Ann") is None  # revealed and in force: the round is over, nothing to enter
    log, _ = undo(log, "banker")
    assert pinned_entry(log, rid, "Ann").values == {"bid": 10}


def test_what_the_banker_may_do_in_a_pinned_round_is_what_the_commands_accept():
    """The banker's screen asks the rules: Reveal waits for nobody once a reveal was recorded (revealing again shows
    the result the table saw), and 'Mark … as passing' is offered only where the command accepts it."""
    from calculators.core.bids import may_mark_passing, reveal_waits_for
    log, rid, first = revealed_then_undone({"Ann": 500, "Bob": 300, "Cy": 100}, undos=2)
    assert reveal_waits_for(log, rid) == ()
    assert not may_mark_passing(log, rid, "Cy")  # Cy's revealed entry was a bid, not a pass
    refused(mark_passing, log, "banker", rid, "Cy", match=STAND)
    log_again, again = reveal(log, "banker", rid, rng=random.Random(99))
    assert again.data["result"] == first.data["result"]
    log, rid, _ = revealed_then_undone({"Ann": 500, "Bob": 300, "Cy": None}, undos=2)
    assert may_mark_passing(log, rid, "Cy") and not may_mark_passing(log, rid, "Ann")
    fresh, rid = opened()
    fresh = entered(fresh, rid, {"Ann": 10})
    assert reveal_waits_for(fresh, rid) == ("Bob", "Cy")
    assert may_mark_passing(fresh, rid, "Bob") and not may_mark_passing(fresh, rid, "Ann")
