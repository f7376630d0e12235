"""Setting Up, Choose a Company: "The player with the highest number has first choice" — no tie-break is given; the
app has the tied players roll again and, on the bank phone and every seat's, says that is its reading."""
import tempfile
from pathlib import Path

from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import texts, walk
from tests.support.rollout_screens import Screen


def test_a_tie_for_the_highest_die_says_the_reroll_is_the_apps_reading():
    hub = TableHub(Store(Path(tempfile.mkdtemp())))
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob", "Cy"], "Kim"))
    hub.drafts.write(sid, rounds=[{"Ann": 6, "Bob": 6, "Cy": 3}])  # the setup's dice, as the screen publishes them
    banker = [texts(c) for c in walk(Screen(hub, sid).draw()) if texts(c)]
    assert "Tied for the highest die: Ann and Bob roll again (the rulebook names no tie-break; the app's " \
           "interpretation)." in banker, banker
    seat = [texts(c) for c in walk(Screen(hub, sid, seat="Cy").draw()) if texts(c)]
    assert "Dice: Ann 6, Bob 6, Cy 3. Tied: Ann and Bob roll again (the app's interpretation)." in seat, seat
