"""Fortune: setup, who starts, the movement helper, consulting and advertising moves (rulebook sections cited)."""
import random

import pytest

from calculators.core.game import rules_for
from calculators.core.log import undo
from calculators.fortune import actions as A
from calculators.fortune.fold import initial_state, state_of
from calculators.fortune.view import view_for
from tests.support.fortune import B, COMPANIES, Table, new_log


@pytest.mark.parametrize("n, capital", [(2, 200_000), (3, 150_000), (4, 150_000), (5, 100_000), (6, 100_000)])
def test_starting_capital_by_player_count(n, capital):
    # Setup: 200,000 DM for 2 players, 150,000 for 3 or 4, 100,000 for 5 or 6.
    names = ("Ann", "Bob", "Cy", "Dora", "Ed", "Flo")[:n]
    t = Table(players=names, start=False)
    t.do(A.set_up, B, dict(zip(names, COMPANIES)), 120)
    st = t.state
    assert [s.cash for s in st.sheets] == [capital] * n
    assert st.kasse == -capital * n and st.target == 3 * capital
    assert st.phase == "start" and st.contenders == names


def test_setup_refusals():
    t = Table(start=False)
    names = {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}
    t.refused("Kasse", A.set_up, "seat:Ann", names, 120)
    t.refused("genau eine Firma", A.set_up, B, {"Ann": "BASF"}, 120)
    t.refused("keine der Firmen", A.set_up, B, {**names, "Cy": "Siemens"}, 120)
    t.refused("nur ein Spieler", A.set_up, B, {**names, "Cy": "BASF"}, 120)
    # End of the Game: the agreed playing time is at least 2 hours.
    t.refused("mindestens 120 Minuten", A.set_up, B, names, 119)
    t.do(A.set_up, B, names, 150)
    assert t.state.minutes == 150
    t.refused("schon ausgezahlt", A.set_up, B, names, 150)
    t.refused("noch nicht begonnen", A.roll_move, B, "Ann", 1)


def test_highest_total_starts_and_ties_roll_again():
    # Turn Order: the player with the highest total of two dice begins.
    t = Table(start=False)
    t.do(A.set_up, B, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120)
    t.refused("für jeden der 3 Spieler", A.roll_for_start, B, values=[[6, 6], [1, 1]])
    t.do(A.roll_for_start, B, values=[[2, 3], [6, 5], [5, 6]])
    assert t.state.contenders == ("Bob", "Cy") and t.state.phase == "start"
    t.do(A.roll_for_start, "seat:Cy", values=[[1, 1], [4, 4]])
    assert t.state.phase == "play" and t.state.starter == "Cy"
    assert A.next_to_roll(t.state) == "Cy"
    t.refused("nicht um den Beginn", A.roll_for_start, B)
    assert t.log.events[-1].data["roll"]["labels"] == ["1", "1", "4", "4"]


def test_app_start_roll_is_recorded_and_replayed():
    t = Table(start=False)
    t.do(A.set_up, B, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120)
    while t.state.phase == "start":
        t.do(A.roll_for_start, B, rng=random.Random(4))
    assert t.state.starter in ("Ann", "Bob", "Cy")
    assert state_of(t.log).starter == t.state.starter


def test_roll_one_or_two_dice_in_turn_order():
    # Turn Order and Movement: before each roll the player chooses one die or two.
    t = Table()
    t.refused("nicht an der Reihe; als Nächstes würfelt Ann", A.roll_move, B, "Bob", 1)
    t.refused("einem oder mit zwei", A.roll_move, B, "Ann", 3)
    t.refused("Das kann nur Ann", A.roll_move, "seat:Bob", "Ann", 1)
    t.refused("genau 2 Würfel", A.roll_move, B, "Ann", 2, values=[3])
    ev = t.do(A.roll_move, "seat:Ann", "Ann", 2, rng=random.Random(1))
    assert len(ev.data["roll"]["faces"]) == 2 and ev.on_behalf_of is None
    t.refused("Erst muss das Feld", A.roll_move, B, "Bob", 1)
    t.refused("unknown|gibt es nicht", A.land, B, "Ann", "moon")
    t.refused("Kasse", A.land, "seat:Ann", "Ann", "other")
    ev = t.do(A.land, B, "Ann", "other")
    assert ev.on_behalf_of == "Ann"
    t.refused("muss erst würfeln", A.land, B, "Ann", "other")
    t.do(A.roll_move, B, "Bob", 1, values=[5])
    assert t.state.current == "Bob"


def test_an_undone_move_roll_comes_back_with_the_same_dice():
    t = Table()
    first = t.do(A.roll_move, B, "Ann", 2, rng=random.Random(7))
    t.log, _ = undo(t.log, B)
    again = t.do(A.roll_move, B, "Ann", 2, rng=random.Random(99))
    assert again.data["roll"]["faces"] == first.data["roll"]["faces"]
    t.log, _ = undo(t.log, B)
    t.refused("zurückgenommen", A.roll_move, B, "Ann", 2, values=[6, 6])


