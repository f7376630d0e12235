"""Fortune's laws under random play: illegal actions change nothing, invariants always hold, undo then
redo is identity, the stored events replay to the live state, the codec round-trips every state."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculators.core.log import can_undo, redo, undo
from calculators.core.model import RuleError
from calculators.fortune import actions as A
from calculators.fortune.codec import fold, pack, unpack
from calculators.fortune.fold import apply, state_of
from calculators.fortune.tables import BUSINESSES, CHIPS, fortune_board, space_ids
from tests.support.fortune import B, Table, check

PLAYERS = ("Ann", "Bob", "Cy")
SPACES = space_ids(fortune_board(Table(start=False).log))


def _who(state, a):
    nxt = A.next_to_roll(state)
    return nxt if (a % 4 and nxt) else PLAYERS[a % 3]


def _current(state, a):
    return state.current if (a % 5 and state.current) else PLAYERS[a % 3]


def _command(op, a, b, state):
    """One random command (a function of the log) — legal or not."""
    p, cur = _who(state, a), _current(state, a)
    money = [None, 0, 1_000, 5_000, 60_000, 120_000][b % 6]
    table = [
        lambda log: A.roll_move(log, B, p, 1 + b % 3, values=[1 + b % 6] * (1 + b % 3) if b % 2 else None,
                                rng=random.Random(b)),
        lambda log: A.land(log, B, cur, SPACES[b % len(SPACES)], passed_start=bool(a % 2)),
        lambda log: A.buy_chips(log, B, cur, CHIPS[b % len(CHIPS)], b % 7),
        lambda log: A.assemble(log, B, PLAYERS[a % 3], 1 + b % 2),
        lambda log: A.sell_products(log, B, cur),
        lambda log: A.claim_insurance(log, B, cur),
        lambda log: A.take_loan(log, B, cur, payout=money),
        lambda log: A.buy_bonds(log, B, cur, b % 7),
        lambda log: A.buy_shares(log, B, cur),
        lambda log: A.sell_shares_back(log, B, cur),
        lambda log: A.sell_urgently(log, B, PLAYERS[a % 3], [BUSINESSES[b % len(BUSINESSES)]] if b % 3 else [],
                                    bonds=b % 4),
        lambda log: A.challenge(log, B, cur, rng=random.Random(b)),
        lambda log: A.card_payment(log, B, [None, *PLAYERS][a % 4], [None, *PLAYERS][b % 4], money or 1, "Karte"),
        lambda log: A.pay_due(log, B),
        lambda log: A.declare_bankrupt(log, B, PLAYERS[a % 3]),
        lambda log: A.use_service_chip(log, B, p, ("consulting", "advertising")[b % 2]),
        lambda log: A.note_economy_card(log, B, "Boom" if b % 2 else ""),
        lambda log: A.time_up(log, B if b % 97 == 0 else "seat:Ann"),
        lambda log: A.roll_move(log, "seat:Bob", p, 1, rng=random.Random(b)),
    ]
    return table[op % len(table)]


def _here(log, who, b):
    """The business the current player's space offers (mostly legal)."""
    kind = state_of(log).sheet(who).space.split("-")[0] if who in PLAYERS else "other"
    if kind in CHIPS:
        return A.buy_chips(log, B, who, kind, 1 + b % 3)
    if kind in ("kaufring", "otto", "rewe"):
        return A.sell_products(log, B, who) if b % 2 else A.assemble(log, B, who, 1 + b % 3)
    if kind in ("commerzbank", "vereinsbank"):
        return A.take_loan(log, B, who) if b % 3 else A.challenge(log, B, who, rng=random.Random(b))
    if kind == "bonds":
        return A.buy_bonds(log, B, who, 1 + b % 5)
    if kind == "shares":
        return [A.buy_shares, A.sell_shares_back][b % 2](log, B, who) if b % 3 else A.challenge(
            log, B, who, rng=random.Random(b))
    return A.claim_insurance(log, B, who) if b % 2 else A.assemble(log, B, who)


# ops 0-19: any command (often illegal); 20: undo then redo; 21-29: the business of the space the
# current player stands on; 30-40: the next player rolls and lands (so landings are frequent).
TURN = 30  # ops from here on: the next player rolls and lands (so that landings are frequent)
STEP = st.tuples(st.integers(0, 40), st.integers(0, 1000), st.integers(0, 1000))


def _turn(b, state):
    """The next player rolls and lands on space number b (two commands; one if a roll waits for its landing)."""
    def roll(log):
        return A.roll_move(log, B, A.next_to_roll(state_of(log)) or "Ann", 1, rng=random.Random(b))

    def land(log):
        return A.land(log, B, state_of(log).current or "Ann", SPACES[b % len(SPACES)], passed_start=b % 3 == 0)
    return [land] if state.current and not state.landed else [roll, land]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(STEP, min_size=20, max_size=60))
def test_random_play_keeps_every_law(steps):
    t = Table(players=PLAYERS)
    for name in PLAYERS:
        t.pay_in(name, 100_000)
    for op, a, b in steps:
        before_log, before = t.log, state_of(t.log)
        if op == 20:  # undo then redo is identity on the state
            if can_undo(t.log):
                undone, _ = undo(t.log, B)
                redone, _ = redo(undone, B)
                assert state_of(redone) == before
                check(undone, replayed=False)
                t.log = redone
            continue
        if op >= TURN:
            commands = _turn(b, before)
        elif op > 20:
            commands = [lambda log: _here(log, _current(before, a), b)]
        else:
            commands = [_command(op, a, b, before)]
        for command in commands:
            before_log, before = t.log, state_of(t.log)
            try:
                log, ev = command(t.log)
            except RuleError:
                assert t.log is before_log and state_of(t.log) == before  # an illegal action changes nothing
                break
            t.log = log
            after = check(log)
            assert apply(before, ev) == after
            canonical = fold(log)
            assert unpack(pack(canonical)) == canonical


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 1), st.integers(1, 6), st.integers(1, 6)), min_size=1, max_size=12))
def test_an_undone_roll_is_never_rolled_again(moves):
    t = Table(players=PLAYERS)
    for dice, x, y in moves:
        who = A.next_to_roll(t.state)
        first = t.do(A.roll_move, B, who, dice + 1, rng=random.Random(x * 7 + y))
        t.log, _ = undo(t.log, B)
        again = t.do(A.roll_move, B, who, dice + 1, rng=random.Random(x * 7 + y + 1))
        assert again.data["roll"] == first.data["roll"]
        t.do(A.land, B, who, "other")
