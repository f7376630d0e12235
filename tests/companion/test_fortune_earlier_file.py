"""A Fortune table file from before "Insurance per chip lost" became a house rule (2026-12-07) still imports.

Insurance: "you receive 15,000 DM per factory you own". Until then the app paid an explosion's claim for the chips it
took; today's rules pay every chip held, so such a file's claim is not the one today's rules make. Read with the house
rule the table played by agreed at its set-up, it imports as it was played — nothing lost — and says so."""
import json

import pytest

from calculators.core.log import Event, Log
from calculators.core.table import make_setup
from calculators.fortune import actions as A
from calculators.fortune.fold import state_of
from calculators.fortune.words import describe
from companion.share import ShareError, export_session, import_session_file
from companion.storage import Store
from companion.table import TableHub
from tests.support.fortune import B, Table
from tests.support.text import plain


def _file_from_before(tmp_path, rules=("insurance_per_chip_lost",), forge=None):
    """A table file where Ann, holding 5 factory chips and an insurance chip, lands on the explosion and claims:
    played under `rules`, then written as an earlier release wrote it (no house rule at its set-up)."""
    t = Table(house_rules=rules)
    t.turn("Ann", "factory-1")
    t.do(A.buy_chips, B, "Ann", "factory", 5)
    t.turn("Ann", "insurance")
    t.do(A.buy_chips, B, "Ann", "insurance", 1)
    t.turn("Ann", "explosion")
    t.do(A.claim_insurance, B, "Ann")
    hub = TableHub(Store(tmp_path / "then"))
    sid = hub.create(make_setup("fortune", "Friday", ["Ann", "Bob", "Cy"], "Ann"))
    rest = t.log.events[1:]
    hub.act_many(sid, lambda old: (Log(events=(*old.events, *rest)), list(rest)))
    doc = json.loads(export_session(hub.store.load(sid)))
    for e in doc["events"]:
        if e["kind"] == "fortune.set_up":
            e["data"].pop("house_rules", None)  # an earlier release had no such house rule
    if forge:
        forge(doc)
    return json.dumps(doc).encode(), t


def test_a_claim_paid_per_chip_lost_imports_with_that_house_rule_agreed(tmp_path):
    data, played = _file_from_before(tmp_path)
    hub = TableHub(Store(tmp_path / "now"))
    sid = import_session_file(hub.store, data)
    log = hub.get(sid).log
    state = state_of(log)
    assert state.house_rules == ("insurance_per_chip_lost",)  # the table goes on as it was played
    assert state.sheet("Ann").cash == played.cash("Ann")  # the claim as paid: 2 × 15,000 DM, not 5 ×
    claim = next(e for e in log.events if e.kind == "fortune.insurance_claimed")
    before = state_of(Log(events=log.events[:claim.seq - 1]))
    line = plain(describe(claim, "en", before))
    assert "30,000 DM" in line and "insured: 2 factory chips" in line, line


def test_a_file_played_by_today_s_rules_imports_unchanged(tmp_path):
    data, played = _file_from_before(tmp_path, rules=())
    hub = TableHub(Store(tmp_path / "now"))
    state = state_of(hub.get(import_session_file(hub.store, data)).log)
    assert state.house_rules == () and state.sheet("Ann").cash == played.cash("Ann")  # 5 × 15,000 DM


def test_a_file_refused_for_another_reason_is_refused_as_before_and_nothing_saved(tmp_path):
    def claim_70000(doc):  # a claim no reading pays (2 chips lost, 5 held)
        for e in doc["events"]:
            if e["kind"] == "fortune.landed" and e["data"].get("claim"):
                e["data"]["claim"] = 75_000 - 5_000

    data, _ = _file_from_before(tmp_path, forge=claim_70000)
    store = Store(tmp_path / "now")
    with pytest.raises(ShareError) as refused:
        import_session_file(store, data)
    assert "This table file holds a table the rules refuse: Action #" in refused.value.message
    assert store.list_sessions() == ([], [])
