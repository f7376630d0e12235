"""Owner's Choice board tables in force: the stock price chart, dividends, stock supply and dice faces.

The values come from `data/board.json` (copied into the table's first event) with the banker's
per-session edits (`edit_table`). Every edit must keep the chart's printed points (`check_tables`).
"""
from __future__ import annotations

from typing import Any

from calculators.core.boards import edit_board, load_board
from calculators.core.dice import Die
from calculators.core.log import Event, Log
from calculators.core.model import N_, Frozen, RuleError, Term

GAME = "owners-choice"
COMPANIES = ("RED", "BLUE", "GREEN", "YELLOW")

# Setup 2: every stock starts at START, $100; Upper Limit of Stock Price: $300.
START_PRICE = 100
TOP_PRICE = 300
# Q&A 3: $40 is the space just above Bankruptcy, $80 the space just below START.
ABOVE_BANKRUPTCY = 40
BELOW_START = 80
# Dividend Square example: RED at $140 pays $40 a stock.
KNOWN_DIVIDEND = (140, 40)

PRESIDENT_FACES = ("status_quo", "up1", "up2", "up3", "down1", "dividend")
OWN_FACES = {"RED": ("other_up1",), "BLUE": ("other_down1", "other_down2")}
FUND_FACES = ("status_quo", "down1_fund", "down2_fund")
EVENT_FACES = ("fund50_again", "bank100", "exchange", "any_down2", "all_down1")

LABELS = {  # the faces as the board prints them (N_: the app shows them in the reader's language)
    "status_quo": N_("Status quo"),
    "up1": N_("Price +1"),
    "up2": N_("Price +2"),
    "up3": N_("Price +3"),
    "down1": N_("Price -1"),
    "dividend": N_("Dividend"),
    "other_up1": N_("Other company +1"),
    "other_down1": N_("Other company -1"),
    "other_down2": N_("Other company -2"),
    "down1_fund": N_("Price -1 & take the Fund"),
    "down2_fund": N_("Price -2 & take the Fund"),
    "fund50_again": N_("$50 from the Fund & roll again"),
    "bank100": N_("$100 from the Bank"),
    "exchange": N_("Exchange a stock"),
    "any_down2": N_("Any company -2"),
    "all_down1": N_("All companies -1"),
}
CODES = {label: code for code, label in LABELS.items()}


class Tables(Frozen):
    """The board tables one session plays with."""

    price_chart: tuple[int, ...]
    dividends: tuple[int, ...]
    stock_supply: dict[str, int]
    president_dice: dict[str, tuple[str, ...]]
    fund_die: tuple[str, ...]
    event_die: tuple[str, ...]

    @property
    def start(self) -> int:
        """The position of START on the chart."""
        return self.price_chart.index(START_PRICE)

    @property
    def top(self) -> int:
        """The position of the upper limit ($300)."""
        return len(self.price_chart) - 1

    def price(self, position: int) -> int:
        """The price printed at a chart position."""
        return self.price_chart[position]

    def dividend(self, position: int) -> int:
        """The dividend printed beside a chart position."""
        return self.dividends[position]

    def die(self, kind: str, company: str | None = None) -> Die:
        """The labelled die: "president" (of `company`), "fund" or "event"."""
        if kind == "president":
            return Die(name=f"{company} President", faces=tuple(LABELS[c] for c in self.president_dice[company]))
        faces = self.fund_die if kind == "fund" else self.event_die
        return Die(name="Fund" if kind == "fund" else "Event", faces=tuple(LABELS[c] for c in faces))


def _ints(value: Any) -> bool:
    return isinstance(value, (list, tuple)) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)


def check_price_chart(chart: Any, field: str = "price_chart") -> None:
    """Refuse a stock price chart that breaks the rulebook's printed points (RuleError on `field`):
    Bankruptcy ($0) first, rising prices from $40 to the $300 upper limit, START $100 above $80."""
    if not _ints(chart) or not 3 <= len(chart) <= 32:
        raise RuleError("The chart needs a whole-number price on each space.", field=field)
    if chart[0] != 0:
        raise RuleError("The first space is Bankruptcy: price $0.", field=field)
    if any(b <= a for a, b in zip(chart, chart[1:])):
        raise RuleError("Prices must rise from each space to the next.", field=field)
    if chart[1] != ABOVE_BANKRUPTCY or chart[-1] != TOP_PRICE:
        raise RuleError("The chart runs from $40 (just above Bankruptcy) to $300.", field=field)
    if START_PRICE not in chart or chart[chart.index(START_PRICE) - 1] != BELOW_START:
        raise RuleError("START is $100 and the space just below it is $80.", field=field)


def _check_chart(chart: Any, dividends: Any) -> None:
    if not _ints(chart) or not _ints(dividends) or len(chart) != len(dividends) or len(chart) > 32:
        raise RuleError("The chart needs a whole-number price and dividend on each space.", field="price_chart")
    if dividends[0] != 0:
        raise RuleError("The first space is Bankruptcy: price $0, no dividend.", field="price_chart")
    check_price_chart(chart)
    price, paid = KNOWN_DIVIDEND
    if price not in chart or dividends[chart.index(price)] != paid:
        raise RuleError("The rulebook prints a $40 dividend at $140.", field="dividends")
    if any(d < 0 for d in dividends):
        raise RuleError("A dividend cannot be negative.", field="dividends")


def _check_faces(faces: Any, allowed: tuple[str, ...], what: Term, field: str) -> None:
    if not isinstance(faces, (list, tuple)) or not faces or any(f not in allowed for f in faces):
        raise RuleError("Each face of the {what} is one of: {names}.", field=field, what=what,
                        names=[Term(LABELS[a]) for a in allowed])


def check_tables(values: dict[str, Any]) -> None:
    """Refuse tables that break the rulebook's printed points or dice (RuleError)."""
    _check_chart(values["price_chart"], values["dividends"])
    supply = values["stock_supply"]
    if set(supply) != set(COMPANIES) or any(not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 60
                                            for n in supply.values()):
        raise RuleError("Each company has 1 to 60 stocks.", field="stock_supply")
    dice = values["president_dice"]
    if set(dice) != set(COMPANIES):
        raise RuleError("Each company has a President's die.", field="president_dice")
    for company in COMPANIES:
        allowed = PRESIDENT_FACES + OWN_FACES.get(company, ())
        _check_faces(dice[company], allowed, Term("{company} President's die", company=company),
                     f"president_dice.{company}")
    _check_faces(values["fund_die"], FUND_FACES, Term("Fund die"), "fund_die")
    _check_faces(values["event_die"], EVENT_FACES, Term("Event die"), "event_die")


def tables_from(values: dict[str, Any]) -> Tables:
    """Checked Tables from board values."""
    check_tables(values)
    return Tables.model_validate({k: values[k] for k in Tables.model_fields})


def shipped_values() -> dict[str, Any]:
    """The board values this release ships."""
    return dict(load_board(GAME).values)


def edit_table(log: Log, actor: str, key: str, value: Any, values_now: dict[str, Any]) -> tuple[Log, Event]:
    """The banker changes one board table for this session; `values_now` are the tables in force."""
    def check(k: str, v: Any) -> None:
        """All tables with this one changed must still keep the printed points."""
        check_tables({**values_now, k: v})
    return edit_board(log, actor, key, value, check=check)
