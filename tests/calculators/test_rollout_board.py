"""Rollout board tables: the shipped values, the rulebook's known points, edits, meter moves."""
import json
from importlib import resources

import pytest

import calculators.rollout as ro
from calculators.core.boards import board_in_force, load_board
from calculators.core.model import RuleError
from calculators.rollout.tables import check_board, default_tables
from tests.support.rollout import B, stage1, started


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


def forty_squares() -> list[int]:
    """A Price Index printed with 40 squares: the shipped 38 and two more between $500M and $2.5B."""
    prices = list(default_tables().price_index)
    return sorted(prices + [650, 2400])


def test_a_price_index_of_another_length_every_move_and_the_blue_chip_follow_it():
    """Game Board: "The High Flyer ... is the lowest market price ($1 million). The Blue Chip (at right) is the
    highest market price ($2.5 billion)." Missed Dividends: "his Stock Market meter is moved five squares to
    the left". The squares between are not printed: a board with 40 of them is entered as it is."""
    t = started()
    t.do(ro.correct, B, "Bob", "price", value=30, reason="earlier turns")  # $1.3B on the 38-square scale
    t.do(ro.edit_rollout_board, B, "price_index", forty_squares())
    s = t.state
    assert len(s.tables.price_index) == 40 and s.tables.top == 39
    # Dividends Due follow at a tenth of each price (the assumed rule), $50M at $500M.
    assert len(s.tables.dividends_due) == 40 and s.tables.dividend(s.tables.opening_square) == 50
    assert tuple(board_in_force(t.log).values["dividends_due"]) == s.tables.dividends_due  # the screen shows the same
    # Meters keep their price on the new scale.
    assert s.tables.price(s.company_of("Ann").price) == 500 and s.tables.price(s.company_of("Bob").price) == 1300
    # Five squares on the new scale, and the Blue Chip is its last square.
    t.do(ro.pay_stage1, B, "Ann", pay_dividends=False)
    assert t.company("Ann").price == t.state.tables.opening_square - 5
    t.do(ro.correct, B, "Cy", "price", value=39, reason="test")
    assert t.state.tables.price(39) == 2500
    t.refused(ro.correct, B, "Cy", "price", value=40, reason="test", match="0 to 39")
    # The Dividends Due may then be edited with the new length, not the old.
    t.refused(ro.edit_rollout_board, B, "dividends_due", list(default_tables().dividends_due),
              match="one entry per Price Index square: 40")
    divs = [d + 1 if i > 30 else d for i, d in enumerate(s.tables.dividends_due)]
    t.do(ro.edit_rollout_board, B, "dividends_due", divs)
    assert t.state.tables.dividends_due[-1] == 251


def test_a_sales_track_of_another_length_moves_the_gold_coast():
    """Game Board: "At the left is Square One ... At the right is the Gold Coast." Reaching the Gold Coast is
    the last square of whatever track the board prints."""
    t = started()
    t.do(ro.correct, B, "Ann", "sales", value=25, reason="earlier turns")
    t.do(ro.correct, B, "Bob", "sales", value=7, reason="earlier turns")
    track = list(range(0, 42, 2))  # 21 squares: Square One and 20 more
    t.do(ro.edit_rollout_board, B, "sales_index", track)
    s = t.state
    assert s.tables.gold_coast_square == 20 and board_in_force(t.log).values["gold_coast_square"] == 20
    assert s.company_of("Ann").sales == 20 and s.company_of("Bob").sales == 7  # no further than the Gold Coast
    t.refused(ro.edit_rollout_board, B, "gold_coast_square", 30, match="last square")
    t.refused(ro.edit_rollout_board, B, "sales_index", [0, 2], match="3 to 200 squares")
    t.refused(ro.edit_rollout_board, B, "sales_index", [0, "2", 4], match="whole numbers")
    t.refused(ro.edit_rollout_board, B, "loan_interest", list(range(100, 1200, 100)), match="same shape")
    # The Gold Coast reached on the new track: Step D's meter stops on square 20.
    stage1(t)
    t.do(ro.check_hex, B, faces=[1])
    t.do(ro.open_budgets, B)
    from calculators.core import bids
    from calculators.rollout.stage2_budgets import budgets_round
    for p in t.state.rollout.players:
        t.do(bids.enter, f"seat:{p}", budgets_round(t.state), {"advertising": "100", "price": "30"})
    t.do(ro.reveal_budgets, B)
    for p in t.state.rollout.players:
        t.do(ro.show_card, B, p, 5)
    n = sum(k for _, k in ro.dice_for(t.state, "Ann"))
    t.do(ro.roll_sales, B, "Ann", faces=[6] * n)
    assert t.company("Ann").sales == 20 and t.state.tables.units(20) == 40


