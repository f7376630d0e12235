"""Who may do what (live-table issue): host secret, seat and banker links, short codes, the banker role."""
import pytest

from calculators.core.table import make_setup
from companion.access import CODE_ALPHABET, Access, Identity
from companion.storage import Store
from companion.table import TableHub


@pytest.fixture
def world(tmp_path):
    store = Store(tmp_path)
    hub = TableHub(store)
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob"], "Ann"))
    return Access(store, host_secret="s3cret-host"), sid, store


def test_host_rights_come_only_from_the_secret(world):
    access, _sid, _ = world
    assert access.is_host_secret("s3cret-host")
    assert not access.is_host_secret("s3cret-hosT") and not access.is_host_secret("") and not access.is_host_secret(None)


def test_seat_tokens_are_long_persist_and_map_back(world, tmp_path):
    access, sid, store = world
    tok = access.seat_token(sid, "Ann")
    assert len(tok) >= 22 and access.seat_token(sid, "Ann") == tok  # 128 bits at least; issued once
    assert Access(Store(tmp_path), "x").lookup(tok) == (sid, "Ann")  # survives a restart
    assert access.lookup("nope") is None and access.lookup(None) is None


def test_reissue_revokes_the_old_link_at_once(world):
    access, sid, _ = world
    old = access.seat_token(sid, "Bob")
    new = access.reissue_seat(sid, "Bob")
    assert new != old and access.lookup(old) is None and access.lookup(new) == (sid, "Bob")
    who = Identity("seat", table=sid, seat="Bob", token=old)
    assert access.actor_for(who, sid) is None  # a page still holding the old link can no longer act


def test_actor_for_each_identity(world):
    access, sid, _ = world
    ann = Identity("seat", table=sid, seat="Ann", token=access.seat_token(sid, "Ann"))
    assert access.actor_for(ann, sid) == "seat:Ann"
    assert access.actor_for(Identity("seat", table=sid, seat="Bob", token=ann.token), sid) is None  # not Bob's link
    assert access.actor_for(Identity("guest"), sid) is None
    host = Identity("host")
    assert access.actor_for(host, sid) == "banker"


def test_one_banker_at_a_time_and_the_host_takes_it_back(world):
    access, sid, _ = world
    link = Identity("banker", table=sid, token=access.banker_token(sid))
    host = Identity("host")
    access.take_banker_role(sid, link)
    assert access.actor_for(link, sid) == "banker" and access.actor_for(host, sid) == "host"
    access.take_banker_role(sid, host)
    assert access.actor_for(link, sid) == "host" and access.actor_for(host, sid) == "banker"
    with pytest.raises(PermissionError):
        access.take_banker_role(sid, Identity("seat", table=sid, seat="Ann", token=access.seat_token(sid, "Ann")))
    access.take_banker_role(sid, link)
    access.reissue_banker(sid)  # revoking the banker link takes the role back to the host
    assert access.actor_for(host, sid) == "banker" and access.actor_for(link, sid) is None


def test_short_codes_have_no_lookalikes_work_once_and_only_while_invite_is_open(world):
    access, sid, _ = world
    codes = access.open_codes("screen-1", sid, ["Ann", "Bob"])
    assert all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes.values())
    assert not set("0O1IL5S2Z8B") & set(CODE_ALPHABET)
    assert access.lookup(access.redeem(codes["Ann"].lower())) == (sid, "Ann")  # typed in lower case is fine
    with pytest.raises(PermissionError, match="This code was already used"):
        access.redeem(codes["Ann"])  # works once
    access.close_codes("screen-1")  # the Invite screen closed
    with pytest.raises(PermissionError):
        access.redeem(codes["Bob"])


def test_wrong_codes_from_one_client_never_stop_another_clients_right_code(world):
    """Issue 18 item 3: ten wrong codes used to switch code joining off for the whole server; now the
    limits are per client, per address and per table, and a right code from another client still works."""
    access, sid, _ = world
    codes = access.open_codes("screen-1", sid, ["Ann", "Bob"])
    for _ in range(12):
        with pytest.raises(PermissionError):
            access.redeem("XXXXXX", "stranger", "10.0.0.9")
    with pytest.raises(PermissionError, match="Too many wrong codes from this phone"):
        access.redeem(codes["Ann"], "stranger", "10.0.0.9")  # the guesser is blocked, even with a right code
    assert access.lookup(access.redeem(codes["Ann"], "ann-phone", "10.0.0.2")) == (sid, "Ann")


def test_the_banker_role_stays_with_the_bank_phone_through_a_new_session_and_a_restart(world):
    # A walk's bank phone (a banker link) took the role; after a server restart it read "the banker role is on
    # another phone" and the host's screen, perhaps a laptop nobody watched, ran the bank again. A reconnect makes
    # a new session too (companion.reconnect): the role belongs to the phone's browser (its device key).
    access, sid, store = world
    device = "d" * 32
    token = access.banker_token(sid)
    access.take_banker_role(sid, Identity("banker", table=sid, token=token, key=device))
    again = Access(store, access.host_secret)  # the server restarted
    phone = Identity("banker", table=sid, token=token, key=device)  # its new session, the same browser
    assert again.actor_for(phone, sid) == "banker" and again.actor_for(Identity("host"), sid) == "host"
    assert again.actor_for(Identity("banker", table=sid, token=token), sid) == "host"  # another browser: watches
    again.take_banker_role(sid, Identity("host"))
    assert Access(store, access.host_secret).actor_for(phone, sid) == "host"
