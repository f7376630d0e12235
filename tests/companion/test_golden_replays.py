"""Golden replays (issue 13, item 6): recorded tables of every game reproduce their standings and fingerprint,
and the share code and table file this release wrote for each still import.

The fixtures are tests/fixtures/<game>/*.json, written by `python tests/fixtures/make_golden.py`. A rule change
that alters a saved table's outcome fails here with the difference; when the change is meant (a rule fix), run
the generator and commit the fixtures with the fix, so the diff of the fixtures shows what changed.
"""
from __future__ import annotations

import json

import pytest

from calculators.core.log import UNDO, REDO
from companion.share import decode, import_session_file, import_snapshot, table_fingerprint
from companion.storage import Store
from companion.table import TableHub
from tests.support.golden import GAMES, REGENERATE, fixture_paths, load, outcome, standings

PATHS = fixture_paths()
IDS = [f"{p.parent.name}/{p.stem}" for p in PATHS]


def changed(path, key, got, expected) -> str:
    return (f"{path.parent.name}/{path.name}: the replayed {key} is no longer the recorded one. If a rule fix "
            f"meant this, regenerate the fixtures ({REGENERATE}) and commit them with the fix.")


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_a_recorded_table_replays_to_its_standings_state_and_fingerprint(path):
    fixture = load(path)
    got, expected = outcome(fixture), fixture["expected"]
    assert got["standings"] == expected["standings"], changed(path, "standings", got, expected)
    assert got["state"] == expected["state"], changed(path, "game state", got, expected)
    assert got["fingerprint"] == expected["fingerprint"], changed(path, "fingerprint", got, expected)


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_its_share_code_and_table_file_still_import(path, tmp_path):
    fixture = load(path)
    expected = fixture["expected"]
    hub = TableHub(Store(tmp_path))
    from_code = import_snapshot(hub, decode(fixture["share_code"]))
    assert table_fingerprint(hub, from_code) == expected["fingerprint"]
    from_file = import_session_file(hub.store, json.dumps(fixture["table_file"]).encode("utf-8"))
    assert table_fingerprint(hub, from_file) == expected["fingerprint"]
    game = fixture["setup"]["game"]
    assert standings(game, hub.get(from_file).log) == expected["standings"]
    assert hub.get(from_file).state is not None  # the live table folded it


def test_every_game_has_three_recorded_tables_one_a_whole_game_with_undos_and_sealed_rounds():
    for game in GAMES:
        tables = [load(p) for p in PATHS if p.parent.name == game]
        assert len(tables) >= 3, game
        assert any(t["expected"]["standings"]["over"] for t in tables), f"{game}: no game played to its end"
        for t in tables:
            kinds = [e["kind"] for e in t["events"]]
            assert UNDO in kinds and REDO in kinds and "bids.revealed" in kinds, (game, t["about"])


def test_a_changed_outcome_is_caught():
    """The comparison can fail: the whole game without its final redo (its last action stays undone)."""
    for game in GAMES:
        path = next(p for p in PATHS if p.parent.name == game and p.stem == "whole")
        fixture = load(path)
        redo_at = next(i for i, e in enumerate(fixture["events"]) if e["kind"] == REDO)
        fixture["events"] = fixture["events"][:redo_at]
        got = outcome(fixture)
        assert (got["state"], got["fingerprint"]) != (fixture["expected"]["state"], fixture["expected"]["fingerprint"])
