"""Owner's Choice screens drawn in-process, as the `Screen` component draws them (a `Ctx` over a session and a
ScreenState): a phone of the banker or a seat, and a table in play to draw."""
from __future__ import annotations

import types

import flet as ft

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from companion.access import Identity
from companion.context import Ctx
from companion.i18n import current, using
from companion.live import ScreenState
from companion.session import Session
from companion.views.games.owners_choice import panels
from tests.support.controls import Page, texts, walk


class Phone:
    """One browser session showing one table screen: its session, the screen's state, the last render."""

    def __init__(self, hub, sid: str, actor: str, seat: str | None = None, viewer: str | None = None,
                 lang: str | None = None):
        """`viewer`: on the bank phone, the banker's own seat when the banker plays (`banker_viewer`); `lang`: the
        phone's language, in which it draws and handles taps (None: English, or the language the caller uses)."""
        access = types.SimpleNamespace(actor_for=lambda ident, table: actor)
        self.session = Session(page=Page(f"/table/{sid}"), services=types.SimpleNamespace(hub=hub, access=access),
                               identity=Identity(kind="seat" if seat else "banker", table=sid, seat=seat),
                               device_lang=lang or "en", lang=lang or "en")
        self.hub, self.sid, self.seat, self.viewer, self.lang = hub, sid, seat, viewer, lang
        self.state = ScreenState()

    def draw(self) -> list[ft.Control]:
        ctx = Ctx(self.session, self.state)
        snap = self.hub.get(self.sid)
        with using(self.lang or current()):
            self.controls = (panels.seat_panel(ctx, self.sid, snap, self.seat) if self.seat
                             else panels.banker_panel(ctx, self.sid, snap, self.viewer))
        return self.controls

    def control(self, text: str) -> ft.Control:
        hits = [c for c in walk(self.controls) if (texts(c) == text or getattr(c, "tooltip", None) == text)
                and getattr(c, "on_click", None)]
        assert hits, f"no control {text!r} on the screen"
        return hits[0]

    def tap(self, text: str) -> None:
        c = self.control(text)
        with using(self.lang or current()):
            c.on_click(types.SimpleNamespace(control=c))

    def shown(self, identifier: str) -> str | None:
        for c in walk(self.controls):
            if isinstance(c, ft.Semantics) and c.identifier == identifier:
                return " ".join(texts(x) for x in walk([c.content]) if texts(x))
        return None


def stocks(hub, sid: str, name: str) -> dict[str, int]:
    """What `name` holds, as the table's public view says (stocks are not hidden)."""
    view = oc.view_for(oc.state_of(hub.get(sid).log), None)
    return dict(next(p for p in view.players if p.name == name).stocks)


def in_play(hub, name: str = "T") -> str:
    """Kim banks for Ann, Bob and Cy at table `name`; Ann starts; before the game Ann bought 1 RED, Bob 1 BLUE, Cy
    nothing."""
    sid = hub.create(make_setup("owners-choice", name, ["Ann", "Bob", "Cy"], "Kim"))

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.start_game, start_player="Ann")
    do(oc.pregame_buy, "Ann", {"RED": 1})
    do(oc.pregame_buy, "Bob", {"BLUE": 1})
    do(oc.pregame_buy, "Cy", {})
    return sid


def ann_exchanges_with_bob(hub, name: str = "T") -> str:
    """Kim banks; Ann starts; before the game Ann buys 1 GREEN, Bob 2 RED and 1 BLUE, Cy nothing; on turn 1 the Event
    die shows "Exchange a stock" and Ann gives her GREEN for one of Bob's RED, then ends her turn: Bob's turn 2."""
    sid = hub.create(make_setup("owners-choice", name, ["Ann", "Bob", "Cy"], "Kim"))

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.start_game, start_player="Ann")
    for seat, buys in (("Ann", {"GREEN": 1}), ("Bob", {"RED": 2, "BLUE": 1}), ("Cy", {})):
        do(oc.pregame_buy, seat, buys)
    do(oc.move_pawn, "Ann", 1, "event")
    do(oc.throw_event_die, "Ann", face="Exchange a stock")
    do(oc.exchange_stock, "Ann", "GREEN", "Bob", "RED")
    do(oc.end_turn, "Ann")
    return sid
