"""Snapshots of a table: what they hold, the generic table's state, and the fingerprint."""
import base64
import hashlib
import hmac
import json
import random
import subprocess
import sys

import pytest
from pydantic import ValidationError

from calculators.core import snapshot as snap_mod
from calculators.core.log import Log, record, undo
from calculators.core.model import RuleError
from calculators.core.snapshot import (
    Snapshot,
    canonical_state,
    fingerprint,
    pack_uints,
    snapshot_from_table,
    state_codec,
    table_state,
    unpack_uints,
)
from calculators.core.table import make_setup
from calculators.core.tray import roll_tray

SECRET = "0123456789abcdef0123456789abcdef"


@pytest.fixture(autouse=True)
def generic_games(monkeypatch):
    """These tests are about the generic table and the codec mechanism itself: no game's own codec
    (from its definition in calculators.games) applies here."""
    monkeypatch.setattr(snap_mod, "state_codec", lambda game: snap_mod.GENERIC_TABLE)


def snap(**changes):
    base = dict(
        game="fortune",
        name="Friday",
        players=("Ann", "Bob", "Cy"),
        banker="Bob",
        table_secret=SECRET,
        state={"last_roll": [3, 5]},
    )
    return Snapshot(**{**base, **changes})


def imported_log(state):
    log, _ = record(Log(), "table.imported", "host", {"state": state}, undoable=False)
    return log


# -- what a snapshot accepts -----------------------------------------------------------


@pytest.mark.parametrize(
    "changes, reason",
    [
        ({"game": "chess"}, "unknown game"),
        ({"table_secret": "xyz"}, "32 lowercase hex"),
        ({"table_secret": SECRET.upper()}, "32 lowercase hex"),
        ({"banker": "bob"}, "clean form"),  # a seated banker is named as seated
        ({"players": ("Ann", "ann")}, "already at the table"),
        ({"players": ("Ann",)}, "2 to 6 players"),
        ({"name": " Friday"}, "clean form"),
        ({"state": {"last_roll": [0]}}, "face"),
        ({"state": {"last_roll": [True]}}, "face"),
        ({"state": {"last_roll": [1] * 31}}, "at most 30 dice"),
        ({"state": {}}, "not a Fortune state"),
        ({"state": {"last_roll": "12"}}, "last_roll"),
        ({"state": {"last_roll": [1], "x": 1}}, "last_roll"),
        ({"board_edits": {"x": float("nan")}}, "not finite"),
        ({"board_edits": {"x": object()}}, "not plain data"),
        ({"board_version": "v" * 41}, "at most 40"),
        ({"source": "s" * 201}, "at most 200"),
    ],
)
def test_invalid_snapshots_are_refused(changes, reason):
    with pytest.raises(ValidationError, match=reason):
        snap(**changes)


def test_state_and_edits_are_normalised_to_plain_json():
    s = snap(state={"last_roll": (2, 2)}, board_edits={"scale": (1, 2.5, None, True)})
    assert s.state == {"last_roll": [2, 2]}
    assert s.board_edits == {"scale": [1, 2.5, None, True]}
    assert s.setup.banker_plays


def test_banker_who_does_not_play_is_kept_by_name():
    s = snap(banker="Dora")
    assert s.banker == "Dora" and not s.setup.banker_plays


# -- the generic table's state -----------------------------------------------------------


def test_table_state_is_the_last_roll_in_force():
    log = Log()
    assert table_state(log) == {"last_roll": []}
    log, _ = roll_tray(log, "banker", 2, "x", rng=random.Random(1))
    log, ev = roll_tray(log, "banker", 3, "y", rng=random.Random(2))
    assert table_state(log) == {"last_roll": ev.data["faces"]}
    log, _ = undo(log, "banker")
    assert len(table_state(log)["last_roll"]) == 2


def test_imported_table_continues_from_the_imported_state_until_a_new_roll():
    log = imported_log({"last_roll": [6, 1]})
    assert table_state(log) == {"last_roll": [6, 1]}
    log, ev = roll_tray(log, "banker", 1, "x", rng=random.Random(4))
    assert table_state(log) == {"last_roll": ev.data["faces"]}
    log, _ = undo(log, "banker")
    assert table_state(log) == {"last_roll": [6, 1]}


def test_a_damaged_imported_state_falls_back_to_no_roll():
    assert table_state(imported_log({"last_roll": ["x"]})) == {"last_roll": []}
    assert table_state(imported_log("nonsense")) == {"last_roll": []}


