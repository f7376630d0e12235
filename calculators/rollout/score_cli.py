"""`python -m calculators score rollout FILE`: Cash Out from a JSON file, share values and Cash Out values in $ millions, exact."""
from __future__ import annotations

from typing import Any

from calculators.core.json_io import tenths_number
from calculators.rollout.scoring import cash_out, validate_cash_out


def score(raw: Any) -> dict[str, Any]:
    """Rollout Cash Out as JSON: share values and Cash Out values in $ millions, exact."""
    result = cash_out(validate_cash_out(raw))
    return {
        "share_values": {name: tenths_number(v) for name, v in result.share_values.items()},
        "players": [
            {"name": p.name, "cash_out": tenths_number(p.cash_out), "rank": p.rank} for p in result.players
        ],
        "winners": list(result.winners),
    }
