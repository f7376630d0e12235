"""The quick end-of-game screens of Roll and Rails, Owner's Choice and Fortune, drawn in-process: players listed,
numbers typed, the live ranking from each game's scorer, refusals on their fields, no winner before a score."""
from __future__ import annotations

import types

import flet as ft

from companion.views import home, quick_fortune, quick_owners_choice, quick_roll_and_rails
from tests.support.controls import toggle, walk
from tests.support.drawn import Phone, ident, keyed, listed, shown_texts, tap, type_all


def winner_lines(screen) -> list[str]:
    return [t for t in shown_texts(screen) if t.startswith(("Winner", "Tie for first"))]


def test_home_lists_a_quick_calculator_for_every_game(tmp_path):
    phone = Phone(tmp_path, "/")
    phone.session.services.store = phone.session.services.hub.store
    screen = phone.draw(home.view)
    for route in ("/cash-out", "/quick-roll-and-rails", "/quick-owners-choice", "/quick-fortune"):
        tap(keyed(screen, f"quick-{route}").content)
    assert phone.session.page.went == ["/cash-out", "/quick-roll-and-rails", "/quick-owners-choice", "/quick-fortune"]


def test_owners_choice_ranks_the_final_sale_live_and_refuses_on_the_field(tmp_path):
    """Owner's Choice, Game End: "all players sell the stocks they own. The selling price of each company stock is
    equal to the position of its stock price marker on the stock price chart." / "the player with the most money
    wins. If there is a tie, then all tied players win."""
    view = quick_owners_choice.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    screen = type_all(phone, view, ("price-RED", "140"))
    assert winner_lines(screen) == [] and ident(screen, "leader") == "Game End: enter money and stocks"
    screen = type_all(phone, view, ("money-Ann", "420"), ("stocks-Ann-RED", "2"), ("money-Bob", "700"))
    assert ident(screen, "score-Ann") == "$700" and ident(screen, "detail-Ann") == "$420 + 2 × $140 RED"
    assert winner_lines(screen) == ["Tie for first: Ann, Bob"]
    assert ident(screen, "leader", raw=True) == "1.\u00a0Ann\u00a0$700 · 1.\u00a0Bob\u00a0$700"
    assert keyed(screen, "results-out")
    screen = type_all(phone, view, ("price-RED", "310"), ("stocks-Bob-BLUE", "abc"))
    assert keyed(screen, "price-RED").error == "must be a stock price from $40 to $300"
    assert keyed(screen, "stocks-Bob-BLUE").error == "must be a whole number ≥ 0"
    assert keyed(screen, "stocks-Bob-BLUE").value == "abc" and keyed(screen, "money-Ann").value == "420"
    assert winner_lines(screen) == [] and keyed(screen, "no-ranking")
    screen = type_all(phone, view, ("stocks-Bob-BLUE", "1"))
    assert keyed(screen, "price-BLUE").error == "is missing: Bob holds BLUE stock"
    screen = type_all(phone, view, ("price-BLUE", "100"), ("price-RED", "150"))
    assert ident(screen, "score-Ann") == "$720" and ident(screen, "score-Bob") == "$800"
    assert winner_lines(screen) == ["Winner: Bob"]


def test_owners_choice_refuses_a_duplicate_name_and_more_than_twelve_stocks(tmp_path):
    """Stock Trade: "The maximum number of total stocks a player can own is 12." """
    view = quick_owners_choice.view
    phone = listed(tmp_path, view, ["Ann", "ann"])
    screen = phone.draw(view)
    assert keyed(screen, "new-player").error == "Ann is already listed" and keyed(screen, "new-player").value == "ann"
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    screen = type_all(phone, view, ("price-RED", "100"), ("price-BLUE", "100"), ("stocks-Ann-RED", "7"),
                      ("stocks-Ann-BLUE", "6"))
    assert "Ann holds 13 stocks; a player can own at most 12" in shown_texts([keyed(screen, "player-Ann")])


