"""The shared table's refusals (calculators/core: the table's setup, sealed entries, undo, imported tables) read in
the phone's language (issue 17, item 4: "every rules message follow[s] the phone's language"); each is made by
the real command and read back with `refusal(err, "de")` and `refusal(err, "en")` (the rules' English)."""
from __future__ import annotations

import pytest

from calculators.core.actors import undo_last
from calculators.core.bids import FieldSpec, RoundSpec, enter, open_round, reveal
from calculators.core.log import Log
from calculators.core.model import RuleError, Term
from calculators.core.table import make_setup
from companion import i18n
from companion.i18n.refusals import refusal
from companion.views.cash_out import _listed
from companion.widgets.sealed import AMOUNT, SEALED_ENTRY
from tests.support.refusals import read_in_both


def refused(fn, *args, **kw) -> RuleError:
    with pytest.raises(RuleError) as caught:
        fn(*args, **kw)
    return caught.value


def test_a_game_for_two_to_five_players():
    # owners-choice.txt lists the game for 2 to 5 players; a table of one is refused in the phone's language.
    err = refused(make_setup, "owners-choice", "Freitag", ["Ann"], "Kim")
    assert err.template == "{game} is for {low} to {high} players"
    assert read_in_both(err) == "Owner's Choice ist für 2 bis 5 Spieler"


def test_a_seat_needs_a_name_and_a_name_sits_once():
    err = refused(make_setup, "owners-choice", "Freitag", ["Ann", "  "], "Kim")
    assert err.message == "Seat 2 needs a name" and err.field == "players[1]"
    assert read_in_both(err) == "Platz 2 braucht einen Namen"
    twice = refused(make_setup, "owners-choice", "Freitag", ["Ann", "ann"], "Kim")
    assert read_in_both(twice) == "Ann sitzt schon am Tisch"
    bell = refused(make_setup, "owners-choice", "Freitag", ["Ann", "B\x07b"], "Kim")
    assert refusal(bell, "de") == ("Platz 2: Der Name enthält ein Steuerzeichen (vom Einfügen). Tippe ihn ohne das "
                                   "Zeichen neu.")
    assert refusal(bell, "en") == bell.message


def _round(**kw) -> tuple[Log, str]:
    # The shared Sealed entries screen's round (companion/widgets/sealed.py): "Sealed entry", field "Amount".
    spec = RoundSpec(purpose=SEALED_ENTRY, participants=("Ann", "Bob", "Cy"), resolve="highest", rank_field="amount",
                     fields=(FieldSpec(name="amount", label=AMOUNT, kind="int", min=10, max=100, step=10),), **kw)
    log, ev = open_round(Log(), "banker", spec)
    return log, ev.data["round_id"]


def test_sealed_entries_refuse_in_german():
    log, rid = _round()
    err = refused(enter, log, "seat:Ann", rid, {"amount": 500})
    assert err.message == "Ann's amount must be between 10 and 100; 500 is too high"
    assert read_in_both(err) == "Ann: Betrag muss zwischen 10 und 100 liegen; 500 ist zu hoch"
    step = refused(enter, log, "seat:Ann", rid, {"amount": 15})
    assert read_in_both(step, same={"in"}) == "Ann: Betrag geht in Schritten von 10 ab 10: 10 oder 20, nicht 15"
    log, _ = enter(log, "seat:Ann", rid, {"amount": 20})
    waiting = refused(reveal, log, "banker", rid)
    assert waiting.message == "Bob and Cy have not confirmed yet: wait, or mark them as passing"
    assert read_in_both(waiting) == "Bob und Cy haben noch nicht bestätigt: warte, oder lass sie passen"
    seat = refused(reveal, log, "seat:Ann", rid)
    assert read_in_both(seat) == "Nur die Bank kann die Gebote aufdecken"


def test_nothing_to_undo_and_only_the_banker_undoes():
    assert read_in_both(refused(undo_last, Log(), "banker")) == "Nichts zum Zurücknehmen"
    assert read_in_both(refused(undo_last, Log(), "seat:Ann")) == "Nur die Bank kann zurücknehmen."


def test_a_refusal_quoted_in_another_reads_in_german_too():
    # An imported table names the event the rules refuse and why (calculators/core/replay.py).
    inner = RuleError("{name} is not at this table.", name="Zed")
    err = RuleError("Action #{seq}: {reason}", seq=4, reason=inner)
    assert err.message == "Action #4: Zed is not at this table."
    assert refusal(err, "de") == "Aktion #4: Zed sitzt nicht an diesem Tisch."


