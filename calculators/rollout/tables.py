"""Rollout's board tables in force (data/board.json plus the banker's edits) and meter moves on them."""
from __future__ import annotations

from typing import Any

from calculators.core.boards import Board, board_in_force, edit_board, load_board
from calculators.core.log import Event, Log
from calculators.core.model import Frozen, RuleError, Term

PRODUCTS = ("radio", "television", "computer")
PRODUCT_NAMES = {"radio": Term("Radios"), "television": Term("Televisions"), "computer": Term("Computers")}
STORE_KINDS = ("expansion", "branch", "joint")


class Tables(Frozen):
    """The board tables a session uses; money in $ millions, prices on the Pad in dollars."""

    price_index: tuple[int, ...]
    dividends_due: tuple[int, ...]
    sales_index: tuple[int, ...]
    gold_coast_square: int
    loan_interest: tuple[int, ...]
    advertising_choices: tuple[int, ...]
    price_choices: tuple[int, ...]
    secret_bid_step: int
    high_flyer: int
    blue_chip: int
    opening_price: int
    opening_dividend: int
    open_bid_step_above_blue_chip: int
    starting_cash: int
    salary_per_store: int
    store_costs: dict[str, int]
    store_sale: int
    max_stores_built: int
    research_per_card: int
    gold_coast_income: int
    loan_step: int
    loan_cap: int
    loan_cap_after_takeover: int
    meter_move: int
    cards_per_product: int

    @property
    def top(self) -> int:
        """The Blue Chip's square index."""
        return len(self.price_index) - 1

    @property
    def opening_square(self) -> int:
        """The square of the opening $500 million price (Setting Up)."""
        return self.price_index.index(self.opening_price)

    def price(self, square: int) -> int:
        """The Price Index value of a square."""
        return self.price_index[square]

    def dividend(self, square: int) -> int:
        """Dividends Due per share at a square (Stage 1)."""
        return self.dividends_due[square]

    def interest(self, billions: int) -> int:
        """Interest due in Stage 1 on `billions` of principal (Borrowing Money); past the table (more than one
        takeover lets a player borrow more than $10B) it goes on rising by its last step per $1B."""
        table = self.loan_interest
        if billions <= 0:
            return 0
        if billions <= len(table):
            return table[billions - 1]
        step = table[-1] - table[-2] if len(table) > 1 else table[-1]
        return table[-1] + (billions - len(table)) * step

    def units(self, square: int) -> int:
        """Units (millions) the Sales Index shows at a Sales Track square."""
        return self.sales_index[min(square, self.gold_coast_square)]

    def moved(self, square: int, by: int) -> int:
        """A price meter moved `by` squares; every move stops at High Flyer and Blue Chip."""
        return max(0, min(self.top, square + by))

    def square_at_or_below(self, price: int) -> int:
        """The square of `price`, or of the nearest Price Index value below it (never past either end)."""
        best = 0
        for i, p in enumerate(self.price_index):
            if p <= price:
                best = i
        return best

    def is_open_bid_price(self, price: int) -> bool:
        """True for a Price Index value, or above Blue Chip a $100M step over it (How to Bid for the Shares)."""
        if price <= self.blue_chip:
            return price in self.price_index
        return (price - self.blue_chip) % self.open_bid_step_above_blue_chip == 0


def tables_from(values: dict[str, Any]) -> Tables:
    """The Tables of a board's values."""
    return Tables.model_validate({k: values[k] for k in Tables.model_fields})


def default_tables() -> Tables:
    """The tables this release ships."""
    return tables_from(load_board("rollout").values)


def _rising(key: str, value: list, strict: bool) -> None:
    pairs = list(zip(value, value[1:]))
    if any(b < a or (strict and b == a) for a, b in pairs) or any(v < 0 for v in value):
        if strict:
            raise RuleError("The {table} must rise from square to square, with no negative values.", field=key,
                            table=TABLE_TERMS[key])
        raise RuleError("The {table} must never fall from one entry to the next, with no negative values.", field=key,
                        table=TABLE_TERMS[key])


# Each board table as a refusal names it ("The price index must rise ..."), a word of the game for the catalog.
TABLE_TERMS = {
    "price_index": Term("price index"), "dividends_due": Term("dividends due"), "sales_index": Term("sales index"),
    "gold_coast_square": Term("gold coast square"), "loan_interest": Term("loan interest"),
    "advertising_choices": Term("advertising choices"), "price_choices": Term("price choices"),
    "secret_bid_step": Term("secret bid step"), "high_flyer": Term("high flyer"), "blue_chip": Term("blue chip"),
    "opening_price": Term("opening price"), "opening_dividend": Term("opening dividend"),
    "open_bid_step_above_blue_chip": Term("open bid step above blue chip"), "starting_cash": Term("starting cash"),
    "salary_per_store": Term("salary per store"), "store_costs": Term("store costs"),
    "store_sale": Term("store sale"), "max_stores_built": Term("max stores built"),
    "research_per_card": Term("research per card"), "gold_coast_income": Term("gold coast income"),
    "loan_step": Term("loan step"), "loan_cap": Term("loan cap"),
    "loan_cap_after_takeover": Term("loan cap after takeover"), "meter_move": Term("meter move"),
    "cards_per_product": Term("cards per product")
}

