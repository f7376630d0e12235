"""The state of a Rollout table: companies, the share register, the Bank, and where the turn stands.

Money is in $ millions. A player and their company are one: commands name the player (a seat),
the ledger names the company (an account; the Bank is the other). Shares are counted per holder;
the Bank holds whatever no player holds. See `invariants` for what always holds.
"""
from __future__ import annotations

from typing import Literal

from calculators.core.model import Frozen, RuleError
from calculators.rollout.companies import SHARES_PER_COMPANY
from calculators.rollout.tables import Tables

BANK = "Bank"
SETUP, GAME_OVER = 0, 7
STAGE_NAMES = {
    0: "Setting Up", 1: "Stage 1 — Pay Salaries, Loans and Dividends", 2: "Stage 2 — Rollout",
    3: "Stage 3 — Sell Shares", 4: "Stage 4 — Buy Shares", 5: "Stage 5 — Build or Sell Stores",
    6: "Stage 6 — Research and Develop New Products", 7: "Cash Out",
}
Step = Literal["hex", "budgets", "cards", "dice", "profits", "prices", "done"]
STEPS: tuple[str, ...] = ("hex", "budgets", "cards", "dice", "profits", "prices", "done")


class Options(Frozen):
    """Setup settings; each non-default one is an interpretation or the rulebook's optional rule."""

    cash_open: bool = False  # Hidden cash off: every phone shows every company's cash.
    ten_block: bool = False  # Optional Rule: Ten Block Play, one Bank share per company a turn.
    # Interpretation: a player reaching the Gold Coast gets Step F's move and the Gold Coast's.
    gold_coast_with_step_f: bool = True
    # Interpretation: a takeover's extra free roll lasts for the rest of the game (else the next Stage 2 only).
    extra_roll_every_turn: bool = True
    # Interpretation (before issue 14): only the players who played this Stage 2 lose five squares and go
    # back to Square One when others reach the Gold Coast (the rulebook: every player who does not reach it).
    gold_coast_spares_storeless: bool = False
    # Interpretation (before issue 14): the loan limit rises once, to $10B, however many takeovers
    # (the rulebook: each takeover, "he can borrow up to another $5 billion").
    loan_cap_raised_once: bool = False


class Company(Frozen):
    """One company and its CEO; `cash` is None in a view that may not show it."""

    name: str
    ceo: str
    out: Literal["takeover", "bankrupt"] | None = None
    cash: int | None = 0
    loans: int = 0  # principal in $ billions (Borrowing Money)
    loan_cap: int = 5
    price: int = 0  # Price Index square
    sales: int = 0  # Sales Track square; 0 is Square One
    stores: int = 1
    cards: tuple[int, int, int] = (1, 1, 1)  # Radios, Televisions, Computers
    gold_coast: int = 0
    extra_roll: bool = False  # made a takeover (Takeovers: an extra free roll)
    # This turn:
    paid: bool = False  # Stage 1 done
    skipped_dividends: bool = False
    researched: bool = False
    repaid: int = 0  # $1B loans repaid in this Stage 1: this Stage 1's interest is still due on them
    sold: tuple[str, ...] = ()  # companies whose shares the CEO sold this turn
    bought: tuple[str, ...] = ()

    @property
    def in_play(self) -> bool:
        """True until the company is taken over or goes bankrupt."""
        return self.out is None


class Rollout(Frozen):
    """This turn's Stage 2, by player: budgets (advertising $M, price $), cards shown, dice rolled."""

    step: Step
    players: tuple[str, ...]
    budgets: dict[str, tuple[int, int]] = {}
    shown: dict[str, int | None] = {}  # the Q stated in Step C (None: no card of the product shown)
    paid: dict[str, bool] = {}
    dice: dict[str, tuple[int, ...]] = {}
    reached: tuple[str, ...] = ()  # reached the Gold Coast this turn


class StagePlay(Frozen):
    """Who plays an optional stage, in order of play, and the Chairman's die rolls that set it."""

    stage: int
    order: tuple[str, ...]
    rolls: tuple[int, ...] = ()
    done: tuple[str, ...] = ()


class Bid(Frozen):
    """An open bid: a price per share."""

    player: str
    price: int


class Lot(Frozen):
    """Shares on offer in Stage 4: the Bank's own (two a company), or a raid on sold-back shares."""

    company: str
    shares: int
    raid: bool = False
    bids: tuple[Bid, ...] = ()
    secret_round: str | None = None  # the sealed round of secret bids, once nobody bid openly


class Auction(Frozen):
    """Stage 4: the companies whose Bank shares are still to be offered, and the lot under the hammer."""

    queue: tuple[str, ...]
    lot: Lot | None = None


class RolloutState(Frozen):
    """The table: setup, the companies, the share register, the Bank's balance and the turn."""

    players: tuple[str, ...]
    banker: str
    tables: Tables
    options: Options = Options()
    stage: int = SETUP
    turn: int = 0
    chairman: str | None = None
    choice_order: tuple[str, ...] = ()
    hex: str = "radio"
    hex_due: bool = True  # Step A: at the first Stage 2 and the first after a Gold Coast
    companies: tuple[Company, ...] = ()
    holdings: dict[str, dict[str, int]] = {}  # company -> player -> shares (players only)
    bank_sold: dict[str, int] = {}  # company -> the Bank's own shares sold (not resales)
    bank: int | None = 0  # the Bank's balance; negative = money issued
    rollout: Rollout | None = None
    play: StagePlay | None = None
    auction: Auction | None = None
    plans: dict[str, tuple[str, int]] | None = None  # Stage 5 plans revealed: player -> (build|sell|none, n)
    estate: dict[str, int] = {}  # a bankrupt's items awaiting the Bank's auction
    last_turn: int | None = None

    def lots_to_come(self) -> tuple[str, ...]:
        """Stage 4: the companies whose shares the Bank offers after the lot on the table — those still in play with
        shares left to sell (a company taken over or bankrupt meanwhile is skipped)."""
        a = self.auction
        if a is None:
            return ()
        return tuple(c for c in a.queue if self.company(c).in_play and self.bank_sold.get(c, 0) < 10)

    def company(self, name: str) -> Company:
        """The company called `name`."""
        for c in self.companies:
            if c.name == name:
                return c
        raise RuleError("{company} is not a company at this table.", company=name)

    def company_of(self, player: str) -> Company:
        """The company of a player still in the game."""
        for c in self.companies:
            if c.ceo == player and c.in_play:
                return c
        if player in self.players:
            raise RuleError("{player} is out of the game.", player=player)
        raise RuleError("{player} is not at this table.", player=player)

    def active(self) -> tuple[Company, ...]:
        """Companies in play, in seat order."""
        return tuple(c for c in self.companies if c.in_play)

    def active_players(self) -> tuple[str, ...]:
        """Players still in the game, clockwise."""
        return tuple(c.ceo for c in self.active())

    def bank_shares(self, company: str) -> int:
        """Shares of `company` the Bank holds."""
        return SHARES_PER_COMPANY - sum(self.holdings.get(company, {}).values())

    def returned(self, company: str) -> int:
        """Bank shares that were sold back (or came from a bankrupt): only a stock raid buys them."""
        return self.bank_shares(company) - (SHARES_PER_COMPANY - self.bank_sold.get(company, 0))

    def held(self, player: str, company: str) -> int:
        """Shares of `company` that `player` holds."""
        return self.holdings.get(company, {}).get(player, 0)

    def with_company(self, c: Company) -> RolloutState:
        """This state with one company replaced."""
        return self.model_copy(update={"companies": tuple(c if x.name == c.name else x for x in self.companies)})
