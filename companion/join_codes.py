"""Short join codes: six characters read aloud at the table, and the limits on guessing them.

Threat: anyone who can reach the server (a page on the same Wi-Fi; the websocket accepts any
origin) may type codes. A code is 6 characters from a 23-letter alphabet: 23**6 = 148,035,889.

- A code works once: it stays valid while its table is open (kept on the server, not on the Invite screen)
  until it is used or replaced (the seat's link revoked, fresh codes asked for, the table deleted).
- Guessing is limited three ways, and every limit ends by itself:
  * per client (one browser session): CLIENT_WRONG wrong codes within WINDOW seconds block that
    session for BLOCK seconds;
  * per address (the client IP, when the server knows it): ADDRESS_WRONG within WINDOW block that
    address for BLOCK seconds (new tabs from one device share it);
  * per table: while a table's codes are open, every wrong code counts against them; after
    TABLE_WRONG they are retired, and its Invite screen says so and offers fresh ones.
  No limit ever switches joining off for the whole server, and a right code from one client is
  never refused because another client typed wrong ones (unless both share an address that is
  blocked, or that table's codes were just retired).
- Remaining guessing rate: at most ADDRESS_WRONG (20) a minute from one address; against one set
  of codes at most TABLE_WRONG (50) guesses in all, so the chance that a set of up to 8 codes is
  guessed before it is retired is at most 50 * 8 / 148,035,889 (about 1 in 370,000).
- A typed code is compared with every open code in constant time (hmac.compare_digest).
Typed text that cannot be a code (wrong length or letters) is refused without counting as a guess.
"""
from __future__ import annotations

import hmac
import math
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from companion import redact
from companion.i18n import _, ngettext

CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY34679"  # no look-alikes: 0/O, 1/I/L, 2/Z, 5/S, 8/B
NEVER_LETTERS = "".join(ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if ch not in CODE_ALPHABET)
NEVER_DIGITS = "".join(ch for ch in "0123456789" if ch not in CODE_ALPHABET)
SEPARATORS = "-\u2010\u2011\u2012\u2013\u2014\u2015\u2212"  # a code read as "AH4-RUM": dashes, like spaces, are skipped
SPENT_KEPT = 10_000  # how many used or replaced codes are remembered (as keyed digests), to say so when typed
CODE_LENGTH = 6
CODE_LIFETIME: float | None = None  # no time limit: a code lives until used or replaced
WINDOW = 60.0
BLOCK = 60.0
CLIENT_WRONG = 5
ADDRESS_WRONG = 20
TABLE_WRONG = 50


class CodeRefused(PermissionError):
    """A typed code that opens nothing; the message is for the person typing, and names no code.

    `retired` lists the tables whose codes this wrong code retired (their Invite screens should redraw)."""

    def __init__(self, message: str, retired: tuple[str, ...] = ()):
        super().__init__(message)
        self.retired = retired


@dataclass
class _Tries:
    wrong: deque = field(default_factory=deque)  # times of recent wrong codes
    blocked_until: float = 0.0


@dataclass
class _CodeSet:
    table: str
    codes: dict[str, str]  # code -> seat
    opened: float
    wrong: int = 0
    retired: str | None = None  # why the set stopped working: "guessed" (too many wrong codes) or "expired"


def normalise(typed: str | None) -> str:
    """A typed code as it is compared: upper case, without spaces and dashes."""
    return "".join(ch for ch in (typed or "").upper() if not ch.isspace() and ch not in SEPARATORS)


