"""Renaming a table: an action of its own, checked as a new table's name is, worded in History, undone like any other.

No rulebook names a table: its name is the app's own, and the one rule for it is the one New table uses
(`calculators.core.table.table_name_checked`)."""
import pytest

from calculators.core.actors import BANKER, HOST, redo_last, seat_actor, undo_last
from calculators.core.log import Event, Log, record
from calculators.core.model import RuleError
from calculators.core.replay import check_import
from calculators.core.table import TABLE_RENAMED, make_setup, rename_table, table_name
from calculators.core.words import describe, history
from calculators.games import ALL


def _table(game: str = "rollout", name: str = "Friday") -> tuple[Log, object]:
    low = next(g for g in ALL if g.id == game).players[0]
    setup = make_setup(game, name, ["Ann", "Bob", "Cy"][:max(low, 2)], "Kim")
    log, _ = record(Log(), "table.created", HOST, setup.model_dump(mode="json"), undoable=False)
    return log, setup


def test_a_rename_records_the_old_and_the_new_name_and_the_name_in_force_follows():
    log, _setup = _table()
    assert table_name(log) == "Friday"
    log, ev = rename_table(log, BANKER, "  Friday   2 ")  # cleaned as New table cleans a name
    assert (ev.kind, ev.actor, ev.data) == (TABLE_RENAMED, BANKER, {"from": "Friday", "to": "Friday 2"})
    assert table_name(log) == "Friday 2"
    log, _ = rename_table(log, HOST, "Freitag")
    assert table_name(log) == "Freitag"


def test_undo_gives_the_old_name_back_and_redo_the_new_one():
    log, _setup = _table()
    log, _ = rename_table(log, BANKER, "Friday 2")
    undone, _ = undo_last(log, BANKER)
    assert table_name(undone) == "Friday"
    redone, _ = redo_last(undone, BANKER)
    assert table_name(redone) == "Friday 2"


@pytest.mark.parametrize(("typed", "message"), [
    ("", "A table name has 1 to 40 characters"),
    ("   ", "A table name has 1 to 40 characters"),
    ("x" * 41, "A table name has 1 to 40 characters"),
    ("Fri\x07day", "The table's name has a control character (from a paste): type the name again "
                   "without it."),
])
def test_a_name_new_table_refuses_is_refused_with_the_same_words_and_nothing_is_recorded(typed, message):
    log, _setup = _table()
    with pytest.raises(RuleError) as new_table:
        make_setup("rollout", typed, ["Ann", "Bob"], "Kim")
    with pytest.raises(RuleError) as renamed:
        rename_table(log, BANKER, typed)
    assert str(renamed.value) == str(new_table.value) == message
    assert renamed.value.field == "name"
    assert len(log.events) == 1 and table_name(log) == "Friday"


def test_the_same_name_again_is_refused_and_a_seat_cannot_rename():
    log, _setup = _table()
    with pytest.raises(RuleError, match="The table is already called Friday"):
        rename_table(log, BANKER, " Friday ")
    with pytest.raises(RuleError, match="Only the banker can rename the table"):
        rename_table(log, seat_actor("Ann"), "Friday 2")


@pytest.mark.parametrize("game", [g.id for g in ALL])
def test_history_says_the_rename_in_both_languages_in_every_game(game):
    log, _setup = _table(game)
    log, ev = rename_table(log, BANKER, "Friday 2")
    assert history(game, log, "en")[ev.seq] == "Table renamed from “Friday” to “Friday 2”"
    assert history(game, log, "de")[ev.seq] == "Tisch umbenannt von „Friday“ in „Friday 2“"
    undone, undo_ev = undo_last(log, BANKER)
    assert describe(undo_ev, "en", game=game, by_seq={ev.seq: ev}) == \
        "Undid: Table renamed from “Friday” to “Friday 2”"


def test_an_imported_history_with_a_rename_replays_and_a_forged_one_is_refused():
    log, setup = _table()
    log, ev = rename_table(log, BANKER, "Friday 2")
    check_import(log, setup)  # the rename re-made by its command: accepted
    forged = ev.model_copy(update={"data": {"from": "Monday", "to": "Friday 2"}})
    with pytest.raises(RuleError, match="Action #2: what it records is not what the rules make of it"):
        check_import(Log(events=(log.events[0], forged)), setup)
    bad = Event.model_validate({**ev.model_dump(mode="json"), "data": {"from": "Friday", "to": "x" * 41}})
    with pytest.raises(RuleError, match="Action #2: A table name has 1 to 40 characters"):
        check_import(Log(events=(log.events[0], bad)), setup)
    by_seat = Event.model_validate({**ev.model_dump(mode="json"), "actor": seat_actor("Ann")})
    with pytest.raises(RuleError, match="Action #2: Only the banker can rename the table"):
        check_import(Log(events=(log.events[0], by_seat)), setup)
