"""Rollout as the app sees it: its one definition, listed in `calculators.games`."""
from __future__ import annotations

from calculators.core.boards import load_board
from calculators.core.game import Game
from calculators.rollout.standings import standings
from calculators.rollout import board_words, entries
from calculators.core.money import format_rollout, read_rollout
from calculators.core.snapshot import StateCodec
from calculators.rollout.worth import WORTH
from calculators.rollout.allowed import allowed
from calculators.rollout.codec import pack, unpack
from calculators.rollout.fold import apply, initial, state_of
from calculators.rollout.invariants import violations
from calculators.rollout.score_cli import score
from calculators.rollout.sealed import check_entry
from calculators.rollout.codec_fold import shared_state
from calculators.rollout.tables import edit_rollout_board
from calculators.rollout.board_effects import board_effects
from calculators.rollout.takeover import departed
from calculators.rollout.state import GAME_OVER
from calculators.rollout.own_words import own_part
from calculators.rollout.view import view_for
from calculators.rollout.replay_commands import COMMANDS

GAME = Game(
    id="rollout",
    title="Rollout",
    package="rollout",
    players=(2, 6),  # Setting Up: 2 to 6 players
    state_of=state_of,
    view_for=view_for,
    start=initial,
    step=apply,
    problems=lambda state, board: violations(state),
    codec=StateCodec(pack, unpack, shared_state),
    board_editor=edit_rollout_board,
    format_money=lambda amount, lang="en": format_rollout(amount),
    read_money=read_rollout,  # $M: "$1.5B", "300M", "1,500"
    money_limit=10**7,  # $ millions: $10,000B, far above any table (a company's loans stop at $10B)
    scorer=score,
    entry_check=check_entry,
    departed=departed,
    worth=WORTH,
    allowed=allowed,
    commands=COMMANDS,
    board_words=board_words,
    board_effects=board_effects,
    board_locked=lambda key: load_board("rollout").sources.get(key) == "rulebook",  # `tables.check_board`
    entries=entries,
    standings=standings,
    hides_money=lambda state: not state.options.cash_open and state.stage != GAME_OVER,  # as `view.view_for`
    own_part=own_part,
)
