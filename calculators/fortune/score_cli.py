"""`python -m calculators score fortune FILE`: the final balance of every player, ranked, and the winners.

Input: {"starting_capital": 150000, "players": [{"name", "cash", "finished_products",
"shares": [{"company", "purchase_price"}], "bonds", "loans"}, ...], "first_to_triple": "A"}
(the last key optional). Output: {"players": [{"name", "balance", "tripled", "rank"}], "winners"}.
"""
from __future__ import annotations

from typing import Any

from calculators.core.model import RuleError
from calculators.fortune.scoring import player_balance, ranked, score_errors


def score(raw: Any) -> dict[str, Any]:
    """Score a finished Fortune game; RuleError(reason, field=path) for the first problem in the input."""
    errors = score_errors(raw)
    if errors:
        raise RuleError(errors[0][1], field=errors[0][0])
    target = 3 * raw["starting_capital"]  # End of the Game: whoever first tripled the capital
    table = ranked([(p["name"], player_balance(p)) for p in raw["players"]], target)
    first = raw.get("first_to_triple")
    if first is not None:
        mine = next(s for s in table if s.name == first)
        if not mine.tripled:
            raise RuleError(f"{first} has a balance of {mine.balance}, less than three times the starting "
                            f"capital ({target})", field="first_to_triple")
        winners = [first]
    else:
        winners = [p["name"] for p in raw["players"] if next(s for s in table if s.name == p["name"]).rank == 1]
    return {"players": [{"name": s.name, "balance": s.balance, "tripled": s.tripled, "rank": s.rank}
                        for s in table],
            "winners": winners}
