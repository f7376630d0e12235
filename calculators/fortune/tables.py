"""Fortune's fixed names and the board tables in force: spaces, prices, ÖKA dice, checks on edits.

The app does not model the board's squares: the banker picks the space landed on from a short
list of kinds (Overview; the rulebook's economic areas), each with the prices of its spaces.
"""
from __future__ import annotations

import re
from typing import Any, NamedTuple

from calculators.core.boards import Board, board_in_force, load_board
from calculators.core.dice import Die
from calculators.core.log import Log
from calculators.fortune.texts import DM, refuse

GAME = "fortune"
KASSE = None  # the Kasse's account in payments: never a seat name

# Setup: the six companies a player may choose.
PLAYER_COMPANIES = ("DEGUSSA", "LANGNESE-IGLO", "3M", "GRUNDIG", "REXROTH", "BASF")

# The businesses on the board (append only: the state codec numbers them).
BUSINESSES = ("eternit", "bp", "manpower", "kaufring", "otto", "rewe", "commerzbank", "vereinsbank",
              "pa", "jwt", "rheinland")
BUSINESS_NAMES = {
    "eternit": "ETERNIT", "bp": "Deutsche BP", "manpower": "MANPOWER", "kaufring": "Kaufring",
    "otto": "OTTO Versand", "rewe": "REWE", "commerzbank": "Commerzbank",
    "vereinsbank": "Bayerische Vereinsbank", "pa": "PA Management", "jwt": "J. Walter Thompson",
    "rheinland": "Rheinland Versicherung",
}
BANKS = ("commerzbank", "vereinsbank")
PRODUCTION = ("factory", "energy", "personnel")  # one of each makes a finished product
SERVICE = ("advertising", "consulting", "insurance")
CHIPS = PRODUCTION + SERVICE
CHIP_COMPANY = {"factory": "eternit", "energy": "bp", "personnel": "manpower",
                "consulting": "pa", "advertising": "jwt", "insurance": "rheinland"}
# Sales area: exactly 1, 2 or 3 finished products at once.
SALE_COUNT = {"kaufring": 1, "otto": 2, "rewe": 3}
MAX_BONDS = 5  # Bonds: "up to a maximum of 5 bonds"

# Space kinds (append only: the state codec numbers them).
KINDS = ("start", "economy", "business", "factory", "energy", "personnel", "kaufring", "otto", "rewe",
         "commerzbank", "vereinsbank", "bonds", "shares", "consulting", "advertising", "insurance",
         "explosion", "fire", "other")
INDEXED = {"factory": "chip_prices", "energy": "chip_prices", "personnel": "chip_prices",
           "kaufring": "sale_prices", "otto": "sale_prices", "rewe": "sale_prices",
           "commerzbank": "loan_terms", "vereinsbank": "loan_terms"}
KIND_COMPANY = {"factory": "eternit", "energy": "bp", "personnel": "manpower", "kaufring": "kaufring",
                "otto": "otto", "rewe": "rewe", "commerzbank": "commerzbank", "vereinsbank": "vereinsbank",
                "bonds": "bp", "consulting": "pa", "advertising": "jwt", "insurance": "rheinland"}

# House rules a table may agree on at setup; none is in force unless chosen (append only: the state
# codec numbers them). Each is a question the rulebook answers plainly or not at all; the switch picks one answer:
# - "oka_cash_check": an ÖKA is refused unless the challenger holds the highest price the dice can force.
#   Off, a price (or fee) he cannot pay is owed like any payment (End of the Game: "can no longer meet his
#   payment obligations"): the rulebook sets no condition on his cash and says nothing of a shortfall;
# - "bonds_back_on_bond_space_only": bonds go back only on BP's bond space. Off, on "one of the BP spaces", its
#   energy spaces too: the rulebook's own words;
# - "sale_premium_on_top": on a product sale the Kasse pays the shareholder's premium on top of the price. Off, the
#   premium comes out of the price the seller gets: the rulebook says the shareholder receives it, not who pays it
#   (its "deduct that amount from the price" is the shareholder's own business);
# - "tripled_tie_best_balance": when one event takes two players over the target, the higher balance wins. Off, they
#   share the win: the rulebook names "whoever first tripled" and has no tie.
# - "tripled_on_cash": the target (three times the starting capital) counts the cash alone. Off, the whole balance
#   as at the end: the rulebook's "tripled his starting capital" does not say which (the app's reading).
HOUSE_RULES = ("oka_cash_check", "bonds_back_on_bond_space_only", "sale_premium_on_top", "tripled_tie_best_balance",
               "insurance_per_chip_lost", "tripled_on_cash")
# What each side of a house rule is, (off, on): the rulebook's own words ("rulebook"), the app's reading where the
# rulebook is silent ("reading": the screens mark it as an interpretation), or the table's own rule ("house").
HOUSE_RULE_SIDES = {
    "oka_cash_check": ("reading", "house"),
    "bonds_back_on_bond_space_only": ("rulebook", "house"),
    "sale_premium_on_top": ("reading", "house"),
    "tripled_tie_best_balance": ("reading", "house"),
    # "15,000 DM per factory you own": the factory chips held when the explosion hit (when is the app's reading)
    "insurance_per_chip_lost": ("reading", "house"),
    "tripled_on_cash": ("reading", "house"),
}


