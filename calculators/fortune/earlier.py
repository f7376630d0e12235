"""Fortune: a table file written by an earlier release, read as this release plays it.

Until 2026-12-07 the app paid an explosion's insurance claim for the factory chips it took (15,000 DM for each of
the two), where the rulebook says "15,000 DM per factory you own"; that reading is now the house rule "Insurance per
chip lost" (calculators/fortune/tables.py). A file from then whose claim paid for the chips lost, where the player
held more, is refused by today's rules (its claim is not the one today's `land` makes). Read with that house rule
agreed at its set-up — the rule the table played by — it replays as it was played, amounts and all.
"""
from __future__ import annotations

from typing import Any

PER_CHIP_LOST = "insurance_per_chip_lost"


def as_played(events: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """`events` (a table file's, as read) with "Insurance per chip lost" agreed at the set-up, or None when it was
    agreed already or the file has no set-up (nothing an earlier release could have played differently)."""
    out, changed = [], False
    for e in events:
        data = e.get("data") if isinstance(e, dict) else None
        rules = data.get("house_rules", []) if isinstance(data, dict) else None
        if e.get("kind") == "fortune.set_up" and isinstance(rules, list) and PER_CHIP_LOST not in rules:
            e, changed = {**e, "data": {**data, "house_rules": [*rules, PER_CHIP_LOST]}}, True
        out.append(e)
    return out if changed else None
