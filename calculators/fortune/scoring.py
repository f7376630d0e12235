"""The final balance (End of the Game), shown live, and the ranking; the scorer's input checks.

Balance: cash + 15.000 DM per finished product + share packages at their purchase price + bonds at
10.000 DM − loans at 50.000 DM each, without the surcharge; chips count nothing.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calculators.core.model import Frozen
from calculators.fortune.state import BOND_VALUE, LOAN_VALUE, PRODUCT_VALUE, FortuneState, balance

CAPITALS = (100_000, 150_000, 200_000)  # Setup: the three starting capitals
MAX_LOANS = 2  # Loans: one running loan per bank, two banks
MAX_BONDS = 5
WHOLE = "must be a whole number ≥ 0"
PLAYER_FIELDS = ("name", "cash", "finished_products", "shares", "bonds", "loans")


class Standing(Frozen):
    """One player's balance, whether it is three times the starting capital, and the rank."""

    name: str
    balance: int
    tripled: bool
    rank: int
    bankrupt: bool = False


def ranked(balances: Sequence[tuple[str, int]], target: int) -> list[Standing]:
    """Players by balance, best first; tied players keep their order and share a rank (1, 1, 3)."""
    order = sorted(balances, key=lambda t: -t[1])
    out: list[Standing] = []
    for place, (name, value) in enumerate(order, start=1):
        rank = out[-1].rank if out and out[-1].balance == value else place
        out.append(Standing(name=name, balance=value, tripled=value >= target, rank=rank))
    return out


def standings(state: FortuneState) -> list[Standing]:
    """The live balance of every player (End of the Game); the bankrupt follow, ranked last."""
    live = ranked([(n, balance(state, n)) for n in state.active], state.target)
    out = [s.model_copy(update={"tripled": s.tripled and state.target > 0}) for s in live]
    gone = [s.name for s in state.sheets if s.bankrupt]
    out += [Standing(name=n, balance=0, tripled=False, rank=len(live) + 1, bankrupt=True) for n in gone]
    return out


def _whole(v: Any, most: int | None = None) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0 and (most is None or v <= most)


def _share_errors(raw: Any, path: str, owners: dict[str, str], name: str, errors: list) -> None:
    if not isinstance(raw, list):
        errors.append((path, "must be a list of share packages"))
        return
    for j, sh in enumerate(raw):
        p = f"{path}[{j}]"
        if not isinstance(sh, dict):
            errors.append((p, "must be an object with company and purchase_price"))
            continue
        errors.extend((f"{p}.{k}", "is not a known field") for k in sh if k not in ("company", "purchase_price"))
        company = sh.get("company")
        if not isinstance(company, str) or not company.strip():
            errors.append((f"{p}.company", "must name the company"))
        elif company.strip().casefold() in owners:
            errors.append((f"{p}.company", f"{company} is already held by {owners[company.strip().casefold()]}"))
        else:
            owners[company.strip().casefold()] = name
        if "purchase_price" not in sh:
            errors.append((f"{p}.purchase_price", "is missing"))
        elif not _whole(sh["purchase_price"]):
            errors.append((f"{p}.purchase_price", WHOLE))


def _player_errors(raw: Any, errors: list) -> list[str]:
    if not isinstance(raw, list):
        errors.append(("players", "must be a list of players"))
        return []
    if not raw:
        errors.append(("players", "must list at least one player"))
    names: dict[str, str] = {}
    owners: dict[str, str] = {}
    for i, pl in enumerate(raw):
        path = f"players[{i}]"
        if not isinstance(pl, dict):
            errors.append((path, "must be an object"))
            continue
        errors.extend((f"{path}.{k}", "is not a known field") for k in pl if k not in PLAYER_FIELDS)
        missing = [f for f in PLAYER_FIELDS if f not in pl]
        errors.extend((f"{path}.{f}", "is missing") for f in missing)
        name = pl.get("name")
        if "name" in pl and (not isinstance(name, str) or not name.strip()):
            errors.append((f"{path}.name", "a player needs a name"))
        elif isinstance(name, str) and name.strip().casefold() in names:
            errors.append((f"{path}.name", f"{names[name.strip().casefold()]} is listed twice"))
        elif isinstance(name, str):
            names[name.strip().casefold()] = name
        for f, most, reason in (("cash", None, WHOLE), ("finished_products", None, WHOLE),
                                ("bonds", MAX_BONDS, f"must be a whole number from 0 to {MAX_BONDS}"),
                                ("loans", MAX_LOANS, f"must be a whole number from 0 to {MAX_LOANS} (one per bank)")):
            if f in pl and not _whole(pl[f], most):
                errors.append((f"{path}.{f}", reason))
        if "shares" in pl:
            _share_errors(pl["shares"], f"{path}.shares", owners, str(name), errors)
    return list(names.values())


def score_errors(raw: Any) -> list[tuple[str, str]]:
    """Every problem in the scorer's input as (field path, reason), in reading order; [] if valid."""
    if not isinstance(raw, dict):
        return [("<input>", "must be an object with starting_capital and players")]
    known = ("starting_capital", "players", "first_to_triple")
    errors = [(str(k), "is not a known key; expected starting_capital, players, first_to_triple")
              for k in raw if k not in known]
    if "starting_capital" not in raw:
        errors.append(("starting_capital", "is missing"))
    elif raw["starting_capital"] not in CAPITALS or isinstance(raw["starting_capital"], bool):
        errors.append(("starting_capital", "must be 100000, 150000 or 200000 (Setup)"))
    names = _player_errors(raw["players"], errors) if "players" in raw else []
    if "players" not in raw:
        errors.append(("players", "is missing"))
    if "first_to_triple" in raw and raw["first_to_triple"] not in names:
        errors.append(("first_to_triple", "must be the name of a listed player"))
    return errors


def player_balance(pl: dict) -> int:
    """One checked scorer entry's balance."""
    shares = sum(sh["purchase_price"] for sh in pl["shares"])
    return (pl["cash"] + PRODUCT_VALUE * pl["finished_products"] + shares + BOND_VALUE * pl["bonds"]
            - LOAN_VALUE * pl["loans"])
