"""Which games keep money from the other phones now: the rules' answer, which the app asks before it names hidden
money (a walk's Roll and Rails bank question spoke of "the banker's own hidden money", in a game that hides none).

- Rollout, Setting Up: cash is hidden by default; the setting "Cash open to all" opens it, and Cash Out tells it all.
- Owner's Choice, Setup 7: "Your money should remain hidden throughout the game".
- Roll and Rails and Fortune hide no money (Fortune: every balance sheet lies open)."""
from __future__ import annotations

from calculators.core.game import game_of, money_hidden
from tests.support.rollout import started
from tests.support.tables import game_log


def test_games_that_hide_money_say_so_and_the_others_do_not():
    assert money_hidden("rollout", started(("Ann", "Bob")).log)
    assert money_hidden("owners-choice", game_log("owners-choice"))
    assert not money_hidden("roll-and-rails", game_log("roll-and-rails"))
    assert not money_hidden("fortune", game_log("fortune"))


def test_rollouts_cash_open_to_all_hides_nothing():
    assert not money_hidden("rollout", started(("Ann", "Bob"), options={"cash_open": True}).log)


def test_owners_choice_hides_nothing_once_the_game_is_over():
    state = game_of("owners-choice").state_of(game_log("owners-choice"))
    assert game_of("owners-choice").hides_money(state)
    assert not game_of("owners-choice").hides_money(state.model_copy(update={"phase": "over"}))
