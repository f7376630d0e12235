"""Fortune: the Kasse sets right money booked wrongly earlier, with a reason every phone reads in History.

Rulebook, The Kasse: "The Kasse's job is to lend money, ... and to pay out and collect the money amounts in business
transactions." The rulebook has no corrections; a table that finds a wrong amount ten actions later sets it right
with the Kasse, not by taking back everything played since (interpretation, said in History as a correction)."""
import pytest

from calculators.core.actors import undo_last
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.core.replay import check_import
from calculators.core.table import TableSetup
from calculators.fortune import actions as A
from calculators.fortune.words import describe
from tests.support.fortune import B, Table
from tests.support.fortune.finance import a_correction_sets_right_money_booked_wrongly
from tests.support.text import plain


def test_the_kasse_pays_a_player_what_was_booked_too_little_and_history_says_why():
    t = Table()
    before = t.cash("Ann")
    ev = t.do(A.correct_money, B, None, "Ann", 4_000, "  Darlehen  zu wenig   ausgezahlt ")
    assert t.cash("Ann") == before + 4_000
    assert plain(describe(ev, "de")) == ("Korrektur durch die Kasse (Darlehen zu wenig ausgezahlt); "
                                         "die Kasse zahlt Ann 4.000 DM")
    assert plain(describe(ev, "en")) == ("Correction by the Kasse (Darlehen zu wenig ausgezahlt); "
                                         "the Kasse pays Ann 4,000 DM")


def test_between_a_player_and_the_kasse_both_ways_and_between_two_players():
    a_correction_sets_right_money_booked_wrongly()


def test_what_the_rules_refuse_is_said_and_nothing_is_recorded():
    t = Table()
    cash = t.cash("Ann")
    # Money is open in Fortune: a correction never takes more than the player has, and says what that is.
    t.refused(r"Ann hat 150\.000 DM: eine Korrektur nimmt höchstens so viel", A.correct_money, B, "Ann", None,
              cash + 1, "x")
    t.refused("verschieden", A.correct_money, B, "Ann", "Ann", 1, "x")
    t.refused("verschieden", A.correct_money, B, None, None, 1, "x")
    t.refused("Dora spielt nicht mit", A.correct_money, B, None, "Dora", 1, "x")
    for amount in (0, -5, 10**9, 2.5, "5"):
        t.refused("Betrag von 1 DM bis 10.000.000 DM", A.correct_money, B, None, "Ann", amount, "x")
    t.refused("1 bis 200 Zeichen", A.correct_money, B, None, "Ann", 5, "   ")
    t.refused("1 bis 200 Zeichen", A.correct_money, B, None, "Ann", 5, "x" * 201)
    t.refused("Kasse", A.correct_money, "seat:Ann", None, "Ann", 5, "x")
    assert t.cash("Ann") == cash


def test_not_before_the_game_starts():
    t = Table(start=False)
    t.refused(".", A.correct_money, B, None, "Ann", 5, "x")


def test_undo_takes_a_correction_back_whole():
    t = Table()
    before = t.state
    t.do(A.correct_money, B, "Bob", "Cy", 7_000, "x")
    t.log = undo_last(t.log, B)[0]
    assert t.state == before


def test_an_imported_table_re_makes_the_correction_and_refuses_a_forged_one():
    t = Table()
    t.do(A.correct_money, B, None, "Ann", 4_000, "Darlehen zu wenig ausgezahlt")
    setup = TableSetup.model_validate({k: v for k, v in t.log.events[0].data.items() if k != "board"})
    assert check_import(t.log, setup).sheet("Ann").cash == t.cash("Ann")
    # The same event claiming more money than its payment moves is not the command's: refused.
    last = t.log.events[-1].model_dump(mode="json")
    last["data"]["amount"] = 40_000
    forged = Log(events=(*t.log.events[:-1], Event.model_validate(last)))
    with pytest.raises(RuleError, match="#"):
        check_import(forged, setup)
