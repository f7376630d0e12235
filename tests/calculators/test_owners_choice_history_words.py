"""Owner's Choice History: each sentence says what the rulebook did, in its own words (English and German).

A walk read a company driven onto the Bankruptcy space that nobody held as "RED up to $100", a move past $300 as
nothing at all, the Dividend square without the companies it paid for, and "chose RED for the President's die"
without the die's face."""
import re

import pytest

import calculators.owners_choice as oc
from calculators.core.log import Log
from calculators.owners_choice.words import describe
from tests.support.owners_choice import Game
from tests.support.owners_choice.events import event, playing


def said(g, lang="en", viewer=None, **before_update):
    """The History sentence of the table's last event (`before_update`: the state before it, changed)."""
    before = oc.state_of(Log(events=g.log.events[:-1]))
    return describe(g.log.events[-1], lang, before.model_copy(update=before_update) if before_update else before,
                    viewer)


def test_a_company_nobody_held_driven_onto_bankruptcy_reads_as_bankruptcy():
    """Bankruptcy: "If a company's stock price marker moves to the Bankruptcy space the company immediately becomes
    bankrupt. [...] Return the stock price marker of the bankrupted company to the START space." Nobody holds RED."""
    g = playing([{}, {}, {}])
    for seat in ("Ann", "Bob"):
        event(g, "Any company -2")
        g.do(seat, oc.choose_event_company, "RED")
        if seat == "Ann":
            g.end()
    assert said(g) == "Bob chose RED to drop 2 spaces: RED is bankrupt: its marker goes back to START ($100)"
    assert said(g, "de") == "Bob wählt RED: 2 Felder zurück: RED ist bankrott: der Kursmarker geht zurück auf START ($100)"


@pytest.mark.parametrize("overshoot, words", [
    ("ignore", "GREEN stays at $280: a move past $300 is ignored"),
    ("stop", "GREEN up to $300"),
])
def test_a_move_past_300_says_it_was_ignored(overshoot, words):
    """Upper Limit of Stock Price: "No company stock price marker can exceed the upper limit of $300 of the stock
    price chart. Any effect that would move the price beyond this space is ignored." GREEN at $280, Price +3."""
    g = playing([{"GREEN": 1}, {}, {}], overshoot=overshoot)
    g.banker("fees", oc.correct_cash, "Ann", 2000)
    for face in ["Price +3"] * 4 + ["Price +2", "Price +3"]:
        g.do(g.st.current, oc.move_pawn, 1, "company", "GREEN")
        g.do("Ann", oc.company_action, "president", face=face)
        if face != "Price +3" or g.st.prices["GREEN"] < 280:
            g.end()
    assert said(g).endswith(f"Price +3: {words}")


def test_the_dividend_square_names_the_companies_that_pay_and_how_much_a_stock():
    """Dividend Square: "The company with the highest stock price pays out a dividend. If multiple companies are
    tied for highest stock price, then they each pay out a dividend." RED fell to $60; the three at $100 pay."""
    g = playing([{"RED": 1, "BLUE": 1}, {"GREEN": 2}, {}])
    event(g, "Any company -2")
    g.do("Ann", oc.choose_event_company, "RED")
    g.end()
    g.do("Bob", oc.move_pawn, 1, "dividend")
    assert said(g, viewer="Cy") == ("Bob moved the Action pawn 1 space to the Dividend square: BLUE, GREEN, YELLOW "
                                    "pay $25 a stock: $25 to Ann, $50 to Bob")


