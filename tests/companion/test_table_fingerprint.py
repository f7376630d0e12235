"""The fingerprint on every table screen ("Table check: …") is the table's own at every moment: worked out once per
change of the table (each render of every phone shows it) and never a stale one after an action, an undo or for
another table."""
from __future__ import annotations

import random

import companion.share.importing as importing
from calculators.core.actors import BANKER, undo_last
from calculators.core.snapshot import fingerprint
from calculators.core.tray import roll_tray
from companion.share import snapshot_of, table_fingerprint
from tests.support.screens import Table
from tests.support.tables import game_log


def fresh(hub, sid: str) -> str:
    return fingerprint(snapshot_of(hub, sid))


def test_the_shown_fingerprint_follows_every_change_and_is_worked_out_once_per_change(tmp_path, monkeypatch):
    t = Table(tmp_path, "owners-choice")
    sid = t.create(game_log("owners-choice"))
    other = t.create(None)
    worked = []
    monkeypatch.setattr(importing, "fingerprint", lambda snap: worked.append(snap) or fingerprint(snap))

    first = table_fingerprint(t.hub, sid)
    assert first == fresh(t.hub, sid)
    assert [table_fingerprint(t.hub, sid) for _ in range(5)] == [first] * 5 and len(worked) == 1  # no change
    assert table_fingerprint(t.hub, other) == fresh(t.hub, other) != first

    t.hub.act(sid, lambda log: roll_tray(log, BANKER, 2, "a roll", rng=random.Random(1)))
    rolled = table_fingerprint(t.hub, sid)
    assert rolled == fresh(t.hub, sid)
    t.hub.act(sid, lambda log: undo_last(log, BANKER))
    assert table_fingerprint(t.hub, sid) == fresh(t.hub, sid)


def test_only_the_latest_tables_are_kept(tmp_path):
    t = Table(tmp_path, "rollout")
    sids = [t.create(None) for _ in range(importing.KEPT_FINGERPRINTS + 5)]
    codes = {sid: table_fingerprint(t.hub, sid) for sid in sids}
    assert len(importing._FINGERPRINTS) <= importing.KEPT_FINGERPRINTS
    assert all(table_fingerprint(t.hub, sid) == codes[sid] == fresh(t.hub, sid) for sid in sids)


def test_the_table_check_says_what_it_is_for_in_history_and_on_a_long_press(tmp_path):
    # A new user read "Table check: HFMKZ5TQ" on every screen, changing after every action, and nothing said what it
    # was for. History (where a dispute is checked) says it with the code; the chip says it on a long press. The chip
    # is no button: a 48 px target beside every heading cost each screen 20 px (a sealed form no longer fit).
    import flet as ft

    from tests.support.controls import walk

    t = Table(tmp_path, "rollout")
    sid = t.create(None)
    code = table_fingerprint(t.hub, sid)
    meaning = ("Every phone showing the same code holds the same game, up to the same last action. A phone showing "
               "another code is behind (reload it) or holds another copy of the table.")
    chip = next(c for c in walk(t.phone(sid, "").draw()) if isinstance(c, ft.Semantics) and c.identifier == "fingerprint")
    assert chip.label == f"Table check: {code}" and chip.content.tooltip == meaning
    said = [c.content.value for c in walk(t.phone(sid, "history").draw()) if isinstance(c, ft.Semantics)
            and c.identifier == "history-check"]
    assert said == [f"Table check: {code}. {meaning}"]
