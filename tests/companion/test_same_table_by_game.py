"""Import: a table already saved here is recognised by its secret and its game. A walk's files of two games shared a
secret: a Rollout file was called "the same table" as a saved Owner's Choice one, and "Open the saved table" would
have opened the other game."""
from __future__ import annotations

from calculators.core.table import make_setup
from companion.share.importing import saved_copies
from companion.storage import Store
from companion.table import TableHub


def test_a_saved_table_is_the_same_only_for_its_own_game(tmp_path):
    store = Store(tmp_path)
    hub = TableHub(store)
    sid = hub.create(make_setup("owners-choice", "Friday", ["Ann", "Bob"], "Kim"))
    info = next(i for i in store.list_tables()[0] if i.id == sid)
    secret = info.meta["table_secret"]
    assert [i.id for i in saved_copies(store, secret, "owners-choice")] == [sid]
    assert saved_copies(store, secret, "rollout") == []
    assert saved_copies(store, "another secret", "owners-choice") == []
