"""Fortune as the app sees it: its one definition, listed in `calculators.games`."""
from __future__ import annotations

from calculators.core.boards import Board, load_board
from calculators.core.dice import Die
from calculators.core.game import Game
from calculators.fortune.earlier import as_played
from calculators.fortune.standings import standings
from calculators.fortune import board_words
from calculators.core.log import Log
from calculators.core.money import format_fortune
from calculators.core.snapshot import StateCodec
from calculators.fortune.worth import WORTH
from calculators.fortune.allowed import allowed
from calculators.fortune.cards import edit_fortune_board
from calculators.fortune.codec import fold, pack, unpack
from calculators.fortune.fold import apply, initial_state, state_of
from calculators.fortune.score_cli import score
from calculators.fortune.invariants import invariant_errors
from calculators.fortune.state import FortuneState
from calculators.fortune.tables import EDITABLE, GAME as GAME_ID, fortune_board, oka_dice
from calculators.fortune.view import view_for
from calculators.fortune.replay_commands import COMMANDS


def dice(log: Log) -> list[Die]:
    """The dark and light ÖKA dice as the board tables in force label them."""
    return list(oka_dice(fortune_board(log)))


def problems(state: FortuneState, board: Board | None) -> list[str]:
    """Every invariant broken, against the supply of the board tables in force."""
    return invariant_errors(state, board or load_board(GAME_ID))


GAME = Game(
    id=GAME_ID,
    title="Fortune",
    package="fortune",
    players=(2, 6),
    state_of=state_of,
    view_for=view_for,
    start=initial_state,
    step=apply,
    problems=problems,
    codec=StateCodec(pack, unpack, fold),
    board_editor=edit_fortune_board,
    board_locked=lambda key: key not in EDITABLE,  # `tables.check_board`: what the rulebook prints stands
    format_money=format_fortune,  # German by default on the phone: "150.000 DM"; English "150,000 DM"
    money_limit=10**10,  # Deutsche Mark: the starting capital is 150.000 DM
    scorer=score,
    dice=dice,
    worth=WORTH,
    allowed=allowed,
    commands=COMMANDS,
    board_words=board_words,
    standings=standings,
    sealed_amounts=(0, 300_000, 1_000),  # a round opened by hand: lowest, highest, step
    as_played=as_played,  # a file from before "Insurance per chip lost" was a house rule
)
