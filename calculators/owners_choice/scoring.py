"""Game End for Owner's Choice: the final money, the standings and the winners."""
from __future__ import annotations

from calculators.owners_choice.state import OCState


def final_money(money: int, stocks: dict[str, int], prices: dict[str, int]) -> int:
    """Game End: money plus every stock sold at its company's final price."""
    return money + sum(n * prices[c] for c, n in stocks.items() if n)


def standings(state: OCState) -> tuple[tuple[str, int, int], ...]:
    """(name, money, rank) of the players still in the game, richest first; ties share a rank."""
    ordered = sorted((p for p in state.players if p.in_game), key=lambda p: -p.cash)
    out: list[tuple[str, int, int]] = []
    for place, p in enumerate(ordered, start=1):
        rank = out[-1][2] if out and out[-1][1] == p.cash else place
        out.append((p.name, p.cash, rank))
    return tuple(out)


def winners(state: OCState) -> tuple[str, ...]:
    """Game End: the player or players with the most money (only once the game is over)."""
    if state.phase != "over":
        return ()
    return tuple(name for name, _, rank in standings(state) if rank == 1)