# The scales a printed board may have with another number of squares (the rulebook prints neither length).
RESIZABLE = frozenset({"price_index", "dividends_due", "sales_index"})
MAX_SQUARES = 200


def _length(key: str, value: list) -> None:
    if not 3 <= len(value) <= MAX_SQUARES:
        raise RuleError("The {table} has 3 to {most} squares.", field=key, table=TABLE_TERMS[key], most=MAX_SQUARES)


def check_board(key: str, value: Any, now: dict[str, Any] | None = None) -> None:
    """The rules for a banker's edit: printed values stay, scales stay in order, known points hold; `now` is the
    board in force (a Dividends Due table has one entry per Price Index square, the Gold Coast is the last
    Sales Track square)."""
    base = load_board("rollout")
    now = base.values if now is None else now
    if base.sources.get(key) == "rulebook":
        from calculators.core.board_rows import board_title  # the table as its screen names it ("The store costs is")

        raise RuleError("“{table}” is printed in the rulebook and cannot be changed.", field=key,
                        table=board_title("rollout", key))
    if key in RESIZABLE:
        _length(key, value)
    if key == "price_index":
        _rising(key, value, strict=True)
        # Game Board: High Flyer is $1M, Blue Chip $2.5B; Setting Up: meters open at $500M.
        if value[0] != base.values["high_flyer"] or value[-1] != base.values["blue_chip"]:
            raise RuleError("The Price Index runs from High Flyer ($1M) to Blue Chip ($2.5B).", field=key)
        if base.values["opening_price"] not in value:
            raise RuleError("The Price Index must have the opening $500M square.", field=key)
    elif key == "dividends_due":
        _rising(key, value, strict=False)
        if len(value) != len(now["price_index"]):
            raise RuleError("The Dividends Due has one entry per Price Index square: {n}.", field=key,
                            n=len(now["price_index"]))
        opening = now["price_index"].index(base.values["opening_price"])
        if value[opening] != base.values["opening_dividend"]:
            raise RuleError("The Dividend Due at $500M is $50M (Stage 1).", field=key)
    elif key in ("sales_index", "loan_interest"):
        _rising(key, value, strict=False)
        if key == "sales_index" and value[0] != 0:
            raise RuleError("Square One has sold no units yet.", field=key)
    elif key in ("advertising_choices", "price_choices"):
        _rising(key, value, strict=True)
        if key == "price_choices" and value[0] < 1:
            raise RuleError("Every price on the Pad is at least $1.", field=key)
    elif key == "gold_coast_square":
        if value != len(now["sales_index"]) - 1:
            raise RuleError("The Gold Coast is the last square of the Sales Track.", field=key)
    elif key == "secret_bid_step" and value < 1:
        raise RuleError("Secret bids rise in steps of at least $1M.", field=key)


def follow(key: str, value: Any, now: dict[str, Any]) -> dict[str, Any]:
    """The tables that change with a scale of another length: a Price Index brings Dividends Due at a tenth of
    each price (the assumed rule; $50M at $500M), a Sales Track its Gold Coast on the new last square."""
    if key == "price_index" and len(value) != len(now["price_index"]):
        base = load_board("rollout").values
        return {"dividends_due": [p * base["opening_dividend"] // base["opening_price"] for p in value]}
    if key == "sales_index" and len(value) != len(now["sales_index"]):
        return {"gold_coast_square": len(value) - 1}
    return {}


def edit_rollout_board(log: Log, actor: str, key: str, value: Any) -> tuple[Log, Event]:
    """The banker edits one assumed board table for this session, keeping the rulebook's known points. The
    Price Index and the Sales Track may have another number of squares (a board printed differently): every
    five-square move, the Blue Chip cap and the Gold Coast then follow the new scale."""
    board = board_in_force(log)
    now = dict(board.values) if board is not None else dict(load_board("rollout").values)
    return edit_board(log, actor, key, value, check=lambda k, v: check_board(k, v, now), resizable=RESIZABLE,
                      follow=follow)


def board_values(first: dict[str, Any]) -> dict[str, Any]:
    """The board values a table starts with: its first event's board (or this release's) and carried edits."""
    raw = first.get("board")
    values = dict(Board.model_validate(raw).values) if raw else dict(load_board("rollout").values)
    values.update({k: v for k, v in (first.get("board_edits") or {}).items() if k in values})
    return values
