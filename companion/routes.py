"""Which screens a route shows, and to whom: the host, a banker link, a seat link, or a stranger."""
from __future__ import annotations

import importlib
import json
import urllib.parse
from dataclasses import dataclass, field
from functools import partial
from typing import Callable

import flet as ft

from companion import pass_phone
from companion.access import Identity
from companion.redact import redact
from companion.context import TOPIC
from companion.i18n import _
from companion.device import BANK_KEY, BANKS_KEY, HOST_KEY, SEAT_KEY, SEATS_KEY, newest_first
from companion.storage import StorageError
from companion.i18n.refusals import refusal
from companion.widgets.title_bar import title_bar


def remember(session, key: str, value: str) -> None:
    """Keep `value` in this phone's browser storage, once per session and value."""
    if session.device is not None and session.remembered.get(key) != value:
        session.remembered[key] = value
        session.device.remember(key, value)
        if key == BANK_KEY:  # and the list of the banks it opened: a banker at two tables finds both again
            session.saved_banks = newest_first(session.saved_banks, value)
            if session.restored:  # else the list read from storage is not in yet: `app.restore` joins and keeps both
                session.device.remember(BANKS_KEY, json.dumps(session.saved_banks))
        if key == SEAT_KEY:  # and the list of the seats it opened: a player at two tables finds both again
            session.saved_seat = value
            session.saved_seats = newest_first(session.saved_seats, value)
            if session.restored:  # else `app.restore` joins the list read from storage and keeps both
                session.device.remember(SEATS_KEY, json.dumps(session.saved_seats))


def split_route(route: str) -> tuple[list[str], dict[str, list[str]]]:
    parts = urllib.parse.urlsplit(route or "/")
    return [s for s in parts.path.split("/") if s], urllib.parse.parse_qs(parts.query)


def screens_of(route: str) -> str:
    """Which family of screens a route belongs to: a table's ("/table/<id>", "/bank/<token>", "/seat/<token>"), or
    the route itself (Home, New table, …). Fields kept for one family survive moving within it."""
    segs, _ = split_route(route)
    if len(segs) >= 2 and segs[0] in ("table", "bank", "seat"):
        return f"/{segs[0]}/{segs[1]}"
    return "/" + "/".join(segs)


def back_from_table(session, route: str) -> bool:
    """True when the browser (Back, not a tap in the app) leaves a host's table for the New table form that made
    it: that Back should go Home, not offer to make the same table again. Notes the route for the next call.
    Other screens (Import, a link opened on purpose) are where the browser was sent, so they open as asked."""
    came_from, tapped = session.route_family, session.tapped
    session.tapped = False
    family = screens_of(route)
    session.route_family = family
    if tapped or not came_from or not came_from.startswith("/table/") or family in (came_from, "/"):
        return False
    return family == "/new"


def stays_covered(session, route: str) -> bool:
    """True when `route` would take the banker's phone off its pass-the-phone cover (the browser's or Android's Back,
    pressed by the player it was handed to): the phone is sent back to the cover's table instead, so the host's Home
    and other tables stay the host's. "Close: give the phone back" on the cover ends it, as ever. So too while the
    bank phone is in a player's hands (Owner's Choice passed around), until it is given back."""
    sid = session.showing_table
    if sid and pass_phone.is_on(session, sid) and session.route_family and screens_of(route) != session.route_family \
            and (pass_phone.holder(session, sid) or _changing_hands(session, sid)):
        # Owner's Choice passed around, in a player's hands or on its way to them under the cover: Back does not leave
        # the table for the host's Home (its tables' Rename and Delete, Settings); the phone goes back to the banker
        # first (two walks).
        session.page.navigate(session.route)
        return True
    cover = session.cover
    if not cover or not cover.get("at") or screens_of(route) == cover["at"]:
        return False
    if session.services.hub.deleted(cover["table"]) is not None:  # the table is gone: nothing to stay on
        session.cover = None
        return False
    session.page.navigate(cover["at"])
    return True


