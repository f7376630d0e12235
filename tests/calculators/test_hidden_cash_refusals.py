"""No refusal tells anyone a number they may not see (trust issue, item 2; DESIGN: "no refusal depends on a
hidden value").

Owner's Choice, Setup 7: "Your money should remain hidden throughout the game." Rollout hides each company's
cash unless the table turns "Cash open to all" on. The law, under random play (hypothesis): take two tables
that differ ONLY in one player's hidden cash, and run the same command on both from a phone that may not see
that cash (the seated banker, or another seat). Then either both answers are the same, or one is done and the
other refused (the rules' own yes or no); two refusals are word for word the same; and a refusal that exists
only because of the cash names no amount of money and no bound. Fortune and Roll & Rails hide no cash.
"""
import random
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.support.owners_choice import Game, autoplay, random_pregame
from tests.support.rollout.fuzz import candidates, run
from tests.support.rollout import B, COMPANIES, new_table, seat

import calculators.owners_choice as oc
import calculators.rollout as ro
from calculators.core.actors import seat_actor
from calculators.core.model import RuleError

MONEY = re.compile(r"\$\s?\d|\d+\s?(M|B|DM)\b")


def outcome(fn):
    """None when the command is done, else its refusal's words (any other exception is a bug and fails)."""
    try:
        fn()
    except RuleError as err:
        return err.message
    return None


def assert_no_leak(a, b, command, amounts):
    """The law for one command on the two twin tables."""
    if a == b:
        return
    assert a is None or b is None, f"{command}: two refusals differ with hidden cash only:\n  {a}\n  {b}"
    refusal = a if b is None else b
    assert not MONEY.search(refusal), f"{command}: a refusal that depends on hidden cash names an amount: {refusal}"
    for amount in amounts:
        assert str(amount) not in refusal


# -- Rollout ---------------------------------------------------------------------------------------------------

PLAYERS = ("Ann", "Bob", "Cy")  # Ann is the seated banker: her phone sees only her own company's cash


def rollout_start(r):
    log = new_table(PLAYERS, "Ann")
    opts = {"cash_open": False, "ten_block": r.random() < 0.3,
            "gold_coast_with_step_f": r.random() < 0.7, "extra_roll_every_turn": r.random() < 0.7}
    return ro.set_up(log, B, {p: COMPANIES[p] for p in PLAYERS}, rng=r, options=opts)[0]


def rollout_twins(log, hidden, cash_a, cash_b):
    """The table twice, `hidden`'s company holding `cash_a` or `cash_b` (a banker's correction; the rest equal)."""
    held = ro.state_of(log).company_of(hidden).cash
    return [ro.correct(log, B, hidden, "cash", delta=c - held, reason="twin")[0] if c != held else log
            for c in (cash_a, cash_b)]


def aimed(log, hidden):
    """The commands the banker makes for `hidden`, or between `hidden` and another player, that pay money."""
    s = ro.state_of(log)
    other = next(p for p in PLAYERS if p not in ("Ann", hidden))
    lot = s.auction.lot if s.auction else None
    price = s.tables.price(s.company(lot.company).price) if lot else 500
    out = [(ro.repay, B, hidden, 1), (ro.borrow, B, hidden, 1), (ro.go_bankrupt, B, hidden, "interest"),
           (ro.go_bankrupt, B, hidden, "stores"), (ro.sell_lot, B), (ro.stock_call, B, other),
           (ro.stock_call, B, hidden), (ro.raid, B, hidden, COMPANIES[other])]
    out += [(ro.pay_stage1, B, hidden, k, dividends) for k in (0, 1) for dividends in (True, False)]
    out += [(ro.bid, B, hidden, p) for p in (price, price + 50, price * 3)]
    out += [(ro.carry_out_plan, B, hidden, k) for k in (0, 1, 2)]
    out += [(ro.research, B, hidden, product, n) for product in ("radio", "tv") for n in (1, 3)]
    for a, b in ((hidden, other), (other, hidden), ("Ann", hidden), (hidden, "Ann")):
        out += [(ro.trade_cards, B, a, b, "radio", 1, p) for p in (20, 900)]
        out += [(ro.trade_stores, B, a, b, 1, p) for p in (10, 900)]
        out += [(ro.trade_gold_coast, B, a, b, 1, p) for p in (20, 900)]
        out += [(ro.sell_shares, B, a, b, COMPANIES[c], 1, p) for c in PLAYERS for p in (0, 300, 5000)]
    return out


