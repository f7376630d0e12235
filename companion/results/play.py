"""A finished play as the rules score it: who sat where, their scores, ranks, winners and start player.

Each game's result comes from that game's own scorer (`calculators.*`); nothing here re-derives a rule."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from calculators.games import GAMES
from calculators.core.log import active_actions
from calculators.core.money import format_money, format_rollout_tenths

# BoardGameGeek ids. None: not verified for this edition, so BG Stats matches the game by name instead
# (its import dialog lets the player pick the game once; the choice is remembered by `sourceGameId`).
BGG_IDS: dict[str, int | None] = {"rollout": None, "roll-and-rails": None, "owners-choice": None, "fortune": None}


@dataclass(frozen=True)
class PlaySeat:
    """One player: `score` is the number BG Stats records, `shown` how the game prints it."""

    name: str
    score: int | float
    shown: str
    rank: int
    winner: bool
    start: bool = False


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


def _seats(players, rows: dict[str, tuple[int | float, str, int]], winners, start: str | None) -> tuple[PlaySeat, ...]:
    return tuple(PlaySeat(name=p, score=rows[p][0], shown=rows[p][1], rank=rows[p][2], winner=p in winners,
                          start=p == start) for p in players if p in rows)


def _rollout(state, players):
    from calculators.rollout.ending import final_score

    if state.stage != 7:
        return None
    result = final_score(state)
    rows = {p.name: (p.cash_out / 10, format_rollout_tenths(p.cash_out), p.rank) for p in result.players}
    # "he is Bankrupt and out of the game" / a takeover "puts the other player out of business, and out of
    # the game": such a player still played, so the play lists them, after every player still in, with 0.
    last = max((r[2] for r in rows.values()), default=0) + 1
    for p in players:
        if p not in rows:
            how = next((c.out for c in state.companies if c.ceo == p), None)
            rows[p] = (0, "out: taken over" if how == "takeover" else "out: bankrupt", last)
    return _seats(players, rows, result.winners, None)  # Rollout has a Chairman, no start player


def _roll_and_rails(log, players):
    from calculators.roll_and_rails import board_for, state_of
    from calculators.roll_and_rails.fold import CONFIGURED
    from calculators.roll_and_rails.scoring import final_scores

    state = state_of(log)
    if state.phase != "over":
        return None
    result = final_scores(state, board_for(log))
    rows = {r.name: (r.score, f"{r.score} VP", r.rank) for r in result.players}
    configured = [e for e in active_actions(log) if e.kind == CONFIGURED]
    first = configured[-1].data.get("first") if configured else None
    start = state.players[first] if isinstance(first, int) and 0 <= first < len(state.players) else None
    winners = result.winners if not state.solo else (state.players[0],) if result.award else ()
    return _seats(players, rows, winners, start)


def _owners_choice(log, players):
    from calculators.owners_choice import GAME, state_of
    from calculators.owners_choice.scoring import standings, winners

    state = state_of(log)
    if state.phase != "over":
        return None
    rows = {n: (m, format_money(GAME, m), rank) for n, m, rank in standings(state)}
    return _seats(players, rows, winners(state), state.start_player)


def _fortune(log, players):
    from calculators.fortune.fold import state_of
    from calculators.fortune.scoring import standings

    state = state_of(log)
    if state.phase != "over":
        return None
    rows = {s.name: (s.balance, format_money("fortune", s.balance, "en"), s.rank) for s in standings(state)}
    return _seats(players, rows, state.winners, state.starter)


def play_of_table(sid: str, snap) -> Play | None:
    """The finished play of a live table (setup and log), or None while the game is not over."""
    game, log, players = snap.setup.game, snap.log, snap.setup.players
    if game == "rollout":
        from calculators.rollout import state_of
        seats = _rollout(state_of(log), players)
    elif game == "roll-and-rails":
        seats = _roll_and_rails(log, players)
    elif game == "owners-choice":
        seats = _owners_choice(log, players)
    elif game == "fortune":
        seats = _fortune(log, players)
    else:
        return None
    if not seats:
        return None
    started, ended = _times(log)
    return Play(game=game, table=snap.setup.name, play_id=sid, seats=seats, started=started, ended=ended)


def play_of_cash_out(result, players: list[str], *, table: str = "Quick Cash Out", play_id: str,
                     when: datetime | None = None) -> Play:
    """A Rollout play from Quick Cash Out's result (no game tracked: no duration, no start player)."""
    rows = {p.name: (p.cash_out / 10, format_rollout_tenths(p.cash_out), p.rank) for p in result.players}
    return Play(game="rollout", table=table, play_id=play_id, seats=_seats(players, rows, result.winners, None),
                started=when, ended=None)
