"""Every way a Cash Out form can be wrong, each named by its field path."""
import copy

import pytest

from calculators.core.model import RuleError
from calculators.rollout.scoring import cash_out_errors, validate_cash_out

WHOLE = "must be a whole number ≥ 0"


def good():
    return {
        "companies": [
            {"name": "Simcor", "money": 6500, "stores": 10, "product_cards": 0, "gold_coast": 2, "loans": 1000},
            {"name": "Bermax", "money": 5000, "stores": 0, "product_cards": 1, "gold_coast": 0, "loans": 0},
        ],
        "holdings": {"Ann": {"Simcor": 5, "Bermax": 2}, "Bob": {"Simcor": 5}},
    }


def changed(edit):
    raw = copy.deepcopy(good())
    edit(raw)
    return raw


def setitem(path, value):
    def edit(raw):
        node = raw
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


def delitem(path):
    def edit(raw):
        node = raw
        for key in path[:-1]:
            node = node[key]
        del node[path[-1]]
    return edit


CASES = [
    ("not an object", lambda raw: None, "<input>", "must be an object with companies and holdings"),
    ("unknown top key", setitem(["bank"], {}), "bank", "is not a known key; expected companies and holdings"),
    ("missing companies", delitem(["companies"]), "companies", "is missing"),
    ("missing holdings", delitem(["holdings"]), "holdings", "is missing"),
    ("companies not a list", setitem(["companies"], {}), "companies", "must be a list of companies"),
    ("no companies", setitem(["companies"], []), "companies", "must list at least one company"),
    ("company not an object", setitem(["companies", 1], "Bermax"), "companies[1]", "must be an object"),
    ("unknown company field", setitem(["companies", 0, "cash"], 1), "companies[0].cash", "is not a known field"),
    ("missing company name", delitem(["companies", 0, "name"]), "companies[0].name", "is missing"),
    ("missing amount", delitem(["companies", 1, "loans"]), "companies[1].loans", "is missing"),
    ("misspelled company", setitem(["companies", 0, "name"], "simcor"), "companies[0].name",
     "must be one of Simcor, Camcon, Pedrasca, Bermax, Razno, Ibuki, spelled exactly"),
    ("company name not text", setitem(["companies", 0, "name"], 3), "companies[0].name",
     "must be one of Simcor, Camcon, Pedrasca, Bermax, Razno, Ibuki, spelled exactly"),
    ("company twice", setitem(["companies", 1, "name"], "Simcor"), "companies[1].name", "Simcor is listed twice"),
    ("float count", setitem(["companies", 0, "stores"], 1.0), "companies[0].stores", WHOLE),
    ("fractional money", setitem(["companies", 0, "money"], 6500.5), "companies[0].money", WHOLE),
    ("boolean", setitem(["companies", 0, "gold_coast"], True), "companies[0].gold_coast", WHOLE),
    ("text number", setitem(["companies", 0, "product_cards"], "2"), "companies[0].product_cards", WHOLE),
    ("null", setitem(["companies", 0, "money"], None), "companies[0].money", WHOLE),
    ("negative money", setitem(["companies", 0, "money"], -1), "companies[0].money", WHOLE),
    ("negative loan", setitem(["companies", 0, "loans"], -1000), "companies[0].loans", WHOLE),
    ("negative stores", setitem(["companies", 1, "stores"], -2), "companies[1].stores", WHOLE),
    ("holdings not an object", setitem(["holdings"], []), "holdings", "must map each player to their shares"),
    ("no players", setitem(["holdings"], {}), "holdings", "needs at least one player"),
    ("blank player", setitem(["holdings", " "], {}), "holdings. ", "a player needs a name"),
    ("player twice", setitem(["holdings", "ann"], {}), "holdings.ann", "Ann is listed twice"),
    ("player's shares not an object", setitem(["holdings", "Bob"], 5), "holdings.Bob",
     "must map company names to share counts"),
    ("company not in game", setitem(["holdings", "Ann", "Razno"], 1), "holdings.Ann.Razno", "is not in companies"),
    ("no such company", setitem(["holdings", "Ann", "Foo"], 1), "holdings.Ann.Foo",
     "is not one of the companies listed"),
    ("negative shares", setitem(["holdings", "Ann", "Bermax"], -1), "holdings.Ann.Bermax", WHOLE),
    ("fractional shares", setitem(["holdings", "Ann", "Bermax"], 1.5), "holdings.Ann.Bermax", WHOLE),
    ("float shares", setitem(["holdings", "Ann", "Bermax"], 2.0), "holdings.Ann.Bermax", WHOLE),
    ("more than 10 shares", setitem(["holdings", "Bob", "Simcor"], 6), "holdings",
     "players hold 11 Simcor shares; a company has only 10"),
]


@pytest.mark.parametrize(("edit", "path", "reason"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_error_names_its_field(edit, path, reason):
    raw = None if reason.startswith("must be an object with") else changed(edit)
    assert cash_out_errors(raw) == [(path, reason)]
    with pytest.raises(RuleError) as e:
        validate_cash_out(raw)
    assert (e.value.field, e.value.message) == (path, reason)


def test_good_input_has_no_errors():
    assert cash_out_errors(good()) == []
    assert validate_cash_out(good()).holdings["Ann"] == {"Simcor": 5, "Bermax": 2}


def test_exactly_ten_shares_is_fine_and_the_bank_may_hold_the_rest():
    raw = changed(setitem(["holdings", "Bob", "Simcor"], 5))
    assert cash_out_errors(raw) == []


def test_all_errors_at_once_in_reading_order():
    raw = good()
    raw["companies"][0]["stores"] = -1
    raw["companies"][1]["name"] = "Ibuky"
    raw["holdings"]["Ann"]["Bermax"] = 2.5
    raw["extra"] = 1
    assert cash_out_errors(raw) == [
        ("extra", "is not a known key; expected companies and holdings"),
        ("companies[0].stores", WHOLE),
        ("companies[1].name", "must be one of Simcor, Camcon, Pedrasca, Bermax, Razno, Ibuki, spelled exactly"),
        # with a company name in doubt, holdings are not checked against the list
        ("holdings.Ann.Bermax", WHOLE),
    ]
    with pytest.raises(RuleError) as e:
        validate_cash_out(raw)
    assert e.value.field == "extra"


def test_holdings_are_checked_against_the_list_once_every_name_is_sure():
    raw = good()
    raw["holdings"]["Ann"]["Razno"] = 1
    raw["companies"][0]["money"] = -5
    assert cash_out_errors(raw) == [("companies[0].money", WHOLE), ("holdings.Ann.Razno", "is not in companies")]


def test_share_limit_is_checked_even_when_a_company_name_is_in_doubt():
    raw = good()
    raw["companies"][1]["name"] = "Nope"
    raw["holdings"]["Bob"]["Simcor"] = 7
    assert ("holdings", "players hold 12 Simcor shares; a company has only 10") in cash_out_errors(raw)
