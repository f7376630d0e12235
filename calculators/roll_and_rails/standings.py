"""Roll and Rails' final standings: victory points once the connections are counted; the start player is the first
player drawn at setup."""
from __future__ import annotations

from collections.abc import Mapping

from calculators.core.log import Log, active_actions
from calculators.core.standings import Standing, in_seat_order


def points(score: int) -> str:
    """The final score as End of the Game sums it: "Add the points together. The player with the most points wins" —
    points, not VP (the shipping Victory Points are one part of them; a walk compared a copied "10 VP" with the
    sheet's "VP 7")."""
    return f"{score} point" if abs(score) == 1 else f"{score} points"


def standings(log: Log, players: tuple[str, ...], house: Mapping[str, object] | None = None
              ) -> tuple[Standing, ...] | None:
    """Victory points and ranks; solo: the player wins by reaching an award. None until the score is final: the last
    round is over and every player's completed connections are counted (End of the Game)."""
    from calculators.roll_and_rails import board_for, state_of
    from calculators.roll_and_rails.fold import CONFIGURED
    from calculators.roll_and_rails.scoring import final_scores, marks

    state = state_of(log)
    if not state.final:
        return None
    result = final_scores(state, board_for(log))
    rows = {r.name: (r.score, points(r.score), r.rank) for r in result.players}
    configured = [e for e in active_actions(log) if e.kind == CONFIGURED]
    first = configured[-1].data.get("first") if configured else None
    start = state.players[first] if isinstance(first, int) and 0 <= first < len(state.players) else None
    winners = result.winners if not state.solo else (state.players[0],) if result.award else ()
    return in_seat_order(players, rows, winners, start, marks(result))
