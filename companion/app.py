"""Table Companion's Flet app: services, the per-session context, live updates, `main`."""
from __future__ import annotations

import asyncio
import json
import logging
import secrets

import flet as ft

from companion import i18n, message_repr, redact
from companion.access import Access
from companion.config import AppConfig
from companion.context import TOPIC, Services
from companion.device import BANK_KEY, BANKS_KEY, HOST_KEY, SEAT_KEY, SEATS_KEY, THEME_KEY, Device, to_keep
from companion.root import App
from companion.session import Session
from companion.routes import back_from_table, settle, stays_covered, waits_for_device_key
from companion.seat_claims import SeatClaims, load_device_key
from companion.settings import SettingsStore
from companion.storage import Store
from companion.table import TableHub
from companion.views.phone_lang import STORE_KEY as LANG_STORE_KEY
from companion.views.phone_lang import ask_device_lang
from companion.views.phone_lang import choose as choose_lang
from companion.views.phone_lang import session_lang
from companion.widgets.theme import dress

logger = logging.getLogger("companion")
LANGUAGE_WAIT = 3.0  # seconds the first screen waits for the phone's language before it is drawn in the default


def make_services(config: AppConfig) -> Services:
    redact.install()  # no secret in any log line, from here on (tokens and codes register as they are issued)
    message_repr.install()  # nor a whole screen formatted for a log line that is off
    redact.remember(config.host_secret)
    config.data_dir.mkdir(parents=True, exist_ok=True)
    store = Store(config.data_dir)
    access = Access(store, config.host_secret)
    return Services(config=config, store=store, hub=TableHub(store), settings=SettingsStore(config.data_dir),
                    access=access, claims=SeatClaims(store, access))


def make_main(config: AppConfig):
    services = make_services(config)
    from companion.draft_disk import DraftDisk

    # What the phones had typed and not yet sent, kept on disk so that it outlives this server (a restart, a kill).
    drafts = DraftDisk(services.shelf, config.data_dir)
    drafts.load()
    drafts.start()

    def main(page: ft.Page) -> None:
        page.title = "Table Companion"
        dress(page)  # the theme, following the system until this phone's own choice is read from its storage
        session = Session(page=page, services=services, device=Device(page), restored=False)
        session.key = session.identity.key
        i18n.register(page, lambda: session_lang(session))  # this session's words, in its event handlers too
        connection = secrets.token_hex(8)  # this session, in `services.presence`

        def present(connected: bool = True) -> None:
            """Whether this session holds a seat with its page connected; the tables it changed redraw (Invite)."""
            ident = session.identity
            seat = (ident.table, ident.seat) if connected and ident.kind == "seat" else (None, None)
            for table in services.presence.put(connection, *seat):
                page.pubsub.send_others_on_topic(TOPIC, table)

        def open_route(route: str) -> None:
            """A route opened (a tap, a link, the browser's Back): settle who this session is there, then draw."""
            if stays_covered(session, route):
                return  # a phone passed to a player for a sealed entry stays on its cover
            if back_from_table(session, route):
                page.navigate("/")  # browser or Android Back from a table goes Home, not to the form that made it
                return
            settle(session, route)
            session.rerender()
            stay_awake()
            present()

        def stay_awake() -> None:
            if (session.showing_table is not None) != session.device.awake:  # awake while a table is open
                page.run_task(session.device.keep_awake, session.showing_table is not None)

        async def restore() -> None:
            """This phone's own choices from its browser storage: the theme, its seat link, the host link."""
            device = session.device
            # Asked all at once: each read is a round trip to the phone, and the first screen waits for them.
            theme, seat, seats, host, lang, bank, banks = await asyncio.gather(*(device.get(k) for k in (
                THEME_KEY, SEAT_KEY, SEATS_KEY, HOST_KEY, LANG_STORE_KEY, BANK_KEY, BANKS_KEY)))
            device.apply_theme(theme or "system")
            last_bank = bank if isinstance(bank, str) and 0 < len(bank) <= 200 else None  # not trusted either
            # The banker link opened now (settled before the storage was read: a walk's second bank overwrote the
            # first) comes first, then those the storage kept.
            banks_kept, write = to_keep(session.saved_banks, banks, last_bank)
            if write:
                device.remember(BANKS_KEY, json.dumps(banks_kept))
            last_seat = seat if isinstance(seat, str) and 0 < len(seat) <= 200 else None
            seats_kept, write = to_keep(session.saved_seats, seats, last_seat)  # a seat opened meanwhile comes first
            if write:
                device.remember(SEATS_KEY, json.dumps(seats_kept))
            changes = {"saved_seat": session.saved_seat or last_seat, "saved_seats": seats_kept,
                       "saved_banks": banks_kept}
            if lang in ("de", "en") and not session.lang:  # the language chosen in Settings before
                changes.update(choose_lang(session, lang))
            if host and not session.is_host and services.access.is_host_secret(host):
                changes["is_host"] = True  # the host's own browser, e.g. the installed app started from Home
            elif host and not session.is_host:  # the server was started with a new host link since (a walk's host
                changes["old_host_link"] = True  # phone became a player's landing page, nothing said why)
            session.update(**changes, restored=True)
            if changes.get("is_host"):
                settle(session, session.route)
            if services.shelf.shelve_waiting(session):  # now that it is known who this phone is: its last draft
                session.rerender()
            present()
            page.update()  # the theme

        async def settle_device_key() -> None:
            """This browser's device key (which seat it holds), from its storage; a new one the first time."""
            session.device_key = await load_device_key(session.device.prefs)
            before = who_is(session)
            settle(session, session.route)  # a seat link waits for this key before it is claimed
            took_up = services.shelf.shelve_waiting(session)  # a draft its last session left, drawn now
            if who_is(session) != before or waits_for_device_key(session.route) or took_up:
                session.rerender()  # else the screen drawn stands: a second drawing of it would only cost time
            stay_awake()
            present()

        def view_pop(e: ft.ViewPopEvent) -> None:
            below = session.stack[:-1]
            page.navigate(below[-1] if below else "/")

        page.on_route_change = lambda e: open_route(e.route)
        page.on_view_pop = view_pop
        page.on_connect = lambda e: (session.rerender(), present())  # back from sleep or lost Wi-Fi: the table now
        page.on_disconnect = lambda e: present(connected=False)  # closed, asleep, its line dropped

        def closed(e) -> None:
            present(connected=False)
            page.pubsub.unsubscribe_all()
            services.shelf.park(session)  # its drafts kept as plain values for the phone's next session

        page.on_close = closed
        back_from_table(session, page.route)
        settle(session, page.route)
        page.render_views(App, session)
        stay_awake()
        present()
        page.run_task(settle_device_key)
        page.run_task(restore)
        ask_device_lang(session)  # the first screen is drawn once its language is known (Session.language_known)

        async def draw_anyway() -> None:
            await asyncio.sleep(LANGUAGE_WAIT)
            if not session.language_known():
                session.update(waited=True)

        page.run_task(draw_anyway)

    main.services = services  # for tests that drive the app in-process
    return main


def who_is(session) -> tuple:
    """What `routes.settle` decides about a session: its identity, its seat, the table it shows, host or not."""
    return session.identity, session.held_seat, session.showing_table, session.is_host


def new_host_secret() -> str:
    return secrets.token_urlsafe(24)
