"""What a game is to the app: one `Game` object per game, listed in `calculators.games`.

A game describes everything the app needs of it: id, title, seat range, the state its log folds
to (start, one step per action, invariants), what each viewer may see, its dice, its sealed-entry
check, its board editor, its share-code codec, its money format and its scorer. Nothing registers
itself by being imported: `calculators/games.py` imports the four games by name, and the lookups
below ask it.

Viewers: a seat name sees what that player may see (their own hidden cash, never another's);
None is a banker who does not play (or the host of such a table), who sees everything.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from calculators.core.boards import Board
from calculators.core.dice import D6, Die
from calculators.core.log import Event, Log
from calculators.core.money import read_amount
from calculators.core.replay_commands import Remakes
from calculators.core.snapshot import StateCodec
from calculators.core.standings import Standings
from calculators.core.worth import Worth

# A game's own check of a sealed entry, run inside `bids.enter`: check(log, seat, round_id, values)
# raises RuleError for an entry its rulebook forbids.
EntryCheck = Callable[[Log, str, str, "dict[str, Any] | None"], None]


class Later(str):
    """A sentence of a game's `board_effects` saying that a new value changes nothing in play now: it counts from a
    later step of the game, or (`new_game`) for a new game only (Roll and Rails: the starting money, paid once)."""

    new_game: bool

    def __new__(cls, text: str, new_game: bool = False) -> Later:
        said = super().__new__(cls, text)
        said.new_game = new_game
        return said


@dataclass(frozen=True)
class Game:
    """One game as the app sees it (see the module docstring)."""

    id: str  # as saved in tables and files, e.g. "owners-choice"
    title: str  # as printed on the box, e.g. "Owner's Choice"
    package: str  # calculators.<package> holds its rules and data/board.json
    players: tuple[int, int]  # seat range printed on the box and in setup
    state_of: Callable[[Log], Any]  # the state in force after a log (a Frozen model)
    view_for: Callable[[Any, str | None], Any]  # that state as one viewer may see it
    start: Callable[[Log], Any]  # the state the log's first event sets up
    step: Callable[[Any, Event], Any]  # the state after one more action in force
    problems: Callable[[Any, Board | None], list[str]]  # every invariant a state breaks (board tables in force)
    codec: StateCodec  # the canonical state on the wire (share codes)
    board_editor: Callable[..., tuple[Log, Event]]  # editor(log, actor, key, value), banker only
    format_money: Callable[..., str]  # format_money(amount, lang="en") as the game prints money
    money_limit: int  # no amount at a table of this game ever exceeds this, either way
    scorer: Callable[[Any], Any]  # `python -m calculators score`: parsed JSON in, JSON-able out
    dice: Callable[[Log], list[Die]] | None = None  # the game's own labelled dice on the tray
    # Whether its rules add plain dice rolled together ("The player with the highest total begins") or read each
    # on its own (Roll and Rails: "players choose 1 die result and take it"): the tray shows a total only then.
    dice_summed: bool = True
    # An amount typed into a money field, in any form the game prints money ("$1.5B", "1.200 DM") or as a plain
    # number; None when the text is no amount (the field's rules then say what is wrong with it as typed).
    read_money: Callable[[str | None], int | None] = read_amount
    entry_check: EntryCheck | None = None  # its rules for the sealed entries of its rounds
    departed: Callable[[Log], frozenset[str]] | None = None  # the seats that have left the game (out)
    board_words: Any = None  # its module naming the rows of its board tables (calculators/<game>/board_words.py)
    # What saving a board table's new value would change in play now, in words (a price meter on the square
    # changed): board_effects(log, key, value, lang) -> sentences; None: the game names no such change. A sentence
    # that says nothing in play changes now (the new value counts later, or for a new game) is a `Later`.
    board_effects: Callable[..., list[str]] | None = None
    # The board tables its rules never let the banker change (printed values the game fixes): board_locked(key).
    board_locked: Callable[[str], bool] | None = None
    entries: Any = None  # its module wording its sealed entries' fields and sums (calculators/<game>/entries.py)
    worth: Worth | None = None  # each player's net worth over the turns, where the game values it in money
    # What a seat (its name) or the banker (None) may do now, with the rules' bounds and the reason for
    # each action that is not possible: allowed(log, who, lang) -> a `calculators.core.allowed.Allowed`.
    allowed: Callable[..., Any] | None = None
    # Each event kind a command records -> how to re-make it with that command on import
    # (calculators/<game>/replay_commands.py; see calculators.core.replay_commands).
    commands: Remakes | None = None
    # Every seat's final score, rank, winner and start player, or None while the game is not over
    # (calculators/<game>/standings.py): results leave the app from this (BG Stats, copied ranking, CSV).
    standings: Standings | None = None
    # Whether its rules keep some player's money from the other phones in this state (Rollout: Hidden cash, the
    # default, until Cash Out; Owner's Choice, Setup 7: "Your money should remain hidden"): hides_money(state).
    # None: a game whose money lies open (Roll and Rails, Fortune).
    hides_money: Callable[[Any], bool] | None = None
    # What an action paid one seat and why, where History's sentence for the table does not say it (a shareholder's
    # dividend, a player's profits): (event, lang, state before it, seat) -> words for that seat's own phone, or None.
    own_part: Callable[[Event, str, Any, str], str | None] | None = None
    # A sealed round the banker opens by hand offers these amounts at first, in the game's money: (lowest, highest,
    # step). Roll and Rails counts single dollars (a walk's round offered "0$ to 2500$, steps of 10$"), Fortune DM.
    sealed_amounts: tuple[int, int, int] = (0, 2500, 10)
    # A table file an earlier release wrote, where that release played a rule as a house rule now names it: its events
    # (as read) with that house rule agreed, or None when nothing differs (Fortune: calculators/fortune/earlier.py).
    # An import the rules refuse is read so once more before it is refused.
    as_played: Callable[[list[dict[str, Any]]], list[dict[str, Any]] | None] | None = None


def _registry():
    # Imported on use: the registry imports the games, which import this module.
    from calculators import games

    return games


def game_of(game: str) -> Game:
    """The definition of `game` (an id); ValueError naming the known games otherwise."""
    return _registry().get(game)


def rules_for(game: str) -> Game | None:
    """The game's definition (it has `state_of` and `view_for`), or None for an unknown id."""
    return _registry().find(game)


