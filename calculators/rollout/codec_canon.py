"""The canonical state of a Rollout table (what a QR code carries) and the table it rebuilds on import.

Seats are indexes into the table's players (clockwise), companies indexes into COMPANY_NAMES, so
the state holds no names. It carries what play needs to go on: never the history, never a sealed
round's entries (a round open when the code was made is opened again), never the dice faces of
Step D (only who has rolled). The Bank's balance is not carried: it is minus everyone's cash.
"""
from __future__ import annotations

from typing import Any

from calculators.rollout.companies import COMPANY_NAMES
from calculators.rollout.state import (
    SETUP, STEPS, Auction, Bid, Company, Lot, Options, Rollout, RolloutState, StagePlay,
)
from calculators.rollout.tables import PRODUCTS

OPTION_NAMES = tuple(Options.model_fields)
OUTS = (None, "takeover", "bankrupt")
PLANS = ("build", "sell", "none")
ESTATE = (*PRODUCTS, "store", "gold_coast")


def _mask(names: tuple[str, ...], universe: tuple[str, ...]) -> int:
    return sum(1 << i for i, x in enumerate(universe) if x in names)


def _unmask(mask: int, universe: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(x for i, x in enumerate(universe) if mask >> i & 1)


def to_canonical(state: RolloutState) -> dict[str, Any]:
    """The canonical state of a table whose companies are chosen."""
    seats = state.players
    names = tuple(c.name for c in state.companies)
    seat = seats.index
    cos = []
    for c in state.companies:
        cos.append([COMPANY_NAMES.index(c.name), OUTS.index(c.out), c.cash or 0, c.loans, c.loan_cap, c.price,
                    c.sales, c.stores, *c.cards, c.gold_coast, int(c.extra_roll), int(c.paid),
                    int(c.skipped_dividends), int(c.researched), _mask(c.sold, names), _mask(c.bought, names),
                    c.repaid])
    out: dict[str, Any] = {
        "n": len(seats), "stage": state.stage, "turn": state.turn, "chair": seat(state.chairman),
        "hex": PRODUCTS.index(state.hex), "hex_due": int(state.hex_due),
        "opts": [int(getattr(state.options, k)) for k in OPTION_NAMES], "last": state.last_turn or 0,
        "co": cos,
        "sh": [[state.held(p, c) for p in seats] for c in names],
        "sold": [state.bank_sold.get(c, 0) for c in names],
        "estate": [state.estate.get(k, 0) for k in ESTATE],
        "r2": None, "play": None, "auc": None, "plans": None,
    }
    r = state.rollout
    if state.stage == 2 and r is not None:
        out["r2"] = {
            "step": STEPS.index(r.step), "players": [seat(p) for p in r.players],
            "budgets": [[seat(p), a, pr] for p, (a, pr) in r.budgets.items()],
            "shown": [[seat(p), q or 0, int(r.paid.get(p, False))] for p, q in r.shown.items()],
            "rolled": [seat(p) for p in r.dice],
        }
    if state.play is not None:
        p = state.play
        out["play"] = [p.stage, [seat(x) for x in p.order], list(p.rolls), [seat(x) for x in p.done]]
    if state.auction is not None:
        a = state.auction
        lot = None
        if a.lot is not None:
            lot = [names.index(a.lot.company), a.lot.shares, int(a.lot.raid),
                   [[seat(b.player), b.price] for b in a.lot.bids]]
        out["auc"] = {"queue": [names.index(c) for c in a.queue], "lot": lot}
    if state.plans is not None:
        out["plans"] = [[seat(p), PLANS.index(what), n] for p, (what, n) in state.plans.items()]
    return out


def from_canonical(base: RolloutState, d: dict[str, Any]) -> RolloutState:
    """The table rebuilt from a canonical state (`base` holds the setup and board); a state that does not
    fit this table's players is refused with ValueError."""
    seats = base.players
    if d.get("n") != len(seats) or d["stage"] == SETUP:
        raise ValueError("the state is for another number of players")
    companies = []
    for i, row in enumerate(d["co"]):
        (co, out, cash, loans, cap, price, sales, stores, r, t, cp, gc, extra, paid, skipped, researched,
         sold, bought, repaid) = row
        companies.append(Company(
            name=COMPANY_NAMES[co], ceo=seats[i], out=OUTS[out], cash=cash, loans=loans, loan_cap=cap, price=price,
            sales=sales, stores=stores, cards=(r, t, cp), gold_coast=gc, extra_roll=bool(extra), paid=bool(paid),
            skipped_dividends=bool(skipped), researched=bool(researched), repaid=repaid))
    names = tuple(c.name for c in companies)
    companies = [c.model_copy(update={"sold": _unmask(row[16], names), "bought": _unmask(row[17], names)})
                 for c, row in zip(companies, d["co"])]
    holdings = {c: {seats[i]: k for i, k in enumerate(row) if k} for c, row in zip(names, d["sh"])}
    state = base.model_copy(update={
        "stage": d["stage"], "turn": d["turn"], "chairman": seats[d["chair"]], "hex": PRODUCTS[d["hex"]],
        "hex_due": bool(d["hex_due"]), "options": Options(**dict(zip(OPTION_NAMES, map(bool, d["opts"])))),
        "last_turn": d["last"] or None, "companies": tuple(companies), "holdings": holdings,
        "bank_sold": dict(zip(names, d["sold"])), "estate": {k: v for k, v in zip(ESTATE, d["estate"]) if v},
        "bank": -sum(c.cash or 0 for c in companies),
    })
    if d["r2"] is not None:
        r = d["r2"]
        paid = {seats[s]: bool(ok) for s, _, ok in r["shown"]}
        state = state.model_copy(update={"rollout": Rollout(
            step=STEPS[r["step"]], players=tuple(seats[s] for s in r["players"]),
            budgets={seats[s]: (a, p) for s, a, p in r["budgets"]},
            shown={seats[s]: q or None for s, q, _ in r["shown"]}, paid=paid,
            dice={seats[s]: () for s in r["rolled"]})})
    if d["play"] is not None:
        stage, order, rolls, done = d["play"]
        state = state.model_copy(update={"play": StagePlay(stage=stage, order=tuple(seats[s] for s in order),
                                                           rolls=tuple(rolls), done=tuple(seats[s] for s in done))})
    if d["auc"] is not None:
        a = d["auc"]
        lot = None
        if a["lot"] is not None:
            co, n, raid, bids = a["lot"]
            lot = Lot(company=names[co], shares=n, raid=bool(raid),
                      bids=tuple(Bid(player=seats[s], price=p) for s, p in bids))
        state = state.model_copy(update={"auction": Auction(queue=tuple(names[c] for c in a["queue"]), lot=lot)})
    if d["plans"] is not None:
        state = state.model_copy(update={"plans": {seats[s]: (PLANS[w], n) for s, w, n in d["plans"]}})
    return state
