"""What a phone had typed and chosen on a screen, kept for that same phone's next session on that same screen.

A phone whose line drops (it slept, its Wi-Fi went) comes back as a new session, drawn afresh (`companion.reconnect`);
without this shelf a sealed bid half typed, an amount typed and not yet confirmed, the choices of a form were gone.
The new session finds the screen's state its old one left, when all of this holds:
- the same browser (its device key, from its own storage: another phone never finds it);
- the same screen (route and undo count: after an undo a form starts afresh, as it does on a phone that stayed);
- the same person there: the same seat, banker link or host, and no phone passed around (a banker's phone passed to a
  player for a sealed entry, or to the player Owner's Choice hands it to, keeps that player's draft to itself);
- nothing typed or chosen yet on the new screen.
Only plain values travel (the words in each field, the screen's choices), never a control of the old page."""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any


@dataclass
class Typed:
    """The words a field of the old page held (all `ScreenState` reads of a field)."""

    value: Any


@dataclass(frozen=True)
class Parked:
    """What the shelf needs of a closed session: who it was, and whether the phone was in a player's hands."""

    identity: Any
    is_host: bool
    cover: Any
    holders: dict

    @classmethod
    def of(cls, session) -> "Parked":
        return cls(session.identity, session.is_host, session.cover, dict(session.holders))


def whose(session) -> tuple:
    """Who a session is on its screen, as far as a draft is concerned."""
    ident = session.identity
    return ident.kind, ident.table, ident.seat, session.is_host


def private_hands(session) -> bool:
    """The phone is passed to a player who keeps something from the rest (a sealed entry's cover, Owner's Choice's
    hand-over): what is typed then is that player's, never another session's draft."""
    return session.cover is not None or bool(session.holders)


class DraftShelf:
    """The last screen state of each (device, screen), newest last; the oldest go once `limit` are kept."""

    def __init__(self, limit: int = 400):
        self._kept: OrderedDict[tuple[str, str], tuple[Any, Any]] = OrderedDict()
        self._limit = limit
        self._lock = threading.Lock()

    def shelve(self, session, key: str, state) -> bool:
        """`state` is `session`'s screen at `key` now; if the same phone's last session left a draft there, and
        `state` holds nothing yet, `state` takes it up (True: draw it again). Before the phone's device key and its
        own choices (`Session.restored`) are read from its storage, the screen waits in the session
        (`shelve_waiting`)."""
        device = session.device_key
        if getattr(state, "shelved", False):
            return False
        # Who the phone is waits for its storage too (the host's own browser is known as the host from it): shelved
        # before, a host's new session was another person than its last, and the draft was lost (a walk's Kasse
        # reloaded four times; the fourth found the loan form back at the printed 48,000 DM, as the reads raced).
        if device is None or not getattr(session, "restored", True):
            session.unshelved[key] = state
            return False
        state.shelved = True
        with self._lock:
            before = self._kept.pop((device, key), None)
            self._kept[(device, key)] = (session, state)
            while len(self._kept) > self._limit:
                self._kept.popitem(last=False)
        if before is None:
            return False
        old_session, old = before
        if old_session is session or whose(old_session) != whose(session):
            return False
        if private_hands(old_session) or private_hands(session) or not old.holds_anything():
            return False
        return state.take_up(old)

    def drop(self, session, key: str, state) -> None:
        """`session` left the screen at `key` (its form sent, or Back): nothing of it waits for a next session (a walk
        started a table, reloaded, and found New table filled in again with the last table's players)."""
        if session.unshelved.get(key) is state:
            del session.unshelved[key]
        with self._lock:
            for k, (owner, kept) in list(self._kept.items()):
                if k[1] == key and owner is session and kept is state:
                    del self._kept[k]

    def park(self, session) -> None:
        """`session` closed (its phone gone for good, or back as a new one): its screens are kept as plain values,
        so the shelf holds no closed page (a field's handlers hold its page and session)."""
        with self._lock:
            for key, (owner, state) in list(self._kept.items()):
                if owner is session:
                    self._kept[key] = (Parked.of(session), state.copy_plain())

    def kept(self) -> list[tuple[tuple[str, str], tuple[Any, Any]]]:
        """Each (device, screen) and its (owner, state), oldest first: a copy (`companion.draft_disk` writes them)."""
        with self._lock:
            return list(self._kept.items())

    def take(self, found) -> None:
        """Drafts kept from the server's last run (`companion.draft_disk`), older than any of this run."""
        with self._lock:
            now = list(self._kept.items())
            self._kept.clear()
            for k, v in [*found, *now][-self._limit:]:
                self._kept[k] = v

    def shelve_waiting(self, session) -> bool:
        """The screens `session` drew before its device key was read, shelved now that it is (True: one took up
        a draft, draw it again)."""
        waiting, session.unshelved = session.unshelved, {}
        return any([self.shelve(session, key, state) for key, state in waiting.items()])
