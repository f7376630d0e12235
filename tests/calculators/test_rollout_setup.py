"""Rollout, Setting Up: companies in die order, $7 billion each, the settings; hidden cash in the views."""
import random

import pytest

import calculators.rollout as ro
from calculators.core.game import rules_for
from calculators.rollout.setup import choice_order, first_chooser
from tests.support.rollout import B, COMPANIES, PLAYERS, Table, new_table, started


def test_highest_die_chooses_first_then_clockwise():
    # Setting Up, Choose a Company: the highest number has first choice; continue clockwise.
    assert first_chooser(PLAYERS, [{"Ann": 2, "Bob": 5, "Cy": 3, "Dee": 1}]) == "Bob"
    assert choice_order(PLAYERS, "Cy") == ("Cy", "Dee", "Ann", "Bob")
    # Interpretation: the players tied for the highest die roll again.
    assert first_chooser(PLAYERS, [{"Ann": 6, "Bob": 6, "Cy": 3, "Dee": 1}, {"Ann": 2, "Bob": 4}]) == "Bob"


def test_set_up_records_rolls_order_companies_and_settings():
    t = Table(new_table())
    ev = t.do(ro.set_up, B, {p: COMPANIES[p] for p in PLAYERS}, rolls=[{"Ann": 3, "Bob": 1, "Cy": 5, "Dee": 2}],
              chairman="Bob", options={"cash_open": True})
    assert ev.data["order"] == ["Cy", "Dee", "Ann", "Bob"] and ev.data["first"] == "Cy"
    s = t.state
    assert s.choice_order == ("Cy", "Dee", "Ann", "Bob") and s.chairman == "Bob" and s.options.cash_open
    assert [c.name for c in s.companies] == ["Simcor", "Camcon", "Pedrasca", "Bermax"]


def test_app_rolls_are_binding_when_undone():
    t = Table(new_table())
    t.do(ro.set_up, B, {p: COMPANIES[p] for p in PLAYERS}, rng=random.Random(3))
    first = t.state.choice_order
    from calculators.core.actors import undo_last
    t.log = undo_last(t.log, B)[0]
    t.do(ro.set_up, B, {p: COMPANIES[p] for p in PLAYERS}, rng=random.Random(99))
    assert t.state.choice_order == first
    t.log = undo_last(t.log, B)[0]
    t.refused(ro.set_up, B, {p: COMPANIES[p] for p in PLAYERS}, rolls=[{p: 1 for p in PLAYERS}], match="undone")


@pytest.mark.parametrize("companies,kw,words", [
    ({"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca"}, {}, "every player"),
    ({"Ann": "Simcor", "Bob": "Simcor", "Cy": "Pedrasca", "Dee": "Bermax"}, {}, "one owner"),
    ({"Ann": "Acme", "Bob": "Camcon", "Cy": "Pedrasca", "Dee": "Bermax"}, {}, "chooses one of"),
    ({"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca", "Dee": "Bermax"}, {"chairman": "Zed"}, "Chairman"),
    ({"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca", "Dee": "Bermax"}, {"options": {"bogus": 1}}, "settings"),
    ({"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca", "Dee": "Bermax"},
     {"rolls": [{"Ann": 6, "Bob": 6, "Cy": 1, "Dee": 1}]}, "tie"),
    ({"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca", "Dee": "Bermax"},
     {"rolls": [{"Ann": 7, "Bob": 6, "Cy": 1, "Dee": 1}]}, "1 to 6"),
])
def test_bad_setups_are_refused(companies, kw, words):
    t = Table(new_table())
    kw.setdefault("rolls", [{"Ann": 6, "Bob": 1, "Cy": 2, "Dee": 3}])
    t.refused(ro.set_up, B, companies, match=words, **kw)


def test_only_the_banker_sets_up_and_only_once():
    t = Table(new_table())
    t.refused(ro.set_up, "seat:Ann", {p: COMPANIES[p] for p in PLAYERS}, match="Only the banker")
    t.refused(ro.set_up, "host", {p: COMPANIES[p] for p in PLAYERS}, match="Only the banker")
    t = started()
    t.refused(ro.set_up, B, {p: COMPANIES[p] for p in PLAYERS}, match="already set up")


def test_two_and_six_players():
    assert len(started(("Ann", "Bob")).state.companies) == 2
    six = started(("Ann", "Bob", "Cy", "Dee", "Eve", "Fay"))
    assert sorted(c.name for c in six.state.companies) == sorted(COMPANIES.values())


def test_each_phone_sees_only_its_own_cash_and_the_banker_who_does_not_play_sees_all():
    t = started()
    s = t.state
    mine = ro.view_for(s, "Bob")
    assert mine.company_of("Bob").cash == 7000
    assert all(c.cash is None for c in mine.companies if c.ceo != "Bob") and mine.bank is None
    seated_banker = ro.view_for(s, "Ann")  # Ann holds the banker role and plays
    assert seated_banker.company_of("Bob").cash is None
    assert ro.view_for(s, None) == s
    assert ro.view_for(s, "Stranger").company_of("Ann").cash is None
    open_table = started(options={"cash_open": True})
    assert ro.view_for(open_table.state, "Bob").company_of("Ann").cash == 7000


def test_the_rules_are_registered():
    rules = rules_for("rollout")
    t = started()
    assert rules.state_of(t.log) == t.state and rules.view_for(t.state, None) == t.state


def test_a_started_table_holds_the_setting_up_of_the_rulebook():
    t = started()
    s = t.state
    assert s.stage == 1 and s.turn == 1 and s.hex == "radio" and s.hex_due
    for c in s.companies:
        assert c.cash == 7000 and c.stores == 1 and c.cards == (1, 1, 1) and c.sales == 0
        assert s.tables.price(c.price) == 500 and s.bank_shares(c.name) == 10
    assert s.bank == -28000
