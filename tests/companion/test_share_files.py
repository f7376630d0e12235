"""A whole table as a JSON file: exported without seat tokens, imported as a new table, bad files refused."""
import json
import random

import pytest

from calculators.core.log import undo
from calculators.core.table import make_setup
from calculators.core.tray import roll_tray
from companion.share import (
    ShareError,
    export_session,
    import_session_file,
    import_snapshot,
    parse_session_file,
    snapshot_of,
    suggested_file_name,
    table_fingerprint,
)
from companion.share.files import MAX_FILE_BYTES
from companion.storage import Store
from companion.table import TableHub


@pytest.fixture
def table(tmp_path):
    hub = TableHub(Store(tmp_path / "a"))
    sid = hub.create(make_setup("rollout", "Friday night", ["Ann", "Bob", "Cy"], "Bob"))
    for seed in range(3):
        hub.act(sid, lambda log: roll_tray(log, "banker", 2, "x", rng=random.Random(seed)))
    hub.act(sid, lambda log: undo(log, "banker"))
    hub.store.update_meta(sid, {"seat_tokens": {"Ann": "s3cr3t-ann"}, "banker_token": "s3cr3t-bank"})
    return hub, sid


@pytest.fixture
def other(tmp_path):
    return Store(tmp_path / "b")


def exported(hub, sid):
    return export_session(hub.store.load(sid))


def doc_of(hub, sid):
    return json.loads(exported(hub, sid))


def refused(store, data, kind):
    with pytest.raises(ShareError) as info:
        import_session_file(store, data)
    assert info.value.kind == kind, info.value.message
    assert store.list_sessions() == ([], [])  # nothing saved
    return info.value.message


def test_file_round_trip_keeps_history_and_fingerprint_but_not_seat_tokens(table, other):
    hub, sid = table
    data = exported(hub, sid)
    assert b"s3cr3t" not in data
    doc = json.loads(data)
    assert (doc["format"], doc["version"]) == ("table-companion-session", 1)
    assert "seat_tokens" not in doc["meta"] and "banker_token" not in doc["meta"]
    assert doc["meta"]["table_secret"] == hub.store.load(sid).meta["table_secret"]

    new = import_session_file(other, data)
    assert new != sid or other.root != hub.store.root
    copy = other.load(new)
    assert copy.events == hub.store.load(sid).events  # the whole history, undo included
    assert "seat_tokens" not in copy.meta
    assert table_fingerprint(TableHub(other), new) == table_fingerprint(hub, sid)


def test_importing_the_same_file_twice_makes_two_tables(table, other):
    hub, sid = table
    data = exported(hub, sid)
    assert import_session_file(other, data) != import_session_file(other, data)
    assert len(other.list_sessions()[0]) == 2


def test_a_file_of_an_imported_table_round_trips(table, other, tmp_path):
    hub, sid = table
    third = TableHub(Store(tmp_path / "c"))
    copy = import_snapshot(third, snapshot_of(hub, sid))
    new = import_session_file(other, export_session(third.store.load(copy)))
    assert table_fingerprint(TableHub(other), new) == table_fingerprint(hub, sid)


def test_suggested_file_name():
    name = suggested_file_name({"name": "Friday night!"})
    assert name.startswith("friday-night-") and name.endswith(".table.json")
    assert suggested_file_name({}).startswith("table-")
    # The game in the name: three "Friday" tables of three games are three files.
    assert suggested_file_name({"name": "Friday", "game": "owners-choice"}).startswith("friday-owners-choice-20")


def test_not_json_or_not_ours(other):
    for data in (b"\x89PNG\r\n", b"{", "plain text".encode(), b"[1, 2]", b'{"format": "something"}'):
        refused(other, data, "not_ours")
    refused(other, "é".encode("latin-1"), "not_ours")


