"""The quick end-of-game screens with a number the count needs left empty (a walk of the end-of-game scoring): the
field says "Type a number, 0 if none" and no ranking stands on it until it is typed; a count a player does not hold
may stay empty; a fresh form marks nothing and says what to enter."""
from __future__ import annotations

import types

from companion.views import cash_out, quick_fortune, quick_owners_choice, quick_roll_and_rails
from tests.support.controls import toggle
from tests.support.drawn import ident, keyed, listed, shown_texts, tap, type_all

ASK = "Type a number, 0 if none"


def toggle_solo(phone, view) -> None:
    switch = toggle(phone.draw(view), "Solo game (one player)")
    switch.value = True  # the browser flips it, then the handler runs
    switch.on_change(types.SimpleNamespace(control=switch, data=None))


def _ranked(screen) -> bool:
    return any(t.startswith(("Winner", "Tie for first")) for t in shown_texts(screen))


def test_quick_cash_out_asks_a_picked_companys_money_before_ranking(tmp_path):
    """Rollout, Share Value: "Money: Face value". Bermax picked and held, its money left empty, read "Share value
    $0M" and Cy was ranked on it; now its money field asks for the number and nothing is ranked until it is typed."""
    view = cash_out.view
    phone = listed(tmp_path, view, ["Ann", "Cy"])
    tap(keyed(phone.draw(view), "chip-Simcor"))
    tap(keyed(phone.draw(view), "chip-Bermax"))
    # Picked, nothing typed yet: nothing is marked (a walk picked six companies and read six red fields), the
    # ranking's place asks for the money.
    screen = phone.draw(view)
    assert keyed(screen, "asset-Bermax-money").error is None and keyed(screen, "asset-Simcor-money").error is None
    assert ident(screen, "share-Bermax") == "Share value: type its money" and not _ranked(screen)
    assert ident(screen, "leader") == "Cash Out: type each company's money"
    screen = type_all(phone, view, ("asset-Simcor-money", "8000"), ("shares-Ann-Simcor", "5"),
                      ("shares-Cy-Simcor", "2"), ("shares-Cy-Bermax", "4"))
    assert keyed(screen, "asset-Bermax-money").error == ASK
    assert ident(screen, "share-Bermax") == "Share value: fix the marked field"
    assert keyed(screen, "asset-Bermax-stores").error is None  # stores, cards, meters, loans: empty is none
    assert keyed(screen, "shares-Ann-Bermax").error is None  # a share count not held stays empty
    assert not _ranked(screen) and ident(screen, "leader") == "Cash Out: fix the marked fields"
    screen = type_all(phone, view, ("asset-Bermax-money", "1500"))
    assert ident(screen, "share-Bermax") == "Share value $150M" and ident(screen, "cashout-Cy") == "$2.2B"
    assert _ranked(screen)


def test_quick_owners_choice_asks_each_players_money(tmp_path):
    """Owner's Choice, Game End: "the player with the most money wins": Bob's money left empty ranked "$0"."""
    view = quick_owners_choice.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    screen = phone.draw(view)
    assert keyed(screen, "money-Bob").error is None  # a fresh form: the ranking's place says what to enter
    screen = type_all(phone, view, ("price-RED", "140"), ("money-Ann", "900"), ("stocks-Ann-RED", "2"))
    assert keyed(screen, "money-Bob").error == ASK and keyed(screen, "stocks-Bob-RED").error is None
    assert not _ranked(screen) and ident(screen, "leader") == "Game End: fix the marked fields"
    screen = type_all(phone, view, ("money-Bob", "0"))
    assert _ranked(screen) and ident(screen, "score-Bob") == "$0"


def test_quick_fortune_asks_each_players_cash(tmp_path):
    """Fortune, End of the Game: "Each player totals his holdings": Bob's cash left empty ranked at 0 DM."""
    view = quick_fortune.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    assert keyed(phone.draw(view), "cash-Bob").error is None
    screen = type_all(phone, view, ("cash-Ann", "300000"), ("bonds-Bob", "2"))
    assert keyed(screen, "cash-Bob").error == ASK and keyed(screen, "loans-Bob").error is None
    assert not _ranked(screen) and ident(screen, "leader") == "Final balance: fix the marked fields"
    screen = type_all(phone, view, ("cash-Bob", "0"))
    assert _ranked(screen) and ident(screen, "score-Bob") == "20,000 DM"


def test_quick_rails_solo_asks_the_unshipped_goods(tmp_path):
    """Roll and Rails, The End of the Game (Solo): "For every unshipped good you receive -2 points": left empty the
    score stood without its penalty."""
    view = quick_roll_and_rails.view
    phone = listed(tmp_path, view, ["Ann"])
    toggle_solo(phone, view)
    assert keyed(phone.draw(view), "unshipped_goods-Ann").error is None
    screen = type_all(phone, view, ("shipping_points-Ann", "12"), ("completed_connections-Ann", "3"))
    assert keyed(screen, "unshipped_goods-Ann").error == ASK
    assert ident(screen, "leader") == "Final score: fix the marked fields"
    screen = type_all(phone, view, ("unshipped_goods-Ann", "0"))
    assert ident(screen, "score-Ann") == "15 points"


def test_quick_rails_asks_the_unused_resources_where_they_break_a_tie(tmp_path):
    """Roll and Rails, End of the Game: "In case of a tie, the player with the most complete connections is the
    winner. If there is still a tie, the player with the most resources unused is the winner." A walk cleared Bob's
    resources: counted 0, Ann won his tie with nothing said. Left empty they are asked where they break a tie, and
    count 0 where they do not."""
    view = quick_roll_and_rails.view
    phone = listed(tmp_path, view, ["Ann", "Bob", "Cy"])
    screen = type_all(phone, view, ("shipping_points-Ann", "29"), ("completed_connections-Ann", "8"),
                      ("unused_resources-Ann", "2"), ("shipping_points-Bob", "29"), ("completed_connections-Bob", "8"),
                      ("shipping_points-Cy", "12"), ("completed_connections-Cy", "3"))
    assert keyed(screen, "unused_resources-Bob").error == f"{ASK}: it breaks the tie with Ann"
    assert keyed(screen, "unused_resources-Cy").error is None  # no tie: empty counts 0
    assert ident(screen, "leader") == "Final score: fix the marked fields"
    screen = type_all(phone, view, ("unused_resources-Bob", "4"))
    assert [t for t in shown_texts(screen) if t.startswith("Winner")] == ["Winner: Bob"]
    assert ident(screen, "score-Cy") == "15 points"


def test_one_player_listed_is_told_a_second_is_needed_in_each_calculator(tmp_path):
    """A newcomer's walk: Owner's Choice's Game End with one player filled in read "Add the players to see the
    ranking." and never said at least two play (Owner's Choice: 2-5 players; Fortune: 2-6; Roll and Rails: 1 only in
    its solo game)."""
    for view in (quick_owners_choice.view, quick_fortune.view, quick_roll_and_rails.view):
        phone = listed(tmp_path / view.__module__, view, ["Ann"])
        assert keyed(phone.draw(view), "no-ranking").value == "Add at least two players to see the ranking."
