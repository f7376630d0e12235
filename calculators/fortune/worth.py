"""Fortune's net worth over the turns: the End of the Game's balance, public (Fortune hides no money)."""
from __future__ import annotations

from calculators.core.money import format_fortune
from calculators.core.worth import Worth
from calculators.fortune.fold import FOLD
from calculators.fortune.state import FortuneState, balance


def values(state: FortuneState) -> dict[str, int]:
    """Every player still in the game, valued as at the End of the Game (rulebook, "End of the Game")."""
    return {s.name: balance(state, s.name) for s in state.sheets if not s.bankrupt}


WORTH = Worth(
    fold=FOLD,
    turn=lambda state: state.moves,
    values=values,
    public=lambda state: True,
    own_visible=True,
    format=lambda value, lang="de": format_fortune(value, lang),
    rule="cash + products at 15,000 DM + shares at their price + bonds − loans (End of the Game)",
    rule_de="Bargeld + Fertigprodukte zu 15.000 DM + Aktien zum Kaufpreis + Obligationen − Darlehen (Spielende)",
    # End of the Game: a player who can no longer pay "is eliminated. His remaining assets go to the Kasse": his line
    # ends at 0 DM (a walk read "Bob 194,000 DM (Turn 264)" beside "Bob (bankrupt) 0 DM" in the ranking).
    gone=0,
)