def test_the_other_company_choice_names_the_die_face():
    """President's Die Results: "Other Company -2: The President of BLUE company chooses a company other than BLUE
    company and moves that company's stock price marker downwards by two spaces to decrease its value." """
    g = playing([{"BLUE": 1}, {}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "BLUE")
    g.do("Ann", oc.company_action, "president", face="Other company -2")
    g.do("Ann", oc.choose_other_company, "RED")
    assert said(g) == "Ann chose RED for BLUE's Other company -2: RED down to $60"
    assert said(g, "de") == "Ann wählt RED für „Andere Firma −2“ von BLUE: RED fällt auf $60"


def test_a_company_square_nobody_owns_says_nothing_happens():
    """Question 1: "If the Action pawn is moved to a company space and no one owns any stock in that company, can the
    effect of the space be ignored? Answer 1: Yes." """
    g = playing([{}, {}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "YELLOW")
    assert said(g) == "Ann moved the Action pawn 1 space to the YELLOW square: nobody owns YELLOW: nothing happens"
    assert said(g, "de") == "Ann zieht die Aktionsfigur 1 Feld auf das Feld YELLOW: niemand besitzt YELLOW: nichts passiert"


def test_fifty_from_a_fund_holding_less_says_what_was_there_and_that_the_die_is_thrown_again():
    """Event Die Results: "Receive $50 From Fund & Roll Again: The player receives $50 from the money on the Fund
    space, then rerolls the Event die." and "Note: When the die results in the player receiving $50 from the Fund and
    there is no money, you only have to throw the die again." Less than $50: the app pays what is there (its
    reading, said so)."""
    g = playing([{}, {}, {}])
    event(g, "$50 from the Fund & roll again")
    assert said(g) == ("Ann threw the Event die: $50 from the Fund & roll again: the Fund is empty: Ann throws the "
                       "Event die again")
    before = oc.state_of(Log(events=g.log.events[:-1]))
    assert said(g, viewer="Bob", fund=30, bank=before.bank - 30) == (
        "Ann threw the Event die: $50 from the Fund & roll again: the Fund held only $30: Ann takes $30 (the app's "
        "reading: what is there) and throws the Event die again")


def test_the_last_player_left_wins_and_history_says_why():
    """Bankruptcy: "If this is done, that player must return all stocks owned to the Stock Company area and all money
    to the Bank, then quit the game." With one player left the app ends the game (its reading), and says so."""
    g = playing([{"RED": 1}, {"RED": 1}], players=("Ann", "Bob"))
    for seat in ("Ann", "Bob"):
        event(g, "Any company -2")
        g.do(seat, oc.choose_event_company, "RED")
        if seat == "Ann":
            g.end()
    g.do("Ann", oc.declare_bankruptcy)
    assert said(g, viewer="Bob") == ("Ann went bankrupt and left the game: only Bob is left in the game: game over "
                                     "(the app's reading)")



def test_a_player_who_becomes_president_of_two_companies_at_once_is_named_once():
    """Company President: "The player who owns the most stocks in a company is its President." Ann's pre-game purchase
    makes her President of BLUE and GREEN at once: one sentence of one player (it read "Ann now President of BLUE,
    Ann now President of GREEN"); a third company is listed with the others."""
    g = playing([{}, {}, {}, {}], players=("Ann", "Bob", "Cy", "Dee"))
    g.do(g.st.current, oc.move_pawn, 1, "event")
    g.do(g.st.current, oc.throw_event_die, face="$100 from the Bank")
    g.end()
    assert g.st.current == "Bob"
    g.do("Bob", oc.trade, [("BLUE", 1), ("GREEN", 1)])
    assert said(g) == "Bob traded: bought 1 BLUE at $100; bought 1 GREEN at $100: Bob is now President of BLUE and GREEN"
    assert said(g, "de") == ("Bob handelt: kauft 1 BLUE zu $100; kauft 1 GREEN zu $100: Bob ist jetzt Präsident von "
                             "BLUE und GREEN")
    g.do("Bob", oc.move_pawn, 1, "event")
    g.do("Bob", oc.throw_event_die, face="$100 from the Bank")
    g.end()
    g.do("Cy", oc.trade, [("RED", 1), ("YELLOW", 1), ("BLUE", 2)])
    assert said(g).endswith(": Cy is now President of RED, BLUE and YELLOW")
    assert said(g, "de").endswith(": Cy ist jetzt Präsident von RED, BLUE und YELLOW")


def test_money_paid_to_players_and_the_fund_reads_as_the_rulebook_tells_it():
    """Event die, "$50 From Fund & Roll Again: The player receives $50 from the money on the Fund space", and a
    banker's correction: who receives how much, in words ("player A receives $80 ... from the Bank", Dividend
    Square). A sign before the amount ("Ann +$50", "Fund −$50") let a narrow phone break the line between "+" and
    "$50"; no sentence puts a sign before a dollar amount any more, in English or German."""
    g = playing([{"RED": 1}, {}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "president", face="Price +1")  # $50 into the Fund
    g.end()
    event(g, "$50 from the Fund & roll again")
    assert said(g) == "Bob threw the Event die: $50 from the Fund & roll again: $50 to Bob, $50 out of the Fund"
    assert said(g, "de") == ("Bob wirft den Ereigniswürfel: $50 aus dem Fonds und noch einmal werfen: $50 an Bob, "
                             "$50 aus dem Fonds")
    g.banker("miscount", oc.correct_cash, "Cy", -40)
    assert said(g) == "Correction: $40 taken from Cy's cash"
    assert said(g, "de") == "Korrektur: Bargeld von Cy um $40 verringert"
    g.banker("miscount", oc.correct_cash, "Cy", 40)
    assert said(g) == "Correction: $40 added to Cy's cash"
    assert said(g, "de") == "Korrektur: Bargeld von Cy um $40 erhöht"
    # Taking away more than Cy holds takes all of it (the command: a refusal would tell a playing banker of Cy's
    # hidden cash). A walk read "$1,000 taken" on Cy's own phone beside "−$240 from you"; then adding the $1,000
    # back made money. The sentence says what was taken, wherever the cash may be seen.
    cy = oc.state_of(g.log).player("Cy").cash
    g.banker("miscount", oc.correct_cash, "Cy", -(cy + 1000))
    assert said(g) == f"Correction: all of Cy's cash taken, ${cy} (${cy + 1000:,} was typed)"
    assert said(g, viewer="Cy") == said(g)
    assert said(g, "de") == f"Korrektur: alles Bargeld von Cy genommen, ${cy} (${cy + 1000:,} eingegeben)"
    assert said(g, viewer="Ann") == "Correction: Cy's cash changed"  # hidden from Ann: no amount at all
    assert oc.state_of(g.log).player("Cy").cash == 0
    from calculators.core.words import history
    from tests.support.owners_choice.game import play_scripted_game
    log = play_scripted_game().log
    for lang in ("en", "de"):
        for viewer in (None, "A"):
            lines = history("owners-choice", log, lang, viewer).values()
            signed = [x for x in lines if re.search(r"[+−-]\$", x)]
            assert not signed, signed[:3]


def test_a_tie_for_president_won_by_the_player_on_turn_says_it_is_the_apps_reading():
    # "In the case where multiple players fulfill the condition of most owned company stock, the player who is
    # closest to the current player's turn, in a clockwise direction, becomes the President." Whether the player on
    # turn is "closest" to their own turn is not said: the app counts them so, and History says it is its reading.
    g = Game(start="Ann")
    g.pregame({"RED": 1, "GREEN": 1}, {"RED": 2}, {"RED": 2})  # Bob President of RED; Cy ties him
    g.do("Ann", oc.move_pawn, 1, "event")
    g.do("Ann", oc.throw_event_die, face="Exchange a stock")
    g.do("Ann", oc.exchange_stock, "GREEN", "Bob", "RED")  # Ann 2 RED, Bob 1, Cy 2
    assert g.st.presidents["RED"] == "Ann"
    assert said(g) == ("Ann exchanged one GREEN stock for one of Bob's RED stocks: Ann is now President of RED (tied "
                       "with Cy; the player on turn counts as the closest clockwise, the app's interpretation), Bob is "
                       "now President of GREEN")
    assert "Ann ist jetzt Präsident von RED (gleichauf mit Cy; wer am Zug ist, gilt im Uhrzeigersinn als am nächsten, " \
           "Auslegung der App)" in said(g, "de")


def test_a_trade_whose_buys_and_sells_cancel_out_says_nothing_changed_hands():
    # A walk read "Bob traded: " with nothing after the colon (a buy and a sell of one stock in one trade).
    g = playing([{}, {}, {}, {}], players=("Ann", "Bob", "Cy", "Dee"))
    g.do(g.st.current, oc.trade, [("BLUE", 1), ("BLUE", -1)])
    assert said(g) == "Ann traded: nothing changed hands"
    assert said(g, "de") == "Ann handelt: nichts wechselt den Besitzer"
