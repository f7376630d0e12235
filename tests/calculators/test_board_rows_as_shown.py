"""Board tables read back as they are shown, refused in their own words, labelled as the rulebooks word them.

A walk at 360 px found Fortune's chip prices shown "10,000 DM, 12,000 DM" but "10,000, 12,000" refused on an
English phone ("Type 2 values, separated by commas"); a huge number refused with internal keys ("The new
stock_supply is out of range: …"); a bound written "10000000" in a game that prints "10.000.000 DM"; German titles in
lower case; rows without their unit ("0, 2 … 60", "Penalty per unshipped good: 2", "loans 1", "face 1 yes")."""
import re

import pytest

from calculators.core.board_rows import DICE_VALUES, board_tables, parse_cell, with_cell
from calculators.core.boards import board_in_force, load_board, number_limit
from calculators.core.game import board_editor
from calculators.core.log import Log, record
from calculators.core.model import RuleError
from calculators.core.table import make_setup
from calculators.games import IDS
from companion.i18n.refusals import refusal
from tests.support.text import plain


def table(game: str) -> Log:
    players = ["Ann", "Bob"] if game != "roll-and-rails" else ["Ann"]
    first = {**make_setup(game, "T", players, "Kim").model_dump(mode="json"),
             "board": load_board(game).model_dump(mode="json")}
    return record(Log(), "table.created", "host", first, undoable=False)[0]


def tables(game: str, lang: str) -> dict:
    return {t.key: t for t in board_tables(load_board(game), lang)}


