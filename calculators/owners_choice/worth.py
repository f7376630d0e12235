"""Owner's Choice's net worth over the turns: money plus stocks at today's prices, as the final sale
values them. Money is hidden, so only a phone that sees all of it gets every line; a player's own
line is their own money and public prices, so their phone shows it."""
from __future__ import annotations

from calculators.core.money import format_owners_choice
from calculators.core.worth import Worth
from calculators.owners_choice.fold import FOLD
from calculators.owners_choice.score_cli import final_money
from calculators.owners_choice.state import OCState


def values(state: OCState) -> dict[str, int]:
    """Every player in the game: money + every stock at its company's current price (Game End's sale)."""
    prices = state.prices
    return {p.name: final_money(p.cash, p.stocks, prices) for p in state.players if p.in_game}


WORTH = Worth(
    fold=FOLD,
    turn=lambda state: state.turn,
    values=values,
    public=lambda state: False,
    own_visible=True,
    format=lambda value, lang="en": format_owners_choice(value),
    rule="money + stocks at the current price (as the final sale values them)",
    rule_de="Geld + Aktien zum aktuellen Kurs (wie beim Schlussverkauf)",
    # Bankruptcy: a player who cannot pay "must return all stocks owned to the Stock Company area and all money to
    # the Bank, then quit the game": their line ends at $0 (a walk read the last worth before it as theirs now).
    gone=0,
)
