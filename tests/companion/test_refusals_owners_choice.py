"""Owner's Choice refuses in the phone's language (issue 17, item 4: "History and every rules message follow the
phone's language"): each refusal below is made by the real command, as a player's phone or the banker would
make it, and read back with `refusal(err, "de")` (the catalog's German of its template, its values filled in)
and `refusal(err, "en")` (the rules' own English, unchanged). A refusal about hidden money says as little in
German as in English (Setup 7: "Your money should remain hidden throughout the game.")."""
from __future__ import annotations

import re

import pytest

import calculators.owners_choice as oc
from calculators.core.model import RuleError, Term
from companion.i18n.refusals import refusal
from tests.support.owners_choice import Game, new_log
from tests.support.refusals import english_left, read_in_both, refused  # noqa: F401

def pregame(start="Ann") -> Game:
    return Game(start=start)


def test_pregame_purchase_out_of_turn():
    # Setup 9: "Beginning with the start player, each player may purchase stock before the game begins."
    g = pregame(start="Bob")
    err = refused(oc.pregame_buy, g.log, "seat:Ann", "Ann", {"RED": 1})
    assert err.message == "It is Bob's turn to buy, not Ann's."
    assert read_in_both(err) == "Bob ist mit Kaufen dran, nicht Ann."


def test_a_purchase_beyond_ones_own_money_names_it_on_ones_own_phone_only():
    # Setup 9: "Each stock is worth $100." Setup 7: "Your money should remain hidden throughout the game."
    g = pregame()
    own = refused(oc.pregame_buy, g.log, "seat:Ann", "Ann", {"RED": 7})
    assert read_in_both(own) == "Ann hat $690; das kostet $700."
    quiet = refused(oc.pregame_buy, g.log, "banker", "Ann", {"RED": 7})  # the banker acting for Ann
    assert quiet.message == "Ann cannot pay for this."
    assert read_in_both(quiet) == "Ann kann das nicht bezahlen."
    assert quiet.params == {"seat": "Ann"}  # no amount among the values either
    assert not re.search(r"\d", refusal(quiet, "de"))


def test_the_last_stock_nobody_else_owns_stays():
    # Stock Trade: "When selling stocks no other player owns, you cannot sell all of them. You must keep at
    # least 1 such stock in your possession."
    g = pregame()
    g.pregame({"RED": 2}, {}, {})
    err = refused(oc.trade, g.log, "seat:Ann", "Ann", [("RED", -2)])
    assert err.message == "Nobody else owns RED: Ann must keep at least 1 RED stock."
    assert read_in_both(err) == "Sonst besitzt niemand RED: Ann muss mindestens 1 RED-Aktie behalten."


def test_twelve_stocks_at_most():
    # Stock Trade: "The maximum number of total stocks a player can own is 12. A player can purchase stocks to
    # exceed twelve but must sell enough stocks to end the turn with 12 stocks."
    g = pregame()
    g.pregame({"RED": 6}, {}, {})
    g.do("Ann", oc.move_pawn, 2, "dividend")  # RED's dividend at START pays for more stocks
    err = refused(oc.trade, g.log, "seat:Ann", "Ann", [("BLUE", 7)])
    assert err.template == "{seat} would hold {total} stocks; sell down to {most} before confirming."
    assert read_in_both(err).startswith("Ann hätte 13 Aktien;")


def test_one_stock_trade_a_turn():
    # Q&A 2: "as long as no stock trade took place that turn already."
    g = pregame()
    g.pregame({}, {}, {})
    g.do("Ann", oc.trade, [("RED", 1)])
    err = refused(oc.trade, g.log, "seat:Ann", "Ann", [("BLUE", 1)])
    assert read_in_both(err) == "Ann hat in diesem Zug schon mit Aktien gehandelt."


def test_the_pawn_moves_one_to_four_spaces_with_three_players():
    # Move the Action pawn: "In a 2-3 player game you can move from 1-4 spaces."
    g = pregame()
    g.pregame({}, {}, {})
    err = refused(oc.move_pawn, g.log, "seat:Ann", "Ann", 5, "event")
    assert err.message == "With 3 players the pawn moves 1 to 4 spaces."
    assert read_in_both(err) == "Mit 3 Spielern zieht die Figur 1 bis 4 Felder."


