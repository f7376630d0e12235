"""Laws of the Owner's Choice rules core under random sequences of legal and illegal actions (hypothesis):
illegal actions raise RuleError and change nothing; the invariants hold after every step; undo then
redo is identity; replaying the stored events gives the live state; the state codec round-trips."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.support.owners_choice import Game, new_log, replayed, step

import calculators.owners_choice as oc
from calculators.core.actors import redo_last, seat_actor, undo_last
from calculators.core.log import can_redo, can_undo
from calculators.core.model import RuleError
from calculators.owners_choice import codec
from calculators.owners_choice.fold import apply

SQUARES = ("company", "event", "almighty", "president", "dividend", "goal", "jail")


def wild(log, rng):
    """A random command by a random actor with random arguments: legal or not."""
    s = oc.state_of(log)
    seat = rng.choice([*s.names, "Zed"])
    actor = rng.choice([seat_actor(seat), seat_actor(seat), "banker", "host"])
    company = rng.choice([*oc.COMPANIES, "PURPLE"])
    kind = rng.randrange(12)
    if kind == 0:
        orders = [(rng.choice(oc.COMPANIES), rng.randint(-3, 4)) for _ in range(rng.randint(0, 3))]
        return oc.trade(log, actor, seat, orders)
    if kind == 1:
        square = rng.choice(SQUARES)
        return oc.move_pawn(log, actor, seat, rng.randint(0, 5), square, company if rng.random() < 0.6 else None)
    if kind == 2:
        return oc.company_action(log, actor, seat, rng.choice(["president", "fund", "x"]), rng=rng)
    if kind == 3:
        return oc.choose_other_company(log, actor, seat, company)
    if kind == 4:
        return oc.throw_event_die(log, actor, seat, face=rng.choice([None, 1, 6, 7, "Status quo"]), rng=rng)
    if kind == 5:
        return oc.exchange_stock(log, actor, seat, company, rng.choice(s.names), rng.choice(oc.COMPANIES))
    if kind == 6:
        return oc.skip_exchange(log, actor, seat)
    if kind == 7:
        return oc.choose_event_company(log, actor, seat, company)
    if kind == 8:
        return oc.end_turn(log, actor, seat)
    if kind == 9:
        return oc.declare_bankruptcy(log, actor, seat)
    if kind == 10:
        return oc.correct_cash(log, rng.choice(["banker", actor]), seat, rng.randint(-800, 800))
    return oc.pregame_buy(log, actor, seat, {company: rng.randint(-1, 4)})


def check(log, live):
    state = oc.state_of(log)
    assert oc.problems(state) == []
    assert state == live
    assert oc.state_of(replayed(log)) == state
    canonical = codec.fold(log)
    assert codec.unpack(codec.pack(canonical)) == canonical
    for viewer in state.names:
        view = oc.view_for(state, viewer)
        assert view.bank is None
        if state.phase != "over":
            assert all(p.cash is None for p in view.players if p.name != viewer)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), ops=st.lists(st.tuples(st.integers(0, 9), st.integers(0, 2**32)), max_size=60))
def test_random_sequences_keep_the_laws(players, ops):
    names = ("Ann", "Bob", "Cy", "Dee", "Eve")[:players]
    g = Game(players=names, banker=names[0], start=names[-1])
    log, live = g.log, g.st
    for op, seed in ops:
        rng = random.Random(seed)
        if op <= 3:  # a sensible step (mostly legal)
            g.log = log
            try:
                if live.phase == "pregame":
                    g.do(live.current, oc.pregame_buy, {rng.choice(oc.COMPANIES): rng.randint(0, 3)})
                else:
                    step(g, rng, goal=rng.random() < 0.03)
            except RuleError:
                assert g.log is log
            if g.log is not log:
                for event in g.log.events[len(log.events):]:
                    live = apply(live, event)
            log = g.log
        elif op == 4 and can_undo(log):
            log, _ = undo_last(log, "banker")
            live = oc.state_of(log)
        elif op == 5 and can_redo(log):
            log, _ = redo_last(log, "banker")
            live = oc.state_of(log)
        else:
            before = oc.state_of(log)
            try:
                new, event = wild(log, rng)
            except RuleError:
                assert oc.state_of(log) == before  # refused: nothing changed
                continue
            log, live = new, apply(live, event)
        check(log, live)
        if can_undo(log):  # undo then redo is identity
            back, _ = undo_last(log, "banker")
            again, _ = redo_last(back, "banker")
            assert oc.state_of(again) == oc.state_of(log)


def test_the_host_and_other_seats_cannot_act_for_a_player():
    log = new_log()
    log, _ = oc.start_game(log, "banker", start_player="Ann")
    for actor in ("host", "seat:Bob"):
        try:
            oc.pregame_buy(log, actor, "Ann", {"RED": 1})
            raise AssertionError("refused expected")
        except RuleError as e:
            assert "Only Ann or the banker" in str(e)
