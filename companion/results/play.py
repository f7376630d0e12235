"""A finished play as the rules score it: who sat where, their scores, ranks, winners and start player.

Each game's result comes from its own definition (`Game.standings`); nothing here re-derives a rule or asks
which game it is."""
from __future__ import annotations

from collections.abc import Mapping

from dataclasses import dataclass
from datetime import datetime

from calculators.core.game import rules_for
from calculators.core.log import active_actions
from calculators.core.money import format_rollout_column
from calculators.core.standings import Standing, in_seat_order
from calculators.games import GAMES

# BoardGameGeek ids. None: not verified for this edition, so BG Stats matches the game by name instead
# (its import dialog lets the player pick the game once; the choice is remembered by `sourceGameId`).
BGG_IDS: dict[str, int | None] = {"rollout": None, "roll-and-rails": None, "owners-choice": None, "fortune": None}


PlaySeat = Standing  # one player of a play: score, how the game prints it, rank, winner, start


@dataclass(frozen=True)
class Play:
    game: str  # the game's id, e.g. "rollout"
    table: str  # the table's name
    play_id: str  # stable per table, so sending the same play twice is recognised
    seats: tuple[PlaySeat, ...]  # in seat order (clockwise), as the table was set up
    started: datetime | None = None
    ended: datetime | None = None

    @property
    def title(self) -> str:
        return GAMES.get(self.game, self.game)

    @property
    def bgg_id(self) -> int | None:
        return BGG_IDS.get(self.game)

    @property
    def duration_min(self) -> int | None:
        if self.started is None or self.ended is None or self.ended < self.started:
            return None
        return round((self.ended - self.started).total_seconds() / 60)


def _times(log) -> tuple[datetime | None, datetime | None]:
    """The first and the last action in force: when the play started and ended."""
    acts = active_actions(log)
    if not acts:
        return None, None
    parse = lambda at: datetime.fromisoformat(at.replace("Z", "+00:00"))  # noqa: E731
    return parse(acts[0].at), parse(acts[-1].at)


def play_of_table(sid: str, snap, house: Mapping[str, object] | None = None) -> Play | None:
    """The finished play of a live table (setup and log), or None while the game is not over; `house`: the app's
    house rules, counted as the end screen counts them."""
    found = rules_for(snap.setup.game)
    seats = found.standings(snap.log, snap.setup.players, house) if found is not None and found.standings else None
    if not seats:
        return None
    started, ended = _times(snap.log)
    return Play(game=found.id, table=snap.setup.name, play_id=sid, seats=seats, started=started, ended=ended)


def play_of_quick(game: str, players: list[str], rows, winners, *, table: str, play_id: str,
                  when: datetime | None = None, more=None) -> Play:
    """A play from a quick calculator's count (no game tracked: no duration, no start player); `rows`: name ->
    (score, shown, rank) as the game's scorer gave them, `more` as `in_seat_order` takes it."""
    return Play(game=game, table=table, play_id=play_id, seats=in_seat_order(players, rows, winners, None, more),
                started=when, ended=None)


def play_of_cash_out(result, players: list[str], *, table: str, play_id: str,
                     when: datetime | None = None) -> Play:
    """A Rollout play from Quick Cash Out's result (no game tracked: no duration, no start player); `table`: the
    calculator's name in the phone's language, as the copied results, the CSV and its file name carry it."""
    shown = dict(zip((p.name for p in result.players), format_rollout_column([p.cash_out for p in result.players])))
    rows = {p.name: (p.cash_out / 10, shown[p.name], p.rank) for p in result.players}
    return play_of_quick("rollout", players, rows, result.winners, table=table, play_id=play_id, when=when)
