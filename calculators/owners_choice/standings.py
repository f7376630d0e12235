"""Owner's Choice's final standings: money, ranked by its scorer; the start player as set up."""
from __future__ import annotations

from collections.abc import Mapping

from calculators.core.log import Log
from calculators.core.money import format_money
from calculators.core.standings import Standing, in_seat_order


def standings(log: Log, players: tuple[str, ...], house: Mapping[str, object] | None = None
              ) -> tuple[Standing, ...] | None:
    from calculators.owners_choice import GAME, state_of
    from calculators.owners_choice.scoring import standings as ranked
    from calculators.owners_choice.scoring import winners

    state = state_of(log)
    if state.phase != "over":
        return None
    ranking = ranked(state)
    rows = {n: (m, format_money(GAME, m), rank) for n, m, rank in ranking}
    money = {n: {"amount": m} for n, m, _rank in ranking}
    return in_seat_order(players, rows, winners(state), state.start_player, money)
