"""The words of Roll and Rails a refusal names (an action, a specialist, a manipulator, a terrain, a colour, a
phase, a board table), each a `Term` the app shows in the phone's language.

The English of each is the word the refusals always printed (the rules' own key), except the specialists and the
dice manipulators, by the names the game prints ("Urban planner", "Modify +/-1"), and the board tables, each by the
title the board-tables screen shows ("New cities of each colour", not its key `new_city_copies`); the catalog
(`companion/i18n/locale/de/.../messages.po`) holds the German. Two read through a msgid of their own (the catalog
has no contexts): the Banker specialist (the catalog's "Banker" is the table's banker, "Bank" in German) and the
shipping phase (German "Lieferphase"; the catalog's "shipping" is also the delivery).
A word the rules do not know (a colour or terrain a banker typed into a board table) is shown as typed.
"""
from __future__ import annotations

from calculators.core.model import N_, Term

TERMS: dict[str, Term] = {
    # the action table
    "curve": Term("curve"), "straight": Term("straight"), "sharp": Term("sharp curve"), "upgrade": Term("upgrade"),
    "deliver": Term("deliver"),
    # the specialist wheel (solo: 1$ instead)
    # (by the names the game prints; the Banker's German is the specialist's, not the table's "Bank")
    "logistician": Term("Logistician"), "manufacturer": Term("Manufacturer"), "engineer": Term("Engineer"),
    "mechanic": Term("Mechanic"), "banker": Term("Banker", msgid=N_("Banker (the specialist)")),
    "urban_planner": Term("Urban planner"), "dollar": Term("1$ instead of a specialist"),
    # the dice manipulators, by the rulebook's names
    "reroll": Term("Reroll"), "nudge": Term("Modify +/-1"), "flip": Term("Turn over one die"),
    "match": Term("Match one die"),
    # terrain
    "plains": Term("plains"), "forest": Term("forest"), "swamp": Term("swamp"), "mountain": Term("mountain"),
    "town": Term("town"), "river": Term("river"),
    # goods and city colours
    "yellow": Term("yellow"), "red": Term("red"), "blue": Term("blue"), "green": Term("green"), "grey": Term("grey"),
    # phases of a round
    "setup": Term("setup"), "roll": Term("roll"), "draft": Term("draft"), "actions": Term("actions"),
    "shipping": Term("shipping", msgid=N_("shipping (the phase)")), "over": Term("over"), "no_goods": Term("no goods"),
    # board tables a banker may edit, by the titles the board-tables screen shows
    "track_max": Term("Most pieces of one shape a turn"),
    "upgrade_max": Term("Most upgrades a turn"),
    "deliver_max": Term("Most deliveries a turn"),
    "solo_uses": Term("Solo specialist uses"),
    "new_city_copies": Term("New cities of each colour"),
    "starting_money": Term("Starting money"),
    "unshipped_penalty": Term("Solo: penalty per unshipped good"),
}


def term(word: str) -> str:
    """`word` as a Term of the catalog, or as typed when the rules do not know it."""
    return TERMS.get(word, word) if isinstance(word, str) else word


def terms(words) -> tuple[str, ...]:
    """Each of `words` as `term` does (a refusal shows them joined by commas)."""
    return tuple(term(w) for w in words)