def test_snapshot_from_table_folds_the_log():
    setup = make_setup("rollout", "Friday", ["Ann", "Bob"], "Bank")
    log, ev = roll_tray(Log(), "banker", 2, "x", rng=random.Random(9))
    s = snapshot_from_table(setup, log, SECRET, "2026.1", {"loan": 5}, source="Ann's phone")
    assert (s.game, s.players, s.banker) == ("rollout", ("Ann", "Bob"), "Bank")
    assert s.state == {"last_roll": ev.data["faces"]}
    assert (s.board_version, s.board_edits, s.source) == ("2026.1", {"loan": 5}, "Ann's phone")
    with pytest.raises(RuleError, match="cannot be shared"):
        snapshot_from_table(setup, log, "not-a-secret")


# -- game codecs ------------------------------------------------------------------------


def test_each_game_s_codec_comes_from_its_definition_in_the_registry(monkeypatch):
    """No game registers a codec by being imported: the registry's definition is the one used."""
    monkeypatch.undo()  # the real lookup, not the generic table of the fixture
    from calculators import games

    assert [state_codec(g.id) for g in games.ALL] == [g.codec for g in games.ALL]
    with pytest.raises(ValueError, match="unknown game"):
        state_codec("chess")
    setup = make_setup("owners-choice", "Friday", ["Ann", "Bob"], "Bob")
    log, _ = record(Log(), "table.created", "host", setup.model_dump(mode="json"), undoable=False)
    s = snapshot_from_table(setup, log, SECRET)
    assert s.state == games.get("owners-choice").codec.fold(log) and s.state["phase"] == "setup"
    with pytest.raises(ValidationError, match="not a Owner's Choice state|Owner's Choice"):
        snap(game="owners-choice", players=("Ann", "Bob"), state={"cash": 5})


# -- canonical state and fingerprint ----------------------------------------------------------


def test_canonical_state_is_sorted_compact_json_without_secret_or_source():
    s = snap(source="somewhere", board_edits={"b": 1, "a": [1, 2]})
    text = canonical_state(s).decode("utf-8")
    doc = json.loads(text)
    assert list(doc) == sorted(doc)
    assert set(doc) == {"game", "name", "players", "banker", "board_version", "board_edits", "state"}
    assert " " not in text and SECRET not in text and "somewhere" not in text
    assert text == json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def test_fingerprint_is_eight_base32_chars_of_the_keyed_hmac():
    s = snap()
    mac = hmac.new(bytes.fromhex(SECRET), canonical_state(s), hashlib.sha256).digest()
    assert fingerprint(s) == base64.b32encode(mac).decode()[:8]
    assert len(fingerprint(s)) == 8 and set(fingerprint(s)) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


@pytest.mark.parametrize(
    "changes",
    [
        {"game": "rollout"},
        {"name": "Saturday"},
        {"players": ("Bob", "Ann", "Cy")},
        {"players": ("Ann", "Bob", "Cy", "Dee")},
        {"banker": "Ann"},
        {"banker": "Dora"},
        {"board_version": "2"},
        {"board_edits": {"price": 10}},
        {"state": {"last_roll": [3, 6]}},
        {"state": {"last_roll": []}},
        {"table_secret": "f" * 32},
    ],
)
def test_fingerprint_changes_with_every_state_field_and_the_secret(changes):
    assert fingerprint(snap(**changes)) != fingerprint(snap())


def test_fingerprint_ignores_the_source():
    assert fingerprint(snap(source="Ann's phone")) == fingerprint(snap())


def test_calculators_stay_pure():
    code = (
        "import sys, calculators.core.snapshot;"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('flet', 'tinydb', 'companion')];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_bit_packing_for_tight_game_states():
    counts = [4, 2, 1, 0, 3, 0, 10, 0]
    packed = pack_uints(counts, [4] * 8)
    assert packed == bytes([0x42, 0x10, 0x30, 0xA0])
    assert unpack_uints(packed, [4] * 8) == counts
    assert pack_uints([1, 5], [1, 3]) == bytes([0b1101_0000])
    assert unpack_uints(bytes([0b1101_0000]), [1, 3]) == [1, 5]
    assert pack_uints([], []) == b""
    for values, widths in (([16], [4]), ([-1], [4]), ([True], [1]), ([1], [])):
        with pytest.raises(ValueError):
            pack_uints(values, widths)
    with pytest.raises(ValueError, match="padding"):
        unpack_uints(bytes([0b1101_0001]), [1, 3])
    with pytest.raises(ValueError, match="expected 1"):
        unpack_uints(b"\x00\x00", [1, 3])