@pytest.mark.parametrize("game", IDS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_row_is_read_back_as_it_is_shown(game, lang):
    """Whatever a row shows (its unit, thousands grouped the phone's way) is accepted back as typed, and so is the
    field's first text; a value shown beside it ("· dividend $5M") is another table's."""
    for t in board_tables(load_board(game), lang):
        for row in t.rows:
            for typed in (row.text.split(" · ")[0], plain(row.text.split(" · ")[0]), row.typed):
                assert parse_cell(row.value, typed, game, row.key, row.path) == row.value, (t.key, row.label, typed)


@pytest.mark.parametrize("typed", ["10,000, 12,000", "10,000 DM, 12,000 DM", "10.000, 12.000", "10.000 DM, 12.000 DM",
                                   "10000, 12000", "10000,12000", "10000 12000", "10,000; 12,000"])
def test_fortune_chip_prices_typed_as_the_row_shows_them(typed):
    factory = next(r for r in tables("fortune", "en")["chip_prices"].rows if r.label == "Factory")
    assert plain(factory.text) == "10,000 DM, 12,000 DM"
    assert parse_cell(factory.value, typed, "fortune", factory.key, factory.path) == [10_000, 12_000]


def test_a_single_number_with_a_thousands_comma_is_not_two_values():
    factory = next(r for r in tables("fortune", "en")["chip_prices"].rows if r.label == "Factory")
    with pytest.raises(RuleError, match="Type 2 values"):
        parse_cell(factory.value, "10,000", "fortune", factory.key, factory.path)
    assert parse_cell([1, 2], "1,2") == [1, 2]


def test_a_huge_number_is_refused_with_the_rows_own_rule():
    """Owner's Choice: each company's stocks. -5 and a 20-digit number get the same rule, not the board's limits."""
    log = table("owners-choice")
    supply = tables("owners-choice", "en")["stock_supply"]
    red = next(r for r in supply.rows if r.label == "Red")
    for typed in ("-5", "99999999999999999999"):
        value = with_cell(load_board("owners-choice").values["stock_supply"], red.path,
                          parse_cell(red.value, typed, "owners-choice", red.key, red.path))
        with pytest.raises(RuleError) as refused:
            board_editor("owners-choice")(log, "banker", "stock_supply", value)
        assert refusal(refused.value, "en") == "Each company has 1 to 60 stocks."


@pytest.mark.parametrize("game", IDS)
def test_a_huge_number_is_refused_by_the_tables_name_and_a_real_bound(game):
    """Every table: no internal key, no "…"; where the game's rules set no bound, the board's bound is the one an
    imported table must keep (the game's money limit), written as the row writes it."""
    log = table(game)
    board = board_in_force(log)
    for t in board_tables(board, "en"):
        row = t.rows[0]
        if not isinstance(row.value, int) or isinstance(row.value, bool):
            continue
        with pytest.raises(RuleError) as refused:
            board_editor(game)(log, "banker", row.key, with_cell(board.values[row.key], row.path, 10**20))
        for lang in ("en", "de"):
            said = refusal(refused.value, lang)
            assert row.key not in said and not re.search(r"\b[a-z]+_[a-z_]+\b", said) and "…" not in said, said


def test_rollout_secret_bid_step_names_itself_and_its_bound():
    log = table("rollout")
    with pytest.raises(RuleError) as refused:
        board_editor("rollout")(log, "banker", "secret_bid_step", 10**20)
    assert refusal(refused.value, "en") == "At most $10,000B in \u201cSecret bid step\u201d."
    assert refused.value.params["table"].shown("de") == "Schrittweite der verdeckten Gebote"
    new, _ = board_editor("rollout")(log, "banker", "secret_bid_step", number_limit("rollout"))
    assert board_in_force(new).values["secret_bid_step"] == 10**7  # $10,000B, Rollout's money limit


@pytest.mark.parametrize(("lang", "said"), [("en", "Enter amounts from 1 DM to 10,000,000 DM."),
                                            ("de", "Bitte Beträge von 1 DM bis 10.000.000 DM.")])
def test_fortune_chip_price_bounds_are_written_as_fortune_prints_money(lang, said):
    log = table("fortune")
    chips = dict(load_board("fortune").values["chip_prices"], factory=[0, 12_000])
    with pytest.raises(RuleError) as refused:
        board_editor("fortune")(log, "banker", "chip_prices", chips)
    assert plain(refusal(refused.value, lang)) == said


@pytest.mark.parametrize("game", IDS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_heading_starts_with_a_capital(game, lang):
    for t in board_tables(load_board(game), lang):
        assert t.title[:1].isupper(), t.title


def test_rollout_rows_say_their_units_and_the_rulebooks_names():
    """Stage 2: "the 20 million point of the Sales Index"; Stage 5: "three types of Stores: Expansion, Branch and
    Joint"."""
    en, de = tables("rollout", "en"), tables("rollout", "de")
    assert en["sales_index"].rows[10].text == "20M units"
    assert de["sales_index"].rows[10].text == "20 Mio. Einheiten"
    assert [r.label for r in en["loan_interest"].rows[:2]] == ["1 loan", "2 loans"]
    assert [r.label for r in de["loan_interest"].rows[:2]] == ["1 Kredit", "2 Kredite"]
    assert [r.label for r in en["store_costs"].rows] == ["Expansion Store", "Branch Store", "Joint Store"]
    row = en["sales_index"].rows[10]
    assert parse_cell(row.value, "20M units", "rollout", row.key, row.path) == 20


def test_roll_and_rails_dice_values_as_the_rulebook_lists_them():
    """Available Actions: "Building the railway track (curve). Dice values: 1, 2, 3."; "(sharp curve). Dice values:
    5, 6."; the Solo end: "For every unshipped good you receive -2 points.\""""
    en, de = tables("roll-and-rails", "en"), tables("roll-and-rails", "de")
    curve = en["curve_faces"]
    assert [(r.label, r.text) for r in curve.rows] == [(DICE_VALUES["en"], "1, 2, 3")]
    assert [(r.label, r.text) for r in en["sharp_faces"].rows] == [("Dice values", "5, 6")]
    assert de["curve_faces"].rows[0].label == "Würfelwerte"
    row = en["upgrade_faces"].rows[0]
    assert parse_cell(row.value, "1, 2, 6", "roll-and-rails", row.key, row.path) == [True, True, False, False, False,
                                                                                       True]
    with pytest.raises(RuleError):
        parse_cell(row.value, "7", "roll-and-rails", row.key, row.path)
    penalty = en["unshipped_penalty"]
    assert (penalty.title, penalty.rows[0].text) == ("Solo: penalty per unshipped good", "2 points")
    assert de["unshipped_penalty"].rows[0].text == "2 Punkte"
