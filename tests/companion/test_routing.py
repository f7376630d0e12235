"""Routing without side effects (issue 15, item 3): who a session is is settled once, when a link or code is
opened (`routes.settle`); drawing a route's screens (`routes.views_for`, then each screen's build) never changes
it, never claims a seat and never tells other phones anything."""
from __future__ import annotations

from companion.routes import settle
from companion.seat_claims import new_device_key
from tests.support.controls import all_text
from tests.support.sessions import HOST, draw, session_at, world  # noqa: F401 (world: a fixture)


def test_a_seat_link_is_claimed_when_opened_and_drawing_it_again_changes_nothing(world):
    token = world.access.seat_token(world.sid, "Ann")
    phone = new_device_key()
    session, told = session_at(world, f"/seat/{token}", phone)
    assert (session.identity.kind, session.identity.seat, session.showing_table) == ("seat", "Ann", world.sid)
    assert world.services.claims.is_claimed(world.sid, "Ann")
    assert len(told.sent) == 1  # the banker's Invite is told once: this seat is taken now
    before = session.identity
    for _ in range(3):
        assert "Ann" in all_text(draw(session))
    assert session.identity is before and len(told.sent) == 1  # drawing told nobody and changed nobody


def test_drawing_a_seat_link_before_this_browsers_key_is_read_claims_nothing(world):
    token = world.access.seat_token(world.sid, "Ann")
    session, told = session_at(world, f"/seat/{token}", device_key=None)
    draw(session)
    assert session.identity.kind == "guest" and not world.services.claims.is_claimed(world.sid, "Ann")
    assert told.sent == []
    session.device_key = new_device_key()  # read from the browser's storage: the route is settled again
    settle(session, session.route)
    assert session.identity.seat == "Ann" and world.services.claims.is_claimed(world.sid, "Ann")


def test_another_phone_opening_a_held_seat_is_told_it_is_in_use_and_gets_nothing_of_it(world):
    token = world.access.seat_token(world.sid, "Ann")
    session_at(world, f"/seat/{token}", new_device_key())
    other, told = session_at(world, f"/seat/{token}", new_device_key())
    assert other.identity.kind == "guest" and other.showing_table is None and told.sent == []
    text = all_text(draw(other))
    assert "Ann" not in text or "in use" in text.lower()


def test_a_held_fortune_seat_names_the_kasse_in_both_languages(world):
    """Fortune's banker is the Kasse on every Fortune screen; a walk's German phone opening a held Fortune seat read
    "bitte die Bank, ihn … umzuziehen" (the other games keep the banker)."""
    from calculators.core.table import make_setup
    from companion import i18n

    sid = world.services.hub.create(make_setup("fortune", "Sunday", ["Ann", "Bob"], "Kim"))
    token = world.access.seat_token(sid, "Bob")
    session_at(world, f"/seat/{token}", new_device_key())
    other, _told = session_at(world, f"/seat/{token}", new_device_key())
    assert "or ask the Kasse to move it to a new phone on the Invite screen." in all_text(draw(other))
    with i18n.using(lambda: "de"):
        german = all_text(draw(other))
    assert "bitte die Kasse, ihn auf dem Bildschirm „Handys einladen“" in german and "die Bank" not in german
    rollout = world.access.seat_token(world.sid, "Ann")
    session_at(world, f"/seat/{rollout}", new_device_key())
    stranger, _told = session_at(world, f"/seat/{rollout}", new_device_key())
    assert "or ask the banker to move it" in all_text(draw(stranger))


def test_the_host_secret_makes_the_host_and_a_stranger_stays_a_stranger(world):
    stranger, _ = session_at(world, f"/table/{world.sid}")
    assert stranger.identity.kind == "guest" and stranger.showing_table is None
    assert "Friday" not in all_text(draw(stranger))  # the landing screen, nothing of the table
    host, _ = session_at(world, f"/table/{world.sid}?host={HOST}")
    assert host.identity.kind == "host" and host.is_host
    settle(host, f"/table/{world.sid}")  # later routes of the same browser stay the host's
    assert host.identity.kind == "host" and host.showing_table == world.sid
    assert draw(host)[0].title.value == "Friday"  # the table's own screen, its name in the app bar


def test_a_banker_link_is_the_banker_of_its_table_only(world):
    token = world.access.banker_token(world.sid)
    banker, _ = session_at(world, f"/bank/{token}")
    assert (banker.identity.kind, banker.identity.table, banker.showing_table) == ("banker", world.sid, world.sid)
    before = banker.identity
    draw(banker)
    assert banker.identity is before
    gone, _ = session_at(world, "/bank/not-a-token")
    assert gone.identity.kind == "guest" and gone.showing_table is None


def test_a_seat_link_whose_claim_cannot_be_read_says_so_when_drawn(world, monkeypatch):
    """The claims file unreadable while another phone opens a seat's link: the screen says why (the refusal was
    drawn from the exception after its `except` block had ended, a NameError, before)."""
    from companion.storage import StorageError

    token = world.access.seat_token(world.sid, "Ann")
    session_at(world, f"/seat/{token}", new_device_key())  # Ann's own phone holds the seat

    def unreadable(sid, seat):
        raise StorageError("The seat claims could not be read: {why}", why="disk gone")

    monkeypatch.setattr(world.services.claims, "is_claimed", unreadable)
    other, told = session_at(world, f"/seat/{token}", new_device_key())
    text = all_text(draw(other))
    assert "could not be read" in text and "disk gone" in text
    assert other.showing_table is None and told.sent == []


def test_the_code_screen_stands_over_the_first_screen_so_back_leads_there(world):
    # A walk tapped "I have a code" by mistake on a player's phone and found no way back but the browser's own Back.
    from companion.routes import views_for

    guest, _ = session_at(world, "/join")
    assert [s.key for s in views_for(guest, "/join")] == ["/", "/join"]
    host, _ = session_at(world, f"/join?host={HOST}")
    assert [s.key for s in views_for(host, "/join")] == ["/", "/join"]
