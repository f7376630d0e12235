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


def _dice(board, action: str) -> str:
    return ", ".join(map(str, action_dice(board, action)))


def interpretations(board, solo: bool) -> list[str]:
    """The readings in force that the rulebook does not print, each a short phrase."""
    assumed = {k for k, v in board.sources.items() if v == "assumed"}
    out = []
    if "upgrade_faces" in assumed:
        out.append(_("Upgrade takes dice {dice}").format(dice=_dice(board, "upgrade")))
    if "deliver_faces" in assumed:
        out.append(_("Goods delivery takes dice {dice}").format(dice=_dice(board, "deliver")))
    if "deliver_max" in assumed:
        n = action_max(board, "deliver")
        out.append(ngettext("Goods delivery takes {n} die a turn", "Goods delivery takes {n} dice a turn", n)
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