def _changing_hands(session, sid: str) -> bool:
    """True while the game covers this bank phone as it changes hands (`games.covering`)."""
    from companion.context import Ctx
    from companion.live import ScreenState
    from companion.views import games

    try:
        snap = session.services.hub.get(sid)
    except StorageError:  # a table gone or unreadable covers nothing
        return False
    return games.covering(Ctx(session, ScreenState()), sid, snap)


def crash_view(ctx, route: str, err: Exception) -> ft.View:
    return ft.View(
        route=route,
        appbar=title_bar(_("Something went wrong")),
        controls=[
            ft.Text(_("This screen could not be drawn ({error}). Every confirmed action was saved before it was "
                      "shown, so nothing is lost.").format(error=f"{type(err).__name__}: {redact(err)}"), size=16),
            ft.FilledButton(_("Back to Home"), on_click=lambda e: ctx.go("/")),
        ],
    )


@dataclass(frozen=True)
class Shown:
    """One view of a route's stack: what draws it (`build(ctx)` -> ft.View) and its key (a new key, a new
    screen state: another table, or the same table after this phone's undo)."""

    key: str
    build: Callable[..., ft.View] = field(compare=False)  # equal keys: the same screen (a render may skip it)
    keeps: bool = field(default=False, compare=False)  # its draft outlives it: Back and a return find it as left


def undo_epoch(session, sid: str) -> int:
    """How many undos and redos this phone made at the table: after one, its forms of the table start afresh (the
    form that made the mistake shows the state before it, not the wrong choice again). Another phone's undo leaves
    this phone's screens as they are, what is being typed on them and where they are scrolled (a walk: the banker's
    undo emptied a player's half-typed roll purpose and threw the page back to its top)."""
    return session.undid.get(sid, 0)


def _table_screens(session, sid: str, base: str, rest: list[str]) -> list[Shown] | None:
    from companion.views import table

    epoch = undo_epoch(session, sid)

    def shown(route: str, build, *args, keeps: bool = False) -> Shown:
        return Shown(f"{route}@{epoch}", partial(build, *args), keeps=keeps)

    top = shown(base, lambda ctx: table.view(ctx, sid, base))
    match rest:
        case []:
            return [top]
        case ["history" | "board" as name]:  # read on a watching phone too (Undo and edits are the banker's)
            mod = importlib.import_module(f"companion.views.{name}")  # a screen's code when it is first opened
            return [top, shown(f"{base}/{name}", lambda ctx: mod.view(ctx, sid, base))]
        case ["invite" | "share" as name]:
            mod = importlib.import_module(f"companion.views.{name}")
            route = f"{base}/{name}"
            return [top, shown(route, _bank_only(sid, base, route, lambda ctx: mod.view(ctx, sid, base)))]
        case ["game", *more]:
            from companion.views import games

            mod = games.module_for(session.services.hub.get(sid).setup.game)
            if not (mod and hasattr(mod, "subview")):
                return None
            route = "/".join([base, "game", *more])
            # A game's own bank form that says so (`KEPT_FORMS`: Fortune's cards and payments, its correction) keeps
            # what was typed on it when the banker goes Back to look at the table and returns (a walk's Kasse typed a
            # card's amount and reason, checked a balance, and found both empty); this phone's undo starts it afresh.
            keeps = bool(more) and more[0] in getattr(mod, "KEPT_FORMS", ())
            draw = lambda ctx: mod.subview(ctx, sid, base, more) or _not_found(ctx, route)  # noqa: E731
            return [top, shown(route, _bank_only(sid, base, route, draw), keeps=keeps)]
    return None


def _bank_only(sid: str, base: str, route: str, build):
    """A bank screen drawn for the phone holding the banker role; on any other (the host or a banker link while the
    role is on another phone) the screen that says so, asked again at every render (the role moves live)."""
    def draw(ctx) -> ft.View:
        from calculators.core.actors import BANKER
        from companion.views import table

        return build(ctx) if ctx.actor(sid) == BANKER else table.watching_view(ctx, sid, base, route)
    return draw


def _not_found(ctx, route: str) -> ft.View:
    from companion.views import home

    return home.not_found_view(ctx, route)


