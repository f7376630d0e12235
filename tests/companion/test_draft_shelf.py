"""A phone that comes back as a new session (its line dropped: `companion.reconnect`) finds what it had typed and
chosen on the screen it left, and no other phone, person or screen ever finds it (`companion.draft_shelf`)."""
from __future__ import annotations

import flet as ft

from companion.access import Identity
from companion.draft_shelf import DraftShelf
from companion.live import ScreenState
from companion.session import Session

KEY = "/seat/tok@0"


def phone(device: str | None, who: Identity | None = None, **more) -> Session:
    s = Session(page=None, services=None, identity=who or Identity("seat", table="t1", seat="Ann", token="tok"),
                device_key=device)
    for name, value in more.items():
        setattr(s, name, value)
    return s


def typed(state: ScreenState, key: str, words: str, given: str = "") -> None:
    """The screen draws field `key` with `given`, and the player types `words` into it (the browser writes the
    drawn instance's value)."""
    state.field(key, ft.TextField(value=given)).value = words


def drawn(state: ScreenState, key: str, given: str = "") -> str:
    return state.field(key, ft.TextField(value=given)).value


def test_the_same_phone_back_as_a_new_session_finds_its_typed_bid_and_choices():
    shelf = DraftShelf()
    before, after = ScreenState(), ScreenState()
    shelf.shelve(phone("dev-1"), KEY, before)
    typed(before, "bid", "120")
    before.values["company"] = "Simcor"
    shelf.shelve(phone("dev-1"), KEY, after)  # the new session's first draw of the screen
    assert drawn(after, "bid") == "120"
    assert after.get("company") == "Simcor"


def test_another_phone_another_person_or_another_screen_finds_nothing():
    def left_by(owner: Session, key: str = KEY) -> ScreenState:
        shelf = DraftShelf()
        old = ScreenState()
        shelf.shelve(owner, key, old)
        typed(old, "bid", "120")
        new = ScreenState()
        shelf.shelve(phone("dev-1"), KEY, new)
        return new

    others = {
        "another browser": left_by(phone("dev-2")),
        "Bob's seat on this browser": left_by(phone("dev-1", Identity("seat", table="t1", seat="Bob", token="tok"))),
        "the banker link on this browser": left_by(phone("dev-1", Identity("banker", table="t1", token="tok"))),
        "the screen before an undo": left_by(phone("dev-1"), "/seat/tok@1"),
        "the phone passed for a sealed entry": left_by(phone("dev-1", cover={"seat": "Bob"})),
        "the phone handed to a player": left_by(phone("dev-1", holders={"t1": "Bob"})),
    }
    assert {name: drawn(state, "bid") for name, state in others.items()} == {name: "" for name in others}


def test_the_same_session_opening_the_screen_again_starts_afresh_as_before():
    shelf, me = DraftShelf(), phone("dev-1")
    old = ScreenState()
    shelf.shelve(me, KEY, old)
    typed(old, "bid", "120")
    again = ScreenState()
    shelf.shelve(me, KEY, again)  # Home and back on the same phone: a form opened anew is empty, as it always was
    assert drawn(again, "bid") == ""


def test_what_is_typed_on_the_new_screen_is_never_overwritten():
    shelf = DraftShelf()
    old, new = ScreenState(), ScreenState()
    shelf.shelve(phone("dev-1"), KEY, old)
    typed(old, "bid", "120")
    new_phone = phone(None)  # its device key still on its way from the browser's storage
    shelf.shelve(new_phone, KEY, new)
    typed(new, "bid", "95")
    new_phone.device_key = "dev-1"
    shelf.shelve(new_phone, KEY, new)
    assert drawn(new, "bid") == "95"


