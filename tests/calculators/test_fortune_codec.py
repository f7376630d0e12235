"""Fortune's state codec for QR sharing: round trip, import, refusals, and a late-game state's size."""
import pytest

from calculators.core.log import Log, record
from calculators.core.snapshot import Snapshot, state_codec
from calculators.fortune import actions as A
from calculators.fortune.codec import fold, pack, unpack
from calculators.fortune.fold import state_of
from calculators.fortune.state import FortuneState
from calculators.fortune.tables import HOUSE_RULES
from calculators.fortune.turns import took_nothing
from tests.support.fortune import B, Table, check
from tests.support.fortune.game import SIX, late_game

SECRET = "0123456789abcdef0123456789abcdef"


@pytest.fixture(scope="module")
def late():
    return late_game()


def test_round_trip_at_every_stage(late):
    states = [fold(Table(start=False).log), fold(Table().log), fold(late.log)]
    t = Table(start=False)
    t.do(A.set_up, B, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120)
    states.append(fold(t.log))
    over = Table()
    over.pay_in("Cy", 300_000)
    states.append(fold(over.log))
    for s in states:
        assert unpack(pack(s)) == s
    assert state_codec("fortune").pack is pack


def test_a_late_six_player_state_packs_small(late):
    state = fold(late.log)
    assert state["due"] is not None and len(state["shares"]) == 6
    values = pack(state)
    cbor = pytest.importorskip("companion.share.cbor")
    size = len(cbor.dumps(values))
    print(f"\nFortune late-game six-player state: {size} bytes CBOR")
    assert size <= 340
    codec = pytest.importorskip("companion.share.codec")
    snap = Snapshot(game="fortune", name="Fortune night", players=SIX, banker="Annabelle", table_secret=SECRET,
                    state=state)
    text = codec.encode(snap)
    print(f"share code: {len(text)} characters")
    assert codec.decode(text).state == state


def test_an_imported_table_continues_from_the_state(late):
    state = fold(late.log)
    first = {"game": "fortune", "name": "x", "players": list(SIX), "banker": "Annabelle", "state": state}
    log, _ = record(Log(), "table.imported", "host", first, undoable=False)
    assert fold(log) == state
    t = Table(start=False)
    t.log = log
    t.refused("Bob muss erst", A.roll_move, B, "Bob", 1)
    t.do(A.sell_urgently, B, "Bob", ["vereinsbank"], bonds=4)
    t.do(A.declare_bankrupt, B, "Bob")
    assert state_of(t.log).sheet("Bob").bankrupt
    check(t.log)


def _tampered(values, path, new):
    import copy
    v = copy.deepcopy(values)
    target = v
    for i in path[:-1]:
        target = target[i]
    target[path[-1]] = new
    return v


@pytest.mark.parametrize("path, new", [
    ((0,), 2),  # another version
    ((4, 0), 1),  # the Kasse no longer matches the players' cash
    ((7, 0, 1), 300_000 * 2 + 1),  # 300.000 DM written exactly instead of in thousands
    ((3, 0), -1),  # a negative landing count
    ((1,), ["Ann"] * 7),  # seven players
    ((8, 0), 99 * 8 + 1),  # an unknown company
])
def test_unpack_refuses_what_pack_would_not_write(late, path, new):
    values = pack(fold(late.log))
    with pytest.raises(ValueError):
        unpack(_tampered(values, path, new))


def test_unpack_refuses_wrong_shapes():
    for bad in ([], "x", [1] * 9, [1] * 10):
        with pytest.raises(ValueError):
            unpack(bad)
    with pytest.raises(ValueError):
        Snapshot(game="fortune", name="F", players=("Ann", "Bob"), banker="Ann", table_secret=SECRET,
                 state={"last_roll": [3, 5]})


def test_house_rules_and_an_owed_oka_sale_survive_the_code():
    # The house rules a table chose and an ÖKA sale waiting for its price travel in the share code;
    # a table without them writes the same ten parts as before.
    t = Table(house_rules=["bonds_back_on_bond_space_only", "sale_premium_on_top"])
    t.turn("Ann", "other")
    t.turn("Bob", "shares-commerzbank")
    t.do(A.buy_shares, B, "Bob")
    t.do(A.card_payment, B, "Cy", None, 100_000, "Steuer")
    t.turn("Cy", "commerzbank-1")
    t.do(A.challenge, B, "Cy", values=["-20 %", "+60 %"])
    state = fold(t.log)
    values = pack(state)
    assert len(values) == 11 and values[9][-1] == 6  # BUSINESSES[6] = commerzbank, the ÖKA's package
    assert unpack(values) == state and state["due"]["company"] == "commerzbank"
    assert state["house_rules"] == ["bonds_back_on_bond_space_only", "sale_premium_on_top"]
    for bad in (0, 1 << len(HOUSE_RULES), -1, True):  # no house rule, one beyond the known ones
        with pytest.raises(ValueError):
            unpack([*values[:10], bad])
    plain = Table()
    assert len(pack(fold(plain.log))) == 10