def test_an_undone_move_roll_stands_with_the_dice_it_was_made_with():
    """Turn Order and Movement: "Before each roll, each player may choose whether to roll with one die or with two
    dice" -- before, not after seeing it: a walk's Kasse undid an 11 rolled with two dice and rolled one die instead.
    The undone roll stands; only Roll with as many dice brings it back."""
    t = Table()
    first = t.do(A.roll_move, B, "Ann", 2, rng=random.Random(7))
    t.log, _ = undo(t.log, B)
    assert A.undone_move(t.log).faces == tuple(first.data["roll"]["faces"])
    t.refused("mit zwei Würfeln gewürfelt und zurückgenommen", A.roll_move, B, "Ann", 1, rng=random.Random(3))
    again = t.do(A.roll_move, B, "Ann", 2, rng=random.Random(99))
    assert again.data["roll"]["faces"] == first.data["roll"]["faces"]
    assert A.undone_move(t.log) is None  # in force again: nothing stands undone
    one = Table()
    rolled = one.do(A.roll_move, B, "Ann", 1, rng=random.Random(2))
    one.log, _ = undo(one.log, B)
    one.refused("mit einem Würfel gewürfelt", A.roll_move, B, "Ann", 2, rng=random.Random(3))
    assert one.do(A.roll_move, B, "Ann", 1).data["roll"]["faces"] == rolled.data["roll"]["faces"]


def test_a_move_undone_while_it_was_another_players_binds_nothing_for_the_next():
    """Turn Order and Movement: "Before each roll, each player may choose whether to roll with one die or with two
    dice." A walk's Kasse undid 13 actions at once, Carla's roll and Bob's bankruptcy before it among them: Bob was
    to roll again, and the app held Carla's undone 5 over him ("Bob's roll 5 with one die was undone: it stands"),
    Roll 2 dice refused. Her roll stands for her, not for the player the undo put in her place."""
    t = Table()
    t.do(A.roll_move, B, "Ann", 1, values=[3])
    t.do(A.land, B, "Ann", "other")
    t.do(A.card_payment, B, "Bob", None, 200_000, "Geschäfte-Karte")
    t.do(A.declare_bankrupt, B, "Bob")
    assert A.next_to_roll(t.state) == "Cy"
    cys = t.do(A.roll_move, B, "Cy", 1, rng=random.Random(7))
    for _ in range(3):  # Cy's roll, Bob's bankruptcy, the payment
        t.log, _ev = undo(t.log, B)
    assert A.next_to_roll(t.state) == "Bob"
    assert A.undone_move(t.log) is None  # nothing of Cy's stands over Bob's move
    bobs = t.do(A.roll_move, B, "Bob", 2, rng=random.Random(99))  # two dice: his own choice
    assert bobs.data["player"] == "Bob" and len(bobs.data["roll"]["faces"]) == 2
    t.log, _ev = undo(t.log, B)
    assert A.undone_move(t.log).faces == tuple(bobs.data["roll"]["faces"])  # his own undone roll stands for him
    assert len(cys.data["roll"]["faces"]) == 1


def test_real_dice_typed_wrong_and_undone_are_typed_again():
    """The Kasse typed 3 4 for the table's 4 4 and undid it: the dice on the table are the truth, so the right
    ones are typed in (a walk was refused, and both ways out brought back the wrong 3 4). A roll the app made and
    undone stays binding (the test above); the table with the retyped roll imports as it stands."""
    from calculators.core.replay import check_import
    from tests.support.finished import setup_of

    t = Table()
    t.do(A.roll_move, B, "Ann", 2, values=[3, 4])
    t.log, _ = undo(t.log, B)
    again = t.do(A.roll_move, B, "Ann", 2, values=[4, 4])
    assert again.data["roll"]["faces"] == [4, 4] and again.data["roll"]["source"] == "physical"
    check_import(t.log, setup_of(t.log))  # re-made event by event, as a share code or a file is read
    # Undone again, Roll rolls afresh (it brought back the mistyped dice as the app's roll, a walk); the app's roll
    # undone stays binding (the test above).
    t.log, _ = undo(t.log, B)
    fresh = t.do(A.roll_move, B, "Ann", 2, rng=random.Random(5))
    from calculators.core.dice import D6, roll
    assert fresh.data["roll"]["source"] == "app"
    assert tuple(fresh.data["roll"]["faces"]) == roll(D6, 2, "a move", random.Random(5)).faces  # this rng's dice
    check_import(t.log, setup_of(t.log))


def test_turns_go_clockwise_and_skip_no_one():
    t = Table()
    order = []
    for _ in range(4):
        who = A.next_to_roll(t.state)
        order.append(who)
        t.turn(who, "other")
    assert order == ["Ann", "Bob", "Cy", "Ann"]


