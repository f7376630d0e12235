"""A seat's own roll stays in sight when another phone rolls just after it: a walk's Bernd rolled "Erster", Dieter
rolled "Zweiter" 0.3 s later, and Bernd's phone showed "Zweiter: 6 + 1 = 7 — rolled by Dieter" as the big result, his
own only in the list below."""
import random

from calculators.core.log import Log
from calculators.core.tray import enter_tray, roll_tray
from companion.widgets.tray import mine_behind
from tests.support.drawn import ident


def test_my_roll_is_said_above_the_list_when_another_came_in_after_it():
    log, _ = enter_tray(Log(), "seat:Bernd", [2, 6], "Erster")
    assert mine_behind(log, "Bernd", "rollout", "en") == []  # the latest is his own: the big result says it
    log, _ = roll_tray(log, "seat:Dieter", 2, "Zweiter", rng=random.Random(1))
    assert ident(mine_behind(log, "Bernd", "rollout", "en"), "my-roll-behind") == \
        "Your roll, just before it: Erster: 2 + 6 = 8"
    assert mine_behind(log, "Dieter", "rollout", "en") == []
    for i in range(3):  # long after: the table has rolled on, nothing is said
        log, _ = roll_tray(log, "banker", 1, f"later {i}", rng=random.Random(i))
    assert mine_behind(log, "Bernd", "rollout", "en") == []
