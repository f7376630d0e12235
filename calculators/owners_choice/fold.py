"""The Owner's Choice reducer: `apply(state, event)` is pure and `state_of(log)` is its fold."""
from __future__ import annotations

from typing import Any

from calculators.core.boards import BOARD_EDITED
from calculators.core import engine
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.core.snapshot import TABLE_IMPORTED
from calculators.owners_choice import squares
from calculators.owners_choice.codec import from_canonical
from calculators.owners_choice.invariants import problems
from calculators.owners_choice.ledger import BANK, set_stocks, transfer
from calculators.owners_choice.rules import move_price, next_player, settle_presidents
from calculators.owners_choice.state import OCState, fresh_player
from calculators.owners_choice.tables import COMPANIES, shipped_values, tables_from

START_MONEY = 690  # Setup 7: each player receives $690 from the Bank

STARTED = "oc.started"
PREGAME_BOUGHT = "oc.pregame_bought"
TRADED = "oc.traded"
PAWN_MOVED = "oc.pawn_moved"
COMPANY_ACTION = "oc.company_action"
OTHER_CHOSEN = "oc.other_company_chosen"
EVENT_THROWN = "oc.event_thrown"
STOCK_EXCHANGED = "oc.stock_exchanged"
EXCHANGE_SKIPPED = "oc.exchange_skipped"
EVENT_COMPANY_CHOSEN = "oc.event_company_chosen"
TURN_ENDED = "oc.turn_ended"
PLAYER_LEFT = "oc.player_left"
CASH_CORRECTED = "oc.cash_corrected"


def board_values(first: Event) -> dict[str, Any]:
    """The board values a table starts with: its first event's board (or this release's) and imported edits."""
    board = first.data.get("board")
    values = dict(board["values"]) if isinstance(board, dict) else shipped_values()
    return {**values, **(first.data.get("board_edits") or {})}


def new_game(players: tuple[str, ...], values: dict[str, Any]) -> OCState:
    """Setup: every player holds $690 from the Bank, no stocks; every marker on START; the Fund empty."""
    tables = tables_from(values)
    state = OCState(
        players=tuple(fresh_player(n, 0) for n in players), bank=0,
        positions=dict.fromkeys(COMPANIES, tables.start), presidents=dict.fromkeys(COMPANIES), tables=tables,
    )
    for name in players:
        state = transfer(state, BANK, name, START_MONEY)
    return state


def initial_state(first: Event) -> OCState:
    """The state the first event sets up: a new table, or the state a shared table was imported with."""
    players = tuple(first.data["players"])
    values = board_values(first)
    if first.kind == TABLE_IMPORTED:
        return from_canonical(first.data["state"], players, tables_from(values))
    return new_game(players, values)


def _end_turn(state: OCState, may_leave: tuple[str, ...] = ()) -> OCState:
    """The next turn begins; `may_leave`: who keeps the chance to declare bankruptcy into it (End turn closes it)."""
    seat = state.current
    return state.model_copy(update={
        "history": (*state.history, dict(state.positions)), "current": next_player(state, seat),
        "turn": state.turn + 1, "traded": False, "moved": False, "pending": None, "may_leave": may_leave,
    })


def _pregame(state: OCState, d: dict[str, Any]) -> OCState:
    seat = d["seat"]
    for c, n in d["buys"].items():
        state = transfer(state, seat, BANK, n * state.price(c))
        state = set_stocks(state, seat, c, state.player(seat).stocks[c] + n)
    state = settle_presidents(state, seat)
    following = next_player(state, seat)
    if following == state.start_player:  # Setup 9: everyone had a chance; the start player begins
        return state.model_copy(update={"phase": "play", "current": following, "turn": 1})
    return state.model_copy(update={"current": following})


def _trade(state: OCState, d: dict[str, Any]) -> OCState:
    seat = d["seat"]
    for c, n in sorted(d["net"].items(), key=lambda item: item[1]):  # the sales pay for the purchases
        cost = n * state.price(c)
        state = transfer(state, seat, BANK, cost) if cost > 0 else transfer(state, BANK, seat, -cost)
        state = set_stocks(state, seat, c, state.player(seat).stocks[c] + n)
    # The Company President: decided at the end of the trade step, not after each purchase.
    return settle_presidents(state, seat).model_copy(update={"traded": True})


