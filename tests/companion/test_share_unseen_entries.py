"""A file of the whole table carries no sealed entry nobody saw.

A walk's banker opened a sealed round, Ann confirmed 6789, the banker cancelled the round and exported the table:
the file held `"amount": 6789`, one text editor away from whoever got it. The rulebooks' sealed entries are seen at
the reveal and only as they stand then (Rollout, Step B: each player "secretly circling one number", shown "at the
same time"); a cancelled round, an entry changed before the reveal, one taken back: nobody saw those. The file keeps
each such entry's place (its History, numbering and Undo stand) with values anyone may see instead, imports as the
table it is, and is recognised as the same table on the phone it came from."""
from __future__ import annotations

import json

from calculators.core.bids import cancel_round, enter, open_round, reveal
from calculators.core.bids.withheld import never_seen, withheld
from calculators.core.table import make_setup
from companion.share import export_session
from companion.share.importing import checked_session_file, saved_standing
from companion.share.same_table import SAME
from companion.storage import Store
from companion.table import TableHub
from tests.support.bids import spec


def _table(tmp_path):
    hub = TableHub(Store(tmp_path / "data"))
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob", "Cy"], "Kim"))
    return hub, sid


def _round(hub, sid, **kw) -> str:
    hub.act(sid, lambda log: open_round(log, "banker", spec(**kw)))
    return hub.get(sid).log.events[-1].data["round_id"]


def _enter(hub, sid, rid, seat, bid):
    hub.act(sid, lambda log: enter(log, f"seat:{seat}", rid, None if bid is None else {"bid": bid}))


def _file(hub, sid) -> tuple[bytes, list[dict]]:
    data = export_session(hub.store.load(sid))
    return data, json.loads(data)["events"]


def _values(events, seat) -> list:
    return [e["data"]["values"] for e in events if e["kind"] == "bids.entered" and e["data"]["seat"] == seat]


def test_a_cancelled_rounds_entry_is_not_in_the_file(tmp_path):
    hub, sid = _table(tmp_path)
    rid = _round(hub, sid)
    _enter(hub, sid, rid, "Ann", 1230)
    hub.act(sid, lambda log: cancel_round(log, "banker", rid))
    data, events = _file(hub, sid)
    assert b"1230" not in data
    assert _values(events, "Ann") == [None]  # in its place: a pass, which anyone may see
    assert len(events) == len(hub.get(sid).log.events)  # the History keeps the entry: "Ann confirmed her entry"
    checked_session_file(data)  # the file imports: the rules take every action in it


def test_an_entry_changed_before_the_reveal_leaves_only_what_was_revealed(tmp_path):
    hub, sid = _table(tmp_path)
    rid = _round(hub, sid)
    _enter(hub, sid, rid, "Ann", 1230)  # Ann's first thought, changed before anyone saw it
    _enter(hub, sid, rid, "Ann", 700)
    _enter(hub, sid, rid, "Bob", 300)
    _enter(hub, sid, rid, "Cy", None)
    hub.act(sid, lambda log: reveal(log, "banker", rid))
    data, events = _file(hub, sid)
    assert b"1230" not in data
    assert _values(events, "Ann") == [{"bid": 700}, {"bid": 700}]
    assert _values(events, "Bob") == [{"bid": 300}]  # what was revealed stays as it was
    checked_session_file(data)


def test_a_round_without_a_pass_stands_in_each_fields_lowest_value(tmp_path):
    hub, sid = _table(tmp_path)
    rid = _round(hub, sid, allow_pass=False)
    _enter(hub, sid, rid, "Bob", 2490)
    hub.act(sid, lambda log: cancel_round(log, "banker", rid))
    data, events = _file(hub, sid)
    assert b"2490" not in data and _values(events, "Bob") == [{"bid": 0}]
    checked_session_file(data)


def test_the_file_is_still_the_same_table_on_the_phone_it_came_from(tmp_path):
    hub, sid = _table(tmp_path)
    rid = _round(hub, sid)
    _enter(hub, sid, rid, "Ann", 1230)
    hub.act(sid, lambda log: cancel_round(log, "banker", rid))
    details, events = checked_session_file(export_session(hub.store.load(sid)))
    found = saved_standing(hub, details["table_secret"], "rollout", "Friday", events)
    assert found is not None and found[0].id == sid and found[1].how == SAME  # not "a copy"


def test_only_the_unseen_entries_are_withheld():
    from tests.support.bids import opened, entered
    log, rid = opened()
    log = entered(log, rid, {"Ann": 500, "Bob": 300})
    log = entered(log, rid, {"Ann": 400, "Cy": None})
    log, _ = reveal(log, "banker", rid)
    first_ann = next(e.seq for e in log.events if e.kind == "bids.entered" and e.data["seat"] == "Ann")
    assert never_seen(log.events) == [first_ann]
    kept = withheld(log.events)
    assert [e for e in kept if e.seq != first_ann] == [e for e in log.events if e.seq != first_ann]
    assert kept[first_ann - 1].data["values"] == {"bid": 400}


def test_rollout_budgets_taken_back_before_the_reveal_leave_the_file_and_it_imports(tmp_path):
    # Stage 2, Step B: "each player secretly circles one number" of advertising and price; the banker's Undo took
    # Ann's first budgets back, and she wrote others. Nobody saw the first ones.
    import calculators.rollout as ro
    from calculators.core import bids
    from calculators.core.actors import undo_last
    from calculators.rollout.stage2_budgets import budgets_round
    from tests.support.rollout import B, seat, stage1, started
    t = started()
    stage1(t)
    if t.state.rollout.step == "hex":
        t.do(ro.check_hex, B, rng=t.rng)
    t.do(ro.open_budgets, B)
    rid = budgets_round(t.state)
    t.do(bids.enter, seat("Ann"), rid, {"advertising": "900", "price": "70"})
    t.log, _ = undo_last(t.log, B)
    for p in t.state.rollout.players:
        t.do(bids.enter, seat(p), rid, {"advertising": "100", "price": "30"})
    t.do(ro.reveal_budgets, B)
    store, first = Store(tmp_path / "data"), t.log.events[0].data
    setup = {k: first[k] for k in ("game", "name", "players", "banker")}
    sid = store.import_session({"game": "rollout", "name": setup["name"], "setup": setup, "table_secret": "0" * 32},
                               [e.model_dump(mode="json") for e in t.log.events])  # as a table file saves one
    data = export_session(store.load(sid))
    assert {"advertising": "900", "price": "70"} not in _values(json.loads(data)["events"], "Ann")
    details, events = checked_session_file(data)  # every action in it taken by the rules again
    assert len(events) == len(t.log.events)
