"""Banker-only commands refuse seats and the host inside the command, not only in the UI."""
import random

import pytest

from calculators.core.actors import BANKER, redo_last, seat_actor, seat_of, undo_last
from calculators.core.log import Log
from calculators.core.model import RuleError
from calculators.core.tray import roll_tray


def test_seat_actor_round_trip():
    assert seat_of(seat_actor("Ann")) == "Ann"
    assert seat_of(BANKER) is None and seat_of("host") is None


@pytest.mark.parametrize("actor", ["seat:Ann", "host", "guest"])
def test_only_the_banker_undoes_and_redoes(actor):
    log, _ = roll_tray(Log(), BANKER, 1, "x", rng=random.Random(1))
    with pytest.raises(RuleError, match="Only the banker can undo"):
        undo_last(log, actor)
    log2, _ = undo_last(log, BANKER)
    with pytest.raises(RuleError, match="Only the banker can redo"):
        redo_last(log2, actor)
    log3, _ = redo_last(log2, BANKER)
    assert len(log3.events) == 3