def test_roll_and_rails_ranks_by_points_then_connections(tmp_path):
    """Roll and Rails, End of the Game: "Players sum up all Victory Points gained for shipping the goods ... Every
    complete connection is worth 1 point ... In case of a tie, the player with the most complete connections is the
    winner."""
    view = quick_roll_and_rails.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    assert winner_lines(phone.draw(view)) == []
    screen = type_all(phone, view, ("shipping_points-Ann", "12"), ("completed_connections-Ann", "3"),
                      ("shipping_points-Bob", "13"), ("completed_connections-Bob", "2"))
    assert ident(screen, "score-Ann") == "15 points" and ident(screen, "score-Bob") == "15 points"
    assert winner_lines(screen) == ["Winner: Ann"]
    assert "Tied on points: the most completed connections win (End of the Game)." in shown_texts(screen)
    # and by name and count, as a tie further down is (a walk read only the rule for the winner's tie)
    assert "Ann ahead of Bob: tied on points, more completed connections (3 against 2)." in shown_texts(screen)
    assert ident(screen, "leader", raw=True) == "1.\u00a0Ann\u00a015\u00a0points · 2.\u00a0Bob\u00a015\u00a0points"
    screen = type_all(phone, view, ("unused_resources-Bob", "-2"))
    assert keyed(screen, "unused_resources-Bob").error == "must be a whole number ≥ 0" and winner_lines(screen) == []


def test_roll_and_rails_scores_a_solo_game_with_its_unshipped_goods_and_award(tmp_path):
    """Roll and Rails, The End of the Game (Solo): "For every unshipped good you receive -2 points ... You receive a
    reward based on your score: bronze, silver, gold, and platinum (shown on every map)." """
    view = quick_roll_and_rails.view
    phone = listed(tmp_path, view, ["Ann"])
    screen = phone.draw(view)
    assert "Unshipped goods" not in [getattr(c.label, "value", c.label) for c in walk(screen)
                                     if isinstance(c, ft.TextField)]
    switch = toggle(screen, "Solo game (one player)")
    switch.value = True  # the browser flips it, then the handler runs
    switch.on_change(types.SimpleNamespace(control=switch, data=None))
    screen = type_all(phone, view, ("shipping_points-Ann", "12"), ("completed_connections-Ann", "3"),
                      ("unshipped_goods-Ann", "4"))
    assert ident(screen, "score-Ann") == "7 points"
    assert ident(screen, "detail-Ann") == "12 VP shipped + 3 completed connections − 8 for 4 unshipped starting goods"
    assert not [t for t in shown_texts(screen) if t.startswith("Award:")]  # no thresholds typed: no award said
    screen = type_all(phone, view, ("award-bronze", "5"), ("award-silver", "10"), ("award-gold", "15"))
    assert keyed(screen, "award-platinum").error == "is missing: enter all four thresholds, or none"
    screen = type_all(phone, view, ("award-platinum", "20"))
    assert "Award: bronze (bronze 5, silver 10, gold 15, platinum 20)" in shown_texts(screen)
    assert ident(screen, "leader", raw=True) == "1.\u00a0Ann\u00a07\u00a0points" and keyed(screen, "results-out")
    assert not [c for c in walk(screen) if getattr(c, "key", None) == "new-player"], "one player: no Add player"


