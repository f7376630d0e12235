"""Live tables: one in-memory log and its folded state per open table, every change written to disk before anyone sees it.

Every action takes one path (the engine's, for every kind of event — a game's own commands, the
tray, sealed rounds, board edits, undo and redo): the command checks the rules and returns the
new log; the table folds the game's state one step (an undo folds again) and checks the game's
invariants; only then is the event written and the new log and state put in place. A command
refused, an effect that fails or a broken invariant writes nothing and changes nothing.
The state is folded under the hub's lock, once per action; a redraw only reads it.
"""
from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass
from typing import Any, Callable

from calculators.core.boards import board_in_force, has_board, load_board
from calculators.core.game import rules_for
from calculators.core.log import Event, Log, record
from calculators.core.model import RuleError
from calculators.core.table import TableSetup, table_name
from companion.i18n import _
from companion.public_drafts import PublicDrafts
from companion.storage import Store, StorageError

Action = Callable[[Log], tuple[Log, Event]]


@dataclass(frozen=True)
class TableSnapshot:
    """What a screen needs to draw a table: its id, setup, log and the game's state folded from it, at one instant.

    `setup.name` is the table's name in force (a rename is an action of the log); `state` is None for a game
    without rules of its own (a generic table)."""

    id: str
    setup: TableSetup
    log: Log
    state: Any = None


def fold(setup: TableSetup, log: Log) -> Any:
    """The game's state in force after `log` (None for a generic table); RuleError if an effect fails
    or an invariant breaks. The log keeps the state, so the game's `state_of(log)` returns it at once."""
    rules = rules_for(setup.game)
    if rules is None:
        return None
    try:
        state = rules.state_of(log)
    except RuleError:
        raise
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
        # The detail stays in __cause__: an effect's message may name a number this seat may not see.
        raise RuleError(_("This action cannot be applied to the table as it stands; nothing was saved.")) from exc
    broken = rules.problems(state, board_in_force(log, setup.game))
    if broken:
        raise RuleError("This action would break the rules of the table: {broken}.", broken=broken)  # core's words
    return state


def deleted_words(name: str) -> str:
    """What a phone whose table was deleted on the banker's phone says, in its language."""
    if name:
        return _("The table “{name}” was deleted on the banker's phone, with its whole history. Your link no longer "
                 "opens it; ask the banker for a new one if you play on.").format(name=name)
    return _("This table was deleted on the banker's phone, with its whole history. Your link no longer opens it; "
             "ask the banker for a new one if you play on.")


