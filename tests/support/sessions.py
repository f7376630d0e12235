"""A session of the real app drawn in-process, as routing settles it: the services of a data folder with one
Rollout table ("Friday": Ann, Bob, banker Kim), a page whose pub/sub notes what it tells other phones, and the
controls of the top screen a route draws."""
from __future__ import annotations

import types

import pytest

from calculators.core.table import make_setup
from companion.access import Access
from companion.context import Ctx
from companion.live import ScreenState
from companion.routes import settle, views_for
from companion.seat_claims import SeatClaims
from companion.session import Session
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import Page

HOST = "s3cret-host"


class Told:
    """A page whose pub/sub notes every message sent to other phones."""

    def __init__(self, route: str):
        self.page = Page(route)
        self.sent: list[tuple] = []
        self.page.pubsub = types.SimpleNamespace(send_all_on_topic=lambda *a: self.sent.append(a),
                                                 send_others_on_topic=lambda *a: self.sent.append(a))


def new_world(path):
    """The services of a data folder at `path` with one Rollout table, "Friday" (Ann, Bob; banker Kim): one device."""
    store = Store(path)
    hub = TableHub(store)
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob"], "Kim"))
    access = Access(store, host_secret=HOST)
    services = types.SimpleNamespace(store=store, hub=hub, access=access, claims=SeatClaims(store, access),
                                     config=types.SimpleNamespace(data_dir=path, upload_dir=path / "uploads"),
                                     settings=types.SimpleNamespace(problem=None, damaged_as=None))
    return types.SimpleNamespace(services=services, sid=sid, access=access)


@pytest.fixture
def world(tmp_path):
    return new_world(tmp_path)


def session_at(world, route: str, device_key: str | None = None) -> tuple[Session, Told]:
    told = Told(route)
    session = Session(page=told.page, services=world.services, device_key=device_key)
    session.key = session.identity.key
    settle(session, route)
    return session, told


def draw(session: Session) -> list:
    """Every view of the route's stack built once, as the app renders them; the controls of the top one."""
    views = [shown.build(Ctx(session, ScreenState())) for shown in views_for(session, session.route)]
    return [views[-1].appbar, *views[-1].controls]
