"""The Bank's balance on the banker's screen (Owner's Choice, Rollout), in words a player reads at a glance.

Owner's Choice rulebook, Setup 6–7: "Place the money in separate piles according to the currency. This is the Bank. Each player
receives $690 from the Bank." The Bank never runs out, so it pays out more than it takes in; the screen says so with
an amount and no sign ("-$1,870" could break after its sign at a line's end, and "negative" needed explaining)."""
from __future__ import annotations

import calculators.owners_choice as oc
from companion.storage import Store
from companion.table import TableHub
from tests.support.oc_screens import Phone, in_play
from tests.support.scratch import scratch_dir


def test_the_banker_reads_what_the_bank_paid_out_in_words_with_no_sign():
    hub = TableHub(Store(scratch_dir()))
    sid = in_play(hub)  # Ann, Bob and Cy got $690 each; Ann bought 1 RED and Bob 1 BLUE at the start price
    banker = Phone(hub, sid, "banker")
    banker.draw()
    line = banker.shown("oc-bank")
    start = oc.view_for(oc.state_of(hub.get(sid).log), None).prices
    paid_out = 3 * 690 - start["RED"] - start["BLUE"]
    assert line == f"The Bank has paid out ${paid_out:,} more than it took in (the Bank never runs out)"
    assert "-" not in line


def test_a_seat_sees_no_bank_line():
    hub = TableHub(Store(scratch_dir()))
    sid = in_play(hub)
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw()
    assert ann.shown("oc-bank") is None


def test_rollouts_banker_reads_the_bank_the_same_way(tmp_path):
    """Rollout's banker overview: the money the Bank has issued, as a positive amount in the game's print."""
    import calculators.rollout as ro
    from calculators.rollout.ledger import money
    from tests.e2e.rollout_seed import Seed
    from tests.support.controls import texts, walk
    from tests.support.rollout_screens import Screen

    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    balance = ro.state_of(seed.hub.get(seed.sid).log).bank
    assert balance < 0  # the players' starting cash came from the Bank
    lines = [texts(c) for c in walk(Screen(seed.hub, seed.sid).draw()) if texts(c).startswith("The Bank")]
    assert lines == [f"The Bank has paid out {money(-balance)} more than it took in (the Bank never runs out)"]