def check_rollout_twins(log, hidden, cash_a, cash_b, k):
    twins = rollout_twins(log, hidden, cash_a, cash_b)
    rngs = [random.Random(k), random.Random(k)]
    # The same commands, with the same random arguments, on each twin.
    lists = [candidates(t, r) + aimed(t, hidden) for t, r in zip(twins, rngs)]
    start = rngs[0].getstate()
    for items in zip(*lists):
        if items[0][1] == seat(hidden):
            continue  # the player's own phone sees their cash
        got = []
        for t, r, item in zip(twins, rngs, items):
            r.setstate(start)  # the same dice on each twin
            got.append(outcome(lambda t=t, item=item: run(t, item)))
        assert_no_leak(*got, items[0][0].__name__, (cash_a, cash_b))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.integers(20, 200), st.sampled_from(("Bob", "Cy")),
       st.integers(0, 400), st.integers(2000, 20000))
def test_rollout_refusals_do_not_depend_on_hidden_cash(seed, steps, hidden, poor, rich):
    r = random.Random(seed)
    log = rollout_start(r)
    for step in range(steps):  # random play; every 20 steps, the law on the table so far
        try:
            log, _ = run(log, r.choice(candidates(log, r)))
        except RuleError:
            pass
        s = ro.state_of(log)
        if ro.is_over(s):
            break
        if step % 10 == 9 and s.stage not in (0, 7) and hidden in s.active_players():
            check_rollout_twins(log, hidden, poor, rich, seed + step)


def test_the_seated_banker_takes_away_more_than_a_player_holds_and_is_not_told():
    """The red team's oracle: "Ann does not have that much to take away" answered "does Bob hold at least $X?"
    for the seated banker. Now the correction takes all Bob holds ($0 left) and says nothing more."""
    log = rollout_start(random.Random(1))
    log = ro.pay_stage1(log, B, "Ann", 0, False)[0]
    bob = ro.state_of(log).company_of("Bob").cash
    from calculators.rollout.corrections import MAX_CORRECTION

    # Up to the typo guard's bound, which is the same whatever Bob holds (it tells nothing of his cash).
    for probe in (bob - 1, bob, bob + 1, MAX_CORRECTION):
        after, ev = ro.correct(log, B, "Bob", "cash", delta=-probe, reason="probe")
        assert ro.state_of(after).company_of("Bob").cash == max(bob - probe, 0)
        assert ev.data["delta"] == -probe  # the log keeps what was asked, not what Bob had
    # The seated banker's own cash she sees, so she is told (naming only her own cash).
    ann = ro.state_of(log).company_of("Ann").cash
    try:
        ro.correct(log, B, "Ann", "cash", delta=-(ann + 1), reason="x")
        raise AssertionError("refused expected")
    except RuleError as err:
        assert err.message == f"Ann has {ro.ledger.money(ann)}: take away at most that."


def test_a_payment_refused_for_short_cash_names_no_amount_to_a_phone_that_cannot_see_it():
    from calculators.rollout.ledger import CashShort, pay
    from calculators.rollout.state import BANK

    s = ro.state_of(rollout_start(random.Random(3)))
    bob = s.company_of("Bob")
    try:
        pay(s, bob.name, BANK, (bob.cash or 0) + 1, "for the Stores")
        raise AssertionError("refused expected")
    except CashShort as err:
        assert err.told_to(s, B).message == "Bob cannot pay for the Stores: borrow first, or sell."  # Ann banks
        assert err.told_to(s, seat("Cy")).message == "Bob cannot pay for the Stores: borrow first, or sell."
        assert "$" in err.told_to(s, seat("Bob")).message  # his own phone may read the sum


