"""Hidden money (Setup 7: "Your money should remain hidden throughout the game"), the public Fund (Q&A 5)
and stocks, the price chart over the turns, and the game's registration."""
from tests.support.owners_choice import Game

import calculators.owners_choice as oc
from calculators.core.game import rules_for


def game():
    g = Game(players=("Ann", "Bob", "Cy"), banker="Bob")
    g.pregame({"RED": 2}, {"BLUE": 1}, {})
    g.banker("fix", oc.correct_cash, "Cy", 7)
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "president", face="Price +1")
    g.end()
    return g


def test_a_seat_sees_only_its_own_cash_and_never_the_bank():
    st = game().st
    for seat in ("Ann", "Bob", "Cy"):  # Bob is the banker who also plays: viewed as his seat
        view = oc.view_for(st, seat)
        assert view.bank is None
        assert {p.name: p.cash for p in view.players} == {
            n: (st.player(n).cash if n == seat else None) for n in ("Ann", "Bob", "Cy")}
        dumped = view.model_dump_json()
        assert '"bank":null' in dumped
        others = [st.player(n).cash for n in ("Ann", "Bob", "Cy") if n != seat]
        assert all(f'"cash":{c}' not in dumped for c in others)


def test_stocks_prices_presidents_and_the_fund_are_public():
    st = game().st
    view = oc.view_for(st, "Cy")
    assert view.fund == 50  # Q&A 5: the Fund is open to all
    assert view.players[0].stocks["RED"] == 2 and view.players[0].dice == ("RED",)
    assert view.prices["RED"] == 110 and view.presidents == {"RED": "Ann", "BLUE": "Bob", "GREEN": None, "YELLOW": None}


def test_a_banker_who_does_not_play_sees_everything():
    st = game().st
    view = oc.view_for(st, None)
    assert view.bank == st.bank and [p.cash for p in view.players] == [p.cash for p in st.players]


def test_at_the_end_everyone_sees_the_final_money():
    g = game()
    g.do("Bob", oc.move_pawn, 1, "goal")
    view = oc.view_for(g.st, "Cy")
    assert all(p.cash is not None for p in view.players) and view.bank is None
    assert [s[0] for s in view.standings][0] in view.winners


def test_price_history_after_each_turn():
    g = game()
    g.turn(1, "company", "GREEN")
    g.end()
    series = oc.view_for(g.st, "Ann").price_history
    assert series["RED"] == (100, 110, 110) and series["BLUE"] == (100, 100, 100)
    assert oc.price_series(g.st) == series


def test_the_game_is_registered():
    rules = rules_for("owners-choice")
    g = game()
    assert rules.state_of(g.log) == g.st
    assert rules.view_for(g.st, "Ann") == oc.view_for(g.st, "Ann")


def test_the_banker_who_plays_is_viewed_as_their_seat():
    from calculators.core.table import make_setup
    playing = make_setup("owners-choice", "Friday", ["Ann", "Bob"], "bob")
    watching = make_setup("owners-choice", "Friday", ["Ann", "Bob"], "Zoe")
    assert oc.banker_viewer(playing) == "Bob" and oc.banker_viewer(watching) is None


def test_an_edit_recorded_without_the_games_check_has_no_effect():
    from calculators.core.boards import edit_board
    g = game()
    log, _ = edit_board(g.log, "banker", "dividends", [1] * 20)  # no $40 at $140: breaks a printed point
    assert oc.state_of(log).tables == g.st.tables
