"""Owner's Choice, what a seat (or the banker) may do now (`GAME.allowed`): the pre-game purchase and the
Stock Trade with the most that may be bought or sold and the 12-stock cap — agreeing with the commands."""
from tests.support.owners_choice import Game

import calculators.owners_choice as oc
from calculators.core.actors import seat_actor
from calculators.core.model import RuleError
from calculators.games import get

ALLOWED = get("owners-choice").allowed


def takes(g, seat, command, *args, actor=None) -> bool:
    try:
        command(g.log, actor or seat_actor(seat), seat, *args)
    except RuleError:
        return False
    return True


def test_the_cap_is_the_rulebooks_twelve():
    # Stock Trade: "The maximum number of total stocks a player can own is 12."
    g = Game()
    assert ALLOWED(g.log, "Ann").max_stocks == 12


def test_pregame_the_buyer_may_buy_what_the_cash_pays_for_on_their_own_phone():
    # Setup 9: each player may buy stock before the game; each is worth $100. Ann holds $690: six at most.
    g = Game(start="Ann")
    a = ALLOWED(g.log, "Ann")
    assert a.player == "Ann" and a.may("pregame") and not a.may("trade")
    assert a.buy_most == {c: 6 for c in oc.COMPANIES}
    assert takes(g, "Ann", oc.pregame_buy, {"RED": 6}) and not takes(g, "Ann", oc.pregame_buy, {"RED": 7})
    # Setup 7: "Your money should remain hidden" — the banker's answer is bounded by the stocks left only.
    assert ALLOWED(g.log, None).buy_most == {c: 15 for c in oc.COMPANIES}
    # Another seat may not buy for Ann, and is told who may.
    bob = ALLOWED(g.log, "Bob")
    assert not bob.may("pregame") and bob.why("pregame") == "Only Ann or the banker can trade Ann's stocks."
    assert ALLOWED(g.log, "Bob", "de").why("pregame") == "Die Aktien von Ann handelt nur Ann selbst oder die Bank."
    assert not takes(g, "Ann", oc.pregame_buy, {"RED": 1}, actor=seat_actor("Bob"))


def test_a_stock_nobody_else_owns_keeps_one():
    # Selling and Buying: "When selling stocks no other player owns, you cannot sell all of them."
    g = Game(start="Ann")
    g.pregame({"RED": 2, "GREEN": 1}, {"BLUE": 1}, {})
    a = ALLOWED(g.log, "Ann")
    assert a.may("trade") and a.sell_most["RED"] == 1 and "RED" not in a.sell_why
    assert a.sell_most["GREEN"] == 0 and a.sell_why["GREEN"] == "Nobody else owns GREEN: Ann must keep at least 1."
    assert a.sell_most["BLUE"] == 0 and a.sell_why["BLUE"] == "Ann holds no BLUE."
    assert takes(g, "Ann", oc.trade, [("RED", -1)]) and not takes(g, "Ann", oc.trade, [("RED", -2)])
    # Sold down to the last one, the sale stops there — and says why (a walk's minus went grey with no reason).
    assert a.keep_why == {"RED": "Nobody else owns RED: Ann must keep at least 1."}


def test_after_the_trade_step_no_second_trade():
    # "The player whose turn it is can buy and sell any or all stocks either before or after moving" — one step.
    g = Game(start="Ann")
    g.pregame({}, {}, {})
    g.do("Ann", oc.trade, [("RED", 1)])
    a = ALLOWED(g.log, "Ann")
    assert not a.may("trade") and a.why("trade") == "Ann has already traded stocks this turn."
    assert not takes(g, "Ann", oc.trade, [("RED", 1)])


def test_no_stocks_left_with_the_stock_company():
    # "You cannot buy stocks that do not exist in a company."
    g = Game(start="Ann")
    g.banker("supply", oc.edit_tables, "stock_supply", {"RED": 2, "BLUE": 15, "GREEN": 15, "YELLOW": 15})
    g.pregame({"RED": 2})
    a = ALLOWED(g.log, "Bob")
    assert a.buy_most["RED"] == 0 and a.buy_why["RED"] == "No RED stocks are left with the Stock Company."
    assert not takes(g, "Bob", oc.pregame_buy, {"RED": 1})


def test_a_president_without_the_fee_is_told_to_throw_the_fund_die_where_their_money_may_be_seen():
    # Company Square 1: "If the President does not have the money to pay for this action, the President must
    # choose to throw the Fund die." Ann, RED's President, holds $40; the die costs $50 at RED's $100.
    g = Game(start="Ann")
    g.pregame({"RED": 1}, {}, {})
    g.banker("fix", oc.correct_cash, "Ann", 40 - g.cash("Ann"))
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    said = "Ann has $40 and cannot pay $50 for the President's die: Ann must throw the Fund die."
    own = ALLOWED(g.log, "Ann")  # Ann's own phone, or the bank phone passed to her
    assert not own.may("president_die") and own.why("president_die") == said
    assert ALLOWED(g.log, "Ann", "de").why("president_die") == (
        "Ann hat $40 und kann die $50 für den Präsidentenwürfel nicht zahlen: Ann muss den Fondswürfel werfen.")
    assert not takes(g, "Ann", oc.company_action, "president") and takes(g, "Ann", oc.company_action, "fund")
    # The bank phone: a banker who does not play sees every player's money, a playing banker their own.
    assert ALLOWED(g.log, None, sees_all=True).why("president_die") == said
    assert ALLOWED(g.log, None, sees="Ann").why("president_die") == said
    # Setup 7: "Your money should remain hidden" — a banker who may not see Ann's money is not told (a disabled
    # button would tell); the command refuses the tap without naming an amount.
    assert ALLOWED(g.log, None, sees="Bob").may("president_die") and ALLOWED(g.log, None).may("president_die")
    assert not takes(g, "Ann", oc.company_action, "president", actor="banker")
    assert ALLOWED(g.log, "Bob").why("president_die") == "Only Ann or the banker can choose for Ann."


