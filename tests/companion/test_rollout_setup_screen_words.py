"""Rollout's Setting Up on the phones. Choose a Company: "The player with the highest number has first choice" — no
tie-break is given; the app has the tied players roll again and, on the bank phone and every seat's, says that is its
reading. Appointments: the Chairman proposed is not the Banker."""
from pathlib import Path

from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import texts, walk
from tests.support.rollout_screens import Screen
from tests.support.scratch import scratch_dir


def test_a_tie_for_the_highest_die_says_the_reroll_is_the_apps_reading():
    hub = TableHub(Store(Path(scratch_dir())))
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob", "Cy"], "Kim"))
    hub.drafts.write(sid, rounds=[{"Ann": 6, "Bob": 6, "Cy": 3}])  # the setup's dice, as the screen publishes them
    banker = [texts(c) for c in walk(Screen(hub, sid).draw()) if texts(c)]
    assert "Tied for the highest die: Ann and Bob roll again (the rulebook names no tie-break; the app's " \
           "interpretation)." in banker, banker
    seat = [texts(c) for c in walk(Screen(hub, sid, seat="Cy").draw()) if texts(c)]
    assert "Dice: Ann 6, Bob 6, Cy 3. Tied: Ann and Bob roll again (the app's interpretation)." in seat, seat


def test_the_chairman_proposed_is_not_the_banker():
    # Setting Up, Appointments: "Appoint one player Chairman ... Appoint a second player Banker." A walk found the
    # Banker (Ann, who plays) proposed as Chairman; the first other player is proposed instead, and may be changed.
    import flet as ft
    hub = TableHub(Store(Path(scratch_dir())))
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob", "Cy"], "Ann"))
    hub.drafts.write(sid, rounds=[{"Ann": 6, "Bob": 2, "Cy": 3}])
    chosen = [c.key for c in walk(Screen(hub, sid).draw()) if isinstance(c, ft.Semantics) and c.selected
              and (c.key or "").startswith("ro-setup-chair-")]
    assert chosen == ["ro-setup-chair-Bob"]
