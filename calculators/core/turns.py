"""Each action's turn (or round) as its game names it, for History's entries."""
from __future__ import annotations

from calculators.core.log import Log, cached
from calculators.core.words import befores, game_words, lang_of


def turns(game: str, log: Log, lang: str) -> dict[int, str]:
    """Each action's turn (or round) as the game names it ("Turn 33", "Zug 33"), by seq, where the game counts them
    (its words module's TURN: the state's counter and its words) and the game has begun (a walk could not read a
    long History turn by turn)."""
    words = game_words(game)
    counter = getattr(words, "TURN", None) if words else None
    if counter is None:
        return {}
    return cached(log, f"words.turns.{game}.{lang_of(lang)}", lambda: _turns(words, counter, game, log, lang))


def _turns(words, counter: tuple, game: str, log: Log, lang: str) -> dict[int, str]:
    # A counter read "after" counts the action itself (Fortune's moves: the roll that starts move 36 is in it).
    attr, said, *when = counter
    step = getattr(words, "FOLD", (None, None))[1] if when == ["after"] else None
    events = {e.seq: e for e in log.events} if step is not None else {}
    out = {}
    for seq, state in befores(game, log).items():
        if step is not None and state is not None:
            try:
                state = step(state, events[seq])
            except Exception:  # noqa: BLE001 - an action the fold cannot take has no turn to name
                state = None
        n = getattr(state, attr, None) if state is not None else None
        if isinstance(n, int) and n >= 1:
            out[seq] = said[lang_of(lang)].format(n=n)
    return out
