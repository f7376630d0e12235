"""Tables of each game with their game under way, made through the rules' own commands on a TableHub."""
from __future__ import annotations

import random

from calculators.core.log import Log
from calculators.core.table import make_setup
from calculators.games import GAMES
from tests.support.fortune import game as fortune_game
from tests.support.owners_choice import game as owners_choice_game
from tests.support.roll_and_rails import game as roll_and_rails_game
from tests.support.rollout import game as rollout_game

PLAYERS = ("Ann", "Bob", "Cy")


def started_table(hub, game: str, seed: int = 7) -> str:
    """A saved table of `game` (Ann, Bob and Cy; Bob banks and plays) a few actions into the game."""
    sid = hub.create(make_setup(game, f"{GAMES[game]} night", PLAYERS, "Bob"))
    rng = random.Random(seed)
    for action in _opening(game, rng):
        hub.act(sid, lambda log, action=action: action(log))
    return sid


def _opening(game: str, rng: random.Random) -> list:
    if game == "owners-choice":
        from calculators.owners_choice import pregame_buy, start_game

        return [lambda log: start_game(log, "banker", start_player="Ann"),
                lambda log: pregame_buy(log, "seat:Ann", "Ann", {"RED": 2}),
                lambda log: pregame_buy(log, "banker", "Bob", {"BLUE": 1})]
    if game == "rollout":
        from calculators.rollout import set_up
        from calculators.rollout.companies import COMPANY_NAMES

        companies = dict(zip(PLAYERS, COMPANY_NAMES))
        return [lambda log: set_up(log, "banker", companies, rolls=[{"Ann": 6, "Bob": 4, "Cy": 2}])]
    if game == "fortune":
        from calculators.fortune import actions
        from calculators.fortune.tables import PLAYER_COMPANIES

        return [lambda log: actions.set_up(log, "banker", dict(zip(PLAYERS, PLAYER_COMPANIES)), 120)]
    if game == "roll-and-rails":
        from calculators.roll_and_rails import configure

        supply = {"yellow": 6, "red": 6, "blue": 6, "green": 6, "grey": 6}
        return [lambda log: configure(log, "banker", rounds=6, supply=supply, first_player="Ann", rng=rng)]
    raise ValueError(game)


# A game in full swing of each game, as its codec tests build it (the late game, Roll and Rails' mid game).
BUILDERS = {
    "rollout": rollout_game.late_game,
    "owners-choice": owners_choice_game.late_game,
    "fortune": fortune_game.late_game,
    "roll-and-rails": roll_and_rails_game.mid_game,
}


def game_log(game: str) -> Log:
    """The log of `game` in full swing."""
    built = BUILDERS[game]()
    return built if isinstance(built, Log) else built.log
