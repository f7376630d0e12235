"""Fortune's final standings: "at the agreed time the best balance wins"; the starter of Turn Order."""
from __future__ import annotations

from collections.abc import Mapping

from calculators.core.log import Log
from calculators.core.model import N_
from calculators.core.money import format_money
from calculators.core.standings import Standing, in_seat_order


def standings(log: Log, players: tuple[str, ...], house: Mapping[str, object] | None = None
              ) -> tuple[Standing, ...] | None:
    from calculators.fortune.fold import state_of
    from calculators.fortune.scoring import how_won, standings as ranked

    state = state_of(log)
    if state.phase != "over":
        return None
    ranking = ranked(state)
    rows = {s.name: (s.balance, format_money("fortune", s.balance, "en"), s.rank) for s in ranking}
    # How the winners won, as the end screen says it (the copied ranking read "Winner: Ann" alone at the agreed time).
    how = {"tripled": "", "last": N_("last player standing"), "time": N_("best balance at the agreed time"),
           "early": N_("best balance when the table ended early")}[how_won(state, log)]
    notes = {s.name: {"amount": s.balance, "note": N_("bankrupt") if s.bankrupt else N_("tripled") if s.tripled
                      else how if s.name in state.winners else ""} for s in ranking}
    return in_seat_order(players, rows, state.winners, state.starter, notes)
