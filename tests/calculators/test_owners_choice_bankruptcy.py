"""Owner's Choice, personal bankruptcy: who may declare it, and for how long.

Rulebook, Bankruptcy: "The player who had owned stock in the bankrupted company can declare bankruptcy himself."
The rulebook sets no time limit; the app's reading (marked on screen) keeps the chance open until a player ends a
turn — one holder leaving never takes it from another."""
import calculators.owners_choice as oc
from tests.support.owners_choice.events import event, playing


def red_falls_on_bobs_turn(players=("Ann", "Bob", "Cy", "Dee")):
    """Ann and Bob hold 1 RED each; Ann drops RED to $60, then Bob drops it into bankruptcy on his turn."""
    g = playing([{"RED": 1}, {"RED": 1}] + [{}] * (len(players) - 2), players=players)
    event(g, "Any company -2")
    g.do("Ann", oc.choose_event_company, "RED")
    g.end()
    event(g, "Any company -2")
    g.do("Bob", oc.choose_event_company, "RED")
    assert g.st.may_leave == ("Ann", "Bob") and g.st.current == "Bob"
    return g


def test_the_player_on_turn_leaving_keeps_the_other_holders_choice():
    """Bankruptcy: "The player who had owned stock in the bankrupted company can declare bankruptcy himself." Bob,
    on turn, declares bankruptcy; Ann held RED too and may still declare hers (she was refused before)."""
    g = red_falls_on_bobs_turn()
    g.do("Bob", oc.declare_bankruptcy)
    assert g.st.current == "Cy" and g.st.may_leave == ("Ann",)
    g.do("Ann", oc.declare_bankruptcy)
    assert not g.st.player("Ann").in_game and g.st.in_game == ("Cy", "Dee")


def test_the_refusal_after_the_chance_closed_says_whose_turn_ended():
    """Bankruptcy: "The player who had owned stock in the bankrupted company can declare bankruptcy himself." Ann
    held RED: once Bob ends his turn the chance is over, and the refusal says so truly (it said Ann "held no stock in
    a company that went bankrupt this turn"); Cy never held RED and is told that."""
    g = red_falls_on_bobs_turn()
    g.bad("Cy", oc.declare_bankruptcy, match="^Cy held no stock in a company that went bankrupt.$")
    g.end()
    g.bad("Ann", oc.declare_bankruptcy,
          match="^The chance to declare bankruptcy after RED went bankrupt ended when Bob's turn ended.$")


def test_after_the_player_on_turn_left_the_chance_ends_with_the_next_turn():
    """Bankruptcy: "The player who had owned stock in the bankrupted company can declare bankruptcy himself." Bob
    leaves on his own turn; Ann keeps the chance through Cy's turn, and it closes when Cy ends it."""
    g = red_falls_on_bobs_turn()
    g.do("Bob", oc.declare_bankruptcy)
    g.turn(1, "president")
    g.end()
    assert g.st.may_leave == ()
    g.bad("Ann", oc.declare_bankruptcy,
          match="^The chance to declare bankruptcy after RED went bankrupt ended when Cy's turn ended.$")


def test_the_rules_say_when_and_why_a_player_left():
    """Bankruptcy: "that player must return all stocks owned to the Stock Company area and all money to the Bank, then
    quit the game": the turn it happened in and its History sentence (the money named only to whom may see it)."""
    from calculators.owners_choice.bankruptcy import departure

    g = red_falls_on_bobs_turn()
    assert departure(g.log, "Ann") is None  # still in the game
    g.do("Ann", oc.declare_bankruptcy)
    assert departure(g.log, "Bob") is None
    assert departure(g.log, "Ann", "en", "Ann") == (2, "Ann went bankrupt and left the game, returning $590 to the Bank")
    assert departure(g.log, "Ann", "en", "Cy") == (2, "Ann went bankrupt and left the game")
    assert departure(g.log, "Ann", "de", "Ann")[1] == "Ann ist bankrott, gibt $590 an die Bank zurück und scheidet aus"


def test_the_fund_taken_by_a_throw_that_bankrupts_the_company_is_marked_as_the_apps_reading():
    """Fund Die Results: "Price -2 & Receive All $ In Fund: The President moves his company's stock price marker
    downwards two spaces … Then he receives all the money on the Fund space." Bankruptcy: "Return the President's die
    to the stock company." Whether a President whose company the throw bankrupts still receives the Fund the
    rulebook does not say outright: the app gives it (the plain order of the sentence), and History marks that as its
    reading (an audit found it stated as plain fact)."""
    from calculators.owners_choice.words import describe

    g = playing([{"GREEN": 1}, {"RED": 1}, {}])
    for _ in range(2):  # GREEN's President throws Price -1 twice (into the Fund $50 each): GREEN $60, Fund $100
        g.do("Ann", oc.move_pawn, 1, "company", "GREEN")
        g.do("Ann", oc.company_action, "president", face="Price -1")
        g.do("Ann", oc.end_turn)
        for seat in ("Bob", "Cy"):
            g.do(seat, oc.move_pawn, 1, "president")
            g.do(seat, oc.end_turn)
    assert g.st.fund == 100
    cash = g.cash("Ann")
    g.do("Ann", oc.move_pawn, 1, "company", "GREEN")
    before = g.st
    g.do("Ann", oc.company_action, "fund", face="Price -2 & take the Fund")
    assert g.st.presidents["GREEN"] is None and g.cash("Ann") - cash == 100 and g.st.fund == 0
    said = describe(g.log.events[-1], "en", before, "Cy")
    assert said.endswith("Ann takes the Fund all the same (the app's reading of “Then he receives all the money on "
                         "the Fund space”: the company's bankruptcy does not take it away)"), said
    assert "Lesart der App" in describe(g.log.events[-1], "de", before, "Cy")


def test_the_net_worth_line_of_a_player_who_left_ends_at_nothing():
    """Bankruptcy: the player "must return all stocks owned to the Stock Company area and all money to the Bank, then
    quit the game". A walk three hours in read Bob's net-worth line end on his worth before he left ($1,030) beside
    "Bob left the game $0": the line ends on $0 at the turn he left, once, and goes no further."""
    from calculators.core.worth import worth_history
    from calculators.owners_choice.worth import WORTH

    g = red_falls_on_bobs_turn()
    left_at = g.st.turn
    g.do("Bob", oc.declare_bankruptcy)
    g.turn(1, "president")
    g.end()
    lines = worth_history(WORTH, g.log)
    assert lines["Bob"][-1] == (left_at, 0) and lines["Bob"][-2][1] > 0
    assert lines["Cy"][-1][0] > left_at  # the others go on
