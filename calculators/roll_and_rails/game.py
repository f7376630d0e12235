"""Roll and Rails as the app sees it: its one definition, listed in `calculators.games`."""
from __future__ import annotations

from calculators.core.game import Game
from calculators.roll_and_rails.standings import standings
from calculators.roll_and_rails import board_words
from calculators.core.money import format_roll_and_rails
from calculators.core.snapshot import StateCodec
from calculators.roll_and_rails.allowed import allowed
from calculators.roll_and_rails.fold import apply, start_of, state_of
from calculators.roll_and_rails.view import view_for
from calculators.roll_and_rails.codec import fold, pack, unpack
from calculators.roll_and_rails.invariants import invariant_errors
from calculators.roll_and_rails.score_cli import score
from calculators.roll_and_rails.scoring import MOST_PLAYERS
from calculators.roll_and_rails.tables import GAME as GAME_ID, edit_rails_board
from calculators.roll_and_rails.board_effects import board_effects
from calculators.roll_and_rails.replay_commands import COMMANDS

GAME = Game(
    id=GAME_ID,
    title="Roll and Rails",
    package="roll_and_rails",
    players=(1, MOST_PLAYERS),  # What You Need: dice for 1 to 5 players
    state_of=state_of,
    view_for=view_for,
    start=start_of,
    step=apply,
    problems=lambda state, board: invariant_errors(state),
    codec=StateCodec(pack, unpack, fold),
    board_editor=edit_rails_board,
    board_effects=board_effects,
    # Dice Selection Phase: "players choose 1 die result and take it" — each die is read on its own, never added.
    dice_summed=False,
    format_money=lambda amount, lang="en": format_roll_and_rails(amount),
    money_limit=10**6,  # dollars: a sheet's money is counted in single dollars
    scorer=score,
    allowed=allowed,
    commands=COMMANDS,
    board_words=board_words,
    standings=standings,
    sealed_amounts=(0, 20, 1),  # a round opened by hand: lowest, highest, step
)
