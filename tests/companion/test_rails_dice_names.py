"""Roll and Rails names a drafted die by the face it shows, on the turn screen, on the sheet and in History alike, as
the rulebook does: "Arthur has decided to use die value 3 to the specialist table", "Two dice with 4 pips were matched
to the second action", "they can change dice value 3 into 6" (Player's Turn, Action Selection, Dice Manipulators).
A walk read "Die 2 (5)" on the turn screen, "the Banker (die 5)" in History and "showing 2, 3" for the dice left.

Drawn in-process: Ann holds 6 4 4 1, matched to the Banker, Straight, Upgrade and Curve, and has taken 3$ with the 6."""
from __future__ import annotations

import flet as ft

from calculators.core.log import Log
from calculators.roll_and_rails import assign_dice, end_turn, nudge_die, state_of, take_money
from calculators.roll_and_rails.words import describe
from companion.i18n import using
from tests.support.controls import walk
from tests.support.rails_screens import (  # noqa: F401 (hub: the fixture)
    ALL_PICKS, Phone, configured, hub, rolled, table,
)


def matched(log):
    return assign_dice(log, "seat:Ann", ["banker", "straight", "upgrade", "curve"])


def banker(log):
    return take_money(log, "seat:Ann", 0)


def words(controls) -> list[str]:
    """Every text and accessible name the page draws."""
    out = []
    for c in walk(controls):
        if isinstance(c, ft.Text):
            out += [c.value or "", c.semantics_label or ""]
        elif isinstance(c, ft.Semantics):
            out.append(c.label or "")
        elif isinstance(c, ft.Chip) and isinstance(c.label, ft.Text):
            out += [c.label.value or "", c.label.semantics_label or ""]
    return [w for w in out if w]


def said(log, lang: str = "en") -> str:
    return describe(log.events[-1], lang, state_of(Log(events=log.events[:-1])))


def test_the_turn_screen_and_history_call_a_die_by_its_face(hub):
    sid = table(hub, configured, rolled, *ALL_PICKS, matched, banker)
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    shown = words(ann.draw("seat_panel"))
    assert said(hub.get(sid).log) == "Ann used the 6 for the Banker: +3$"
    assert said(hub.get(sid).log, "de") == "Ann nutzt die 6 für den Bankier: +3$"
    assert "The 4: Straight" in shown  # the die in use, as History will name it ("with the 4")
    assert {"Use the 4: Upgrade", "Use the 1: Curve", "Die showing 6, used"} <= set(shown)
    assert "Matched: the 6 for Banker, the 4 for Straight, the 4 for Upgrade, the 1 for Curve" in shown
    assert ("The 4 (Straight), 4 (Upgrade), and 1 (Curve) are not used: ending the turn now loses them."
            in shown)
    assert not [w for w in shown if "Die 1" in w or "Die 2" in w or "die 2" in w or "Dice 2" in w], \
        "no die is called by its place on the sheet"
    with using("de"):
        german = words(ann.draw("seat_panel"))
    assert {"Die 4: Gerade", "Die 1 nutzen: Kurve"} <= set(german)
    assert "Die 4 (Gerade), 4 (Verbessern) und 1 (Kurve) sind nicht genutzt: wer den Zug jetzt beendet, verliert " \
           "sie." in german


def test_history_names_the_dice_a_turn_left_unused_and_a_manipulator_changed_by_their_faces(hub):
    """End of Player's Turn: "After a die is activated it must be returned to the middle"; the dice not activated
    are named as the turn screen names them ("the 4 and 1")."""
    sid = table(hub, configured, rolled, *ALL_PICKS, matched, banker,
                lambda log: end_turn(log, "seat:Ann"))
    log = hub.get(sid).log
    assert said(log) == "Ann ended the turn without using the 4, 4 and 1"
    assert said(log, "de") == "Ann beendet den Zug, ohne die 4, 4 und 1 zu nutzen"
    sid = table(hub, configured, rolled, *ALL_PICKS, lambda log: nudge_die(log, "seat:Ann", 3, 1))
    log = hub.get(sid).log
    assert said(log) == "Ann used “Modify +/-1”: the 1 to a 2"
    assert said(log, "de") == "Ann nutzt „+1/-1 ändern“: die 1 zur 2"
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    shown = words(ann.draw("seat_panel"))
    assert {"Reroll the 6", "Turn the 4 over", "Make the 2 a 6", "Die showing 2", "The 2: Curve"} <= set(shown)