def test_fortune_balances_rank_and_the_first_to_triple_wins(tmp_path):
    """Fortune, End of the Game: "Finished products are counted at 15,000 DM. Shares and bonds are counted at their
    normal purchase price. Loans are offset without taking the surcharge into account." / "The winner is whoever
    first tripled the invested capital, or whose financial position is best"; Setup: 3 players, 150,000 DM."""
    view = quick_fortune.view
    phone = listed(tmp_path, view, ["Ann", "Bob", "Cy"])
    screen = phone.draw(view)
    assert "Starting capital 150,000 DM for 3 players: tripled at 450,000 DM." in shown_texts(screen)
    assert winner_lines(screen) == []
    screen = type_all(phone, view, ("cash-Ann", "400,000"), ("finished_products-Ann", "2"), ("loans-Ann", "1"),
                      ("cash-Bob", "450000"), ("bonds-Bob", "1"))
    assert keyed(screen, "cash-Cy").error == "Type a number, 0 if none" and winner_lines(screen) == []
    screen = type_all(phone, view, ("cash-Cy", "0"))  # a cash left empty is counted on nothing: 0 is typed
    assert ident(screen, "score-Ann") == "380,000 DM" and ident(screen, "score-Bob") == "460,000 DM"
    assert winner_lines(screen) == ["Winner: Bob"]
    tap(keyed(screen, "share-Ann-otto"))  # OTTO Versand's package at its printed 50,000 DM
    screen = phone.draw(view)
    assert ident(screen, "score-Ann") == "430,000 DM"
    tap(keyed(screen, "share-Cy-otto"))
    screen = phone.draw(view)
    assert ("Ann already holds the OTTO Versand share package: there is only one of each."
            in shown_texts([keyed(screen, "player-Cy")]))
    tap(keyed(screen, "share-Cy-otto"))
    group = keyed(phone.draw(view), "first")
    group.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value="Ann")))
    screen = phone.draw(view)  # Ann's 430,000 DM is not three times 150,000 DM
    assert [t for t in shown_texts(screen) if t.startswith("Ann has a balance of 430,000 DM")]
    assert winner_lines(screen) == []
    group.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value="Bob")))
    screen = phone.draw(view)
    assert winner_lines(screen) == ["Winner: Bob"]
    screen = type_all(phone, view, ("bonds-Ann", "6"))
    assert keyed(screen, "bonds-Ann").error == "Enter a whole number from 0 to 5."


def _bgstats(screen) -> dict:
    import json
    from urllib.parse import unquote
    link = next(c for c in walk(screen) if isinstance(c, ft.FilledButton) and c.url is not None)
    return json.loads(unquote(link.url.url.split("?data=", 1)[1]))


def test_a_solo_game_shares_no_winner_only_the_award_it_reached(tmp_path):
    """The End of the Game (Solo): "You receive a reward based on your score: bronze, silver, gold, and platinum" —
    a solo game has no winner. A walk's shared result read "1. Ann: -12 VP (winner)" with no award reached; the live
    table names the player winner only for an award reached, and the quick score now does the same."""
    view = quick_roll_and_rails.view
    phone = listed(tmp_path, view, ["Ann"])
    switch = toggle(phone.draw(view), "Solo game (one player)")
    switch.value = True
    switch.on_change(types.SimpleNamespace(control=switch, data=None))
    screen = type_all(phone, view, ("shipping_points-Ann", "0"), ("unshipped_goods-Ann", "6"), ("award-bronze", "5"),
                      ("award-silver", "10"), ("award-gold", "15"), ("award-platinum", "20"))
    assert ident(screen, "score-Ann") == "-12 points" and _bgstats(screen)["players"][0]["winner"] is False
    screen = type_all(phone, view, ("shipping_points-Ann", "20"))
    assert ident(screen, "score-Ann") == "8 points" and _bgstats(screen)["players"][0]["winner"] is True  # bronze


def test_resources_are_read_as_the_sheet_prints_them(tmp_path):
    # A walk typed "3$" (the sheet's way of writing resources) and was told "must be a whole number".
    view = quick_roll_and_rails.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    screen = type_all(phone, view, ("shipping_points-Ann", "5"), ("shipping_points-Bob", "5"),
                      ("unused_resources-Ann", "3$"), ("unused_resources-Bob", "$1"))
    assert keyed(screen, "unused_resources-Ann").error is None
    assert [ident(screen, f"score-{p}") for p in ("Ann", "Bob")] == ["5 points", "5 points"]
    said = " ".join(shown_texts(screen))  # the tie goes to more unused resources: 3 against 1
    assert "3$ unused" in said and "1$ unused" in said and said.index("1. Ann") < said.index("2. Bob")


def test_quick_fortunes_detail_line_breaks_only_between_its_terms():
    # A walk at 360 px German read "... Fertigprodukte − 2" over "× 50.000 DM Darlehen": each term stays whole.
    from companion.i18n import using
    from companion.views.quick_fortune import _detail

    with using("de"):
        said = _detail({"cash": 1000, "finished_products": 2, "bonds": 0, "loans": 2, "shares": []}, {}, "de")
    terms = said.replace(" −\u00a0", " + ").split(" + ")  # the minus kept with the term it takes off
    assert len(terms) == 3 and all(" " not in term for term in terms), said
