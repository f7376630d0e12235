"""Fortune's state: every player's balance sheet board, the Kasse, the share packages, whose turn.

Its invariants are in `invariants.py`.
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_serializer

from calculators.core.model import Frozen

Phase = Literal["setup", "start", "play", "over"]
N = Annotated[int, Field(ge=0)]  # a count, a price or a counter: never below zero
COUNTS = ("factory", "energy", "personnel", "products", "advertising", "consulting", "insurance", "bonds")


class Loan(Frozen):
    """A running loan: the bank, the space it was taken on (1, 2…), what was paid out, the interest due."""

    bank: str
    space: N
    payout: N
    interest: N


class Sheet(Frozen):
    """One player's company balance sheet board (Setup: everything is laid out on it, in the open)."""

    name: str
    company: str
    cash: int = 0
    factory: N = 0
    energy: N = 0
    personnel: N = 0
    products: N = 0
    advertising: N = 0
    consulting: N = 0
    insurance: N = 0
    bonds: N = 0
    bonds_blocked: bool = False  # Bonds: after a forced return, a new purchase only from the next round
    loans: tuple[Loan, ...] = ()
    space: str = "start"
    bankrupt: bool = False

    def loan(self, bank: str) -> Loan | None:
        """The running loan at `bank`, if any."""
        return next((ln for ln in self.loans if ln.bank == bank), None)


class Holding(Frozen):
    """A share package with its owner, the printed price it was bought at, and the landing it was bought on."""

    company: str
    owner: str
    price: N
    since: N


class Due(Frozen):
    """A forced payment the debtor cannot make yet: to whom (None = the Kasse) and why."""

    debtor: str
    pay: tuple[tuple[str | None, int], ...]
    reason: str  # "loan" or the card's reason as the banker typed it
    bank: str | None = None  # a loan repayment clears this bank's loan when paid
    company: str | None = None  # an ÖKA's forced sale: this share package changes hands when paid

    @property
    def total(self) -> int:
        """The whole amount owed."""
        return sum(amount for _, amount in self.pay)


class FortuneState(Frozen):
    """The game in force after the log: sheets in seat order, the Kasse, shares, the turn, the end."""

    phase: Phase = "setup"
    players: tuple[str, ...] = ()
    sheets: tuple[Sheet, ...] = ()
    kasse: int = 0
    capital: N = 0
    target: N = 0  # End of the Game: three times the starting capital
    minutes: N = 0
    contenders: tuple[str, ...] = ()  # still rolling for who starts
    starter: str | None = None
    current: str | None = None  # who rolled last
    landed: bool = False  # the current player's landing is recorded
    landing: N = 0  # landings so far (numbers a share purchase, for "stand again on the space")
    sold: bool = False  # products sold on this landing (one sale per landing)
    chip_used: bool = False  # a consulting or advertising chip handed in since the last roll (one, then the roll)
    claim: N = 0  # insurance payout open for this landing's loss
    lost: N = 0  # Insurance: what this landing's explosion or fire took (factory chips, or the one product)
    moves: N = 0
    okas: N = 0
    start_rounds: N = 0
    shares: tuple[Holding, ...] = ()
    due: Due | None = None
    economy_card: str = ""
    winners: tuple[str, ...] = ()
    tripled: str | None = None  # who tripled the capital (End of the Game); several at once: all in `winners`
    house_rules: tuple[str, ...] = ()  # agreed at setup (tables.HOUSE_RULES); each left off: HOUSE_RULE_SIDES[0]

    @model_serializer(mode="wrap")
    def _lean(self, handler):
        """Without a loss on the landing the state is written as before the loss was carried: a saved table's
        state, and so its table check code (the fingerprint over it), stay what they were."""
        data = handler(self)
        if not self.lost:
            data.pop("lost", None)
        return data

    def rule(self, name: str) -> bool:
        """Whether the table plays the house rule `name` (see tables.HOUSE_RULES)."""
        return name in self.house_rules

    def sheet(self, name: str) -> Sheet:
        """The balance sheet of player `name` (KeyError if there is none)."""
        for s in self.sheets:
            if s.name == name:
                return s
        raise KeyError(name)

    def holding(self, company: str) -> Holding | None:
        """The share package of `company` if a player owns it."""
        return next((h for h in self.shares if h.company == company), None)

    def owned_by(self, name: str) -> tuple[Holding, ...]:
        """The share packages player `name` owns."""
        return tuple(h for h in self.shares if h.owner == name)

    @property
    def active(self) -> tuple[str, ...]:
        """Players still in the game, in seat order."""
        return tuple(s.name for s in self.sheets if not s.bankrupt)

    @property
    def awaits_landing(self) -> bool:
        """The player who rolled last is still to have the space they landed on recorded. Not once they are out of
        the game: a player who went bankrupt between his roll and its landing (a card's payment) has no landing to
        record, and play goes on clockwise (End of the Game: "A player who can no longer meet his payment
        obligations is eliminated"); it stood still, every next roll refused until the bankrupt's landing, which
        was refused too."""
        return self.current is not None and not self.landed and self.current in self.active


# End of the Game: products count 15,000 DM, shares and bonds their purchase price, loans 50,000 DM
# without the surcharge (bond and loan amounts as in Bonds and Loans; the board's copies cannot be edited).
PRODUCT_VALUE = 15_000
BOND_VALUE = 10_000
LOAN_VALUE = 50_000


def balance_parts(state: FortuneState, name: str) -> tuple[int, int, int, int, int]:
    """What a balance is made of (End of the Game): (cash, finished products, the share packages' purchase prices,
    bonds, loans), the counts to be valued at PRODUCT_VALUE, BOND_VALUE and LOAN_VALUE."""
    s = state.sheet(name)
    return s.cash, s.products, sum(h.price for h in state.owned_by(name)), s.bonds, len(s.loans)


def balance(state: FortuneState, name: str) -> int:
    """End of the Game: cash + products at 15.000 DM + shares at purchase price + bonds − loans; chips count nothing."""
    cash, products, shares, bonds, loans = balance_parts(state, name)
    return cash + PRODUCT_VALUE * products + shares + BOND_VALUE * bonds - LOAN_VALUE * loans
