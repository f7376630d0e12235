"""Table Companion's Flet app: services, the per-session context, live updates, `main`."""
from __future__ import annotations

import asyncio
import logging
import secrets

import flet as ft

from companion import i18n, redact
from companion.access import Access
from companion.config import AppConfig
from companion.context import TOPIC, Ctx, Services
from companion.device import HOST_KEY, SEAT_KEY, THEME_KEY, Device
from companion.routes import back_from_table, crash_view, screens_of, views_for
from companion.seat_claims import DEVICE_PREF, SeatClaims, is_device_key, new_device_key
from companion.settings import SettingsStore
from companion.storage import Store
from companion.table import TableHub
from companion.views.phone_lang import STORE_KEY as LANG_STORE_KEY
from companion.views.phone_lang import choose as choose_lang
from companion.views.phone_lang import session_lang
from companion.widgets.theme import app_theme

logger = logging.getLogger("companion")


def make_services(config: AppConfig) -> Services:
    redact.install()  # no secret in any log line, from here on (tokens and codes register as they are issued)
    redact.remember(config.host_secret)
    config.data_dir.mkdir(parents=True, exist_ok=True)
    store = Store(config.data_dir)
    access = Access(store, config.host_secret)
    return Services(config=config, store=store, hub=TableHub(store), settings=SettingsStore(config.data_dir),
                    access=access, claims=SeatClaims(store, access))


def make_main(config: AppConfig):
    services = make_services(config)

    def main(page: ft.Page) -> None:
        page.title = "Table Companion"
        page.theme = app_theme()
        page.dark_theme = app_theme()
        page.theme_mode = ft.ThemeMode.SYSTEM  # until this phone's own choice is read from its storage
        ctx = Ctx(page=page, services=services)
        device = Device(page)
        ctx.memory["device"] = device
        i18n.register(page, lambda: session_lang(ctx))  # this session's words, in its event handlers too

        def draw(route_changed: bool) -> None:
            with i18n.using(lambda: session_lang(ctx)):  # this phone's language, whichever thread draws
                _draw(route_changed)

        def _draw(route_changed: bool) -> None:
            if route_changed and back_from_table(ctx, page.route):
                page.navigate("/")  # browser or Android Back from a table goes Home, not to the form that made it
                return
            with ctx.lock:
                if route_changed and ctx.memory.get("_kept_for") != screens_of(page.route):
                    # Another table or screen: its fields start afresh. Within one table (its Invite, History and
                    # back) what was typed stays (issue 16: "setup typed on a screen survives a visit to Invite").
                    ctx.memory.pop("_kept", None)
                    ctx.memory["_kept_for"] = screens_of(page.route)
                ctx.drop_drafts_after_undo()  # the table went back: so do this phone's forms
                try:
                    stack = views_for(ctx, page.route)
                    ctx.drop_drafts_after_undo()  # notes the events seen of a table just opened
                except Exception as err:  # a bug must not take the table away: show it, keep Home reachable
                    logger.exception("drawing %s failed", redact.redact(page.route))
                    stack = [crash_view(ctx, page.route, err)]
                old = list(page.views)
                if not route_changed and [v.route for v in old] == [v.route for v in stack]:
                    # A live redraw: keep the View objects and swap only the top one's content (the views
                    # below are redrawn when Back reveals them), so kept fields keep focus and the patch is small.
                    o, n = old[-1], stack[-1]
                    o.controls, o.appbar, o.bottom_appbar = n.controls, n.appbar, n.bottom_appbar
                    o.floating_action_button = n.floating_action_button
                    o.scroll = n.scroll  # e.g. a seat's page replacing the short "Opening the seat" screen
                else:
                    page.views.clear()
                    page.views.extend(stack)
                page.update()
            if (ctx.showing_table is not None) != device.awake:  # awake while a table is open
                page.run_task(device.keep_awake, ctx.showing_table is not None)

        async def restore() -> None:
            """This phone's own choices from its browser storage: the theme, its seat link, the host link."""
            theme, seat, host, lang = [await device.get(k) for k in (THEME_KEY, SEAT_KEY, HOST_KEY, LANG_STORE_KEY)]
            with ctx.lock:
                device.apply_theme(theme or "system")
                redraw = bool(seat) and ctx.memory.get("saved_seat") != seat  # the join landing offers it
                if lang in ("de", "en") and not ctx.memory.get("lang"):  # the language chosen in Settings before
                    before = session_lang(ctx)
                    choose_lang(ctx, lang)
                    redraw = redraw or before != session_lang(ctx)
                ctx.memory["saved_seat"] = seat
                if host and not ctx.memory.get("is_host") and services.access.is_host_secret(host):
                    ctx.memory["is_host"] = True  # the host's own browser, e.g. the installed app started from Home
                    redraw = True
            # Redraw only when the screen depends on what was read: a redraw here would drop a tap that crosses
            # it (a choice made on New table was lost so); the theme needs only an update.
            if redraw:
                draw(route_changed=False)
            else:
                page.update()

        def on_table_changed(topic: str, table: str) -> None:
            if table == ctx.showing_table:
                try:
                    draw(route_changed=False)
                except Exception:  # the page may be gone (closed tab); nothing to redraw
                    logger.debug("live redraw skipped", exc_info=True)

        def view_pop(e: ft.ViewPopEvent) -> None:
            if len(page.views) > 1:
                page.views.pop()
            page.navigate(page.views[-1].route)

        prefs = ft.SharedPreferences()

        async def load_device_key() -> None:
            """This browser's device key (which seat it holds), from its storage; a new one the first time."""
            key = None
            try:
                key = await asyncio.wait_for(prefs.get(DEVICE_PREF), 20)
            except Exception:  # no storage in this browser: the key lives as long as this session
                logger.info("this browser's storage could not be read; its device key lasts this session")
            if not is_device_key(key):
                key = new_device_key()
                try:
                    await asyncio.wait_for(prefs.set(DEVICE_PREF, key), 20)
                except Exception:
                    logger.info("this browser's storage could not be written; its device key lasts this session")
            ctx.memory["device_key"] = key
            if ctx.memory.pop("waiting_for_device", False):
                draw(route_changed=True)  # the seat's first real draw: a whole new view, not a live patch

        ctx.refresh = lambda: draw(route_changed=False)
        page.on_route_change = lambda e=None: draw(route_changed=True)
        page.on_view_pop = view_pop
        page.pubsub.subscribe_topic(TOPIC, on_table_changed)
        page.on_connect = lambda e: draw(route_changed=False)  # back from sleep or lost Wi-Fi: show the table now
        page.on_close = lambda e: page.pubsub.unsubscribe_all()
        draw(route_changed=True)
        page.run_task(load_device_key)
        page.run_task(restore)

    main.services = services  # for tests that drive the app in-process
    return main


def new_host_secret() -> str:
    return secrets.token_urlsafe(24)
