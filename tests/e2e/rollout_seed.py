"""Rollout tables seeded at the moment a browser test needs, written into the test server's data folder
before the server starts: the log is built with the rules core's own commands (each checked as at the
table) through the app's own `TableHub` and `Store`, so the page opens on a real saved table."""
from __future__ import annotations

import random
import re
from pathlib import Path

import calculators.rollout as ro
from calculators.core import bids
from calculators.core.table import make_setup
from calculators.rollout.stage2_budgets import budgets_round
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub

B = "banker"
COMPANIES = {"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca"}
from playwright.sync_api import expect
from tests.e2e.flutter import ident, reveal, tap, type_into


class Seed:
    """One saved Rollout table (banker Kim, who does not play) and the commands that move it on."""

    def __init__(self, data_dir: Path, players=("Ann", "Bob"), name: str = "Rollout night"):
        self.store = Store(Path(data_dir))
        self.hub = TableHub(self.store)
        self.sid = self.hub.create(make_setup("rollout", name, list(players), "Kim"))
        self.rng = random.Random(7)
        rolls = [{p: (6 if i == 0 else 1 + i) for i, p in enumerate(players)}]  # the first player chooses first
        self.do(ro.set_up, {p: COMPANIES[p] for p in players}, rolls=rolls)

    @property
    def state(self) -> ro.RolloutState:
        return ro.state_of(self.hub.get(self.sid).log)

    def do(self, command, *args, actor: str = B, **kw) -> None:
        """One command, saved as the app saves it (a refusal raises, as on screen)."""
        self.hub.act(self.sid, lambda log: command(log, actor, *args, **kw))

    def fix(self, player: str, field: str, value: int) -> None:
        """A banker's correction (cash: to exactly `value`, by the amount added or taken away)."""
        if field == "cash":
            delta = value - self.state.company_of(player).cash
            if delta:
                self.do(ro.correct, player, "cash", delta=delta, reason="seeded for the test")
        else:
            self.do(ro.correct, player, field, value=value, reason="seeded for the test")

    def give(self, company: str, player: str, n: int) -> None:
        """Shares from the Bank to a player, as if bought in earlier turns."""
        self.do(ro.correct_shares, company, ro.BANK, player, n, reason="bought in earlier turns")

    def stage1(self) -> None:
        for p in self.state.active_players():
            if not self.state.company_of(p).paid:
                self.do(ro.pay_stage1, p)

    def stage2(self) -> None:
        """Step A to Step F: the Hex, budgets of $100M and $30, each card of Q5 shown, the app's dice."""
        if self.state.rollout.step == "hex":
            self.do(ro.check_hex, rng=self.rng)
        self.do(ro.open_budgets)
        players = self.state.rollout.players
        rid = budgets_round(self.state)
        for p in players:
            self.do(bids.enter, rid, {"advertising": "100", "price": "30"}, actor=f"seat:{p}")
        self.do(ro.reveal_budgets)
        for p in players:
            self.do(ro.show_card, p, 5)
        for p in players:
            if ro.dice_for(self.state, p):
                self.do(ro.roll_sales, p, rng=self.rng)
        self.do(ro.collect_profits)
        self.do(ro.adjust_prices)

    def to(self, stage: int, turn: int | None = None) -> None:
        """Play on (everyone pays Stage 1, Stage 2 as above, nobody plays Stages 3 to 6) to `stage` of `turn`."""
        turn = self.state.turn if turn is None else turn
        while (self.state.turn, self.state.stage) < (turn, stage):
            s = self.state
            if s.stage == 1:
                self.stage1()
            elif s.stage == 2:
                self.stage2()
            else:
                self.do(ro.start_stage, [])
                self.do(ro.end_stage)

    def prices_back(self) -> None:
        """Every meter back to $500M, so the amounts on screen read plainly."""
        for p in self.state.active_players():
            self.fix(p, "price", self.state.tables.opening_square)

    def seat_path(self, seat: str) -> str:
        """The seat's own link (its token, issued as the Invite screen would)."""
        return f"/seat/{Access(self.store, None).seat_token(self.sid, seat)}"


def saved_log(data_dir: Path, sid: str):
    """The table's log as the server saved it (read from disk, as a restart would)."""
    from calculators.core.log import Event, Log
    stored = Store(Path(data_dir)).load(sid)
    return Log(events=tuple(Event.model_validate(e) for e in stored.events))


def saved_state(data_dir: Path, sid: str) -> ro.RolloutState:
    """The table as the server saved it (read from disk, as a restart would)."""
    return ro.state_of(saved_log(data_dir, sid))


def strip_origin(link: str) -> str:
    return re.sub(r"^https?://[^/]+", "", link.strip())


T = 20_000


def new_table(page, players, banker="Kim"):
    page.get_by_role("button", name="New table").click()
    type_into(page, "Table name", "Rollout night")
    for name in players:
        type_into(page, "Player's name", name)
        tap(page, "button", "Add player")
    field = page.get_by_role("textbox", name="Banker's name (does not play)")
    for _ in range(3):
        tap(page, "radio", "Someone who does not play")
        try:
            field.wait_for(timeout=5_000)
            break
        except Exception:
            continue
    type_into(page, "Banker's name (does not play)", banker)
    tap(page, "button", "Start the table")
    expect(page.get_by_text("Seats, clockwise")).to_be_visible(timeout=T)


def set_up_game(page, dice=("5", "2"), picks=(("Ann", "Simcor"), ("Bob", "Camcon"))):
    """Real dice typed in (Ann 5, Bob 2: Ann chooses first), companies, Start."""
    page.mouse.move(206, 500)
    for _ in range(6):  # back at the top (the Invite screen's Back keeps the scroll position)
        page.mouse.wheel(0, -1500)
        page.wait_for_timeout(100)
    for seat, face in zip(("Ann", "Bob"), dice):
        type_into(page, f"{seat}'s die for the choice", face)
    tap(page, "button", "Record these dice")
    expect(reveal(page, ident(page, "ro-choice-order"))).to_contain_text("Ann chooses first", timeout=T)
    for seat, company in picks:
        tap(page, "button", f"{seat} takes {company}")
        page.wait_for_timeout(300)
    tap(page, "button", "Start the game")
    expect(reveal(page, ident(page, "ro-stage"))).to_contain_text("Turn 1 · Stage 1", timeout=T)
