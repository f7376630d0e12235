"""The layout audit's judgement of a control's height over one screen's scroll (no browser): a control cut by
the scroller at one stop and whole at another is not too small; one short at every stop is."""
from __future__ import annotations

from tests.e2e.layout_audit import describe, too_small


def short(name: str, height: int, role: str = "radio") -> dict:
    return {"role": role, "name": name, "height": height, "width": 160, "top": 700}


def test_a_radio_cut_by_the_scroller_then_seen_whole_is_not_too_small():
    # The CI reading of 43a5566: "BASF" at 20 px at the first stop, whole after the next wheel.
    looks = [{"small": [short("BASF", 20), short("REXROTH", 20)], "whole": [("radio", "OPEL")]},
             {"small": [], "whole": [("radio", "BASF"), ("radio", "REXROTH"), ("radio", "OPEL")]}]
    assert too_small(looks) == []


def test_seen_whole_first_and_cut_later_is_not_too_small_either():
    looks = [{"small": [], "whole": [("button", "Start")]}, {"small": [short("Start", 12, "button")], "whole": []}]
    assert too_small(looks) == []


def test_a_control_short_at_every_stop_is_reported_at_its_tallest():
    looks = [{"small": [short("Add player", 20, "button")], "whole": []},
             {"small": [short("Add player", 32, "button")], "whole": [("radio", "BASF")]},
             {"small": [short("Add player", 32, "button")], "whole": []}]
    assert too_small(looks) == [short("Add player", 32, "button")]


def test_a_whole_control_of_another_role_does_not_clear_a_short_one_of_the_same_name():
    looks = [{"small": [short("History", 24, "button")], "whole": [("link", "History")]}]
    assert [item["name"] for item in too_small(looks)] == ["History"]


def test_a_control_without_a_name_of_its_own_is_reported_with_what_stands_beside_it():
    # Home's Settings before the fix: the tooltip "Settings" on a wrapper, the button itself unnamed.
    said = describe({"small": [], "wide": [], "clipped": [], "unnamed": [{"role": "button", "name": "Settings"}]})
    assert said == "tappable button (beside 'Settings') has no name of its own: a screen reader says only 'button'"
    assert describe({"small": [], "wide": [], "clipped": [], "unnamed": []}) == ""