def readings_in_force(house_rules: tuple[str, ...]) -> tuple[str, ...]:
    """The house rules left off whose off side is the app's reading (an interpretation played at this table)."""
    return tuple(r for r in HOUSE_RULES if r not in house_rules and HOUSE_RULE_SIDES[r][0] == "reading")


# Bonds: "If you own bonds and land on one of the BP spaces again, you must return your bonds".
BP_KINDS = ("energy", "bonds")

OKA_FAILED = "ÖKA mißlingt"
_PERCENT = re.compile(r"([+-])(\d{1,3}) ?%")


class Space(NamedTuple):
    """A space landed on: its id ("otto-2"), kind, number among its kind (0 if one kind) and company."""

    id: str
    kind: str
    n: int
    company: str | None


def fortune_board(log: Log) -> Board:
    """The board in force: the table's starting board, an imported table's edits, then the banker's."""
    return board_in_force(log, GAME)


def space_ids(board: Board) -> list[str]:
    """Every space the banker can pick, in board order (Overview: service, finance, production, sales)."""
    out = ["start", "economy", "business"]
    for kind in KINDS:
        if kind in INDEXED:
            out += [f"{kind}-{i + 1}" for i in range(len(board.value(INDEXED[kind])[kind]))]
        elif kind == "shares":
            out += [f"shares-{c}" for c in board.value("share_prices")]
        elif kind not in out:
            out.append(kind)
    return out


def parse_space(space_id: Any, board: Board) -> Space:
    """The space with this id on this board; RuleError if the board has no such space."""
    if not isinstance(space_id, str) or space_id not in space_ids(board):
        raise refuse("unknown_space", field="space", space=str(space_id))
    kind, _, rest = space_id.partition("-")
    if kind == "shares":
        return Space(space_id, kind, BUSINESSES.index(rest) + 1, rest)
    return Space(space_id, kind, int(rest) if rest else 0, KIND_COMPANY.get(kind))


def oka_percent(label: str) -> int | None:
    """The percentage an ÖKA face shows (+60 % -> 60), or None for "ÖKA mißlingt"."""
    if label == OKA_FAILED:
        return None
    m = _PERCENT.fullmatch(label)
    if m is None:
        raise ValueError(f"not an ÖKA face: {label!r}")
    return int(m.group(2)) * (1 if m.group(1) == "+" else -1)


def oka_dice(board: Board) -> tuple[Die, Die]:
    """The dark (challenger's) and light (holder's) ÖKA dice, labelled as on the board table."""
    faces = board.value("oka_dice")
    return (Die(name="ÖKA dark", faces=tuple(faces["dark"])), Die(name="ÖKA light", faces=tuple(faces["light"])))


def oka_highest_percent(board: Board) -> int:
    """The highest price an ÖKA can force, in percent of the printed price (100 % + best pair)."""
    dark, light = (board.value("oka_dice")[d] for d in ("dark", "light"))
    sums = [oka_percent(a) + oka_percent(b) for a in dark for b in light
            if oka_percent(a) is not None and oka_percent(b) is not None]
    return 100 + max(sums, default=-100)


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _all_whole(values: Any, low: int, high: int) -> bool:
    if isinstance(values, dict):
        return all(_all_whole(v, low, high) for v in values.values())
    if isinstance(values, list):
        return all(_all_whole(v, low, high) for v in values)
    return _whole(values, low, high)


def _check_oka(value: dict) -> None:
    try:
        signs = [{(p > 0) for p in map(oka_percent, value[d]) if p is not None} for d in ("dark", "light")]
    except ValueError:
        raise refuse("board_oka_faces", field="value") from None
    # The ÖKA: "one plus and one minus" — each die carries one sign only, and they differ.
    if any(len(s) != 1 for s in signs) or signs[0] == signs[1]:
        raise refuse("board_oka_signs", field="value")


MONEY_LIMIT = 10_000_000
# What the rulebook prints stands; the supply differs between printings (24 or 48 of each chip).
EDITABLE = ("supply", "chip_prices", "sale_prices", "loan_terms", "share_prices", "premiums", "oka_dice")


def check_board(key: str, value: Any) -> None:
    """Fortune's own rules for a banker's edit of a board table (after the shape check)."""
    from calculators.core.board_rows import board_title  # on use: the board words import the games

    if key not in EDITABLE:
        raise refuse("board_printed", field="key", table=board_title(GAME, key))
    if key == "oka_dice":
        return _check_oka(value)
    limits = {"supply": (1, 63), "premiums": (0, MONEY_LIMIT)}
    low, high = limits.get(key, (1, MONEY_LIMIT))
    if not _all_whole(value, low, high):
        if key == "supply":  # counts of chips and cards
            raise refuse("board_numbers", field="value", low=low, high=high)
        raise refuse("board_amounts", field="value", low=DM(low), high=DM(high))  # money, as Fortune prints it
    if key == "share_prices" and any(p % 100 for p in value.values()):
        raise refuse("board_share_hundreds", field="value")
    if key == "loan_terms":  # Loans: "loans of 50,000 DM at the payout rate given on each space": at most the loan
        loan = load_board(GAME).value("loan_amount")  # printed, not editable
        for bank, terms in value.items():  # the field at fault named: value.<bank>.<space>.payout (0 the first)
            for i, t in enumerate(terms):
                if t["payout"] > loan:
                    raise refuse("payout_too_high", field=f"value.{bank}.{i}.payout", amount=DM(loan))
