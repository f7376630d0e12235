"""A seat belongs to one phone (trust issue, item 1): the claim logic, its persistence, moving a seat, and how
the routes and the seat page use it — without a browser (tests/e2e/test_seat_claims.py drives two real ones)."""
from __future__ import annotations

import re
import types

import pytest

from calculators.core.actors import BANKER, seat_actor
from calculators.core.bids import FieldSpec, RoundSpec, enter, open_round
from calculators.core.table import make_setup
from companion.access import Access, Identity
from companion.context import PASSED, Ctx
from companion.routes import settle, views_for
from companion.seat_claims import CLAIMS_KEY, MOVES_KEY, SeatClaims, is_device_key, new_device_key
from companion.share.files import export_session
from companion.storage import Store
from companion.table import TableHub
from companion.views.seat import made_for
from tests.support.controls import walk
from tests.support.phone import session as phone_session

PHONE_A, PHONE_B = new_device_key(), new_device_key()


@pytest.fixture
def world(tmp_path):
    store = Store(tmp_path)
    hub = TableHub(store)
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob"], "Ann"))
    access = Access(store, host_secret="s3cret-host")
    return types.SimpleNamespace(store=store, hub=hub, sid=sid, access=access, claims=SeatClaims(store, access),
                                 path=tmp_path)


def test_the_first_device_claims_the_seat_and_no_other_gets_it(world):
    c, sid = world.claims, world.sid
    assert not c.is_claimed(sid, "Ann")
    assert c.claim(sid, "Ann", PHONE_A) == "new"
    assert c.claim(sid, "Ann", PHONE_A) == "mine"  # a reload of the same phone
    assert c.claim(sid, "Ann", PHONE_B) == "taken"
    assert c.claim(sid, "Bob", PHONE_B) == "new"  # one phone per seat, not one seat per table
    for bad in ("", "short", PHONE_A + "!", None, 42):
        assert c.claim(sid, "Ann", bad) == "taken"  # a garbled key never passes as the holder
    assert c.is_claimed(sid, "Ann") and c.holder_since(sid, "Ann")


def test_the_claim_is_saved_with_the_table_hashed_and_survives_a_restart(world):
    world.claims.claim(world.sid, "Ann", PHONE_A)
    meta = Store(world.path).load(world.sid).meta
    assert PHONE_A not in str(meta) and set(meta[CLAIMS_KEY]) == {"Ann"}  # only a hash of the device key
    fresh = SeatClaims(Store(world.path), Access(Store(world.path), "other"))
    assert fresh.claim(world.sid, "Ann", PHONE_B) == "taken" and fresh.claim(world.sid, "Ann", PHONE_A) == "mine"


def test_a_refused_claim_saves_nothing(world):
    world.claims.claim(world.sid, "Ann", PHONE_A)
    before = Store(world.path).load(world.sid).meta
    assert world.claims.claim(world.sid, "Ann", PHONE_B) == "taken"
    assert world.claims.hand_over(world.sid, "Ann", PHONE_B) is None  # only the holder may hand it over
    assert Store(world.path).load(world.sid).meta == before


def test_the_banker_moving_a_seat_revokes_the_old_link_and_frees_the_seat(world):
    a, c, sid = world.access, world.claims, world.sid
    old = a.seat_token(sid, "Ann")
    c.claim(sid, "Ann", PHONE_A)
    new = c.move(sid, "Ann")
    assert new != old and a.lookup(old) is None and a.lookup(new) == (sid, "Ann")
    assert a.actor_for(Identity("seat", table=sid, seat="Ann", token=old), sid) is None  # the old page cannot act
    assert not c.is_claimed(sid, "Ann") and c.claim(sid, "Ann", PHONE_B) == "new"
    assert c.moved(sid, old) == ("Ann", "banker") and c.moved_anywhere(old) == (sid, "Ann", "banker")
    assert c.moved(sid, new) is None and c.moved_anywhere("never-issued") is None
    assert old not in str(Store(world.path).load(sid).meta[MOVES_KEY])  # the old token is kept hashed only


def test_the_holding_phone_hands_its_seat_over(world):
    a, c, sid = world.access, world.claims, world.sid
    old = a.seat_token(sid, "Bob")
    c.claim(sid, "Bob", PHONE_A)
    new = c.hand_over(sid, "Bob", PHONE_A)
    assert new and a.lookup(old) is None and a.lookup(new) == (sid, "Bob")
    assert c.moved(sid, old) == ("Bob", "player") and not c.is_claimed(sid, "Bob")