class TableHub:
    """Every table this server holds open; one lock orders all changes, so no update is lost or doubled."""

    def __init__(self, store: Store):
        self.store = store
        self._lock = threading.RLock()
        self._open: dict[str, TableSnapshot] = {}
        self._secrets: dict[str, str] = {}  # each open table's secret, read from its metadata once
        self.drafts = PublicDrafts(store)  # public steps not yet recorded (Rollout's setup dice and picks), kept
        # Tables deleted while this server runs (id -> name, "" when it was not open): their phones say so.
        self._deleted: dict[str, str] = {}

    def create(self, setup: TableSetup, actor: str = "host", *, kind: str = "table.created",
               data: dict | None = None, table_secret: str | None = None) -> str:
        """A new saved table whose log starts with one event (created here, or imported from elsewhere)."""
        first = {**setup.model_dump(mode="json"), **(data or {})}
        if "board" not in first and has_board(setup.game):
            first["board"] = load_board(setup.game).model_dump(mode="json")  # the session keeps the values it starts with
        log, created = record(Log(), kind, actor, first, undoable=False)
        meta = {"game": setup.game, "name": setup.name, "setup": setup.model_dump(mode="json"),
                # Keys the table's fingerprint (shown on every table screen); never sent to seat pages.
                "table_secret": table_secret or secrets.token_hex(16)}
        if kind != "table.created":
            meta["imported"] = True  # Home says so: a code carries a state, not the events that led to it
        with self._lock:
            sid = self.store.create(meta, [created.model_dump(mode="json")])
            self._open[sid] = TableSnapshot(sid, setup, log, self._fold_quietly(setup, log))
        return sid

    @staticmethod
    def _fold_quietly(setup: TableSetup, log: Log) -> Any:
        # A table saved by an older release may no longer fold; it still opens, and its screen says why.
        try:
            return fold(setup, log)
        except (RuleError, ValueError, KeyError, TypeError, IndexError, AttributeError):
            return None

    def get(self, sid: str) -> TableSnapshot:
        """The table's current state, loading (and folding) it from disk the first time (storage errors pass through)."""
        with self._lock:
            snap = self._open.get(sid)
            if snap is None:
                stored = self.store.load(sid)
                setup = TableSetup.model_validate(stored.meta["setup"])  # as the table started
                log = Log(events=tuple(Event.model_validate(e) for e in stored.events))
                setup = self._in_force(setup, log)
                snap = TableSnapshot(sid, setup, log, self._fold_quietly(setup, log))
                self._open[sid] = snap
                self._listed_as(sid, setup.name, stored.meta.get("name"))
            return snap

    @staticmethod
    def _in_force(setup: TableSetup, log: Log) -> TableSetup:
        """`setup` (as the table started) under the table's name in force after `log` (a rename is an action)."""
        name = table_name(log) or setup.name
        return setup if name == setup.name else setup.model_copy(update={"name": name})

    def _listed_as(self, sid: str, name: str, listed: Any) -> None:
        """Home lists a table by its metadata's name: it follows the name in force, written after the event that
        changed it. A write that fails leaves the event standing (it is on disk); the table is read again next time,
        and the name mended then."""
        if listed == name:
            return
        try:
            self.store.update_meta(sid, {"name": name})
        except StorageError:
            self._open.pop(sid, None)

    def secret(self, sid: str) -> str:
        """The table's secret (it keys the fingerprint shown on every table screen): read from its metadata
        once, then kept with the open table, so a redraw costs no disk read. A table saved before tables had
        secrets is given one, once, for good."""
        with self._lock:
            secret = self._secrets.get(sid)
            if secret is None:
                secret = self.store.load(sid).meta.get("table_secret")
                if not isinstance(secret, str) or len(secret) != 32:
                    secret = secrets.token_hex(16)
                    self.store.update_meta(sid, {"table_secret": secret})
                self._secrets[sid] = secret
            return secret

    def act(self, sid: str, action: Action) -> Event:
        """Apply one action: the command checks it, the state is folded one step and its invariants checked,
        then it is written; it is on disk before this returns. RuleError passes through and nothing changes."""
        with self._lock:
            snap = self.get(sid)
            new_log, event = action(snap.log)
            state = fold(snap.setup, new_log)
            self.store.append(sid, event.model_dump(mode="json"))
            setup = self._in_force(snap.setup, new_log)
            self._open[sid] = TableSnapshot(sid, setup, new_log, state)
            self._listed_as(sid, setup.name, snap.setup.name)
            return event

    def act_many(self, sid: str, action: Callable[[Log], tuple[Log, list[Event]]]) -> list[Event]:
        """Apply an action that records several events (undo back to an entry) under the one lock; each is
        on disk before the next, and the table in memory always matches what is on disk."""
        with self._lock:
            snap = self.get(sid)
            new_log, events = action(snap.log)
            done = len(snap.log.events)
            setup = snap.setup
            for event in events:
                self.store.append(sid, event.model_dump(mode="json"))
                done += 1
                log = Log.model_construct(events=new_log.events[:done])
                self._open[sid] = TableSnapshot(sid, self._in_force(setup, log), log)
            self._listed_as(sid, self._open[sid].setup.name, setup.name)
            return events

    def catch_up(self, sid: str, events: list[dict]) -> int:
        """Bring table `sid` up to date with a history recorded elsewhere that continues its own (a table file of it
        further on): the events past its own are appended, each on disk before the next; returns how many.
        RuleError when its events are no longer the first ones of `events` (nothing is written then)."""
        with self._lock:
            snap = self.get(sid)
            done = len(snap.log.events)
            if [e.model_dump(mode="json") for e in snap.log.events] != list(events[:done]) or len(events) <= done:
                raise RuleError(_("The table here changed meanwhile: it is no longer the start of this file's table; "
                                  "import the file again."))
            new_log = Log(events=snap.log.events + tuple(Event.model_validate(e) for e in events[done:]))
            state = fold(snap.setup, new_log)
            try:
                for event in events[done:]:
                    self.store.append(sid, event)
            except StorageError:
                self._open.pop(sid, None)  # read again from disk: what was written stands, a history's start
                raise
            setup = self._in_force(snap.setup, new_log)
            self._open[sid] = TableSnapshot(sid, setup, new_log, state)
            self._listed_as(sid, setup.name, snap.setup.name)
            return len(events) - done

    def delete(self, sid: str) -> None:
        """Delete a saved table for good; the phones still showing it are told by `deleted` (storage errors pass
        through, and the table stays)."""
        with self._lock:
            self.store.delete(sid)
            self.drafts.forget(sid)
            snap = self._open.pop(sid, None)
            self._secrets.pop(sid, None)
            self._deleted[sid] = snap.setup.name if snap is not None else ""

    def deleted(self, sid: str | None) -> str | None:
        """The name of table `sid` if it was deleted while this server runs ("" when its name was not at hand);
        None for a table that was not."""
        with self._lock:
            return self._deleted.get(sid) if sid else None

    def forget(self, sid: str) -> None:
        with self._lock:
            self._open.pop(sid, None)
            self._secrets.pop(sid, None)