# -- Owner's Choice --------------------------------------------------------------------------------------------

def oc_commands(log, rng, hidden):
    """Every command the banker may make for `hidden` (pass-the-phone), with random arguments, legal or not."""
    s = oc.state_of(log)
    company = rng.choice(oc.COMPANIES)
    kind = rng.randrange(9)
    if kind == 0:
        orders = [(rng.choice(oc.COMPANIES), rng.randint(-2, 6)) for _ in range(rng.randint(1, 3))]
        return "trade", lambda: oc.trade(log, "banker", hidden, orders)
    if kind == 1:
        buys = {c: rng.randint(0, 7) for c in rng.sample(oc.COMPANIES, 2)}
        return "pregame_buy", lambda: oc.pregame_buy(log, "banker", hidden, buys)
    if kind == 2:
        use, face = rng.choice(["president", "fund"]), rng.randint(1, 6)
        return "company_action", lambda: oc.company_action(log, "banker", hidden, use, face=face)
    if kind == 3:
        amount = rng.choice([-1, -50, -690, -5000, 1, 100])
        return "correct_cash", lambda: oc.correct_cash(log, "banker", hidden, amount)
    if kind == 4:
        square = rng.choice(("company", "event", "almighty", "president", "dividend", "goal", "jail"))
        spaces = rng.randint(0, 6)
        return "move_pawn", lambda: oc.move_pawn(log, "banker", hidden, spaces, square, company)
    if kind == 5:
        return "declare_bankruptcy", lambda: oc.declare_bankruptcy(log, "banker", hidden)
    if kind == 6:
        other = rng.choice(s.names)
        return "exchange_stock", lambda: oc.exchange_stock(log, "banker", hidden, company, other,
                                                           rng.choice(oc.COMPANIES))
    if kind == 7:
        return "choose_other_company", lambda: oc.choose_other_company(log, "banker", hidden, company)
    return "end_turn", lambda: oc.end_turn(log, "banker", hidden)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.integers(0, 12), st.integers(1, 2000), st.integers(1, 2000),
       st.booleans())
def test_owners_choice_refusals_do_not_depend_on_hidden_cash(seed, turns, more_a, more_b, pregame):
    rng = random.Random(seed)
    g = Game(players=("Ann", "Bob", "Cy"), banker="Ann", start="Bob")  # Ann plays and banks
    if not pregame:
        random_pregame(g, rng)
        autoplay(g, rng, turns)
    s = g.st
    hidden = s.current
    if s.phase not in ("pregame", "play") or hidden == "Ann" or more_a == more_b:
        return
    twins = [oc.correct_cash(g.log, "banker", hidden, more)[0] for more in (more_a, more_b)]
    cash = [oc.state_of(t).player(hidden).cash for t in twins]
    for k in range(40):
        results, name = [], ""
        for t in twins:
            name, fn = oc_commands(t, random.Random(seed + k), hidden)
            results.append(outcome(fn))
        assert_no_leak(*results, name, cash)
        # Another seat's phone may not act for the player at all: refused the same way whatever the cash.
        peer = seat_actor("Bob" if hidden == "Cy" else "Cy")
        other = [outcome(lambda t=t: oc.trade(t, peer, hidden, [("RED", 1)])) for t in twins]
        assert other[0] == other[1] and other[0] is not None


# -- Fortune and Roll & Rails: nothing hidden --------------------------------------------------------------------

def test_fortune_and_roll_and_rails_hide_no_cash_so_no_refusal_can_tell_a_secret():
    """Fortune: "all chips, shares, bonds and loan cards are laid out clearly"; Roll & Rails: the player
    sheets are public. Every phone's view is the whole state, so a refusal can name nothing hidden."""
    from calculators.fortune.view import view_for as fortune_view
    from calculators.roll_and_rails.view import view_for as rails_view

    sentinel = object()
    assert fortune_view(sentinel, "Ann") is sentinel and fortune_view(sentinel, None) is sentinel
    assert rails_view(sentinel, "Ann") is sentinel and rails_view(sentinel, None) is sentinel
