"""The QR round trip of a game in full swing, for every game: the late-game table's share code drawn as a
QR PNG, read back with zxing-cpp, imported on a second device, and the same fingerprint there.

(Issues 5–8: "The QR round trip of a late-game Rollout table passes", "…of a mid-game table passes" for
Roll and Rails, and the round trips of Owner's Choice and Fortune.) The games are built by the scripts
the games' own codec tests play (tests/support/<game>/game.py), so this file only adds the real picture and the import.
"""
import pytest

from calculators.core.boards import board_edits, starting_board
from calculators.core.snapshot import fingerprint, snapshot_from_table
from calculators.core.table import TableSetup
from companion.share import decode, encode, import_snapshot, qr_png, qr_version, read_qr_image, snapshot_of
from companion.storage import Store
from companion.table import TableHub
from tests.support.tables import BUILDERS, game_log

SECRET = "8899aabbccddeeff0011223344556677"


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
