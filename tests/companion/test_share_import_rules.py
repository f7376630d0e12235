"""Imports replayed through the rules before anything is saved (issue 13, item 4), strict table files
(issue 18, item 7), and every game's code and file read by a freshly started process (issue 13, item 1)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from calculators.core.log import now_iso
from calculators.core.snapshot import Snapshot
from calculators.games import IDS
from companion.share import ShareError, decode, encode, export_session, import_session_file, import_snapshot
from companion.share import snapshot_of, table_fingerprint
from companion.storage import Store
from companion.table import TableHub
from tests.support.refusals import forged
from tests.support.tables import started_table

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def hub(tmp_path):
    return TableHub(Store(tmp_path / "phone"))


@pytest.fixture
def other(tmp_path):
    return TableHub(Store(tmp_path / "tablet"))


def nothing_saved(hub):
    assert hub.store.list_sessions() == ([], [])
    assert list(hub.store.sessions_dir.iterdir()) == []


def doc_of(hub, sid):
    return json.loads(export_session(hub.store.load(sid)))


def refused_file(other, data):
    with pytest.raises(ShareError) as info:
        import_session_file(other.store, data)
    nothing_saved(other)
    return info.value.message


# -- the four forbidden imports of the issue ------------------------------------------------


def test_a_code_whose_board_edit_sets_stock_supply_to_minus_5_is_refused(hub, other):
    """Owner's Choice, Stock Trade: "you cannot buy stocks that do not exist"; a supply below zero is no table."""
    s = snapshot_of(hub, started_table(hub, "owners-choice"))
    bad = Snapshot(**{**s.model_dump(), "board_edits": {"stock_supply": {"RED": -5, "BLUE": 15, "GREEN": 15,
                                                                          "YELLOW": 15}}})
    with pytest.raises(ShareError) as info:
        import_snapshot(other, decode(encode(bad)))
    assert "the board table “Stocks of each company”" in info.value.message and info.value.kind == "invalid"
    assert "stock_supply" not in info.value.message  # the title the board tables screen shows, not the key
    nothing_saved(other)
    import_snapshot(other, decode(encode(s)))  # the same code without the edit imports


def test_a_file_with_a_trade_made_by_bob_s_seat_for_ann_is_refused(hub, other):
    sid = started_table(hub, "owners-choice")
    doc = doc_of(hub, sid)
    n = len(doc["events"]) + 1
    trade = {"seat": "Ann", "orders": [["RED", 12]], "net": {"RED": 12}, "prices": {}}
    message = refused_file(other, forged(doc, "oc.traded", "seat:Bob", trade))
    assert f"Action #{n}: Bob's seat cannot act for Ann" in message
    assert "oc.traded" not in message and "Event" not in message  # History's number, never the internal kind


def test_a_file_with_a_trade_ann_cannot_pay_is_refused_even_from_her_own_seat(hub, other):
    """Ann holds $490 after her pre-game purchase; 5 RED at $100 cost $500. The trade command itself
    refuses it on import (it is re-run with the event's actor and data), so Cy's pre-game purchase is
    passed first: "Stock Trade" happens in a player's turn, after the pre-game purchases (Setup 9)."""
    from calculators.owners_choice import pregame_buy

    sid = started_table(hub, "owners-choice")
    hub.act(sid, lambda log: pregame_buy(log, "seat:Cy", "Cy", {}))
    doc = doc_of(hub, sid)
    n = len(doc["events"]) + 1
    trade = {"seat": "Ann", "orders": [["RED", 5]], "net": {"RED": 5}, "prices": {}}
    message = refused_file(other, forged(doc, "oc.traded", "seat:Ann", trade))
    assert f"Action #{n}: Ann has $490; this costs $500." in message


def test_a_file_with_a_trade_before_the_pre_game_purchases_are_over_is_refused(hub, other):
    """Owner's Choice, Setup 9: the pre-game purchases go round once before the first turn; the trade
    command refuses a Stock Trade before then, and so does an import that holds one."""
    doc = doc_of(hub, started_table(hub, "owners-choice"))
    n = len(doc["events"]) + 1
    trade = {"seat": "Ann", "orders": [["RED", 1]], "net": {"RED": 1}, "prices": {}}
    message = refused_file(other, forged(doc, "oc.traded", "seat:Ann", trade))
    assert f"Action #{n}: The pre-game stock purchases are not over." in message


def test_a_file_with_a_pawn_move_out_of_turn_is_refused_and_nothing_saved(hub, other):
    """Owner's Choice, Turn: it is Ann's turn (the start player) once the pre-game purchases are over; Bob's
    seat moving the pawn for Bob is refused by the pawn command itself, re-run on import."""
    from calculators.owners_choice import pregame_buy

    sid = started_table(hub, "owners-choice")
    hub.act(sid, lambda log: pregame_buy(log, "seat:Cy", "Cy", {}))
    doc = doc_of(hub, sid)
    n = len(doc["events"]) + 1
    move = {"seat": "Bob", "spaces": 2, "square": "company", "company": "RED"}
    message = refused_file(other, forged(doc, "oc.pawn_moved", "seat:Bob", move))
    assert f"Action #{n}: It is Ann's turn, not Bob's." in message
    import_session_file(other.store, json.dumps(doc_of(hub, sid)).encode())  # the file without the move imports


