"""Every way a Cash Out form can be wrong, each named by its field path."""
import copy

import pytest

from calculators.core.model import RuleError
from calculators.rollout.scoring import cash_out_errors, cash_out_problems, validate_cash_out

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


# Rollout, Borrowing Money: "Players may borrow up to $5 billion from the Bank at any time but only in $1 billion
# amounts." Takeovers: "He can borrow up to another $5 billion from the Bank." — of six companies a player takes over
# at most five, so a company's loans reach $30B at most. Loans are typed in $ millions.
LOAN_CASES = [
    ("half a billion over", 1500, "whole $1B amounts only: 1000, 2000, 3000 …"),
    ("a million", 1, "whole $1B amounts only: 1000, 2000, 3000 …"),
    ("past five takeovers", 31000, "at most $30B: $5B, and $5B more per takeover"),
    ("far past", 10**20, "at most $30B: $5B, and $5B more per takeover"),
]


@pytest.mark.parametrize(("loans", "reason"), [c[1:] for c in LOAN_CASES], ids=[c[0] for c in LOAN_CASES])
def test_loans_are_whole_billions_up_to_what_takeovers_allow(loans, reason):
    raw = changed(setitem(["companies", 1, "loans"], loans))
    assert cash_out_errors(raw) == [("companies[1].loans", reason)]
    with pytest.raises(RuleError) as e:
        validate_cash_out(raw)
    assert (e.value.field, e.value.message) == ("companies[1].loans", reason)


@pytest.mark.parametrize("loans", [0, 1000, 5000, 6000, 10000, 30000])
def test_loans_in_billions_are_taken_up_to_30_billion(loans):
    """$6B is a company's loans after a takeover ("another $5 billion"); $30B after five."""
    assert cash_out_errors(changed(setitem(["companies", 1, "loans"], loans))) == []


def test_a_tables_own_loans_are_not_held_to_the_rulebooks_steps():
    """A table's Cash Out (calculators.rollout.ending) counts loans in its board's step, which a banker may edit: the
    form's loan rule is for numbers typed by hand, not for a table's own."""
    from calculators.rollout.scoring import CashOutInput, CompanyAssets

    inp = CashOutInput(companies=(CompanyAssets(name="Simcor", money=0, stores=0, product_cards=0, gold_coast=0,
                                                loans=1500),), holdings={"Ann": {"Simcor": 1}})
    assert inp.companies[0].loans == 1500


@pytest.mark.parametrize(("field", "value", "reason"), [
    ("money", 99999999999999999999, "is too large: at most $10,000B"),
    ("money", 10**7 + 1, "is too large: at most $10,000B"),
    ("stores", 200001, "is too large: at most 200000"),
    ("gold_coast", 10001, "is too large: at most 10000"),
])
def test_a_typed_form_calls_a_huge_amount_too_large(field, value, reason):
    """A whole number ≥ 0 is not refused as "not whole": a typed Quick Cash Out form names the bound it passed
    ($10,000B, Rollout's money limit; a count as many as are worth that). The JSON scorer keeps huge amounts exact."""
    raw = changed(setitem(["companies", 0, field], value))
    assert [(e.field, e.message) for e in cash_out_problems(raw, bounded=True)] == [(f"companies[0].{field}", reason)]
    assert cash_out_errors(raw) == []


@pytest.mark.parametrize(("field", "most"), [("money", 10**7), ("stores", 200000), ("product_cards", 200000),
                                             ("gold_coast", 10000)])
def test_a_typed_form_takes_an_amount_up_to_its_bound(field, most):
    assert cash_out_problems(changed(setitem(["companies", 0, field], most)), bounded=True) == []


def test_a_typed_form_refuses_more_than_ten_shares_on_the_players_field():
    """Rollout, Stage 1: a company has 10 shares — a typed count above that is too large on its own field (the sum over
    players is still checked on `holdings`, as the JSON scorer does it)."""
    raw = changed(setitem(["holdings", "Bob", "Simcor"], 10**20))
    assert [(e.field, e.message) for e in cash_out_problems(raw, bounded=True)] == [
        ("holdings.Bob.Simcor", "is too large: at most 10")]
    assert cash_out_errors(raw) == [("holdings", f"players hold {10**20 + 5} Simcor shares; a company has only 10")]