class JoinCodes:
    """The open code sets (one per table) and the wrong-code limits; thread-safe.

    A code that was used or replaced is remembered only as a keyed digest (no code is kept in the clear),
    so that typing it again says so instead of "does not open a seat". This tells nothing that helps to
    guess an open code: a spent code opens nothing, new codes are drawn at random, and typing a spent
    code still counts as a wrong code against every limit."""

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self._lock = threading.Lock()
        self._key = secrets.token_bytes(32)
        self._spent: dict[bytes, str] = {}  # digest of a used or replaced code -> "used" or "replaced"
        self._sets: dict[str, _CodeSet] = {}  # Invite screen key -> its codes
        self._clients: dict[str, _Tries] = {}
        self._addresses: dict[str, _Tries] = {}

    def _digest(self, code: str) -> bytes:
        return hmac.digest(self._key, code.encode(), "sha256")

    def _spend(self, why: str, *codes: str) -> None:
        """Remember `codes` as used, replaced or deleted (called with the lock held); the oldest are forgotten first."""
        for code in codes:
            self._spent.pop(self._digest(code), None)
            self._spent[self._digest(code)] = why
        while len(self._spent) > SPENT_KEPT:
            del self._spent[next(iter(self._spent))]

    def open(self, owner: str, table: str, seats: list[str]) -> dict[str, str]:
        """Fresh codes, one per seat, for the Invite screen `owner` (its old codes stop working)."""
        with self._lock:
            taken = {c for s in self._sets.values() for c in s.codes}
            codes: dict[str, str] = {}
            for seat in seats:
                code = ""
                while not code or code in taken:
                    code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
                taken.add(code)
                codes[code] = seat
            old = self._sets.pop(owner, None)
            if old is not None:
                redact.forget(*old.codes)
                self._spend("replaced", *old.codes)
            redact.remember(*codes)  # never printed in a log line or an error
            self._sets[owner] = _CodeSet(table, codes, self.clock())
            return {seat: code for code, seat in codes.items()}

    def ensure(self, owner: str, table: str, seats: list[str]) -> dict[str, str]:
        """The codes for `seats`, as read out before: a seat that has an unused code keeps it, a seat without
        one gets one, a seat no longer listed (now on its phone) loses its code. A retired set stays retired."""
        with self._lock:
            found = self._sets.get(owner)
        if found is None or found.table != table:
            return self.open(owner, table, seats)
        with self._lock:
            self._expire(found)
            by_seat = {seat: code for code, seat in found.codes.items()}
            for code, seat in list(found.codes.items()):
                if seat not in seats:  # its seat is on a phone now (opened by its link): its code is used up
                    del found.codes[code]
                    redact.forget(code)
                    self._spend("taken", code)
            missing = [seat for seat in seats if seat not in by_seat]
            if missing and found.retired is None:
                taken = {c for s in self._sets.values() for c in s.codes}
                for seat in missing:
                    code = self._new_code(taken)
                    found.codes[code] = seat
                    redact.remember(code)
            return {seat: code for code, seat in found.codes.items()}

    def for_seat(self, owner: str, table: str, seat: str) -> str | None:
        """`seat`'s code as read out before, or a new one for it alone (every other seat's code stays as it is, unlike
        `ensure`, which drops the codes of seats it is not given); None once the set is retired."""
        with self._lock:
            found = self._sets.get(owner)
        if found is None or found.table != table:
            return self.open(owner, table, [seat])[seat]
        with self._lock:
            self._expire(found)
            if found.retired is not None:
                return None
            code = next((code for code, who in found.codes.items() if who == seat), None)
            return code if code is not None else self._add(found, seat)

    def replace(self, owner: str, seat: str) -> None:
        """A new code for `seat` in `owner`'s set (its link was revoked): the old code stops working."""
        with self._lock:
            found = self._sets.get(owner)
            if found is None:
                return
            for code, who in list(found.codes.items()):
                if who == seat:
                    del found.codes[code]
                    redact.forget(code)
                    self._spend("replaced", code)
            self._add(found, seat)

    def _add(self, found: _CodeSet, seat: str) -> str:
        """A new code for `seat` in the set `found`, unlike any open code (called with the lock held)."""
        code = self._new_code({c for s in self._sets.values() for c in s.codes})
        found.codes[code] = seat
        redact.remember(code)
        return code

    @staticmethod
    def _new_code(taken: set[str]) -> str:
        code = ""
        while not code or code in taken:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        taken.add(code)
        return code

    def close(self, owner: str, why: str | None = None) -> None:
        """The screen's codes open nothing any more; `why` ("deleted": the table is gone) is said when one is typed
        (a walk's player typed the code of a deleted table and read it as a wrong guess)."""
        with self._lock:
            old = self._sets.pop(owner, None)
            if old is not None:
                if why:
                    self._spend(why, *old.codes)
                redact.forget(*old.codes)

    def status(self, owner: str) -> str | None:
        """None while the screen's codes work; "guessed" or "expired" once retired; "closed" if it has none."""
        with self._lock:
            found = self._sets.get(owner)
            if found is None:
                return "closed"
            self._expire(found)
            return found.retired

    def _expire(self, code_set: _CodeSet) -> None:
        if (CODE_LIFETIME is not None and code_set.retired is None
                and self.clock() - code_set.opened > CODE_LIFETIME):
            code_set.retired = "expired"

    def _blocked_for(self, tries: _Tries | None, now: float) -> float:
        return max(0.0, tries.blocked_until - now) if tries else 0.0

    def _count(self, book: dict[str, _Tries], key: str, limit: int, now: float) -> int:
        """Record a wrong code for `key`; how many more it may type before it is blocked."""
        tries = book.setdefault(key, _Tries())
        while tries.wrong and now - tries.wrong[0] > WINDOW:
            tries.wrong.popleft()
        tries.wrong.append(now)
        if len(tries.wrong) >= limit:
            tries.blocked_until = now + BLOCK
            tries.wrong.clear()
            return 0
        return limit - len(tries.wrong)

    def redeem(self, typed: str, client: str, address: str | None = None) -> tuple[str, str]:
        """(table, seat) for a right code, which then stops working; CodeRefused otherwise."""
        code = normalise(typed)
        with self._lock:
            now = self.clock()
            self._forget_old(now)
            wait = max(self._blocked_for(self._clients.get(client), now),
                       self._blocked_for(self._addresses.get(address or ""), now) if address else 0.0)
            if wait:
                # Worded in the language of the phone that typed (this runs in its event handler).
                raise CodeRefused(_("Too many wrong codes from this phone: try again in {n} seconds, or scan the "
                                    "seat's QR code.").format(n=math.ceil(wait)))
            if len(code) != CODE_LENGTH or not all(ch.isascii() and ch.isalnum() for ch in code):
                raise CodeRefused(_("A code has {n} letters and digits, as shown on the banker's Invite "
                                    "screen.").format(n=CODE_LENGTH))
            if not set(code) <= set(CODE_ALPHABET):
                raise CodeRefused(_("Codes never use the letters {letters} or the digits {digits}: check the code "
                                    "on the banker's Invite screen.").format(letters=", ".join(NEVER_LETTERS),
                                                                            digits=", ".join(NEVER_DIGITS)))
            hit = None
            for owner, code_set in self._sets.items():
                self._expire(code_set)
                for known, seat in code_set.codes.items():  # every code compared: no early exit
                    if hmac.compare_digest(known.encode(), code.encode()) and code_set.retired is None:
                        hit = (owner, known, seat)
            if hit is not None:
                owner, known, seat = hit
                code_set = self._sets[owner]
                del code_set.codes[known]
                self._spend("used", known)
                return code_set.table, seat
            spent = self._spent.get(self._digest(code))
            retired = []
            for code_set in self._sets.values():
                if code_set.retired is None:
                    code_set.wrong += 1
                    if code_set.wrong >= TABLE_WRONG:
                        code_set.retired = "guessed"
                        retired.append(code_set.table)
            left = self._count(self._clients, client, CLIENT_WRONG, now)
            if address:
                left = min(left, self._count(self._addresses, address, ADDRESS_WRONG, now))
            if left == 0:
                raise CodeRefused(_("That code does not open a seat. Too many wrong codes from this phone: try "
                                    "again in {n} seconds, or scan the seat's QR code.").format(n=int(BLOCK)),
                                  tuple(retired))
            if spent == "used":
                raise CodeRefused(_("This code was already used (each code works once): ask the banker for a new "
                                    "one on the Invite screen."), tuple(retired))
            if spent == "taken":
                raise CodeRefused(_("This code's seat is already open on another phone (by its link). If it is "
                                    "yours, ask the banker to move it to this phone on the Invite screen."),
                                  tuple(retired))
            if spent == "deleted":
                raise CodeRefused(_("This code's table was deleted on the banker's phone: it opens nothing any more."),
                                  tuple(retired))
            if spent == "replaced":
                raise CodeRefused(_("This code was replaced by a new one: ask the banker for the seat's new code "
                                    "on the Invite screen."), tuple(retired))
            # Codes live as long as the server runs: after a restart the Invite screen shows new ones.
            raise CodeRefused(ngettext("That code does not open a seat (each code works once, and the codes change "
                                       "when the server restarts: check the banker's Invite screen). {n} try left "
                                       "for now.", "That code does not open a seat (each code works once, and the "
                                       "codes change when the server restarts: check the banker's Invite screen). "
                                       "{n} tries left for now.", left).format(n=left), tuple(retired))

    def _forget_old(self, now: float) -> None:
        for book in (self._clients, self._addresses):
            for key in [k for k, t in book.items() if t.blocked_until < now
                        and (not t.wrong or now - t.wrong[-1] > WINDOW)]:
                del book[key]
