"""Stocks another player took: Event "Exchange Stock" — "The player may exchange one stock he owns with a stock of
his choice from another player" — changes the holdings of a player who did nothing. Each such exchange is said to
the player it took a stock from, where they look at their own stocks, from the moment it happens until the end of
their next turn (then the History still has it)."""
from __future__ import annotations

from calculators.core.log import Log, active_actions
from calculators.core.words import befores, lang_of
from calculators.owners_choice.fold import PLAYER_LEFT, STOCK_EXCHANGED, TURN_ENDED
from calculators.owners_choice.tables import GAME

WORDS = {
    "en": {"own": "{p} exchanged one of your {take} stocks for one {give} stock (turn {n}).",
           "named": "{p} exchanged one of {o}'s {take} stocks for one {give} stock (turn {n})."},
    "de": {"own": "{p} hat eine deiner {take}-Aktien gegen eine {give}-Aktie getauscht (Zug {n}).",
           "named": "{p} hat eine {take}-Aktie von {o} gegen eine {give}-Aktie getauscht (Zug {n})."},
}


def taken_from(log: Log, seat: str, lang: str = "en", own: bool = True) -> list[str]:
    """The exchanges in force that took one of `seat`'s stocks since `seat`'s last turn ended, oldest first, as
    sentences said to `seat` (`own`), or naming them (a phone passed around the table, in their hands)."""
    words = WORDS[lang_of(lang)]
    acts = active_actions(log)
    found = []
    for e in reversed(acts):
        if e.data.get("seat") == seat and e.kind in (TURN_ENDED, PLAYER_LEFT):
            break  # their own turn ended since (or they left): they have had the turn to see it
        if e.kind == STOCK_EXCHANGED and e.data.get("other") == seat:
            found.append(e)
    if not found:
        return []
    before = befores(GAME, log)
    out = []
    for e in reversed(found):
        turn = getattr(before.get(e.seq), "turn", None)
        out.append(words["own" if own else "named"].format(p=e.data["seat"], o=seat, take=e.data["take"],
                                                           give=e.data["give"], n=turn if turn else "?"))
    return out
