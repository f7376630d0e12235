"""Fortune, what the Kasse (or a seat) may do now (`GAME.allowed`): a loan at this bank, bonds — each
impossible action with the game's own reason, in German and English, agreeing with the commands."""
import random

from calculators.core.log import undo
from calculators.fortune import actions as A
from calculators.fortune.texts import message_of
from calculators.games import get
from tests.support.fortune import B, Table
from tests.support.text import plain

ALLOWED = get("fortune").allowed


def test_a_second_loan_at_the_same_bank_is_disabled_with_the_reason():
    # Loans: "Only one loan may run at a time per bank and per player."
    t = Table()
    t.turn("Ann", "commerzbank-1")
    a = ALLOWED(t.log, None, "de")
    assert a.player == "Ann" and a.may("loan")
    assert a.loan_terms.bank == "commerzbank" and (a.loan_terms.payout, a.loan_terms.interest) == (48_000, 4_000)
    t.do(A.take_loan, B, "Ann")
    a = ALLOWED(t.log, None, "de")
    assert not a.may("loan") and a.why("loan") == "Ann hat schon ein laufendes Darlehen (Commerzbank)."
    assert ALLOWED(t.log, None, "en").why("loan") == "Ann already has a running loan at Commerzbank."
    t.refused("schon ein laufendes Darlehen", A.take_loan, B, "Ann")
    # At the other bank the loan is allowed again.
    t.turn("Ann", "vereinsbank-2")
    assert ALLOWED(t.log, None).may("loan")


def test_off_a_bank_space_no_loan_and_only_the_kasse_takes_one():
    # Loans: "On the bank spaces of Commerzbank and Bayerische Vereinsbank you can take out loans".
    t = Table()
    t.turn("Ann", "other")
    a = ALLOWED(t.log, None, "en")
    assert not a.may("loan") and a.loan_terms is None and "bank space" in a.why("loan")
    t.turn("Bob", "commerzbank-1")
    # Setup: one player takes over the Kasse; a seat's own phone does not do the Kasse's work.
    assert ALLOWED(t.log, "Bob", "en").why("loan") == "Only the Kasse (the banker) can do that."


def test_bonds_up_to_the_most_the_rules_allow():
    # Bonds: on Deutsche BP's finance space, 10,000 DM each, at most 5.
    t = Table()
    t.turn("Ann", "bonds")
    a = ALLOWED(t.log, None)
    assert a.may("bonds") and a.bonds_most == 5
    t.do(A.buy_bonds, B, "Ann", 2)
    assert ALLOWED(t.log, None).bonds_most == 3
    t.refused("Ann hat 2 Obligationen; erlaubt sind höchstens 5", A.buy_bonds, B, "Ann", 4)


def test_selling_back_waits_for_standing_there_again_with_the_reason():
    # More About Shares: "standing again on a space of his company, the holder sells the package to the Kasse
    # for 120 %" — not on the landing that bought it.
    t = Table()
    t.turn("Ann", "shares-rheinland")
    t.do(A.buy_shares, B, "Ann")
    a = ALLOWED(t.log, None, "de")
    assert not a.may("sell_back")
    assert plain(a.why("sell_back")) == "Zu 120 % verkauft man erst, wenn man wieder auf dem Feld steht."
    t.refused("erst, wenn man wieder", A.sell_shares_back, B, "Ann")
    t.turn("Bob", "other")
    t.turn("Cy", "other")
    t.turn("Ann", "insurance")  # Rheinland's insurance space
    assert ALLOWED(t.log, None).may("sell_back")
    t.do(A.sell_shares_back, B, "Ann")


def test_no_insurance_chip_no_claim_and_no_products_no_sale_with_the_reasons():
    # Insurance: after an explosion "you hand in one insurance chip" for the payout — none held, none claimed.
    # Sales area: "exactly 1, 2 or 3 finished products" — none held, no sale. Both said before any tap.
    t = Table()
    t.turn("Ann", "factory-1")
    t.do(A.buy_chips, B, "Ann", "factory", 2)
    t.turn("Ann", "explosion")
    a = ALLOWED(t.log, None, "de")
    assert not a.may("claim") and a.why("claim") == "Ann hat keine Versicherungschips."
    assert ALLOWED(t.log, None, "en").why("claim") == "Ann has no insurance chips."
    t.turn("Bob", "otto-1")
    a = ALLOWED(t.log, None, "en")
    assert not a.may("sell") and a.why("sell") == "Here you sell exactly 2 finished products; Bob has 0."
    assert a.why("sell").endswith("Bob has 0.")


def test_one_chip_before_the_roll_on_the_bank_phone_and_on_the_players_own():
    # Consulting: "before rolling, you pay one consulting chip to the Kasse" — the player about to roll, on their
    # own phone too; once paid, the next thing is the roll.
    t = Table()
    t.chips_then_roll("Ann", "consulting", 2)
    assert ALLOWED(t.log, "Ann", "en").may("consulting") and ALLOWED(t.log, None).may("consulting")
    assert not ALLOWED(t.log, "Ann", "en").may("advertising")  # none held
    assert ALLOWED(t.log, "Bob", "en").why("consulting") == "Only Ann or the Kasse can do that."
    t.do(A.use_service_chip, "seat:Ann", "Ann", "consulting")
    assert ALLOWED(t.log, "Ann", "en").why("consulting") == "Ann has already used a chip before this roll: roll now."


