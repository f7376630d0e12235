"""Each action's turn (or round) as its game names it, for History's entries."""
from __future__ import annotations

from calculators.core.log import Log
from calculators.core.words import befores, game_words, lang_of


def turns(game: str, log: Log, lang: str) -> dict[int, str]:
    """Each action's turn (or round) as the game names it ("Turn 33", "Zug 33"), by seq, where the game counts them
    (its words module's TURN: the state's counter and its words) and the game has begun (a walk could not read a
    long History turn by turn)."""
    words = game_words(game)
    counter = getattr(words, "TURN", None) if words else None
    if counter is None:
        return {}
    attr, said = counter
    out = {}
    for seq, state in befores(game, log).items():
        n = getattr(state, attr, None) if state is not None else None
        if isinstance(n, int) and n >= 1:
            out[seq] = said[lang_of(lang)].format(n=n)
    return out
