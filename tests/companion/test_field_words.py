"""The words and numbers every screen shares: counts in the singular for one, typed amounts with separators.

Issue 16, "Everywhere": '"1 events"/"1 players" pluralised'; "Quick Cash Out accepts thousands separators
("4,350")"; Fortune prints its money "48.000 DM" (German grouping)."""
import pytest

from companion.widgets.fields import parse_whole
from companion.widgets.plural import counted


@pytest.mark.parametrize(("n", "one", "text"), [
    (1, "event", "1 event"), (0, "event", "0 events"), (2, "player", "2 players"), (1, "player", "1 player"),
    (1, "die", "1 die"), (3, "die", "3 dice"), (1, "Simcor share", "1 Simcor share"), (4, "Simcor share", "4 Simcor shares"),
])
def test_counted_is_singular_for_one(n, one, text):
    assert counted(n, one) == text


@pytest.mark.parametrize(("typed", "value"), [
    ("4,350", 4350), ("48.000", 48000), ("1,000,000", 1_000_000), ("1 000", 1000), ("-1,500", -1500),
    (" 4350 ", 4350), ("", 0), ("12", 12),
])
def test_parse_whole_reads_grouped_thousands(typed, value):
    assert parse_whole(typed) == value


@pytest.mark.parametrize("typed", ["4,35", "1.5", "4,350.000", "1,000.000", "12,3456", "six", "4,,350", ",350"])
def test_parse_whole_leaves_what_is_not_a_grouped_number_for_the_rules_to_refuse(typed):
    """Mixed or misplaced separators are not guessed at: returned as typed, so the field says it is wrong."""
    assert parse_whole(typed) == typed
