"""Each player's net worth over the turns, as a chart, where the game values positions in money.

The lines and which of them this phone may see come from the rules (`calculators.core.worth`):
hidden money never reaches a phone that may not see it. Nothing is drawn before two points exist.
"""
from __future__ import annotations

import flet as ft

from calculators.core.game import rules_for
from calculators.core.worth import visible_worth
from companion.i18n import _, pgettext
from companion.widgets.fields import section
from companion.widgets.price_chart import line_chart

PALETTE = (ft.Colors.BLUE_700, ft.Colors.RED_700, ft.Colors.GREEN_700, ft.Colors.ORANGE_800,
           ft.Colors.PURPLE_600, ft.Colors.TEAL_700)
def _words(game: str, lang: str) -> dict[str, str]:
    """The chart's words, one word for a turn on the axis, the heading and the spoken lines: Rollout's is a round of
    every player's stages, German "Runde"; Owner's Choice's and Fortune's one player's turn (Fortune's a roll and
    its business; its axis said "Move" under a heading of "turns"), "Zug"."""
    if game == "rollout":
        turn = pgettext("rollout", "Turn", lang)
        spoken = pgettext("rollout", "{name}'s net worth, turns {first} to {last}: {values}", lang)
        clipped = pgettext("rollout", "Showing turns {first} to {last} (the latest {shown}); earlier turns are left out.",
                           lang)
    else:
        turn = _("Turn", lang)
        spoken = _("{name}'s net worth, turns {first} to {last}: {values}", lang)
        clipped = _("Showing turns {first} to {last} (the latest {shown}); earlier turns are left out.", lang)
    return {"title": _("Net worth over the turns", lang), "own": _("Your net worth over the turns", lang),
            "turn": turn, "how": _("Valued as {rule}; touch a point for its value.", lang), "spoken": spoken,
            "clipped": clipped}


def worth_section(game: str, log, players: tuple[str, ...], viewer: str | None, lang: str = "en",
                  whose: str | None = None) -> list[ft.Control]:
    """The chart of the lines `viewer` may see (None: a phone that sees all money), or nothing; `whose`: the player
    the phone shows it to, named in the title (a bank phone passed around the table), not "Your"."""
    rules = rules_for(game)
    worth = rules.worth if rules is not None else None
    if worth is None or not log.events:
        return []
    lines = visible_worth(worth, log, rules.state_of(log), viewer)
    if not lines or max(len(points) for points in lines.values()) < 2:
        return []
    words = _words(game, lang)
    colors = {name: PALETTE[i % len(PALETTE)] for i, name in enumerate(players)}
    own = viewer is not None and set(lines) == {viewer} and len(players) > 1
    rule = worth.rule_de if lang == "de" and worth.rule_de else worth.rule
    title = _("{player}'s net worth over the turns", lang).format(player=whose) if own and whose else \
        words["own"] if own else words["title"]
    return [section(title),
            ft.Text(words["how"].format(rule=rule), size=12),
            line_chart(lines, colors, fmt=lambda v: worth.format(v, lang), prefix="worth",
                       turn_word=words["turn"], spoken=words["spoken"], clipped=words["clipped"],
                       label_width=72 if game == "fortune" else 60)]
