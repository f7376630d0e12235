"""The state codec for QR sharing: round trips, a mid-game five-player table's packed size, refusals."""
import pytest

from calculators.core.game import rules_for
from calculators.core.log import Log, record
from calculators.core.snapshot import TABLE_IMPORTED, snapshot_from_table, state_codec
from calculators.core.table import make_setup
from calculators.roll_and_rails import (
    assign_dice, build_track, end_turn, fold, pack,
    state_of, unpack,
)
from calculators.roll_and_rails.fold import start_of
from tests.support.roll_and_rails import GAME, dealt, new_table, seat, started, step
from tests.support.roll_and_rails.game import PLAYERS, mid_game, roundtrips
from companion.share.codec import decode, encode, payload_size

SECRET = "0123456789abcdef0123456789abcdef"


@pytest.fixture(scope="module")
def midgame():
    return mid_game()


def test_mid_game_five_players_round_trips_and_packs_small(midgame, capsys):
    log = midgame
    s = state_of(log)
    assert (s.round, s.phase, len(s.players)) == (3, "actions", 5)
    setup = make_setup(GAME, "Friday", PLAYERS, "Bank")
    snap = snapshot_from_table(setup, log, SECRET)
    code = encode(snap)
    assert decode(code).state == snap.state == fold(log)
    size = payload_size(code)
    with capsys.disabled():
        print(f"\nRoll and Rails mid-game five-player state: {size} bytes on the wire, {len(code)} QR characters")
    assert size < 600


def test_an_imported_table_continues_from_the_state(midgame):
    log = midgame
    first = log.events[0].data
    imported, _ = record(Log(), TABLE_IMPORTED, "host",
                         {**{k: first[k] for k in ("game", "name", "players", "banker", "board")},
                          "state": fold(log)}, undoable=False)
    assert state_of(imported) == state_of(log) == start_of(imported)
    assert fold(imported) == fold(log)
    order = state_of(log).clockwise()
    a = step(log, end_turn, seat(order[2]))
    b = step(imported, end_turn, seat(order[2]))
    assert state_of(a) == state_of(b)


def test_the_codec_and_rules_are_registered(midgame):
    assert state_codec(GAME).pack is pack and state_codec(GAME).unpack is unpack
    rules = rules_for(GAME)
    s = rules.state_of(midgame)
    # No hidden information: player sheets are public, so every viewer sees everything.
    assert rules.view_for(s, "Ann") == rules.view_for(s, None) == s


def test_an_engineers_fourth_curve_round_trips():
    # Engineer: "4 tracks total … of any given shape" — four curves fit in the code (3 bits a shape
    # then; one byte of 2 bits a shape otherwise, as before).
    log = step(dealt(started(PLAYERS[:2]), {PLAYERS[0]: [4, 1, 2, 3], PLAYERS[1]: [6, 5, 4, 3]}),
               assign_dice, seat(PLAYERS[0]), ["engineer", "curve", "curve", "curve"])
    for die in (1, 2, 3):
        log = step(log, build_track, seat(PLAYERS[0]), die, ["plains"])
    assert len(pack(fold(log))[4][0][7]) == 1
    log = step(log, build_track, seat(PLAYERS[0]), 0, ["plains"], shape="curve")
    sheet = pack(fold(roundtrips(log)))[4][0]
    assert fold(log)["sheets"][0]["pieces"] == [4, 0, 0] and len(sheet[7]) == 2


def test_a_fresh_table_round_trips():
    roundtrips(new_table(["Ann"]))
    roundtrips(new_table(PLAYERS))


@pytest.mark.parametrize("damage", [
    lambda v: v[:-1],
    lambda v: [*v[:1], [9, *v[1][1:]], *v[2:]],  # an unknown phase
    lambda v: [*v[:6], [c + 1 for c in v[6]], *v[7:]],  # a larger supply is a state of its own: kept as written
    lambda v: [v[0][::-1], *v[1:]],  # sheets under the wrong seats
    lambda v: [*v[:4], [[-5, *x[1:]] for x in v[4]], *v[5:]],  # money below $0: not accounted for
    lambda v: [*v[:2], v[2] + b"\x00", *v[3:]],  # a padding byte
    lambda v: [*v[:2], b"\xff" + v[2][1:], *v[3:]],  # a die showing 7
    lambda v: "nonsense",
])
def test_unpack_refuses_what_pack_would_not_write(midgame, damage):
    values = pack(fold(midgame))
    bad = damage(values)
    try:
        out = unpack(bad)
    except (ValueError, TypeError, KeyError, IndexError):
        return
    assert pack(out) == bad  # anything accepted is exactly what pack writes for it
