"""Roll and Rails History and refusals in the rulebook's words: unused dice, which shipment scored in which row, the
manipulators' names, the game's end, and the shipping phase in German."""
import pytest

from calculators.core.log import Log
from calculators.core.model import RuleError
from calculators.roll_and_rails import (
    Hop, Shipment, assign_dice, end_turn, nudge_die, pass_shipping, pick_die, ship_goods, state_of,
)
from calculators.roll_and_rails.words import describe
from tests.support.roll_and_rails import dealt, rich, seat, started, step

ANN, BOB, CY = seat("Ann"), seat("Bob"), seat("Cy")


def said(log, lang="en"):
    return describe(log.events[-1], lang, state_of(Log(events=log.events[:-1])))


def three():
    return dealt(rich(["Ann", "Bob", "Cy"], 5), {"Ann": [1, 2, 3, 4], "Bob": [6, 5, 4, 2], "Cy": [1, 1, 1, 2]})


def test_a_turn_ended_with_dice_unused_says_so():
    """Player's Turn: "the player must match one of the selected dice to the specialist wheel. The remaining three
    dice must be matched to the action table"; "After a die is activated it must be returned to the middle". A turn
    may still end with dice unused (a player who cannot afford an action cannot perform it), and History says so."""
    log = step(step(three(), assign_dice, ANN, ["logistician", "deliver", "curve", "straight"]), end_turn, ANN)
    assert said(log) == "Ann ended the turn without using the 1, 2, 3 and 4"
    log = step(step(log, end_turn, BOB), end_turn, CY)  # Cy never matched the dice
    assert said(log) == "Cy ended the turn without using the 1, 1, 1 and 2"
    assert said(log, "de") == "Cy beendet den Zug, ohne die 1, 1, 1 und 2 zu nutzen"


def test_a_shipment_says_how_it_went_and_which_row_scored():
    """Goods Delivery: "First row is reserved for points for shipping through shipping action. Second row is
    reserved for points gained in the 3rd phase of the round." History says which it was."""
    log = step(three(), assign_dice, ANN, ["logistician", "deliver", "curve", "straight"])
    red = Shipment(good="red", origin="Berlin", hops=(Hop(owner="Ann", to="Hamburg", colour="red"),))
    log = step(log, ship_goods, ANN, red, "vp", die=1)
    assert said(log) == ("Ann shipped a red good from Berlin to Hamburg over 1 connection with the Goods delivery action: Ann 1 VP "
                         "(delivery table: shipping action row)")
    log = step(log, ship_goods, ANN, red, "money", die=0)
    assert said(log) == "Ann shipped a red good from Berlin to Hamburg over 1 connection with the Logistician: Ann 1$"
    log = step(step(step(log, end_turn, ANN), end_turn, BOB), end_turn, CY)
    log = step(log, ship_goods, ANN, red, "vp")
    assert said(log) == ("Ann shipped a red good from Berlin to Hamburg over 1 connection in the shipping phase: Ann 1 VP "
                         "(delivery table: shipping phase row)")
    assert said(log, "de").endswith("in der Lieferphase: Ann 1 SP (Liefertabelle: Zeile Lieferphase)")
    # Where the good went, so the others can check the delivery on the map (a walk read only where it left).
    assert said(log, "de").startswith("Ann liefert ein rotes Gut von Berlin nach Hamburg über 1 Verbindung")


def test_manipulators_are_named_as_the_rulebook_names_them():
    """Dice Manipulators: "2. Modify +/-1." — History and the refusal use the same name."""
    log = step(dealt(started(["Ann", "Bob"]), {"Ann": [2, 3, 4, 5], "Bob": [6, 5, 4, 2]}), nudge_die, ANN, 0, 1)
    assert said(log) == "Ann used “Modify +/-1”: the 2 to a 3"
    with pytest.raises(RuleError, match="Ann's “Modify \\+/-1” manipulator is crossed out"):
        nudge_die(log, ANN, 1, 1)


