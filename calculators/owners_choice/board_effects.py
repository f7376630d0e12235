"""What a banker's edit of an Owner's Choice board table changes in the game in play now: a company's price or its
dividend when its marker stands on the space changed ("The selling price of each company stock is equal to the
position of its stock price marker on the stock price chart"). Asked before the edit is saved, from the edit the
command would make (a walk's banker changed the space GREEN stood on and GREEN's price moved, unsaid)."""
from __future__ import annotations

from typing import Any

from calculators.core.actors import BANKER
from calculators.core.log import Log
from calculators.core.money import format_owners_choice as money
from calculators.owners_choice.actions import edit_tables
from calculators.owners_choice.fold import state_of
from calculators.owners_choice.tables import COMPANIES

EN = {
    "price": "{company}'s marker stands on space {n}: its price becomes {new} (now {old})",
    "dividend": "{company}'s marker stands on space {n}: its dividend becomes {new} a stock (now {old})",
}
DE = {
    "price": "Der Marker von {company} steht auf Feld {n}: der Kurs wird {new} (jetzt {old})",
    "dividend": "Der Marker von {company} steht auf Feld {n}: die Dividende wird {new} je Aktie (jetzt {old})",
}


def board_effects(log: Log, key: str, value: Any, lang: str = "en") -> list[str]:
    """Each price and dividend in play that saving `value` as board table `key` would change, in `lang`; none when
    nothing in play reads the cells changed (or the rules refuse the edit: refused when saved, with their reason)."""
    words = DE if lang == "de" else EN
    try:
        before = state_of(log)
        after = state_of(edit_tables(log, BANKER, key, value)[0])
    except Exception:  # noqa: BLE001 - an edit the rules refuse says why when it is saved
        return []
    if before.phase not in ("pregame", "play"):
        return []
    out = []
    for c in COMPANIES:
        n = before.positions[c]
        for what, old, new in (("price", before.tables.price(n), after.tables.price(n)),
                               ("dividend", before.tables.dividend(n), after.tables.dividend(n))):
            if old != new:
                out.append(words[what].format(company=c, n=n, new=money(new), old=money(old)))
    return out