def test_a_file_cut_off_says_so_and_how_to_mend_it(table, other):
    """The walk's truncated download read "This is not a Table Companion table file. It is not readable JSON text."
    A file that starts as ours and ends early is ours, damaged: export it again."""
    from companion import i18n

    hub, sid = table
    data = exported(hub, sid)
    for cut in (data[: len(data) // 2], data[:-3], b"\xef\xbb\xbf" + data[:120]):
        assert refused(other, cut, "invalid") == (
            "This table file is damaged or cut off: it starts as a table file but does not read to its end. "
            "Export it again on the device it came from.")
    with i18n.using("de"):
        assert refused(other, data[:-3], "invalid") == (
            "Diese Tischdatei ist beschädigt oder abgeschnitten: sie beginnt wie eine Tischdatei, lässt sich aber "
            "nicht bis zum Ende lesen. Exportiere sie noch einmal auf dem Gerät, von dem sie kommt.")
    refused(other, b'{"format": "something else", "version": 1', "not_ours")  # another program's file stays not ours


def test_newer_or_missing_version(table, other):
    hub, sid = table
    doc = doc_of(hub, sid)
    doc["version"] = 2
    assert "newer Table Companion" in refused(other, json.dumps(doc).encode(), "newer_version")
    for bad in (None, "1", 0, True):
        doc["version"] = bad
        refused(other, json.dumps(doc).encode(), "invalid")


def test_newer_storage_schema_is_refused(table, other):
    hub, sid = table
    doc = doc_of(hub, sid)
    doc["meta"]["schema"] = 99
    refused(other, json.dumps(doc).encode(), "newer_version")


def test_too_big(other):
    assert "MiB" in refused(other, b" " * (MAX_FILE_BYTES + 1), "too_big")


@pytest.mark.parametrize(
    "breakage, hint",
    [
        (lambda d: d["events"].pop(1), "numbered 3"),
        (lambda d: d["events"][2].update(seq=7), "numbered 7"),
        (lambda d: d["events"].clear(), "no history"),
        (lambda d: d.pop("meta"), "no table details"),
        (lambda d: d["events"][0].update(kind="dice.rolled"), "creation"),
        (lambda d: d["events"][1].update(at="yesterday"), "action 2"),
        (lambda d: d["events"][1].pop("kind"), "action 2"),
        (lambda d: d["events"].__setitem__(1, "roll"), "action 2"),
        (lambda d: d["events"][-1].update(target=1), "undo and redo"),
        (lambda d: d["meta"]["setup"].update(players=["Ann", "ann"]), "setup is not valid"),
        (lambda d: d["meta"]["setup"].update(banker=""), "setup is not valid"),
        (lambda d: d["meta"].pop("setup"), "setup is not valid"),
        (lambda d: d["meta"].update(game="fortune"), "does not match"),
        (lambda d: d["events"][0]["data"].update(game="fortune"), "another game"),
        (lambda d: d["meta"].update(table_secret="nope"), "secret"),
    ],
)
def test_damaged_files_are_refused_with_a_reason(table, other, breakage, hint):
    hub, sid = table
    doc = doc_of(hub, sid)
    breakage(doc)
    assert hint in refused(other, json.dumps(doc).encode(), "invalid")


@pytest.mark.parametrize(("breakage", "lang", "said"), [
    (lambda d: d["meta"]["setup"].update(players=["Ann", "ann"]), "en",
     "This table file is damaged: its setup is not valid (Ann is already at the table)."),
    (lambda d: d["meta"]["setup"].update(players=["Ann", "ann"]), "de",
     "Diese Tischdatei ist beschädigt: ihre Spielvorbereitung ist ungültig (Ann sitzt schon am Tisch)."),
    (lambda d: d["meta"]["setup"].update(players=7), "en",
     "This table file is damaged: its setup is not valid (its game, table name, players or banker is missing or "
     "garbled)."),
])
def test_a_damaged_setup_is_said_in_the_readers_words_not_the_validators(table, other, breakage, lang, said):
    """A German phone read "(Value error, …)" or "(Input should be a valid tuple)" in English inside its German."""
    from companion.i18n import using

    hub, sid = table
    doc = doc_of(hub, sid)
    breakage(doc)
    with using(lang):
        assert refused(other, json.dumps(doc).encode(), "invalid") == said


def test_unknown_game(table, other):
    hub, sid = table
    doc = doc_of(hub, sid)
    doc["meta"]["setup"]["game"] = "chess"
    assert "(chess)" in refused(other, json.dumps(doc).encode(), "unknown_game")


def test_bad_imported_state_is_refused(table, other, tmp_path):
    hub, sid = table
    third = TableHub(Store(tmp_path / "c"))
    copy = import_snapshot(third, snapshot_of(hub, sid))
    doc = json.loads(export_session(third.store.load(copy)))
    doc["events"][0]["data"]["state"] = {"last_roll": [0]}
    assert "imported with" in refused(other, json.dumps(doc).encode(), "invalid")


def test_duplicate_keys_and_nan_are_refused(table, other):
    hub, sid = table
    text = exported(hub, sid).decode()
    assert "twice" in refused(other, text.replace('"version": 1,', '"version": 1, "version": 1,', 1).encode(), "invalid")
    assert "NaN" in refused(other, text.replace('"version": 1,', '"version": 1, "x": NaN,', 1).encode(), "invalid")


def test_parse_returns_meta_and_events_without_tokens(table, other):
    hub, sid = table
    doc = doc_of(hub, sid)
    meta, events = parse_session_file(json.dumps(doc).encode())
    assert "seat_tokens" not in meta and [e["seq"] for e in events] == [1, 2, 3, 4, 5]
    # Issue 18, item 7: a hand-made file with tokens is refused, no longer silently trimmed.
    doc["meta"]["seat_tokens"] = {"Ann": "x"}
    assert "meta.seat_tokens" in refused(other, json.dumps(doc).encode(), "invalid")


@pytest.mark.parametrize("depth", [100, 5000])
def test_deeply_nested_data_is_refused(table, other, depth):
    hub, sid = table
    text = exported(hub, sid).decode()
    nested = "[" * depth + "]" * depth
    bad = text.replace('"data": {', f'"data": {{"x": {nested}, ', 1).encode()
    kind = "invalid" if depth < 900 else "not_ours"  # too deep for the JSON reader itself
    refused(other, bad, kind)


@pytest.mark.parametrize("breakage, said", [
    (lambda d: d["events"][1].update(seq="two"),
     "Diese Tischdatei ist beschädigt: Aktion 2 ist ungültig (ihre Nummer: keine ganze Zahl)."),
    (lambda d: d["events"][1].update(at="yesterday"),
     "Diese Tischdatei ist beschädigt: Aktion 2 ist ungültig (ihre Zeit: kein Datum mit Uhrzeit)."),
])
def test_a_damaged_action_is_said_in_the_readers_words_not_the_validators(table, other, breakage, said):
    """A walk's German phone read "(seq: Input should be a valid integer, unable to parse string as an integer)" and
    "(at: Invalid isoformat string: 'yesterday')" in English inside its German."""
    from companion.i18n import using

    hub, sid = table
    doc = doc_of(hub, sid)
    breakage(doc)
    with using("de"):
        assert refused(other, json.dumps(doc).encode(), "invalid") == said


def test_a_key_given_twice_is_said_in_the_readers_words(table, other):
    from companion.i18n import using

    hub, sid = table
    text = exported(hub, sid).decode()
    twice = text.replace('"format":', '"format": 1, "format":', 1)
    with using("de"):
        assert refused(other, twice.encode(), "invalid") == \
            "Diese Tischdatei ist beschädigt: der Schlüssel 'format' kommt zweimal vor."
