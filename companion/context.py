"""What every screen shares: the server's services, and one browser session's identity and state."""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Callable

import flet as ft

from calculators.core.actors import is_banker, seat_actor
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from companion.access import Access, Identity
from companion.config import AppConfig
from companion.i18n import _
from companion.redact import redact
from companion.seat_claims import SeatClaims
from companion.settings import SettingsStore
from companion.storage import StorageError, Store
from companion.table import TableHub
from companion.i18n.refusals import refusal

# Screen memories that hold unconfirmed choices (dropped after an undo): Rollout's per-table box, Fortune's ÖKA
# picks, Roll and Rails' "rr-<table>" boxes.
DRAFTS = ("rollout", "fortune_oka_pick")
PER_TABLE = ("rollout",)
DRAFT_PREFIXES = ("rr-",)
SETTINGS = ("pass",)  # choices of how the screen works, not drafts: kept after an undo
TOPIC = "tables"  # pub/sub: a table changed; every page showing it redraws from its own view of the state


PASSED = "pass-the-phone"  # event data "via": entered for a seat on the banker's phone, not the seat's own


def passed_phone(log: Log, event: Event) -> tuple[Log, Event]:
    """The same action, marked as made on the banker's phone for the seat (the history and the seat's phone say so)."""
    marked = event.model_copy(update={"data": {**event.data, "via": PASSED}})
    return Log.model_construct(events=(*log.events[:-1], marked)), marked


@dataclass
class Services:
    """Shared by every browser session of this server process."""

    config: AppConfig
    store: Store
    hub: TableHub
    settings: SettingsStore
    access: Access
    claims: SeatClaims  # which phone holds each seat


@dataclass
class Ctx:
    """One browser session: its page, the shared services, who it is, and its screens' state."""

    page: ft.Page
    services: Services
    identity: Identity = field(default_factory=Identity)
    memory: dict = field(default_factory=dict)
    refresh: Callable[[], None] | None = None  # redraws the current route; set by main()
    showing_table: str | None = None  # the table on screen, for live updates
    lock: threading.RLock = field(default_factory=threading.RLock)

    def go(self, route: str) -> None:
        self.memory["_tapped"] = True  # a route change the app made (a browser Back is not)
        self.page.navigate(route)

    def toast(self, message: str) -> None:
        self.page.show_dialog(ft.SnackBar(ft.Text(redact(message)), show_close_icon=True))
        # A live redraw in this handler already updated the page, so Flet will not do it again: send it now.
        self.page.update()

    def keep(self, key: str, make: Callable[[], ft.Control]) -> ft.Control:
        """The same control across live redraws of one screen, so a field being typed in keeps its focus."""
        kept = self.memory.setdefault("_kept", {})
        if key not in kept:
            kept[key] = make()
        return kept[key]

    def keep_button(self, key: str, make: Callable[[], ft.Control], on_click, label: str | None = None) -> ft.Control:
        """The same button across live redraws, with this draw's handler: a tap that reaches the server just
        after another phone's update redrew this screen still finds its button (Flet drops an event for a
        control it no longer has, so a new button each redraw lost such taps — found by the seven-page load
        test). For the buttons several phones press at about the same time."""
        button = self.keep(key, make)
        button.on_click = on_click
        if label is not None:  # this draw's words: the phone's language may have changed since it was made
            button.content = label
        return button

    def _own_seat(self, table: str) -> str | None:
        """The actor of the banker's own seat (a playing banker), whose entries on this phone are their own."""
        setup = self.services.hub.get(table).setup
        return seat_actor(setup.banker) if setup.banker_plays else None

    def drop_drafts_after_undo(self) -> None:
        """After an undo or redo at the table on screen, forget this phone's unconfirmed choices: the form that
        made the mistake then shows the state before it (its defaults), not the wrong choice again. Drafts are
        the kept fields (`keep`) and the games' screen memories (DRAFTS); the language, the session and the
        identity stay."""
        sid = self.showing_table
        if not sid:
            return
        try:
            events = self.services.hub.get(sid).log.events
        except Exception:  # a table that cannot be read shows its own error; nothing to forget
            return
        seen = self.memory.setdefault("_seen_events", {})
        before = seen.get(sid)
        seen[sid] = len(events)
        if before is None or not any(e.kind in ("undo", "redo") for e in events[before:]):
            return
        self.memory.pop("_kept", None)
        for key in list(self.memory):
            if key in DRAFTS or key.startswith(DRAFT_PREFIXES):
                box = self.memory[key]
                if isinstance(box, dict) and key in PER_TABLE:
                    box.pop(sid, None)
                elif isinstance(box, dict) and key.startswith(DRAFT_PREFIXES):
                    if key == f"rr-{sid}":  # this table's drafts; its settings (pass the phone) stay
                        self.memory[key] = {k: v for k, v in box.items() if k in SETTINGS}
                else:
                    self.memory.pop(key, None)

    def actor(self, table: str) -> str | None:
        return self.services.access.actor_for(self.identity, table)

    def act(self, table: str, action, *, as_actor: str | None = None, raise_rule: bool = False) -> bool:
        """Run a rules command as this session's actor; on success every page of the table redraws.

        A refused action (RuleError) or a storage failure is shown and changes nothing; with
        `raise_rule` the RuleError goes to the caller, to show on the field at fault.
        `as_actor` (a seat, on a phone passed around the table) is only for the banker's device."""
        actor = self.actor(table)
        if as_actor is not None and not is_banker(actor or ""):
            actor = None
        if actor is None:
            self.toast(_("This device cannot act at that table."))
            return False
        passed = as_actor is not None and as_actor != self._own_seat(table)

        def run(log):
            new_log, event = action(log, as_actor or actor)
            return passed_phone(new_log, event) if passed else (new_log, event)

        try:
            self.services.hub.act(table, run)
        except RuleError as err:
            if raise_rule:
                raise
            self.toast(refusal(err))
            return False
        except StorageError as err:
            self.toast(_("Not saved: {err}").format(err=refusal(err)))
            return False
        # Every phone of the table, this one included, redraws from its own view when the message reaches it.
        self.page.pubsub.send_all_on_topic(TOPIC, table)
        return True
