"""The state codec for sharing a table by QR code: round trip, import, refusals and the packed size."""
import random

import pytest
from tests.support.owners_choice import Game, autoplay, decide, new_log, random_pregame
from tests.support.owners_choice.game import FIVE, late_game

import calculators.owners_choice as oc
from calculators.core.boards import load_board
from calculators.core.log import Log, record
from calculators.core.snapshot import Snapshot, snapshot_from_table, state_codec, state_of
from calculators.core.table import make_setup
from calculators.owners_choice import codec

SECRET = "0123456789abcdef0123456789abcdef"


def imported(players, banker, state, board_edits=None):
    setup = make_setup("owners-choice", "Friday", list(players), banker)
    data = {**setup.model_dump(mode="json"), "board": load_board("owners-choice").model_dump(mode="json"),
            "state": state}
    if board_edits:
        data["board_edits"] = board_edits
    log, _ = record(Log(), "table.imported", "host", data, undoable=False)
    return log


def packed_size(values):
    """Bytes the packed values carry: byte strings, plus a byte or three per small number (as CBOR would)."""
    size = 0
    for v in values:
        if isinstance(v, bytes):
            size += len(v) + 2
        elif isinstance(v, list):
            size += 1 + sum(1 if x < 24 else 2 if x < 256 else 3 for x in v)
        else:
            size += 1 if v < 24 else 2 if v < 256 else 3
    return size


def test_registered_codec_folds_the_log():
    g = late_game(turns=5)
    assert state_codec("owners-choice").fold is codec.fold
    assert state_of("owners-choice", g.log) == codec.to_canonical(g.st)


@pytest.mark.parametrize("turns", [0, 1, 12, 60])
def test_round_trip_and_import_give_the_same_state(turns):
    g = Game(players=FIVE, banker="Bob")
    if turns:
        rng = random.Random(turns)
        random_pregame(g, rng)
        autoplay(g, rng, turns)
    state = codec.fold(g.log)
    assert codec.unpack(codec.pack(state)) == state
    log = imported(FIVE, "Bob", state)
    assert codec.fold(log) == state
    assert oc.state_of(log).model_dump(exclude={"bank"}) == g.st.model_dump(exclude={"bank"})
    assert oc.state_of(log).bank == g.st.bank  # the Bank is derived: -(Fund + cash)


def test_a_state_with_a_pending_decision_travels_and_play_goes_on_after_import():
    g = Game(players=("Ann", "Bob", "Cy"), banker="Cy")
    g.pregame({"RED": 2}, {"BLUE": 1}, {})
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "president", face="Other company +1")
    state = codec.fold(g.log)
    assert state["pending"] == {"kind": "other_company", "seat": 0, "company": "RED", "face": "other_up1"}
    log = imported(("Ann", "Bob", "Cy"), "Cy", state)
    log, _ = oc.choose_other_company(log, "seat:Ann", "Ann", "BLUE")
    log, _ = oc.end_turn(log, "seat:Ann", "Ann")
    g.do("Ann", oc.choose_other_company, "BLUE")
    g.do("Ann", oc.end_turn)
    assert codec.fold(log) == codec.fold(g.log)


def test_imported_board_edits_apply():
    g = Game()
    dividends = list(load_board("owners-choice").values["dividends"])
    dividends[4] = 33
    log = imported(("Ann", "Bob", "Cy"), "Bob", codec.fold(g.log), {"dividends": dividends})
    assert oc.state_of(log).tables.dividends[4] == 33


def test_late_game_five_player_packed_size():
    g = late_game()
    state = codec.fold(g.log)
    values = codec.pack(state)
    assert state["turn"] == 60 and len(state["history"]) == 60
    # The header (seats, flags, holdings, prices, Presidents, pending) is 19 bytes; the price
    # history 4 x 5 bits a turn. Measured: 191 bytes in all at turn 60 (see the report).
    assert len(values[1]) == 19 and len(values[6]) == 150
    assert packed_size(values) < 200


def test_snapshot_accepts_the_state_and_refuses_a_broken_one():
    g = late_game(turns=4)
    setup = make_setup("owners-choice", "Friday", list(FIVE), "Bob")
    snap = snapshot_from_table(setup, g.log, SECRET)
    assert snap.state == codec.fold(g.log)
    broken = {**snap.state, "phase": "lunch"}
    with pytest.raises(ValueError):
        Snapshot(game="owners-choice", name="Friday", players=FIVE, banker="Bob", table_secret=SECRET, state=broken)


def mutate(state, **changes):
    return {**state, **changes}


@pytest.mark.parametrize("change", [
    {"phase": "lunch"},
    {"overshoot": "bounce"},
    {"current": 5},
    {"turn": 99},
    {"positions": [0, 4, 4, 4]},
    {"presidents": [1, None, None, None]},
    {"stocks": [[13, 0, 0, 0]] + [[0, 0, 0, 0]] * 4},
    {"pending": {"kind": "company", "seat": 0, "company": None, "face": None}},
    {"pending": {"kind": "dance", "seat": 0, "company": None, "face": None}},
    {"traded": 2},
    {"cash": [-1, 690, 690, 690, 690]},
    {"cash": [690, 690]},
    {"history": []},
])
def test_unpack_refuses_what_pack_would_not_produce(change):
    g = late_game(turns=3)
    state = mutate(codec.fold(g.log), **change)
    with pytest.raises((ValueError, KeyError, TypeError, IndexError)):
        codec.from_canonical(state, FIVE, g.st.tables)


@pytest.mark.parametrize("tweak", [
    lambda v: v[:6],
    lambda v: [2, *v[1:]],
    lambda v: [v[0], v[1] + b"\x00", *v[2:]],
    lambda v: [*v[:2], -1, *v[3:]],
    lambda v: [*v[:2], True, *v[3:]],
    lambda v: [*v[:4], v[4][:4], *v[5:]],
    lambda v: [*v[:5], v[5] + 1, v[6]],
    lambda v: [*v[:6], v[6][:-1] + bytes([v[6][-1] | 1])],
    lambda v: [v[0], bytearray(v[1]), *v[2:]],
])
def test_unpack_refuses_damaged_values(tweak):
    values = codec.pack(codec.fold(late_game(turns=3).log))
    with pytest.raises(ValueError):
        codec.unpack(tweak(values))


def test_every_phase_round_trips():
    g = Game(players=("Ann", "Bob"), banker="Ann")
    states = [codec.fold(new_log(("Ann", "Bob"), "Ann")), codec.fold(g.log)]
    g.pregame({"RED": 1}, {})
    g.do("Ann", oc.move_pawn, 1, "event")
    rng = random.Random(2)
    while g.st.pending is not None:
        decide(g, rng)
        states.append(codec.fold(g.log))
    g.do(g.st.current, oc.trade, [("BLUE", 1)])
    g.do(g.st.current, oc.end_turn)
    g.do(g.st.current, oc.move_pawn, 1, "goal")
    states.append(codec.fold(g.log))
    assert states[-1]["phase"] == "over"
    for state in states:
        assert codec.unpack(codec.pack(state)) == state
