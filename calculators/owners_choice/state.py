"""The Owner's Choice state: players' hidden cash and public stocks, the Bank, the Fund, prices, Presidents.

Money is in dollars. The Bank is an account that starts at $0 and may go negative (the Bank is
unlimited), so `bank + fund + every player's cash == 0` at every step: all money is accounted for.
Prices are positions on the stock price chart (`Tables.price_chart`; position 0 is Bankruptcy).
"""
from __future__ import annotations

from typing import Literal

from calculators.core.model import Frozen
from calculators.owners_choice.tables import COMPANIES, Tables

Phase = Literal["setup", "pregame", "play", "over"]
Overshoot = Literal["stop", "ignore"]
PendingKind = Literal["company", "other_company", "event", "exchange", "event_company"]
SQUARES = ("company", "event", "almighty", "president", "dividend", "goal")


class Player(Frozen):
    """One seat: cash (hidden from the others), stocks per company (public), still in the game or not."""

    name: str
    cash: int
    stocks: dict[str, int]
    in_game: bool = True

    @property
    def total_stocks(self) -> int:
        """How many stocks the player holds in all."""
        return sum(self.stocks.values())


class Pending(Frozen):
    """A decision the table waits for before the turn goes on.

    company: a company square: its President chooses the President's die or the Fund die;
    other_company: RED's or BLUE's "Other company" face: the President names the company;
    event: the current player throws the Event die (again);
    exchange: the current player may exchange one stock with another player's;
    event_company: "Any company -2": the current player names the company."""

    kind: PendingKind
    seat: str
    company: str | None = None
    face: str | None = None


class OCState(Frozen):
    """The whole table in force after the log (viewer-independent; see `view_for`)."""

    players: tuple[Player, ...]
    bank: int
    fund: int = 0
    positions: dict[str, int]
    presidents: dict[str, str | None]
    phase: Phase = "setup"
    overshoot: Overshoot = "ignore"  # Upper Limit: a move past $300 "is ignored"; "stop": house rule
    start_player: str | None = None
    current: str | None = None
    turn: int = 0
    traded: bool = False
    moved: bool = False
    pending: Pending | None = None
    may_leave: tuple[str, ...] = ()
    history: tuple[dict[str, int], ...] = ()
    tables: Tables

    def player(self, name: str) -> Player:
        """The player seated as `name` (KeyError if none)."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def names(self) -> tuple[str, ...]:
        """Every seat, clockwise, including players who left."""
        return tuple(p.name for p in self.players)

    @property
    def in_game(self) -> tuple[str, ...]:
        """Players still in the game, clockwise."""
        return tuple(p.name for p in self.players if p.in_game)

    @property
    def due(self) -> str | None:
        """The player the table waits for: the one to make the pending decision, else the buyer of the pre-game
        purchase or the player on turn; None before the game starts and after it ends."""
        if self.phase not in ("pregame", "play"):
            return None
        return self.pending.seat if self.pending is not None else self.current

    def price(self, company: str) -> int:
        """The company's current stock price."""
        return self.tables.price(self.positions[company])

    @property
    def prices(self) -> dict[str, int]:
        """Every company's current stock price."""
        return {c: self.price(c) for c in COMPANIES}

    def held(self, company: str) -> int:
        """Stocks of `company` held by players (the rest are with the Stock Company)."""
        return sum(p.stocks[company] for p in self.players)

    def dice_held(self, name: str) -> int:
        """How many President's dice a player holds."""
        return sum(1 for c in COMPANIES if self.presidents[c] == name)


def fresh_player(name: str, cash: int) -> Player:
    """A player with `cash` and no stocks."""
    return Player(name=name, cash=cash, stocks=dict.fromkeys(COMPANIES, 0))
