"""The scripted four-player game of Fortune through the rules core, covering every action the
Kasse guides — with every invariant (money accounted for between the Kasse and the players, chips in
the supply, one owner per package, one loan per bank, at most five bonds) checked after every step."""
import random

from calculators.fortune import actions as A
from calculators.fortune.scoring import standings
from calculators.fortune.state import balance
from tests.support.fortune import B, Table, check

PLAYERS = ("Ann", "Bob", "Cy", "Dora")


def play_whole_game():
    """Play the script, asserting the rulebook's outcome on the way; the finished table."""
    t = Table(players=PLAYERS, start=False)
    cash = t.cash

    # Setup: four players, 150.000 DM each; each plays one of the six companies; two hours agreed.
    t.do(A.set_up, B, {"Ann": "BASF", "Bob": "GRUNDIG", "Cy": "3M", "Dora": "REXROTH"}, 120)
    # Turn Order: Ann and Cy tie on 11 and roll again; Ann begins.
    t.do(A.roll_for_start, B, values=[[6, 5], [3, 3], [5, 6], [2, 1]])
    t.do(A.roll_for_start, B, values=[[4, 4], [2, 2]])
    assert t.state.starter == "Ann" and t.state.kasse == -600_000

    # Round 1 — typed-in dice and app dice, one die or two.
    t.do(A.roll_move, "seat:Ann", "Ann", 2, values=[3, 4])
    t.do(A.land, B, "Ann", "factory-1")
    t.do(A.buy_chips, B, "Ann", "factory", 3)  # 3 × 10.000
    t.do(A.roll_move, "seat:Bob", "Bob", 1, rng=random.Random(5))
    t.do(A.land, B, "Bob", "shares-commerzbank")
    t.do(A.buy_shares, B, "Bob")  # 60.000
    t.turn("Cy", "shares-rheinland")
    t.do(A.buy_shares, B, "Cy")  # 40.000
    t.turn("Dora", "insurance")
    t.do(A.buy_chips, B, "Dora", "insurance", 2)  # 12.000, of which Cy's premium 2 × 1.000
    assert (cash("Ann"), cash("Bob"), cash("Cy"), cash("Dora")) == (120_000, 90_000, 112_000, 138_000)

    # Round 2 — loans at both banks, bonds.
    t.turn("Ann", "energy-1")
    t.do(A.buy_chips, B, "Ann", "energy", 3)  # 3 × 6.000
    t.turn("Bob", "commerzbank-1")
    t.do(A.take_loan, B, "Bob")  # 48.000 paid out, 4.000 interest
    t.turn("Cy", "bonds")
    t.do(A.buy_bonds, B, "Cy", 5)  # 50.000
    t.refused("höchstens 5", A.buy_bonds, B, "Cy", 1)
    t.turn("Dora", "vereinsbank-2")
    t.do(A.take_loan, B, "Dora")  # 46.000 paid out, 5.000 interest
    assert (cash("Ann"), cash("Bob"), cash("Cy"), cash("Dora")) == (102_000, 138_000, 62_000, 184_000)

    # Round 3 — assembling, a premium, bond income at the start, an economy card, a forced repayment
    # without the bank's shares (interest to the Kasse).
    t.turn("Ann", "personnel-2")
    t.do(A.buy_chips, B, "Ann", "personnel", 3)  # 3 × 10.000
    t.do(A.assemble, B, "Ann", 3)
    t.turn("Bob", "consulting")
    t.do(A.buy_chips, B, "Bob", "consulting", 1)  # 10.000 (PA Management unsold: all to the Kasse)
    t.turn("Cy", "economy", passed_start=True)  # 5 bonds × 3.000
    t.do(A.note_economy_card, B, "Konjunkturaufschwung: die Wirtschaft wächst")
    t.turn("Dora", "vereinsbank-1")  # again on her bank: 50.000 + 5.000 interest
    assert t.sheet("Dora").loans == ()
    assert (cash("Ann"), cash("Bob"), cash("Cy"), cash("Dora")) == (72_000, 128_000, 77_000, 129_000)

    # Round 4 — a sale at OTTO, consulting used before the roll, bonds returned on BP's space.
    t.turn("Ann", "otto-1")
    t.do(A.sell_products, B, "Ann")  # 2 × 32.000, less OTTO's unsold premium 2 × 2.000 to the Kasse
    t.do(A.use_service_chip, B, "Bob", "consulting")
    assert t.sheet("Bob").space == "economy"
    t.turn("Bob", "commerzbank-2")  # his own bank's shares: the interest is waived
    assert t.sheet("Bob").loans == () and cash("Bob") == 78_000
    t.turn("Cy", "bonds")  # holding bonds: all five back at 10.000 each
    assert t.sheet("Cy").bonds == 0 and cash("Cy") == 127_000
    t.refused("erst ab der nächsten Runde", A.buy_bonds, B, "Cy", 1)
    t.turn("Dora", "shares-vereinsbank")
    t.do(A.buy_shares, B, "Dora")  # 60.000
    assert (cash("Ann"), cash("Dora")) == (132_000, 69_000)

    # Round 5 — a loan repaid to another player's bank: the interest goes to the shareholder.
    t.turn("Ann", "commerzbank-1")
    t.do(A.take_loan, B, "Ann")  # 48.000, 4.000 interest
    t.turn("Bob", "factory-2")
    t.do(A.buy_chips, B, "Bob", "factory", 2)  # 2 × 12.000
    t.turn("Cy", "advertising")
    t.do(A.buy_chips, B, "Cy", "advertising", 1)
    t.turn("Dora", "other")
    t.turn("Ann", "commerzbank-2")  # repays 50.000 to the Kasse and 4.000 interest to Bob
    assert t.sheet("Ann").loans == () and cash("Ann") == 126_000 and cash("Bob") == 58_000

    # Round 5 continued — explosion and fire, both insured.
    t.turn("Bob", "insurance")
    t.do(A.buy_chips, B, "Bob", "insurance", 1)  # 6.000, 1.000 of it to Cy
    t.do(A.use_service_chip, B, "Cy", "advertising")  # to the economy space before sales
    t.turn("Cy", "other")
    t.turn("Dora", "other")
    t.turn("Ann", "insurance")
    t.do(A.buy_chips, B, "Ann", "insurance", 1)
    t.turn("Bob", "explosion")  # two factory chips lost
    t.do(A.claim_insurance, B, "Bob")  # 2 × 15.000
    assert t.sheet("Bob").factory == 0 and cash("Bob") == 52_000 + 30_000
    t.turn("Cy", "other")
    t.turn("Dora", "other")
    t.turn("Ann", "fire")  # one finished product burns
    t.do(A.claim_insurance, B, "Ann")  # 30.000
    assert t.sheet("Ann").products == 0 and cash("Ann") == 120_000 + 30_000

    # The ÖKA — Dora on Commerzbank's space challenges Bob (after a business card's windfall): the
    # offer fails once and succeeds on the repeat.
    t.turn("Bob", "other")
    t.turn("Cy", "other")
    t.turn("Dora", "commerzbank-1")
    t.do(A.card_payment, B, None, "Dora", 100_000, "Geschäfte-Karte: Erbschaft")
    t.do(A.challenge, "seat:Dora", "Dora", values=["-30 %", "ÖKA mißlingt"])  # Dora pays Bob 12.000
    t.do(A.challenge, "seat:Dora", "Dora", values=["-20 %", "+60 %"])  # 140 %: 84.000 to Bob
    assert t.state.holding("commerzbank").owner == "Dora"
    assert cash("Dora") == 169_000 - 96_000 and cash("Bob") == 82_000 + 96_000

    # Shares sold back at 120 % on the company's space, and a debt met by selling at 60 %.
    t.turn("Ann", "other")
    t.turn("Bob", "other")
    t.turn("Cy", "insurance")  # Rheinland's space again
    t.do(A.sell_shares_back, B, "Cy")  # 120 % of 40.000
    t.turn("Dora", "other")
    t.do(A.card_payment, B, "Dora", None, 90_000, "Geschäfte-Karte: Betriebsprüfung")
    assert t.state.due.total == 90_000
    t.do(A.sell_urgently, B, "Dora", ["vereinsbank"])  # 60 % of 60.000
    t.do(A.pay_due, B)
    assert cash("Dora") == 73_000 + 36_000 - 90_000 and t.state.holding("vereinsbank") is None

    # A bankruptcy: Bob cannot pay even after selling everything at 60 %; his assets go to the Kasse.
    t.do(A.card_payment, B, "Bob", "Ann", 300_000, "Geschäfte-Karte: Schadenersatz an Ann")
    t.refused("schuldet gerade nichts", A.declare_bankrupt, B, "Ann")
    t.do(A.declare_bankrupt, B, "Bob")
    assert t.sheet("Bob").bankrupt and cash("Bob") == 0 and cash("Ann") == 150_000

    # The end: Ann builds products, is given a windfall and sells three at REWE — the moment her
    # balance reaches three times the starting capital (450.000 DM), the game ends and she wins.
    t.turn("Cy", "other")
    t.turn("Dora", "other")
    for space, chip in (("factory-1", "factory"), ("energy-2", "energy"), ("personnel-1", "personnel")):
        t.turn("Ann", space)
        t.do(A.buy_chips, B, "Ann", chip, 3)
        t.turn("Cy", "other")
        t.turn("Dora", "other")
    t.do(A.assemble, B, "Ann", 3)
    t.do(A.card_payment, B, None, "Ann", 260_000, "Geschäfte-Karte: Patentverkauf")
    before = balance(t.state, "Ann")
    assert before < 450_000 and t.state.phase == "play"
    t.turn("Ann", "rewe-2")
    t.do(A.sell_products, B, "Ann")  # 3 × 40.000 for three products counted at 15.000
    assert balance(t.state, "Ann") == before + 3 * (40_000 - 15_000) >= 450_000
    assert t.state.phase == "over" and t.state.winners == ("Ann",) and t.state.tripled == "Ann"
    table = standings(t.state)
    assert table[0].name == "Ann" and table[0].tripled and table[-1].bankrupt
    t.refused("zu Ende", A.roll_move, B, "Cy", 1)
    final = check(t.log)  # the whole log replayed from its stored events
    assert final.kasse + sum(s.cash for s in final.sheets) == 0
    kinds = {e.kind for e in t.log.events}
    assert {f"fortune.{k}" for k in (
        "set_up", "start_rolled", "rolled", "landed", "chips_bought", "assembled", "products_sold", "chip_used",
        "insurance_claimed", "loan_taken", "bonds_bought", "shares_bought", "shares_sold_back", "urgent_sale",
        "oka", "economy_card", "card_payment", "due_paid", "bankrupt")} <= kinds
    return t


