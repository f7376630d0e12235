"""An imported table replayed through its game's rules, event by event, before anything is saved.

`check_import(log, setup)` folds the candidate log with the game's own start, step and invariants
(the same functions the live table folds with) and refuses the whole table at the first event the
rules refuse, with a RuleError naming it as History numbers it: "Action #12: Bob's seat cannot act for Ann"
(never the event's internal kind, which is no word of a player).
Each event is checked for:
- who acts: the banker, the host, or the seat of a player at this table; a seat acts only for
  its own player, and only the banker undoes and redoes;
- the players it names (`seat`, `player`, `on_behalf_of`): at this table;
- its numbers and texts: no amount beyond the game's bounds (`Game.money_limit`), no text over
  MAX_TEXT characters;
- a rename of the table: re-made with `rename_table` (who may, the name's rules, the name it had);
- board edits: re-made with the game's own board editor (its limits, its printed points), and
  the board a table starts with (or was imported with) checked the same way against this
  release's tables;
- sealed entries: re-entered through `bids.enter`, which runs the game's entry check;
- every other action a command makes: re-made by that command (the game's `commands`, see
  `calculators.core.replay_commands`) with the event's actor and data, so the command's own checks
  run (whose turn it is, the draft order, the bounds), and the event it makes must be the one imported;
- its effect: the game's step applies it without error and every invariant of the game still
  holds afterwards.
At the end, the state the table holds must still fit a share code.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from calculators.core.actors import BANKER, HOST, is_banker, seat_of
from calculators.core.board_rows import board_title
from calculators.core.boards import BOARD_EDITED, Board, board_in_force, load_board, starting_board
from calculators.core.game import Game, game_of
from calculators.core.log import REDO, UNDO, Event, Log, _append, record
from calculators.core.model import RuleError
from calculators.core.replay_commands import remake
from calculators.core.snapshot import TABLE_CREATED, TABLE_IMPORTED, check_plain
from calculators.core.replay_commands import check_remade
from calculators.core.table import TABLE_RENAMED, TableSetup, rename_table

MAX_TEXT = 2000  # characters in one text of an event (a correction's reason, a name, a note)
MAX_EVENTS = 100_000  # a long game records a few thousand
SPEC_LIMIT = 2**53  # the numbers a sealed round's settings may hold (bids.spec checks them again)
ROUND_KINDS = ("bids.opened", "bids.revealed")
NAMED_KEYS = ("seat", "player")  # event data keys that name a player at the table
SETUP_KEYS = ("game", "name", "players", "banker")
FIRST_KEYS = frozenset({*SETUP_KEYS, "board", "board_edits", "board_version", "source", "fingerprint", "state"})
_FAILURES = (RuleError, ValueError, TypeError, KeyError, IndexError, AttributeError, AssertionError, ArithmeticError)


def _refused_at(ev: Event, message: str, **params: Any) -> RuleError:
    """Event `ev` refused for the reason `message` (a literal template: RULE_KEYWORDS) with `params`."""
    return _quoting(ev, RuleError(message, **params))


def _quoting(ev: Event, reason: RuleError) -> RuleError:
    """Event `ev` refused for the refusal `reason` of a rule; the app shows both in the reader's language."""
    return RuleError("Action #{seq}: {reason}", seq=ev.seq, reason=reason)


def _short(text: str, most: int = 80) -> str:
    shown = text if len(text) <= most else text[:most] + "…"
    return "".join(ch if ch.isprintable() else "?" for ch in shown)


def _detail(e: BaseException) -> str:
    return f"{type(e).__name__}: {_short(str(e))}"


def _amount(value: int) -> str:
    return f"{value:,}" if abs(value) < 10**15 else f"{value:.3g}"


def _bounded(value: Any, game: Game, ev: Event, depth: int = 0, limit: int | None = None) -> None:
    """Every number within the game's bounds (or `limit`) and every text within MAX_TEXT characters."""
    if depth > 16:
        raise _refused_at(ev, "its data is nested too deeply.")
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, int):
        if limit is not None:
            if abs(value) > limit:
                raise _refused_at(ev, "the number {number} is too large.", number=_amount(value))
        elif abs(value) > game.money_limit:
            raise _refused_at(ev, "the amount {number} is beyond the bounds of {game} (at most {most} either way).",
                              number=_amount(value), game=game.title, most=game.format_money(game.money_limit))
    elif isinstance(value, float):
        if abs(value) > game.money_limit or value != value:
            raise _refused_at(ev, "the number {number!r} is beyond the bounds of {game}.", number=value,
                              game=game.title)
    elif isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise _refused_at(ev, "it holds a text of {length:,} characters; at most {most:,} are kept.",
                              length=len(value), most=MAX_TEXT)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _bounded(v, game, ev, depth + 1, limit)
    elif isinstance(value, Mapping):
        for k, v in value.items():
            _bounded(k, game, ev, depth + 1, limit)
            _bounded(v, game, ev, depth + 1, limit)


