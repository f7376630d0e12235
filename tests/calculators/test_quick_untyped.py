"""A number the end-of-game count needs, left empty on a typed form, is refused ("Type a number, 0 if none") on its
field, not counted as 0: each game's scorer, with the rulebook line that counts it."""
from __future__ import annotations

from calculators.core.model import UNTYPED, is_untyped
from calculators.fortune import scoring as fortune
from calculators.owners_choice import scoring as oc
from calculators.roll_and_rails import scoring as rails
from calculators.rollout import scoring as rollout


def _fields(errors) -> list[str]:
    return [err.field for err in errors if is_untyped(err)]


def test_rollout_company_money_left_empty_is_asked_for():
    """Rollout, Share Value: "Money: Face value … Add up the above, then deduct any Bank Loans." A company's money
    left empty is no face value: the Cash Out is not counted on it (a walk ranked Cy on a company read as $0M)."""
    form = {"companies": [{"name": "Simcor", "money": 8000, "stores": 0, "product_cards": 0, "gold_coast": 0,
                           "loans": 0},
                          {"name": "Bermax", "money": None, "stores": 0, "product_cards": 0, "gold_coast": 0,
                           "loans": 0}],
            "holdings": {"Ann": {"Simcor": 5}, "Cy": {"Bermax": 4}}}
    errors = rollout.cash_out_problems(form, bounded=True)
    assert _fields(errors) == ["companies[1].money"] and errors[0].message == UNTYPED
    form["companies"][1]["money"] = 0  # typed: 0 counts
    assert rollout.cash_out_problems(form, bounded=True) == []


def test_owners_choice_money_left_empty_is_asked_for():
    """Owner's Choice, Game End: "all players sell the stocks they own … the player with the most money wins": each
    player's money is counted; left empty it is asked for, not read as $0."""
    form = {"prices": {"RED": 140}, "players": {"Ann": {"money": 900, "stocks": {"RED": 2}},
                                                "Bob": {"money": None, "stocks": {}}}}
    assert _fields(oc.quick_problems(form)) == ["players.Bob.money"]
    form["players"]["Bob"]["money"] = 0
    assert oc.quick_problems(form) == []


def test_fortune_cash_left_empty_is_asked_for():
    """Fortune, End of the Game: "Each player totals his holdings" (cash first): a player's cash left empty is asked
    for, not ranked at 0 DM."""
    pl = {"shares": [], "finished_products": 0, "bonds": 0, "loans": 0}
    form = {"players": {"Ann": {**pl, "cash": 400_000}, "Bob": {**pl, "cash": None}}, "first_to_triple": None}
    assert _fields(fortune.quick_problems(form)) == ["players.Bob.cash"]
    form["players"]["Bob"]["cash"] = 0
    assert fortune.quick_problems(form) == []


def test_rails_solo_unshipped_goods_left_empty_are_asked_for():
    """Roll and Rails, The End of the Game (Solo): "For every unshipped good you receive -2 points. Mark it in the
    third spot in the scoring table." Left empty, the score is not given without its penalty."""
    form = {"Ann": {"shipping_points": 12, "completed_connections": 3, "unshipped_goods": None}}
    assert _fields(rails.quick_solo_problems(form, {})) == ["players.Ann.unshipped_goods"]
    form["Ann"]["unshipped_goods"] = 0
    assert rails.quick_solo_problems(form, {}) == []