def test_claims_and_moves_never_leave_in_a_table_file(world):
    world.claims.claim(world.sid, "Ann", PHONE_A)
    world.claims.move(world.sid, "Ann")
    doc = export_session(Store(world.path).load(world.sid)).decode()
    assert CLAIMS_KEY not in doc and MOVES_KEY not in doc


def test_device_keys_are_long_random_and_checked():
    keys = {new_device_key() for _ in range(50)}
    assert len(keys) == 50 and all(is_device_key(k) and len(k) >= 32 for k in keys)
    assert not is_device_key("a" * 31) and not is_device_key("<script>" * 5)


# -- the routes ---------------------------------------------------------------------------------------------------

def session(world, device):
    """A phone (its session) whose browser storage gave `device` as its key (None: not read yet)."""
    services = types.SimpleNamespace(hub=world.hub, store=world.store, access=world.access, claims=world.claims,
                                     config=types.SimpleNamespace(lan_address=None, port=8550, scheme="http"))
    return phone_session("/", services, Identity(), device_key=device)


def opened(s, route: str) -> list:
    """The route opened on phone `s` (settled, as the app settles a link it opens) and its screens drawn."""
    settle(s, route)
    return [shown.build(Ctx(s)) for shown in views_for(s, route)]


def texts(views) -> str:
    return " ".join(str(getattr(c, "value", "") or "") for v in views for c in walk([v.appbar, *v.controls]))


def test_a_second_device_on_a_claimed_link_gets_nothing_of_the_seat(world):
    route = f"/seat/{world.access.seat_token(world.sid, 'Ann')}"
    ann = session(world, PHONE_A)
    assert "You are Ann" in texts(opened(ann, route)) and ann.identity.kind == "seat"
    other = session(world, PHONE_B)
    shown = texts(opened(other, route))
    assert "This seat is in use on another phone" in shown
    assert "Ann" not in shown and "Friday" not in shown  # not even the seat's name or the table's
    assert other.identity.kind == "guest" and Ctx(other).actor(world.sid) is None and other.showing_table is None
    assert not Ctx(other).act(world.sid, lambda log, actor: (_ for _ in ()).throw(AssertionError("acted")))


def test_nothing_of_the_seat_is_drawn_before_the_device_key_is_known(world):
    route = f"/seat/{world.access.seat_token(world.sid, 'Ann')}"
    waiting = session(world, None)
    shown = texts(opened(waiting, route))
    assert "Ann" not in shown and waiting.identity.kind == "guest" and waiting.device_key is None
    assert not world.claims.is_claimed(world.sid, "Ann")  # nothing claimed for a device not yet known


def test_the_old_phone_is_told_when_the_banker_moves_its_seat(world):
    route = f"/seat/{world.access.seat_token(world.sid, 'Ann')}"
    ann = session(world, PHONE_A)
    opened(ann, route)
    world.claims.move(world.sid, "Ann")
    shown = texts(opened(ann, route))
    assert "The banker moved Ann's seat to another phone" in shown and ann.identity.kind == "guest"
    # A new session (after a restart) on the old link is told too.
    assert "The banker moved Ann's seat" in texts(opened(session(world, PHONE_A), route))
    # A phone that was refused the seat ("in use") and opens the old link after the move is told what is true of it
    # too, and shown the way on (a walk read "This phone no longer has it" of a seat it never had, and no way on).
    views = opened(session(world, PHONE_B), route)
    other = texts(views)
    assert "This link no longer opens it." in other and "This phone no longer has it" not in other
    assert [c for c in walk([*views[-1].controls]) if getattr(c, "key", None) == "moved-join"]


# -- where an action for a seat was made ------------------------------------------------------------------------

SPEC = RoundSpec(purpose="Blind bid", participants=("Ann", "Bob"),
                 fields=(FieldSpec(name="amount", label="Amount", kind="int", min=0, max=100),),
                 resolve="highest", rank_field="amount")


def test_pass_the_phone_entries_are_marked_and_told_apart_from_the_seats_own(world):
    world.hub.act(world.sid, lambda log: open_round(log, BANKER, SPEC, round_id="r1"))
    phone = session(world, PHONE_A)
    phone.identity = Identity("host", key="k")
    banker = Ctx(phone)
    assert banker.actor(world.sid) == BANKER
    # Bob's entry made on the banker's phone, passed to him; Ann (the playing banker) enters her own there.
    assert banker.act(world.sid, lambda log, actor: enter(log, actor, "r1", {"amount": 5}), as_actor=seat_actor("Bob"))
    assert banker.act(world.sid, lambda log, actor: enter(log, actor, "r1", {"amount": 7}), as_actor=seat_actor("Ann"))
    log = world.hub.get(world.sid).log
    bob_entry, ann_entry = log.events[-2], log.events[-1]
    assert bob_entry.actor == "seat:Bob" and bob_entry.data["via"] == PASSED
    assert "via" not in ann_entry.data
    assert made_for(bob_entry, "Bob") == "on the banker's phone" and made_for(ann_entry, "Ann") == "on your phone"
    assert made_for(bob_entry, "Ann") is None
    # Fortune's banker is the Kasse: "by the banker" read as if Commerzbank, one of its banks, had acted (a walk).
    assert made_for(bob_entry, "Bob", "fortune") == "on the Kasse's phone"
    # Saved as shown: a restart reads the mark back.
    stored = Store(world.path).load(world.sid).events
    assert stored[-2]["data"]["via"] == PASSED


