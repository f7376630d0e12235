"""The banker role belongs to the bank phone's browser, not to one session of it.

A bank phone (a banker link) that took the role came back from a dropped line as a new session (companion.reconnect)
and from a server restart: it must still hold the role, and the host's screen must not run the bank meanwhile."""
from __future__ import annotations

from companion.access import Access
from companion.routes import settle
from companion.seat_claims import new_device_key
from tests.support.sessions import session_at, world  # noqa: F401 (world: a fixture)


def test_a_bank_phone_keeps_the_banker_role_in_its_next_session(world):  # noqa: F811
    route = f"/bank/{world.access.banker_token(world.sid)}"
    device = new_device_key()
    first, _ = session_at(world, route, device_key=device)
    world.access.take_banker_role(world.sid, first.identity)
    assert world.access.actor_for(first.identity, world.sid) == "banker"
    again, _ = session_at(world, route, device_key=device)  # the same browser, a new session (a reconnect)
    assert again.identity.key != again.key and world.access.actor_for(again.identity, world.sid) == "banker"
    restarted = Access(world.services.store, world.access.host_secret)
    assert restarted.actor_for(again.identity, world.sid) == "banker"
    other, _ = session_at(world, route, device_key=new_device_key())  # another browser with the link: watches
    assert world.access.actor_for(other.identity, world.sid) == "host"
    # Before its browser's key is read, a session is only itself; the key read, it is settled again as the phone.
    waiting, _ = session_at(world, route)
    assert world.access.actor_for(waiting.identity, world.sid) == "host"
    waiting.device_key = device
    settle(waiting, route)
    assert world.access.actor_for(waiting.identity, world.sid) == "banker"
