"""Roll and Rails: the dice draft, the manipulators, the sheet's numbers and the final score.

The map and the sheets stay on the table; the app rolls and deals the dice, checks what each die
may do, keeps every player's $, rolling stock and delivery table, and scores the end.
"""
from calculators.roll_and_rails.fold import state_of
from calculators.roll_and_rails.view import view_for
from calculators.roll_and_rails.codec import fold, pack, unpack
from calculators.roll_and_rails.draft import enter_draft, flip_die, match_die, nudge_die, pick_die, reroll_dice, roll_draft
from calculators.roll_and_rails.rules import (
    Hop, Shipment, check_city_goods, check_shipment, dice_count, die_options, draft_order, more_than_one_hex,
    track_cost, transport_points, upgrade_cost, whose_pick, whose_turn,
)
from calculators.roll_and_rails.invariants import invariant_errors
from calculators.roll_and_rails.scoring import final_scores
from calculators.roll_and_rails.setup import configure, draw_city_goods, enter_city_goods, setup_faults
from calculators.roll_and_rails.specialists import add_goods, found_city, take_money
from calculators.roll_and_rails.state import RailsState, Sheet
from calculators.roll_and_rails.tables import GAME, board_for, edit_rails_board
from calculators.roll_and_rails.turns import (
    assign_dice, build_track, count_connections, end_turn, pass_shipping, ship_goods, shipment_refusal, take_points,
    upgrade_stock,
)

__all__ = [
    "GAME", "Hop", "RailsState", "Sheet", "Shipment", "add_goods", "assign_dice", "board_for", "build_track",
    "check_city_goods", "check_shipment", "configure", "count_connections", "dice_count", "die_options", "draft_order",
    "draw_city_goods", "edit_rails_board", "end_turn", "enter_city_goods", "enter_draft", "final_scores",
    "flip_die", "found_city", "invariant_errors", "match_die", "more_than_one_hex", "nudge_die", "pass_shipping", "pick_die",
    "reroll_dice", "roll_draft", "setup_faults", "ship_goods", "shipment_refusal", "state_of", "take_money", "take_points", "track_cost",
    "transport_points", "upgrade_cost", "upgrade_stock", "view_for", "whose_pick", "whose_turn",
]
