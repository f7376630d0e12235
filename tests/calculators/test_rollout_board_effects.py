"""A banker's edit of a board value under a company's meter, said before it is saved and named in the history.

Game Board: "Below the Stock Market is the Price Index which shows the current buy and sell price for each
Company's stock in millions of dollars" — a company's price is the Price Index value its meter stands on, so a
new value on that square moves the price at once; "Dividends Due is the index below the Price Index … It tells
you how much Dividend to pay each turn". A walk found the price moved silently and the history said only
"Spielplan-Tabelle geändert: Kursindex"."""
from __future__ import annotations

import calculators.rollout as ro
from calculators.core.words import history
from calculators.rollout.board_effects import board_effects
from calculators.rollout.tables import default_tables
from tests.support.rollout import B, started


def _simcor_on_square_23():
    t = started()
    t.do(ro.correct, B, "Ann", "price", value=23, reason="as on the board")  # Ann's Simcor at $600M
    return t


def test_a_new_price_on_a_companys_square_is_said_before_it_is_saved():
    t = _simcor_on_square_23()
    prices = list(default_tables().price_index)
    assert prices[23] == 600
    prices[23] = 650
    assert board_effects(t.log, "price_index", prices, "en") == [
        "Simcor's price meter stands on square 23: its price becomes $650M (now $600M)"]
    assert board_effects(t.log, "price_index", prices, "de") == [
        "Der Kurszähler von Simcor steht auf Feld 23: der Kurs wird $650M (jetzt $600M)"]
    # a square no meter stands on changes nothing in play
    elsewhere = list(default_tables().price_index)
    elsewhere[30] += 10
    assert board_effects(t.log, "price_index", elsewhere, "en") == []


def test_dividends_and_interest_in_force_are_said_too():
    t = _simcor_on_square_23()
    dividends = list(default_tables().dividends_due)
    dividends[23] += 5
    assert board_effects(t.log, "dividends_due", dividends, "en") == [
        "Simcor's price meter stands on square 23: its Dividends Due become $65M a share (now $60M)"]
    t.do(ro.borrow, B, "Bob", 2)
    interest = list(default_tables().loan_interest)
    was = interest[1]
    interest[1] += 50
    # Borrowing Money: interest is paid every Stage 1 on the loans outstanding
    assert board_effects(t.log, "loan_interest", interest, "en") == [
        f"Camcon owes $2B: its Stage 1 interest becomes ${was + 50}M (now ${was}M)"]


def test_the_history_names_the_square_and_the_old_and_new_value_in_both_languages():
    t = _simcor_on_square_23()
    prices = list(default_tables().price_index)
    prices[23] = 650
    t.do(ro.edit_rollout_board, B, "price_index", prices)
    seq = t.log.events[-1].seq
    assert history("rollout", t.log, "en")[seq] == "Board table changed: Price Index, square 23: from $600M to $650M"
    assert history("rollout", t.log, "de")[seq] == ("Spielplan-Tabelle geändert: Kursindex, Feld 23: "
                                                    "von $600M auf $650M")
    assert not any("\u2192" in line for line in history("rollout", t.log, "de").values())  # the bundled font has none
    assert t.state.tables.price(t.state.company_of("Ann").price) == 650


def test_new_price_choices_while_step_b_is_open_are_said_to_count_from_the_next_step_b():
    # Stage 2, Step B: "each player secretly writes down his Advertising Blitz budget and his price" from the choices
    # the round was opened with. A walk changed the price choices with Step B open: the seats read "$30 to $35" and
    # were offered $30 still.
    from tests.support.rollout import stage1

    t = started()
    stage1(t)
    t.do(ro.check_hex, B, rng=t.rng)
    choices = list(t.state.tables.price_choices)
    choices[2] += 5
    assert board_effects(t.log, "price_choices", choices) == []  # no Step B open: nothing in play changes
    t.do(ro.open_budgets, B)
    assert board_effects(t.log, "price_choices", choices) == [
        "Step B is open: its forms keep the choices it was opened with; the new ones count from the next Step B"]
    assert board_effects(t.log, "price_choices", choices, "de")[0].startswith("Schritt B läuft")
