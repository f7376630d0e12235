"""Who may see and do what: the host secret, seat and banker links, short join codes, the banker role.

Rights never come from an IP address (every test, and often every phone, looks alike): the host
holds the secret printed when the server starts; a seat holds its link's token; the banker link
holds its own token. Tokens are 128 bits or more from `secrets`, kept in the table's saved
details so a restart keeps every phone's link working; they never travel in a shared snapshot.
"""
from __future__ import annotations

import hmac
import secrets
import threading
from dataclasses import dataclass, field
from typing import Literal

from calculators.core.actors import BANKER, HOST, seat_actor
from companion import redact
from companion.join_codes import CODE_ALPHABET, CODE_LENGTH, JoinCodes  # noqa: F401 (re-exported)
from companion.i18n import N_

Kind = Literal["host", "banker", "seat", "guest"]


@dataclass
class Identity:
    """What one browser session is: the host, a banker link, a seat of one table, or a stranger."""

    kind: Kind = "guest"
    table: str | None = None
    seat: str | None = None
    token: str | None = None
    key: str = field(default_factory=lambda: secrets.token_hex(8))  # this session, for the banker role


HOLDER_KEY = "banker_holder"  # the table's details: whose phone holds the banker role ("host", or a device key)


def codes_owner(table: str) -> str:
    """Whose join codes: one set per table, kept while the table is open."""
    return f"table:{table}"


def new_token() -> str:
    """An unguessable link token: 192 bits, URL-safe."""
    token = secrets.token_urlsafe(24)
    redact.remember(token)
    return token