def test_a_scale_of_another_length_survives_undo_redo_and_a_shared_code():
    from calculators.core.actors import redo_last, undo_last
    from calculators.core.boards import board_edits
    t = started()
    t.do(ro.edit_rollout_board, B, "price_index", forty_squares())
    live = t.state
    log = redo_last(undo_last(t.log, B)[0], B)[0]
    assert ro.state_of(log) == live
    assert len(ro.state_of(undo_last(t.log, B)[0]).tables.price_index) == 38
    edits = board_edits(t.log)
    assert set(edits) == {"price_index", "dividends_due"} and len(edits["dividends_due"]) == 40


def test_a_table_shared_with_a_scale_of_another_length_imports_on_it():
    from calculators.core.boards import board_edits
    from calculators.core.log import Log, record
    from calculators.core.table import make_setup
    t = started()
    t.do(ro.edit_rollout_board, B, "price_index", forty_squares())
    t.do(ro.correct, B, "Bob", "price", value=39, reason="Blue Chip")
    setup = make_setup("rollout", "Imported", t.state.players, "Ann")
    data = {**setup.model_dump(mode="json"), "board": load_board("rollout").model_dump(mode="json"),
            "board_edits": board_edits(t.log), "state": ro.shared_state(t.log), "source": "QR"}
    log = record(Log(), "table.imported", "host", data, undoable=False)[0]
    s = ro.state_of(log)
    assert len(s.tables.price_index) == 40 and s.tables.price(s.company_of("Bob").price) == 2500
    assert ro.shared_state(log) == ro.shared_state(t.log)


def test_a_printed_table_is_named_as_its_screen_names_it():
    """A walk read "The store costs is printed in the rulebook…": the refusal names the table by its Board tables
    title, in the reader's language."""
    from calculators.core.model import RuleError
    from calculators.rollout.tables import check_board
    from companion.i18n import using
    from companion.i18n.refusals import refusal

    with pytest.raises(RuleError) as got:
        check_board("store_costs", {"expansion": 100, "branch": 300, "joint": 500})
    assert str(got.value) == "“Store costs” is printed in the rulebook and cannot be changed."
    with using("de"):
        assert refusal(got.value) == "„Ladenkosten“ steht in der Spielregel und lässt sich nicht ändern."


def test_price_choices_read_in_dollars_a_unit_as_step_b_prices_them():
    # Stage 2, Step E: "budgeted a price of 30 dollars ... he would receive $600 million": the price a unit is whole
    # dollars, not the board's $ millions (a walk read "$30M" in the table and "New value in $M" in its dialog).
    from calculators.core.board_rows import board_tables, cell_unit, parse_cell

    board = load_board("rollout")
    table = next(t for t in board_tables(board, "en") if t.key == "price_choices")
    assert [r.text for r in table.rows][:3] == [f"${v}" for v in default_tables().price_choices[:3]]
    assert cell_unit("rollout", "price_choices", (2,)) == "$" and cell_unit("rollout", "price_index", (2,)) == "$M"
    assert parse_cell(30, "$35", "rollout", "price_choices", (2,)) == 35
    assert parse_cell(30, "35", "rollout", "price_choices", (2,)) == 35
