"""The quick end-of-game forms' checks and scoring paths (Roll and Rails, Owner's Choice, Fortune), each with its
rulebook line."""
from __future__ import annotations

import pytest

from calculators.core.model import RuleError
from calculators.fortune import scoring as fortune
from calculators.owners_choice import scoring as oc
from calculators.roll_and_rails import scoring as rails
from tests.support.text import plain


def rails_form(**players):
    return {name: dict(zip(rails.QUICK_FIELDS, nums)) for name, nums in players.items()}


def test_rails_ties_on_points_go_to_connections_then_resources():
    """Roll and Rails, End of the Game: "In case of a tie, the player with the most complete connections is the
    winner. If there is still a tie, the player with the most resources unused is the winner. If there is still a
    tie, players share victory."""
    result = rails.rank(rails.validate_quick(rails_form(Ann=(12, 3, 0), Bob=(13, 2, 9), Cy=(10, 1, 0))))
    assert [(r.name, r.score, r.rank) for r in result.players] == [("Ann", 15, 1), ("Bob", 15, 2), ("Cy", 11, 3)]
    assert result.winners == ("Ann",) and result.decided_by == "connections"
    shared = rails.rank(rails.validate_quick(rails_form(Ann=(12, 3, 4), Bob=(12, 3, 4))))
    assert shared.winners == ("Ann", "Bob") and [r.rank for r in shared.players] == [1, 1]


def test_rails_form_refuses_each_bad_number_on_its_field():
    errors = rails.quick_problems(rails_form(Ann=(-1, "x", 10**6), Bob=(1, 2, 3)))
    assert [(e.field, e.message) for e in errors] == [
        ("players.Ann.shipping_points", "must be a whole number ≥ 0"),
        ("players.Ann.completed_connections", "must be a whole number ≥ 0"),
        ("players.Ann.unused_resources", "is too large: at most 9999")]
    with pytest.raises(RuleError) as err:
        rails.validate_quick(rails_form(Ann=(-1, 0, 0)))
    assert err.value.field == "players.Ann.shipping_points"
    assert not rails.anything_scored(rails.validate_quick(rails_form(Ann=(0, 0, 0), Bob=(0, 0, 0))))


def oc_form(prices, **players):
    return {"prices": prices, "players": {n: {"money": m, "stocks": s} for n, (m, s) in players.items()}}


def test_owners_choice_sells_every_stock_at_the_final_price_and_ties_all_win():
    """Owner's Choice, Game End: "all players sell the stocks they own. The selling price of each company stock is
    equal to the position of its stock price marker on the stock price chart." / "After selling all stock, the
    player with the most money wins. If there is a tie, then all tied players win."""
    raw = oc_form({"RED": 140, "BLUE": None, "GREEN": None, "YELLOW": 60},
                  Ann=(420, {"RED": 2}), Bob=(580, {"YELLOW": 1}), Cy=(100, {}))
    totals = oc.validate_quick(raw)
    assert totals == (("Ann", 700), ("Bob", 640), ("Cy", 100))
    ranked, won = oc.ranked_money(totals + (("Dee", 700),))
    assert ranked == (("Ann", 700, 1), ("Dee", 700, 1), ("Bob", 640, 3), ("Cy", 100, 4)) and won == ("Ann", "Dee")


def test_owners_choice_form_refuses_prices_off_the_chart_and_more_than_twelve_stocks():
    """Game End (the chart's spaces; a bankrupt company is back at START, Q&A 3: $40 is the space above Bankruptcy;
    Upper Limit of Stock Price: $300) and Stock Trade: "The maximum number of total stocks a player can own is 12."""
    raw = oc_form({"RED": 0, "BLUE": 310, "GREEN": None, "YELLOW": 100},
                  Ann=(-5, {"RED": 2, "GREEN": 1}), Bob=(10, {"YELLOW": 7, "BLUE": 6}), Cy=(1, {"RED": 13}))
    found = [(e.field, e.template) for e in oc.quick_problems(raw)]
    assert found == [
        ("prices.RED", "must be a stock price from {low} to {high}"),
        ("prices.BLUE", "must be a stock price from {low} to {high}"),
        ("players.Ann.money", "must be a whole number ≥ 0"),
        ("prices.GREEN", "is missing: {name} holds {company} stock"),
        ("players.Bob.stocks", "{name} holds {n} stocks; a player can own at most {most}"),
        ("players.Cy.stocks.RED", "is too large: at most {most}")]
    assert oc.quick_problems(raw)[0].message == "must be a stock price from $40 to $300"


def fortune_player(cash=0, products=0, bonds=0, loans=0, shares=()):
    return {"cash": cash, "finished_products": products, "bonds": bonds, "loans": loans, "shares": list(shares)}