class Access:
    """Server-wide access state; tokens persist in each table's saved details, codes and roles in memory."""

    def __init__(self, store, host_secret: str | None):
        self.store = store
        self.host_secret = host_secret  # None: a packaged app on one phone, which is its own host
        self._lock = threading.RLock()
        self._tokens: dict[str, tuple[str, str | None]] | None = None  # token -> (table, seat or None=banker)
        self._holders: dict[str, str] = {}  # table -> identity key holding the banker role ("host" = the host)
        self.codes = JoinCodes()  # short codes and the limits on guessing them

    # -- the host ------------------------------------------------------------------------

    def is_host_secret(self, candidate: str | None) -> bool:
        if self.host_secret is None:
            return True
        return bool(candidate) and hmac.compare_digest(candidate.encode(), self.host_secret.encode())

    # -- tokens --------------------------------------------------------------------------

    def _index(self) -> dict[str, tuple[str, str | None]]:
        if self._tokens is None:
            index: dict[str, tuple[str, str | None]] = {}
            infos, _problems = self.store.list_sessions()
            for info in infos:
                for seat, tok in (info.meta.get("seat_tokens") or {}).items():
                    index[tok] = (info.id, seat)
                if info.meta.get("banker_token"):
                    index[info.meta["banker_token"]] = (info.id, None)
            self._tokens = index
            redact.remember(*index)  # never printed in a log line or an error
        return self._tokens

    def lookup(self, token: str | None) -> tuple[str, str | None] | None:
        """(table, seat) for a seat link's token, (table, None) for a banker link; None if unknown or revoked."""
        if not token:
            return None
        with self._lock:
            for known, where in self._index().items():
                if hmac.compare_digest(known.encode(), token.encode()):
                    return where
        return None

    def _meta(self, table: str) -> dict:
        return self.store.load(table).meta

    def seat_token(self, table: str, seat: str) -> str:
        """The seat's link token, issued on first use."""
        with self._lock:
            tokens = dict(self._meta(table).get("seat_tokens") or {})
            if seat not in tokens:
                tokens[seat] = new_token()
                self.store.update_meta(table, {"seat_tokens": tokens}, touch=False)
                self._index()[tokens[seat]] = (table, seat)
            return tokens[seat]

    def banker_token(self, table: str) -> str:
        with self._lock:
            tok = self._meta(table).get("banker_token")
            if not tok:
                tok = new_token()
                self.store.update_meta(table, {"banker_token": tok}, touch=False)
                self._index()[tok] = (table, None)
            return tok

    def reissue_seat(self, table: str, seat: str) -> str:
        """Revoke a seat's link (the old one stops working at once) and issue a new one."""
        with self._lock:
            tokens = dict(self._meta(table).get("seat_tokens") or {})
            old = tokens.get(seat)
            tokens[seat] = new_token()
            self.store.update_meta(table, {"seat_tokens": tokens}, touch=False)
            index = self._index()
            index.pop(old, None)
            index[tokens[seat]] = (table, seat)
        self.codes.replace(codes_owner(table), seat)  # its short code is replaced with the link
        return tokens[seat]

    def reissue_banker(self, table: str) -> str:
        with self._lock:
            old = self._meta(table).get("banker_token")
            tok = new_token()
            self.store.update_meta(table, {"banker_token": tok}, touch=False)
            index = self._index()
            index.pop(old, None)
            index[tok] = (table, None)
            if self._holder(table) != HOST:
                self._hold(table, HOST)  # the revoked phone loses the role with its link
            return tok

    def forget_table(self, table: str) -> None:
        self.codes.close(codes_owner(table), "deleted")  # a deleted table's codes open nothing, and say why
        with self._lock:
            self._tokens = None
            self._holders.pop(table, None)

    # -- the banker role -----------------------------------------------------------------

    def holder(self, table: str) -> str:
        """The identity key holding the table's banker role, or "host"."""
        with self._lock:
            return self._holder(table)

    def _holder(self, table: str) -> str:
        # Kept in the table's details (a banker link's key is its browser's device key, `routes.settle`): a bank phone
        # that took the role keeps it through a reconnect (a new session) and a server restart, where it went back
        # to the host's screen — or to nobody (a walk's bank phone read "the banker role is on another phone").
        if table not in self._holders:
            try:
                kept = self.store.meta(table).get(HOLDER_KEY)  # its details only, not its events (first draw)
            except Exception:  # noqa: BLE001 - a table gone or unreadable: the host holds the role
                kept = None
            self._holders[table] = kept if isinstance(kept, str) and kept else HOST
        return self._holders[table]

    def _hold(self, table: str, key: str) -> None:
        """Persist first (a failure raises and changes nothing), then remember."""
        self.store.update_meta(table, {HOLDER_KEY: key}, touch=False)
        self._holders[table] = key

    def take_banker_role(self, table: str, who: Identity) -> None:
        """The host, or a valid banker link, takes the role; there is one banker at a time."""
        with self._lock:
            if who.kind == "host":
                self._hold(table, HOST)
            elif who.kind == "banker" and who.table == table and self.lookup(who.token) == (table, None):
                self._hold(table, who.key)
            else:
                raise PermissionError(N_("Only the host or the banker link can take the banker role."))

    def actor_for(self, who: Identity, table: str) -> str | None:
        """The actor string this identity acts as on `table`, or None if it may not act there at all."""
        if who.kind == "host":
            return BANKER if self.holder(table) == HOST else HOST
        if who.kind == "banker" and who.table == table and self.lookup(who.token) == (table, None):
            return BANKER if self.holder(table) == who.key else HOST
        if who.kind == "seat" and who.table == table and self.lookup(who.token) == (table, who.seat):
            return seat_actor(who.seat)
        return None

    # -- short codes ---------------------------------------------------------------------

    def open_codes(self, owner: str, table: str, seats: list[str]) -> dict[str, str]:
        """Fresh six-character codes, one per seat, replacing `owner`'s old ones (see join_codes)."""
        return self.codes.open(owner, table, seats)

    def table_codes(self, table: str, seats: list[str]) -> dict[str, str]:
        """The table's six-character codes for `seats`, the same as last shown until used or replaced."""
        return self.codes.ensure(codes_owner(table), table, seats)

    def seat_code(self, table: str, seat: str) -> str | None:
        """`seat`'s six-character code (the one Invite shows, or a new one), the other seats' left as they are; None
        while the table's codes are retired (too many wrong guesses, or expired)."""
        return self.codes.for_seat(codes_owner(table), table, seat)

    def fresh_codes(self, table: str, seats: list[str]) -> dict[str, str]:
        """New codes for every seat in `seats` (the old ones stop working)."""
        return self.codes.open(codes_owner(table), table, seats)

    def codes_status(self, table: str) -> str | None:
        """None while the table's codes work; "guessed" once too many wrong codes retired them."""
        status = self.codes.status(codes_owner(table))
        return None if status == "closed" else status

    def close_codes(self, owner: str) -> None:
        self.codes.close(owner)

    def redeem(self, typed: str, client: str = "", address: str | None = None) -> str:
        """The seat token a short code stands for; each code works once. Raises PermissionError (CodeRefused).

        `client` is the browser session typing, `address` its IP when known: the guessing limits count per
        client, per address and per table, never for the whole server."""
        table, seat = self.codes.redeem(typed, client, address)
        return self.seat_token(table, seat)
