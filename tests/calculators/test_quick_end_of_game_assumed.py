"""The quick end-of-game forms where the rulebook prints no number and the app assumes one (Fortune's share prices,
Owner's Choice's stock price chart and stock supply): the assumption is counted only until the table types its own,
and a refusal built on it says it is assumed. Each with its rulebook line."""
from __future__ import annotations

from calculators.core.boards import load_board
from calculators.fortune import scoring as fortune
from calculators.fortune.texts import message_of
from calculators.owners_choice import scoring as oc
from tests.support.text import plain


def fortune_player(cash=0, shares=(), **typed_prices):
    return {"cash": cash, "finished_products": 0, "bonds": 0, "loans": 0, "shares": list(shares),
            "share_prices": typed_prices}


def test_fortune_counts_a_share_package_at_the_price_typed_from_its_card():
    """Fortune, End of the Game: "Shares and bonds are counted at their normal purchase price" — the rulebook prints
    no share price, so the board's are assumed and the price on the table's own share card counts."""
    board = load_board("fortune")
    assert board.sources["share_prices"] == "assumed"
    assumed = board.value("share_prices")["otto"]
    raw = {"players": {"Ann": fortune_player(300_000, ["otto"], otto=45_000),
                       "Bob": fortune_player(300_000, ["pa"])}}
    assert fortune.quick_balances(raw) == [("Ann", 345_000), ("Bob", 300_000 + board.value("share_prices")["pa"])]
    assert assumed != 45_000
    assert fortune.quick_share_prices(raw["players"]["Bob"], board.value("share_prices")) == {
        "pa": board.value("share_prices")["pa"]}


def test_fortune_refuses_an_emptied_or_bad_share_price_on_its_field():
    """End of the Game: each package counts at its purchase price; an emptied field is no price, and a price is whole
    DM (the form's bound on any amount)."""
    raw = {"players": {"Ann": fortune_player(1, ["otto", "pa"], otto=None, pa=-5), "Bob": fortune_player(2)}}
    errors = fortune.quick_problems(raw)
    assert [e.field for e in errors] == ["players.Ann.share_prices.otto", "players.Ann.share_prices.pa"]
    assert message_of(errors[0], "en") == "Type the purchase price on the OTTO Versand share card."
    assert message_of(errors[0], "de") == "Bitte den Kaufpreis von der Aktienkarte OTTO Versand eingeben."
    assert plain(message_of(errors[1], "en")) == "Enter an amount from 0 DM to 100,000,000 DM."


def test_fortune_says_its_own_name_and_the_count_when_too_many_players_are_listed():
    """Fortune, Setup: starting capital for 2 to 6 players only."""
    seven = {"players": {n: fortune_player(1) for n in "ABCDEFG"}}
    (err,) = fortune.quick_problems(seven)
    assert err.field == "players"
    assert message_of(err, "en") == "Fortune is for 2 to 6 players (Setup); 7 are listed."
    assert message_of(err, "de") == "Fortune ist für 2 bis 6 Spieler (Aufbau); eingetragen sind 7."
    assert "BUSINESS" not in message_of(err, "de")


def test_fortune_names_who_tripled_when_nobody_is_named_first():
    """End of the Game: "The game ends when either a player has tripled his starting capital, or a previously agreed
    playing time has run out" — a player over the target with "the agreed time ran out" chosen means the game would
    have ended earlier; with the first named, nothing is left to say."""
    balances = [("Ann", 700_000), ("Bob", 620_000), ("Cy", 100_000)]
    table, won = fortune.final_ranking(balances, 600_000)
    assert won == ["Ann"] and fortune.tripled_unnamed(table, None) == ["Ann", "Bob"]
    table, _won = fortune.final_ranking(balances, 600_000, "Bob")
    assert fortune.tripled_unnamed(table, "Bob") == []


def oc_form(prices, **players):
    return {"prices": {"RED": None, "BLUE": None, "GREEN": None, "YELLOW": None, **prices},
            "players": {n: {"money": m, "stocks": s} for n, (m, s) in players.items()}}


def test_owners_choice_counts_a_price_off_the_apps_assumed_chart_as_typed_with_a_note():
    """Owner's Choice, Game End: "The selling price of each company stock is equal to the position of its stock price
    marker on the stock price chart" — the rulebook prints only some spaces ($40, $80, START $100, $140, $300), so a
    price between $40 and $300 that the app's assumed chart lacks is the table's board, counted as typed."""
    assert load_board("owners-choice").sources["price_chart"] == "assumed"
    raw = oc_form({"RED": 90, "BLUE": 140}, Ann=(100, {"RED": 2}), Bob=(0, {"BLUE": 1}))
    assert oc.quick_problems(raw) == []
    assert oc.validate_quick(raw) == (("Ann", 280), ("Bob", 140))
    notes = oc.quick_notes(raw)
    assert list(notes) == ["prices.RED"]
    assert str(notes["prices.RED"]) == "RED $90 is not on the app's assumed chart: counted as typed"
    spaces, assumed = oc.chart_prices()
    assert assumed and spaces[0] == 40 and spaces[-1] == 300 and 90 not in spaces and len(spaces) == 19


def test_owners_choice_refuses_more_stocks_of_a_company_than_its_assumed_supply():
    """Stock Trade: "You cannot buy stocks that do not exist in a company." The number in the box is not printed: the
    app's supply is assumed, and the refusal says so."""
    board = load_board("owners-choice")
    assert board.sources["stock_supply"] == "assumed" and board.value("stock_supply")["RED"] == 15
    raw = oc_form({"RED": 100}, Ann=(0, {"RED": 9}), Bob=(0, {"RED": 9}), Cy=(0, {"RED": 0}))
    (err,) = oc.quick_problems(raw)
    assert err.field == "stocks.RED"
    assert err.message == ("18 RED stocks entered in all, but RED has only 15 (the app's assumed supply: check "
                           "your box)")
    assert oc.quick_problems(oc_form({"RED": 100}, Ann=(0, {"RED": 9}), Bob=(0, {"RED": 6}))) == []
    assert oc.quick_problems(raw, supply={"RED": 20, "BLUE": 15, "GREEN": 15, "YELLOW": 15}) == []  # a box of 20
