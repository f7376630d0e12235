"""Owner's Choice: each recorded kind of action and the command that makes it, for imports.

`check_import` (calculators/core/replay.py) re-runs each imported action with the command below,
with the event's actor and data, so the command's checks run again (whose turn it is, the moves a
pawn may make, what a player may buy), and requires the command to make the same event.
"""
from __future__ import annotations

from typing import Any

from calculators.core.log import Event, Log
from calculators.core.replay_commands import Remakes, recorded_dice
from calculators.owners_choice import actions as a
from calculators.owners_choice import actions_dice as d
from calculators.owners_choice import fold as k


def _face(ev: Event) -> dict[str, Any]:
    """A President's, Fund or Event die: the face typed in, or the app's roll re-made from its faces."""
    how = recorded_dice(ev.data)
    return {"face": how["values"][0]} if "values" in how else how


def _started(log: Log, ev: Event):
    if "roll" in ev.data:  # drawn by the app (Setup 8)
        return a.start_game(log, ev.actor, overshoot=ev.data.get("overshoot"), **recorded_dice(ev.data))
    return a.start_game(log, ev.actor, overshoot=ev.data.get("overshoot"), start_player=ev.data.get("start_player"))


def _traded(log: Log, ev: Event):
    orders = ev.data.get("orders")
    return a.trade(log, ev.actor, ev.data.get("seat"), [tuple(o) if isinstance(o, list) else o for o in orders]
                   if isinstance(orders, list) else orders)


def _moved(log: Log, ev: Event):
    return a.move_pawn(log, ev.actor, ev.data.get("seat"), ev.data.get("spaces"), ev.data.get("square"),
                       ev.data.get("company"))


COMMANDS: Remakes = {
    k.STARTED: _started,
    k.PREGAME_BOUGHT: lambda log, ev: a.pregame_buy(log, ev.actor, ev.data.get("seat"), ev.data.get("buys")),
    k.TRADED: _traded,
    k.PAWN_MOVED: _moved,
    k.TURN_ENDED: lambda log, ev: a.end_turn(log, ev.actor, ev.data.get("seat")),
    k.PLAYER_LEFT: lambda log, ev: a.declare_bankruptcy(log, ev.actor, ev.data.get("seat")),
    k.CASH_CORRECTED: lambda log, ev: a.correct_cash(log, ev.actor, ev.data.get("seat"), ev.data.get("amount"),
                                                     ev.data.get("reason", "")),
    k.COMPANY_ACTION: lambda log, ev: d.company_action(log, ev.actor, ev.data.get("seat"), ev.data.get("use"),
                                                       **_face(ev)),
    k.OTHER_CHOSEN: lambda log, ev: d.choose_other_company(log, ev.actor, ev.data.get("seat"), ev.data.get("company")),
    k.EVENT_THROWN: lambda log, ev: d.throw_event_die(log, ev.actor, ev.data.get("seat"), **_face(ev)),
    k.STOCK_EXCHANGED: lambda log, ev: d.exchange_stock(log, ev.actor, ev.data.get("seat"), ev.data.get("give"),
                                                        ev.data.get("other"), ev.data.get("take")),
    k.EXCHANGE_SKIPPED: lambda log, ev: d.skip_exchange(log, ev.actor, ev.data.get("seat")),
    k.EVENT_COMPANY_CHOSEN: lambda log, ev: d.choose_event_company(log, ev.actor, ev.data.get("seat"),
                                                                   ev.data.get("company")),
}
