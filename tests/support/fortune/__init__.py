"""Shared helpers for the Fortune tests: a table driven through the rules core, checked after every step.

This package holds everything the tests share for the game: here a table and its driver; in game.py the
scripted games; in the other modules the scenarios other tests replay, named for the test file that runs them."""
import re

import pytest

from calculators.core.boards import load_board
from calculators.core.log import Event, Log, record
from calculators.core.model import RuleError
from calculators.core.table import make_setup
from calculators.fortune import actions as A
from calculators.fortune.fold import apply, state_of
from calculators.fortune.invariants import invariant_errors
from calculators.fortune.tables import fortune_board
from tests.support.text import plain

B = "banker"
COMPANIES = ("BASF", "3M", "GRUNDIG", "DEGUSSA", "REXROTH", "LANGNESE-IGLO")


def new_log(players=("Ann", "Bob", "Cy"), banker="Ann"):
    """A new Fortune table's log: its first event holds the setup and the board."""
    setup = make_setup("fortune", "Friday", list(players), banker)
    first = {**setup.model_dump(mode="json"), "board": load_board("fortune").model_dump(mode="json")}
    return record(Log(), "table.created", "host", first, undoable=False)[0]


def check(log, replayed=True):
    """Every invariant holds, and (if `replayed`) replaying the stored events gives the live state."""
    state = state_of(log)
    assert invariant_errors(state, fortune_board(log)) == []
    assert state.kasse + sum(s.cash for s in state.sheets) == 0  # money accounted for
    if replayed:
        stored = Log(events=tuple(Event.model_validate(e.model_dump(mode="json")) for e in log.events))
        assert state_of(stored) == state
    return state


class Table:
    """A Fortune table for tests: `do` runs a command and checks every invariant after it."""

    def __init__(self, players=("Ann", "Bob", "Cy"), minutes=120, start=True, house_rules=()):
        self.log = new_log(players)
        if start:
            self.do(A.set_up, B, dict(zip(players, COMPANIES)), minutes, house_rules=house_rules)
            # Turn Order: the first player rolls the highest total and begins.
            self.do(A.roll_for_start, B, values=[[6, 6]] + [[1, 2]] * (len(players) - 1))

    def do(self, command, *args, **kw):
        """Run a command; check the invariants and that the event applies to the old state as recorded."""
        before = state_of(self.log)
        self.log, ev = command(self.log, *args, **kw)
        # Replay from the stored events at every step of a short game, every 25th of a long one.
        after = check(self.log, replayed=len(self.log.events) < 80 or len(self.log.events) % 25 == 0)
        assert apply(before, ev) == after
        return ev

    def refused(self, match, command, *args, **kw):
        """The command raises RuleError (its words, as a reader reads them, matching `match`) and the log is
        unchanged."""
        before = self.log
        with pytest.raises(RuleError) as info:
            command(self.log, *args, **kw)
        assert re.search(match, plain(str(info.value))), (match, str(info.value))
        assert self.log is before
        return info.value

    @property
    def state(self):
        return state_of(self.log)

    def sheet(self, name):
        return self.state.sheet(name)

    def cash(self, name):
        return self.sheet(name).cash

    def turn(self, player, space, dice=(1,), passed_start=False):
        """Everyone before `player` lands on an ordinary space; then `player` rolls `dice` and lands on `space`."""
        while A.next_to_roll(self.state) != player:
            other = A.next_to_roll(self.state)
            self.do(A.roll_move, B, other, 1, values=[1])
            self.do(A.land, B, other, "other")
        self.do(A.roll_move, B, player, len(dice), values=list(dice))
        return self.do(A.land, B, player, space, passed_start=passed_start)

    def chips_then_roll(self, player="Ann", chip="consulting", n=2):
        """`player` buys `n` chips on their service space; the others move round; `player` is next to roll."""
        self.turn(player, chip)
        self.do(A.buy_chips, B, player, chip, n)
        while A.next_to_roll(self.state) != player:
            self.turn(A.next_to_roll(self.state), "other")

    def pay_in(self, name, amount):
        """Give a player money from the Kasse through a business card (a guided transfer)."""
        self.do(A.card_payment, B, None, name, amount, "Geschäfte-Karte: Gewinn")


def ann_holds_otto_bob_has_products(t: "Table") -> "Table":
    """Ann buys OTTO's share package; Bob buys two chips of each production kind and assembles 2 finished products
    (Production: one factory, one energy and one personnel chip make a product). The table, ready for Bob's sale."""
    t.turn("Ann", "shares-otto")
    t.do(A.buy_shares, B, "Ann")
    for chip in ("factory", "energy", "personnel"):
        t.turn("Bob", f"{chip}-1")
        t.do(A.buy_chips, B, "Bob", chip, 2)
    t.do(A.assemble, B, "Bob", 2)
    return t


def insured_explosion() -> "Table":
    """Bob buys two factory chips and one insurance chip, then lands on Explosion: an insured loss of two chips, its
    claim open (Insurance: "15,000 DM per factory you own in exchange for handing one insurance chip to the Kasse")."""
    g = Table()
    g.turn("Bob", "factory-1")
    g.do(A.buy_chips, B, "Bob", "factory", 2)
    g.turn("Bob", "insurance")
    g.do(A.buy_chips, B, "Bob", "insurance", 1)
    g.turn("Bob", "explosion")
    return g
