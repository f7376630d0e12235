"""Rollout board tables: the shipped values, the rulebook's known points, edits, meter moves."""
import json
from importlib import resources

import pytest

import calculators.rollout as ro
from calculators.core.boards import board_in_force, load_board
from calculators.core.model import RuleError
from calculators.rollout.tables import check_board, default_tables
from test_rollout_kit import B, started


def test_every_value_is_marked_rulebook_or_assumed_and_the_file_is_package_data():
    board = load_board("rollout")
    assert set(board.sources) == set(board.values) == set(board.notes)
    raw = json.loads(resources.files("calculators.rollout").joinpath("data/board.json").read_text("utf-8"))
    assert raw["version"] == "rollout-1"
    # Printed: Game Board, Setting Up, Stage 1, Stage 5, Stage 6, Borrowing Money.
    for key in ("high_flyer", "blue_chip", "opening_price", "opening_dividend", "store_costs", "store_sale",
                "research_per_card", "salary_per_store", "starting_cash", "loan_cap", "open_bid_step_above_blue_chip"):
        assert board.sources[key] == "rulebook"
    for key in ("price_index", "dividends_due", "sales_index", "loan_interest", "advertising_choices",
                "price_choices", "secret_bid_step", "gold_coast_square"):
        assert board.sources[key] == "assumed"


def test_known_points_hold():
    t = default_tables()
    # Game Board: High Flyer $1M, Blue Chip $2.5B; Setting Up: $500M; Stage 1: $50M dividend at $500M.
    assert t.price_index[0] == 1 and t.price_index[-1] == 2500
    assert t.price(t.opening_square) == 500 and t.dividend(t.opening_square) == 50
    assert list(t.price_index) == sorted(set(t.price_index))
    assert list(t.dividends_due) == sorted(t.dividends_due)
    assert len(t.loan_interest) == 10 and t.interest(0) == 0
    assert t.store_costs == {"expansion": 100, "branch": 200, "joint": 500}
    # Step E's example: the 20 million point of the Sales Index.
    assert 20 in t.sales_index and t.gold_coast_square == len(t.sales_index) - 1


def test_meters_stop_at_high_flyer_and_blue_chip_and_prices_round_down_to_a_square():
    t = default_tables()
    assert t.moved(2, -5) == 0 and t.moved(t.top - 1, 5) == t.top
    assert t.square_at_or_below(500) == t.opening_square
    assert t.price(t.square_at_or_below(505)) == 500
    assert t.square_at_or_below(0) == 0 and t.square_at_or_below(10_000) == t.top
    assert t.is_open_bid_price(2600) and not t.is_open_bid_price(2550) and not t.is_open_bid_price(505)


@pytest.mark.parametrize("key,value,words", [
    ("price_index", [2] + list(default_tables().price_index[1:]), "High Flyer"),
    ("price_index", list(default_tables().price_index[:-1]) + [2400], "High Flyer"),
    ("price_index", [x + 1 if x == 500 else x for x in default_tables().price_index], "$500M"),
    ("price_index", list(reversed(default_tables().price_index)), "rise"),
    ("dividends_due", [0] * len(default_tables().dividends_due), "$50M"),
    ("sales_index", [1] + list(default_tables().sales_index[1:]), "Square One"),
    ("starting_cash", 8000, "printed in the rulebook"),
    ("store_costs", {"expansion": 100, "branch": 300, "joint": 500}, "printed in the rulebook"),
])
def test_edits_that_break_the_rulebook_are_refused(key, value, words):
    with pytest.raises(RuleError) as info:
        check_board(key, value)
    assert words in info.value.message


def test_the_banker_edits_an_assumed_table_for_the_session():
    t = started()
    new = list(default_tables().loan_interest)
    new[0] = 80
    t.do(ro.edit_rollout_board, B, "loan_interest", new)
    assert t.state.tables.interest(1) == 80
    assert board_in_force(t.log).values["loan_interest"][0] == 80
    t.refused(ro.edit_rollout_board, "seat:Bob", "loan_interest", new, match="Only the banker")
    t.refused(ro.edit_rollout_board, B, "loan_interest", new[:-1], match="same shape")
