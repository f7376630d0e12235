"""Ranking a revealed round and breaking a tie for first by die roll-offs."""
from __future__ import annotations

import random

from calculators.core.bids.spec import Entry, RoundResult, RoundSpec, TieBreak
from calculators.core.dice import D6, roll
from calculators.core.model import RuleError

# A fair die ties again with probability < 1 per roll-off; this many in a row means a broken RNG.
MAX_ROLL_OFFS = 200


def roll_off(seats: tuple[str, ...], purpose: str, rng: random.Random | None = None) -> TieBreak:
    """Each tied seat rolls one D6; the highest wins and any remaining tie rolls again."""
    still = seats
    rolls: list[dict[str, int]] = []
    while len(still) > 1:
        if len(rolls) == MAX_ROLL_OFFS:
            raise RuleError("The dice kept tying; reveal again to roll again")
        faces = roll(D6, len(still), f"{purpose}: tie-break between {', '.join(still)}", rng).faces
        rolls.append(dict(zip(still, faces)))
        top = max(faces)
        still = tuple(s for s, f in zip(still, faces) if f == top)
    return TieBreak(rolls=tuple(rolls), winner=still[0])


def resolve(spec: RoundSpec, entries: dict[str, Entry], rng: random.Random | None = None) -> RoundResult:
    """The result of a round whose participants have all confirmed (`entries` holds one per seat)."""
    ordered = tuple(entries[s] for s in spec.participants)
    if spec.resolve == "reveal":
        return RoundResult(entries=ordered, winners=(), tied=())
    bids = {e.seat: e.values[spec.rank_field] for e in ordered if e.values is not None}  # type: ignore[index]
    if not bids:  # everyone passed: no winner
        return RoundResult(entries=ordered, winners=(), tied=())
    best = (max if spec.resolve == "highest" else min)(bids.values())  # type: ignore[type-var]
    top = tuple(s for s in spec.participants if bids.get(s) == best)
    if len(top) == 1:
        return RoundResult(entries=ordered, winners=top, tied=())
    if spec.tie_break == "report":
        # The game decides what a tie means (Rollout Step D: all tied players get the bonus roll).
        return RoundResult(entries=ordered, winners=top, tied=top)
    # Rollout Stage 4: tied secret share bids are broken by each tied player rolling one die.
    tb = roll_off(top, spec.purpose, rng)
    return RoundResult(entries=ordered, winners=(tb.winner,), tied=top, tie_break=tb)