def test_a_phone_that_never_had_the_seat_is_not_told_it_handed_it_over(world):
    # A walk: Ann's second phone was refused ("in use"); Ann handed the seat over on her first phone; the second phone
    # opened the old link again and read "This phone handed Ann's seat over" — of a seat it never had.
    route = f"/seat/{world.access.seat_token(world.sid, 'Ann')}"
    opened(session(world, PHONE_A), route)
    assert world.claims.hand_over(world.sid, "Ann", PHONE_A)
    other = texts(opened(session(world, PHONE_B), route))
    assert "The phone that had it handed Ann's seat over to another phone. This link no longer opens it." in other
    assert "This phone handed" not in other


def test_the_phone_that_handed_its_seat_over_finds_the_new_link_again_after_a_reload(world):
    """A walk: Cy handed his seat over, his phone reloaded (a locked screen does so) before the new phone scanned, and
    it read "The phone that had it handed Cy's seat over … open the new link, or join with its code": the QR gone,
    the seat with it, and blamed on another phone. The handing phone (its browser's device key) sees the new link
    again until the new phone takes the seat; no other phone ever does."""
    old = world.access.seat_token(world.sid, "Ann")
    route = f"/seat/{old}"
    opened(session(world, PHONE_A), route)
    new = world.claims.hand_over(world.sid, "Ann", PHONE_A)
    again = texts(opened(session(world, PHONE_A), route))  # a new session of the same browser: a reload
    assert "This phone handed Ann's seat over and no longer has it." in again and f"/seat/{new}" in again
    other = texts(opened(session(world, PHONE_B), route))
    assert new not in other and "The phone that had it handed Ann's seat over" in other
    opened(session(world, PHONE_B), f"/seat/{new}")  # the new phone takes it
    assert new not in texts(opened(session(world, PHONE_A), route))


def test_the_handing_phone_shows_the_seats_code_for_a_new_phone_that_cannot_scan(world):
    # A walk: the hand-over screen showed a QR code and a link, but not the six-character code Invite shows, so a new
    # phone whose camera could not scan had no way in but the banker's Invite screen. The code shown opens the seat
    # (the new link's seat); the code Invite read out for Bob still works.
    bob_code = world.access.table_codes(world.sid, ["Ann", "Bob"])["Bob"]
    old = world.access.seat_token(world.sid, "Ann")
    route = f"/seat/{old}"
    ann = session(world, PHONE_A)
    opened(ann, route)
    new = world.claims.hand_over(world.sid, "Ann", PHONE_A)
    ann.handed_over = {old: new}
    shown = texts(opened(ann, route))
    code = re.search(r"Code: ([A-Z0-9]{6})\b", shown)
    assert code and "tap “I have a code” and type" in shown, shown
    assert world.access.redeem(code.group(1), "new-phone") == new
    assert world.access.redeem(bob_code, "bobs-phone") == world.access.seat_token(world.sid, "Bob")
    assert code.group(1) not in texts(opened(session(world, PHONE_B), route))  # only the handing phone reads it


def test_the_handing_phone_says_the_new_phone_has_the_seat_once_it_has_taken_it(world):
    # A walk: Ann handed her seat over; the new phone scanned it and became "You are Ann", while the old phone still
    # read "Scan this with the new phone: it opens Ann's seat there." with the link, already used.
    old = world.access.seat_token(world.sid, "Ann")
    route = f"/seat/{old}"
    ann = session(world, PHONE_A)
    opened(ann, route)
    new = world.claims.hand_over(world.sid, "Ann", PHONE_A)
    ann.handed_over = {old: new}  # as the hand-over screen keeps it on this phone
    before = texts(opened(ann, route))
    assert f"/seat/{new}" in before and "Scan this with the new phone" in before
    opened(session(world, PHONE_B), f"/seat/{new}")  # the new phone takes it
    after = texts(opened(ann, route))
    assert "This phone handed Ann's seat over: the new phone has it now." in after
    assert new not in after and "Scan this" not in after and "If this is your seat" not in after
