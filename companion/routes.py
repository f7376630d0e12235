"""Which screens a route shows, and to whom: the host, a banker link, a seat link, or a stranger."""
from __future__ import annotations

import urllib.parse

import flet as ft

from companion.access import Identity
from companion.redact import redact
from companion.context import TOPIC
from companion.i18n import _
from companion.device import HOST_KEY, SEAT_KEY, device_of
from companion.i18n.refusals import refusal


def remember(ctx, key: str, value: str) -> None:
    """Keep `value` in this phone's browser storage, once per session and value."""
    device = device_of(ctx)
    if device is not None and ctx.memory.get(key) != value:
        ctx.memory[key] = value
        if key == SEAT_KEY:
            ctx.memory["saved_seat"] = value
        device.remember(key, value)


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


def back_from_table(ctx, route: str) -> bool:
    """True when the browser (Back, not a tap in the app) leaves a host's table for the New table form that made
    it: that Back should go Home, not offer to make the same table again. Notes the route for the next call.
    Other screens (Import, a link opened on purpose) are where the browser was sent, so they open as asked."""
    came_from, tapped = ctx.memory.get("_route_family"), ctx.memory.pop("_tapped", False)
    family = screens_of(route)
    ctx.memory["_route_family"] = family
    if tapped or not came_from or not came_from.startswith("/table/") or family in (came_from, "/"):
        return False
    return family == "/new"


def crash_view(ctx, route: str, err: Exception) -> ft.View:
    return ft.View(
        route=route,
        appbar=ft.AppBar(title=ft.Text(_("Something went wrong"))),
        controls=[
            ft.Text(_("This screen could not be drawn ({error}). Every confirmed action was saved before it was "
                      "shown, so nothing is lost.").format(error=f"{type(err).__name__}: {redact(err)}"), size=16),
            ft.FilledButton(_("Back to Home"), on_click=lambda e: ctx.go("/")),
        ],
    )


def _table_screens(ctx, sid: str, base: str, rest: list[str]) -> list[ft.View] | None:
    from companion.views import board, games, history, invite, share, table

    ctx.showing_table = sid
    match rest:
        case []:
            return [table.view(ctx, sid, base)]
        case ["history"]:
            return [table.view(ctx, sid, base), history.view(ctx, sid, base)]
        case ["invite"]:
            return [table.view(ctx, sid, base), invite.view(ctx, sid, base)]
        case ["share"]:
            return [table.view(ctx, sid, base), share.view(ctx, sid, base)]
        case ["board"]:
            return [table.view(ctx, sid, base), board.view(ctx, sid, base)]
        case ["game", *more]:
            mod = games.module_for(ctx.services.hub.get(sid).setup.game)
            extra = mod.subview(ctx, sid, base, more) if mod and hasattr(mod, "subview") else None
            return [table.view(ctx, sid, base), extra] if extra is not None else None
    return None


def _seat_screens(ctx, route: str, token: str, rest: list[str], key: str) -> list[ft.View]:
    """A seat link: its seat's screens for the one phone that holds the seat, nothing of it for any other."""
    from companion.storage import StorageError
    from companion.views import join, seat
    from companion.views.table import error_view

    access, claims = ctx.services.access, ctx.services.claims
    ctx.identity = Identity(key=key)  # nobody's seat until this link and this device are checked
    where = access.lookup(token)
    if not where or where[1] is None:
        held = ctx.memory.get("held_seat")
        moved = (claims.moved(held[0], token) if held and held[2] == token else None) or claims.moved_anywhere(token)
        if moved:
            return [join.moved_view(ctx, route, moved[-2], moved[-1], ctx.memory.get("handed_over", {}).get(token))]
        return [join.bad_link_view(ctx, route)]
    sid, name = where
    device = ctx.memory.get("device_key")
    if device is None:  # this browser's key is on its way from its storage: show nothing of the seat yet
        ctx.memory["waiting_for_device"] = True
        return [join.checking_view(ctx, route)]
    try:
        verdict = claims.claim(sid, name, device)
    except StorageError as err:
        return [error_view(ctx, route, refusal(err))]
    if verdict == "taken":
        return [join.in_use_view(ctx, route)]
    if verdict == "new":  # the banker's Invite stops showing this seat's link and code
        ctx.page.pubsub.send_others_on_topic(TOPIC, sid)
    ctx.memory["held_seat"] = (sid, name, token)
    ctx.identity = Identity("seat", table=sid, seat=name, token=token, key=key)
    remember(ctx, SEAT_KEY, token)  # the join landing offers this seat again
    ctx.showing_table = sid
    stack = [seat.view(ctx, sid, name, f"/seat/{token}")]
    if rest[:1] == ["game"]:
        from companion.views import games

        mod = games.module_for(ctx.services.hub.get(sid).setup.game)
        extra = getattr(mod, "seat_subview", None) if mod else None
        view = extra(ctx, sid, name, f"/seat/{token}", rest[1:]) if extra else None
        stack += [view] if view is not None else []
    return stack


def views_for(ctx, route: str) -> list[ft.View]:
    """The stack of views for a route, for this session; Back always leads somewhere sensible."""
    from companion.views import cash_out, home, importing, join, new_table, settings

    access = ctx.services.access
    segs, query = split_route(route)
    ctx.showing_table = None
    if "host" in query and access.is_host_secret(query["host"][0]):
        ctx.memory["is_host"] = True
        remember(ctx, HOST_KEY, query["host"][0])  # the installed app, started from Home, opens Home again
    is_host = ctx.memory.get("is_host") or access.host_secret is None
    key = ctx.memory.setdefault("session_key", ctx.identity.key)
    # A table's short codes live on the server while the table is open, until used or replaced (join_codes).

    # Links that carry their own rights, whoever opens them.
    match segs:
        case ["seat", token, *rest]:
            return _seat_screens(ctx, route, token, rest, key)
        case ["bank", token, *rest]:
            where = access.lookup(token)
            if not where or where[1] is not None:
                return [join.bad_link_view(ctx, route)]
            ctx.identity = Identity("banker", table=where[0], token=token, key=key)
            screens = _table_screens(ctx, where[0], f"/bank/{token}", rest)
            if screens is not None:
                return screens
        case ["join", *rest]:
            return [join.code_view(ctx)]

    if not is_host:
        return [join.landing_view(ctx)]
    ctx.identity = Identity("host", key=key)
    stack = [home.view(ctx)]
    match segs:
        case []:
            pass
        case ["new"]:
            stack.append(new_table.view(ctx))
        case ["cash-out"]:
            stack.append(cash_out.view(ctx))
        case ["settings"]:
            stack.append(settings.view(ctx))
        case ["import"]:
            stack.append(importing.view(ctx))
        case ["table", sid, *rest]:
            screens = _table_screens(ctx, sid, f"/table/{sid}", rest)
            if screens is None:
                stack.append(home.not_found_view(ctx, route))
            else:
                stack += screens
        case _:
            stack.append(home.not_found_view(ctx, route))
    return stack
