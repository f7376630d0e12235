"""Reading this browser's device key (which seat it holds) from its storage (companion/seat_claims.py:
load_device_key). A failed read must never end in a new key written over the stored one: the phone that holds
a seat would then be told its own seat is "in use on another phone" after a reload or a server restart."""
from __future__ import annotations

import asyncio

from companion.seat_claims import DEVICE_PREF, is_device_key, load_device_key, new_device_key
from tests.support.aio import run_async

NO_WAIT = (0.0, 0.0, 0.0)


class Storage:
    """A browser's storage that answers the way `script` says: a value, an exception to raise, or "slow"."""

    def __init__(self, stored=None, script=()):
        self.values = {} if stored is None else {DEVICE_PREF: stored}
        self.script = list(script)
        self.reads = 0
        self.writes = []

    async def get(self, key):
        self.reads += 1
        step = self.script.pop(0) if self.script else "answer"
        if isinstance(step, Exception):
            raise step
        if step == "slow":
            await asyncio.sleep(5)
        return self.values.get(key)

    async def set(self, key, value):
        self.writes.append(value)
        self.values[key] = value
        return True


def load(storage, **kw):
    return run_async(load_device_key(storage, **{"waits": NO_WAIT, "timeout": 0.2, **kw}))


def test_a_stored_key_is_kept():
    key = new_device_key()
    storage = Storage(key)
    assert load(storage) == key and storage.writes == []


def test_a_first_visit_gets_a_new_key_and_stores_it():
    storage = Storage()
    key = load(storage)
    assert is_device_key(key) and storage.values[DEVICE_PREF] == key and storage.reads == 1


def test_a_failed_read_is_tried_again_and_the_stored_key_survives():
    key = new_device_key()
    storage = Storage(key, script=[RuntimeError("control not found"), "slow"])
    assert load(storage) == key
    assert storage.reads == 3 and storage.writes == [] and storage.values[DEVICE_PREF] == key


def test_when_no_read_succeeds_the_key_lasts_the_session_and_the_stored_one_is_untouched():
    key = new_device_key()
    storage = Storage(key, script=[RuntimeError("gone")] * 3)
    made = load(storage)
    assert is_device_key(made) and made != key
    assert storage.reads == 3 and storage.writes == [] and storage.values[DEVICE_PREF] == key


def test_a_stored_value_that_is_no_key_is_replaced():
    storage = Storage("not a key <script>")
    key = load(storage)
    assert is_device_key(key) and storage.values[DEVICE_PREF] == key