def test_after_the_last_round_the_game_is_over():
    """End of the Game: "After the last round ends, players calculate their final score." """
    log = dealt(started(["Ann", "Bob"], rounds=1), {"Ann": [2, 3, 4, 5], "Bob": [6, 5, 4, 2]})
    log = step(step(log, end_turn, ANN), end_turn, BOB)
    log = step(step(log, pass_shipping, ANN), pass_shipping, BOB)
    assert state_of(log).phase == "over"
    red = Shipment(good="red", origin="Berlin", hops=(Hop(owner="Ann", to="Hamburg", colour="red"),))
    for tried in (lambda: ship_goods(log, ANN, red, "vp"), lambda: pick_die(log, ANN, 2)):
        with pytest.raises(RuleError, match="The game is over after round 1, the last"):
            tried()



def test_history_names_the_matched_actions_as_the_screen_does():
    """The action table's names in History are the screen's, one style: "Goods delivery" / "Güter liefern" (History
    said "die 2 für Liefern" beside the screen's "Güter liefern", and "the 6 for Banker, the 6 for upgrade")."""
    log = step(three(), assign_dice, ANN, ["logistician", "deliver", "curve", "straight"])
    assert said(log) == ("Ann assigned the dice: the 1 for Logistician, the 2 for Goods delivery, the 3 for Curve, "
                         "the 4 for Straight")
    assert said(log, "de") == ("Ann verteilt die Würfel: die 1 für Logistiker, die 2 für Güter liefern, die 3 für "
                               "Kurve, die 4 für Gerade")


def test_a_final_count_reads_as_confirmed_and_a_later_change_as_a_change():
    # End of the Game: "players check how many complete connections they managed to create"; a walk could not tell
    # the confirmation from a later change in History ("Ann zählt 3 fertige …" both times).
    from calculators.core.words import history
    from calculators.roll_and_rails import count_connections
    from calculators.roll_and_rails.fold import state_of
    from tests.support.roll_and_rails import started
    from tests.support.roll_and_rails.game import play_round
    log = play_round(started(("Ann", "Bob"), rounds=1))
    assert state_of(log).phase == "over"
    for p in ("Ann", "Bob"):
        log, _ = count_connections(log, f"seat:{p}", 1, 0)
    log, _ = count_connections(log, "seat:Bob", 3, 0)
    said = history("roll-and-rails", log, "en")
    seqs = [e.seq for e in log.events if e.kind.endswith("connections_counted")]
    assert said[seqs[0]] == "Ann confirmed 1 completed and 0 abandoned connections for the final score"
    assert said[seqs[2]] == "Bob changed the count after the final score: 3 completed and 0 abandoned connections"
    assert history("roll-and-rails", log, "de")[seqs[1]] == (
        "Bob bestätigt 1 fertige und 0 aufgegebene Verbindungen für die Endwertung")


def test_the_action_that_ends_a_round_says_the_next_round_and_its_first_player():
    """End of the Round: "The first player marker is moved to the player on the left and new round begins." A walk's
    table read nothing of it: "Just now" still said the last shipment, History had no round in it."""
    log = dealt(started(["Ann", "Bob"], rounds=2), {"Ann": [2, 3, 4, 5], "Bob": [6, 5, 4, 2]})
    log = step(step(log, end_turn, ANN), end_turn, BOB)
    log = step(log, pass_shipping, ANN)
    assert said(log) == "Ann passed in the shipping phase"  # the round goes on
    log = step(log, pass_shipping, BOB)
    assert said(log) == "Bob passed in the shipping phase; that began round 2 of 2, Bob first player"
    assert said(log, "de") == "Bob passt in der Lieferphase; damit begann Runde 2 von 2, Bob als Startspieler"
    log = dealt(log, {"Ann": [2, 3, 4, 5], "Bob": [6, 5, 4, 2]})
    log = step(step(log, end_turn, BOB), end_turn, ANN)
    log = step(step(log, pass_shipping, BOB), pass_shipping, ANN)
    assert said(log) == ("Ann passed in the shipping phase; that ended the last round: each player counts their "
                         "completed connections")