def _exchange(state: OCState, d: dict[str, Any]) -> OCState:
    seat, other, give, take = d["seat"], d["other"], d["give"], d["take"]
    for name, out, into in ((seat, give, take), (other, take, give)):
        stocks = state.player(name).stocks
        state = set_stocks(state, name, out, stocks[out] - 1)
        state = set_stocks(state, name, into, state.player(name).stocks[into] + 1)
    return settle_presidents(state.model_copy(update={"pending": None}), seat)


def _leave(state: OCState, d: dict[str, Any]) -> OCState:
    """Bankruptcy: the player returns every stock and all money, then quits the game."""
    seat = d["seat"]
    state = transfer(state, seat, BANK, state.player(seat).cash)
    for c in COMPANIES:
        state = set_stocks(state, seat, c, 0)
    p = state.player(seat)
    players = tuple(p.model_copy(update={"in_game": False}) if q.name == seat else q for q in state.players)
    state = state.model_copy(update={"players": players, "may_leave": tuple(n for n in state.may_leave if n != seat)})
    state = settle_presidents(state, state.current)
    if len(state.in_game) == 1:
        return squares.end_game(state)  # interpretation: the last player left wins after the final sale
    # Bankruptcy: "The player who had owned stock in the bankrupted company can declare bankruptcy himself" — one
    # player leaving takes that choice from no one: when the player on turn leaves, the others keep it into the
    # next turn, until a player ends a turn (interpretation: the rulebook sets no time limit).
    return _end_turn(state, state.may_leave) if state.current == seat else state


def _correct(state: OCState, d: dict[str, Any]) -> OCState:
    amount, seat = d["amount"], d["seat"]
    if amount > 0:
        return transfer(state, BANK, seat, amount)
    return transfer(state, seat, BANK, min(-amount, state.player(seat).cash))


def _edit(state: OCState, d: dict[str, Any]) -> OCState:
    values = {**state.tables.model_dump(mode="json"), d["key"]: d["value"]}
    try:
        tables = tables_from(values)
    except (RuleError, KeyError):
        return state  # an edit recorded without `edit_tables` that breaks the printed points has no effect
    return state.model_copy(update={"tables": tables})


def apply(state: OCState, event: Event) -> OCState:
    """The state after one Owner's Choice action (events of other kinds change nothing)."""
    d, kind = event.data, event.kind
    if kind == STARTED:
        return state.model_copy(update={
            "phase": "pregame", "start_player": d["start_player"], "current": d["start_player"],
            "overshoot": d["overshoot"], "history": (dict(state.positions),)})
    if kind == PREGAME_BOUGHT:
        return _pregame(state, d)
    if kind == TRADED:
        return _trade(state, d)
    if kind == PAWN_MOVED:
        return squares.land(state, d["seat"], d["square"], d.get("company"))
    if kind == COMPANY_ACTION:
        if d["use"] == "president":
            return squares.president_face(state, d["seat"], d["company"], d["fee"], d["effect"])
        return squares.fund_face(state, d["seat"], d["company"], d["effect"])
    if kind == OTHER_CHOSEN:
        return squares.other_company(state, d["company"])
    if kind == EVENT_THROWN:
        return squares.event_face(state, d["seat"], d["effect"])
    if kind == STOCK_EXCHANGED:
        return _exchange(state, d)
    if kind == EXCHANGE_SKIPPED:
        return state.model_copy(update={"pending": None})
    if kind == EVENT_COMPANY_CHOSEN:
        return move_price(state.model_copy(update={"pending": None}), d["company"], -2)
    if kind == TURN_ENDED:
        return _end_turn(state)
    if kind == PLAYER_LEFT:
        return _leave(state, d)
    if kind == CASH_CORRECTED:
        return _correct(state, d)
    if kind == BOARD_EDITED:
        return _edit(state, d)
    return state


FOLD = engine.Fold("owners-choice", initial_state, apply, problems)


def state_of(log: Log) -> OCState:
    """The Owner's Choice state in force: the first event's setup, then every action in force (folded once per log)."""
    if not log.events:
        raise ValueError("an Owner's Choice table starts with its setup event")
    return FOLD.state(log)


def commit(log: Log, kind: str, actor: str, data: dict[str, Any], **kw: Any) -> tuple[Log, Event]:
    """Apply the event's effect to the state in force, check the invariants, then record it (RuleError: nothing recorded)."""
    return engine.commit(log, FOLD, kind, actor, data, **kw)
