"""Board tables as rows a person checks against the printed board (issue 16, "Board tables a person can check":
'labelled rows against the physical board ("Price Index, square 21: $500M · dividend $50M"), never raw lists
([1, 10, 20, …], [true, true, …]) or internal keys (curve_faces, price_index); assumed values stand out')."""
import re

import pytest

from calculators.core.board_rows import board_tables, parse_cell, with_cell
from calculators.core.boards import load_board
from calculators.core.model import RuleError
from calculators.games import IDS
from tests.support.text import plain


def test_rollout_price_index_reads_as_the_issue_says():
    tables = {t.key: t for t in board_tables(load_board("rollout"), "en")}
    price = tables["price_index"]
    assert price.title == "Price Index" and price.assumed
    row = price.rows[21]
    assert (row.label, row.text) == ("square 21", "$500M · dividend $50M")
    # Rollout's rulebook: "The High Flyer ... is the lowest market price ($1 million)": square 0 is the High Flyer.
    assert (price.rows[0].label, price.rows[0].text) == ("square 0", "$1M · dividend $0M")
    assert not tables["starting_cash"].assumed and tables["starting_cash"].rows[0].text == "$7B"
    de = {t.key: t for t in board_tables(load_board("rollout"), "de")}
    assert (de["price_index"].title, de["price_index"].rows[21].label) == ("Kursindex", "Feld 21")


@pytest.mark.parametrize("game", IDS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_table_shows_a_raw_list_or_an_internal_key(game, lang):
    board = load_board(game)
    tables = board_tables(board, lang)
    assert {t.key for t in tables} == set(board.values)  # every table, once
    for t in tables:
        shown = [t.title] + [r.label for r in t.rows] + [r.text for r in t.rows]
        for text in shown:
            assert "[" not in text and "{" not in text and "true" not in text and "false" not in text, (t.key, text)
            assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), (t.key, text)  # no snake_case key
        assert t.title != t.key
        assert t.assumed == (board.sources[t.key] == "assumed") or t.key in ("price_index", "price_chart")


def test_fortune_money_is_printed_as_the_game_prints_it():
    tables = {t.key: t for t in board_tables(load_board("fortune"), "de")}
    assert ("Commerzbank · Feld 1 · Auszahlung", "48.000 DM") == (tables["loan_terms"].rows[0].label,
                                                                      plain(tables["loan_terms"].rows[0].text))
    en = {t.key: t for t in board_tables(load_board("fortune"), "en")}
    assert plain(en["loan_terms"].rows[0].text) == "48,000 DM"


def test_one_cell_changes_and_the_rest_of_the_table_stays():
    board = load_board("owners-choice")
    supply = next(t for t in board_tables(board, "en") if t.key == "stock_supply")
    red = next(r for r in supply.rows if r.label == "Red")
    new = with_cell(board.values["stock_supply"], red.path, parse_cell(red.value, "16"))
    assert new == {**board.values["stock_supply"], "RED": 16}
    dice = next(t for t in board_tables(board, "en") if t.key == "president_dice")
    face = dice.rows[1]
    assert face.label == "Red · face 2" and face.text == "Price +1"
    assert parse_cell(face.value, "Price +2", "owners-choice") == "up2"  # a face named as shown is read back
    assert parse_cell(face.value, "Kurs +3", "owners-choice") == "up3"


def test_a_face_shown_with_a_minus_sign_is_read_back_when_typed_with_a_hyphen():
    """German names a falling face "Kurs \u22121" (a printed minus sign); a banker types the keyboard's hyphen. Both
    name the face; a number typed with either sign is the same number."""
    face = next(t for t in board_tables(load_board("owners-choice"), "de") if t.key == "president_dice").rows[1]
    assert parse_cell(face.value, "Kurs -1", "owners-choice") == "down1"
    assert parse_cell(face.value, "Kurs \u22121", "owners-choice") == "down1"
    assert parse_cell(face.value, "andere firma -2", "owners-choice") == "other_down2"
    assert parse_cell(face.value, "Price -1", "owners-choice") == "down1"
    assert parse_cell(3, "\u22125") == -5


@pytest.mark.parametrize(("old", "typed", "value"), [
    (3, "4", 4), (1000, "1,500", 1500), (48000, "48.000", 48000), (True, "no", False), (False, "ja", True),
    ([1, 2], "3, 4", [3, 4]),
])
def test_parse_cell_reads_what_was_typed_as_the_kind_it_replaces(old, typed, value):
    assert parse_cell(old, typed) == value


@pytest.mark.parametrize(("old", "typed"), [(3, "four"), (3, ""), (True, "maybe"), ([1, 2], "3")])
def test_parse_cell_refuses_what_cannot_be_that_kind(old, typed):
    with pytest.raises(RuleError):
        parse_cell(old, typed)


def test_roll_and_rails_upgrade_costs_read_by_the_level_reached():
    """Upgrade Action: "The upgrade costs printed on the rolling stock track are: level 2 – 1$, level 3 – 2$,
    level 4 – 3$, level 5 – 4$, level 6 – 5$." (it read "level 1 $1", the level one starts at)."""
    en = {t.key: t for t in board_tables(load_board("roll-and-rails"), "en")}["upgrade_costs"]
    assert [(r.label, r.text) for r in en.rows] == [("level 2", "1$"), ("level 3", "2$"), ("level 4", "3$"),
                                                    ("level 5", "4$"), ("level 6", "5$")]
    de = {t.key: t for t in board_tables(load_board("roll-and-rails"), "de")}["upgrade_costs"]
    assert de.rows[0].label == "Stufe 2"


def test_a_dividend_row_names_the_price_it_sits_beside():
    """Owner's Choice (Fund Die Results): "a Dividend payout equal to the value listed on the stock price chart (the
    number on the right)", and (Dividend Square) "RED company stock is at $140, player A receives $80 ($40 x 2)"; a
    walk read "space 8 $40" on the Dividends table and could not find it on the board, which prints it beside $140.
    Rollout's Dividends Due sits below the Price Index the same way."""
    from calculators.core.boards import load_board

    for game, key in (("owners-choice", "dividends"), ("rollout", "dividends_due")):
        board = load_board(game)
        table = next(t for t in board_tables(board, "en") if t.key == key)
        prices = board.values["price_chart" if game == "owners-choice" else "price_index"]
        for n, row in enumerate(table.rows):
            assert row.text.endswith(f" · price {board_tables(board, 'en')[0].rows[n].text.split(' · ')[0]}"), row
        assert len(table.rows) == len(prices)
    oc = next(t for t in board_tables(load_board("owners-choice"), "de") if t.key == "dividends")
    assert oc.rows[8].text == "$40 · Kurs $140"


def test_the_owners_choice_chart_names_bankruptcy_and_start_as_its_board_prints_them():
    # Setup 2: "Every stock begins at START, $100"; Q&A 3: "$40 is the space just above Bankruptcy, $80 the space
    # just below START". A walk compared "space 0 $0" and "space 4 $100" with a board that prints the names.
    for lang, bankrupt, space in (("en", "Bankruptcy", "space"), ("de", "Bankrott", "Feld")):
        chart = next(t for t in board_tables(load_board("owners-choice"), lang) if t.key == "price_chart")
        start = load_board("owners-choice").values["price_chart"].index(100)
        assert chart.rows[0].label == f"{space} 0 ({bankrupt})"
        assert chart.rows[start].label == f"{space} {start} (START)"
        assert all("(" not in r.label for i, r in enumerate(chart.rows) if i not in (0, start))
