"""`python -m calculators score roll-and-rails FILE`: final scores from the players' scoring tables.

Input: {"players": [{"name", "shipping_points", "completed_connections", "unused_resources"}, ...]}
and, for the solo variant (one player, and then required), "solo": {"unshipped_goods": n, "awards":
{"bronze", "silver", "gold", "platinum"}}.
Output: {"players": [{"name", "score", "rank"}], "winners": [...]} (+ "award" at the top level for solo).
"""
from __future__ import annotations

from typing import Any

from calculators.core.model import RuleError
from calculators.roll_and_rails.scoring import AWARDS, MOST_PLAYERS, ScoreLine, rank

FIELDS = ("name", "shipping_points", "completed_connections", "unused_resources")
WHOLE = "must be a whole number ≥ 0"
PENALTY = 2  # The End of the Game (Solo): -2 points per unshipped starting good


def _whole(obj: dict, key: str, path: str) -> int:
    if key not in obj:
        raise RuleError("is missing", field=f"{path}.{key}")
    v = obj[key]
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise RuleError(WHOLE, field=f"{path}.{key}")
    return v


def _unknown(obj: dict, known: tuple[str, ...], path: str) -> None:
    for k in obj:
        if k not in known:
            raise RuleError(f"is not a known key; expected {', '.join(known)}", field=f"{path}.{k}" if path else k)


def _players(raw: Any) -> list[ScoreLine]:
    if not isinstance(raw, list):
        raise RuleError("must be a list of players", field="players")
    if not raw:
        raise RuleError("must list at least one player", field="players")
    lines: list[ScoreLine] = []
    seen: dict[str, str] = {}
    for i, p in enumerate(raw):
        path = f"players[{i}]"
        if not isinstance(p, dict):
            raise RuleError("must be an object", field=path)
        _unknown(p, FIELDS, path)
        name = p.get("name")
        if "name" not in p:
            raise RuleError("is missing", field=f"{path}.name")
        if not isinstance(name, str) or not name.strip():
            raise RuleError("a player needs a name", field=f"{path}.name")
        if name.strip().casefold() in seen:
            raise RuleError(f"{seen[name.strip().casefold()]} is listed twice", field=f"{path}.name")
        seen[name.strip().casefold()] = name
        counts = {k: _whole(p, k, path) for k in FIELDS[1:]}
        lines.append(ScoreLine(name=name, **counts))
    return lines


def _solo(raw: Any, players: int) -> tuple[int, dict[str, int]]:
    if not isinstance(raw, dict):
        raise RuleError("must be an object with unshipped_goods and awards", field="solo")
    _unknown(raw, ("unshipped_goods", "awards"), "solo")
    if players != 1:
        raise RuleError(f"the solo variant has exactly one player, not {players}", field="players")
    unshipped = _whole(raw, "unshipped_goods", "solo")
    if "awards" not in raw:
        raise RuleError("is missing", field="solo.awards")
    awards = raw["awards"]
    if not isinstance(awards, dict):
        raise RuleError("must map bronze, silver, gold and platinum to thresholds", field="solo.awards")
    _unknown(awards, AWARDS, "solo.awards")
    values = {a: _whole(awards, a, "solo.awards") for a in AWARDS}
    if any(values[a] >= values[b] for a, b in zip(AWARDS, AWARDS[1:])):
        raise RuleError("thresholds must rise: bronze < silver < gold < platinum", field="solo.awards")
    return unshipped, values


def score(raw: Any) -> dict[str, Any]:
    """Score a finished Roll and Rails game (multiplayer or solo) as JSON."""
    if not isinstance(raw, dict):
        raise RuleError("must be an object with players (and solo for the solo variant)", field="<input>")
    _unknown(raw, ("players", "solo"), "")
    if "players" not in raw:
        raise RuleError("is missing", field="players")
    lines = _players(raw["players"])
    if "solo" in raw:
        unshipped, awards = _solo(raw["solo"], len(lines))
        result = rank(lines, unshipped, PENALTY, awards)
    elif len(lines) == 1:
        # One player is the Solo Variant (scored with -2 per unshipped good and the awards); a
        # multiplayer game has 2 to 5 players. Never guess which one the file means.
        raise RuleError("is missing: one player is the solo variant — add \"solo\": {\"unshipped_goods\": n, "
                        "\"awards\": {\"bronze\", \"silver\", \"gold\", \"platinum\"}}, or list 2 to 5 players",
                        field="solo")
    elif len(lines) > MOST_PLAYERS:  # What You Need: dice for 1 to 5 players ("5 players – 21 dice")
        raise RuleError("lists {n} players: a game has 2 to 5 players (the solo variant one)", field="players",
                        n=len(lines))
    else:
        result = rank(lines)
    out: dict[str, Any] = {
        "players": [{"name": p.name, "score": p.score, "rank": p.rank} for p in result.players],
        "winners": list(result.winners),
    }
    if "solo" in raw:
        out["award"] = result.award
    return out
