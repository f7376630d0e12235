"""Fortune's state: every player's balance sheet board, the Kasse, the share packages, whose turn.

Invariants (checked by `invariant_errors` after every step in the tests):
- money accounted for: the Kasse is a signed account that paid out every starting capital, so
  the Kasse plus all players' cash is always 0 (Setup: the Kasse pays and collects all money);
- chips within the supply (Components: 24 of each production chip, 20 of each service chip, 24
  bonds, 6 shares, 36 loan cards; a finished product holds one of each production chip);
- one owner per share package; at most one running loan per bank per player (Loans); at most
  5 bonds per player (Bonds); no counts and no cash below zero; a bankrupt player holds nothing.
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from calculators.core.boards import Board
from calculators.core.model import Frozen
from calculators.fortune.tables import BANKS, CHIPS, HOUSE_RULES, MAX_BONDS, PLAYER_COMPANIES, PRODUCTION

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
    claim: N = 0  # insurance payout open for this landing's loss
    moves: N = 0
    okas: N = 0
    start_rounds: N = 0
    shares: tuple[Holding, ...] = ()
    due: Due | None = None
    economy_card: str = ""
    winners: tuple[str, ...] = ()
    tripled: str | None = None
    house_rules: tuple[str, ...] = ()  # agreed at setup (tables.HOUSE_RULES); none = the rulebook's reading

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


# End of the Game: products count 15,000 DM, shares and bonds their purchase price, loans 50,000 DM
# without the surcharge (bond and loan amounts as in Bonds and Loans; the board's copies cannot be edited).
PRODUCT_VALUE = 15_000
BOND_VALUE = 10_000
LOAN_VALUE = 50_000


def balance(state: FortuneState, name: str) -> int:
    """End of the Game: cash + products at 15.000 DM + shares at purchase price + bonds − loans; chips count nothing."""
    s = state.sheet(name)
    shares = sum(h.price for h in state.owned_by(name))
    return s.cash + PRODUCT_VALUE * s.products + shares + BOND_VALUE * s.bonds - LOAN_VALUE * len(s.loans)


def structure_errors(state: FortuneState) -> list[str]:
    """The invariants that need no board: money, owners, loans, bonds, companies, the bankrupt."""
    errors = []
    if state.kasse + sum(s.cash for s in state.sheets) != 0:
        errors.append("money is not accounted for")
    if len({h.company for h in state.shares}) != len(state.shares):
        errors.append("a share package has two owners")
    for s in state.sheets:
        if s.cash < 0 or any(getattr(s, c) < 0 for c in COUNTS):
            errors.append(f"{s.name} holds less than nothing")
        if s.bonds > MAX_BONDS:
            errors.append(f"{s.name} holds more than {MAX_BONDS} bonds")
        if len({ln.bank for ln in s.loans}) != len(s.loans) or any(ln.bank not in BANKS for ln in s.loans):
            errors.append(f"{s.name} has two loans at one bank")
        if s.company not in PLAYER_COMPANIES:
            errors.append(f"{s.name} plays no company")
        if s.bankrupt and (s.cash or s.loans or state.owned_by(s.name) or any(getattr(s, c) for c in COUNTS)):
            errors.append(f"{s.name} is bankrupt but holds assets")
    if len({s.company for s in state.sheets}) != len(state.sheets):
        errors.append("two players play one company")
    if tuple(s.name for s in state.sheets) not in ((), state.players):
        errors.append("the sheets are not the players' in seat order")
    if state.house_rules != tuple(r for r in HOUSE_RULES if r in state.house_rules):
        errors.append("unknown or repeated house rules")
    if state.due is not None and state.due.company is not None and (
            state.holding(state.due.company) is None or state.holding(state.due.company).owner == state.due.debtor):
        errors.append("an ÖKA sale waits for a package its debtor cannot take over")
    owners = {s.name for s in state.sheets}
    if any(h.owner not in owners for h in state.shares):
        errors.append("a share package has no player as owner")
    return errors


def invariant_errors(state: FortuneState, board: Board) -> list[str]:
    """Every broken invariant (see the module docstring); [] when all hold."""
    errors = structure_errors(state)
    supply = board.value("supply")
    for kind in CHIPS + ("bonds",):
        used = sum(getattr(s, kind) + (s.products if kind in PRODUCTION else 0) for s in state.sheets)
        if used > supply[kind]:
            errors.append(f"{used} {kind} out of a supply of {supply[kind]}")
    if len(state.shares) > supply["shares"]:
        errors.append("more share packages than the supply")
    if sum(len(s.loans) for s in state.sheets) > supply["loan_cards"]:
        errors.append("more loans than loan cards")
    return errors
