"""The scripted game of Owner's Choice through the rules core (tests/calculators/test_owners_choice_game.py plays it).

Three players A, B, C (clockwise) and a banker who does not play. It lands on every kind of square
and shows every face of every die (typed in as real dice would be, so the script is exact), both
illustrated examples of the Company President and the clockwise tie rule, the 12-stock limit, a
bankruptcy with leftover movement (Q&A 3) and the end with the final sale. The invariants (money
accounted for between the Bank, the Fund and the players; stocks within the supply; Presidents;
prices on the chart) are checked after every step by the driver, and the cash of each player and
the Fund are checked against the rulebook's arithmetic after every turn.

Prices follow the assumed chart of board.json (START $100, then $110, $120, $130 ...; below START
$80, $60, $40); the dividends at $130 ($35) are assumed too.
"""
import random

from tests.support.owners_choice import Game, autoplay, random_pregame

import calculators.owners_choice as oc
from calculators.owners_choice.score_cli import score

PRESIDENT = "president"
FUND = "fund"


def money(g):
    return tuple(g.cash(n) for n in "ABC") + (g.st.fund,)


def prices(g):
    return tuple(g.st.prices[c] for c in oc.COMPANIES)


def play_scripted_game():
    """Play the script, asserting the rulebook's arithmetic after every turn; the finished table."""
    seen_squares, seen_faces = set(), set()
    g = Game(players=("A", "B", "C"), banker="Zoe", start=None, rng=random.Random(1))
    assert g.st.start_player == "A"  # Setup 8: the start player drawn by the app's die (seeded here)

    def move(spaces, square, company=None):
        seen_squares.add(square)
        g.do(g.st.current, oc.move_pawn, spaces, square, company)

    def president(use, face):
        seat = g.st.pending.seat
        event = g.do(seat, oc.company_action, use, face=face)
        seen_faces.add((use, event.data["effect"]))

    def throw(face):
        event = g.do(g.st.current, oc.throw_event_die, face=face)
        seen_faces.add(("event", event.data["effect"]))

    def end(expected_money, expected_prices=None):
        g.end()
        assert money(g) == expected_money
        if expected_prices:
            assert prices(g) == expected_prices

    # Setup 9: pre-game purchases at $100 from the start player clockwise.
    g.pregame({"RED": 4}, {"RED": 3, "BLUE": 1}, {"RED": 2, "GREEN": 1})
    assert money(g) == (290, 290, 390, 0)
    assert g.st.presidents == {"RED": "A", "BLUE": "B", "GREEN": "C", "YELLOW": None}

    # Turn 1, A: nobody owns YELLOW, the square is ignored (Q&A 1).
    move(2, "company", "YELLOW")
    assert g.st.pending is None
    end((290, 290, 390, 0))

    # Turn 2, B: illustrated example 1 - B buys 1 RED and ties A at 4; A remains President.
    g.do("B", oc.trade, [("RED", 1)])
    assert g.st.presidents["RED"] == "A"
    move(1, "company", "RED")
    assert g.st.pending.seat == "A"  # the President chooses, not the player whose turn it is
    president(PRESIDENT, "Price +1")  # A pays $50 to the Fund
    end((240, 190, 390, 50), (110, 100, 100, 100))

    # Turn 3, C: example 1 continued - C buys 3 RED, 5 exceeds A's 4: C becomes President.
    g.do("C", oc.trade, [("RED", 3)])
    assert g.st.presidents["RED"] == "C"
    move(4, "company", "GREEN")
    president(PRESIDENT, "Price +3")
    end((240, 190, 10, 100), (110, 100, 130, 100))

    # Turn 4, A: President square - $100 per President's die: B holds BLUE, C holds RED and GREEN.
    move(3, PRESIDENT)
    end((240, 290, 210, 100))

    # Turn 5, B: Dividend square - GREEN is the highest at $130 and pays $35 a stock (assumed).
    move(1, "dividend")
    end((240, 290, 245, 100))

    # Turn 6, C: illustrated example 2 - C sells 2 RED (5 -> 3); A and B tie at 4, and A is
    # closest to C clockwise: A becomes President. Then the Fund die: RED -1 and A takes the Fund.
    g.do("C", oc.trade, [("RED", -2)])
    assert g.st.presidents["RED"] == "A"
    move(2, "company", "RED")
    president(FUND, "Price -1 & take the Fund")
    end((340, 290, 465, 0), (100, 100, 130, 100))

    # Turn 7, A: Event - "$50 from the Fund & roll again" with an empty Fund: only the roll again.
    move(1, "event")
    throw("$50 from the Fund & roll again")
    assert g.st.pending.kind == "event"
    throw("$100 from the Bank")
    end((440, 290, 465, 0))

    # Turn 8, B: BLUE's "Other company -2" on YELLOW, which nobody owns (Q&A 7).
    move(2, "company", "BLUE")
    president(PRESIDENT, "Other company -2")
    g.do("B", oc.choose_other_company, "YELLOW")
    end((440, 240, 465, 50), (100, 100, 130, 60))

    # Turn 9, C: "$50 from the Fund & roll again", then an exchange: C's RED for B's BLUE.
    move(3, "event")
    throw("$50 from the Fund & roll again")
    throw("Exchange a stock")
    g.do("C", oc.exchange_stock, "RED", "B", "BLUE")
    # B now holds 5 RED, exceeding A's 4: B is RED's President; C alone holds BLUE.
    assert g.st.presidents == {"RED": "B", "BLUE": "C", "GREEN": "C", "YELLOW": None}
    end((440, 240, 515, 0))

    # Turn 10, A: Almighty square names GREEN; its President C throws the Fund die: Status quo.
    move(4, "almighty", "GREEN")
    assert g.st.pending.seat == "C"
    president(FUND, "Status quo")
    end((440, 240, 515, 0))

    # Turn 11, B: GREEN's President's die: Dividend ($35 a stock at $130, assumed) to its holders.
    move(1, "company", "GREEN")
    president(PRESIDENT, "Dividend")
    end((440, 240, 500, 50))

    # Turn 12, C: Event - All companies -1.
    move(2, "event")
    throw("All companies -1")
    end((440, 240, 500, 50), (80, 80, 120, 40))

    # Turn 13, A: the 12-stock limit, then a bankruptcy with leftover movement.
    g.bad("A", oc.trade, [("YELLOW", 9)], match="would hold 13 stocks; sell down to 12")
    g.do("A", oc.trade, [("YELLOW", 9), ("RED", -1)])  # buys past 12 and sells back in the same step
    assert g.st.player("A").total_stocks == 12 and g.st.presidents["YELLOW"] == "A"
    move(3, "company", "YELLOW")
    president(FUND, "Price -2 & take the Fund")  # $40 -> Bankruptcy on the first step
    st = g.st
    assert st.prices["YELLOW"] == 100  # Q&A 3: the new company stays at START, not $80
    assert st.held("YELLOW") == 0 and st.presidents["YELLOW"] is None  # returned unpaid, die returned
    assert st.may_leave == ("A",)  # A may declare personal bankruptcy; A plays on
    g.bad("A", oc.trade, [("YELLOW", 1)], match="already traded")  # Q&A 2
    end((210, 240, 500, 0), (80, 80, 120, 100))

    # Turn 14, B: buys the new YELLOW (Q&A 2) and becomes its President; YELLOW's die: Price +2.
    g.do("B", oc.trade, [("YELLOW", 1)])
    move(1, "company", "YELLOW")
    president(PRESIDENT, "Price +2")
    end((210, 90, 500, 50), (80, 80, 120, 120))

    # Turn 15, C: RED's "Other company +1" on GREEN.
    move(2, "company", "RED")
    president(PRESIDENT, "Other company +1")
    g.bad("B", oc.choose_other_company, "RED", match="other than RED")
    g.do("B", oc.choose_other_company, "GREEN")
    end((210, 40, 500, 100), (80, 80, 130, 120))

    # Turn 16, A: BLUE's "Other company -1" on RED.
    move(4, "company", "BLUE")
    president(PRESIDENT, "Other company -1")
    g.do("C", oc.choose_other_company, "RED")
    end((210, 40, 450, 150), (60, 80, 130, 120))

    # Turn 17, B: Event - Any company -2 on BLUE.
    move(2, "event")
    throw("Any company -2")
    g.do("B", oc.choose_event_company, "BLUE")
    end((210, 40, 450, 150), (60, 40, 130, 120))

    # Turn 18, C: GREEN's die: Price -1.
    move(1, "company", "GREEN")
    president(PRESIDENT, "Price -1")
    end((210, 40, 400, 200), (60, 40, 120, 120))

    # Turn 19, A: RED's President B has $40 and cannot pay $50: B must throw the Fund die.
    move(3, "company", "RED")
    g.bad("B", oc.company_action, PRESIDENT, face=1, match="cannot pay \\$50.*throw the Fund die")
    president(FUND, "Status quo")
    end((210, 40, 400, 200))

    # Turn 20, B: GREEN's die: Status quo (C pays $50 for nothing).
    move(2, "company", "GREEN")
    president(PRESIDENT, "Status quo")
    end((210, 40, 350, 250))

    # Turn 21, C: Event - the exchange is optional: C declines.
    move(4, "event")
    throw("Exchange a stock")
    g.do("C", oc.skip_exchange)
    end((210, 40, 350, 250))

    # Turn 22, A: "$50 from the Fund & roll again" with money in the Fund, then $100 from the Bank.
    move(1, "event")
    throw("$50 from the Fund & roll again")
    throw("$100 from the Bank")
    end((360, 40, 350, 200))

    # Turn 23, B: Goal - $100 from the Fund and the game is over; every stock is sold at the final price.
    held = {n: dict(g.st.player(n).stocks) for n in "ABC"}
    final_prices = dict(g.st.prices)
    cash_before_sale = {n: g.cash(n) + (100 if n == "B" else 0) for n in "ABC"}
    move(2, "goal")
    st = g.st
    assert st.phase == "over" and st.fund == 100
    # A: 3 RED at $60; B: 5 RED, 1 YELLOW at $120; C: 2 RED, 1 BLUE at $40, 1 GREEN at $120.
    assert money(g) == (360 + 180, 140 + 420, 350 + 280, 100)
    view = oc.view_for(st, "A")
    assert view.winners == ("C",) and view.standings == (("C", 630, 1), ("B", 560, 2), ("A", 540, 3))
    assert st.bank == -(630 + 560 + 540 + 100)  # every dollar accounted for

    # The scorer from the command line agrees with the rules core.
    result = score({"prices": final_prices, "players": [
        {"name": n, "money": cash_before_sale[n], "stocks": held[n]} for n in "ABC"]})
    assert result == {"players": [{"name": "C", "final_money": 630, "rank": 1},
                                  {"name": "B", "final_money": 560, "rank": 2},
                                  {"name": "A", "final_money": 540, "rank": 3}], "winners": ["C"]}

    # Every square and every face of the three kinds of dice came up.
    assert seen_squares == {"company", "event", "almighty", "president", "dividend", "goal"}
    president_faces = {f for c in oc.COMPANIES for f in st.tables.president_dice[c]}
    assert {f for u, f in seen_faces if u == PRESIDENT} == president_faces
    assert {f for u, f in seen_faces if u == FUND} == set(st.tables.fund_die)
    assert {f for u, f in seen_faces if u == "event"} == set(st.tables.event_die)

    # The price chart over the turns: START, after each of the 23 turns (the last is the final).
    series = oc.price_series(st)
    assert len(series["RED"]) == 24 and series["YELLOW"][12:15] == (40, 100, 120)
    assert g.steps > 80  # the invariants were checked after each of these steps
    return g


FIVE = ("Ann", "Bob", "Cy", "Dee", "Eve")


def late_game(seed=7, turns=60):
    g = Game(players=FIVE, banker="Bob")
    rng = random.Random(seed)
    random_pregame(g, rng)
    autoplay(g, rng, turns)
    return g
