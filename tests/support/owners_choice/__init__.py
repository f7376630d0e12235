"""Shared helpers for the Owner's Choice tests: a table's log, and a driver that checks the invariants.

This package holds everything the tests share for the game: here a table and its driver; in game.py the
scripted games; in the other modules the scenarios other tests replay, named for the test file that runs them."""
import pytest

from calculators.core.actors import seat_actor
from calculators.core.boards import load_board
from calculators.core.log import Event, Log, record
from calculators.core.model import RuleError
from calculators.core.table import make_setup
import calculators.owners_choice as oc


def new_log(players=("Ann", "Bob", "Cy"), banker="Bob"):
    """A log holding only the table's creation, as the app records it."""
    setup = make_setup("owners-choice", "Friday", list(players), banker)
    data = {**setup.model_dump(mode="json"), "board": load_board("owners-choice").model_dump(mode="json")}
    log, _ = record(Log(), "table.created", "host", data, undoable=False)
    return log


def replayed(log):
    """The log rebuilt from its stored JSON, as after a restart."""
    return Log(events=tuple(Event.model_validate(e.model_dump(mode="json")) for e in log.events))


class Game:
    """Drives a table through the commands; the invariants are checked after every step."""

    def __init__(self, players=("Ann", "Bob", "Cy"), banker="Bob", start="Ann", overshoot=None, rng=None):
        self.log = new_log(players, banker)
        self.steps = 0
        self.check()
        setting = {} if overshoot is None else {"overshoot": overshoot}  # None: the rules' default
        self.banker("start", oc.start_game, start_player=start, rng=rng, **setting)

    @property
    def st(self):
        if getattr(self, "_cached", (None,))[0] is not self.log:
            self._cached = (self.log, oc.state_of(self.log))
        return self._cached[1]

    def check(self):
        problems = oc.problems(self.st)
        assert problems == [], problems
        money = self.st.bank + self.st.fund + sum(p.cash for p in self.st.players)
        assert money == 0
        self.steps += 1

    def banker(self, _what, fn, *args, **kw):
        self.log, event = fn(self.log, "banker", *args, **kw)
        self.check()
        return event

    def do(self, seat, fn, *args, **kw):
        """`seat` does `fn` from their own phone."""
        self.log, event = fn(self.log, seat_actor(seat), seat, *args, **kw)
        self.check()
        return event

    def bad(self, seat, fn, *args, match="", actor=None, **kw):
        """`fn` is refused with a RuleError and the log is unchanged."""
        before = self.log
        with pytest.raises(RuleError, match=match):
            fn(self.log, actor or seat_actor(seat), seat, *args, **kw)
        assert self.log == before

    def cash(self, seat):
        return self.st.player(seat).cash

    def stocks(self, seat):
        return {c: n for c, n in self.st.player(seat).stocks.items() if n}

    def pregame(self, *buys):
        """Each player in turn buys (a dict per player, in turn order from the start player)."""
        for b in buys:
            self.do(self.st.current, oc.pregame_buy, b)

    def turn(self, spaces, square, company=None, trade=None, after=None):
        """The current player: optional trade, move, (no decision), optional trade after, end of turn."""
        seat = self.st.current
        if trade:
            self.do(seat, oc.trade, trade)
        self.do(seat, oc.move_pawn, spaces, square, company)
        return seat

    def end(self):
        self.do(self.st.current, oc.end_turn)


SQUARES_NO_GOAL = ("company", "event", "almighty", "president", "dividend")


def attempt(g, seat, fn, *args, **kw):
    """Do it if the rules allow; True when done."""
    try:
        g.do(seat, fn, *args, **kw)
    except RuleError:
        return False
    return True


def decide(g, rng):
    """Whoever the table waits for makes a random allowed choice (dice rolled by the app with `rng`)."""
    p = g.st.pending
    companies = list(oc.COMPANIES)
    if p.kind == "company":
        if rng.random() < 0.25 or not attempt(g, p.seat, oc.company_action, "president", rng=rng):
            g.do(p.seat, oc.company_action, "fund", rng=rng)
    elif p.kind == "other_company":
        g.do(p.seat, oc.choose_other_company, rng.choice([c for c in companies if c != p.company]))
    elif p.kind == "event":
        g.do(p.seat, oc.throw_event_die, rng=rng)
    elif p.kind == "event_company":
        g.do(p.seat, oc.choose_event_company, rng.choice(companies))
    else:
        others = [n for n in g.st.in_game if n != p.seat]
        if not attempt(g, p.seat, oc.exchange_stock, rng.choice(companies), rng.choice(others), rng.choice(companies)):
            g.do(p.seat, oc.skip_exchange)


def random_trade(g, rng):
    orders = [(rng.choice(oc.COMPANIES), rng.choice([-2, -1, 1, 1, 2, 3])) for _ in range(rng.randint(1, 3))]
    attempt(g, g.st.current, oc.trade, orders)


def step(g, rng, goal=False):
    """One sensible random step of the current turn."""
    st = g.st
    if st.pending is not None:
        return decide(g, rng)
    for seat in st.may_leave:
        if len(st.in_game) > 2 and rng.random() < 0.2:
            return g.do(seat, oc.declare_bankruptcy)
    if not st.traded and rng.random() < 0.5:
        random_trade(g, rng)
        if g.st.traded:
            return None
    if not st.moved:
        low, high = oc.view_for(st, None).move_range
        square = "goal" if goal else rng.choice(SQUARES_NO_GOAL)
        company = rng.choice(oc.COMPANIES) if square in ("company", "almighty") else None
        return g.do(st.current, oc.move_pawn, rng.randint(low, high), square, company)
    return g.do(st.current, oc.end_turn)


def autoplay(g, rng, turns):
    """Play random sensible turns until turn `turns` begins (or the game ends)."""
    while g.st.phase == "play" and g.st.turn < turns:
        step(g, rng)


def random_pregame(g, rng):
    while g.st.phase == "pregame":
        buys = {c: rng.randint(0, 2) for c in rng.sample(oc.COMPANIES, 2)}
        if not attempt(g, g.st.current, oc.pregame_buy, buys):
            g.do(g.st.current, oc.pregame_buy, {})
