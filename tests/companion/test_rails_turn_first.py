"""On a phone passed around, the player on turn's dice come first in the action phase; the other players'
manipulators follow, each headed as theirs and said not to be the turn player's. A walk: "Ben's turn", and right under
it "Cem's dice manipulators" with every button live; Ben's own were further down, the walker tapped the first "Turn
the 2 over", and the app turned Cem's die and crossed out Cem's manipulator ("Each manipulator is one-time use. After
the manipulator is used, player crosses it out.", Dice Manipulators)."""
from __future__ import annotations

import flet as ft

from tests.support.controls import walk
from tests.support.rails_screens import ALL_PICKS, Phone, configured, hub, rolled, table  # noqa: F401 (fixture)


def test_the_turn_players_dice_come_before_the_others_manipulators(hub):
    sid = table(hub, configured, rolled, *ALL_PICKS)  # the action phase: Ann's turn, nobody has matched
    phone = Phone(hub, sid, "banker")
    phone.session.pass_phone[sid] = True  # one phone for the whole table
    controls = list(walk(phone.draw()))
    panels = [c.identifier.removeprefix("manipulators-") for c in controls
              if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("manipulators-")]
    assert panels[:3] == ["Ann", "Bob", "Cy"], panels  # Ann's (on turn) first, then clockwise (the sheets follow)
    said = {c.key: c.value for c in controls if isinstance(c, ft.Text) and str(c.key).startswith("manip-not-turn-")}
    assert said == {f"manip-not-turn-{p}": f"For {p}, not Ann: each player may change their own dice before matching "
                                            "them." for p in ("Bob", "Cy")}
    first_flip = next(c for c in controls if str(getattr(c, "key", "")).startswith("flip-"))
    assert first_flip.key.startswith("flip-Ann-")  # the first "Turn … over" on the screen is Ann's


def test_solo_manipulators_are_marked_the_apps_reading(tmp_path):
    """Gameplay (Solo): "Roll 5 dice. Next, you must choose 4 of the dice results" — the solo rules never mention the
    dice manipulators; a walk found them offered with no word that this is the app's reading."""
    from calculators.core.log import Log
    from calculators.roll_and_rails import state_of
    from tests.support.roll_and_rails import drafted, started
    from tests.support.screens import Table

    log = drafted(started(["Ann"]), [1, 2, 3, 4, 5])
    assert state_of(log).phase == "actions" and state_of(log).solo
    t = Table(tmp_path, "roll-and-rails")
    sid = t.create(Log(events=log.events))
    said = [c.value for c in walk(Phone(t.hub, sid, "banker").draw()) if isinstance(c, ft.Text)
            and str(c.key).startswith("manip-solo-")]
    assert said == ["Solo: the rulebook's solo rules do not mention the dice manipulators; the app offers them as the "
                    "player sheet has them (interpretation). Leave them unused to play without."]