def _who(ev: Event, setup: TableSetup) -> None:
    """The actor is the banker, the host or a seated player; a seat acts only for its own player."""
    players = setup.players
    seat = seat_of(ev.actor)
    if ev.actor not in (BANKER, HOST) and seat not in players:
        raise _refused_at(ev, "{actor!r} is not the banker, the host or a seat at this table.", actor=_short(ev.actor))
    if ev.kind in (UNDO, REDO) and not is_banker(ev.actor):
        if ev.kind == UNDO:
            raise _refused_at(ev, "only the banker can undo.")
        raise _refused_at(ev, "only the banker can redo.")
    named = [ev.data.get(k) for k in NAMED_KEYS if isinstance(ev.data.get(k), str)]
    if ev.on_behalf_of is not None:
        named.append(ev.on_behalf_of)
    for name in named:
        if name not in players:
            raise _refused_at(ev, "{name} is not at this table.", name=_short(name))
        if seat is not None and name != seat:
            raise _refused_at(ev, "{seat}'s seat cannot act for {name}.", seat=seat, name=name)


def _first(log: Log, setup: TableSetup) -> Event:
    """The first event sets up this table (created here, or imported) with this setup."""
    first = log.events[0]
    if first.kind not in (TABLE_CREATED, TABLE_IMPORTED):
        raise _refused_at(first, "a table's history starts with its setup.")
    unknown = sorted(set(first.data) - FIRST_KEYS)
    if unknown:
        # Not named: they are the file's own spellings, nothing a player can act on but updating the app.
        raise _refused_at(first, "its setup holds options this version of the app does not know: it was made by a "
                                 "newer version (update the app), or the file was changed.")
    wanted = setup.model_dump(mode="json")
    for key in SETUP_KEYS:
        if first.data.get(key, wanted[key]) != wanted[key]:
            raise _setup_differs(first, key)
    return first


def _setup_differs(first: Event, key: str) -> RuleError:
    """The first event records another setup than the table's: said by what differs, in the players' words."""
    if key == "game":
        return _refused_at(first, "it records another game than the table's setup.")
    if key == "name":
        return _refused_at(first, "it records another table name than the table's setup.")
    if key == "players":
        return _refused_at(first, "it records other players, or another seating order, than the table's setup.")
    return _refused_at(first, "it records another banker than the table's setup.")


def _board_checked(game: Game, setup: TableSetup, first: Event) -> None:
    """The board the table starts with, and the edits it was imported with, pass the game's board editor."""
    try:
        ours = load_board(game.id)
    except (FileNotFoundError, ModuleNotFoundError):
        return
    log = Log.model_construct(events=(first,))
    try:
        start = starting_board(log)
    except ValueError as e:
        raise _refused_at(first, "its board tables are not valid ({detail}).", detail=str(e)) from None
    values = dict(start.values) if start is not None else {}
    if start is not None and (start.game != game.id or set(values) != set(ours.values)):
        raise _refused_at(first, "its board tables are not this release's tables for this game.")
    carried = first.data.get("board_edits") or {}
    if not isinstance(carried, Mapping):
        raise _refused_at(first, "its board edits are not a list of values.")
    unknown = sorted(set(carried) - set(ours.values))
    if unknown:
        raise _refused_at(first, "it edits board values this Companion does not know ({keys}).",
                          keys=_short(", ".join(unknown)))
    values.update(carried)
    # Each value that differs from this release's tables is made again with the game's own editor.
    fresh, _ = record(Log(), TABLE_CREATED, HOST, {**setup.model_dump(mode="json"),
                                                   "board": ours.model_dump(mode="json")}, undoable=False)
    for key, value in values.items():
        if value == ours.values[key]:
            continue
        try:
            fresh, _ = game.board_editor(fresh, BANKER, key, value)
        # Each table by the title its screen shows ("Starting cash"), never its key (a walk read "starting_cash").
        except RuleError as e:
            raise _refused_at(first, "the board table “{table}”: {reason}", table=board_title(game.id, key),
                              reason=e) from None
        except _FAILURES:
            raise _refused_at(first, "the board table “{table}” is not valid.", table=board_title(game.id, key)) \
                from None


def _remade(game: Game, before: Log, ev: Event) -> None:
    """Board edits and sealed entries are made again with the same commands the table uses."""
    if ev.kind == BOARD_EDITED:
        game.board_editor(before, ev.actor, ev.data.get("key"), ev.data.get("value"))
    elif ev.kind == "bids.entered":
        from calculators.core.bids import enter

        enter(before, ev.actor, ev.data.get("round_id"), ev.data.get("values"))
    elif ev.kind == TABLE_RENAMED:
        check_remade(rename_table(before, ev.actor, ev.data.get("to"))[1], ev)
    else:
        remake(game.commands, before, ev)  # the command that makes it, with its checks (who, turn, bounds)


