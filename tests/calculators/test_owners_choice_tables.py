"""The board tables: the stock price chart's printed points, the dice faces, the banker's edits."""
import pytest
from tests.support.owners_choice import Game

import calculators.owners_choice as oc
from calculators.core.boards import load_board
from calculators.core.model import RuleError
from calculators.owners_choice.tables import EVENT_FACES, FUND_FACES, LABELS, shipped_values, tables_from


def test_board_file_marks_every_value_and_keeps_the_printed_points():
    board = load_board("owners-choice")
    assert board.version == "owners-choice-1" and set(board.sources) == set(board.values)
    t = tables_from(board.values)
    chart = t.price_chart
    assert chart[0] == 0 and chart[-1] == 300  # the Bankruptcy space and the upper limit
    assert chart[1] == 40 and chart[t.start - 1] == 80 and chart[t.start] == 100  # Q&A 3, Setup 2
    assert t.dividends[chart.index(140)] == 40  # Dividend Square example


def test_dice_carry_every_printed_face():
    t = tables_from(shipped_values())
    faces = {f for c in oc.COMPANIES for f in t.president_dice[c]}
    assert faces == {"status_quo", "up1", "up2", "up3", "down1", "dividend", "other_up1", "other_down1", "other_down2"}
    assert "other_up1" in t.president_dice["RED"] and {"other_down1", "other_down2"} <= set(t.president_dice["BLUE"])
    assert set(t.fund_die) == set(FUND_FACES) and set(t.event_die) == set(EVENT_FACES)
    assert t.die("president", "BLUE").faces == tuple(LABELS[f] for f in t.president_dice["BLUE"])


@pytest.mark.parametrize("key, change, match", [
    ("price_chart", lambda v: [0, 50, *v[2:]], "\\$40"),
    ("price_chart", lambda v: [0, 40, 60, 70, *v[4:]], "\\$80"),
    ("price_chart", lambda v: [*v[:-1], 290], "\\$300"),
    ("price_chart", lambda v: [0, 40, 60, 80, 100, 100, *v[6:]], "rise"),
    ("dividends", lambda v: [*v[:8], 45, *v[9:]], "\\$40 dividend at \\$140"),
    ("dividends", lambda v: [0, -1, *v[2:]], "negative"),
    ("stock_supply", lambda v: {**v, "RED": 0}, "1 to 60"),
    ("fund_die", lambda v: ["status_quo", "up1", *v[2:]], "Fund die"),
    ("event_die", lambda v: ["status_quo", *v[1:]], "Event die"),
    ("president_dice", lambda v: {**v, "GREEN": ["other_up1", *v["GREEN"][1:]]}, "GREEN President"),
])
def test_edits_that_break_the_rulebook_are_refused(key, change, match):
    g = Game()
    value = change(shipped_values()[key])
    with pytest.raises(RuleError, match=match):
        oc.edit_tables(g.log, "banker", key, value)


def test_the_banker_edits_an_assumed_table_for_the_session():
    g = Game()
    g.pregame({"RED": 2}, {}, {})
    dividends = list(shipped_values()["dividends"])
    dividends[4] = 30
    g.banker("edit", oc.edit_tables, "dividends", dividends)
    ann = g.cash("Ann")
    g.do("Ann", oc.move_pawn, 1, "dividend")
    assert g.cash("Ann") == ann + 60
    with pytest.raises(RuleError, match="Only the banker"):
        oc.edit_tables(g.log, "seat:Ann", "dividends", dividends)
    with pytest.raises(RuleError, match="same shape"):
        oc.edit_tables(g.log, "banker", "dividends", dividends[:-1])


def test_german_board_tables_name_the_companies_as_every_other_screen_does():
    # A walk on a German phone read "Rot / Blau / Grün / Gelb" in the board tables, beside "Eine RED mehr kaufen" and
    # "Bob ist jetzt Präsident von RED" everywhere else: the game's company names (Setup: RED, BLUE, GREEN, YELLOW).
    from calculators.core.board_rows import board_tables
    supply = {t.key: t for t in board_tables(load_board("owners-choice"), "de")}["stock_supply"]
    assert [r.label for r in supply.rows] == ["RED", "BLUE", "GREEN", "YELLOW"]


def test_a_supply_below_the_stocks_held_is_refused_and_one_at_it_stands():
    # Stock Trade: "You cannot buy stocks that do not exist in a company." An audit set RED's supply to 10 with 12 held:
    # the edit was saved, and every later move and sale was refused as breaking the table's rules, until undone.
    g = Game(players=("A", "B"), banker="Zoe", start="A")
    g.pregame({"RED": 6}, {"RED": 6})
    supply = dict(shipped_values()["stock_supply"])
    with pytest.raises(RuleError, match=r"The players hold 12 RED stocks: the supply cannot be less \(10\)"):
        oc.edit_tables(g.log, "banker", "stock_supply", {**supply, "RED": 10})
    log, _ = oc.edit_tables(g.log, "banker", "stock_supply", {**supply, "RED": 12})  # as many as held: none left
    assert oc.state_of(log).tables.stock_supply["RED"] == 12 and not oc.problems(oc.state_of(log))
