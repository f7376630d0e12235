"""`python -m calculators score owners-choice FILE`: the final sale and the winners (rulebook: Game End).

Input:  {"prices": {"RED": 140, ...}, "players": [{"name": "A", "money": 420, "stocks": {"RED": 2}}, ...]}
Output: {"players": [{"name", "final_money", "rank"}] richest first (ties keep input order, ranks 1, 1, 3),
         "winners": [names in the order of "players"]}
"""
from __future__ import annotations

from typing import Any

from calculators.core.model import RuleError
from calculators.owners_choice.tables import COMPANIES, TOP_PRICE

WHOLE = "must be a whole number ≥ 0"
COMPANY = f"is not a company; the companies are {', '.join(COMPANIES)}"


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _keys(raw: Any, path: str, allowed: tuple[str, ...], what: str) -> None:
    if not isinstance(raw, dict):
        raise RuleError(f"must be an object with {what}", field=path)
    for k in raw:
        if k not in allowed:
            raise RuleError(f"is not a known key; expected {what}", field=f"{path}.{k}" if path != "<input>" else k)
    for k in allowed:
        if k not in raw:
            raise RuleError("is missing", field=f"{path}.{k}" if path != "<input>" else k)


def _prices(raw: Any) -> dict[str, int]:
    if not isinstance(raw, dict):
        raise RuleError("must map companies to their final prices", field="prices")
    for c, p in raw.items():
        if c not in COMPANIES:
            raise RuleError(COMPANY, field=f"prices.{c}")
        if not _whole(p) or not 1 <= p <= TOP_PRICE:
            raise RuleError(f"must be a whole number of dollars from 1 to {TOP_PRICE}", field=f"prices.{c}")
    return dict(raw)


def _player(raw: Any, i: int, seen: set[str]) -> tuple[str, int, dict[str, int]]:
    path = f"players[{i}]"
    _keys(raw, path, ("name", "money", "stocks"), "name, money and stocks")
    name = raw["name"]
    if not isinstance(name, str) or not name.strip():
        raise RuleError("must be a player's name", field=f"{path}.name")
    if name in seen:
        raise RuleError(f"{name} is listed twice", field=f"{path}.name")
    seen.add(name)
    if not _whole(raw["money"]):
        raise RuleError(WHOLE, field=f"{path}.money")
    stocks = raw["stocks"]
    if not isinstance(stocks, dict):
        raise RuleError("must map companies to stock counts", field=f"{path}.stocks")
    for c, n in stocks.items():
        if c not in COMPANIES:
            raise RuleError(COMPANY, field=f"{path}.stocks.{c}")
        if not _whole(n):
            raise RuleError(WHOLE, field=f"{path}.stocks.{c}")
    return name, raw["money"], dict(stocks)


def final_money(money: int, stocks: dict[str, int], prices: dict[str, int]) -> int:
    """Game End: money plus every stock sold at its company's final price."""
    return money + sum(n * prices[c] for c, n in stocks.items() if n)


def score(raw: Any) -> dict[str, Any]:
    """Score a finished game; RuleError(reason, field=path) for the first problem in the input."""
    _keys(raw, "<input>", ("prices", "players"), "prices and players")
    prices = _prices(raw["prices"])
    if not isinstance(raw["players"], list):
        raise RuleError("must be a list of players", field="players")
    if not raw["players"]:
        raise RuleError("must list at least one player", field="players")
    seen: set[str] = set()
    players = [_player(p, i, seen) for i, p in enumerate(raw["players"])]
    for i, (name, _, stocks) in enumerate(players):
        for c, n in stocks.items():
            if n and c not in prices:
                raise RuleError(f"is missing; {name} holds {c}", field=f"prices.{c}")
    totals = [(name, final_money(money, stocks, prices)) for name, money, stocks in players]
    ordered = sorted(totals, key=lambda t: -t[1])  # stable: tied players keep input order
    ranked: list[dict[str, Any]] = []
    for place, (name, total) in enumerate(ordered, start=1):
        tied = ranked and ranked[-1]["final_money"] == total
        ranked.append({"name": name, "final_money": total, "rank": ranked[-1]["rank"] if tied else place})
    top = ordered[0][1]
    return {"players": ranked, "winners": [name for name, total in totals if total == top]}
