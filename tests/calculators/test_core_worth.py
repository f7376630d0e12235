"""Net worth over the turns (calculators/core/worth.py), against each game's own valuation.

The charts' lines must end on what the game's rules say a position is worth: Fortune's "End of the
Game" balance, Owner's Choice's money after the final sale, Rollout's Cash Out. Hidden money stays
hidden: Owner's Choice money and Rollout company cash are not public (README, "What each phone can see").
"""
from __future__ import annotations

import pytest

from calculators.core.game import rules_for
from calculators.core.log import Event, Log
from calculators.core.table import TableSetup
from calculators.core.worth import visible_worth, worth_history
from tests.support.golden import FIXTURES, load, replayed

WORTH_GAMES = ("rollout", "owners-choice", "fortune")


def whole(game: str) -> Log:
    fixture = load(FIXTURES / game / "whole.json")
    return replayed(TableSetup.model_validate(fixture["setup"]), fixture["events"])


def fresh(log: Log) -> Log:
    """The same events in a new log object: nothing remembered, folded from the start."""
    return Log(events=tuple(Event.model_validate(e.model_dump()) for e in log.events))


@pytest.mark.parametrize("game", WORTH_GAMES)
def test_each_line_ends_on_the_games_own_valuation_of_the_final_position(game):
    log = whole(game)
    rules = rules_for(game)
    state = rules.state_of(log)
    lines = worth_history(rules.worth, log)
    assert lines, "a whole game has lines"
    if game == "fortune":
        # Rulebook, End of the Game: "whose financial position is best" — cash, products, shares, bonds, loans.
        from calculators.fortune.state import balance

        expected = {s.name: balance(state, s.name) for s in state.sheets if not s.bankrupt}
    elif game == "owners-choice":
        # Game End: every stock is sold at its final price; the money is the score.
        expected = {p.name: p.cash + sum(n * state.price(c) for c, n in p.stocks.items()) for p in state.players
                    if p.in_game}
    else:
        from calculators.rollout.ending import final_score

        expected = {p.name: p.cash_out for p in final_score(state).players}
    now = rules.worth.turn(state)
    assert {name: points[-1][1] for name, points in lines.items() if name in expected} == expected
    for name in set(lines) - set(expected):  # a player who left the game: their line stops (before now)
        assert lines[name][-1][0] < now or game == "fortune", (name, lines[name][-1])
        if game == "owners-choice":  # Bankruptcy: "return all stocks ... and all money to the Bank, then quit"
            assert lines[name][-1][1] == 0, (name, lines[name][-1])


@pytest.mark.parametrize("game", WORTH_GAMES)
def test_one_point_per_turn_in_order_and_the_same_folded_step_by_step_or_from_the_start(game):
    log = whole(game)
    worth = rules_for(game).worth
    stepwise = worth_history(worth, log)  # `replayed` extended the log one event at a time
    assert stepwise == worth_history(worth, fresh(log))
    for points in stepwise.values():
        turns = [t for t, _ in points]
        assert turns == sorted(set(turns)), "one point per turn, turns in order"
    assert max(len(p) for p in stepwise.values()) >= 3, "a whole game spans several turns"


def test_fortune_starts_every_player_at_the_starting_capital():
    """Fortune, Preparation: "The starting capital is the same for all players: 3 or 4 players: 150,000 DM each"."""
    log = whole("fortune")
    first = {name: points[0][1] for name, points in worth_history(rules_for("fortune").worth, log).items()}
    players = TableSetup.model_validate(load(FIXTURES / "fortune" / "whole.json")["setup"]).players
    if len(players) in (3, 4):
        assert set(first.values()) == {150_000}
    assert len(set(first.values())) == 1


def test_owners_choice_money_is_hidden_a_seat_sees_only_its_own_line():
    log = whole("owners-choice")
    rules = rules_for("owners-choice")
    state = rules.state_of(log)
    everyone = visible_worth(rules.worth, log, state, None)
    seat = next(iter(everyone))
    assert visible_worth(rules.worth, log, state, seat) == {seat: everyone[seat]}
    assert visible_worth(rules.worth, log, state, "not a seat") == {}


def test_rollout_company_cash_is_hidden_unless_the_table_opens_it():
    log = whole("rollout")
    rules = rules_for("rollout")
    state = rules.state_of(log)
    everyone = visible_worth(rules.worth, log, state, None)
    seat = next(iter(everyone))
    assert everyone and visible_worth(rules.worth, log, state, seat) == {}
    opened = state.model_copy(update={"options": state.options.model_copy(update={"cash_open": True})})
    assert visible_worth(rules.worth, log, opened, seat) == everyone


def test_fortune_hides_no_money_every_seat_sees_every_line():
    log = whole("fortune")
    rules = rules_for("fortune")
    state = rules.state_of(log)
    everyone = visible_worth(rules.worth, log, state, None)
    assert len(everyone) >= 2
    assert all(visible_worth(rules.worth, log, state, seat) == everyone for seat in everyone)
