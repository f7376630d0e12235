"""Money as each game writes it."""
import pytest

from calculators.games import GAMES, PLAYER_RANGE
from calculators.core.money import (
    NBSP,
    format_fortune,
    format_money,
    format_owners_choice,
    format_roll_and_rails,
    format_rollout,
    format_rollout_tenths,
)


@pytest.mark.parametrize(
    ("millions", "text"),
    [
        (500, "$500M"),
        (999, "$999M"),
        (0, "$0M"),
        (1000, "$1B"),
        (7000, "$7B"),
        (2500, "$2.5B"),
        (7353, "$7.353B"),
        (1050, "$1.05B"),
        (-300, "-$300M"),
        (-1500, "-$1.5B"),
        # Billions grouped by thousands as millions are: Quick Cash Out showed "$10000.035B" next to "$39,690M".
        (123456000, "$123,456B"),
        (10000035, "$10,000.035B"),
        (1000000, "$1,000B"),
        (999999, "$999.999B"),
        (-10000035, "-$10,000.035B"),
    ],
)
def test_format_rollout(millions, text):
    assert format_rollout(millions) == text


@pytest.mark.parametrize(
    ("column", "texts"),
    [
        # A ranking read down a column: "$17,438.6M" over "$6.047B" does not compare at a glance.
        ([174386, 60470], ["$17,438.6M", "$6,047M"]),
        ([174386, 60470, 5, 0, -12000], ["$17,438.6M", "$6,047M", "$0.5M", "$0M", "-$1,200M"]),
        # Whole millions everywhere: as the rulebook writes them ("... is $5 billion").
        ([50000, 48000, 8000], ["$5B", "$4.8B", "$800M"]),
        ([], []),
    ],
)
def test_cash_out_values_side_by_side_share_one_unit(column, texts):
    from calculators.core.money import format_rollout_column

    assert format_rollout_column(column) == texts


@pytest.mark.parametrize(
    ("tenths", "text"),
    [
        (7353, "$735.3M"),
        (8000, "$800M"),
        # Issue 16: "money formatted the way the game prints it ($3,566.6M, not $3.5666B)"; the rulebook
        # writes "$800 million", "$2.5 billion": a part of a million stays in millions.
        (12345, "$1,234.5M"),
        (35666, "$3,566.6M"),
        (10000, "$1B"),
        (-55, "-$5.5M"),
        (0, "$0M"),
        (5, "$0.5M"),
        (9999, "$999.9M"),
        (50000, "$5B"),
        (10001, "$1,000.1M"),
        (-12000, "-$1.2B"),
        (100000350, "$10,000.035B"),
        # exact at sizes where a float would already round
        (10**20 + 1, "$10,000,000,000,000,000,000.1M"),
    ],
)
def test_format_rollout_tenths(tenths, text):
    assert format_rollout_tenths(tenths) == text


@pytest.mark.parametrize(
    ("dm", "lang", "text"),
    [
        (150_000, "de", "150.000 DM"),
        (150_000, "en", "150,000 DM"),
        (-5_000, "de", "-5.000 DM"),
        (-5_000, "en", "-5,000 DM"),
        (0, "de", "0 DM"),
        (999, "en", "999 DM"),
        (1_234_567, "de", "1.234.567 DM"),
    ],
)
def test_format_fortune(dm, lang, text):
    # The amount and "DM" are joined by a no-break space: a 360 px phone wrapped "1.200" and "DM" onto two lines.
    assert format_fortune(dm, lang) == text.replace(" ", NBSP)
    assert " " not in format_fortune(dm, lang)


def test_format_fortune_defaults_to_german_and_refuses_other_languages():
    assert format_fortune(150_000) == "150.000\u00a0DM"
    with pytest.raises(ValueError):
        format_fortune(1, "fr")


def test_dollar_games():
    assert format_owners_choice(690) == "$690"
    assert format_owners_choice(-690) == "-$690"
    assert format_roll_and_rails(3) == "3$"
    assert format_roll_and_rails(-3) == "-3$"


@pytest.mark.parametrize(
    ("game", "amount", "lang", "text"),
    [
        ("rollout", 2500, "en", "$2.5B"),
        ("roll-and-rails", 3, "en", "3$"),
        ("owners-choice", 690, "en", "$690"),
        ("fortune", 150_000, "en", "150,000 DM"),
        ("fortune", 150_000, "de", "150.000 DM"),
    ],
)
def test_format_money_dispatches_on_game(game, amount, lang, text):
    text = text.replace(" ", NBSP) if game == "fortune" else text
    assert format_money(game, amount, lang) == text


def test_format_money_unknown_game():
    with pytest.raises(ValueError):
        format_money("monopoly", 1)


def test_games_and_player_ranges():
    assert GAMES == {
        "rollout": "Rollout",
        "roll-and-rails": "Roll and Rails",
        "owners-choice": "Owner's Choice",
        "fortune": "Fortune",
    }
    assert PLAYER_RANGE == {
        "rollout": (2, 6),
        "roll-and-rails": (1, 5),
        "owners-choice": (2, 5),
        "fortune": (2, 6),
    }


@pytest.mark.parametrize(("dollars", "text"), [(690, "$690"), (-690, "-$690"), (0, "$0"), (1040, "$1,040"),
                                               (1000000340, "$1,000,000,340")])
def test_format_owners_choice_groups_thousands(dollars, text):
    from calculators.core.money import format_owners_choice

    assert format_owners_choice(dollars) == text


@pytest.mark.parametrize(("typed", "millions"), [
    ("1500", 1500), ("1,500", 1500), ("1500M", 1500), ("$1.5B", 1500), ("1.5b", 1500), ("$ 1.5 B", 1500),
    ("-$300M", -300), ("$-300M", -300), ("$10,000.035B", 10_000_035), ("$0M", 0)])
def test_read_rollout_takes_every_form_the_game_prints_money_in(typed, millions):
    from calculators.core.money import read_rollout

    assert read_rollout(typed) == millions


@pytest.mark.parametrize("typed", ["1.5", "1.500", "$1.0005B", "300.5M", "1,50", "--1", "$1.5BB", "1e3", "ten", ""])
def test_read_rollout_refuses_what_is_no_whole_amount_of_millions(typed):
    from calculators.core.money import read_rollout

    assert read_rollout(typed) is None  # "1.500" is left to the plain reader: 1,500 written the German way


def test_read_rollout_reads_back_what_format_rollout_prints():
    from calculators.core.money import read_rollout

    for millions in [*range(-2000, 2000, 7), 999_999, 1_000_001, 10**12 + 5]:
        assert read_rollout(format_rollout(millions)) == millions
