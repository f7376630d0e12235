"""Golden replays: what a recorded table's outcome is, the same way for the generator and the test.

A fixture (tests/fixtures/<game>/<name>.json) holds a table's setup, its secret and its stored
events, and what this release made of them: the standings, the canonical game state, the
fingerprint, the share code and the table file. `outcome(fixture)` replays the events through the
one engine path (the game's fold and invariants after every event, as the live table does) and
returns what the fixture should expect now.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from calculators.core.boards import board_in_force, starting_board
from calculators.core.game import rules_for
from calculators.core.log import Event, Log
from calculators.core.snapshot import fingerprint, snapshot_from_table, state_of
from calculators.core.table import TableSetup

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
GAMES = ("rollout", "owners-choice", "fortune", "roll-and-rails")
REGENERATE = "python tests/fixtures/make_golden.py"


def fixture_paths() -> list[Path]:
    """Every recorded table, game by game."""
    return sorted(p for g in GAMES for p in (FIXTURES / g).glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def replayed(setup: TableSetup, events: list[dict[str, Any]]) -> Log:
    """The stored events as a log, folded one event at a time with the invariants checked after each
    (AssertionError naming the first event the engine refuses)."""
    rules = rules_for(setup.game)
    log = Log(events=tuple(Event.model_validate(e) for e in events))  # checks seqs, undo and redo targets
    step = Log()
    for ev in log.events:
        step, _ = _again(step, ev)
        if rules is None:
            continue
        try:
            state = rules.state_of(step)
        except Exception as exc:  # noqa: BLE001 - named in the failure
            raise AssertionError(f"event #{ev.seq} ({ev.kind}) no longer applies: {type(exc).__name__}: {exc}") from exc
        broken = rules.problems(state, board_in_force(step, setup.game))
        assert not broken, f"event #{ev.seq} ({ev.kind}) breaks the invariants: {broken}"
    return step


def _again(log: Log, ev: Event) -> tuple[Log, Event]:
    """Append a stored event as it is (undo and redo included), so each prefix folds one step from the last."""
    from calculators.core.log import _append

    return _append(log, ev), ev


def standings(game: str, log: Log) -> dict[str, Any]:
    """The players' standing as the game's own scorer (or, mid-game, its money) puts it."""
    state = rules_for(game).state_of(log)
    if game == "rollout":
        import calculators.rollout as ro

        if ro.is_over(state):
            result = ro.final_score(state)
            return {"over": True, "cash_out": {p.name: [p.cash_out, p.rank] for p in result.players},
                    "winners": list(result.winners)}
        return {"over": False, "turn": state.turn, "stage": state.stage,
                "cash": {c.ceo: c.cash for c in state.companies if c.ceo}}
    if game == "owners-choice":
        return {"over": state.phase == "over", "phase": state.phase,
                "players": {p.name: [p.cash, dict(p.stocks), p.in_game] for p in state.players},
                "fund": state.fund}
    if game == "fortune":
        from calculators.fortune.state import balance

        return {"over": state.phase == "over", "phase": state.phase, "winners": list(state.winners),
                "balance": {n: balance(state, n) for n in state.players} if state.sheets else {}}
    from calculators.roll_and_rails import final_scores

    result = final_scores(state, board_in_force(log, game))
    return {"over": state.phase == "over", "round": state.round,
            "score": {p.name: [p.score, p.rank] for p in result.players}, "winners": list(result.winners)}


def outcome(fixture: dict[str, Any]) -> dict[str, Any]:
    """What the fixture's events come to with this release: standings, canonical state, fingerprint."""
    setup = TableSetup.model_validate(fixture["setup"])
    log = replayed(setup, fixture["events"])
    board = starting_board(log)
    from calculators.core.boards import board_edits

    snap = snapshot_from_table(setup, log, fixture["table_secret"], board.version if board else "", board_edits(log))
    return {"standings": standings(setup.game, log), "state": state_of(setup.game, log),
            "fingerprint": fingerprint(snap)}
