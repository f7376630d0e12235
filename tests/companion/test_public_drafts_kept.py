"""Rollout's setup dice and company picks are public before they are recorded, and kept in the table's details.

Rollout, Setting Up: "Each player now rolls a die. The player with the highest number has first choice." A walk
restarted the server after the dice and a pick: every phone was back at "Roll in the app", nothing said a roll was
thrown away, and the player who had rolled lowest got a fresh roll."""
from __future__ import annotations

from calculators.core.table import make_setup
from companion.public_drafts import META_KEY
from companion.storage import Store
from companion.table import TableHub


def test_the_setup_dice_and_picks_outlive_a_server_restart_and_go_when_recorded_or_deleted(tmp_path):
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("rollout", "T", ["Ann", "Bob", "Cy"], "Kim"))
    hub.drafts.write(sid, rounds=[{"Ann": 1, "Bob": 5, "Cy": 3}])
    hub.drafts.write(sid, picks={"Bob": "Simcor"})
    again = TableHub(Store(tmp_path))  # a new server process on the same folder
    assert again.drafts.read(sid) == {"rounds": [{"Ann": 1, "Bob": 5, "Cy": 3}], "picks": {"Bob": "Simcor"}}
    again.drafts.clear(sid)  # recorded: the log holds them now
    assert TableHub(Store(tmp_path)).drafts.read(sid) == {}
    assert Store(tmp_path).load(sid).meta[META_KEY] == {}
    before = again.drafts.version(sid)
    again.delete(sid)
    assert again.drafts.read(sid) == {} and again.drafts.version(sid) > before
