"""Setting up a table: players in clockwise order, the banker, and the checks."""
import pytest
from pydantic import ValidationError

from calculators.core.model import RuleError
from calculators.core.table import TableSetup, make_setup


def test_make_setup_strips_names_and_keeps_seat_order():
    t = make_setup("rollout", "  Friday night ", [" Ann", "Bob ", "Cy"], " Dee ")
    assert t == TableSetup(game="rollout", name="Friday night", players=("Ann", "Bob", "Cy"), banker="Dee")
    assert not t.banker_plays


def test_banker_who_plays_is_named_as_seated():
    t = make_setup("fortune", "F", ["Ann", "Bob"], "bob")
    assert t.banker == "Bob" and t.banker_plays


def test_roll_and_rails_can_be_played_alone():
    assert make_setup("roll-and-rails", "Solo", ["Ann"], "Ann").players == ("Ann",)


@pytest.mark.parametrize(
    ("args", "field", "message"),
    [
        (("rollout", "T", ["Ann"], "Ann"), "players", "Rollout is for 2 to 6 players"),
        (("rollout", "T", list("ABCDEFG"), "A"), "players", "Rollout is for 2 to 6 players"),
        (("owners-choice", "T", list("ABCDEF"), "A"), "players", "Owner's Choice is for 2 to 5 players"),
        (("roll-and-rails", "T", [], "A"), "players", "Roll and Rails is for 1 to 5 players"),
        (("fortune", "T", list("ABCDEFG"), "A"), "players", "Fortune is for 2 to 6 players"),
        (("chess", "T", ["A", "B"], "A"), "game", "Choose one of the games: Rollout, Roll and Rails, Owner's Choice, Fortune"),
        (("rollout", "   ", ["A", "B"], "A"), "name", "A table name has 1 to 40 characters"),
        (("rollout", "x" * 41, ["A", "B"], "A"), "name", "A table name has 1 to 40 characters"),
        (("rollout", "T", ["Ann", "Bob", "  "], "Ann"), "players[2]", "Seat 3 needs a name"),
        (("rollout", "T", ["Ann", "B" * 25], "Ann"), "players[1]", "Names are at most 24 characters; " + "B" * 25 + " is 25"),
        (("rollout", "T", ["Ann", "Bob", "ANN"], "Bob"), "players[2]", "Ann is already at the table"),
        (("rollout", "T", ["Ann", "Bob"], " "), "banker", "The banker needs a name"),
        (("rollout", "T", ["Ann", "Bob"], "C" * 25), "banker", "Names are at most 24 characters; " + "C" * 25 + " is 25"),
        (("rollout", "T", "AnnBob", "Ann"), "players", "List the players in seat order"),
    ],
)
def test_make_setup_errors_name_the_field(args, field, message):
    with pytest.raises(RuleError) as e:
        make_setup(*args)
    assert (e.value.field, e.value.message) == (field, message)


def test_name_limits_count_after_stripping():
    assert make_setup("rollout", " " + "x" * 40 + " ", [" " + "A" * 24 + " ", "B"], "B").name == "x" * 40


def test_table_setup_model_checks_itself():
    with pytest.raises(ValidationError):
        TableSetup(game="rollout", name="T", players=("Ann",), banker="Ann")
    with pytest.raises(ValidationError):
        TableSetup(game="rollout", name=" T ", players=("Ann", "Bob"), banker="Ann")


@pytest.mark.parametrize("typed", ["alice", " ALICE ", "Alice"])
def test_a_banker_named_as_a_seat_is_that_player_as_make_setup_reads_it(typed):
    """A banker's name that is a seated player's (whatever the case typed) makes that player the banker who plays:
    `banker_seat` says so before the table is made, as `make_setup` then records it (the New table screen tells the
    banker as it is typed: a walk's "alice" made Alice the Kasse, unsaid)."""
    from calculators.core.table import banker_seat

    seats = ["Alice", "Bob", "Chloé"]
    assert banker_seat(typed, seats) == "Alice" == make_setup("fortune", "T", seats, typed).banker
    assert banker_seat(" Kim ", seats) is None and make_setup("fortune", "T", seats, " Kim ").banker == "Kim"
    assert banker_seat("", seats) is None and banker_seat(None, seats) is None
