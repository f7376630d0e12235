"""`python -m calculators score fortune FILE`: the final balance of every player, ranked, and the winners.

Input: {"starting_capital": 150000, "players": [{"name", "cash", "finished_products",
"shares": [{"company", "purchase_price"}], "bonds", "loans"}, ...], "first_to_triple": "A"}
(the last key optional). Output: {"players": [{"name", "balance", "tripled", "rank"}], "winners"}.
End of the Game: "The winner is whoever first tripled the invested capital, or whose financial
position is best at the end of the game." With first_to_triple that player is the winner and ranks
1st; the others follow by balance from 2nd (ties share a rank), so rank and winners agree.
"""
from __future__ import annotations

from typing import Any

from calculators.core.model import RuleError
from calculators.fortune.scoring import final_ranking, player_balance, score_errors


def score(raw: Any) -> dict[str, Any]:
    """Score a finished Fortune game; RuleError(reason, field=path) for the first problem in the input."""
    errors = score_errors(raw)
    if errors:
        raise RuleError(errors[0][1], field=errors[0][0])
    target = 3 * raw["starting_capital"]  # End of the Game: whoever first tripled the capital
    balances = [(p["name"], player_balance(p)) for p in raw["players"]]
    first = raw.get("first_to_triple")
    if first is not None and (mine := dict(balances)[first]) < target:
        raise RuleError(f"{first} has a balance of {mine}, less than three times the starting "
                        f"capital ({target})", field="first_to_triple")
    table, winners = final_ranking(balances, target, first)
    return {"players": [{"name": s.name, "balance": s.balance, "tripled": s.tripled, "rank": s.rank}
                        for s in table],
            "winners": winners}
