"""Owner's Choice as the app sees it: its one definition, listed in `calculators.games`."""
from __future__ import annotations

from calculators.core.dice import Die
from calculators.core.game import Game
from calculators.owners_choice.standings import standings
from calculators.owners_choice import board_words
from calculators.core.log import Log
from calculators.core.money import format_owners_choice
from calculators.core.snapshot import StateCodec
from calculators.owners_choice.worth import WORTH
from calculators.owners_choice import codec
from calculators.owners_choice.allowed import allowed
from calculators.owners_choice.board_effects import board_effects
from calculators.owners_choice.actions import edit_tables
from calculators.owners_choice.invariants import problems
from calculators.owners_choice.fold import apply, initial_state, state_of
from calculators.owners_choice.score_cli import score
from calculators.owners_choice.tables import COMPANIES, GAME as GAME_ID
from calculators.owners_choice.own_words import own_part
from calculators.owners_choice.view import view_for
from calculators.owners_choice.replay_commands import COMMANDS


def dice(log: Log) -> list[Die]:
    """The President dice of each company, the Fund die and the Event die, as the tables in force print them."""
    tables = state_of(log).tables
    return [*(tables.die("president", c) for c in COMPANIES), tables.die("fund"), tables.die("event")]


GAME = Game(
    id=GAME_ID,
    title="Owner's Choice",
    package="owners_choice",
    players=(2, 5),
    state_of=state_of,
    view_for=view_for,
    start=lambda log: initial_state(log.events[0]),
    step=apply,
    problems=lambda state, board: problems(state),
    codec=StateCodec(codec.pack, codec.unpack, codec.fold),
    board_editor=edit_tables,
    board_effects=board_effects,
    format_money=lambda amount, lang="en": format_owners_choice(amount),
    money_limit=10**7,  # dollars: each player starts with $690 and prices stop at $300
    scorer=score,
    dice=dice,
    worth=WORTH,
    allowed=allowed,
    commands=COMMANDS,
    board_words=board_words,
    standings=standings,
    hides_money=lambda state: state.phase != "over",  # Setup 7: "Your money should remain hidden"; `view.view_for`
    own_part=own_part,
)
