"""One dice tray for all games: the plain die, and each game's labelled dice as its board prints them."""
import random

from calculators.core.dice import D6
from calculators.core.game import dice_for
from calculators.core.log import Log, record
from calculators.core.table import make_setup
from calculators.core.boards import load_board
from calculators.core.tray import last_roll, roll_tray


def table_log(game: str, players=("Ann", "Bob")) -> Log:
    setup = make_setup(game, "T", list(players), "Kim")
    log, _ = record(Log(), "table.created", "host",
                    {**setup.model_dump(mode="json"), "board": load_board(game).model_dump(mode="json")},
                    undoable=False)
    return log


def test_every_game_offers_the_plain_die_first():
    for game in ("rollout", "roll-and-rails", "owners-choice", "fortune"):
        assert dice_for(game, table_log(game))[0] == D6


def test_owners_choice_puts_its_president_fund_and_event_dice_on_the_tray():
    # Owner's Choice, "President's Die Results", "Fund Die Results", "Event Die Results".
    dice = {d.name: d for d in dice_for("owners-choice", table_log("owners-choice"))}
    assert {"RED President", "BLUE President", "GREEN President", "YELLOW President", "Fund", "Event"} <= set(dice)
    event = dice["Event"]
    log, _ = roll_tray(table_log("owners-choice"), "banker", 1, "Event square", die=event, rng=random.Random(3))
    roll = last_roll(log)
    assert roll.die == "Event" and roll.labels[0] in event.faces


def test_fortune_puts_the_two_oka_dice_on_the_tray():
    names = [d.name for d in dice_for("fortune", table_log("fortune"))]
    assert names[1:] == ["ÖKA dark", "ÖKA light"]
