"""A table file whose board table the rules refuse names it as the board tables screen does, in the phone's language.

The walk: a Rollout table file with `starting_cash` edited to -7000 read "This table file holds a table the rules
refuse: Action #1: the board table starting_cash: “Starting cash” is printed in the rulebook and cannot be changed."
(Rollout, Setting Up: "Each player receives $6 billion": printed, so not to be edited.)"""
from __future__ import annotations

import json

import pytest

from companion.i18n.refusals import refusal
from companion.share import ShareError, export_session, import_session_file
from companion.storage import Store
from companion.table import TableHub
from tests.support.tables import started_table

SAID = {
    "en": "This table file holds a table the rules refuse: Action #1: the board table “Starting cash”: “Starting "
          "cash” is printed in the rulebook and cannot be changed.",
    "de": "Diese Tischdatei enthält einen Tisch, den die Regeln ablehnen: Aktion #1: die Spielplan-Tabelle "
          "„Startkapital“: „Startkapital“ steht in der Spielregel und lässt sich nicht ändern.",
}


def test_a_rollout_file_with_starting_cash_edited_names_starting_cash_as_the_player_knows_it(tmp_path):
    hub, other = TableHub(Store(tmp_path / "phone")), TableHub(Store(tmp_path / "tablet"))
    doc = json.loads(export_session(hub.store.load(started_table(hub, "rollout"))))
    doc["events"][0]["data"]["board"]["values"]["starting_cash"] = -7000
    with pytest.raises(ShareError) as info:
        import_session_file(other.store, json.dumps(doc).encode())
    for lang, said in SAID.items():
        assert refusal(info.value, lang) == said
        assert "starting_cash" not in refusal(info.value, lang)
    assert other.store.list_sessions() == ([], [])  # nothing saved
