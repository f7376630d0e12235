"""Rollout's state codec: the canonical state, its bit-packed form, a QR import, and the size of a late game."""
import pytest

import calculators.rollout as ro
from calculators.core.boards import load_board
from calculators.core.log import Log, record
from calculators.core.snapshot import Snapshot, snapshot_from_table, state_codec
from calculators.core.table import make_setup
from calculators.core.tray import roll_tray
from calculators.rollout.codec import pack, unpack
from tests.support.rollout import B, new_table, seat, stage1, started
from tests.support.rollout.game import NAMES, late_game


def imported_log(players, banker, canon) -> Log:
    setup = make_setup("rollout", "Imported", players, banker)
    data = {**setup.model_dump(mode="json"), "board": load_board("rollout").model_dump(mode="json"),
            "state": canon, "source": "QR"}
    return record(Log(), "table.imported", "host", data, undoable=False)[0]


def test_round_trip_and_import_give_the_same_table():
    t = late_game()
    canon = ro.shared_state(t.log)
    assert unpack(pack(canon)) == canon
    log = imported_log(NAMES, NAMES[1], canon)
    assert ro.shared_state(log) == canon
    s = ro.state_of(log)
    assert s.bank == t.state.bank and s.holdings == t.state.holdings and s.last_turn == 6
    # Play goes on from the imported table.
    log, _ = ro.pay_stage1(log, B, NAMES[0])
    assert ro.state_of(log).company_of(NAMES[0]).paid


def test_a_table_still_being_set_up_is_a_plain_table():
    log = new_table()
    log, ev = roll_tray(log, B, 2, "who is Chairman")
    assert ro.shared_state(log) == {"last_roll": list(ev.data["faces"])}
    assert unpack(pack({"last_roll": [3, 4]})) == {"last_roll": [3, 4]}
    assert ro.state_of(imported_log(("Ann", "Bob"), "Ann", {"last_roll": [1]})).stage == 0


def test_every_stage_packs_and_imports():
    t = started()
    seen = set()

    def check():
        canon = ro.shared_state(t.log)
        assert unpack(pack(canon)) == canon
        assert ro.shared_state(imported_log(t.state.players, "Ann", canon)) == canon
        seen.add((t.state.stage, t.state.rollout.step if t.state.stage == 2 else None))

    from calculators.core import bids
    from calculators.rollout.stage2_budgets import budgets_round
    check()
    stage1(t, Ann={"pay_dividends": False})
    check()
    t.do(ro.check_hex, B, faces=[1])
    t.do(ro.open_budgets, B)
    for p in ("Ann", "Bob", "Cy", "Dee"):
        t.do(bids.enter, seat(p), budgets_round(t.state), {"advertising": "100", "price": "40"})
    t.do(ro.reveal_budgets, B)
    check()
    t.do(ro.show_card, B, "Ann", 5, True)
    t.do(ro.show_card, B, "Bob", None, True)
    check()
    for p in ("Cy", "Dee"):
        t.do(ro.show_card, B, p, 5, True)
    t.do(ro.roll_sales, B, "Ann", faces=[3] * sum(k for _, k in ro.dice_for(t.state, "Ann")))
    check()
    for p in ("Cy", "Dee"):
        t.do(ro.roll_sales, B, p, faces=[2] * sum(k for _, k in ro.dice_for(t.state, p)))
    t.do(ro.collect_profits, B)
    check()
    t.do(ro.adjust_prices, B)
    check()
    t.do(ro.start_stage, B, ["Ann"])
    check()
    t.do(ro.end_stage, B)
    t.do(ro.start_stage, B, ["Bob", "Cy"], faces=[2])
    t.do(ro.bid, B, "Bob", t.state.tables.price(t.company("Bob").price))
    check()
    t.do(ro.sell_lot, B)
    while t.state.auction.lot:
        t.do(ro.pass_lot, B)
    check()
    t.do(ro.end_stage, B)
    t.do(ro.start_stage, B, ["Ann", "Dee"], faces=[1])
    t.do(ro.open_store_plans, B)
    t.do(ro.enter_store_plan, seat("Ann"), "sell", 1)
    t.do(ro.enter_store_plan, seat("Dee"), "build", 2)
    t.do(ro.reveal_store_plans, B)
    t.do(ro.carry_out_plan, B, "Ann")
    check()
    assert {s for s, _ in seen} == {1, 2, 3, 4, 5}


