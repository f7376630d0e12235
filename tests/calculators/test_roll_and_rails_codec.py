"""The state codec for QR sharing: round trips, a mid-game five-player table's packed size, refusals."""
import pytest

from calculators.core.game import rules_for
from calculators.core.log import Log, record
from calculators.core.snapshot import TABLE_IMPORTED, check_plain, snapshot_from_table, state_codec
from calculators.core.table import make_setup
from calculators.roll_and_rails import (
    Hop, Shipment, assign_dice, build_track, count_connections, end_turn, enter_city_goods, fold, flip_die, pack,
    pass_shipping, ship_goods, state_of, take_money, unpack, upgrade_stock,
)
from calculators.roll_and_rails.fold import start_of
from test_roll_and_rails_kit import GAME, dealt, new_table, rich, seat, started, step
from companion.share.codec import decode, encode, payload_size

PLAYERS = ["Ann", "Bob", "Cy", "Dee", "Eve"]
SECRET = "0123456789abcdef0123456789abcdef"
HAND = [5, 1, 2, 3]  # the Banker and three curves


def wire_values(v):
    """Only what the wire carries: lists of ints, text, bytes and None."""
    if isinstance(v, list):
        return all(wire_values(x) for x in v)
    return v is None or isinstance(v, (str, bytes)) or (isinstance(v, int) and not isinstance(v, bool))


def roundtrips(log):
    s = fold(log)
    assert check_plain(s, "state") == s
    values = pack(s)
    assert wire_values(values) and unpack(values) == s
    return log


def play_round(log, ship=True):
    s = state_of(log)
    log = dealt(log, {p: HAND for p in s.players}, leftover=6)
    for p in state_of(log).clockwise():
        log = step(log, assign_dice, seat(p), ["banker", "curve", "curve", "curve"])
        log = step(log, take_money, seat(p), 0)
        log = roundtrips(step(log, build_track, seat(p), 1, ["forest", "river"]))
        log = step(log, end_turn, seat(p))
    for i, p in enumerate(state_of(log).clockwise()):
        if ship and i % 2 == 0:
            route = Shipment(good="red", origin="Hamburg", hops=(Hop(owner=p, to=f"Red {i}", colour="red"),))
            log = roundtrips(step(log, ship_goods, seat(p), route, "vp"))
        else:
            log = step(log, pass_shipping, seat(p))
    return log


def mid_game():
    """Five players, eight rounds; round 3 half played: two turns done, one under way, a manipulator used."""
    log = rich(PLAYERS, 2, rounds=8)
    for k, city in enumerate(["Berlin", "Hamburg", "Munich", "Cologne", "Bremen", "Dresden", "Leipzig", "Kiel"]):
        log = roundtrips(step(log, enter_city_goods, "banker", city, [1 + k % 5, 1 + (k + 1) % 5, 6]))
    log = play_round(play_round(log))
    for p in PLAYERS:
        log = step(log, count_connections, seat(p), 2, 1)
    s = state_of(log)
    log = dealt(log, {p: [6, 5, 4, 2] for p in s.players}, leftover=3)
    order = state_of(log).clockwise()
    log = step(log, flip_die, seat(order[3]), 3)
    for p in order[:2]:
        log = step(log, assign_dice, seat(p), ["upgrade", "banker", "straight", "straight"])
        log = step(step(log, upgrade_stock, seat(p), 0), end_turn, seat(p))
    log = step(log, assign_dice, seat(order[2]), ["upgrade", "mechanic", "straight", "straight"])
    return roundtrips(step(log, upgrade_stock, seat(order[2]), 0))


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
