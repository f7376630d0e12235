"""Setup, pre-game purchases and the Stock Trade (rulebook sections "Setup" and "Stock Trade")."""
import random

import pytest
from tests.support.owners_choice import Game, new_log

import calculators.owners_choice as oc
from calculators.core.model import RuleError


def test_start_player_is_drawn_by_a_die_recorded_in_the_event():
    # Setup 8: decide a start player randomly; the draw is a labelled die recorded in the log.
    log = new_log(("Ann", "Bob", "Cy"))
    log2, event = oc.start_game(log, "banker", rng=random.Random(3))
    roll = event.data["roll"]
    assert roll["die"] == "start player" and roll["labels"][0] in ("Ann", "Bob", "Cy")
    assert oc.state_of(log2).start_player == roll["labels"][0] == event.data["start_player"]
    assert oc.state_of(log2).phase == "pregame"


def test_only_the_banker_starts_and_only_once():
    log = new_log()
    with pytest.raises(RuleError, match="Only the banker"):
        oc.start_game(log, "seat:Ann", start_player="Ann")
    with pytest.raises(RuleError, match="stops at"):
        oc.start_game(log, "banker", start_player="Ann", overshoot="bounce")
    log, _ = oc.start_game(log, "banker", start_player="Ann")
    with pytest.raises(RuleError):
        oc.start_game(log, "banker", start_player="Ann")


def test_pregame_purchases_go_in_turn_order_from_the_start_player_at_100():
    # Setup 9: beginning with the start player, each may buy stock before the game; each is worth $100.
    g = Game(start="Bob")
    g.bad("Ann", oc.pregame_buy, {"RED": 1}, match="Bob's turn to buy")
    g.do("Bob", oc.pregame_buy, {"RED": 2, "BLUE": 0})
    assert g.cash("Bob") == 490 and g.stocks("Bob") == {"RED": 2}
    g.bad("Cy", oc.pregame_buy, {"RED": 7}, match="Cy has \\$690; this costs \\$700")
    g.do("Cy", oc.pregame_buy, {})
    g.bad("Ann", oc.trade, [("RED", 1)], match="pre-game")
    g.do("Ann", oc.pregame_buy, {"GREEN": 6})
    assert g.st.phase == "play" and g.st.current == "Bob" and g.st.turn == 1


def test_buys_and_sells_at_the_current_price_with_the_stock_company():
    g = Game()
    g.pregame({"RED": 3}, {}, {})
    bank = g.st.bank
    g.do("Ann", oc.trade, [("RED", -1), ("BLUE", 2)])
    assert g.cash("Ann") == 690 - 300 + 100 - 200
    assert g.stocks("Ann") == {"RED": 2, "BLUE": 2}
    assert g.st.bank == bank + 100  # paid to the Bank (the Stock Company's money)


def test_one_trade_step_per_turn_before_or_after_moving():
    # Q&A 2 and The Game: the stock trade is optional, before or after moving, once a turn.
    g = Game()
    g.pregame({}, {}, {})
    g.do("Ann", oc.move_pawn, 2, "company", "RED")
    g.do("Ann", oc.trade, [("RED", 1)])  # after the move
    g.bad("Ann", oc.trade, [("RED", 1)], match="already traded")
    g.end()
    g.do("Bob", oc.trade, [("BLUE", 1)])  # before the move
    g.bad("Bob", oc.trade, [("BLUE", 1)], match="already traded")
    g.bad("Cy", oc.trade, [("BLUE", 1)], match="Bob's turn")


def test_the_step_cannot_be_confirmed_with_more_than_12_stocks():
    # Stock Trade: a player may buy beyond twelve but must sell down to 12 before the turn ends.
    g = Game()
    g.banker("cash", oc.correct_cash, "Ann", 1000)
    g.pregame({}, {}, {})
    g.bad("Ann", oc.trade, [("RED", 7), ("BLUE", 6)], match="would hold 13 stocks; sell down to 12")
    g.do("Ann", oc.trade, [("RED", 7), ("BLUE", 6), ("BLUE", -1)])
    assert g.st.player("Ann").total_stocks == 12


