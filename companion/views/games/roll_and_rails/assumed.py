"""Roll and Rails: which dice-to-action readings on the turn screen are the app's interpretation, not printed.

The rulebook prints the track pieces' dice and the specialist wheel; it does not print the dice the Upgrade and
Goods delivery actions take, how many dice Goods delivery takes, nor the solo wheel's pairs (only "3: Logistician
or Engineer", Arthur's example). The board tables mark those values "assumed"; here each one in force is named,
in one short line, where the player matches the dice.
"""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails.tables import action_dice, action_max
from companion.i18n import _, ngettext


def _takes(board, action: str) -> str:
    """The dice an action takes, as a player says it: "any die" when every face does."""
    dice = action_dice(board, action)
    return _("any die") if sorted(dice) == [1, 2, 3, 4, 5, 6] else \
        _("dice {dice}").format(dice=", ".join(map(str, dice)))


def interpretations(board, solo: bool) -> list[str]:
    """The readings in force that the rulebook does not print, each a short phrase (the two actions at once when
    they take the same dice)."""
    assumed = {k for k, v in board.sources.items() if v == "assumed"}
    out = []
    upgrade, deliver = _takes(board, "upgrade"), _takes(board, "deliver")
    if {"upgrade_faces", "deliver_faces"} <= assumed and upgrade == deliver:
        out.append(_("Upgrade and Goods delivery take {dice}").format(dice=upgrade))
    else:
        if "upgrade_faces" in assumed:
            out.append(_("Upgrade takes {dice}").format(dice=upgrade))
        if "deliver_faces" in assumed:
            out.append(_("Goods delivery takes {dice}").format(dice=deliver))
    if "deliver_max" in assumed:
        n = action_max(board, "deliver")
        out.append(ngettext("Goods delivery at most {n} die a turn", "Goods delivery at most {n} dice a turn", n)
                   .format(n=n))
    if solo and "solo_wheel" in assumed:
        out.append(_("the solo wheel's pairs for dice 1, 2, 4, 5 and 6 (only 3: Logistician or Engineer is printed)"))
    return out


def interpretation_note(board, solo: bool, key: str) -> list[ft.Control]:
    """One italic line: "Interpretation (not printed in the rulebook): …", or nothing when all is printed."""
    items = interpretations(board, solo)
    if not items:
        return []
    text = _("Interpretation (not printed in the rulebook): {items}.").format(items="; ".join(items))
    return [ft.Semantics(identifier=key, key=key, content=ft.Text(text, size=12, italic=True))]