@pytest.mark.parametrize("chip, before", [("consulting", "production"), ("advertising", "sales")])
def test_consulting_and_advertising_move_to_the_economy_space(chip, before):
    # Consulting / Advertising: before rolling, one chip back to the Kasse; the piece moves to the
    # economy space before production / sales; no economy card is drawn (Hexagames).
    t = Table()
    t.turn("Ann", chip)
    t.do(A.buy_chips, B, "Ann", chip, 1)
    t.turn("Bob", "other")
    t.turn("Cy", "other")
    t.refused("nicht an der Reihe", A.use_service_chip, B, "Bob", chip)
    ev = t.do(A.use_service_chip, B, "Ann", chip)
    assert ev.data["before"] == before
    assert getattr(t.sheet("Ann"), chip) == 0 and t.sheet("Ann").space == "economy"
    assert t.state.economy_card == ""
    t.refused("keine", A.use_service_chip, B, "Ann", chip)
    t.refused("Beratungs- und Werbechips", A.use_service_chip, B, "Ann", "insurance")
    t.do(A.roll_move, B, "Ann", 1, values=[2])


def test_one_chip_before_a_roll_and_the_player_may_hand_it_in_from_their_own_phone():
    # Consulting: "before rolling, you pay one consulting chip to the Kasse. You may then move your company piece
    # immediately onto the economy space … and with your next roll enter that sector." One chip, then the roll:
    # a second chip before it would move the piece nowhere and cost the chip (it was taken). The player pays it
    # (their own phone), as they roll their own move.
    t = Table()
    t.chips_then_roll("Ann", "consulting", 2)
    t.refused("nur Ann selbst oder die Kasse", A.use_service_chip, "seat:Bob", "Ann", "consulting")
    t.do(A.use_service_chip, "seat:Ann", "Ann", "consulting")
    t.refused("Ann hat vor diesem Wurf schon einen Chip eingesetzt: jetzt würfeln.", A.use_service_chip, B, "Ann",
              "consulting")
    assert t.sheet("Ann").consulting == 1
    t.do(A.roll_move, "seat:Ann", "Ann", 1, values=[2])


def test_everyone_sees_every_balance_sheet():
    # Setup: the capital and all chips, shares, bonds and loan cards lie open on the balance sheet board.
    t = Table()
    rules = rules_for("fortune")
    assert rules.view_for(t.state, "Bob") == t.state == view_for(t.state, None)
    assert rules.state_of(t.log) == t.state


def test_the_first_event_starts_a_table_with_no_sheets():
    st = state_of(new_log())
    assert st.phase == "setup" and st.sheets == () and st.kasse == 0


def test_helpers_start_a_table():
    t = Table()
    assert t.state.phase == "play" and t.state.starter == "Ann"
    assert initial_state(t.log).players == ("Ann", "Bob", "Cy")


def test_a_starter_bankrupt_before_the_first_roll_passes_the_first_roll_on():
    """Turn Order: "The player with the highest total begins." End of the Game: "A player who can no longer meet
    his payment obligations is eliminated." Ann starts but is out before her first roll: Bob, next clockwise,
    rolls first (the table locked: the rules kept waiting for Ann)."""
    t = Table()
    assert t.state.starter == "Ann" and A.next_to_roll(t.state) == "Ann"
    t.do(A.card_payment, B, "Ann", None, 200_000, "Geschäfte-Karte: Steuernachzahlung")
    t.do(A.declare_bankrupt, B, "Ann")
    assert A.next_to_roll(t.state) == "Bob"
    t.refused("Cy ist nicht an der Reihe; als Nächstes würfelt Bob", A.roll_move, B, "Cy", 1, values=[2])
    t.do(A.roll_move, B, "Bob", 1, values=[2])
    t.do(A.land, B, "Bob", "other")
    assert A.next_to_roll(t.state) == "Cy"


def test_a_loan_space_cannot_be_edited_to_pay_out_more_than_the_loan():
    # Loans: "you can take out loans of 50,000 DM at the payout rate given on each space": a payout above the loan
    # would earn its taker money (a walk saved 60,000 DM on the board, which a loan then paid out).
    import copy

    from calculators.fortune.cards import edit_fortune_board
    from calculators.fortune.tables import fortune_board
    t = Table()
    terms = copy.deepcopy(fortune_board(t.log).value("loan_terms"))
    terms["commerzbank"][0]["payout"] = 60_000
    t.refused("höchstens das Darlehen von 50.000", edit_fortune_board, B, "loan_terms", terms)
    terms["commerzbank"][0]["payout"] = 50_000  # the whole loan paid out: allowed (a house rule)
    t.do(edit_fortune_board, B, "loan_terms", terms)
    assert fortune_board(t.log).value("loan_terms")["commerzbank"][0]["payout"] == 50_000
