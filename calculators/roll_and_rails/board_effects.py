"""What a banker's edit of a Roll and Rails board table means for the game in play: the starting money (the board
table's value) is paid once, when the game is set up, so a new value later changes nobody's money and counts for a
new game only (a walk changed it in round 3 and the board showed an amount the table never paid, unsaid)."""
from __future__ import annotations

from typing import Any

from calculators.core.game import Later
from calculators.core.log import Log
from calculators.roll_and_rails.fold import state_of

WORDS = {
    "en": "The starting money was paid when the game was set up: nobody's money changes now; the new value is for a "
          "new game.",
    "de": "Das Startgeld wurde beim Aufbau des Spiels gezahlt: jetzt ändert sich niemandes Geld; der neue Wert gilt "
          "für ein neues Spiel.",
}


def board_effects(log: Log, key: str, value: Any, lang: str = "en") -> list[str]:
    """Said before the edit is saved (the Board tables screen): what the new value does, or does not do, in play."""
    if key != "starting_money":
        return []
    try:
        paid = state_of(log).phase != "setup"
    except Exception:  # noqa: BLE001 - a table that cannot be read says so on its screen
        return []
    return [Later(WORDS["de" if lang == "de" else "en"], new_game=True)] if paid else []
