"""Roll and Rails turn screen: the readings the rulebook does not print are marked where the dice are matched, and
a shipment leaves a city the app knows, picked from them."""
from calculators.roll_and_rails import end_turn
import flet as ft

from tests.support.controls import walk
from tests.support.roll_and_rails import dealt, seat, started, step
from tests.support.roll_and_rails.game import setup_goods
from tests.support.screens import Table, screen_text

HANDS = {"Ann": [2, 3, 4, 5], "Bob": [6, 5, 4, 2], "Cy": [1, 1, 1, 2]}


def test_the_dice_matching_marks_the_apps_interpretations(tmp_path):
    """Available Actions print the track pieces' dice (curve 1, 2, 3 …) and "A player may upgrade a Stock through this
    action only once in a turn"; the Upgrade and Goods delivery dice and the one delivery a turn are not printed."""
    log = dealt(setup_goods(started(["Ann", "Bob", "Cy"], rounds=3)), HANDS)
    t = Table(tmp_path, "roll-and-rails")
    shown = " ".join(screen_text(t.draw(t.create(log), "")))
    assert ("Interpretation (not printed in the rulebook): Upgrade and Goods delivery take any die; Goods delivery at "
            "most 1 die a turn.") in shown  # one short line (a walk read "dice 1, 2, 3, 4, 5, 6" twice as noise)
    assert "solo wheel" not in shown  # a table of three has no solo wheel


def test_a_shipment_leaves_a_city_picked_from_those_the_app_drew(tmp_path):
    """Goods Delivery: "The shipped goods must be crossed out from the original city": the app drew Berlin, Hamburg
    and Munich, so the form offers them instead of a field a typo could slip through."""
    log = dealt(setup_goods(started(["Ann", "Bob", "Cy"], rounds=3)), HANDS)
    for who in ("Ann", "Bob", "Cy"):
        log = step(log, end_turn, seat(who))
    t = Table(tmp_path, "roll-and-rails")
    drawn = t.draw(t.create(log), "")
    shown = screen_text(drawn)
    fields = [c.label for c in walk(drawn) if isinstance(c, ft.TextField)]
    assert "City the good leaves:" in shown and "City the good leaves" not in fields
    assert {"Berlin", "Hamburg", "Munich"} <= set(shown)
