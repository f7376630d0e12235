"""What an action paid one player, in the words History's sentence for the whole table leaves out: said on that
player's own phone beside the amount ("+$40M to you: …"). A walk's Cy read "+$40M to you: Ann paid Stage 1: …
dividends $20M a share ($200M in all)" and could not tell it was the dividend on his two Pedrasca shares; Ann read
"+$780M to you: Profits paid: Ann $780M, …" without her units × price (Step E: "the number of units sold (Sales
Index) times the price budgeted on the Boardroom Pad")."""
from __future__ import annotations

from calculators.core.log import Event
from calculators.core.money import format_rollout as money
from calculators.rollout.stage2_sales import profit_parts
from calculators.rollout.state import RolloutState
from calculators.rollout.words import count

PHRASES = {
    "en": {"own.dividend": "the dividend on your {n} of {company}, {each} each",
           "own.profits": "your {units} million units × ${price} = {sales}",
           "own.gold": "{n} × {each} for your Gold Coast meters"},
    "de": {"own.dividend": "die Dividende auf deine {n} von {company}, je {each}",
           "own.profits": "deine {units} Millionen Einheiten × ${price} = {sales}",
           "own.gold": "{n} × {each} für deine Goldküsten-Zähler"},
}


def own_part(event: Event, lang: str, before: RolloutState | None, seat: str) -> str | None:
    """What `event` paid `seat` and why, in `lang`, where History's sentence does not say it; None elsewhere."""
    if before is None:
        return None
    words = PHRASES["de" if lang == "de" else "en"]
    if event.kind == "rollout.stage1_paid" and event.data.get("pay_dividends"):
        # Stage 1: "the C.E.O. of each Company must pay Dividends to all of his shareholders".
        c = before.company(event.data["company"])
        held, due = before.held(seat, c.name), before.tables.dividend(c.price)
        if c.ceo == seat or not held or not due:
            return None
        return words["own.dividend"].format(n=count(lang, held, "sh"), company=c.name, each=money(due))
    if event.kind == "rollout.profits_collected":
        parts = profit_parts(before).get(seat)
        if parts is None:
            return None
        units, price, meters = parts
        said = [words["own.profits"].format(units=units, price=price, sales=money(units * price))] if units else []
        if meters:  # Step E: "They will collect $500 million from the Bank on each subsequent Stage 2"
            said.append(words["own.gold"].format(n=meters, each=money(before.tables.gold_coast_income)))
        return "; ".join(said) or None
    return None

