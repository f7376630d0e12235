"""Rollout Cash Out: share values, Cash Out values, ranking."""
import pytest
from pydantic import ValidationError

from calculators.rollout.companies import CITIES, COMPANIES, COMPANY_NAMES
from calculators.rollout.scoring import (
    CashOutInput,
    CompanyAssets,
    PlayerCashOut,
    cash_out,
    share_value_tenths,
    validate_cash_out,
)


def company(name, money=0, stores=0, product_cards=0, gold_coast=0, loans=0):
    return {"name": name, "money": money, "stores": stores, "product_cards": product_cards,
            "gold_coast": gold_coast, "loans": loans}


def test_companies_and_cities_as_printed():
    assert COMPANY_NAMES == ("Simcor", "Camcon", "Pedrasca", "Bermax", "Razno", "Ibuki")
    assert [(c.name, c.city) for c in COMPANIES] == list(CITIES.items())
    assert CITIES["Simcor"] == "New York" and CITIES["Razno"] == "Leningrad" and CITIES["Pedrasca"] == "Sao Paulo"


def test_share_value_counts_each_asset_and_deducts_loans():
    # Rollout, Share Value: money at face, $50M per store and product card, $1B per Gold Coast meter
    c = CompanyAssets(name="Simcor", money=6500, stores=10, product_cards=4, gold_coast=2, loans=1000)
    assert share_value_tenths(c) == 6500 + 500 + 200 + 2000 - 1000  # net worth in $M = share value in $0.1M


def test_rulebook_example():
    # Rollout, Cash Out: five Simcor shares at $800 million and two Bermax at $500 million: $5 billion.
    inp = validate_cash_out({
        "companies": [company("Simcor", money=8000), company("Bermax", money=5000)],
        "holdings": {"Ann": {"Simcor": 5, "Bermax": 2}},
    })
    result = cash_out(inp)
    assert result.share_values == {"Simcor": 8000, "Bermax": 5000}
    assert result.players == (PlayerCashOut(name="Ann", cash_out=50000, rank=1),)
    assert result.winners == ("Ann",)


def test_share_value_is_exact_in_tenths():
    inp = validate_cash_out({"companies": [company("Razno", money=7353)], "holdings": {"Ann": {"Razno": 3}}})
    r = cash_out(inp)
    assert r.share_values == {"Razno": 7353}
    assert r.players[0].cash_out == 3 * 7353


def test_negative_net_worth_stays_negative_unless_the_house_floors_it():
    # Rollout, Share Value: the rulebook deducts loans and does not stop at zero.
    raw = {"companies": [company("Ibuki", money=200, loans=3000), company("Camcon", money=1000)],
           "holdings": {"Ann": {"Ibuki": 4}, "Bob": {"Camcon": 1}}}
    r = cash_out(validate_cash_out(raw))
    assert r.share_values["Ibuki"] == -2800
    assert [(p.name, p.cash_out, p.rank) for p in r.players] == [("Bob", 1000, 1), ("Ann", -11200, 2)]
    floored = cash_out(validate_cash_out(raw), floor_negative=True)
    assert floored.share_values["Ibuki"] == 0
    assert [(p.name, p.cash_out) for p in floored.players] == [("Bob", 1000), ("Ann", 0)]


def test_ties_share_a_rank_and_keep_input_order():
    raw = {
        "companies": [company("Simcor", money=1000), company("Camcon", money=500)],
        "holdings": {
            "Dee": {"Camcon": 1},
            "Bob": {"Simcor": 1},
            "Ann": {"Camcon": 2},
            "Cy": {},
        },
    }
    r = cash_out(validate_cash_out(raw))
    assert [(p.name, p.rank) for p in r.players] == [("Bob", 1), ("Ann", 1), ("Dee", 3), ("Cy", 4)]
    assert r.winners == ("Bob", "Ann")


def test_everyone_tied_everyone_wins():
    r = cash_out(validate_cash_out({"companies": [company("Simcor")], "holdings": {"A": {}, "B": {}, "C": {}}}))
    assert [p.rank for p in r.players] == [1, 1, 1]
    assert r.winners == ("A", "B", "C")


def test_bank_shares_count_for_nobody():
    raw = {"companies": [company("Simcor", money=5000)], "holdings": {"Ann": {"Simcor": 2}, "Bob": {}}}
    r = cash_out(validate_cash_out(raw))
    assert sum(p.cash_out for p in r.players) == 2 * 5000  # the Bank's 8 shares are not anyone's


def test_models_are_strict():
    with pytest.raises(ValidationError):
        CompanyAssets(name="Simcor", money=1.0, stores=0, product_cards=0, gold_coast=0, loans=0)
    with pytest.raises(ValidationError):
        CompanyAssets(name="Simcor", money=True, stores=0, product_cards=0, gold_coast=0, loans=0)
    with pytest.raises(ValidationError):
        CompanyAssets(name="simcor", money=0, stores=0, product_cards=0, gold_coast=0, loans=0)
    simcor = CompanyAssets(name="Simcor", money=0, stores=0, product_cards=0, gold_coast=0, loans=0)
    with pytest.raises(ValidationError):
        CashOutInput(companies=(simcor,), holdings={"Ann": {"Simcor": 11}})
    with pytest.raises(ValidationError):
        CashOutInput(companies=(simcor,), holdings={"Ann": {"Bermax": 1}})
    assert CashOutInput(companies=(simcor,), holdings={"Ann": {"Simcor": 10}}).holdings == {"Ann": {"Simcor": 10}}


def test_cash_out_lines_are_the_rulebook_example_share_by_share():
    """Rollout, Cash Out Value: "you own five shares and the share value is $800 million, the Cash Out value
    from your Company is five times $800 million or $4 billion. If you also own two shares in Bermax ...
    Suppose it is $500 million: you would add $1 billion ... Your total Cash Out value therefore is $5 billion."""
    from calculators.rollout.scoring import cash_out_lines

    inp = validate_cash_out({"companies": [company("Simcor", money=8000), company("Bermax", money=5000)],
                             "holdings": {"Ann": {"Simcor": 5, "Bermax": 2}, "Bob": {"Simcor": 0, "Bermax": 3}}})
    result = cash_out(inp)
    lines = cash_out_lines(inp, result)
    assert lines["Ann"] == (("Simcor", 5, 8000, 40000), ("Bermax", 2, 5000, 10000))
    assert lines["Bob"] == (("Bermax", 3, 5000, 15000),)  # no Simcor share: no line
    for p in result.players:
        assert sum(worth for *_, worth in lines[p.name]) == p.cash_out
