"""Sealed rounds for the sealed-entry tests (tests/calculators/test_core_bids*.py): a round opened, entries made,
a refusal read, dice given in advance."""
from __future__ import annotations

import pytest

from calculators.core.bids import FieldSpec, RoundSpec, enter, open_round
from calculators.core.log import Log
from calculators.core.model import RuleError

SEATS = ("Ann", "Bob", "Cy")
BID = FieldSpec(name="bid", label="Bid", kind="int", min=0, max=2500, step=10)


def spec(**kw) -> RoundSpec:
    base = dict(purpose="Secret share bids", participants=SEATS, fields=(BID,),
                resolve="highest", rank_field="bid")
    return RoundSpec(**{**base, **kw})


def opened(**kw) -> tuple[Log, str]:
    log, ev = open_round(Log(), "banker", spec(**kw))
    return log, ev.data["round_id"]


def entered(log: Log, rid: str, bids: dict[str, int | None]) -> Log:
    for seat, amount in bids.items():
        log, _ = enter(log, f"seat:{seat}", rid, None if amount is None else {"bid": amount})
    return log


class Scripted:
    """An rng whose die faces are given in advance (face n comes from randrange returning n - 1)."""

    def __init__(self, *faces: int):
        self.faces = list(faces)

    def randrange(self, k: int) -> int:
        return self.faces.pop(0) - 1


def refused(fn, *args, match: str | None = None):
    """Call a command that must be refused; return the message."""
    with pytest.raises(RuleError) as err:
        fn(*args)
    if match is not None:
        assert err.value.message == match
    return err.value.message