def test_no_buying_beyond_the_stocks_that_exist():
    # Stock Trade: you cannot buy stocks that do not exist (supply: board table, assumed 15).
    g = Game()
    for name in ("Ann", "Bob"):
        g.banker("cash", oc.correct_cash, name, 2000)
    g.pregame({"RED": 12}, {"RED": 3}, {})
    g.do("Ann", oc.move_pawn, 1, "company", "GREEN")
    g.end()
    g.bad("Bob", oc.trade, [("RED", 1)], match="^No RED stocks are left with the Stock Company.$")
    assert oc.view_for(g.st, "Bob").stocks_left["RED"] == 0


@pytest.mark.parametrize("cy_buys, said", [
    (2, "No RED stocks are left with the Stock Company."),
    (1, "Only 1 RED stock is left with the Stock Company."),
    (0, "Only 2 RED stocks are left with the Stock Company."),
])
def test_the_stocks_left_are_counted_in_words_that_fit_the_number(cy_buys, said):
    """Stock Trade: "You cannot buy stocks that do not exist in a company." The refusal read "Only 0 RED stocks are
    left" and "Only 1 RED stocks": none says "No", one is singular (supply: board table, assumed 15)."""
    g = Game()
    for name in ("Ann", "Bob", "Cy"):
        g.banker("cash", oc.correct_cash, name, 2000)
    g.pregame({"RED": 1}, {"RED": 12}, {"RED": cy_buys} if cy_buys else {})
    g.bad("Ann", oc.trade, [("RED", 3)], match=f"^{said}$")


def test_selling_a_stock_not_held_says_none_is_held():
    """Stock Trade: "The player whose turn it is can buy and sell any or all stocks" — only the stocks he holds. It read
    "Ann has 0 GREEN; cannot sell 1"."""
    g = Game()
    g.pregame({"RED": 1}, {}, {})
    g.bad("Ann", oc.trade, [("GREEN", -1)], match="^Ann holds no GREEN stock to sell.$")


def test_money_in_a_refusal_reads_as_the_game_prints_it():
    """Stock Trade: "For both buying and selling of stocks, the company's current stock price is applied." Ann, with
    $1,090, asks for 11 RED at $100: her own phone reads "$1,090" and "$1,100", as the game prints money (it read
    "$1090")."""
    g = Game()
    g.banker("cash", oc.correct_cash, "Ann", 500)
    g.pregame({"RED": 1}, {}, {})
    g.bad("Ann", oc.trade, [("RED", 11)], match=r"^Ann has \$1,090; this costs \$1,100.$")


def test_never_selling_the_last_stock_nobody_else_owns():
    # Stock Trade: when selling stocks no other player owns, you must keep at least one.
    g = Game()
    g.pregame({"RED": 3, "BLUE": 1}, {"BLUE": 1}, {})
    g.bad("Ann", oc.trade, [("RED", -3)], match="Nobody else owns RED: Ann must keep at least 1")
    g.bad("Ann", oc.trade, [("RED", -4)], match="Ann has 3 RED; cannot sell 4")
    g.do("Ann", oc.trade, [("RED", -2), ("BLUE", -1)])  # Bob still owns BLUE
    assert g.stocks("Ann") == {"RED": 1}
    assert g.st.presidents["BLUE"] == "Bob"


def test_cash_is_checked_without_showing_it_to_anyone_else():
    g = Game()
    g.pregame({"YELLOW": 6}, {}, {})
    g.bad("Ann", oc.trade, [("BLUE", 1)], match="Ann has \\$90; this costs \\$100")
    g.bad("Ann", oc.trade, [("BLUE", 1)], actor="banker", match="^Ann cannot pay for this.$")  # no amount (trust issue)
    g.do("Ann", oc.trade, [("RED", 1), ("YELLOW", -1)])  # the sale pays for it: one step, confirmed at once
    assert g.cash("Ann") == 90 and g.stocks("Ann") == {"RED": 1, "YELLOW": 5}


@pytest.mark.parametrize("orders, field", [
    ([], "orders"), ([("PURPLE", 1)], "orders[0]"), ([("RED", 0)], "orders[0]"), ([("RED", 1.5)], "orders[0]"),
    ([("RED", True)], "orders[0]"), ([("RED",)], "orders[0]"), ("RED", "orders"),
])
def test_malformed_orders_are_refused(orders, field):
    g = Game()
    g.pregame({}, {}, {})
    before = g.log
    with pytest.raises(RuleError) as e:
        oc.trade(g.log, "seat:Ann", "Ann", orders)
    assert e.value.field == field and g.log == before


