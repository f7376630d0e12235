"""The QR round trip of a game in full swing, for every game: the late-game table's share code drawn as a
QR PNG, read back with zxing-cpp, imported on a second device, and the same fingerprint there.

(Issues 5–8: "The QR round trip of a late-game Rollout table passes", "…of a mid-game table passes" for
Roll and Rails, and the round trips of Owner's Choice and Fortune.) The games are built by each game's
own codec tests, so this file only adds the real picture and the import.
"""
import importlib
import sys
from pathlib import Path

import pytest

from calculators.core.boards import board_edits, starting_board
from calculators.core.log import Log
from calculators.core.snapshot import fingerprint, snapshot_from_table
from calculators.core.table import TableSetup
from companion.share import decode, encode, import_snapshot, qr_png, qr_version, read_qr_image, snapshot_of
from companion.storage import Store
from companion.table import TableHub

SECRET = "8899aabbccddeeff0011223344556677"
BUILDERS = {
    "rollout": ("test_rollout_codec", "late_game"),
    "owners-choice": ("test_owners_choice_codec", "late_game"),
    "fortune": ("test_fortune_codec", "late_game"),
    "roll-and-rails": ("test_roll_and_rails_codec", "mid_game"),
}
CALCULATOR_TESTS = str(Path(__file__).resolve().parents[1] / "calculators")


def game_log(game: str) -> Log:
    module, name = BUILDERS[game]
    if CALCULATOR_TESTS not in sys.path:  # those test modules import their helpers by plain name
        sys.path.insert(0, CALCULATOR_TESTS)
    build = getattr(importlib.import_module(module), name)
    built = getattr(build, "__wrapped__", build)()  # the rollout builder is a pytest fixture
    return built if isinstance(built, Log) else built.log


@pytest.mark.parametrize("game", sorted(BUILDERS))
def test_a_game_in_full_swing_survives_the_qr_picture_and_the_import(game, tmp_path):
    log = game_log(game)
    first = log.events[0].data
    setup = TableSetup.model_validate({k: first[k] for k in ("game", "name", "players", "banker")})
    board = starting_board(log)
    original = snapshot_from_table(setup, log, SECRET, board.version if board else "", board_edits(log))
    assert original.state  # a real game state, not an empty table
    code = encode(original)
    text = read_qr_image(qr_png(code))  # the picture, read back by zxing-cpp
    assert text == code and qr_version(code) <= 40
    tablet = TableHub(Store(tmp_path))
    sid = import_snapshot(tablet, decode(text))
    copy = snapshot_of(tablet, sid)
    assert copy.state == original.state
    assert fingerprint(copy) == fingerprint(original)
