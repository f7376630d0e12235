"""Helpers for the Rollout tests: a table, and a step that checks every invariant.

This package holds everything the tests share for the game: here a table and its driver; in game.py the
scripted games; in the other modules the scenarios other tests replay, named for the test file that runs them."""
from __future__ import annotations

import random

import pytest

import calculators.rollout as ro
from calculators.core.boards import load_board
from calculators.core.log import Event, Log, record
from calculators.core.model import RuleError
from calculators.core.table import make_setup
from calculators.rollout.invariants import violations

PLAYERS = ("Ann", "Bob", "Cy", "Dee")
COMPANIES = {"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca", "Dee": "Bermax", "Eve": "Razno", "Fay": "Ibuki"}
B = "banker"


def seat(name: str) -> str:
    """The actor of a player's phone."""
    return f"seat:{name}"


def new_table(players=PLAYERS, banker="Ann") -> Log:
    """A Rollout table just created (its first event holds the setup and the board)."""
    setup = make_setup("rollout", "Test table", players, banker)
    data = {**setup.model_dump(mode="json"), "board": load_board("rollout").model_dump(mode="json")}
    return record(Log(), "table.created", "host", data, undoable=False)[0]


class Table:
    """A log under test: every step checks the invariants and that replay gives the live state."""

    def __init__(self, log: Log, seed: int = 1):
        self.log = log
        self.rng = random.Random(seed)
        self.steps = 0

    @property
    def state(self) -> ro.RolloutState:
        return ro.state_of(self.log)

    def do(self, command, *args, **kw) -> Event:
        self.log, ev = command(self.log, *args, **kw)
        self.steps += 1
        bad = violations(self.state)
        assert not bad, f"after {ev.kind}: {bad}"
        return ev

    def refused(self, command, *args, match: str | None = None, **kw) -> RuleError:
        before = self.log
        with pytest.raises(RuleError) as info:
            command(self.log, *args, **kw)
        assert self.log is before
        if match:
            assert match in info.value.message, info.value.message
        return info.value

    def company(self, player: str):
        return self.state.company_of(player)

    def cash(self, player: str) -> int:
        return self.company(player).cash


def started(players=PLAYERS, options=None, banker="Ann") -> Table:
    """A table set up with the usual companies, Ann choosing first on a typed-in 6."""
    t = Table(new_table(players, banker))
    rolls = [{p: (6 if i == 0 else 1 + i % 5) for i, p in enumerate(players)}]
    t.do(ro.set_up, B, {p: COMPANIES[p] for p in players}, rolls=rolls, options=options)
    return t


def stage1(t: Table, **choices) -> None:
    """Everyone pays Stage 1 (choices: player -> dict of pay_stage1 keywords)."""
    for p in t.state.active_players():
        if not t.company(p).paid:
            t.do(ro.pay_stage1, B, p, **choices.get(p, {}))


def stage2(t: Table, budgets=None, cards=None, faces=None) -> None:
    """Stage 2 from Step A to Step F: budgets (adv, price) and cards (q, pay) per player; dice faces typed in."""
    s = t.state
    if s.stage != 2:
        return
    if s.rollout.step == "hex":
        t.do(ro.check_hex, B, rng=t.rng)
    players = t.state.rollout.players
    t.do(ro.open_budgets, B)
    from calculators.rollout.stage2_budgets import budgets_round
    from calculators.core import bids
    rid = budgets_round(t.state)
    for p in players:
        adv, price = (budgets or {}).get(p, (100, 30))
        t.do(bids.enter, seat(p), rid, {"advertising": str(adv), "price": str(price)})
    t.do(ro.reveal_budgets, B)
    for p in players:
        q, pay = (cards or {}).get(p, (5, True))
        t.do(ro.show_card, B, p, q, pay)
    for p in players:
        if ro.dice_for(t.state, p):
            n = sum(k for _, k in ro.dice_for(t.state, p))
            f = (faces or {}).get(p)
            t.do(ro.roll_sales, B, p, faces=f[:n] if f else None, rng=t.rng)
    t.do(ro.collect_profits, B)
    t.do(ro.adjust_prices, B)


def skip_stage(t: Table) -> None:
    """Nobody plays the current optional stage."""
    t.do(ro.start_stage, B, [])
    t.do(ro.end_stage, B)
