"""The board tables' Change dialog heads what the rules say a new value does in play, and names its Save button, by
whether anything in play changes (the rules mark a sentence that changes nothing now: `calculators.core.game.Later`).

The walk: Roll and Rails, Board tables › Starting money › Change › 5 › Save showed "This changes the game in play
now:" over "The starting money was paid when the game was set up: nobody's money changes now; the new value is for a
new game." with "Save all the same"."""
from __future__ import annotations

import calculators.rollout as ro
from calculators.roll_and_rails.board_effects import board_effects as rails_effects
from calculators.rollout.board_effects import board_effects as rollout_effects
from companion.widgets.board_rows import _warning_words, _words
from tests.support.roll_and_rails import started as rails_started
from tests.support.rollout import B, stage1, started as rollout_started


def test_roll_and_rails_starting_money_after_setup_counts_for_a_new_game_only_in_both_languages():
    log = rails_started(["Ann", "Bob"])
    assert _warning_words(rails_effects(log, "starting_money", 5), _words("en")) == (
        "This counts for a new game only:", "Save for a new game")
    assert _warning_words(rails_effects(log, "starting_money", 5, "de"), _words("de")) == (
        "Das gilt erst für ein neues Spiel:", "Für ein neues Spiel speichern")


def test_rollout_price_choices_with_step_b_open_change_nothing_in_play_now():
    t = rollout_started()
    stage1(t)
    t.do(ro.check_hex, B, rng=t.rng)
    t.do(ro.open_budgets, B)
    choices = list(t.state.tables.price_choices)
    choices[2] += 5
    assert _warning_words(rollout_effects(t.log, "price_choices", choices), _words("en")) == (
        "Nothing in play changes now:", "Save for later")


def test_a_price_in_play_changed_still_says_it_changes_the_game_in_play():
    t = rollout_started()
    prices = list(t.state.tables.price_index)
    n = t.state.company_of("Ann").price
    prices[n] += 10
    said = rollout_effects(t.log, "price_index", prices, "en")
    assert said and _warning_words(said, _words("en")) == ("This changes the game in play now:", "Save all the same")