def dice_for(game: str, log: Log) -> list[Die]:
    """The dice the table's tray offers: the plain six-sided die, then the game's own."""
    found = rules_for(game)
    own = found.dice if found is not None else None
    return [D6, *(own(log) if own else [])]


def sums_dice(game: str) -> bool:
    """True when the game's rules add plain dice rolled together (a table of no known game does too)."""
    found = rules_for(game)
    return found.dice_summed if found is not None else True


def board_editor(game: str) -> Callable[..., Any]:
    """The game's own board editor, or the core one (same shape as the printed table, banker only)."""
    from calculators.core.boards import edit_board

    found = rules_for(game)
    return found.board_editor if found is not None else edit_board


def is_finished(game: str, log: Log, players: tuple[str, ...]) -> bool:
    """True once the game's rules have final standings (the game is over); False for a game without a scorer."""
    found = rules_for(game)
    if found is None or found.standings is None:
        return False
    try:
        return found.standings(log, players) is not None
    except (ValueError, KeyError, TypeError, IndexError):  # a log that does not fold yet (no setup)
        return False


def seats_in_play(game: str, log: Log, players: tuple[str, ...]) -> tuple[str, ...]:
    """The seats still in the game, in seat order: a bankrupt or taken-over player has left it."""
    found = rules_for(game)
    if found is None or found.departed is None:
        return tuple(players)
    try:
        gone = found.departed(log)
    except (ValueError, KeyError, TypeError, IndexError):
        return tuple(players)
    return tuple(p for p in players if p not in gone)


def money_hidden(game: str, log: Log) -> bool:
    """True when the game's rules keep some player's money from the other phones at the table `log` now."""
    found = rules_for(game)
    return found is not None and found.hides_money is not None and found.hides_money(found.state_of(log))