def waits_for_device_key(route: str) -> bool:
    """Whether the screen at `route` is drawn from this browser's device key (a seat link waits for it)."""
    return split_route(route)[0][:1] == ["seat"]


def settle(session, route: str) -> None:
    """Who this session is at `route`: settled once, when a link or code is opened (never while drawing).
    A seat link is claimed for this browser here; a host link marks this browser as the host's."""
    access, claims = session.services.access, session.services.claims
    segs, query = split_route(route)
    session.route = route
    session.showing_table = None
    if "host" in query and access.is_host_secret(query["host"][0]):
        session.is_host = True
        remember(session, HOST_KEY, query["host"][0])  # the installed app, started from Home, opens Home again
    key = session.key
    match segs:
        case ["seat", token, *_]:
            session.identity = Identity(key=key)  # nobody's seat until this link and this device are checked
            where = access.lookup(token)
            if not where or where[1] is None or session.device_key is None:
                return
            sid, name = where
            try:
                verdict = claims.claim(sid, name, session.device_key)
            except StorageError:
                return  # the seat's screen says why
            if verdict == "taken":
                return
            if verdict == "new":  # the banker's Invite stops showing this seat's link and code
                session.page.pubsub.send_others_on_topic(TOPIC, sid)
            session.held_seat = (sid, name, token)
            session.identity = Identity("seat", table=sid, seat=name, token=token, key=key)
            remember(session, SEAT_KEY, token)  # the join landing offers this seat again
            session.showing_table = sid
            return
        case ["bank", token, *_]:
            where = access.lookup(token)
            if where and where[1] is None:
                # The banker role stays with this browser (its device key, once read from its storage), not with
                # this session: a reconnect or a server restart makes a new session (`companion.reconnect`).
                session.identity = Identity("banker", table=where[0], token=token, key=session.device_key or key)
                session.showing_table = where[0]
                remember(session, BANK_KEY, token)  # the landing offers the bank again (a walk's banker, gone to
                # the app's start address, found only the players' page)
            else:
                session.identity = Identity(key=key)
            return
        case ["join", *_]:
            return
    if session.is_host or access.host_secret is None:
        session.identity = Identity("host", key=key)
        if segs[:1] == ["table"] and len(segs) >= 2:
            session.showing_table = segs[1]
    else:
        session.identity = Identity(key=key)


def _seat_screens(session, route: str, token: str, rest: list[str]) -> list[Shown]:
    """A seat link: its seat's screens for the one phone that holds the seat, nothing of it for any other."""
    from companion.views import join, seat
    from companion.views.phone_lang import table_game
    from companion.views.table import error_view

    access, claims = session.services.access, session.services.claims
    where = access.lookup(token)
    one = lambda build: [Shown(route, build)]  # noqa: E731
    if not where or where[1] is None:
        held = session.held_seat
        # The table this phone held a seat at was deleted on the banker's phone (told at once, or on a reload).
        shown = {held[0] if held and held[2] == token else None, session.identity.table}
        gone = next((g for g in map(session.services.hub.deleted, shown) if g is not None), None)
        if gone is not None:
            return one(lambda ctx: join.deleted_view(ctx, route, gone))
        moved = (claims.moved(held[0], token) if held and held[2] == token else None) or claims.moved_anywhere(token)
        if moved:
            table = held[0] if held and held[2] == token else moved[0] if len(moved) == 3 else None
            new = session.handed_over.get(token) or (
                claims.handed_by(table, token, session.device_key) if table else None)  # after a reload too
            taken = bool(session.handed_over.get(token)) and table is not None and claims.is_claimed(table, moved[-2])
            # The new phone has the seat now: its link is no longer this phone's to show (a walk's old phone still
            # read "Scan this with the new phone" after the new one had scanned it).
            return one(lambda ctx: join.moved_view(ctx, route, moved[-2], moved[-1], None if taken else new, taken,
                                                   table, kasse=table_game(session, table) == "fortune"))
        return one(lambda ctx: join.bad_link_view(ctx, route))
    sid, name = where
    if session.device_key is None:  # this browser's key is on its way from its storage: show nothing of the seat yet
        return one(lambda ctx: join.checking_view(ctx, route))
    if session.identity.kind != "seat" or session.identity.table != sid or session.identity.seat != name:
        try:
            holder = claims.is_claimed(sid, name)
        except StorageError as err:
            return one(lambda ctx, err=err: error_view(ctx, route, refusal(err)))
        return one(lambda ctx: join.in_use_view(ctx, route, kasse=table_game(session, sid) == "fortune")) if holder else \
            one(lambda ctx: error_view(ctx, route, _("This seat could not be opened on this phone.")))
    base = f"/seat/{token}"
    epoch = undo_epoch(session, sid)
    stack = [Shown(f"{base}@{epoch}", lambda ctx: seat.view(ctx, sid, name, base))]
    if rest == ["history"]:  # the table's History as this seat may read it: no Undo, nothing hidden from it named
        from companion.views import history

        stack.append(Shown(f"{base}/history@{epoch}", lambda ctx: history.view(ctx, sid, base)))
    elif rest[:1] == ["game"]:
        from companion.views import games

        mod = games.module_for(session.services.hub.get(sid).setup.game)
        extra = getattr(mod, "seat_subview", None) if mod else None
        if extra is not None:
            stack.append(Shown(f"{route}@{epoch}", lambda ctx: extra(ctx, sid, name, base, rest[1:])
                               or _not_found(ctx, route)))
    return stack


