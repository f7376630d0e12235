"""How the turn moves on: Stage 1 to Stage 2, Step to Step, stage to stage, turn to turn, and the end."""
from __future__ import annotations

from calculators.rollout.companies import SHARES_PER_COMPANY
from calculators.rollout.state import GAME_OVER, Rollout, RolloutState


def may_roll(r: Rollout, player: str) -> bool:
    """Step C: only a player who showed a card of the product in demand and paid for the advertising rolls."""
    return r.shown.get(player) is not None and r.paid.get(player, False)


def why_no_roll(r: Rollout, player: str) -> tuple[str, ...]:
    """Step C's reasons a player rolls no dice ("If a player does not have a Product Card for the product in demand
    and/or does not pay for his Advertising Blitz, he cannot roll any dice at Step D"): "card", "blitz", both, or
    none (he rolls, or has not shown yet)."""
    if player not in r.shown:
        return ()
    return tuple(why for why, missing in (("card", r.shown[player] is None), ("blitz", not r.paid.get(player, False)))
                 if missing)


def begin_rollout(state: RolloutState) -> RolloutState:
    """Stage 2 starts once everyone has done Stage 1; players without Stores cannot play it (Stage 1)."""
    players = tuple(c.ceo for c in state.active() if c.stores > 0)
    if not players:
        if any(c.gold_coast for c in state.active()):
            # Interpretation, as for a player without Stores (`stage2_sales.profits`): Gold Coast meters "collect
            # $500 million from the Bank on each subsequent Stage 2 during Step E" with nobody left to roll too.
            return state.model_copy(update={"stage": 2, "rollout": Rollout(step="profits", players=()), "play": None})
        return state.model_copy(update={"stage": 3, "rollout": None, "play": None})
    step = "hex" if state.hex_due else "budgets"
    return state.model_copy(update={"stage": 2, "rollout": Rollout(step=step, players=players), "play": None})


def advance(state: RolloutState) -> RolloutState:
    """Move on when everyone still in the game has done their part of the stage or step."""
    if state.stage == 1 and all(c.paid for c in state.active()):
        return begin_rollout(state)
    r = state.rollout
    if state.stage != 2 or r is None:
        return state
    players = [p for p in r.players if p in state.active_players()]
    # Every player of this Stage 2 has left the game before Step E: as with nobody holding Stores (`begin_rollout`),
    # on to the Gold Coast meters' Step E, or to Stage 3 when there are none.
    if not players and r.step not in ("profits", "prices"):
        if any(c.gold_coast for c in state.active()):
            return state.model_copy(update={"rollout": r.model_copy(update={"step": "profits"})})
        return state.model_copy(update={"stage": 3, "rollout": None, "play": None})
    if r.step == "cards" and all(p in r.shown for p in players):
        r = r.model_copy(update={"step": "dice"})
    if r.step == "dice" and all(p in r.dice or not may_roll(r, p) for p in players):
        r = r.model_copy(update={"step": "profits"})
    return state.model_copy(update={"rollout": r})


def new_turn(state: RolloutState) -> RolloutState:
    """End of Cycle: back to Stage 1 with this turn's marks cleared."""
    fresh = {"paid": False, "skipped_dividends": False, "researched": False, "repaid": 0, "sold": (),
             "bought": ()}
    companies = tuple(c.model_copy(update=fresh) if c.in_play else c for c in state.companies)
    return state.model_copy(update={
        "turn": state.turn + 1, "stage": 1, "companies": companies, "rollout": None, "play": None,
        "auction": None, "plans": None,
    })


def next_stage(state: RolloutState) -> RolloutState:
    """The next optional stage (the Chairman asks who plays it), a new turn after Stage 6, or the end."""
    if state.stage == 4 and state.last_turn is not None and state.turn >= state.last_turn:
        # Ending: the players may finish Stage 4 of the last turn, then the game closes.
        return state.model_copy(update={"stage": GAME_OVER, "play": None, "auction": None})
    if state.stage >= 6:
        return new_turn(state)
    return state.model_copy(update={"stage": state.stage + 1, "play": None, "auction": None, "plans": None})


def check_end(state: RolloutState) -> RolloutState:
    """Ending: once the Bank has sold the ninth and tenth shares of every company, the last turn is the
    fifth after this one (Ten Block Play: the game ends with this turn)."""
    if state.last_turn is not None or not state.active():
        return state
    if all(state.bank_sold.get(c.name, 0) >= SHARES_PER_COMPANY for c in state.active()):
        last = state.turn if state.options.ten_block else state.turn + 5
        return state.model_copy(update={"last_turn": last})
    return state


def pass_chair(state: RolloutState) -> RolloutState:
    """Interpretation: when the Chairman leaves the game the next player still in it, clockwise, takes the chair."""
    active = state.active_players()
    if not active or state.chairman in active:
        return state
    seats = state.players
    i = seats.index(state.chairman) if state.chairman in seats else 0
    for k in range(1, len(seats) + 1):
        p = seats[(i + k) % len(seats)]
        if p in active:
            return state.model_copy(update={"chairman": p})
    return state
