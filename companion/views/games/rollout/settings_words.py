"""Rollout's setup settings in words: what each one's side means at the table, marked as the rulebook's, its Optional
Rule or the app's interpretation, for the setup screen (the side a switch left off) and for every phone during play
(the settings in force: a walk found them said only on the setup screen, so a player who joined later could not
learn which reading the table plays)."""
from __future__ import annotations

import flet as ft

from companion.i18n import N_, _
from companion.views.games.rollout.common import info

# option -> ((its words when on, marked as), (its words when off, marked as)). Rulebook: Borrowing Money, Taking Over a
# Company ("He can borrow up to another $5 billion from the Bank. During Stage 2 — Rollout, he has an extra free
# roll."), Reaching the Gold Coast ("Players who do not reach the Gold Coast must move their Stock Market meters down
# ... and their Sales Track meters back to Square One"), Step F, Optional Rule: Ten Block Play.
READING, RULEBOOK, OPTIONAL, SETTING = N_("interpretation"), N_("the rulebook"), N_("Optional Rule"), N_("a setting")
SIDES: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "cash_open": ((N_("Cash open to all: every phone shows every company's cash"), SETTING),
                  (N_("Hidden cash: each phone shows only its own company's cash; the app checks who can pay"),
                   SETTING)),
    "ten_block": ((N_("Ten Block Play: the Bank sells one share of each company a turn"), OPTIONAL),
                  (N_("The standard game: the Bank sells two shares of each company a turn"), RULEBOOK)),
    "gold_coast_with_step_f": (
        (N_("A player reaching the Gold Coast gets both Step F's move and the Gold Coast's"), READING),
        (N_("On a turn someone reaches the Gold Coast, its moves replace Step F's"), READING)),
    "extra_roll_every_turn": ((N_("A takeover's extra free roll lasts for the rest of the game"), READING),
                              (N_("A takeover's extra free roll is for the next Stage 2 only"), READING)),
    "gold_coast_spares_storeless": (
        (N_("When someone reaches the Gold Coast, only that Stage 2's players move down five and back to Square One; "
            "players without Stores keep their meters"), READING),
        (N_("When someone reaches the Gold Coast, every other player moves down five and back to Square One, players "
            "without Stores too"), RULEBOOK)),
    "loan_cap_raised_once": ((N_("The loan limit rises once, to $10B, however many takeovers"), READING),
                             (N_("Each takeover lets the buyer borrow up to another $5B"), RULEBOOK)),
}


def side(key: str, on: bool) -> str:
    """What setting `key` means with its switch `on` (or off), and whose reading that is, in this phone's language."""
    what, mark = SIDES[key][0 if on else 1]
    return _("{what} ({mark}).").format(what=_(what), mark=_(mark))


def off_side(key: str) -> str:
    """Under a setup switch: what leaving it off means ("Off: …")."""
    return _("Off: {what}").format(what=side(key, False))


def in_force(options) -> list[ft.Control]:
    """Every setting as the table plays it, one line each (the table's Options), spaced apart (a walk read the six
    as one dense block)."""
    return [ft.Column([info(side(key, bool(getattr(options, key))), ident=f"ro-setting-{key}", size=13,
                            key=f"ro-setting-{key}") for key in SIDES], spacing=10, key="ro-settings-lines")]
