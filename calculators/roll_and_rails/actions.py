"""Roll and Rails' commands, in one place for the UI and the tests: each is `verb(log, actor, ...) -> (Log, Event)`,
RuleError when the rulebook forbids it. Listed in the order of the rulebook."""
from __future__ import annotations

from calculators.roll_and_rails.setup import configure, draw_city_goods, enter_city_goods
from calculators.roll_and_rails.draft import (
    enter_draft, flip_die, match_die, nudge_die, pick_die, reroll_dice, roll_draft,
)
from calculators.roll_and_rails.turns import (
    assign_dice, build_track, count_connections, end_turn, pass_shipping, ship_goods, take_points, upgrade_stock,
)
from calculators.roll_and_rails.specialists import add_goods, found_city, take_money
from calculators.roll_and_rails.tables import edit_rails_board

__all__ = [
    "configure", "draw_city_goods", "enter_city_goods", "enter_draft", "flip_die", "match_die", "nudge_die",
    "pick_die", "reroll_dice", "roll_draft", "assign_dice", "build_track", "count_connections", "end_turn",
    "pass_shipping", "ship_goods", "take_points", "upgrade_stock", "add_goods", "found_city", "take_money",
    "edit_rails_board",
]