SIX = ("Annabelle", "Bob", "Carla", "Dmitri", "Eve", "Frank")


def late_game():
    """Six players deep into a game: chips, products, bonds, both banks' loans, all six share packages, a debt."""
    t = Table(players=SIX)
    shares = ["commerzbank", "vereinsbank", "otto", "rheinland", "pa", "eternit"]
    for name, company in zip(SIX, shares):
        t.turn(name, f"shares-{company}")
        t.do(A.buy_shares, B, name)
    for name in SIX:
        t.pay_in(name, 170_000)
        for space, chip, n in (("factory-1", "factory", 3), ("energy-2", "energy", 3), ("personnel-1", "personnel", 3),
                               ("insurance", "insurance", 2), ("consulting", "consulting", 1)):
            t.turn(name, space)
            t.do(A.buy_chips, B, name, chip, n)
        t.do(A.assemble, B, name, 2)
        t.turn(name, "bonds", passed_start=True)
        t.do(A.buy_bonds, B, name, 4)
        for bank in ("commerzbank-1", "vereinsbank-2"):
            t.turn(name, bank)
            t.do(A.take_loan, B, name)
    t.do(A.note_economy_card, B, "Konjunkturaufschwung: alle Verkaufspreise plus 5.000 DM")
    t.turn("Annabelle", "fire")
    t.do(A.card_payment, B, "Bob", "Carla", 900_000, "Geschäfte-Karte: Schadenersatz an Carla")
    return t