def test_a_term_with_a_value_and_a_label_shown_mid_sentence():
    seat = Term("Seat {n}", n=3)
    assert seat == "Seat 3" and refusal(RuleError("{who} needs a name", who=seat), "de") == "Platz 3 braucht einen Namen"
    amount = Term("amount", msgid="Amount")
    err = RuleError("{seat}'s entry needs a {label}", seat="Ann", label=amount)
    assert err.message == "Ann's entry needs a amount"  # the English as before: the label lower-cased mid-sentence
    assert refusal(err, "de") == "Der Angabe von Ann fehlt: Betrag"
    unknown = Term("stake", msgid="Stake of the house")  # a label the catalog does not know: shown as written
    assert refusal(RuleError("{seat}'s entry needs a {label}", seat="Ann", label=unknown), "en") == \
        "Ann's entry needs a stake"


def test_quick_cash_out_says_listed_in_the_phones_language():
    # Quick Cash Out matches the seat-name refusal on its template, so it reads right in German too.
    from calculators.core.table import seat_name
    err = refused(seat_name, "Ann", ["Ann"], 1)
    with i18n.using("de"):
        assert _listed(err) == "Ann steht schon auf der Liste"
    with i18n.using("en"):
        assert _listed(err) == "Ann is already listed"


def test_an_imported_table_the_rules_refuse_is_named_in_german(tmp_path):
    """An import replays every event through the rules (issue 13): the event refused and the rule's reason read in
    the phone's language on the import screen, the English unchanged."""
    import json

    from companion.share import ShareError, export_session, import_session_file
    from companion.storage import Store
    from companion.table import TableHub
    from tests.support.refusals import forged
    from tests.support.tables import started_table

    hub = TableHub(Store(tmp_path / "phone"))
    doc = json.loads(export_session(hub.store.load(started_table(hub, "owners-choice"))))
    seq = len(doc["events"]) + 1  # the forged event's number
    data = forged(doc, "oc.cash_corrected", "banker", {"seat": "Zed", "amount": 50})
    with pytest.raises(ShareError) as caught:
        import_session_file(Store(tmp_path / "tablet"), data)
    err = caught.value
    assert err.message == f"This table file holds a table the rules refuse: Action #{seq}: " \
                          "Zed is not at this table."
    assert refusal(err, "en") == err.message
    assert refusal(err, "de") == (f"Diese Tischdatei enthält einen Tisch, den die Regeln ablehnen: Aktion "
                                  f"#{seq}: Zed sitzt nicht an diesem Tisch.")


def test_an_action_recorded_with_more_than_the_rules_make_names_no_internal_field(tmp_path):
    """The walk's forged file: a pre-game purchase carrying a field the rules never make ("values") was refused in
    German as "…die Regeln machen diese Aktion mit anderen Werten (values).", an internal name in the user's words."""
    import json

    from companion.share import ShareError, export_session, import_session_file
    from companion.storage import Store
    from companion.table import TableHub
    from tests.support.tables import started_table

    hub = TableHub(Store(tmp_path / "phone"))
    doc = json.loads(export_session(hub.store.load(started_table(hub, "owners-choice"))))
    seq, event = next((i + 1, e) for i, e in enumerate(doc["events"]) if e["kind"] == "oc.pregame_bought")
    event["data"]["values"] = [9, 9]
    with pytest.raises(ShareError) as caught:
        import_session_file(Store(tmp_path / "tablet"), json.dumps(doc).encode())
    assert refusal(caught.value, "en") == (
        f"This table file holds a table the rules refuse: Action #{seq}: what it records is not what the rules make "
        "of it (a player, an amount or a die differs, or it holds more).")
    assert refusal(caught.value, "de") == (
        f"Diese Tischdatei enthält einen Tisch, den die Regeln ablehnen: Aktion #{seq}: was sie festhält, ist nicht, "
        "was die Regeln daraus machen (ein Spieler, ein Betrag oder ein Würfel weicht ab, oder sie enthält mehr).")


def test_a_file_whose_setup_action_names_other_players_says_so_in_words_in_german(tmp_path):
    """A table file whose first action records other players than its setup said "(players)", a field's name."""
    import json

    from companion.share import ShareError, export_session, import_session_file
    from companion.storage import Store
    from companion.table import TableHub
    from tests.support.tables import started_table

    hub = TableHub(Store(tmp_path / "phone"))
    doc = json.loads(export_session(hub.store.load(started_table(hub, "rollout"))))
    doc["events"][0]["data"]["players"] = ["Ann", "Bob", "Zed"]
    with pytest.raises(ShareError) as caught:
        import_session_file(Store(tmp_path / "tablet"), json.dumps(doc).encode())
    said = refusal(caught.value, "de")
    assert said.endswith("Aktion #1: sie verzeichnet andere Spieler oder eine andere Sitzordnung als die Einrichtung "
                         "des Tisches."), said
    assert "(players)" not in said and "(players)" not in refusal(caught.value, "en")