def test_a_chip_handed_in_before_the_roll_survives_the_code():
    # Consulting: one chip before rolling, then the roll. A table shared between the chip and the roll continues
    # from its state alone: the second chip stays refused on the other device; a code without it is as before.
    t = Table()
    t.chips_then_roll("Ann", "consulting", 2)
    assert pack(fold(t.log))[3] == [state_of(t.log).landing, state_of(t.log).moves, 0, state_of(t.log).start_rounds]
    t.do(A.use_service_chip, B, "Ann", "consulting")
    values = pack(fold(t.log))
    assert values[3][-1] == 1 and unpack(values)["chip_used"] is True
    for bad in (0, 2):
        with pytest.raises(ValueError):
            unpack([*values[:3], [*values[3][:4], bad], *values[4:]])
    first = {"game": "fortune", "name": "x", "players": ["Ann", "Bob", "Cy"], "banker": "Kim", "state": unpack(values)}
    shared = Table(start=False)
    shared.log, _ = record(Log(), "table.imported", "host", first, undoable=False)  # as an import starts a table
    shared.refused("schon einen Chip eingesetzt", A.use_service_chip, B, "Ann", "consulting")
    shared.do(A.roll_move, B, "Ann", 1, values=[3])


def test_what_a_fire_took_survives_the_code_after_the_claim_is_booked(late):
    # Insurance: "If you land on the second space, you must deliver one finished product to the Kasse, if you have
    # one … you collect 30,000 DM from the Kasse for one finished product". A walk's table was shared after
    # Annabelle's claim was booked: the device it was imported on said "Annabelle holds no finished product: the fire
    # takes nothing" beside her balance sheet — the code kept the claim (none open) but not what the fire took.
    t = late_game()
    assert state_of(t.log).lost == 1 and not took_nothing(state_of(t.log))  # the fire took one of her two products
    t.do(A.claim_insurance, B, "Annabelle")
    values = pack(fold(t.log))
    assert values[3][4:] == [0, 1]  # no chip handed in; one product lost on this landing
    first = {"game": "fortune", "name": "x", "players": list(SIX), "banker": "Annabelle", "state": unpack(values)}
    shared, _ = record(Log(), "table.imported", "host", first, undoable=False)  # as an import starts a table
    st = state_of(shared)
    assert (st.claim, st.lost, st.sheet("Annabelle").products) == (0, 1, 1) and not took_nothing(st)
    for tail in ([0], [2], [0, 0], [1, 0], [2, 1], [0, -1]):  # only what pack writes
        with pytest.raises(ValueError):
            unpack([*values[:3], [*values[3][:4], *tail], *values[4:]])
    t.do(A.declare_bankrupt, B, "Bob")
    t.turn("Carla", "other")  # the next roll ends the landing: nothing lost on it any more, the code as before
    assert state_of(t.log).lost == 0 and len(pack(fold(t.log))[3]) == 4


def test_a_fire_or_an_explosion_that_takes_nothing_is_known_from_the_state():
    # Explosion: "two factory chips (or one, if that is all you have)"; fire: "one finished product … if you have
    # one".
    t = Table()
    t.turn("Ann", "fire")  # Ann holds no product
    assert took_nothing(state_of(t.log)) and "lost" not in fold(t.log)  # written as before: the table check stays
    t.turn("Bob", "factory-1")
    t.do(A.buy_chips, B, "Bob", "factory", 1)
    t.turn("Cy", "other")
    t.turn("Ann", "other")
    t.turn("Bob", "explosion")  # his one chip goes, uninsured
    assert state_of(t.log).lost == 1 and state_of(t.log).claim == 15_000 and not took_nothing(state_of(t.log))
    old = {**fold(t.log)}
    del old["lost"]  # a code written before the loss was carried: the open claim still says something was taken
    assert not took_nothing(FortuneState.model_validate(old))