def test_fortune_balance_counts_what_end_of_the_game_lists():
    """Fortune, End of the Game: "Finished products are counted at 15,000 DM. Shares and bonds are counted at their
    normal purchase price. Loans are offset without taking the surcharge into account." Share prices: the board's."""
    prices = fortune.load_board("fortune").value("share_prices")
    raw = {"players": {"Ann": fortune_player(300_000, 2, 1, 1, ["otto"]), "Bob": fortune_player(1_000)}}
    assert fortune.quick_balances(raw) == [("Ann", 300_000 + 30_000 + 10_000 - 50_000 + prices["otto"]),
                                           ("Bob", 1_000)]


def test_fortune_the_first_to_triple_wins_even_below_a_better_balance():
    """End of the Game: "The winner is whoever first tripled the invested capital, or whose financial position is
    best at the end of the game." Setup: 2 players start with 200,000 DM each."""
    assert fortune.quick_capital(2) == 200_000 and fortune.quick_capital(4) == 150_000
    balances = [("Ann", 600_000), ("Bob", 650_000), ("Cy", 650_000)]
    table, won = fortune.final_ranking(balances, 450_000, "Ann")
    assert won == ["Ann"] and [(s.name, s.rank) for s in table] == [("Ann", 1), ("Bob", 2), ("Cy", 2)]
    table, won = fortune.final_ranking(balances, 450_000)
    assert won == ["Bob", "Cy"] and [s.rank for s in table] == [1, 1, 3]


def test_fortune_form_refuses_on_its_fields_in_both_languages():
    """Bonds: "up to a maximum of 5 bonds"; Loans: "Only one loan may run at a time per bank" (two banks); Shares:
    "you can buy up all the shares of the respective company" (one package each)."""
    raw = {"players": {"Ann": fortune_player(-1, bonds=6, loans=3, shares=["otto"]),
                       "Bob": fortune_player(5, shares=["otto"])}, "first_to_triple": None}
    errors = fortune.quick_problems(raw)
    assert [e.field for e in errors] == ["players.Ann.cash", "players.Ann.bonds", "players.Ann.loans",
                                         "players.Bob.shares"]
    from calculators.fortune.texts import message_of
    assert message_of(errors[1], "en") == "Enter a whole number from 0 to 5."
    assert message_of(errors[3], "de") == "Das Aktienpaket OTTO Versand hält schon Ann: jedes Paket gibt es nur einmal."
    below = {"players": {"Ann": fortune_player(500_000), "Bob": fortune_player(5)}, "first_to_triple": "Ann"}
    (err,) = fortune.quick_problems(below)
    assert err.field == "first_to_triple"
    assert plain(message_of(err, "en")) == ("Ann has a balance of 500,000 DM, less than three times the starting "
                                            "capital (600,000 DM).")
    seven = {"players": {n: fortune_player(1) for n in "ABCDEFG"}}
    assert [e.field for e in fortune.quick_problems(seven)] == ["players"]


def test_rails_solo_form_scores_the_unshipped_goods_and_the_maps_award():
    """Roll and Rails, The End of the Game (Solo): "Add all the points for shipped goods ... For all completed
    connections between cities and towns you receive 1 point ... For every unshipped good you receive -2 points ...
    You receive a reward based on your score: bronze, silver, gold, and platinum (shown on every map)." The
    multiplayer count has no such spot, so the quick form has its own."""
    form = {"Ann": {"shipping_points": 12, "completed_connections": 3, "unshipped_goods": 4}}
    bare = rails.quick_solo_score(rails.validate_quick_solo(form, {a: None for a in rails.AWARDS}))
    assert [(r.name, r.score) for r in bare.players] == [("Ann", 7)] and bare.award is None
    awards = {"bronze": 5, "silver": 10, "gold": 15, "platinum": 20}
    assert rails.quick_solo_score(rails.validate_quick_solo(form, awards)).award == "bronze"
    assert rails.quick_solo_score(rails.validate_quick_solo(
        {"Ann": {**form["Ann"], "unshipped_goods": 0}}, awards)).award == "gold"  # 15 points
    problems = rails.quick_solo_problems({"Ann": form["Ann"], "Bob": {**form["Ann"], "unshipped_goods": -1}},
                                         {**awards, "gold": None})
    assert [(e.field, e.message) for e in problems] == [
        ("players", "The solo variant has one player; 2 are listed."),
        ("players.Bob.unshipped_goods", "must be a whole number ≥ 0"),
        ("awards.gold", "is missing: enter all four thresholds, or none")]
    assert [e.message for e in rails.quick_solo_problems(form, {**awards, "gold": 10})] == [
        "Thresholds rise: bronze < silver < gold < platinum."]
