"""Fortune's panels drawn in process for the tests: the Kasse's phone or a seat's own, in a language, and what they
say (a control found by its Semantics identifier) and offer (each button and whether it can be tapped)."""
from __future__ import annotations

import flet as ft

from companion.access import Identity
from companion.context import Ctx
from companion.live import ScreenState
from companion.views.games.fortune import panels
from tests.support.controls import walk
from tests.support.phone import fake_services, session
from tests.support.screens import Table
from tests.support.text import plain


def screen(tmp_path, log, seat: str | None, lang: str = "en", then=()) -> list[ft.Control]:
    """The Kasse's panel (seat None) or `seat`'s own phone, drawn from a table holding `log`, in `lang`; `then`,
    commands run on the table first as the app runs them (`log -> (log, event)`: an action and its Undo, which a
    table made from a log cannot take back)."""
    return phone(tmp_path, log, seat, lang, then)[0]


def phone(tmp_path, log, seat: str | None, lang: str = "en", then=()):
    """`screen`, with the phone's page (its dialogs), the live table and the table's id: (controls, page, hub, sid)."""
    t = Table(tmp_path, "fortune")
    sid = t.create(log)
    for command in then:
        t.hub.act(sid, command)
    actor = f"seat:{seat}" if seat else "banker"
    s = session(f"/table/{sid}", services=fake_services(t.hub, t.store, actor=actor),
                identity=Identity("seat", table=sid, seat=seat) if seat else Identity("host"), showing_table=sid,
                device_lang=lang, lang=lang)
    ctx = Ctx(s, ScreenState())
    snap = t.hub.get(sid)
    drawn = panels.seat_panel(ctx, sid, snap, seat) if seat else panels.banker_panel(ctx, sid, snap, None)
    return list(walk(drawn)), s.page, t.hub, sid


def said(controls, identifier: str) -> str | None:
    """What the control with this identifier says: its text, or its texts line by line; None when it is not there."""
    hit = [c for c in controls if isinstance(c, ft.Semantics) and c.identifier == identifier]
    if not hit:
        return None
    content = hit[0].content
    if isinstance(content, ft.Text):
        return plain(content.value)
    return "\n".join(plain(c.value) for c in walk([content]) if isinstance(c, ft.Text) and c.value)


def buttons(controls) -> dict[str, bool]:
    """Every button's words and whether it can be tapped."""
    out = {}
    for c in controls:
        if isinstance(c, (ft.FilledButton, ft.OutlinedButton)) and isinstance(c.content, str):
            out[plain(c.content)] = not c.disabled
    return out


def cards_screen(tmp_path, space: str = "business", lang: str = "en", before=()):
    """The Kasse's Cards and payments screen just after Bob landed on `space` (a business space), in `lang`; `before`:
    commands run on the game first (`game -> None`): (table, id, draw)."""
    from companion.views.games.fortune import cards_screen as screen
    from tests.support.fortune import Table as Game

    g = Game()
    for command in before:
        command(g)
    g.turn("Bob", space)
    t = Table(tmp_path, "fortune")
    sid = t.create(g.log)
    s = session(f"/table/{sid}/game/cards", services=fake_services(t.hub, t.store), identity=Identity("host"),
                showing_table=sid, device_lang=lang, lang=lang)
    state = ScreenState()
    return t, sid, lambda: list(walk([screen.cards_view(Ctx(s, state), sid, f"/table/{sid}")]))


def kasse_drawn(tmp_path, log, lang: str = "en"):
    """The Kasse's panel of a table holding `log`, drawn afresh on each call from one screen state (what is typed
    stays, as on the phone): (hub, id, draw)."""
    t = Table(tmp_path, "fortune")
    sid = t.create(log)
    s = session(f"/table/{sid}", services=fake_services(t.hub, t.store), identity=Identity("host"),
                showing_table=sid, device_lang=lang, lang=lang)
    state = ScreenState()
    return t.hub, sid, lambda: list(walk(panels.banker_panel(Ctx(s, state), sid, t.hub.get(sid), None)))
