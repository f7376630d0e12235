"""`python -m calculators score owners-choice FILE`: the final sale and the winners (rulebook: Game End).

Input:  {"prices": {"RED": 140, ...}, "players": [{"name": "A", "money": 420, "stocks": {"RED": 2}}, ...]}
        and optionally "price_chart": [0, 40, 60, ..., 300], the table's stock price chart (Bankruptcy
        first) when its printed board differs from the one this release assumes.
Output: {"players": [{"name", "final_money", "rank"}] richest first (ties keep input order, ranks 1, 1, 3),
         "winners": [names in the order of "players"]}
Refused: a final price that is not a space of the chart (Game End: "The selling price of each company
stock is equal to the position of its stock price marker on the stock price chart"; a bankrupt company's
marker is back on START, so never $0), and a player holding more than 12 stocks (Stock Trade: "The
maximum number of total stocks a player can own is 12").
"""
from __future__ import annotations

from typing import Any

from calculators.core.model import RuleError
from calculators.owners_choice.scoring import MAX_STOCKS, final_money, ranked_money
from calculators.owners_choice.tables import COMPANIES, check_price_chart, shipped_values

WHOLE = "must be a whole number ≥ 0"
COMPANY = f"is not a company; the companies are {', '.join(COMPANIES)}"


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _keys(raw: Any, path: str, allowed: tuple[str, ...], what: str, optional: tuple[str, ...] = ()) -> None:
    if not isinstance(raw, dict):
        raise RuleError(f"must be an object with {what}", field=path)
    for k in raw:
        if k not in allowed + optional:
            also = f" (and optionally {', '.join(optional)})" if optional else ""
            raise RuleError(f"is not a known key; expected {what}{also}", field=f"{path}.{k}" if path != "<input>" else k)
    for k in allowed:
        if k not in raw:
            raise RuleError("is missing", field=f"{path}.{k}" if path != "<input>" else k)


def _chart(raw: dict) -> list[int]:
    """The stock price chart the table played with: the input's, or the one this release ships."""
    if "price_chart" not in raw:
        return list(shipped_values()["price_chart"])
    check_price_chart(raw["price_chart"])
    return list(raw["price_chart"])


def _prices(raw: Any, chart: list[int]) -> dict[str, int]:
    if not isinstance(raw, dict):
        raise RuleError("must map companies to their final prices", field="prices")
    spaces = chart[1:]  # a marker never ends on Bankruptcy: the company starts again at START
    for c, p in raw.items():
        if c not in COMPANIES:
            raise RuleError(COMPANY, field=f"prices.{c}")
        if not _whole(p) or p not in spaces:
            raise RuleError(f"must be a price on the stock price chart: {', '.join(f'${x}' for x in spaces)}",
                            field=f"prices.{c}")
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
    if sum(stocks.values()) > MAX_STOCKS:
        raise RuleError(f"{name} holds {sum(stocks.values())} stocks; a player can own at most {MAX_STOCKS}",
                        field=f"{path}.stocks")
    return name, raw["money"], dict(stocks)


def score(raw: Any) -> dict[str, Any]:
    """Score a finished game; RuleError(reason, field=path) for the first problem in the input."""
    _keys(raw, "<input>", ("prices", "players"), "prices and players", optional=("price_chart",))
    prices = _prices(raw["prices"], _chart(raw))
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
    ranking, won = ranked_money(totals)
    return {"players": [{"name": name, "final_money": total, "rank": rank} for name, total, rank in ranking],
            "winners": list(won)}