def test_a_file_with_a_correction_for_a_seat_not_at_the_table_is_refused(hub, other):
    doc = doc_of(hub, started_table(hub, "owners-choice"))
    message = refused_file(other, forged(doc, "oc.cash_corrected", "banker", {"seat": "Zed", "amount": 50}))
    assert "Zed is not at this table" in message


@pytest.mark.parametrize("game, kind, data", [
    ("owners-choice", "oc.cash_corrected", {"seat": "Ann", "amount": 10**30}),
    ("rollout", "rollout.corrected", {"company": None, "field": "cash", "delta": 10**30, "reason": "typo"}),
])
def test_a_file_with_a_correction_of_10_to_the_30_is_refused(hub, other, game, kind, data):
    sid = started_table(hub, game)
    doc = doc_of(hub, sid)
    if game == "rollout":
        from calculators.rollout import state_of

        data["company"] = state_of(hub.get(sid).log).company_of("Ann").name
    message = refused_file(other, forged(doc, kind, "banker", data))
    assert f"Action #{len(doc['events'])}: " in message and "1e+30 is beyond the bounds of" in message


def test_a_seat_cannot_undo(hub, other):
    """Only the banker takes back an action (the app's undo is the banker's)."""
    doc = doc_of(hub, started_table(hub, "owners-choice"))
    doc["events"].append({"seq": len(doc["events"]) + 1, "kind": "undo", "actor": "seat:Cy", "at": now_iso(),
                          "data": {"target_kind": "oc.pregame_bought"}, "target": len(doc["events"]),
                          "undoable": False})
    assert "only the banker can undo" in refused_file(other, json.dumps(doc).encode())


# -- strict files (issue 18, item 7) --------------------------------------------------------------


@pytest.mark.parametrize("where", ["meta", "top", "event", "board"])
def test_a_7_9_mb_junk_field_is_refused_and_never_saved(hub, other, where):
    doc = doc_of(hub, started_table(hub, "fortune"))
    junk = "x" * 7_900_000
    if where == "meta":
        doc["meta"]["notes"] = junk
    elif where == "top":
        doc["junk"] = junk
    elif where == "event":
        doc["events"][-1]["data"]["note"] = junk
    else:
        doc["events"][0]["data"]["board"]["notes"]["supply"] = junk
    message = refused_file(other, json.dumps(doc).encode())
    assert ("does not write" in message) if where in ("meta", "top") else ("7,900,000 characters" in message)


def test_a_seat_tokens_key_in_any_spelling_is_refused(hub, other):
    doc = doc_of(hub, started_table(hub, "rollout"))
    doc["meta"]["Seat_Tokens"] = {"Ann": "0123456789abcdef"}
    assert "meta.Seat_Tokens" in refused_file(other, json.dumps(doc).encode())


def test_imported_details_are_rebuilt_from_the_checked_setup(hub, other):
    sid = started_table(hub, "roll-and-rails")
    doc = doc_of(hub, sid)
    doc["meta"]["name"] = "Something else"  # the setup decides the table's name
    new = import_session_file(other.store, json.dumps(doc).encode())
    meta = other.store.load(new).meta
    assert set(meta) == {"game", "name", "setup", "table_secret", "id", "schema", "created", "updated"}
    assert meta["name"] == "Roll and Rails night" and meta["table_secret"] == doc["meta"]["table_secret"]
    assert table_fingerprint(other, new) == table_fingerprint(hub, sid)


# -- a freshly started process reads every game (issue 13, item 1) --------------------------------

FRESH = """
import json, sys
from companion.share import decode, import_snapshot, import_session_file, table_fingerprint
from companion.storage import Store
from companion.table import TableHub

cases = json.load(open(sys.argv[1]))
hub = TableHub(Store(sys.argv[2]))
out = {}
for game, case in cases.items():
    a = import_snapshot(hub, decode(case["code"]))
    b = import_session_file(hub.store, open(case["file"], "rb").read())
    out[game] = [table_fingerprint(hub, a), table_fingerprint(hub, b), hub.get(b).setup.game]
print(json.dumps(out))
"""


def test_a_fresh_process_imports_a_code_and_a_file_of_every_game(hub, tmp_path):
    cases, wanted = {}, {}
    for game in IDS:
        sid = started_table(hub, game)
        path = tmp_path / f"{game}.table.json"
        path.write_bytes(export_session(hub.store.load(sid)))
        cases[game] = {"code": encode(snapshot_of(hub, sid)), "file": str(path)}
        fp = table_fingerprint(hub, sid)
        wanted[game] = [fp, fp, game]
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    run = subprocess.run([sys.executable, "-c", FRESH, str(tmp_path / "cases.json"), str(tmp_path / "fresh")],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == wanted