def test_who_may_trade():
    g = Game()
    g.pregame({}, {}, {})
    g.bad("Ann", oc.trade, [("RED", 1)], actor="host", match="Only Ann or the banker")
    g.bad("Ann", oc.trade, [("RED", 1)], actor="seat:Bob", match="Only Ann or the banker")
    g.bad("Zed", oc.trade, [("RED", 1)], match="not at this table")
    event = g.banker("for Ann", oc.trade, "Ann", [("RED", 1)])
    assert event.on_behalf_of == "Ann"


def test_banker_corrects_hidden_cash_by_an_amount_never_sets_it():
    g = Game()
    g.banker("add", oc.correct_cash, "Cy", 50)
    g.banker("take", oc.correct_cash, "Cy", -40)
    assert g.cash("Cy") == 700
    for bad in (0, 1.5, True, "5"):
        with pytest.raises(RuleError):
            oc.correct_cash(g.log, "banker", "Cy", bad)
    with pytest.raises(RuleError, match="Only the banker"):
        oc.correct_cash(g.log, "seat:Cy", "Cy", 10)
    # Taking away more than Cy holds takes all of it; nothing tells the banker how much that was.
    g.banker("take all", oc.correct_cash, "Cy", -5000)
    assert g.cash("Cy") == 0 and oc.problems(g.st) == []
    # Interpretation (the rulebook sets no bound): a correction is at most $10,000 either way, more than any
    # player holds (12 stocks at $300 are $3,600) — a typo guard; a walk added $1,000,000,000 with one tap.
    g.banker("most", oc.correct_cash, "Cy", 10_000)
    for bad in (10_001, -10_001, 10 ** 9):
        with pytest.raises(RuleError, match=r"at most \$10,000 at a time"):
            oc.correct_cash(g.log, "banker", "Cy", bad)
    assert g.cash("Cy") == 10_000


def test_a_correction_carries_the_bankers_reason_into_history_for_every_phone():
    """A walk's player read "Correction: Ann's cash changed" with no reason; the banker may say why (in a line: at
    most 80 characters), and every phone reads it beside the correction, its amount still hidden where the money is
    (Setup 7: "Your money should remain hidden throughout the game")."""
    from calculators.core.replay import check_import
    from calculators.core.words import describe
    from tests.support.finished import setup_of

    g = Game()
    g.banker("fix", oc.correct_cash, "Cy", 50, "  missed   dividend ")
    e = g.log.events[-1]
    assert e.data == {"seat": "Cy", "amount": 50, "reason": "missed dividend"}
    assert describe(e, "en", game="owners-choice", viewer="Ann").startswith(
        "Correction: Cy's cash changed (missed dividend)")
    g.banker("no reason", oc.correct_cash, "Cy", -10)
    assert "reason" not in g.log.events[-1].data  # as before: a file from before reads the same
    with pytest.raises(RuleError, match="at most 80 characters"):
        oc.correct_cash(g.log, "banker", "Cy", 10, "x" * 81)
    check_import(g.log, setup_of(g.log))  # re-made event by event, the reason with it


def test_a_board_edit_under_a_companys_marker_is_said_before_it_is_saved():
    """Game End: "The selling price of each company stock is equal to the position of its stock price marker on the
    stock price chart". A walk changed the chart space GREEN stood on and GREEN's price moved, unsaid (Rollout said
    it). The rules say each price and dividend in play an edit changes; nothing for a space no marker is on."""
    from calculators.owners_choice.board_effects import board_effects

    g = Game()
    st = g.st
    on = sorted(set(st.positions.values()))
    dividends = list(st.tables.dividends)
    n = on[0]
    dividends[n] += 2
    said = board_effects(g.log, "dividends", dividends)
    held = [c for c in ("RED", "BLUE", "GREEN", "YELLOW") if st.positions[c] == n]
    old = st.tables.dividend(n)
    assert held and said == [f"{c}'s marker stands on space {n}: its dividend becomes ${old + 2} a stock (now ${old})"
                             for c in held]
    assert board_effects(g.log, "dividends", dividends, "de")[0].startswith(f"Der Marker von {held[0]} steht auf Feld")
    elsewhere = list(st.tables.dividends)
    free = next(i for i in range(len(elsewhere)) if i not in on)
    elsewhere[free] += 2
    assert board_effects(g.log, "dividends", elsewhere) == []
