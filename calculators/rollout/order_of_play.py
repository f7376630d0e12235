"""The Order of Play for Stages 3 to 6: who plays, the Chairman's die, clockwise; ending a stage."""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from calculators.core.actors import require_banker
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.rollout.fold import commit, state_of
from calculators.rollout.cycle import next_stage
from calculators.rollout.dice import roll_until, until_data
from calculators.rollout.state import STAGE_NAMES, Auction, Lot, RolloutState, StagePlay

STARTED = "rollout.stage_started"
ENDED = "rollout.stage_ended"


def numbered(state: RolloutState) -> tuple[str, ...]:
    """Players by number: the Chairman is one, the player on his left two, and so on (Starting the Game)."""
    active = state.active_players()
    i = active.index(state.chairman) if state.chairman in active else 0
    return active[i:] + active[:i]


def clockwise_from(state: RolloutState, first: str, among: Sequence[str]) -> tuple[str, ...]:
    """`among` in clockwise order starting at `first` (or the next of them to his left)."""
    seats = state.players
    i = seats.index(first)
    ring = seats[i:] + seats[:i]
    return tuple(p for p in ring if p in among)


def lots_for(state: RolloutState, first: str) -> tuple[str, ...]:
    """Stage 4: companies whose Bank shares are offered, starting with the company of the player the die named."""
    return tuple(state.company_of(p).name for p in clockwise_from(state, first, state.active_players())
                 if state.bank_sold.get(state.company_of(p).name, 0) < 10)


def may_play(state: RolloutState, player: str) -> bool:
    """Missed Dividends: "He may play Stages 2, 3 and 6. He may not play Stage 4." (Stage 5: selling only.)"""
    return not (state.stage == 4 and state.company_of(player).skipped_dividends)


def start_stage(log: Log, actor: str, players: Sequence[str], rng: random.Random | None = None,
                faces: Sequence[int] | None = None) -> tuple[Log, Event]:
    """The Chairman asks who plays this stage; with two or more (in Stage 4, any) his die sets who goes first."""
    require_banker(actor, "start a stage")
    state = state_of(log)
    if state.stage not in (3, 4, 5, 6) or state.play is not None:
        raise RuleError("Stages 3 to 6 start once Stage 2 is over, one after the other.")
    chosen = list(dict.fromkeys(players))
    for p in chosen:
        if not may_play(state, p):
            raise RuleError("{player} did not pay dividends and may not play Stage 4 (Missed Dividends).",
                          field="players", player=p)
    ring = numbered(state)
    rolls: tuple[int, ...] = ()
    first = chosen[0] if chosen else None
    if len(chosen) >= 2 or (state.stage == 4 and chosen):
        key = f"turn {state.turn} / stage {state.stage} / order"
        rolls = roll_until(log, key, lambda f: f <= len(ring), f"{STAGE_NAMES[state.stage]}: who goes first", rng, faces)
        first = ring[rolls[-1] - 1]
        data = until_data(rolls, key)
    else:
        data = {"rolls": []}
    order = clockwise_from(state, first, chosen) if first else ()
    return commit(log, actor, STARTED, {**data, "stage": state.stage, "order": list(order), "first": first})


def _started(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    play = StagePlay(stage=d["stage"], order=tuple(d["order"]), rolls=tuple(d["rolls"]))
    state = state.model_copy(update={"play": play})
    if d["stage"] == 4 and play.order:
        return open_next_lot(state.model_copy(update={"auction": Auction(queue=lots_for(state, d["first"]))}))
    return state


def open_next_lot(state: RolloutState) -> RolloutState:
    """The Bank offers the next company's shares: two (Ten Block Play: one), or what it has left of its own."""
    a = state.auction
    if a is None:
        return state
    queue = state.lots_to_come()
    if not queue:
        return state.model_copy(update={"auction": Auction(queue=(), lot=None)})
    company = queue[0]
    size = 1 if state.options.ten_block else 2
    lot = Lot(company=company, shares=min(size, 10 - state.bank_sold.get(company, 0)))
    return state.model_copy(update={"auction": Auction(queue=queue[1:], lot=lot)})


def end_stage(log: Log, actor: str) -> tuple[Log, Event]:
    """The banker closes the stage when its players are done (Stage 6 ends the turn)."""
    require_banker(actor, "end a stage")
    state = state_of(log)
    if state.stage not in (3, 4, 5, 6):
        raise RuleError("Only Stages 3 to 6 are ended this way.")
    if state.play is None:
        return commit(log, actor, ENDED, {"stage": state.stage})  # nobody plays it
    a = state.auction
    if state.stage == 4 and a is not None and (a.lot is not None or a.queue):
        raise RuleError("Shares are still on offer: sell them, or close the bidding first.")
    if state.stage == 5 and state.play.order:
        if state.plans is None:
            raise RuleError("Reveal the Stage 5 plans and carry them out first.")
        waiting = [p for p in state.play.order if p not in state.play.done and p in state.active_players()]
        if waiting:
            raise RuleError("{player} has not carried out their plan yet.", player=waiting[0])
    return commit(log, actor, ENDED, {"stage": state.stage})


def _ended(state: RolloutState, d: dict[str, Any]) -> RolloutState:
    return next_stage(state)
