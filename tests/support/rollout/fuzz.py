"""Helpers of test_rollout_fuzz.py that other tests use too (the history words test, the hidden-cash test, the registry test)."""
from __future__ import annotations

import random

import calculators.rollout as ro
from calculators.core import bids
from calculators.core.log import Event, Log
from calculators.rollout.sealed import secret_bid_ladder
from calculators.rollout.stage2_budgets import budgets_round
from calculators.rollout.stage5_stores import stores_round
from calculators.rollout.state import BANK
from tests.support.rollout import COMPANIES, B, new_table, seat

PLAYERS = ("Ann", "Bob", "Cy")


def _set_up(r: random.Random) -> Log:
    log = new_table(PLAYERS, "Ann")
    opts = {"cash_open": r.random() < 0.3, "ten_block": r.random() < 0.3,
            "gold_coast_with_step_f": r.random() < 0.7, "extra_roll_every_turn": r.random() < 0.7,
            "gold_coast_spares_storeless": r.random() < 0.3, "loan_cap_raised_once": r.random() < 0.3}
    return ro.set_up(log, B, {p: COMPANIES[p] for p in PLAYERS}, rng=r, options=opts)[0]


def run(log: Log, item) -> tuple[Log, Event]:
    fn, *args = item
    kw = args.pop() if args and isinstance(args[-1], dict) and fn not in (bids.enter,) else {}
    return fn(log, *args, **kw)


def candidates(log: Log, r: random.Random) -> list:
    """Commands to try now: mostly the ones that move the game on, some that the rules must refuse."""
    s = ro.state_of(log)
    ps = list(s.players)
    p = r.choice(ps)
    actor = r.choice([B, B, B, seat(p), seat(r.choice(ps)), "host"])
    out = [
        (ro.borrow, actor, p, r.choice([1, 1, 2, 0, 6])),
        (ro.take_over, B, p, r.choice(list(COMPANIES.values()))),
        (ro.correct_shares, B, r.choice(list(COMPANIES.values())[:3]), BANK, p, r.choice([1, 3, 6]),
         {"reason": "fuzz"}),
        (ro.correct, B, p, r.choice(["cash", "price", "sales", "stores", "radio"]),
         {"delta": r.choice([-500, 300, -10**6]), "reason": "fuzz"} if r.random() < 0.5
         else {"value": r.randint(-1, 40), "reason": "fuzz"}),
        (ro.sell_estate_item, B, r.choice(["store", "radio", "gold_coast"]), r.choice([p, None]), r.choice([0, 50])),
    ]
    if s.stage == 1:
        out += [(ro.pay_stage1, B, x, r.choice([0, 0, 1, 3]), r.random() < 0.8) for x in ps] * 3
        out += [(ro.repay, actor, p, 1), (ro.go_bankrupt, B, p, "interest")]
    elif s.stage == 2:
        rid = budgets_round(s)
        step = s.rollout.step
        out += [(ro.check_hex, actor, {"rng": r}), (ro.open_budgets, B), (ro.reveal_budgets, B)] * 2
        out += [(bids.enter, seat(x), rid, {"advertising": r.choice(["0", "100", "500", "250"]),
                                           "price": r.choice(["10", "40", "100"])}) for x in ps] * (
            6 if step == "budgets" else 1)
        who = B if r.random() < 0.8 else actor
        out += [(ro.show_card, who, x, r.choice([None, 5, 18, 0]), r.random() < 0.7) for x in ps] * (
            6 if step == "cards" else 1)
        out += [(ro.roll_sales, who, x, {"rng": r}) for x in ps] * (6 if step == "dice" else 1)
        out += [(ro.collect_profits, B), (ro.adjust_prices, B)] * 3
    else:
        some = [x for x in ps if r.random() < 0.6]
        out += [(ro.start_stage, B, some, {"rng": r}), (ro.end_stage, B), (ro.end_stage, B)] * 3
        company = r.choice(list(COMPANIES.values())[:3])
        lot = s.auction.lot if s.auction else None
        price = s.tables.price(s.company(lot.company).price) if lot else 500
        out += [(ro.sell_to_bank, actor, p, company, r.choice([1, 2])),
                (ro.sell_shares, B, p, r.choice(ps), company, 1, r.choice([0, 300, 5000]))]
        out += [(ro.bid, B, x, r.choice([price, price + 50, 2500, 2600, 5000])) for x in ps] * 2
        out += [(ro.sell_lot, B), (ro.pass_lot, B), (ro.stock_call, actor, p), (ro.strike_bid, B),
                (ro.call_secret_bids, B), (ro.reveal_secret_bids, B, {"rng": r}), (ro.raid, actor, p, company)]
        if lot is not None:
            low, top, _ = secret_bid_ladder(s, lot)
            out += [(ro.enter_secret_bid, seat(x), r.choice([None, max(low, top), top + 10, 15])) for x in ps] * 3
        out += [(ro.open_store_plans, B), (ro.reveal_store_plans, B)]
        out += [(ro.enter_store_plan, seat(x), r.choice(["build", "sell", "none"]), r.choice([0, 1, 2, 11]))
                for x in ps] * 3
        if s.stage == 5 and stores_round(s) in bids.rounds(log):
            out += [(bids.mark_passing, B, stores_round(s), x) for x in ps]
        out += [(ro.carry_out_plan, B, x, r.choice([0, 1, 2])) for x in ps] * 3
        out += [(ro.go_bankrupt, B, p, "stores", {"joint": r.choice([1, 2])}),
                (ro.trade_stores, B, p, r.choice(ps), 1, 10),
                (ro.research, actor, p, r.choice(["radio", "computer", "tv"]), r.choice([1, 3, 0])),
                (ro.trade_cards, B, p, r.choice(ps), "radio", 1, 20),
                (ro.trade_gold_coast, B, p, r.choice(ps), 1, 20)]
    return out