def test_an_untouched_field_follows_the_table_and_a_typed_one_stays():
    shelf = DraftShelf()
    old, new = ScreenState(), ScreenState()
    shelf.shelve(phone("dev-1"), KEY, old)
    drawn(old, "cash", "300")  # given by the screen, never typed over
    typed(old, "bid", "120", given="100")
    shelf.shelve(phone("dev-1"), KEY, new)
    # Meanwhile another phone confirmed entries: the screen now gives 250 and 90.
    assert (drawn(new, "cash", "250"), drawn(new, "bid", "90")) == ("250", "120")


def test_a_screen_drawn_before_the_phones_key_was_read_takes_up_its_draft_once_it_is():
    shelf = DraftShelf()
    old = ScreenState()
    shelf.shelve(phone("dev-1"), KEY, old)
    typed(old, "bid", "120")
    new_phone, new = phone(None), ScreenState()
    assert shelf.shelve(new_phone, KEY, new) is False  # the host's table drawn at once, its key still on its way
    assert drawn(new, "bid") == ""
    new_phone.device_key = "dev-1"
    assert shelf.shelve_waiting(new_phone) is True  # the app draws it again
    assert drawn(new, "bid") == "120"


def test_the_oldest_drafts_go_once_the_shelf_is_full():
    shelf = DraftShelf(limit=2)
    for device in ("a", "b", "c"):
        state = ScreenState()
        shelf.shelve(phone(device), KEY, state)
        typed(state, "bid", device)
    found = {}
    for device in ("c", "b", "a"):  # the newest first: each comes back
        state = ScreenState()
        shelf.shelve(phone(device), KEY, state)
        found[device] = drawn(state, "bid")
    assert found == {"a": "", "b": "b", "c": "c"}


def test_a_closed_sessions_draft_is_kept_as_plain_values_and_still_found():
    import gc
    import weakref

    shelf = DraftShelf()
    gone, old = phone("dev-1"), ScreenState()
    shelf.shelve(gone, KEY, old)
    typed(old, "bid", "120")
    old.values["company"] = "Simcor"
    shelf.park(gone)  # the phone's old session closed (Flet's on_close)
    ref = weakref.ref(gone)
    del gone, old
    gc.collect()
    assert ref() is None  # the shelf holds no closed session (nor its page)
    new = ScreenState()
    shelf.shelve(phone("dev-1"), KEY, new)
    assert drawn(new, "bid") == "120" and new.get("company") == "Simcor"


def test_a_screen_left_on_the_phone_leaves_nothing_for_its_next_session():
    # A walk started a table from New table, reloaded, and found the form filled in again with the last table's
    # players (and started a second table with one player too many). A form sent, or left with Back, is dropped.
    shelf, me = DraftShelf(), phone("dev-1")
    old = ScreenState()
    shelf.shelve(me, "/new", old)
    typed(old, "new-player", "Zed")
    old.values["players"] = ["Zed"]
    shelf.drop(me, "/new", old)  # the screen unmounted: the table was started and the phone went to it
    new = ScreenState()
    shelf.shelve(phone("dev-1"), "/new", new)
    assert drawn(new, "new-player") == "" and new.get("players") is None


def test_the_hosts_phone_takes_up_its_draft_once_its_storage_says_it_is_the_host():
    # A walk's Kasse (the host's phone) reloaded four times with a loan form typed: the fourth found it back at the
    # printed 48,000 DM. The new session's device key was read before the host key that makes it the host: shelved
    # then, it was another person than its last session, the draft not its to take, and gone for good.
    shelf, host = DraftShelf(), Identity("host")
    old = ScreenState()
    shelf.shelve(phone("dev-1", host, is_host=True), KEY, old)
    typed(old, "payout", "47123")
    new_phone, new = phone("dev-1", Identity("guest"), restored=False), ScreenState()
    assert shelf.shelve(new_phone, KEY, new) is False and drawn(new, "payout") == ""  # its storage still being read
    new_phone.identity, new_phone.is_host, new_phone.restored = host, True, True
    version = new.version
    assert shelf.shelve_waiting(new_phone) is True  # the app draws it again …
    assert new.version > version  # … the screen's parts too: they redraw when their state's version moves
    assert drawn(new, "payout") == "47123"