def test_only_the_player_whose_turn_it_is():
    # The Game: "On his turn a player can perform the following two actions"; another seat's phone may not.
    g = pregame()
    g.pregame({}, {}, {})
    err = refused(oc.move_pawn, g.log, "seat:Bob", "Bob", 2, "event")
    assert read_in_both(err) == "Ann ist am Zug, nicht Bob."
    other = refused(oc.move_pawn, g.log, "seat:Bob", "Ann", 2, "event")  # Bob's phone for Ann
    assert other.message == "Only Ann or the banker can move the pawn for them."
    assert read_in_both(other) == "Nur Ann oder die Bank kann für diesen Platz die Figur ziehen."


def test_the_action_pawn_moves_before_the_turn_ends():
    # The Game: "2. Move the Action pawn – this must be done during your turn"
    g = pregame()
    g.pregame({}, {}, {})
    err = refused(oc.end_turn, g.log, "seat:Ann", "Ann")
    assert read_in_both(err) == "Ann muss zuerst die Aktionsfigur ziehen."


def test_only_the_banker_starts_the_game():
    # Setup 8: "Decide a start player randomly." The banker starts the table's game.
    err = refused(oc.start_game, new_log(), "seat:Ann", start_player="Ann")
    assert err.message == "Only the banker can start the game."
    assert read_in_both(err) == "Nur die Bank kann das Spiel starten."


def test_the_president_who_cannot_pay_throws_the_fund_die_and_the_banker_learns_no_amount():
    # Company Square: "If the President does not have the money to pay for this action, the President must choose
    # to throw the Fund die." Setup 7: "Your money should remain hidden throughout the game."
    g = pregame()
    g.pregame({"RED": 6}, {}, {})
    g.banker("fix", oc.correct_cash, "Ann", -60)  # Ann keeps $30
    g.do("Ann", oc.move_pawn, 2, "company", "RED")
    own = refused(oc.company_action, g.log, "seat:Ann", "Ann", "president")
    assert read_in_both(own) == ("Ann kann $50 für den Präsidentenwürfel nicht bezahlen (Ann hat $30): "
                                 "wirf den Fondswürfel.")
    quiet = refused(oc.company_action, g.log, "banker", "Ann", "president")
    assert quiet.message == "Ann cannot pay for the President's die: throw the Fund die."
    assert read_in_both(quiet) == "Ann kann den Präsidentenwürfel nicht bezahlen: wirf den Fondswürfel."
    assert "30" not in refusal(quiet, "de") and quiet.params == {"seat": "Ann"}


def test_nobody_is_asked_for_the_event_die_on_a_company_square():
    # Event Square: the Event die is thrown there only; a refusal names the decision in German.
    g = pregame()
    g.pregame({"RED": 1}, {}, {})
    g.do("Ann", oc.move_pawn, 2, "company", "RED")
    err = refused(oc.throw_event_die, g.log, "seat:Ann", "Ann")
    assert read_in_both(err) == "Gerade muss niemand den Ereigniswürfel werfen."


def test_a_board_die_face_list_reads_in_german():
    # Fund Die Results (back page): a face edited into the Fund die must be one the rulebook prints for it.
    g = pregame()
    err = refused(oc.edit_tables, g.log, "banker", "fund_die", ["up1", "up1", "up1", "up1", "up1", "bank100"])
    german = read_in_both(err, same={"status", "quo"})  # the German board prints "Status quo" too (FACES_DE)
    assert german == ("Fondswürfel: jede Seite zeigt eines davon: Status quo, Kurs −1 und den ganzen Fonds nehmen, "
                      "Kurs −2 und den ganzen Fonds nehmen.")


def test_the_check_finds_an_english_word_left():
    """The audit above can fail: a phrase the catalog does not know stays English inside the German sentence."""
    err = RuleError("Only the banker can {what}.", what=Term("fly a kite"))
    assert refusal(err, "de") == "Nur die Bank kann fly a kite." and english_left(err) == {"fly", "kite"}


def test_a_presidents_die_named_in_a_refusal_reads_in_german():
    """A face typed for a company's President's die that the die does not have: the die is named as the German
    screens name it ("Präsident RED"), not "RED President"."""
    import companion.views.games.owners_choice.panels  # noqa: F401  (loaded on every phone showing the game)
    from calculators.core.dice import Die, enter_physical

    with pytest.raises(RuleError) as caught:
        enter_physical(Die(name="RED President", faces=("+1", "-1", "D")), ["9"], "test")
    german = refusal(caught.value, "de")
    assert "Präsident RED" in german and "President" not in german, german
    assert "RED President" in refusal(caught.value, "en")
