"""The words of Roll and Rails a refusal names (an action, a specialist, a manipulator, a terrain, a colour, a
phase, a board table), each a `Term` the app shows in the phone's language.

The English of each is the word the refusals always printed (the rules' own key), except the board tables: each by
the title the board-tables screen shows ("New cities of each colour", not its key `new_city_copies`); the catalog (`companion/i18n/locale/de/.../messages.po`) holds the German. Two exceptions: the Banker
specialist reads "banker specialist" (the catalog's "banker" is the table's banker, "Bank" in German, and the
catalog has no contexts) and the Urban planner "urban planner" (not its key `urban_planner`).
A word the rules do not know (a colour or terrain a banker typed into a board table) is shown as typed.
"""
from __future__ import annotations

from calculators.core.model import Term

TERMS: dict[str, Term] = {
    # the action table
    "curve": Term("curve"), "straight": Term("straight"), "sharp": Term("sharp"), "upgrade": Term("upgrade"),
    "deliver": Term("deliver"),
    # the specialist wheel (solo: 1$ instead)
    "logistician": Term("logistician"), "manufacturer": Term("manufacturer"), "engineer": Term("engineer"),
    "mechanic": Term("mechanic"), "banker": Term("banker specialist"), "urban_planner": Term("urban planner"),
    "dollar": Term("dollar"),
    # the dice manipulators
    "reroll": Term("reroll"), "nudge": Term("nudge"), "flip": Term("flip"), "match": Term("match"),
    # terrain
    "plains": Term("plains"), "forest": Term("forest"), "swamp": Term("swamp"), "mountain": Term("mountain"),
    "town": Term("town"), "river": Term("river"),
    # goods and city colours
    "yellow": Term("yellow"), "red": Term("red"), "blue": Term("blue"), "green": Term("green"), "grey": Term("grey"),
    # phases of a round
    "setup": Term("setup"), "roll": Term("roll"), "draft": Term("draft"), "actions": Term("actions"),
    "shipping": Term("shipping"), "over": Term("over"), "no_goods": Term("no goods"),
    # board tables a banker may edit, by the titles the board-tables screen shows
    "track_max": Term("Most pieces of one shape a turn"),
    "upgrade_max": Term("Most upgrades a turn"),
    "deliver_max": Term("Most deliveries a turn"),
    "solo_uses": Term("Solo specialist uses"),
    "new_city_copies": Term("New cities of each colour"),
    "starting_money": Term("Starting money"),
    "unshipped_penalty": Term("Penalty per unshipped good"),
}


def term(word: str) -> str:
    """`word` as a Term of the catalog, or as typed when the rules do not know it."""
    return TERMS.get(word, word) if isinstance(word, str) else word


def terms(words) -> tuple[str, ...]:
    """Each of `words` as `term` does (a refusal shows them joined by commas)."""
    return tuple(term(w) for w in words)
