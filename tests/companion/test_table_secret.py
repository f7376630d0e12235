"""A table's secret (it keys the fingerprint on every table screen) is kept by the TableHub that holds the
table open, not in a module-level cache: read from the table's metadata once, per hub, under the hub's lock."""
import re

from calculators.core.table import make_setup
from companion.share import snapshot_of
from companion.storage import Store
from companion.table import TableHub

SETUP = make_setup("rollout", "Friday", ["Ann", "Bob"], "Ann")


def test_the_secret_is_the_one_saved_with_the_table_and_read_from_disk_once(tmp_path):
    store = Store(tmp_path)
    hub = TableHub(store)
    sid = hub.create(SETUP, table_secret="0123456789abcdef0123456789abcdef")
    reads = []
    real = store.load
    store.load = lambda s: reads.append(s) or real(s)
    assert hub.secret(sid) == "0123456789abcdef0123456789abcdef"
    assert hub.secret(sid) == "0123456789abcdef0123456789abcdef"
    assert snapshot_of(hub, sid).table_secret == hub.secret(sid)
    assert reads == [sid]  # the first call read the metadata; every later one, none


def test_two_hubs_over_two_data_folders_keep_their_own_secrets(tmp_path):
    one, two = TableHub(Store(tmp_path / "one")), TableHub(Store(tmp_path / "two"))
    a = one.create(SETUP, table_secret="a" * 32)
    b = two.create(SETUP, table_secret="b" * 32)
    assert one.secret(a) == "a" * 32 and two.secret(b) == "b" * 32


def test_a_table_saved_without_a_secret_is_given_one_for_good(tmp_path):
    store = Store(tmp_path)
    sid = TableHub(store).create(SETUP)
    store.update_meta(sid, {"table_secret": None})  # as a table saved before tables had secrets
    first = TableHub(store).secret(sid)
    assert re.fullmatch(r"[0-9a-f]{32}", first)
    assert store.load(sid).meta["table_secret"] == first and TableHub(store).secret(sid) == first


def test_forgetting_or_deleting_a_table_drops_its_secret(tmp_path):
    store = Store(tmp_path)
    hub = TableHub(store)
    sid = hub.create(SETUP, table_secret="c" * 32)
    hub.secret(sid)
    store.update_meta(sid, {"table_secret": "d" * 32})  # changed on disk behind the hub's back
    assert hub.secret(sid) == "c" * 32
    hub.forget(sid)
    assert hub.secret(sid) == "d" * 32