def test_bond_refusals_count_in_the_right_number_and_say_how_many_more():
    """Bonds: "at a unit price of 10,000 DM, up to a maximum of 5 bonds." The refusal names the count in its
    number's form and how many more may be bought (it read "Eve has 1 bonds", German "1 Obligationen")."""
    t = Table()
    t.turn("Ann", "bonds")
    t.do(A.buy_bonds, B, "Ann", 1)
    err = t.refused("Ann hat 1 Obligation; erlaubt sind höchstens 5: Ann kann noch 4 Obligationen kaufen.",
                    A.buy_bonds, B, "Ann", 5)
    assert message_of(err, "en") == "Ann has 1 bond; at most 5 are allowed, so Ann may add at most 4 bonds."
    t.do(A.buy_bonds, B, "Ann", 4)
    err = t.refused("Ann hat schon 5 Obligationen; erlaubt sind höchstens 5.", A.buy_bonds, B, "Ann", 1)
    assert message_of(err, "en") == "Ann already has 5 bonds; at most 5 are allowed."


def test_the_kasses_short_supply_counts_in_the_right_number():
    """Components: "24 factory chips" — with one left the refusal says "1 factory chip" (it said "1 factory chips")."""
    t = Table()
    t.pay_in("Ann", 200_000)
    t.turn("Ann", "factory-1")
    t.do(A.buy_chips, B, "Ann", "factory", 23)
    err = t.refused("Die Kasse hat nur noch 1 Fabrikchip.", A.buy_chips, B, "Ann", "factory", 2)
    assert message_of(err, "en") == "The Kasse has only 1 factory chip left."


def test_a_landing_refusal_says_where_it_is_possible():
    """Turn Order and Movement: business is done on the space the player lands on. Asked for on another player's
    turn, the refusal says so in clear words (it read "Ann is not on a space of their turn just now")."""
    t = Table()
    t.turn("Ann", "bonds")
    err = t.refused("Das geht nur auf dem Feld, auf dem Bob im eigenen Zug gerade gelandet ist.",
                    A.buy_bonds, B, "Bob", 1)
    assert message_of(err, "en") == ("That is only possible on the space Bob has just landed on, on Bob's own "
                                     "turn.")


def test_any_player_may_roll_for_who_starts_until_someone_starts():
    # Turn Order: "The game is played with two dice. The player with the highest total begins." Every player rolls,
    # so a seat's phone may make the one roll of everyone's dice, as the Kasse may; once a player starts, nobody.
    t = Table(start=False)
    t.do(A.set_up, B, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120)
    assert ALLOWED(t.log, "Bob", "en").may("start") and ALLOWED(t.log, None, "en").may("start")
    t.do(A.roll_for_start, "seat:Bob", values=[[6, 6], [1, 2], [2, 2]])
    a = ALLOWED(t.log, "Bob", "en")
    assert not a.may("start") and a.why("start") == "Nobody is rolling to start just now."


def test_an_undone_roll_leaves_only_roll_with_as_many_dice():
    # Turn Order and Movement: "Before each roll, each player may choose whether to roll with one die or with two
    # dice" -- chosen before the roll: an undone roll of the app's stands with its dice, and no real dice typed in
    # stand for it; the rules' answer and the command agree.
    t = Table()
    a = ALLOWED(t.log, None, "en")
    assert a.may("roll_1") and a.may("roll_2") and a.may("roll_typed")
    t.do(A.roll_move, B, "Ann", 2, rng=random.Random(7))
    t.log, _ = undo(t.log, B)
    a = ALLOWED(t.log, None, "de")
    assert a.may("roll_2") and not a.may("roll_1") and not a.may("roll_typed")
    assert "mit zwei Würfeln gewürfelt und zurückgenommen" in plain(a.why("roll_1"))
    t.refused("mit zwei Würfeln gewürfelt und zurückgenommen", A.roll_move, B, "Ann", 1)
    t.refused("zurückgenommen", A.roll_move, B, "Ann", 2, values=[3, 4])
    # Ann's own phone is told the same; Bob's is not Ann's to roll for.
    assert ALLOWED(t.log, "Ann", "de").may("roll_2") and not ALLOWED(t.log, "Ann", "de").may("roll_1")
    assert not ALLOWED(t.log, "Bob", "en").may("roll_2")
    t.do(A.roll_move, B, "Ann", 2)  # brought back
    assert A.undone_move(t.log) is None


def test_the_bounds_a_screen_warns_by_come_with_the_rules_words():
    # Bonds: "up to a maximum of 5 bonds"; Loans: "loans of 50,000 DM at the payout rate given on each space" — the
    # most that may be bought or paid out now, and the command's own refusal of more, for a field to say as it is typed.
    t = Table()
    t.turn("Bob", "bonds")
    t.do(A.buy_bonds, B, "Bob", 3)
    a = ALLOWED(t.log, None, "de")
    assert a.bonds_most == 2
    assert plain(a.bonds_over) == "Bob hat 3 Obligationen; erlaubt sind höchstens 5: Bob kann noch 2 Obligationen kaufen."
    t.refused("Bob kann noch 2", A.buy_bonds, B, "Bob", 3)  # the command says the same
    t.turn("Cy", "vereinsbank-1")
    terms = ALLOWED(t.log, None, "en").loan_terms
    assert terms.most == 50_000 and plain(terms.over) == "The payout is at most the loan of 50,000 DM."
    t.refused("höchstens das Darlehen von 50.000", A.take_loan, B, "Cy", 50_001)