_MODULES = {"new": "new_table", "cash-out": "cash_out", "settings": "settings", "import": "importing",
            "quick-roll-and-rails": "quick_roll_and_rails", "quick-owners-choice": "quick_owners_choice",
            "quick-fortune": "quick_fortune"}
# The quick calculators keep what was typed in the phone's session: one stray Back loses nothing ("Clear all" asks).
_KEEP_DRAFT = {"cash-out", "quick-roll-and-rails", "quick-owners-choice", "quick-fortune"}


def views_for(session, route: str) -> list[Shown]:
    """The stack of views for a route, for this session as settled; Back always leads somewhere sensible.
    Drawing changes nothing: who the session is was settled when the route was opened (`settle`)."""
    from companion.views import home, join

    access = session.services.access
    segs, _query = split_route(route)
    match segs:
        case ["seat", token, *rest]:
            return _seat_screens(session, route, token, rest)
        case ["bank", token, *rest]:
            where = access.lookup(token)
            gone = session.services.hub.deleted(session.identity.table) if session.identity.kind == "banker" else None
            if not where and gone is not None:  # this banker link's table was deleted on the host's phone
                return [Shown(route, lambda ctx: join.deleted_view(ctx, route, gone))]
            if not where or where[1] is not None:
                return [Shown(route, lambda ctx: join.bad_link_view(ctx, route, bank=True))]
            screens = _table_screens(session, where[0], f"/bank/{token}", rest)
            if screens is not None:
                return screens
        case ["join", *_]:  # over the first screen, so that Back leads there (a walk found no way back)
            return [Shown("/", join.landing_view if session.identity.kind != "host" else home.view),
                    Shown("/join", join.code_view)]

    if session.identity.kind != "host":
        return [Shown("/", join.landing_view)]
    stack = [Shown("/", home.view)]
    match segs:
        case []:
            pass
        case [name] if name in _MODULES:
            # A screen's code is imported when it is first opened (Quick Cash Out brings every game's scoring, Import
            # the QR reader): a cold start onto a table screen does not wait for screens it does not show.
            mod = importlib.import_module(f"companion.views.{_MODULES[name]}")
            stack.append(Shown(f"/{name}", mod.view, keeps=name in _KEEP_DRAFT))
        case ["table", sid, *rest]:
            screens = _table_screens(session, sid, f"/table/{sid}", rest)
            stack += screens if screens is not None else [Shown(route, lambda ctx: home.not_found_view(ctx, route))]
        case _:
            stack.append(Shown(route, lambda ctx: home.not_found_view(ctx, route)))
    return stack
