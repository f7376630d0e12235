"""The games the companion knows: ids, display names and player counts."""
from __future__ import annotations

GAMES: dict[str, str] = {
    "rollout": "Rollout",
    "roll-and-rails": "Roll and Rails",
    "owners-choice": "Owner's Choice",
    "fortune": "Fortune",
}

# Player counts as printed on each rulebook's box and setup section.
PLAYER_RANGE: dict[str, tuple[int, int]] = {
    "rollout": (2, 6),
    "roll-and-rails": (1, 5),
    "owners-choice": (2, 5),
    "fortune": (2, 6),
}
