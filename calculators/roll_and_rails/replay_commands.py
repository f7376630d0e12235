"""Roll and Rails: each recorded kind of action and the command that makes it, for imports.

`check_import` (calculators/core/replay.py) re-runs each imported action with the command below,
with the event's actor and data, so the command's checks run again (the draft order, whose turn it
is, the dice a player holds), and requires the command to make the same event. Dice the app rolled
are re-made from their recorded faces.
"""
from __future__ import annotations

from calculators.core.log import Event, Log
from calculators.core.replay_commands import Remakes, binding_dice, recorded_dice
from calculators.roll_and_rails.checks import table
from calculators.roll_and_rails import draft, setup, specialists, turns
from calculators.roll_and_rails.fold import (
    CONFIGURED, CITY_FOUNDED, CONNECTIONS_COUNTED, DICE_ASSIGNED, DICE_CHANGED, DICE_ROLLED, DIE_PICKED,
    GOODS_ADDED, GOODS_DRAWN, GOODS_SHIPPED, MONEY_TAKEN, POINTS_TAKEN, SHIPPING_PASSED,
    STOCK_UPGRADED, TRACK_BUILT, TURN_ENDED,
)


def _configured(log: Log, ev: Event):
    d = ev.data
    how = recorded_dice(d) if "roll" in d else {"first_player": _seat_at(log, d.get("first"))}
    return setup.configure(log, ev.actor, rounds=d.get("rounds"), supply=d.get("supply"), awards=d.get("awards"),
                           starting_goods=d.get("starting_goods", 0), **how)


def _seat_at(log: Log, first: object) -> object:
    players = table(log)[0].players
    return players[first] if isinstance(first, int) and not isinstance(first, bool) and 0 <= first < len(players) \
        else first  # not a seat: the command refuses it


def _rolled(log: Log, ev: Event):
    rolls = ev.data.get("rolls")
    if not isinstance(rolls, list) or not rolls or not all(isinstance(r, list) for r in rolls):
        return draft.enter_draft(log, ev.actor, rolls)  # refused with the command's own message
    how = binding_dice(log, ev, [f for r in rolls for f in r], ev.data.get("source"))
    if "values" in how:
        return draft.enter_draft(log, ev.actor, rolls[-1], rolls[:-1])
    return draft.roll_draft(log, ev.actor, **how)


def _goods(log: Log, ev: Event):
    values, city = ev.data.get("values"), ev.data.get("city")
    how = binding_dice(log, ev, values if isinstance(values, list) else [], ev.data.get("source"))
    if "values" in how:
        return setup.enter_city_goods(log, ev.actor, city, values)
    return setup.draw_city_goods(log, ev.actor, city, **how)


def _changed(log: Log, ev: Event):
    d = ev.data
    dice, after, how = d.get("dice") or [None], d.get("after"), d.get("manipulator")
    if how == "reroll":
        faces = after if isinstance(after, list) else []
        return draft.reroll_dice(log, ev.actor, d.get("dice"), **binding_dice(log, ev, faces, d.get("source")))
    if how == "nudge":
        delta = after[0] - d["before"][0] if isinstance(after, list) and isinstance(d.get("before"), list) else None
        return draft.nudge_die(log, ev.actor, dice[0], delta)
    if how == "flip":
        return draft.flip_die(log, ev.actor, dice[0])
    if how == "match":
        return draft.match_die(log, ev.actor, dice[0], d.get("source_die"))
    return draft.nudge_die(log, ev.actor, None, None)  # no such manipulator: the command refuses it


def _shipped(log: Log, ev: Event):
    d = ev.data
    return turns.ship_goods(log, ev.actor, d.get("shipment"), d.get("take"), d.get("die"))


COMMANDS: Remakes = {
    CONFIGURED: _configured,
    GOODS_DRAWN: _goods,
    DICE_ROLLED: _rolled,
    DIE_PICKED: lambda log, ev: draft.pick_die(log, ev.actor, ev.data.get("value")),
    DICE_CHANGED: _changed,
    DICE_ASSIGNED: lambda log, ev: turns.assign_dice(log, ev.actor, ev.data.get("plan")),
    TRACK_BUILT: lambda log, ev: turns.build_track(log, ev.actor, ev.data.get("die"), ev.data.get("terrain"),
                                                     ev.data.get("shape")),
    STOCK_UPGRADED: lambda log, ev: turns.upgrade_stock(log, ev.actor, ev.data.get("die")),
    GOODS_SHIPPED: _shipped,
    POINTS_TAKEN: lambda log, ev: turns.take_points(log, ev.actor, ev.data.get("take")),
    MONEY_TAKEN: lambda log, ev: specialists.take_money(log, ev.actor, ev.data.get("die")),
    GOODS_ADDED: lambda log, ev: specialists.add_goods(log, ev.actor, ev.data.get("die"), ev.data.get("city"),
                                                       ev.data.get("goods")),
    CITY_FOUNDED: lambda log, ev: specialists.found_city(log, ev.actor, ev.data.get("town"), ev.data.get("letter"),
                                                           ev.data.get("die"), ev.data.get("goods"),
                                                           saved="goods" not in ev.data),
    TURN_ENDED: lambda log, ev: turns.end_turn(log, ev.actor),
    SHIPPING_PASSED: lambda log, ev: turns.pass_shipping(log, ev.actor),
    CONNECTIONS_COUNTED: lambda log, ev: turns.count_connections(log, ev.actor, ev.data.get("completed"),
                                                                   ev.data.get("abandoned")),
}
