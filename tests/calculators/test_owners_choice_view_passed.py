"""The bank phone passed around the table (a player without a phone of their own is handed it for their turn):
Setup 7, "Each player receives $690 from the Bank. Your money should remain hidden throughout the game." The app
holds the money, so a player learns theirs only from a phone: the passed phone shows the money of the player it is
in the hands of — the one the table waits for — and nobody else's, not the banker's own, not the Bank's. It is
passed only to the players without a phone of their own: a player with one plays there, and the bank phone stays the
banker's."""
from tests.support.owners_choice import Game

import calculators.owners_choice as oc


EVERYONE = ("Ann", "Bob", "Cy")  # nobody has a phone of their own: the bank phone is passed to each


def cash_shown(view) -> dict[str, int | None]:
    return {p.name: p.cash for p in view.players}


def cy_on_turn() -> Game:
    """Ann banks and plays; Ann starts. Before the game Ann buys 2 RED, Bob 1 BLUE, Cy nothing; Ann and Bob end
    their turns without a throw: turn 3, Cy's turn."""
    g = Game(players=("Ann", "Bob", "Cy"), banker="Ann")
    g.pregame({"RED": 2}, {"BLUE": 1}, {})
    for seat in ("Ann", "Bob"):
        g.do(seat, oc.move_pawn, 1, "dividend")
        g.end()
    assert g.st.current == "Cy"
    return g


def test_on_cys_turn_the_passed_phone_shows_cys_money_only_not_the_bankers_own():
    g = cy_on_turn()
    for banker_view in ("Ann", None):  # a banker who plays, or one who does not: passed around, the same
        view = oc.view_for(g.st, banker_view, passed=("Ann", "Cy"))  # Bob has a phone of his own
        assert view.passed and view.viewer == "Cy" and view.due == "Cy"
        assert cash_shown(view) == {"Ann": None, "Bob": None, "Cy": g.cash("Cy")}
        assert view.bank is None  # the Bank's balance would give the others' money away
        assert g.cash("Ann") not in (g.cash("Bob"), g.cash("Cy"))
        assert f'"cash":{g.cash("Ann")}' not in view.model_dump_json()
    # Not passed: a playing banker's phone is their own seat's; the turn is Cy's all the same.
    own = oc.view_for(g.st, "Ann")
    assert not own.passed and own.viewer == "Ann" and own.due == "Cy"
    assert cash_shown(own) == {"Ann": g.cash("Ann"), "Bob": None, "Cy": None}


def test_a_decision_passes_the_phone_to_the_one_who_decides():
    # Company Square: "the President of the company chooses the action, not the player whose turn it is" — Cy
    # lands on BLUE, whose President is Bob.
    g = cy_on_turn()
    g.do("Cy", oc.move_pawn, 1, "company", "BLUE")
    assert g.st.pending.seat == "Bob"
    view = oc.view_for(g.st, "Ann", passed=EVERYONE)
    assert view.viewer == "Bob" and cash_shown(view) == {"Ann": None, "Bob": g.cash("Bob"), "Cy": None}
    g.do("Bob", oc.company_action, "fund", face="Status quo")
    assert cash_shown(oc.view_for(g.st, "Ann", passed=EVERYONE)) == {"Ann": None, "Bob": None, "Cy": g.cash("Cy")}


def test_the_pre_game_purchase_passes_it_to_the_buyer_and_the_end_shows_everyone():
    # Setup 9: "Beginning with the start player, each player may purchase stock before the game begins."
    g = Game(players=("Ann", "Bob", "Cy"), banker="Ann")
    g.pregame({"RED": 1})
    view = oc.view_for(g.st, "Ann", passed=EVERYONE)
    assert view.viewer == "Bob" and cash_shown(view) == {"Ann": None, "Bob": 690, "Cy": None}
    g.pregame({}, {})
    g.do("Ann", oc.move_pawn, 1, "goal")
    # Game End: every player's final money decides the winner, so it is shown on every phone.
    final = oc.view_for(g.st, "Ann", passed=EVERYONE)
    assert not final.passed and all(cash is not None for cash in cash_shown(final).values())


def test_a_player_with_a_phone_of_their_own_is_not_handed_the_bank_phone():
    # Cy is passed the bank phone; Bob plays on his own: on Bob's decision the bank phone stays Ann's, Ann's money
    # shown and Bob's hidden (it would give Bob's money away to the banker).
    g = cy_on_turn()
    g.do("Cy", oc.move_pawn, 1, "company", "BLUE")
    view = oc.view_for(g.st, "Ann", passed=("Ann", "Cy"))
    assert not view.passed and view.viewer == "Ann" and view.due == "Bob"
    assert cash_shown(view) == {"Ann": g.cash("Ann"), "Bob": None, "Cy": None}
