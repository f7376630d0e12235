"""A seat belongs to one phone: the first device that opens a seat's link claims the seat.

A device is known by a random key the server gives it, kept in that browser's storage (Flet's
SharedPreferences: localStorage on the web), so a reload or a server restart finds the same device.
The table's saved details keep only a hash of the key ("seat_device_tokens": never exported, like
the seat tokens), so a copied table file cannot be used to pass as the phone.

A claim ends in two ways, and each also revokes the seat's link (Access.reissue_seat), so a page
still holding the old link can no longer act: the phone that holds the seat hands it over
(`hand_over`), or the banker moves it (`move`). The old link is remembered (hashed, the latest
MAX_MOVES) with who ended it, so the old phone is told why it lost the seat.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import re
import secrets
import threading
from datetime import datetime, timezone
from typing import Literal

CLAIMS_KEY = "seat_device_tokens"  # seat -> {"device": hash of the device key, "at": ISO time}
MOVES_KEY = "moved_seat_tokens"  # hash of a revoked seat token -> {"seat": name, "by": "banker" | "player"}
MAX_MOVES = 64
DEVICE_PREF = "table_companion.device"  # the browser storage key holding this device's key
_DEVICE_KEY = re.compile(r"[A-Za-z0-9_-]{32,64}")

READ_WAITS = (0.0, 0.5, 1.0, 2.0, 4.0)  # seconds before each try to read the key from the browser's storage
READ_TIMEOUT = 10.0  # seconds one read may take (a read the browser never answers is sent again)
log = logging.getLogger(__name__)

Verdict = Literal["new", "mine", "taken"]
MovedBy = Literal["banker", "player"]


def new_device_key() -> str:
    """A device key: 192 random bits, URL-safe."""
    return secrets.token_urlsafe(24)


def is_device_key(value: object) -> bool:
    """True for a value that can be a device key this server gave out (anything else gets a new one)."""
    return isinstance(value, str) and _DEVICE_KEY.fullmatch(value) is not None


async def load_device_key(prefs, waits: tuple[float, ...] = READ_WAITS, timeout: float = READ_TIMEOUT) -> str:
    """This browser's device key from its storage (`prefs`: get/set like ft.SharedPreferences), or a new one,
    stored, when the storage answered that it holds none.

    A read that fails (the browser's storage service not ready yet on a page still connecting, a dropped
    connection, a read slower than `timeout`) is tried again after each of `waits`. A failed read never leads to
    writing a new key: that would replace the key of the phone that holds a seat, and the seat would be lost to
    "in use on another phone". If every read fails, the key made here lasts this session and is not stored."""
    for wait in waits:
        await asyncio.sleep(wait)
        try:
            stored = await asyncio.wait_for(prefs.get(DEVICE_PREF), timeout)
        except Exception as err:  # noqa: BLE001 - any failure of the browser's storage: try again
            log.warning("reading this browser's device key failed (%s); trying again", type(err).__name__)
            continue
        if is_device_key(stored):
            return stored
        key = new_device_key()
        try:
            await asyncio.wait_for(prefs.set(DEVICE_PREF, key), timeout)
        except Exception as err:  # noqa: BLE001
            log.warning("storing a new device key failed (%s); it lasts this session", type(err).__name__)
        return key
    log.warning("this browser's storage could not be read; its device key lasts this session")
    return new_device_key()


def _digest(kind: str, secret: str) -> str:
    return hashlib.sha256(f"{kind}:{secret}".encode()).hexdigest()


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")


class SeatClaims:
    """Which device holds each seat of each table; written to the table's details before it counts."""

    def __init__(self, store, access):
        self.store = store
        self.access = access
        self._lock = threading.RLock()
        self._cache: dict[str, dict] = {}  # table -> {"claims": {...}, "moves": {...}}

    def _state(self, table: str) -> dict:
        if table not in self._cache:
            meta = self.store.load(table).meta
            claims = meta.get(CLAIMS_KEY) if isinstance(meta.get(CLAIMS_KEY), dict) else {}
            moves = meta.get(MOVES_KEY) if isinstance(meta.get(MOVES_KEY), dict) else {}
            self._cache[table] = {"claims": dict(claims), "moves": dict(moves)}
        return self._cache[table]

    def _save(self, table: str, claims: dict, moves: dict | None = None) -> None:
        """Persist first (a failure raises and changes nothing), then remember."""
        state = self._state(table)
        changes = {CLAIMS_KEY: claims} if moves is None else {CLAIMS_KEY: claims, MOVES_KEY: moves}
        self.store.update_meta(table, changes, touch=False)
        state["claims"] = claims
        if moves is not None:
            state["moves"] = moves

    def holder_since(self, table: str, seat: str) -> str | None:
        """When the seat was claimed (ISO time), or None while no phone holds it."""
        with self._lock:
            claim = self._state(table)["claims"].get(seat)
            return claim.get("at") if isinstance(claim, dict) else None

    def is_claimed(self, table: str, seat: str) -> bool:
        return self.holder_since(table, seat) is not None

    def claim(self, table: str, seat: str, device_key: str) -> Verdict:
        """"new" (this device claimed the seat just now), "mine" (it already held it) or "taken" (another phone's)."""
        if not is_device_key(device_key):
            return "taken"
        mine = _digest("device", device_key)
        with self._lock:
            claims = self._state(table)["claims"]
            held = claims.get(seat)
            if isinstance(held, dict) and isinstance(held.get("device"), str):
                return "mine" if hmac.compare_digest(held["device"], mine) else "taken"
            self._save(table, {**claims, seat: {"device": mine, "at": _now()}})
            return "new"

    def _release(self, table: str, seat: str, by: MovedBy, device: str | None = None) -> str:
        """Forget the seat's phone, revoke its link (remembered as moved `by`, and by which device's hand-over), and
        return the new link's token."""
        with self._lock:
            old = self.access.seat_token(table, seat)
            state = self._state(table)
            claims = {s: c for s, c in state["claims"].items() if s != seat}
            move = {"seat": seat, "by": by, **({"from": device} if device else {})}
            moves = {**state["moves"], _digest("seat", old): move}
            moves = dict(list(moves.items())[-MAX_MOVES:])
            self._save(table, claims, moves)
            return self.access.reissue_seat(table, seat)

    def move(self, table: str, seat: str) -> str:
        """The banker moves the seat to a new phone: the old phone loses it at once; the new link is unclaimed."""
        return self._release(table, seat, "banker")

    def hand_over(self, table: str, seat: str, device_key: str) -> str | None:
        """The phone holding the seat gives it up for another phone; None if this device does not hold it."""
        with self._lock:
            held = self._state(table)["claims"].get(seat)
            if not (is_device_key(device_key) and isinstance(held, dict)
                    and hmac.compare_digest(str(held.get("device")), _digest("device", device_key))):
                return None
            return self._release(table, seat, "player", held.get("device"))

    def handed_by(self, table: str, token: str, device_key: str | None) -> str | None:
        """The seat's new link when `token` is the old link this device handed over and no phone has taken the seat
        since: a reload of the handing phone shows it again (a walk's reload lost the QR, and the seat with it)."""
        if not is_device_key(device_key or ""):
            return None
        with self._lock:
            try:
                found = self._state(table)["moves"].get(_digest("seat", token))
            except Exception:  # a table that cannot be read has no moves to tell of
                return None
            if not (isinstance(found, dict) and isinstance(found.get("from"), str)
                    and hmac.compare_digest(found["from"], _digest("device", device_key or ""))):
                return None
            seat = found.get("seat")
            if self._state(table)["claims"].get(seat) is not None:
                return None  # the new phone has it now
            return self.access.seat_token(table, seat)

    def moved(self, table: str, token: str) -> tuple[str, MovedBy] | None:
        """(seat, who moved it) when `token` is a seat link revoked by a move or hand-over of this table."""
        with self._lock:
            try:
                found = self._state(table)["moves"].get(_digest("seat", token))
            except Exception:  # a table that cannot be read has no moves to tell of
                return None
            return (found["seat"], found["by"]) if isinstance(found, dict) else None

    def moved_anywhere(self, token: str) -> tuple[str, str, MovedBy] | None:
        """(table, seat, by) for a seat link revoked by a move or hand-over at any table of this server."""
        digest = _digest("seat", token)
        infos, _problems = self.store.list_sessions()
        for info in infos:
            found = (info.meta.get(MOVES_KEY) or {}).get(digest) if isinstance(info.meta.get(MOVES_KEY), dict) else None
            if isinstance(found, dict):
                return info.id, found.get("seat", ""), found.get("by", "banker")
        return None

    def forget_table(self, table: str) -> None:
        with self._lock:
            self._cache.pop(table, None)