def _stepped(game: Game, state: Any, ev: Event, board: Board | None) -> Any:
    try:
        after = game.step(state, ev)
        problems = game.problems(after, board)
    except RuleError as e:
        raise _quoting(ev, e) from None
    except ValueError as e:  # a ledger or model refusing the effect, e.g. "Ann cannot pay $1200"
        raise _refused_at(ev, "the rules refuse it: {detail}.", detail=_short(str(e))) from None
    except _FAILURES as e:
        raise _refused_at(ev, "it does not fit this table ({detail}).", detail=_detail(e)) from None
    if problems:
        raise _refused_at(ev, "the rules refuse it: {detail}.", detail=problems[0])
    return after


def check_import(log: Log, setup: TableSetup) -> Any:
    """The state `log` folds to, checked event by event (see the module docstring); RuleError at the first refusal."""
    if not log.events:
        raise RuleError("The table has no history.")
    if len(log.events) > MAX_EVENTS:
        raise RuleError("The table has {count:,} actions; at most {most:,} are imported.", count=len(log.events),
                        most=MAX_EVENTS)
    game = game_of(setup.game)
    first = _first(log, setup)
    _bounded(first.data.get("state"), game, first)
    _bounded(first.data.get("board_edits"), game, first)
    _bounded(first.data.get("board"), game, first, limit=SPEC_LIMIT)  # its values pass the editor below
    _board_checked(game, setup, first)
    head = Log.model_construct(events=(first,))
    try:
        board = _board_of(game, head)
        start = game.start(head)
        problems = game.problems(start, board)
        if first.kind == TABLE_IMPORTED:
            _same_state(game, head, first)
    except RuleError as e:
        raise _quoting(first, e) from None
    except _FAILURES as e:
        detail = _detail(e)
        if first.kind == TABLE_IMPORTED:
            raise _refused_at(first, "the state it was imported with is not valid ({detail}).", detail=detail) from None
        raise _refused_at(first, "the state it starts from is not valid ({detail}).", detail=detail) from None
    if problems:
        raise _refused_at(first, "the state it starts from breaks the rules: {detail}.", detail=problems[0])
    states = [(start, board)]  # the state and the board tables in force after each action in force
    after = head  # each prefix grows from the one before, so a command folds it in one step
    for ev in log.events[1:]:
        before, after = after, _append(after, ev)
        _who(ev, setup)
        # A sealed round's settings hold bounds of what may be entered, not amounts at the table.
        _bounded(ev.data, game, ev, limit=SPEC_LIMIT if ev.kind in ROUND_KINDS else None)
        if ev.kind == UNDO:
            states.pop()
            continue
        target = ev if ev.kind != REDO else log.events[ev.target - 1]
        if ev.kind != REDO:
            try:
                _remade(game, before, ev)
            except RuleError as e:
                raise _quoting(ev, e) from None
            except _FAILURES as e:
                raise _refused_at(ev, "it does not fit this table ({detail}).", detail=_detail(e)) from None
        state, board = states[-1]
        if target.kind == BOARD_EDITED:
            board = _board_of(game, after)
        states.append((_stepped(game, state, target, board), board))
        if game.entry_check is not None or game.commands:
            # The entry check and the commands fold the log themselves: folding each prefix in order keeps
            # that one step each.
            try:
                game.state_of(after)
            except _FAILURES as e:
                raise _refused_at(ev, "it does not fit this table ({detail}).", detail=_detail(e)) from None
    _shareable(game, log)
    return states[-1][0]


def _board_of(game: Game, log: Log) -> Board | None:
    """The board tables in force after `log` (None for a game that ships none)."""
    try:
        return board_in_force(log, game.id)
    except (FileNotFoundError, ModuleNotFoundError):
        return None


def _same_state(game: Game, head: Log, first: Event) -> None:
    """A table imported from a share code starts from exactly the state the code holds."""
    given = first.data.get("state")
    codec = game.codec
    wanted = codec.unpack(codec.pack(check_plain(given, "the game state")))
    if codec.fold(head) != wanted:
        raise RuleError("the state it was imported with breaks the rules of the game.")


def _shareable(game: Game, log: Log) -> None:
    """The state the table holds at the end still fits a share code, within the game's bounds."""
    last = log.events[-1]
    try:
        state = game.codec.fold(log)
        game.codec.unpack(game.codec.pack(check_plain(state, "the game state")))
    except RuleError as e:
        raise _refused_at(last, "the table it leaves cannot be shared: {reason}", reason=e) from None
    except _FAILURES as e:
        raise _refused_at(last, "the table it leaves cannot be shared ({detail}).", detail=_short(str(e))) from None
    _bounded(state, game, last)
