"""What an action paid one player, in the words the table's sentence leaves out: said on that player's own phone
beside the amount ("+$200 to you: …"). A walk's Bruno read "+$200 to you: … the President square: $100 to Ann, $200 to
Bruno, $100 to Cy" with no word of his two President's dice (President Square: "All players receive $100 from the
Bank for each President's die owned"); the Dividend square pays "the dividend amount times the number of stocks
owned in that company"."""
from __future__ import annotations

from calculators.core.log import Event
from calculators.core.money import format_money
from calculators.owners_choice.rules import PRESIDENT_BONUS, highest_priced
from calculators.owners_choice.state import OCState
from calculators.owners_choice.tables import GAME

PHRASES = {
    "en": {"dice": ("your President's die × {each}", "your {n} President's dice × {each}"),
           "dividend": "your {n} {company} × {each}"},
    "de": {"dice": ("dein Präsidentenwürfel × {each}", "deine {n} Präsidentenwürfel × je {each}"),
           "dividend": "deine {n} {company} × {each}"},
}


def own_part(event: Event, lang: str, before: OCState | None, seat: str) -> str | None:
    """What `event` paid `seat` and why, in `lang`, where the table's sentence does not say it; None elsewhere."""
    if before is None or event.kind != "oc.pawn_moved" or seat not in before.in_game:
        return None
    words = PHRASES["de" if lang == "de" else "en"]
    money = lambda n: format_money(GAME, n, lang)  # noqa: E731
    square = event.data.get("square")
    if square == "president":
        n = before.dice_held(seat)
        return words["dice"][n != 1].format(n=n, each=money(PRESIDENT_BONUS)) if n else None
    if square == "dividend":
        mine = before.player(seat).stocks
        said = [words["dividend"].format(n=mine[c], company=c, each=money(before.tables.dividend(before.positions[c])))
                for c in highest_priced(before) if mine[c]]
        return ", ".join(said) or None
    return None