def refused(values):
    with pytest.raises((ValueError, TypeError)):
        unpack(values)


def test_unpack_refuses_what_pack_would_not_write():
    canon = ro.shared_state(late_game().log)
    version, data = pack(canon)
    refused([version + 1, data])
    refused([version, data + b"\x00"])
    refused([version, data[:-1]])
    refused([version, bytes([data[0] ^ 0x10]) + data[1:]])  # another version inside
    refused([version, data[:-1] + bytes([data[-1] | 1])] if data[-1] & 1 == 0 else [version, b""])
    refused([version, "text"])
    refused("not a list")
    refused([True, data])
    for i in range(len(data)):  # every flipped byte is refused or gives back exactly what it packs from
        bad = data[:i] + bytes([data[i] ^ 0xFF]) + data[i + 1:]
        try:
            again = unpack([version, bad])
        except (ValueError, TypeError, IndexError):
            continue
        assert pack(again) == [version, bad]


def test_a_six_player_late_game_fits_qr_version_10():
    companion_share = pytest.importorskip("companion.share")
    t = late_game()
    setup = make_setup("rollout", "T" * 12, NAMES, NAMES[1])
    snap = snapshot_from_table(setup, t.log, "cd" * 16, "rollout-1", {})
    packed = state_codec("rollout").pack(snap.state)
    code = companion_share.encode(snap)
    print(f"late game: packed state {len(packed[1])} bytes; share code {len(code)} characters; "
          f"QR version {companion_share.qr_version(code)}")
    assert len(packed[1]) <= 84
    assert companion_share.qr_version(code) <= 10
    assert companion_share.decode(code).state == snap.state
    assert Snapshot.model_validate(snap.model_dump()).state == snap.state


# Written by version 1 of the codec (before the settings of issue 14): the late game above after Stage 1 of
# its first player, settings [0, 0, 1, 1].
V1_CODE = bytes.fromhex(
    "1c4ce04c044321482609afa1376cbf2e46fec50b194e5276db6aa9d2b6bc806d39e8f135783ffff90c320000001b964ee8c30187"
    "8adea2a555555000")


def test_a_version_1_code_still_imports_with_the_new_settings_at_their_defaults():
    canon = unpack([1, V1_CODE])
    assert canon["opts"] == [0, 0, 1, 1, 0, 0] and all(row[18] == 0 for row in canon["co"])
    s = ro.state_of(imported_log(NAMES, NAMES[1], canon))
    assert s.stage == 1 and s.company_of(NAMES[0]).paid and not s.options.loan_cap_raised_once
    assert unpack(pack(canon)) == canon and pack(canon)[0] == 2


def test_loans_repaid_in_stage_1_travel_with_the_code():
    t = late_game()
    t.do(ro.repay, B, NAMES[2], 2)
    canon = ro.shared_state(t.log)
    assert canon["co"][2][18] == 2 and unpack(pack(canon)) == canon
    s = ro.state_of(imported_log(NAMES, NAMES[1], canon))
    assert s.company_of(NAMES[2]).repaid == 2
    interest = [ln for ln in ro.preview_stage1(s, NAMES[2]).lines if ln.what.startswith("Interest")]
    assert interest == [ln for ln in ro.preview_stage1(t.state, NAMES[2]).lines if ln.what.startswith("Interest")]
    assert interest[0].amount == t.state.tables.interest(3)  # $3B outstanding when Stage 1 began, $2B repaid