def test_a_president_with_the_fee_may_throw_the_presidents_die():
    g = Game(start="Ann")
    g.pregame({"RED": 1}, {}, {})
    assert ALLOWED(g.log, "Ann").why("president_die") == "Nobody needs to choose a company's action now."
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    assert ALLOWED(g.log, "Ann").may("president_die") and ALLOWED(g.log, None, sees_all=True).may("president_die")
    assert takes(g, "Ann", oc.company_action, "president")


def test_an_undone_throw_stands_with_its_die_and_no_face_is_typed_for_it():
    """Company Square 1: the President throws the President's die or the Fund die; a throw of the app's made and
    undone stands (nobody undoes a bad throw away): only its die is offered, thrown by the app again, and a face typed
    in is refused — the rules' answer and the command agree, on the seat's phone and the bank phone alike."""
    import random

    from calculators.core.log import undo

    g = Game(start="Ann")
    g.pregame({"RED": 1}, {}, {})
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    fresh = ALLOWED(g.log, "Ann")
    assert fresh.may("president_die") and fresh.may("fund_die") and fresh.may("typed_face")
    g.do("Ann", oc.company_action, "fund", rng=random.Random(4))
    g.log, _ = undo(g.log, "banker")
    for a in (ALLOWED(g.log, "Ann"), ALLOWED(g.log, None, sees_all=True), ALLOWED(g.log, None)):
        assert a.may("fund_die") and not a.may("president_die") and not a.may("typed_face")
    own = ALLOWED(g.log, "Ann")
    assert own.why("president_die") == ("This step's throw was made and then undone: it stands, so only the die it was "
                                        "made with is thrown again.")
    assert ALLOWED(g.log, "Ann", "de").why("typed_face").startswith("Der Wurf dieses Schritts wurde gemacht und "
                                                                    "zurückgenommen")
    face = g.st.tables.die("fund").faces[0]
    assert not takes(g, "Ann", lambda log, a, seat: oc.company_action(log, a, seat, "fund", face=face))
    assert not takes(g, "Ann", oc.company_action, "president")
    assert takes(g, "Ann", oc.company_action, "fund")
    assert ALLOWED(g.log, "Bob").why("fund_die") == "Only Ann or the banker can choose for Ann."


def test_a_trade_says_beforehand_who_will_hold_the_presidents_die():
    """The Company President: "The role of President is changed only when a player has enough stock to exceed the
    current President's total" (illustrated example #1) and, when the President sells below another, "the player
    who is closest to the current player's turn, in a clockwise direction, becomes the President" (example #2).
    Said before Confirm: a walk's seller read that Ann took the die only once the sale was booked."""
    g = Game(start="Cy")
    g.pregame({"RED": 5}, {"RED": 4}, {"RED": 4})  # Cy, Ann, Bob: Cy is RED's President with 5
    assert g.st.presidents["RED"] == "Cy" and g.st.current == "Cy"
    cy = ALLOWED(g.log, "Cy")
    assert cy.president_changes({"RED": -1}) == []  # 4, 4, 4: Cy keeps the die (nobody exceeds)
    assert cy.president_changes({"RED": -2}) == [
        "With this trade Cy is no longer RED's President: Ann takes the die (as many stocks as Bob, and closest "
        "clockwise after Cy)."]
    assert ALLOWED(g.log, "Cy", "de").president_changes({"RED": -2, "BLUE": 1}) == [
        "Mit diesem Handel ist Cy nicht mehr Präsident von RED: Ann bekommt den Würfel (gleich viele Aktien wie Bob, "
        "im Uhrzeigersinn am nächsten nach Cy).",
        "Mit diesem Handel wird Cy Präsident von BLUE."]
    # What the preview says is what the trade does.
    g.do("Cy", oc.trade, [("RED", -2)])
    assert g.st.presidents["RED"] == "Ann"


def test_buying_level_with_the_president_changes_nothing_and_more_takes_the_die():
    # Illustrated example #1: A 4 RED (President), B 3, C 2; B buys 1 (4-4): A stays; C buys 3 (5): C is President.
    g = Game(start="Ann")
    g.pregame({"RED": 4}, {"RED": 3}, {"RED": 2})
    assert g.st.presidents["RED"] == "Ann"
    g.turn(1, "president")
    g.end()
    assert ALLOWED(g.log, "Bob").president_changes({"RED": 1}) == []
    assert ALLOWED(g.log, "Bob").president_changes({"RED": 2}) == ["With this trade Bob becomes RED's President."]
