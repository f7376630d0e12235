"""What one action did to a player's own stake beyond their cash, in words for their own phone: their company's
share price moved by another's deal (Stage 3: a sale between players moves the meter "to the square opposite the
price for which its shares were sold"; a failed Stock Call; loans), and shares they held gone or come (a bankrupt's
shareholders "lose their money/investment"). A walk's players read only the sale or the bankruptcy, and had to find
their own new price and lost shares on the board."""
from __future__ import annotations

from calculators.rollout.ledger import money
from calculators.rollout.state import RolloutState

EN = {"price": "Your {company} price: {old} to {new}", "shares": "Your {company} shares: {old} to {new}"}
DE = {"price": "Kurs deiner Firma {company}: von {old} auf {new}", "shares": "Deine {company}-Aktien: von {old} auf {new}"}


def seat_effects(before: RolloutState | None, after: RolloutState, seat: str, lang: str = "en") -> list[str]:
    """Each change the action from `before` to `after` made to `seat`'s company price and share holdings."""
    if before is None:
        return []
    words = DE if lang == "de" else EN
    out: list[str] = []
    mine = next((c for c in before.companies if c.ceo == seat), None)
    if mine is not None:
        was, now = before.tables.price(mine.price), after.tables.price(after.company(mine.name).price)
        if was != now:
            out.append(words["price"].format(company=mine.name, old=money(was), new=money(now)))
    for c in before.companies:
        was, now = before.held(seat, c.name), after.held(seat, c.name)
        if was != now:
            out.append(words["shares"].format(company=c.name, old=was, new=now))
    return out
